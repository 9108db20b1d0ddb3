//! Column values by the simplicity rule, summed, against a minimax search of the whole board on
//! small random boards; and every column of every height up to 8 is a number.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

fn random_board(rng: &mut StdRng, n: usize, pieces: f64) -> Vec<Vec<u8>> {
    (0..n)
        .map(|_| {
            (0..n)
                .map(|_| {
                    if !rng.random_bool(pieces) {
                        b'.'
                    } else if rng.random_bool(0.5) {
                        b'W'
                    } else {
                        b'B'
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn takahashi_wins_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(229);
    for _ in 0..600 {
        let n = rng.random_range(1..=3);
        let density = rng.random_range(0.0..1.0);
        let board = random_board(&mut rng, n, density);
        assert_eq!(
            solution::takahashi_wins(&board),
            brute::takahashi_wins(&board),
            "board {:?}",
            board
                .iter()
                .map(|r| String::from_utf8_lossy(r))
                .collect::<Vec<_>>()
        );
    }
    for _ in 0..200 {
        let density = rng.random_range(0.1..0.45);
        let board = random_board(&mut rng, 4, density);
        assert_eq!(
            solution::takahashi_wins(&board),
            brute::takahashi_wins(&board),
            "board {:?}",
            board
                .iter()
                .map(|r| String::from_utf8_lossy(r))
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn every_column_is_a_small_dyadic_number() {
    for n in 1..=8 {
        // number_value would have panicked on a column that is not a number.
        let values = solution::column_values(n);
        assert!(values
            .iter()
            .all(|v| v.exponent() <= 7 && v.floor().abs() <= 8));
    }
}
