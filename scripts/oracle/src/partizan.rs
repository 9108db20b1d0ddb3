//! Partizan games searched from their definition: the canonical form of every position of a
//! short game given by Left's and Right's options ([`PartizanSearch`], over the arena of
//! canonical games [`Games`]), the shape of its value where it has one of the simple shapes
//! ([`Shape`]: a number, a number plus a nimber, a switch), and its outcome class
//! ([`OutcomeClass`]) always.
//!
//! Nothing here uses a formula of the library under test: numbers are recognised by the shapes
//! of their canonical forms (`0 = { | }`, `n + 1 = {n | }`, `m/2^k = {(m-1)/2^k | (m+1)/2^k}`),
//! never computed by the simplicity rule; values are exact [`BigRational`]s.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use std::collections::HashMap;
use std::hash::Hash;

/// A game of the arena [`Games`], by its index.
pub type GameId = usize;

/// Who wins a game, by its outcome class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutcomeClass {
    /// L: Left wins whoever moves first (`G > 0`).
    Left,
    /// R: Right wins whoever moves first (`G < 0`).
    Right,
    /// P: the player to move loses (`G = 0`).
    Second,
    /// N: the player to move wins (`G || 0`).
    First,
}

impl OutcomeClass {
    /// The class from who wins moving first: Left when Left starts, Right when Right starts.
    pub fn from_wins(left_first_wins: bool, right_first_wins: bool) -> Self {
        match (left_first_wins, right_first_wins) {
            (true, false) => OutcomeClass::Left,
            (false, true) => OutcomeClass::Right,
            (false, false) => OutcomeClass::Second,
            (true, true) => OutcomeClass::First,
        }
    }
}

/// The value of a canonical game where it has one of the simple shapes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A number `x` (a dyadic rational).
    Number(BigRational),
    /// `x + *n` with `n >= 1`: canonical form `{x, x*, ..., x*(n-1) | x, x*, ..., x*(n-1)}`.
    NumberStar(BigRational, u32),
    /// The switch `{a | b}` with numbers `a > b`.
    Switch(BigRational, BigRational),
    /// Anything else (`↑`, `{2 | 0, *}`, `{{2 | 0} | -1}`, ...).
    Other,
}

/// An arena of short games in canonical form: every game it hands out is canonical (dominated
/// options removed, reversible options bypassed), so two games are equal exactly when they have
/// the same [`GameId`]. Comparisons are memoised by pair.
///
/// ```
/// use oracle::partizan::{Games, OutcomeClass, Shape};
/// use num_rational::BigRational;
/// let mut games = Games::new();
/// let q = |n: i64, d: i64| BigRational::new(n.into(), d.into());
/// let (zero, one) = (games.number(&q(0, 1)), games.number(&q(1, 1)));
/// // {0 | 1} = 1/2, {-1, 0 | 1} = 1/2 too (-1 is dominated), {1 | 0} is a switch.
/// let half = games.game(vec![zero], vec![one]);
/// assert_eq!(games.shape(half), Shape::Number(q(1, 2)));
/// let minus_one = games.number(&q(-1, 1));
/// assert_eq!(games.game(vec![minus_one, zero], vec![one]), half);
/// let hot = games.game(vec![one], vec![zero]);
/// assert_eq!(games.shape(hot), Shape::Switch(q(1, 1), q(0, 1)));
/// assert_eq!(games.outcome(hot), OutcomeClass::First);
/// // {0 | 3} reverses to {0 | } = 1.
/// let three = games.number(&q(3, 1));
/// assert_eq!(games.game(vec![zero], vec![three]), one);
/// ```
#[derive(Default)]
pub struct Games {
    options: Vec<(Vec<GameId>, Vec<GameId>)>,
    canonical: HashMap<(Vec<GameId>, Vec<GameId>), GameId>,
    le: HashMap<(GameId, GameId), bool>,
    shapes: HashMap<GameId, Shape>,
    sums: HashMap<(GameId, GameId), GameId>,
    numbers: HashMap<BigRational, GameId>,
}

impl Games {
    /// An empty arena.
    pub fn new() -> Self {
        Games::default()
    }

    /// The canonical game `{left | right}` whose options are games of this arena.
    pub fn game(&mut self, left: Vec<GameId>, right: Vec<GameId>) -> GameId {
        let (mut left, mut right) = (left, right);
        loop {
            left = self.undominated(left, true);
            right = self.undominated(right, false);
            let g = self.node(left.clone(), right.clone());
            // A Left option a is reversible when some a^R <= G: replace a by a^R's Left options.
            let reversible_left = left.iter().enumerate().find_map(|(i, &a)| {
                let rs = self.options[a].1.clone();
                rs.into_iter().find(|&r| self.le(r, g)).map(|r| (i, r))
            });
            if let Some((i, r)) = reversible_left {
                left.remove(i);
                left.extend(self.options[r].0.clone());
                continue;
            }
            let reversible_right = right.iter().enumerate().find_map(|(i, &b)| {
                let ls = self.options[b].0.clone();
                ls.into_iter().find(|&l| self.le(g, l)).map(|l| (i, l))
            });
            if let Some((i, l)) = reversible_right {
                right.remove(i);
                right.extend(self.options[l].1.clone());
                continue;
            }
            break;
        }
        left.sort_unstable();
        right.sort_unstable();
        let key = (left, right);
        if let Some(&id) = self.canonical.get(&key) {
            return id;
        }
        let id = self.node(key.0.clone(), key.1.clone());
        self.canonical.insert(key, id);
        id
    }

    /// The options of a game: Left's, then Right's.
    pub fn options(&self, g: GameId) -> (&[GameId], &[GameId]) {
        let (l, r) = &self.options[g];
        (l, r)
    }

    /// `g <= h` by the definition: no Left option of `g` is `>= h` and no Right option of `h`
    /// is `<= g`.
    pub fn le(&mut self, g: GameId, h: GameId) -> bool {
        if let Some(&known) = self.le.get(&(g, h)) {
            return known;
        }
        let left_of_g = self.options[g].0.clone();
        let right_of_h = self.options[h].1.clone();
        let result = !left_of_g.into_iter().any(|gl| self.le(h, gl))
            && !right_of_h.into_iter().any(|hr| self.le(hr, g));
        self.le.insert((g, h), result);
        result
    }

    /// The game 0 = `{ | }`.
    pub fn zero(&mut self) -> GameId {
        self.game(Vec::new(), Vec::new())
    }

    /// The canonical form of the dyadic number `x`, built from the definition: `0 = { | }`,
    /// `n + 1 = {n | }`, `-n - 1 = { | -n}`, `m/2^k = {(m-1)/2^k | (m+1)/2^k}` for odd `m`.
    ///
    /// # Panics
    /// If `x` is not dyadic.
    pub fn number(&mut self, x: &BigRational) -> GameId {
        if let Some(&known) = self.numbers.get(x) {
            return known;
        }
        let g = self.number_from_definition(x);
        self.numbers.insert(x.clone(), g);
        g
    }

    fn number_from_definition(&mut self, x: &BigRational) -> GameId {
        let denominator = x.denom();
        assert!(
            (denominator & (denominator - BigInt::one())).is_zero(),
            "{x} is not a dyadic rational"
        );
        if x.is_integer() {
            if x.is_zero() {
                self.zero()
            } else if x.is_positive() {
                let below = self.number(&(x - BigRational::one()));
                self.game(vec![below], Vec::new())
            } else {
                let above = self.number(&(x + BigRational::one()));
                self.game(Vec::new(), vec![above])
            }
        } else {
            let step = BigRational::new(BigInt::one(), denominator.clone());
            let below = self.number(&(x - &step));
            let above = self.number(&(x + &step));
            self.game(vec![below], vec![above])
        }
    }

    /// The canonical form of `g + h`: `{g^L + h, g + h^L | g^R + h, g + h^R}`.
    pub fn sum(&mut self, g: GameId, h: GameId) -> GameId {
        let key = (g.min(h), g.max(h));
        if let Some(&known) = self.sums.get(&key) {
            return known;
        }
        let (gl, gr) = self.options[g].clone();
        let (hl, hr) = self.options[h].clone();
        let mut left: Vec<GameId> = gl.into_iter().map(|x| self.sum(x, h)).collect();
        left.extend(hl.into_iter().map(|y| self.sum(g, y)).collect::<Vec<_>>());
        let mut right: Vec<GameId> = gr.into_iter().map(|x| self.sum(x, h)).collect();
        right.extend(hr.into_iter().map(|y| self.sum(g, y)).collect::<Vec<_>>());
        let s = self.game(left, right);
        self.sums.insert(key, s);
        s
    }

    /// The negative `-g = {-g^R | -g^L}`.
    pub fn neg(&mut self, g: GameId) -> GameId {
        let (l, r) = self.options[g].clone();
        let left = r.into_iter().map(|x| self.neg(x)).collect();
        let right = l.into_iter().map(|x| self.neg(x)).collect();
        self.game(left, right)
    }

    /// The outcome class, by comparing with 0: Left wins moving first iff not `g <= 0`, Right
    /// wins moving first iff not `g >= 0`.
    pub fn outcome(&mut self, g: GameId) -> OutcomeClass {
        let zero = self.zero();
        let left_first = !self.le(g, zero);
        let right_first = !self.le(zero, g);
        OutcomeClass::from_wins(left_first, right_first)
    }

    /// The shape of a canonical game's value ([`Shape`]), recognised from its canonical form.
    ///
    /// # Panics
    /// On a game with number options that is not in canonical form (a bug of the arena).
    pub fn shape(&mut self, g: GameId) -> Shape {
        if let Some(known) = self.shapes.get(&g) {
            return known.clone();
        }
        let (l, r) = self.options[g].clone();
        let left: Vec<Shape> = l.iter().map(|&x| self.shape(x)).collect();
        let right: Vec<Shape> = r.iter().map(|&x| self.shape(x)).collect();
        let number = |s: &Shape| match s {
            Shape::Number(x) => Some(x.clone()),
            _ => None,
        };
        let left_numbers: Option<Vec<BigRational>> = left.iter().map(number).collect();
        let right_numbers: Option<Vec<BigRational>> = right.iter().map(number).collect();
        let one = BigRational::one();
        let shape = match (left_numbers, right_numbers) {
            (Some(a), Some(b)) => match (&a[..], &b[..]) {
                ([], []) => Shape::Number(BigRational::zero()),
                ([a], []) => {
                    assert!(
                        a.is_integer() && !a.is_negative(),
                        "{{{a} | }} not canonical"
                    );
                    Shape::Number(a + one)
                }
                ([], [b]) => {
                    assert!(
                        b.is_integer() && !b.is_positive(),
                        "{{ | {b}}} not canonical"
                    );
                    Shape::Number(b - one)
                }
                ([a], [b]) if a < b => {
                    let two = BigRational::from_integer(2.into());
                    let (x, d) = ((a + b) / &two, (b - a) / &two);
                    let shape_ok = d.numer().is_one()
                        && d.denom() > &BigInt::one()
                        && (x.denom() == d.denom());
                    assert!(shape_ok, "{{{a} | {b}}} not canonical");
                    Shape::Number(x)
                }
                ([a], [b]) if a > b => Shape::Switch(a.clone(), b.clone()),
                _ => self.star_shape(&left, &right),
            },
            _ => self.star_shape(&left, &right),
        };
        self.shapes.insert(g, shape.clone());
        shape
    }

    /// `x + *n` when both sides are exactly `x, x*, ..., x*(n-1)`.
    fn star_shape(&self, left: &[Shape], right: &[Shape]) -> Shape {
        let parts = |side: &[Shape]| -> Option<(BigRational, Vec<u32>)> {
            let mut x = None;
            let mut stars = Vec::new();
            for s in side {
                let (number, star) = match s {
                    Shape::Number(v) => (v.clone(), 0),
                    Shape::NumberStar(v, n) => (v.clone(), *n),
                    _ => return None,
                };
                if x.get_or_insert_with(|| number.clone()) != &number {
                    return None;
                }
                stars.push(star);
            }
            stars.sort_unstable();
            Some((x?, stars))
        };
        match (parts(left), parts(right)) {
            (Some((x, a)), Some((y, b)))
                if x == y && a == b && a.iter().enumerate().all(|(i, &s)| s == i as u32) =>
            {
                Shape::NumberStar(x, a.len() as u32)
            }
            _ => Shape::Other,
        }
    }

    /// How many games (canonical or met on the way) the arena holds.
    pub fn len(&self) -> usize {
        self.options.len()
    }

    /// Whether the arena holds no game yet.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }

    fn node(&mut self, left: Vec<GameId>, right: Vec<GameId>) -> GameId {
        self.options.push((left, right));
        self.options.len() - 1
    }

    /// The options of one side that no other option of that side dominates (for Left: is not
    /// `<=` another; for Right: is not `>=` another), without repeats.
    fn undominated(&mut self, mut side: Vec<GameId>, left: bool) -> Vec<GameId> {
        side.sort_unstable();
        side.dedup();
        let mut kept = Vec::new();
        for (i, &a) in side.iter().enumerate() {
            let dominated = side
                .iter()
                .enumerate()
                .any(|(j, &b)| j != i && if left { self.le(a, b) } else { self.le(b, a) });
            if !dominated {
                kept.push(a);
            }
        }
        kept
    }
}

/// Exhaustive search of a short partizan game over explicit positions: `moves(p)` lists Left's
/// options and Right's options of `p`. Every position gets its canonical form in an arena
/// [`Games`] (so equal values get equal ids), from which [`PartizanSearch::shape`] reads a
/// number, a number plus a nimber or a switch; [`PartizanSearch::outcome`] is a plain win/lose
/// search over the positions (who wins moving first, each player), independent of the
/// canonical forms.
///
/// ```
/// use oracle::partizan::{OutcomeClass, PartizanSearch, Shape};
/// use num_rational::BigRational;
/// // Hackenbush strings from the ground: 'b' Left's edge, 'r' Right's, 'g' either's. A move
/// // cuts one edge and all above it.
/// let mut search = PartizanSearch::new(|s: &String| {
///     let cuts = |colours: &str| -> Vec<String> {
///         s.char_indices().filter(|&(_, c)| colours.contains(c)).map(|(i, _)| s[..i].to_string()).collect()
///     };
///     (cuts("bg"), cuts("rg"))
/// });
/// let q = |n: i64, d: i64| BigRational::new(n.into(), d.into());
/// assert_eq!(search.shape(&"brr".to_string()), Shape::Number(q(1, 4)));
/// assert_eq!(search.shape(&"bg".to_string()), Shape::NumberStar(q(1, 1), 1));
/// assert_eq!(search.shape(&"gb".to_string()), Shape::Other); // ↑*
/// assert_eq!(search.outcome(&"g".to_string()), OutcomeClass::First);
/// assert_eq!(search.outcome(&"rb".to_string()), OutcomeClass::Right);
/// ```
pub struct PartizanSearch<P, F> {
    moves: F,
    games: Games,
    canonical: HashMap<P, GameId>,
    wins: HashMap<(P, bool), bool>,
}

impl<P, F> PartizanSearch<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> (Vec<P>, Vec<P>),
{
    /// `moves(p)` lists Left's options and Right's options of `p`; the game must be short
    /// (finitely many positions, no cycle).
    pub fn new(moves: F) -> Self {
        PartizanSearch {
            moves,
            games: Games::new(),
            canonical: HashMap::new(),
            wins: HashMap::new(),
        }
    }

    /// The canonical form of `position` in the search's arena ([`PartizanSearch::games`]).
    pub fn canonical(&mut self, position: &P) -> GameId {
        if let Some(&known) = self.canonical.get(position) {
            return known;
        }
        let (left, right) = (self.moves)(position);
        let left: Vec<GameId> = left.iter().map(|p| self.canonical(p)).collect();
        let right: Vec<GameId> = right.iter().map(|p| self.canonical(p)).collect();
        let g = self.games.game(left, right);
        self.canonical.insert(position.clone(), g);
        g
    }

    /// The shape of the value of `position`: a number, a number plus a nimber, a switch, or
    /// [`Shape::Other`].
    pub fn shape(&mut self, position: &P) -> Shape {
        let g = self.canonical(position);
        self.games.shape(g)
    }

    /// The value of `position` where it is a number.
    pub fn number(&mut self, position: &P) -> Option<BigRational> {
        match self.shape(position) {
            Shape::Number(x) => Some(x),
            _ => None,
        }
    }

    /// Whether the player to move wins `position` with best play, Left moving if `left`: some
    /// own option is lost for the other player moving first there.
    pub fn wins(&mut self, position: &P, left: bool) -> bool {
        if let Some(&known) = self.wins.get(&(position.clone(), left)) {
            return known;
        }
        let (l, r) = (self.moves)(position);
        let options = if left { l } else { r };
        let result = options.iter().any(|q| !self.wins(q, !left));
        self.wins.insert((position.clone(), left), result);
        result
    }

    /// The outcome class of `position`, by the win/lose search with each player moving first.
    pub fn outcome(&mut self, position: &P) -> OutcomeClass {
        let left_first = self.wins(position, true);
        let right_first = self.wins(position, false);
        OutcomeClass::from_wins(left_first, right_first)
    }

    /// The arena of canonical games the positions were valued in.
    pub fn games(&mut self) -> &mut Games {
        &mut self.games
    }
}

/// The options of a red-blue Hackenbush stalk, its colours listed from the ground (`true` for
/// Left's edges): Left's and Right's options, each the stalk cut at one of the mover's own edges,
/// everything above it gone. `PartizanSearch::new(|s: &Vec<bool>| stalk_options(s))` values
/// stalks from the rules.
pub fn stalk_options(stalk: &[bool]) -> (Vec<Vec<bool>>, Vec<Vec<bool>>) {
    let cuts = |colour: bool| -> Vec<Vec<bool>> {
        (0..stalk.len())
            .filter(|&i| stalk[i] == colour)
            .map(|i| stalk[..i].to_vec())
            .collect()
    };
    (cuts(true), cuts(false))
}

#[cfg(test)]
mod tests;
