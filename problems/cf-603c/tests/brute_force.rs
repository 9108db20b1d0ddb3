//! The closed-form pile values against the brute force's mex over the real moves, the whole
//! answer against it on random positions, and the brute force's search of sums (a split valued
//! as the XOR of the k piles it leaves) against a search of the whole multi-pile game.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens};
use oracle::GameSearch;

const HUGE_K: [u64; 4] = [999_999_999, 1_000_000_000, 65, 64];

#[test]
fn pile_values_match_the_mex_over_real_moves() {
    for k in (1..=6).chain(HUGE_K) {
        let table = brute::grundy_table(300, k);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(
                solution::lieges_grundy(n as u64, k % 2 == 1),
                g,
                "n = {n}, k = {k}"
            );
        }
    }
}

#[test]
fn kevin_wins_matches_brute_force() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=2000) {
        let mut tokens = Tokens::new(&input);
        let (n, k): (usize, u64) = (tokens.next(), tokens.next());
        let piles: Vec<u64> = tokens.many(n);
        assert_eq!(
            solution::kevin_wins(k, &piles),
            brute::kevin_wins(k, &piles),
            "k = {k}, piles {piles:?} (cargo x gen cf-603c --small --seed {seed})"
        );
    }
}

/// The positions one move away in the whole game, piles kept sorted and without empty ones:
/// remove one cow from a pile, or replace a pile of 2x by k piles of x.
fn lieges_moves(k: u64, piles: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &a) in piles.iter().enumerate() {
        if i > 0 && piles[i - 1] == a {
            continue;
        }
        let mut rest = piles.to_vec();
        rest.remove(i);
        let mut removed = rest.clone();
        if a > 1 {
            removed.push(a - 1);
        }
        removed.sort_unstable();
        next.push(removed);
        if a % 2 == 0 {
            let mut split = rest;
            split.extend(std::iter::repeat(a / 2).take(k as usize));
            split.sort_unstable();
            next.push(split);
        }
    }
    next
}

#[test]
fn split_valued_as_a_sum_matches_the_whole_game() {
    for k in 1..=3 {
        let mut search = GameSearch::new(move |piles: &Vec<u64>| lieges_moves(k, piles));
        for a in 1..=8u64 {
            for b in 0..=a.min(6) {
                let piles: Vec<u64> = [b, a].into_iter().filter(|&p| p > 0).collect();
                assert_eq!(
                    search.wins(&piles),
                    brute::kevin_wins(k, &piles),
                    "k = {k}, piles {piles:?}"
                );
            }
        }
    }
}
