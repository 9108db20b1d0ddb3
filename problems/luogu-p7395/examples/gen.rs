//! Inputs of luogu-p7395 in the statement's exact format (`cargo x gen luogu-p7395`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=8);
        boards(rng, t)
    }),
    random: |rng| {
        let t = rng.random_range(1..=30);
        boards(rng, t)
    },
    max: &[
        ("1e6-random-boards", |rng| boards(rng, 1_000_000)),
        ("1e6-empty-boards", |_| {
            let empty = board(|| b'.');
            format!("1000000\n\n{}", vec![empty; 1_000_000].join("\n"))
        }),
    ],
};

/// One board as displayed: 7 rows of 1, 2, 3, 4, 3, 2, 1 holes, indented into a diamond.
fn board(mut cell: impl FnMut() -> u8) -> String {
    let mut text = String::new();
    for holes in [1, 2, 3, 4, 3, 2, 1] {
        text.push_str(&" ".repeat(4 - holes));
        let cells: Vec<String> = (0..holes).map(|_| (cell() as char).to_string()).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// `t` boards, each with its own chance of an empty hole, separated by blank lines.
fn boards(rng: &mut StdRng, t: usize) -> String {
    let boards: Vec<String> = (0..t)
        .map(|_| {
            let empty = rng.random_range(0.0..1.0);
            board(|| if rng.random_bool(empty) { b'.' } else { b'*' })
        })
        .collect();
    format!("{t}\n\n{}", boards.join("\n"))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
