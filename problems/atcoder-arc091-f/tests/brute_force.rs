//! Strange Nim against exhaustive searches of the real game: whole inputs against the brute force
//! of examples/brute.rs on the generator's small inputs (what `cargo x stress` feeds), one pile's
//! value against its Grundy value by search, the brute force against a search of the full
//! position on tiny inputs, and the jumping evaluation against the one-step recurrence (itself
//! checked by search) on large piles.

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// g(x) = x/K if K divides x, else g(x - floor(x/K) - 1), one step at a time.
fn grundy_by_steps(mut x: u64, k: u64) -> u64 {
    while x % k != 0 {
        x -= x / k + 1;
    }
    x / k
}

#[test]
fn first_player_wins_matches_the_brute_force() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let piles: Vec<(u64, u64)> = (0..n).map(|_| (tokens.next(), tokens.next())).collect();
        assert_eq!(
            solution::first_player_wins(&piles),
            brute::first_player_wins(&piles),
            "piles {piles:?} (cargo x gen atcoder-arc091-f --small --seed {seed})"
        );
    }
}

#[test]
fn pile_grundy_matches_search() {
    for k in 1..=12 {
        let table = brute::pile_grundy_table(k, 600);
        for (x, &expected) in table.iter().enumerate() {
            let x = x as u64;
            assert_eq!(
                solution::pile_grundy(x, k),
                u64::from(expected),
                "x {x}, K {k}"
            );
            assert_eq!(grundy_by_steps(x, k), u64::from(expected), "x {x}, K {k}");
        }
    }
}

#[test]
fn pile_grundy_matches_the_recurrence_step_by_step() {
    let mut rng = StdRng::seed_from_u64(91);
    for _ in 0..3000 {
        let k = rng.random_range(1..=2000);
        let x = rng.random_range(0..=3_000_000);
        assert_eq!(
            solution::pile_grundy(x, k),
            grundy_by_steps(x, k),
            "x {x}, K {k}"
        );
    }
    // Runs landing exactly on a multiple of K, and the edges (K up to 1e6 keeps the step-by-step
    // reference, about K ln(A/K) steps, fast enough).
    for k in [1, 2, 3, 7, 100, 31_623, 99_999, 1_000_000] {
        for x in [1, k - 1, k, k + 1, 2 * k, 3 * k - 1, 1_000_000_000] {
            assert_eq!(
                solution::pile_grundy(x, k),
                grundy_by_steps(x, k),
                "x {x}, K {k}"
            );
        }
    }
}

#[test]
fn edge_piles() {
    assert_eq!(solution::pile_grundy(1_000_000_000, 1), 1_000_000_000);
    assert_eq!(solution::pile_grundy(999_999_999, 1_000_000_000), 0);
    assert_eq!(solution::pile_grundy(1_000_000_000, 1_000_000_000), 1);
}

/// The whole position (sorted (stones, K) pairs) one move away, by the rules.
fn position_moves(piles: &[(u64, u64)]) -> Vec<Vec<(u64, u64)>> {
    let mut next = Vec::new();
    for (i, &(x, k)) in piles.iter().enumerate() {
        for smaller in brute::pile_moves(x, k) {
            let mut position = piles.to_vec();
            position[i] = (smaller, k);
            position.sort_unstable();
            next.push(position);
        }
    }
    next
}

/// The brute force's sum of pile searches against a search of whole positions, on positions
/// small enough for that search (the generator's small ones are too big for it).
#[test]
fn the_brute_force_matches_search_of_the_whole_position() {
    let mut search = GameSearch::new(|p: &Vec<(u64, u64)>| position_moves(p));
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..300 {
        let n = rng.random_range(1..=3);
        let mut piles: Vec<(u64, u64)> = (0..n)
            .map(|_| (rng.random_range(1..=14), rng.random_range(1..=4)))
            .collect();
        let answer = brute::first_player_wins(&piles);
        piles.sort_unstable();
        assert_eq!(answer, search.wins(&piles), "piles {piles:?}");
    }
}
