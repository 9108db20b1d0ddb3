//! Inputs of luogu-p2964 in the statement's exact format (`cargo x gen luogu-p2964`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    // The minimax brute force is exponential: at most 18 coins.
    small: Some(|rng| {
        let n = rng.random_range(1..=18);
        let top = [1, 3, 100, 100_000][rng.random_range(0..4)];
        stack(rng, n, top)
    }),
    random: |rng| {
        let n = rng.random_range(5..=60);
        stack(rng, n, 100_000)
    },
    max: &[
        ("n2000-random", |rng| stack(rng, 2000, 100_000)),
        // The largest totals: 2000 * 100000 = 2e8 must fit the table's integers.
        ("n2000-all-100000", |_| stack_of(&[100_000; 2000])),
    ],
};

/// N random coin values in `1..=top`.
fn stack(rng: &mut StdRng, n: usize, top: u32) -> String {
    let coins: Vec<u32> = (0..n).map(|_| rng.random_range(1..=top)).collect();
    stack_of(&coins)
}

/// N, then the coin values one a line, top of the stack first.
fn stack_of(coins: &[u32]) -> String {
    let mut text = format!("{}\n", coins.len());
    for coin in coins {
        text.push_str(&format!("{coin}\n"));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
