//! The XOR of `x ⊗ y` over the lit cells against a search of the real light-toggling game:
//! every position of the 4x4 and 3x5 boards, and random positions of 4x5, 5x4, 2x10 and 1x20.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

/// The lit cells of `mask` on a `w` x `h` board, cells ordered by `x`, then `y` (the brute
/// force's order).
fn cells(mask: usize, w: usize, h: usize) -> Vec<(u64, u64)> {
    (0..w * h)
        .filter(|&i| mask >> i & 1 == 1)
        .map(|i| ((i / h + 1) as u64, (i % h + 1) as u64))
        .collect()
}

#[test]
fn every_position_of_small_boards_matches_the_search() {
    for (w, h) in [(4, 4), (3, 5), (5, 3), (2, 7), (1, 12)] {
        let wins = brute::win_table(w, h);
        for (mask, &expected) in wins.iter().enumerate() {
            let lit = cells(mask, w, h);
            assert_eq!(
                solution::first_player_wins(&lit),
                expected,
                "{w}x{h} board, lit {lit:?}"
            );
        }
    }
}

#[test]
fn random_positions_of_larger_boards_match_the_search() {
    let mut rng = StdRng::seed_from_u64(3404);
    let mut searcher = brute::Searcher::default();
    for (w, h) in [(4, 5), (5, 4), (2, 10), (1, 20)] {
        for _ in 0..200 {
            let mask = rng.random_range(1..1usize << (w * h));
            let lit = cells(mask, w, h);
            let as_usize: Vec<(usize, usize)> =
                lit.iter().map(|&(x, y)| (x as usize, y as usize)).collect();
            assert_eq!(
                solution::first_player_wins(&lit),
                searcher.first_player_wins(&as_usize),
                "lit {lit:?}"
            );
        }
    }
}
