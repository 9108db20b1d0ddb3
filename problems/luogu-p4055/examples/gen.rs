//! Inputs of luogu-p4055 in the statement's exact format (`cargo x gen luogu-p4055`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        // At most 14 free cells: the brute force searches (cell, entered set).
        loop {
            let rows = rng.random_range(1..=5);
            let cols = rng.random_range(1..=5);
            let blocked = rng.random_range(0.0..0.7);
            let maze = random_maze(rng, rows, cols, blocked);
            if maze.iter().flatten().filter(|&&free| free).count() <= 14 {
                return text(&maze);
            }
        }
    }),
    random: |rng| {
        let rows = rng.random_range(1..=30);
        let cols = rng.random_range(1..=30);
        let blocked = rng.random_range(0.0..0.6);
        text(&random_maze(rng, rows, cols, blocked))
    },
    max: &[
        // A perfect matching: LOSE after the full matching work.
        ("full-100x100", |_| text(&vec![vec![true; 100]; 100])),
        // WIN on the 4901 cells of the corners' colour: long alternating searches, long output.
        ("full-99x99", |_| text(&vec![vec![true; 99]; 99])),
        // Every free cell isolated: 5000 lines of output.
        ("checkerboard-holes-100x100", |_| {
            text(
                &(0..100)
                    .map(|r| (0..100).map(|c| (r + c) % 2 == 0).collect())
                    .collect::<Vec<_>>(),
            )
        }),
        // One path of 5050 cells: augmenting paths thousands of cells long.
        ("serpentine-corridor-100x100", |_| text(&serpentine(100))),
        // An odd corridor: one cell more, so one end stays exposed and alternating paths run
        // the whole length.
        ("serpentine-corridor-odd-99x100", |_| text(&serpentine(99))),
        ("random-20-percent-blocked-100x100", |rng| {
            text(&random_maze(rng, 100, 100, 0.2))
        }),
        ("random-40-percent-blocked-100x100", |rng| {
            text(&random_maze(rng, 100, 100, 0.4))
        }),
    ],
};

/// `true` for a free cell: each cell blocked with probability `blocked`.
fn random_maze(rng: &mut StdRng, rows: usize, cols: usize, blocked: f64) -> Vec<Vec<bool>> {
    (0..rows)
        .map(|_| (0..cols).map(|_| !rng.random_bool(blocked)).collect())
        .collect()
}

/// `N M`, then the rows as `.` (free) and `#` (blocked).
fn text(maze: &[Vec<bool>]) -> String {
    let mut text = line([maze.len(), maze[0].len()]);
    for row in maze {
        let row: String = row
            .iter()
            .map(|&free| if free { '.' } else { '#' })
            .collect();
        text += &line([row]);
    }
    text
}

/// `rows` rows of 100 cells: full rows joined at alternate ends, one corridor through the board.
fn serpentine(rows: usize) -> Vec<Vec<bool>> {
    (0..rows)
        .map(|r| {
            (0..100)
                .map(|c| match r % 4 {
                    0 | 2 => true,
                    1 => c == 99,
                    _ => c == 0,
                })
                .collect()
        })
        .collect()
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
