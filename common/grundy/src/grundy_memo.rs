//! Grundy values of any finite game, computed on demand and remembered.

use cgt_fast_hash::FastHashMap;
use cgt_mex::mex;
use std::hash::Hash;

/// Grundy values of the positions of a finite impartial game given by its move function:
/// `g(p) = mex{ g(q) : q in moves(p) }`, computed on demand and memoised per position, so a game
/// asked about again and again (a sum of many components, many test cases) pays once per
/// position it reaches.
///
/// The search is iterative (an explicit stack of positions still waiting for their options), so a
/// game a million moves deep cannot overflow the call stack.
///
/// Only `moves` defines the game: make positions canonical in it (sort a multiset, say) so that
/// equal positions share one entry. Positions are hashed with a fast multiplicative hash
/// (`cgt_fast_hash::FastHashMap`): they come from the game, not from an adversary, and with the
/// default hash hashing was most of the work of a memoised search.
///
/// # Constraints
/// The game is finite and acyclic: no position can come back after one or more moves (otherwise
/// the search never ends).
///
/// # Complexity
/// O(P + E) calls of `moves`, hashes and clones over the P positions and E moves reachable from the
/// positions asked about, each computed once; O(P) memory for the values, and O(depth + options on
/// the stack) for the search.
///
/// # Example
/// ```
/// use cgt_grundy::GrundyMemo;
/// // One pile; a move takes 1 or 2 stones: g(n) = n mod 3.
/// let mut game = GrundyMemo::new(|&n: &u32| (1..=2.min(n)).map(|take| n - take).collect());
/// assert_eq!(game.grundy(&7), 1);
/// assert_eq!(game.grundy(&1_000_000), 1); // a million moves deep
/// assert_eq!(game.grundy(&0), 0);
/// ```
///
/// Used by: gym-103186k.
pub struct GrundyMemo<S, F> {
    moves: F,
    values: FastHashMap<S, u32>,
}

/// A position whose options are still being evaluated, with the values of its first options.
struct Pending<S> {
    position: S,
    options: Vec<S>,
    option_values: Vec<u32>,
}

impl<S, F> GrundyMemo<S, F>
where
    S: Clone + Eq + Hash,
    F: FnMut(&S) -> Vec<S>,
{
    /// An empty memo for the game whose move function is `moves`: `moves(p)` lists the positions
    /// one move away from `p` (repeats are harmless).
    pub fn new(moves: F) -> Self {
        GrundyMemo {
            moves,
            values: FastHashMap::default(),
        }
    }

    /// The Grundy value of `position`.
    pub fn grundy(&mut self, position: &S) -> u32 {
        if let Some(&known) = self.values.get(position) {
            return known;
        }
        let mut stack = vec![self.pending(position.clone())];
        while let Some(top) = stack.last_mut() {
            while let Some(option) = top.options.get(top.option_values.len()) {
                match self.values.get(option) {
                    Some(&value) => top.option_values.push(value),
                    None => break,
                }
            }
            match top.options.get(top.option_values.len()) {
                Some(unknown) => {
                    let unknown = unknown.clone();
                    let pending = self.pending(unknown);
                    stack.push(pending);
                }
                None => {
                    let done = stack.pop().unwrap();
                    self.values.insert(done.position, mex(&done.option_values));
                }
            }
        }
        self.values[position]
    }

    /// How many positions have their value remembered.
    pub fn known_positions(&self) -> usize {
        self.values.len()
    }

    fn pending(&mut self, position: S) -> Pending<S> {
        let options = (self.moves)(&position);
        Pending {
            position,
            option_values: Vec::with_capacity(options.len()),
            options,
        }
    }
}

#[cfg(test)]
#[path = "grundy_memo/tests.rs"]
mod tests;
