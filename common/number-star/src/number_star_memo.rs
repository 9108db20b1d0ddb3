//! Values `x + *n` of every position of a partizan game, computed on demand and remembered.

use crate::{number_star_value, NumberStar};
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// Values of the positions of a finite partizan game given by its move function, as numbers
/// plus nimbers: `value(p) = {value(Left's options) | value(Right's options)}` by
/// [`number_star_value`], computed on demand and memoised per position.
///
/// A position whose options are all numbers plus nimbers may still not be one (`{0, * | 0} = ↑*`,
/// `{1 | 0}`): the search then stops with [`NotNumberStar`], naming the first such position in
/// its order (depth first, options in the order `moves` lists them, Left's before Right's), and
/// the values found so far stay remembered. A position is valued only once all its options
/// are, so a position whose value is a number plus a nimber but that has an option that is not
/// (`{↑* | 1} = 0`, say) is reported through that option.
///
/// The search is iterative (an explicit stack), so a game a million moves deep cannot overflow
/// the call stack.
///
/// # Constraints
/// The game is finite and acyclic. Positions are hashable; make them canonical in `moves` so
/// that equal positions share one entry.
///
/// # Complexity
/// O(P + E) calls of `moves`, hashes and clones over the P positions and E moves reachable from
/// the positions asked about, plus the cost of [`number_star_value`] per position (O(options +
/// k) for a denominator `2^k`); O(P) memory.
///
/// # Example
/// ```
/// use cgt_number_star::{NumberStarMemo, Outcome};
/// // Hackenbush strings, read from the ground: b blue (Left's), r red (Right's), g green (both's).
/// // A move cuts one edge and everything above it.
/// let mut game = NumberStarMemo::new(|s: &String| {
///     let cuts = |colours: &str| -> Vec<String> {
///         s.char_indices()
///             .filter(|&(_, c)| colours.contains(c))
///             .map(|(i, _)| s[..i].to_string())
///             .collect()
///     };
///     (cuts("bg"), cuts("rg"))
/// });
/// let value = |s: &str, game: &mut NumberStarMemo<_, _>| game.value(&s.to_string()).unwrap();
/// assert_eq!(value("g", &mut game).to_string(), "*");
/// assert_eq!(value("gg", &mut game).to_string(), "*2");
/// assert_eq!(value("bg", &mut game).to_string(), "1*");
/// assert_eq!(value("brg", &mut game).to_string(), "1/2*");
/// assert_eq!(value("rbbg", &mut game).outcome(), Outcome::Right); // -1/4*
/// // Green above blue: {0, * | 0} = ↑*, no number plus nimber.
/// let error = game.value(&"gb".to_string()).unwrap_err();
/// assert_eq!(error.position, "gb");
/// assert_eq!(error.to_string(), "{0, * | 0} at \"gb\" is not a number plus a nimber");
/// ```
///
/// Used by: no judge problem yet.
pub struct NumberStarMemo<S, F> {
    moves: F,
    values: HashMap<S, NumberStar>,
}

/// A position whose value is not a number plus a nimber, with the values of its options.
///
/// # Constraints
/// None: plain data, as [`NumberStarMemo::value`] returns it.
///
/// # Complexity
/// Plain data; `Display` is O(options).
///
/// # Example
/// ```
/// use cgt_number_star::{NotNumberStar, NumberStar, NumberStarMemo};
/// // Position 0 has no move (0), position 1 is {0 | 0} = *, position 2 is {0, * | 0} = ↑*.
/// let mut game = NumberStarMemo::new(|&p: &u32| match p {
///     0 => (vec![], vec![]),
///     1 => (vec![0], vec![0]),
///     _ => (vec![0, 1], vec![0]),
/// });
/// let error: NotNumberStar<u32> = game.value(&2).unwrap_err();
/// assert_eq!(error.position, 2);
/// assert_eq!(error.left.iter().map(|v| v.to_string()).collect::<Vec<_>>(), ["0", "*"]);
/// assert_eq!(error.right, [NumberStar::ZERO]);
/// assert_eq!(error.to_string(), "{0, * | 0} at 2 is not a number plus a nimber");
/// ```
///
/// Used by: no judge problem yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotNumberStar<S> {
    /// The position.
    pub position: S,
    /// The values of Left's options.
    pub left: Vec<NumberStar>,
    /// The values of Right's options.
    pub right: Vec<NumberStar>,
}

impl<S: fmt::Debug> fmt::Display for NotNumberStar<S> {
    /// `{0, * | 0} at "gb" is not a number plus a nimber`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |values: &[NumberStar]| -> String {
            let texts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            texts.join(", ")
        };
        let (left, right) = (list(&self.left), list(&self.right));
        let bar = match (left.is_empty(), right.is_empty()) {
            (true, true) => "|",
            (true, false) => "| ",
            (false, true) => " |",
            (false, false) => " | ",
        };
        write!(
            f,
            "{{{left}{bar}{right}}} at {:?} is not a number plus a nimber",
            self.position
        )
    }
}

/// A position whose options are still being valued: Left's come first in `options`.
struct Pending<S> {
    position: S,
    options: Vec<S>,
    left_count: usize,
    values: Vec<NumberStar>,
}

impl<S, F> NumberStarMemo<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> (Vec<S>, Vec<S>),
{
    /// An empty memo for the game whose move function is `moves`: `moves(p)` lists Left's
    /// options of `p` and Right's options of `p` (repeats are harmless).
    pub fn new(moves: F) -> Self {
        NumberStarMemo {
            moves,
            values: HashMap::new(),
        }
    }

    /// The value of `position` as a number plus a nimber, or the first position met on the way
    /// whose value is not one.
    pub fn value(&mut self, position: &S) -> Result<NumberStar, NotNumberStar<S>> {
        if let Some(&known) = self.values.get(position) {
            return Ok(known);
        }
        let mut stack = vec![self.pending(position.clone())];
        while let Some(top) = stack.last_mut() {
            while let Some(option) = top.options.get(top.values.len()) {
                match self.values.get(option) {
                    Some(&value) => top.values.push(value),
                    None => break,
                }
            }
            if let Some(unknown) = top.options.get(top.values.len()) {
                let pending = self.pending(unknown.clone());
                stack.push(pending);
                continue;
            }
            let done = stack.pop().expect("the top of the stack");
            let (left, right) = done.values.split_at(done.left_count);
            match number_star_value(left, right) {
                Some(value) => {
                    self.values.insert(done.position, value);
                }
                None => {
                    return Err(NotNumberStar {
                        position: done.position,
                        left: left.to_vec(),
                        right: right.to_vec(),
                    })
                }
            }
        }
        Ok(self.values[position])
    }

    /// How many positions have their value remembered.
    pub fn known_positions(&self) -> usize {
        self.values.len()
    }

    fn pending(&mut self, position: S) -> Pending<S> {
        let (mut options, right) = (self.moves)(&position);
        let left_count = options.len();
        options.extend(right);
        Pending {
            position,
            values: Vec::with_capacity(options.len()),
            options,
            left_count,
        }
    }
}
