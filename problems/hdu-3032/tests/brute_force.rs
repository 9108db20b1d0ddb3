//! Lasker's Nim through the Grundy formula against a search of the real game (take from one
//! heap, or split one heap in two), heap by heap; and that search against a win/loss search of
//! whole positions on tiny inputs.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use oracle::GameSearch;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn alice_wins_matches_game_search() {
    let mut search = brute::lasker_search();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let n: usize = tokens.next();
            let heaps: Vec<u64> = tokens.many(n);
            assert_eq!(
                solution::alice_wins(heaps.iter().copied()),
                brute::alice_wins(&mut search, &heaps),
                "heaps {heaps:?} (cargo x gen hdu-3032 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn the_plain_nim_traps() {
    let mut search = brute::lasker_search();
    for heaps in [[1u64, 2, 4], [3, 5, 6], [3, 3, 1], [4, 3, 7]] {
        assert_eq!(
            solution::alice_wins(heaps),
            brute::alice_wins(&mut search, &heaps),
            "heaps {heaps:?}"
        );
    }
}

/// The positions one move away from the sorted heaps `heaps`: one heap replaced by what one of
/// its moves leaves.
fn whole_moves(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, heap) in heaps.iter().enumerate() {
        for left in brute::lasker_moves(heap) {
            let mut position = heaps.to_vec();
            position.remove(i);
            position.extend(left);
            position.sort_unstable();
            next.push(position);
        }
    }
    next
}

#[test]
fn the_sum_search_matches_a_whole_position_search() {
    let mut search = brute::lasker_search();
    let mut whole = GameSearch::new(|heaps: &Vec<u64>| whole_moves(heaps));
    let mut rng = StdRng::seed_from_u64(30320);
    for _ in 0..300 {
        let n = rng.random_range(1..=4);
        let mut heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=6)).collect();
        heaps.sort_unstable();
        assert_eq!(
            brute::alice_wins(&mut search, &heaps),
            whole.wins(&heaps),
            "heaps {heaps:?}"
        );
    }
}
