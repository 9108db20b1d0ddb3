//! Inputs of atcoder-abc349-e (`cargo x gen atcoder-abc349-e`): every input is one 3 x 3 board
//! with an odd total, so `small` and `random` differ only in their values; `max` holds the
//! boards whose sums pass 2^31.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let top = [1, 5, 100, 1_000_000_000][rng.random_range(0..4)];
        board(rng, top)
    }),
    random: |rng| board(rng, 1_000_000_000),
    max: &[
        ("near-1e9", |rng| {
            let mut a: Vec<i64> = (0..9)
                .map(|_| {
                    let sign = if rng.random_bool(0.5) { 1 } else { -1 };
                    sign * rng.random_range(900_000_000..=1_000_000_000)
                })
                .collect();
            make_odd(&mut a);
            grid(&a)
        }),
        ("all-1e9-but-one", |_| {
            let mut a = vec![1_000_000_000i64; 9];
            a[4] = 999_999_999;
            grid(&a)
        }),
    ],
};

/// Nine values in `-top..=top` with an odd sum.
fn board(rng: &mut StdRng, top: i64) -> String {
    let mut a: Vec<i64> = (0..9).map(|_| rng.random_range(-top..=top)).collect();
    make_odd(&mut a);
    grid(&a)
}

/// Moves one value by 1 towards 0 (or off 0) when the sum is even.
fn make_odd(a: &mut [i64]) {
    if a.iter().sum::<i64>() % 2 == 0 {
        a[0] += if a[0] > 0 { -1 } else { 1 };
    }
}

/// Three lines of three values.
fn grid(a: &[i64]) -> String {
    a.chunks(3).map(line).collect()
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
