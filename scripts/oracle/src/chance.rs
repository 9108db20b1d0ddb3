//! Games of chance searched from their definition: players who choose and nature that draws,
//! valued exactly ([`ChanceSearch`], the rules given as a [`ChanceNode`] per position).

use crate::Rational;
use std::collections::HashMap;
use std::hash::Hash;

/// What the rules say about a position of a game with chance moves, for [`ChanceSearch`].
///
/// The value of a position: the value of [`ChanceNode::End`]; the largest ([`ChanceNode::Max`])
/// or smallest ([`ChanceNode::Min`]) value of the positions one move away; for
/// [`ChanceNode::Chance`] with draws `(w_k, q_k)`, the weighted average `Σ w_k v(q_k) / Σ w_k`
/// (weights are probabilities or counts such as the faces of a die or the mice of each colour:
/// they need not sum to 1). For a win probability, an end is 1 where the player asked about has
/// won and 0 where they have lost, and that player is `Max`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChanceNode<P> {
    /// The game is over, with this value (a win 1, a loss 0, a prize, a score).
    End(Rational),
    /// A player who picks the position of largest value among these.
    Max(Vec<P>),
    /// A player who picks the position of smallest value among these.
    Min(Vec<P>),
    /// Nature draws position `q` with probability `weight / (total weight)`: `(weight, q)` pairs.
    Chance(Vec<(Rational, P)>),
}

/// Exact search of a finite game with chance moves, from its rules: every position's value by
/// the definition of [`ChanceNode`], in exact fractions ([`ChanceSearch::value`]) or in residues
/// modulo a prime ([`ChanceSearch::residue`]), memoised per position. No window sums, no
/// closed form, no floating point: the brute force of a probability or an expectation.
///
/// A position holds everything the rules need (the totals so far, whose turn it is, what is
/// left in the bag), so who chooses and what nature draws are the rules' business, stated where
/// they apply.
///
/// # Panics
/// On a `Max` or `Min` position without options, a `Chance` position without draws or whose
/// weights sum to 0, and (for [`ChanceSearch::residue`]) on a position where a player chooses:
/// residues have no order, so the best option cannot be told from them.
///
/// ```
/// use oracle::{ChanceNode, ChanceSearch, Rational};
/// // Roll a fair three-sided die as often as you like, stop at any time, score the total,
/// // lose everything past 4. A position is (total, phase): 0 you decide, 1 you roll, 2 stopped.
/// let mut game = ChanceSearch::new(|&(total, phase): &(u32, u8)| match phase {
///     _ if total > 4 => ChanceNode::End(Rational::zero()),
///     0 => ChanceNode::Max(vec![(total, 2), (total, 1)]), // stop or roll
///     1 => ChanceNode::Chance((1..=3).map(|face| (Rational::one(), (total + face, 0))).collect()),
///     _ => ChanceNode::End(Rational::from(i64::from(total))),
/// });
/// // At 2: stopping scores 2; rolling scores (3 + 4 + 0) / 3 = 7/3 if one then stops.
/// assert_eq!(game.value(&(2, 0)), Rational::new(7, 3));
/// assert_eq!(game.best_move(&(2, 0)), Some((2, 1))); // roll
/// assert_eq!(game.best_move(&(4, 0)), Some((4, 2))); // stop
/// ```
pub struct ChanceSearch<P, F> {
    rules: F,
    value: HashMap<P, Rational>,
    residues: HashMap<(P, u64), u64>,
}

impl<P, F> ChanceSearch<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> ChanceNode<P>,
{
    /// `rules(p)` says what happens at `p` ([`ChanceNode`]); the game must be finite (no
    /// position comes back).
    pub fn new(rules: F) -> Self {
        ChanceSearch {
            rules,
            value: HashMap::new(),
            residues: HashMap::new(),
        }
    }

    /// The exact value of `position` under best play (`Max` maximising it, `Min` minimising it,
    /// nature drawing with its weights).
    pub fn value(&mut self, position: &P) -> Rational {
        if let Some(&known) = self.value.get(position) {
            return known;
        }
        let value = match (self.rules)(position) {
            ChanceNode::End(value) => value,
            ChanceNode::Max(options) => {
                assert!(!options.is_empty(), "a Max position without options");
                options.iter().map(|q| self.value(q)).max().unwrap()
            }
            ChanceNode::Min(options) => {
                assert!(!options.is_empty(), "a Min position without options");
                options.iter().map(|q| self.value(q)).min().unwrap()
            }
            ChanceNode::Chance(draws) => {
                let mut total = Rational::zero();
                let mut sum = Rational::zero();
                for (weight, q) in &draws {
                    total = total + *weight;
                    sum = sum + *weight * self.value(q);
                }
                assert!(!total.is_zero(), "a Chance position whose weights sum to 0");
                sum / total
            }
        };
        self.value.insert(position.clone(), value);
        value
    }

    /// The value of `position` as a residue modulo the prime `modulus` (`y * x^-1` for the value
    /// `y / x`), computed in residues throughout: exact where the fractions themselves would
    /// outgrow [`Rational`]'s 128 bits (long chains of draws), for games where only nature
    /// moves. Ends and weights are taken modulo `modulus` ([`Rational::residue`]).
    ///
    /// # Panics
    /// On a `Max` or `Min` position (use [`ChanceSearch::value`], then [`Rational::residue`]),
    /// and where `modulus` divides a chance node's total weight or a denominator.
    ///
    /// ```
    /// use oracle::{ChanceNode, ChanceSearch, Rational};
    /// // Flip a fair coin until it shows heads, at most 3 times: the chance of 3 tails is 1/8.
    /// let mut flips = ChanceSearch::new(|&(done, tails): &(bool, u32)| match (done, tails) {
    ///     (true, _) => ChanceNode::End(Rational::zero()),
    ///     (false, 3) => ChanceNode::End(Rational::one()),
    ///     (false, t) => ChanceNode::Chance(vec![(Rational::one(), (true, t)), (Rational::one(), (false, t + 1))]),
    /// });
    /// assert_eq!(flips.value(&(false, 0)), Rational::new(1, 8));
    /// assert_eq!(flips.residue(&(false, 0), 998_244_353), 873_463_809); // 8 * 873463809 = 1
    /// ```
    pub fn residue(&mut self, position: &P, modulus: u64) -> u64 {
        let key = (position.clone(), modulus);
        if let Some(&known) = self.residues.get(&key) {
            return known;
        }
        let m = u128::from(modulus);
        let value = match (self.rules)(position) {
            ChanceNode::End(value) => value.residue(modulus),
            ChanceNode::Max(_) | ChanceNode::Min(_) => panic!(
                "residues have no order: a position where a player chooses needs value(), then \
                 Rational::residue"
            ),
            ChanceNode::Chance(draws) => {
                let (mut total, mut sum) = (0u128, 0u128);
                for (weight, q) in &draws {
                    let w = u128::from(weight.residue(modulus));
                    total = (total + w) % m;
                    sum = (sum + w * u128::from(self.residue(q, modulus))) % m;
                }
                let total = Rational::from(total as i64).residue(modulus);
                assert!(
                    total != 0,
                    "a Chance position whose weights sum to 0 modulo {modulus}"
                );
                let inverse = Rational::new(1, i128::from(total)).residue(modulus);
                (sum * u128::from(inverse) % m) as u64
            }
        };
        self.residues.insert(key, value);
        value
    }

    /// Every best move of `position` where a player chooses: the positions one move away whose
    /// value is the value of `position`, in the order the rules list them. Empty at an end or
    /// where nature draws.
    pub fn best_moves(&mut self, position: &P) -> Vec<P> {
        let value = self.value(position);
        match (self.rules)(position) {
            ChanceNode::End(_) | ChanceNode::Chance(_) => Vec::new(),
            ChanceNode::Max(options) | ChanceNode::Min(options) => options
                .into_iter()
                .filter(|q| self.value(q) == value)
                .collect(),
        }
    }

    /// One best move of `position` (the first that [`ChanceSearch::best_moves`] lists), or
    /// `None` at an end or where nature draws.
    pub fn best_move(&mut self, position: &P) -> Option<P> {
        self.best_moves(position).into_iter().next()
    }

    /// How many positions have their exact value remembered.
    pub fn known_positions(&self) -> usize {
        self.value.len()
    }
}

#[cfg(test)]
mod tests;
