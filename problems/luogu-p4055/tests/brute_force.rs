//! AA's winning starts against a search of the real token game (examples/brute.rs) on small
//! random mazes: every start cell, in order.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

/// A random `rows` x `cols` maze with about `blocked` of its cells blocked.
fn maze(rng: &mut StdRng, rows: usize, cols: usize, blocked: f64) -> Vec<Vec<u8>> {
    (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| if rng.random_bool(blocked) { b'#' } else { b'.' })
                .collect()
        })
        .collect()
}

#[test]
fn winning_starts_match_game_search() {
    let mut rng = StdRng::seed_from_u64(4055);
    let mut tried = 0;
    while tried < 400 {
        let rows = rng.random_range(1..=5);
        let cols = rng.random_range(1..=5);
        let blocked = rng.random_range(0.0..0.6);
        let maze = maze(&mut rng, rows, cols, blocked);
        let free = maze.iter().flatten().filter(|&&b| b == b'.').count();
        if free > 14 {
            continue;
        }
        tried += 1;
        assert_eq!(
            solution::aa_winning_starts(&maze),
            brute::aa_winning_starts(&maze),
            "maze {:?}",
            maze.iter()
                .map(|row| String::from_utf8_lossy(row).into_owned())
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn full_boards() {
    // Even: a perfect matching, no winning start. Odd: the majority colour.
    let full = |rows: usize, cols: usize| vec![vec![b'.'; cols]; rows];
    assert!(solution::aa_winning_starts(&full(100, 100)).is_empty());
    let starts = solution::aa_winning_starts(&full(99, 99));
    assert_eq!(starts.len(), 4901);
    assert!(starts.iter().all(|&(r, c)| (r + c) % 2 == 0));
    assert_eq!(
        solution::aa_winning_starts(&full(3, 3)),
        brute::aa_winning_starts(&full(3, 3))
    );
}
