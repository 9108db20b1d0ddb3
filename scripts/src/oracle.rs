//! Brute-force oracles for the randomized tests: games solved by exhaustive search from their
//! definition, never from a formula.

use std::collections::{BTreeSet, HashMap};
use std::hash::Hash;

/// Exhaustive search of a finite impartial game under normal play (who cannot move loses).
///
/// By definition a position is a win for the player to move iff some move leads to a position
/// that is a loss for the player who then moves; its Grundy value is the mex of the values of the
/// positions one move away. Both are memoised per position.
pub struct GameSearch<P, F> {
    moves: F,
    grundy: HashMap<P, u32>,
    wins: HashMap<P, bool>,
}

impl<P, F> GameSearch<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    /// `moves(p)` lists the positions one move away from `p`; the game must be finite (acyclic).
    pub fn new(moves: F) -> Self {
        GameSearch {
            moves,
            grundy: HashMap::new(),
            wins: HashMap::new(),
        }
    }

    /// Whether the player to move at `position` wins with best play.
    pub fn wins(&mut self, position: &P) -> bool {
        if let Some(&known) = self.wins.get(position) {
            return known;
        }
        let result = (self.moves)(position).iter().any(|next| !self.wins(next));
        self.wins.insert(position.clone(), result);
        result
    }

    /// The Grundy value of `position`: the mex of the values one move away.
    pub fn grundy(&mut self, position: &P) -> u32 {
        if let Some(&known) = self.grundy.get(position) {
            return known;
        }
        let options: BTreeSet<u32> = (self.moves)(position)
            .iter()
            .map(|next| self.grundy(next))
            .collect();
        let value = (0..).find(|v| !options.contains(v)).unwrap();
        self.grundy.insert(position.clone(), value);
        value
    }
}

/// Positions of a sum of piles: every way to change one pile by one of its own moves.
/// The piles are kept sorted, so equal multisets share one memo entry.
pub fn moves_in_one_pile(piles: &[u64], pile_moves: impl Fn(u64) -> Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &pile) in piles.iter().enumerate() {
        for after in pile_moves(pile) {
            let mut position = piles.to_vec();
            position[i] = after;
            position.sort_unstable();
            next.push(position);
        }
    }
    next
}

/// The pile sizes one move away from `pile` in Nim: remove any positive number of stones.
/// Meant for [`moves_in_one_pile`].
pub fn take_any(pile: u64) -> Vec<u64> {
    (0..pile).collect()
}

/// The pile sizes one move away from `pile` in a subtraction game: remove exactly `s` stones for
/// some `s` in `moves` (no more than the pile holds). Meant for [`moves_in_one_pile`].
pub fn take_exactly(moves: &[usize]) -> impl Fn(u64) -> Vec<u64> + '_ {
    move |pile| {
        moves
            .iter()
            .map(|&s| s as u64)
            .filter(|&s| s <= pile)
            .map(|s| pile - s)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn take_one_or_two_is_lost_at_multiples_of_three() {
        let mut search =
            GameSearch::new(|&n: &u32| (1..=2).filter(|&s| s <= n).map(|s| n - s).collect());
        let lost: Vec<u32> = (0..10).filter(|n| !search.wins(n)).collect();
        assert_eq!(lost, [0, 3, 6, 9]);
        assert_eq!(
            (0..6).map(|n| search.grundy(&n)).collect::<Vec<_>>(),
            [0, 1, 2, 0, 1, 2]
        );
    }

    #[test]
    fn take_any_leaves_every_smaller_pile() {
        assert_eq!(take_any(3), [0, 1, 2]);
        assert!(take_any(0).is_empty());
    }

    #[test]
    fn take_exactly_never_overdraws() {
        assert_eq!(take_exactly(&[1, 3, 7])(5), [4, 2]);
        assert!(take_exactly(&[2])(1).is_empty());
    }

    #[test]
    fn a_position_with_no_move_is_lost() {
        let mut search = GameSearch::new(|_: &()| Vec::new());
        assert!(!search.wins(&()));
        assert_eq!(search.grundy(&()), 0);
    }
}
