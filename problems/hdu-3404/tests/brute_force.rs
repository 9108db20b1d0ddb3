//! The XOR of `x ⊗ y` over the lit cells against a search of the real light-toggling game:
//! every position of boards of at most 16 cells, and the generator's small inputs (what `cargo x
//! stress` feeds: any lit cells of boards of up to 20 cells, 4x5, 2x10, 1x20 and others).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

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
fn the_generators_small_positions_match_the_search() {
    let mut searcher = brute::Searcher::default();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let cases: usize = tokens.next();
        for _ in 0..cases {
            let n: usize = tokens.next();
            let lit: Vec<(u64, u64)> = (0..n).map(|_| (tokens.next(), tokens.next())).collect();
            let as_usize: Vec<(usize, usize)> =
                lit.iter().map(|&(x, y)| (x as usize, y as usize)).collect();
            assert_eq!(
                solution::first_player_wins(&lit),
                searcher.first_player_wins(&as_usize),
                "lit {lit:?} (cargo x gen hdu-3404 --small --seed {seed})"
            );
        }
    }
}
