//! Games played in rounds of two choices: one player chooses, then the other answers, and only
//! then is the round over ([`RoundSearch`]).

use std::collections::HashMap;
use std::hash::Hash;

/// Win/lose search of a finite game played in rounds, from its definition: in each round the
/// **leader** makes a choice `c` among `choices(p)`, then the **follower**, knowing `c`, picks
/// the position after the round among `replies(p, c)`. A player who has nothing to choose when
/// it is their turn to choose loses (the leader at the start of a round, or the follower after
/// the leader's choice). With [`RoundSearch::new`] the same player leads every round (as in
/// Codeforces 1839E "Decreasing Game", where the player who chose to go first picks `i` in every
/// round and the other picks `j`); with [`RoundSearch::alternating`] the follower of a round
/// leads the next.
///
/// So the leader of `p` wins iff some choice `c` either has no reply or has only replies `q`
/// that the leader wins too: `q`'s leader is the same player ([`RoundSearch::new`]) or the
/// opponent, who must then lose `q` ([`RoundSearch::alternating`]). Values are memoised per
/// position. [`crate::GameSearch`] is the special case of single-choice rounds; this search
/// exists because a choice and its answer are not two positions of that game (the follower's
/// options depend on the choice, and the choice alone is no position).
///
/// ```
/// use oracle::RoundSearch;
/// // Codeforces 1839E: the leader picks i with a[i] > 0, the follower j != i with a[j] > 0,
/// // and both drop by min(a[i], a[j]).
/// let choices = |a: &Vec<u32>| (0..a.len()).filter(|&i| a[i] > 0).collect::<Vec<_>>();
/// let replies = |a: &Vec<u32>, &i: &usize| {
///     (0..a.len())
///         .filter(|&j| j != i && a[j] > 0)
///         .map(|j| {
///             let mut b = a.clone();
///             let d = b[i].min(b[j]);
///             b[i] -= d;
///             b[j] -= d;
///             b
///         })
///         .collect::<Vec<_>>()
/// };
/// let mut game = RoundSearch::new(choices, replies);
/// assert!(game.leader_wins(&vec![2])); // no reply to i = 0
/// assert!(!game.leader_wins(&vec![1, 1])); // both reach 0, then the leader cannot choose
/// assert!(!game.leader_wins(&vec![3, 1, 2])); // 3 = 1 + 2: the follower mirrors
/// assert!(game.leader_wins(&vec![3, 1, 1]));
/// // Each round takes 2 * min from the sum: an odd sum never splits evenly, every choice wins.
/// assert_eq!(game.winning_choices(&vec![3, 1, 1]), [0, 1, 2]);
/// ```
pub struct RoundSearch<P, C, L, R> {
    choices: L,
    replies: R,
    alternating: bool,
    wins: HashMap<P, bool>,
    choice: std::marker::PhantomData<C>,
}

impl<P, C, L, R> RoundSearch<P, C, L, R>
where
    P: Clone + Eq + Hash,
    L: Fn(&P) -> Vec<C>,
    R: Fn(&P, &C) -> Vec<P>,
{
    /// The game where the same player leads every round: `choices(p)` lists the leader's
    /// choices at `p`, `replies(p, c)` the positions the follower may end the round in after
    /// choice `c`. The game must be finite (no position comes back).
    pub fn new(choices: L, replies: R) -> Self {
        RoundSearch {
            choices,
            replies,
            alternating: false,
            wins: HashMap::new(),
            choice: std::marker::PhantomData,
        }
    }

    /// The same game with the roles swapped after every round: the follower of a round leads
    /// the next.
    pub fn alternating(choices: L, replies: R) -> Self {
        RoundSearch {
            alternating: true,
            ..RoundSearch::new(choices, replies)
        }
    }

    /// Whether the player who leads the round at `position` wins with best play.
    pub fn leader_wins(&mut self, position: &P) -> bool {
        if let Some(&known) = self.wins.get(position) {
            return known;
        }
        let result = (self.choices)(position)
            .iter()
            .any(|choice| self.choice_wins(position, choice));
        self.wins.insert(position.clone(), result);
        result
    }

    /// Every choice of the leader at `position` after which the leader wins whatever the
    /// follower answers, in the order `choices` lists them. Empty exactly when the leader loses.
    pub fn winning_choices(&mut self, position: &P) -> Vec<C> {
        (self.choices)(position)
            .into_iter()
            .filter(|choice| self.choice_wins(position, choice))
            .collect()
    }

    /// Every reply of the follower to `choice` at `position` after which the round's leader
    /// loses, in the order `replies` lists them. Empty exactly when `choice` wins for the leader.
    pub fn winning_replies(&mut self, position: &P, choice: &C) -> Vec<P> {
        (self.replies)(position, choice)
            .into_iter()
            .filter(|next| !self.leader_still_wins(next))
            .collect()
    }

    /// One reply of the follower to `choice` at `position` that makes the round's leader lose
    /// (the first that [`RoundSearch::winning_replies`] lists), or `None`.
    pub fn winning_reply(&mut self, position: &P, choice: &C) -> Option<P> {
        self.winning_replies(position, choice).into_iter().next()
    }

    /// Whether `choice` at `position` wins for the leader: every reply (there may be none)
    /// leaves a position the leader wins.
    fn choice_wins(&mut self, position: &P, choice: &C) -> bool {
        (self.replies)(position, choice)
            .iter()
            .all(|next| self.leader_still_wins(next))
    }

    /// Whether this round's leader wins from `next`, the position after the round.
    fn leader_still_wins(&mut self, next: &P) -> bool {
        self.leader_wins(next) != self.alternating
    }
}

#[cfg(test)]
mod tests;
