//! The moves that brute forces are built from: one pile of a sum changed by its own moves,
//! taking from a pile, Hackenbush cuts, and reading the input.

/// Positions of a sum of piles: every way to change one pile by one of its own moves.
/// The piles are kept sorted, so equal multisets share one memo entry.
pub fn moves_in_one_pile(piles: &[u64], pile_moves: impl Fn(u64) -> Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = moves_in_one_pile_in_order(piles, pile_moves);
    for position in &mut next {
        position.sort_unstable();
    }
    next
}

/// As [`moves_in_one_pile`], but the piles stay in the caller's order: pile `i` of a position is
/// pile `i` of `piles`, so a move can be named by the index of the pile it changed (what the
/// library's winning-move helpers return).
pub fn moves_in_one_pile_in_order(
    piles: &[u64],
    pile_moves: impl Fn(u64) -> Vec<u64>,
) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &pile) in piles.iter().enumerate() {
        for after in pile_moves(pile) {
            let mut position = piles.to_vec();
            position[i] = after;
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

/// Green Hackenbush on a graph given by its `edges` (vertex 0 is the ground), a position being
/// the set of edges still standing (bit `e` of `mask`, so at most 64 edges): the edges of `mask`
/// still connected to the ground through edges of `mask`. Edges cut off fall away.
pub fn grounded_edges(edges: &[(usize, usize)], mask: u64) -> u64 {
    let vertices = edges.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1);
    let mut reached = vec![false; vertices];
    reached[0] = true;
    let mut kept = 0u64;
    loop {
        let before = kept;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if mask >> e & 1 == 1 && (reached[a] || reached[b]) {
                kept |= 1 << e;
                reached[a] = true;
                reached[b] = true;
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// Every Green Hackenbush position one cut away from `mask` (see [`grounded_edges`]): cut one
/// standing edge, and whatever no longer reaches the ground falls away.
///
/// ```
/// use oracle::{grounded_edges, hackenbush_cuts, GameSearch};
/// // A stalk of two edges from the ground: *2, a first-player win.
/// let stalk = [(0, 1), (1, 2)];
/// let mut game = GameSearch::new(|&mask: &u64| hackenbush_cuts(&stalk, mask));
/// assert_eq!(game.grundy(&grounded_edges(&stalk, 0b11)), 2);
/// ```
pub fn hackenbush_cuts(edges: &[(usize, usize)], mask: u64) -> Vec<u64> {
    (0..edges.len())
        .filter(|&e| mask >> e & 1 == 1)
        .map(|e| grounded_edges(edges, mask & !(1 << e)))
        .collect()
}

/// Every whitespace-separated token of standard input, parsed as `T`: the input loop of a brute
/// force, which reads the same input as the solution it checks.
///
/// # Panics
/// On a token that does not parse as `T` (a brute force is only given valid inputs).
pub fn stdin_tokens<T>() -> std::vec::IntoIter<T>
where
    T: std::str::FromStr,
    T::Err: std::fmt::Debug,
{
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).expect("standard input");
    input
        .split_ascii_whitespace()
        .map(|token| token.parse().expect("a token of the input"))
        .collect::<Vec<T>>()
        .into_iter()
}
