//! ARC 091 F Strange Nim by brute force: each pile (X stones, fixed K) is searched as the real
//! game (a move removes 1..=floor(X/K) stones), its Grundy value is the mex of its options, and the
//! first player wins iff the XOR of the piles' values is not 0. Never the recurrence under test.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// The piles one move away from a pile of `x` stones with constant `k`: remove 1..=floor(x/k).
pub fn pile_moves(x: u64, k: u64) -> Vec<u64> {
    (1..=x / k).map(|take| x - take).collect()
}

/// The Grundy values g(0..=limit) of a pile with constant `k`, each by search of the real game.
pub fn pile_grundy_table(k: u64, limit: u64) -> Vec<u32> {
    let mut search = GameSearch::new(|&x: &u64| pile_moves(x, k));
    (0..=limit).map(|x| search.grundy(&x)).collect()
}

/// Whether Takahashi (who moves first) wins the piles `(A_i, K_i)`, by search of each pile.
pub fn first_player_wins(piles: &[(u64, u64)]) -> bool {
    let xor = piles.iter().fold(0, |x, &(a, k)| {
        x ^ GameSearch::new(|&x: &u64| pile_moves(x, k)).grundy(&a)
    });
    xor != 0
}

#[allow(dead_code)]
fn main() {
    // The search recurses once per stone removed (26535 deep on the fourth sample): give it room.
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(solve_stdin)
        .unwrap()
        .join()
        .unwrap();
}

#[allow(dead_code)]
fn solve_stdin() {
    let mut tokens = stdin_tokens::<u64>();
    let n = tokens.next().unwrap() as usize;
    let piles: Vec<(u64, u64)> = (0..n)
        .map(|_| (tokens.next().unwrap(), tokens.next().unwrap()))
        .collect();
    println!(
        "{}",
        if first_player_wins(&piles) {
            "Takahashi"
        } else {
            "Aoki"
        }
    );
}
