//! Alice's Game by brute force: the whole position (every bar) searched move by move from the
//! definition, Alice's own splits and Bob's own splits, whose turn it is part of the position.
//! No values, no halving, no sum: a player wins iff some own split leaves the other losing.

use oracle::{stdin_tokens, GameSearch};

/// The positions one move away: the mover (`alice`) splits one bar across the side she (he)
/// may cut. Bars are kept sorted, so equal multisets share one memo entry.
fn splits(bars: &[(u64, u64)], alice: bool) -> Vec<Vec<(u64, u64)>> {
    let mut next = Vec::new();
    for (i, &(x, y)) in bars.iter().enumerate() {
        let side = if alice { x } else { y };
        for a in 1..side {
            let mut position = bars.to_vec();
            position.remove(i);
            if alice {
                position.extend([(a, y), (x - a, y)]);
            } else {
                position.extend([(x, a), (x, y - a)]);
            }
            position.sort_unstable();
            next.push(position);
        }
    }
    next
}

/// Whether Alice, moving first, wins on `bars`.
pub fn alice_wins(bars: &[(u64, u64)]) -> bool {
    let mut search = GameSearch::new(|(bars, alice): &(Vec<(u64, u64)>, bool)| {
        splits(bars, *alice)
            .into_iter()
            .map(|next| (next, !*alice))
            .collect()
    });
    let mut start = bars.to_vec();
    start.sort_unstable();
    search.wins(&(start, true))
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let t = tokens.next().expect("T");
    for case in 1..=t {
        let n = tokens.next().expect("N");
        let bars: Vec<(u64, u64)> = (0..n)
            .map(|_| (tokens.next().expect("X"), tokens.next().expect("Y")))
            .collect();
        let winner = if alice_wins(&bars) { "Alice" } else { "Bob" };
        println!("Case {case}: {winner}");
    }
}
