//! Inputs of cf-1091h (`cargo x gen cf-1091h`): `small` for the brute force (at most 3 rows, gaps
//! of at most 9 empty cells (5 with 3 rows), f among the small steps and non-steps, columns around 0), `random`
//! of moderate size, and the worst cases at the statement's limits by name (`max`): 1e5 rows of
//! the widest gaps (199,998 once), f = 2, 26 and 29 (the largest values, 51 and 54) and a
//! non-step f.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=3);
        let f = rng.random_range(2..=12);
        board(rng, n, f, if n == 3 { 5 } else { 9 }, 5)
    }),
    random: |rng| {
        let n = rng.random_range(1..=2000);
        let f = rng.random_range(2..=200_000);
        board(rng, n, f, 199_998, 100_000)
    },
    max: &[
        ("widest-f2", |rng| widest(rng, 2)),
        ("widest-f26", |rng| widest(rng, 26)),
        ("widest-f29", |rng| widest(rng, 29)),
        ("widest-f8", |rng| widest(rng, 8)),
        ("random-f", |rng| {
            let f = rng.random_range(2..=200_000);
            board(rng, 100_000, f, 199_998, 100_000)
        }),
    ],
};

/// `n f` and n rows: two gaps of at most `gap` empty cells, the row placed at a random column
/// with all three tokens in `-reach..=reach` where it fits (a row wider than that starts further
/// left).
fn board(rng: &mut StdRng, n: usize, f: usize, gap: i64, reach: i64) -> String {
    let mut text = line([n, f]);
    for _ in 0..n {
        let x = rng.random_range(0..=gap);
        let y = rng.random_range(0..=gap - x);
        let high = reach - x - y - 2;
        let b = rng.random_range((-reach).min(high)..=high);
        text.push_str(&line([b, b + x + 1, b + x + y + 2]));
    }
    text
}

/// 1e5 rows, the first spanning the whole strip (gap 199,998, the table's full length).
fn widest(rng: &mut StdRng, f: usize) -> String {
    let mut text = board(rng, 99_999, f, 199_998, 100_000);
    text = text.replacen(&format!("99999 {f}\n"), &line([100_000, f]), 1);
    text.push_str(&line([-100_000, 99_999, 100_000]));
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
