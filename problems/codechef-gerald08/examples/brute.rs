//! Chef and Tree Game by brute force: the real game searched from its definition. A position
//! is the set of standing edges and who moves; Chef deletes a black edge, Ksen a white one,
//! and every edge no longer connected to the root falls. No values: a player wins iff some own
//! deletion leaves the other losing.

use oracle::{stdin_tokens, GameSearch};

/// The edges of `mask` still connected to the root (vertex 0) through edges of `mask`.
pub fn grounded(edges: &[(usize, usize, bool)], mask: u32) -> u32 {
    let mut reached = vec![0usize];
    let mut kept = 0u32;
    while let Some(v) = reached.pop() {
        for (e, &(a, b, _)) in edges.iter().enumerate() {
            if mask >> e & 1 == 1 && kept >> e & 1 == 0 && (a == v || b == v) {
                kept |= 1 << e;
                reached.push(a + b - v);
            }
        }
    }
    kept
}

/// Whether the player to move wins: Chef (deleting black edges) if `chef`, else Ksen.
pub fn wins(edges: &[(usize, usize, bool)], chef: bool) -> bool {
    let mut search = GameSearch::new(|&(mask, chef): &(u32, bool)| {
        (0..edges.len())
            .filter(|&e| mask >> e & 1 == 1 && edges[e].2 == chef)
            .map(|e| (grounded(edges, mask & !(1 << e)), !chef))
            .collect()
    });
    let all = ((1u64 << edges.len()) - 1) as u32;
    search.wins(&(grounded(edges, all), chef))
}

/// The winners (Chef moves first, Ksen moves first); edges `(u, v, black)` on vertices from 0.
pub fn winners(edges: &[(usize, usize, bool)]) -> (&'static str, &'static str) {
    let chef_first = if wins(edges, true) { "Chef" } else { "Ksen" };
    let ksen_first = if wins(edges, false) { "Ksen" } else { "Chef" };
    (chef_first, ksen_first)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let t = tokens.next().expect("T");
    for _ in 0..t {
        let n = tokens.next().expect("N");
        let edges: Vec<(usize, usize, bool)> = (1..n)
            .map(|_| {
                let u = tokens.next().expect("U") - 1;
                let v = tokens.next().expect("V") - 1;
                (u, v, tokens.next().expect("C") == 0)
            })
            .collect();
        let (a, b) = winners(&edges);
        println!("{a} {b}");
    }
}
