//! Games solved by exhaustive search from their definition, never from a formula: the oracles of
//! brute forces and randomized tests.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::hash::Hash;

/// Exhaustive search of a finite impartial game under normal play (who cannot move loses) or,
/// made with [`GameSearch::misere`], under misère play (who makes the last move loses).
///
/// By definition a position is a win for the player to move iff some move leads to a position
/// that is a loss for the player who then moves; a position without moves is a loss under normal
/// play and a win under misère play (the opponent made the last move). Its Grundy value is the
/// mex of the values of the positions one move away. Both are memoised per position.
///
/// ```
/// use oracle::{moves_in_one_pile, take_any, GameSearch};
/// // Misère Nim: whoever takes the last stone loses.
/// let mut nim = GameSearch::misere(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
/// assert!(!nim.wins(&vec![1])); // forced to take the last stone
/// assert!(nim.wins(&vec![1, 1])); // take one, the opponent takes the last
/// assert!(!nim.wins(&vec![1, 1, 1]));
/// assert!(!nim.wins(&vec![2, 2])); // as in normal play once a pile is big
/// assert!(nim.wins(&vec![1, 2, 4]));
/// ```
pub struct GameSearch<P, F> {
    moves: F,
    misere: bool,
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
            misere: false,
            grundy: HashMap::new(),
            wins: HashMap::new(),
        }
    }

    /// The same game under misère play: the player who makes the last move loses, so the player
    /// to move at a position without moves wins. Only [`GameSearch::wins`] changes; Grundy values
    /// stay those of normal play.
    pub fn misere(moves: F) -> Self {
        GameSearch {
            misere: true,
            ..GameSearch::new(moves)
        }
    }

    /// Whether the player to move at `position` wins with best play.
    pub fn wins(&mut self, position: &P) -> bool {
        if let Some(&known) = self.wins.get(position) {
            return known;
        }
        let next = (self.moves)(position);
        let result = if next.is_empty() {
            self.misere
        } else {
            next.iter().any(|next| !self.wins(next))
        };
        self.wins.insert(position.clone(), result);
        result
    }

    /// The Grundy value of `position` under normal play: the mex of the values one move away.
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

    /// Every winning move of `position`: the positions one move away that are lost for the
    /// player who then moves (under the play this search was made with), in the order the move
    /// function lists them. Empty exactly when `position` is lost, or has no move at all (lost
    /// under normal play; won under misère play, where the opponent made the last move).
    ///
    /// # Complexity
    /// One [`GameSearch::wins`] per option, each memoised: the first call searches every
    /// position reachable from `position`, later calls cost the options' look-ups.
    ///
    /// ```
    /// use oracle::{moves_in_one_pile, take_any, GameSearch};
    /// let mut nim = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    /// // 1 xor 2 xor 4 = 7: only the pile of 4 has the top bit, and it goes to 1 xor 2 = 3.
    /// assert_eq!(nim.winning_moves(&vec![1, 2, 4]), [vec![1, 2, 3]]);
    /// assert!(nim.winning_moves(&vec![1, 2, 3]).is_empty());
    /// assert_eq!(nim.winning_move(&vec![5]), Some(vec![0]));
    /// ```
    pub fn winning_moves(&mut self, position: &P) -> Vec<P> {
        (self.moves)(position)
            .into_iter()
            .filter(|next| !self.wins(next))
            .collect()
    }

    /// One winning move of `position` (the first that [`GameSearch::winning_moves`] lists), or
    /// `None` when `position` is lost.
    ///
    /// # Complexity
    /// As [`GameSearch::winning_moves`], stopping at the first winning move.
    ///
    /// ```
    /// use oracle::{take_exactly, GameSearch};
    /// // Take 1 or 2: a multiple of 3 is lost; from 7, take 1.
    /// let mut game = GameSearch::new(|&n: &u64| take_exactly(&[1, 2])(n));
    /// assert_eq!(game.winning_move(&7), Some(6));
    /// assert_eq!(game.winning_move(&9), None);
    /// ```
    pub fn winning_move(&mut self, position: &P) -> Option<P> {
        (self.moves)(position)
            .into_iter()
            .find(|next| !self.wins(next))
    }
}

/// Exhaustive search of a sum of components under normal play, where a move on one component
/// may leave several components in its place (a split: a pile cut in two, a board falling apart).
///
/// `moves(c)` lists the options of component `c`, each as the components it leaves (empty when
/// the move removes `c`). By the Sprague–Grundy theorem a component's value is the mex, over its
/// options, of the XOR of the values of the components the option leaves, and a sum's value is
/// the XOR of its components' values; the player to move wins a sum iff its value is not 0. Each
/// component is searched and memoised once, however many sums it appears in, so a move that makes
/// k components costs k look-ups, not a search over multisets.
///
/// Misère and loopy games do not decompose this way: search them as whole positions with
/// [`GameSearch::misere`] and [`LoopySearch`].
///
/// ```
/// use oracle::SumSearch;
/// // Grundy's game: split a heap into two unequal non-empty heaps.
/// let mut grundy = SumSearch::new(|&n: &u32| {
///     (1..n.div_ceil(2)).map(|a| vec![a, n - a]).collect::<Vec<_>>()
/// });
/// let values: Vec<u32> = (0..11).map(|n| grundy.component(&n)).collect();
/// assert_eq!(values, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]); // OEIS A002188
/// assert!(grundy.wins(&[5, 3])); // 2 xor 1
/// assert!(!grundy.wins(&[3, 6])); // 1 xor 1
/// ```
pub struct SumSearch<C, F> {
    moves: F,
    grundy: HashMap<C, u32>,
}

impl<C, F> SumSearch<C, F>
where
    C: Clone + Eq + Hash,
    F: Fn(&C) -> Vec<Vec<C>>,
{
    /// `moves(c)` lists the options of component `c`, each as the components it leaves; the game
    /// must be finite (acyclic).
    pub fn new(moves: F) -> Self {
        SumSearch {
            moves,
            grundy: HashMap::new(),
        }
    }

    /// The Grundy value of one component: the mex of the values of its options, an option's
    /// value being the XOR of the values of the components it leaves.
    pub fn component(&mut self, component: &C) -> u32 {
        if let Some(&known) = self.grundy.get(component) {
            return known;
        }
        let options: BTreeSet<u32> = (self.moves)(component)
            .iter()
            .map(|left| self.grundy(left))
            .collect();
        let value = (0..).find(|v| !options.contains(v)).unwrap();
        self.grundy.insert(component.clone(), value);
        value
    }

    /// The Grundy value of a sum: the XOR of its components' values.
    pub fn grundy(&mut self, components: &[C]) -> u32 {
        components.iter().fold(0, |x, c| x ^ self.component(c))
    }

    /// Whether the player to move wins the sum `components` (normal play).
    pub fn wins(&mut self, components: &[C]) -> bool {
        self.grundy(components) != 0
    }
}

/// The value of a position of a loopy game for the player to move: see [`LoopySearch`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Loopy {
    Win,
    Lose,
    Draw,
}

/// Win / lose / draw search of a finite game whose moves may form cycles (normal play: who
/// cannot move loses; a game that can go on forever is a draw), by the definition.
///
/// The positions reachable from the asked one are listed from the move function, then valued by
/// fixed-point iteration: repeat (a position is `Win` if some move leads to a `Lose` position,
/// `Lose` if every move leads to a `Win` position, a position without moves included) until
/// nothing changes; every position still open is `Draw`. A position that ends the game by a
/// rule (a target reached, a black hole) is one with no moves: lost for the player to move.
/// Values are memoised: a solved position's reachable set was solved with it, so later
/// searches treat it as fixed.
pub struct LoopySearch<P, F> {
    moves: F,
    value: HashMap<P, Loopy>,
}

impl<P, F> LoopySearch<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    /// `moves(p)` lists the positions one move away from `p`; finitely many positions must be
    /// reachable.
    pub fn new(moves: F) -> Self {
        LoopySearch {
            moves,
            value: HashMap::new(),
        }
    }

    /// The value of `position` for the player to move, with best play.
    pub fn outcome(&mut self, position: &P) -> Loopy {
        if let Some(&known) = self.value.get(position) {
            return known;
        }
        // The new positions reachable from `position`, each with its moves.
        let mut index: HashMap<P, usize> = HashMap::new();
        let mut open: Vec<(P, Vec<P>)> = Vec::new();
        let mut queue = VecDeque::from([position.clone()]);
        index.insert(position.clone(), 0);
        while let Some(p) = queue.pop_front() {
            let next = (self.moves)(&p);
            for q in &next {
                if !self.value.contains_key(q) && !index.contains_key(q) {
                    index.insert(q.clone(), index.len());
                    queue.push_back(q.clone());
                }
            }
            open.push((p, next));
        }
        let mut value: Vec<Option<Loopy>> = vec![None; open.len()];
        loop {
            let mut changed = false;
            for i in 0..open.len() {
                if value[i].is_some() {
                    continue;
                }
                let of = |q: &P| match self.value.get(q) {
                    Some(&known) => Some(known),
                    None => value[index[q]],
                };
                let next = &open[i].1;
                if next.iter().any(|q| of(q) == Some(Loopy::Lose)) {
                    value[i] = Some(Loopy::Win);
                    changed = true;
                } else if next.iter().all(|q| of(q) == Some(Loopy::Win)) {
                    value[i] = Some(Loopy::Lose);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for ((p, _), v) in open.into_iter().zip(value) {
            self.value.insert(p, v.unwrap_or(Loopy::Draw));
        }
        self.value[position]
    }
}

#[cfg(test)]
mod tests;
