//! The solution against a search of the real game (sums of heaps, moves from the digit bits), on
//! the generator's small inputs (codes of up to 4 digits whose period certifies, and the
//! statement's traps), and on the traps themselves. The
//! brute force searches heaps one at a time; a search of whole positions checks it on tiny sums.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use cgt_octal::OctalCode;
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use oracle::GameSearch;

fn check(code: &str, queries: &[Vec<u64>]) {
    let game = solution::solve_game(&code.parse::<OctalCode>().unwrap());
    let fast: Vec<bool> = queries
        .iter()
        .map(|heaps| solution::first_player_wins(&game, heaps))
        .collect();
    assert_eq!(fast, brute::solve(code, queries), "{code} {queries:?}");
}

#[test]
fn sums_of_small_heaps_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let code: String = tokens.next();
        let q: usize = tokens.next();
        let queries: Vec<Vec<u64>> = (0..q)
            .map(|_| {
                let m: usize = tokens.next();
                tokens.many(m)
            })
            .collect();
        assert!(tokens.is_empty(), "seed {seed}: input left over");
        check(&code, &queries);
    }
}

#[test]
fn traps_match_game_search() {
    let singles: Vec<Vec<u64>> = (0..=16).map(|x| vec![x]).collect();
    for code in [
        "0.4",
        "0.2",
        "0.3",
        "0.00000001",
        "0.07",
        "0.77",
        "0.137",
        "0.644",
    ] {
        check(code, &singles);
        check(
            code,
            &[vec![3, 5, 7], vec![1, 1, 8], vec![0, 0], vec![6, 6, 2]],
        );
    }
}

#[test]
fn single_heaps_up_to_200_match_game_search() {
    let singles: Vec<Vec<u64>> = (0..=200).map(|x| vec![x]).collect();
    for code in ["0.07", "0.165", "0.356", "0.57446776"] {
        check(code, &singles);
    }
}

/// The positions one move away from the sorted heaps `heaps`: one heap replaced by what one of
/// its moves leaves.
fn whole_moves(digits: &[u8], heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &n) in heaps.iter().enumerate() {
        for left in brute::heap_moves(digits, n) {
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
    for code in ["0.07", "0.137", "0.644", "0.4", "0.165"] {
        let digits = brute::digits_of(code);
        let mut whole = GameSearch::new(|heaps: &Vec<u64>| whole_moves(&digits, heaps));
        let queries: Vec<Vec<u64>> = (1..=9)
            .flat_map(|a| (0..=a.min(5)).map(move |b| vec![b, a]))
            .collect();
        let expected: Vec<bool> = queries
            .iter()
            .map(|heaps| {
                let position: Vec<u64> = heaps.iter().copied().filter(|&x| x > 0).collect();
                whole.wins(&position)
            })
            .collect();
        assert_eq!(brute::solve(code, &queries), expected, "{code}");
    }
}
