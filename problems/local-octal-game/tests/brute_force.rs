//! The solution against a search of the real game (sums of heaps, moves from the digit bits), on
//! random codes of up to 4 digits whose period certifies, and on the statement's traps. The
//! brute force searches heaps one at a time; a search of whole positions checks it on tiny sums.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use cgt_octal::{OctalCode, OctalGrundy};
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

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
    let mut rng = StdRng::seed_from_u64(1);
    let mut tried = 0;
    while tried < 150 {
        let k = rng.random_range(1..=4);
        let mut digits: Vec<u8> = (0..k).map(|_| rng.random_range(0..8)).collect();
        digits[k - 1] = rng.random_range(1..8);
        let code = OctalCode::from_digits(&digits).unwrap();
        // Only games that the statement allows: a period with n0 + p <= 10^4 (here: that shows
        // within 2000 values, to keep the test fast).
        if OctalGrundy::new(&code).certify(2000).is_none() {
            continue;
        }
        tried += 1;
        let queries: Vec<Vec<u64>> = (0..10)
            .map(|_| {
                (0..rng.random_range(1..=6))
                    .map(|_| rng.random_range(0..=40))
                    .collect()
            })
            .collect();
        check(&code.to_string(), &queries);
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
