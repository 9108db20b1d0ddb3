//! Inputs of local-subtraction-game in the statement's exact format (`cargo x gen local-subtraction-game`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// Found by a random search of sets with max(S) <= 100: preperiod 650981, period 953400.
const LONG_PERIOD: &[usize] = &[
    1, 8, 9, 11, 25, 28, 34, 42, 43, 50, 64, 68, 71, 81, 86, 91, 92, 95, 97, 99,
];
/// Found the same way: preperiod 1431552, period 494220, close to the guarantee's 2e6 in all.
const LONG_PREPERIOD: &[usize] = &[
    2, 3, 17, 19, 22, 23, 28, 30, 38, 40, 43, 52, 54, 60, 69, 70, 74, 76, 79, 82, 90, 93, 96, 97,
    98,
];

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let mut moves: Vec<usize> = (0..rng.random_range(1..=4))
            .map(|_| rng.random_range(1..=8))
            .collect();
        moves.sort_unstable();
        moves.dedup();
        let q = rng.random_range(1..=8);
        let mut text = format!("{}\n{}{q}\n", moves.len(), line(&moves));
        for _ in 0..q {
            let m = rng.random_range(1..=8);
            let piles: Vec<u64> = (0..m).map(|_| rng.random_range(0..=300)).collect();
            text.push_str(&format!("{m} {}", line(piles)));
        }
        text
    }),
    random: |rng| {
        let moves = settled_random_moves(rng);
        let q = rng.random_range(1..=50);
        input(rng, &moves, q, 10)
    },
    max: &[
        ("q1e4-m100-long-period-k20", |rng| {
            input(rng, LONG_PERIOD, 10_000, 100)
        }),
        ("q1e4-m100-long-preperiod-k25", |rng| {
            input(rng, LONG_PREPERIOD, 10_000, 100)
        }),
        ("q1e4-m100-k100-all-moves", |rng| {
            let moves: Vec<usize> = (1..=100).rev().collect();
            input(rng, &moves, 10_000, 100)
        }),
    ],
};

/// `k`, the moves, then `q` positions of 1..=`m` piles (exactly `m` when `q` is the maximum),
/// most of them huge, some small.
fn input(rng: &mut StdRng, moves: &[usize], q: usize, m: usize) -> String {
    let mut text = format!("{}\n{}{q}\n", moves.len(), line(moves));
    for _ in 0..q {
        let m = if q == 10_000 {
            m
        } else {
            rng.random_range(1..=m)
        };
        let piles: Vec<u64> = (0..m)
            .map(|_| {
                if rng.random_bool(0.8) {
                    rng.random_range(0..=MAX_PILE)
                } else {
                    rng.random_range(0..=1000)
                }
            })
            .collect();
        text.push_str(&format!("{m} {}", line(piles)));
    }
    text
}

/// A random set of distinct moves with max(S) <= 30 whose Grundy values are proved periodic
/// within the first 20000 piles (far inside the guarantee preperiod + period <= 2e6).
fn settled_random_moves(rng: &mut StdRng) -> Vec<usize> {
    loop {
        let top = rng.random_range(1..=30);
        let mut moves: Vec<usize> = (0..rng.random_range(0..=5))
            .map(|_| rng.random_range(1..=top))
            .chain([top])
            .collect();
        moves.sort_unstable();
        moves.dedup();
        if settles_within(&moves, 20_000) {
            return moves;
        }
    }
}

/// Whether some window of max(S) values in the second half of the first `len` Grundy values
/// repeats a period later with everything between agreeing: a proof of periodicity.
fn settles_within(moves: &[usize], len: usize) -> bool {
    let top = *moves.iter().max().unwrap();
    let mut g: Vec<usize> = Vec::with_capacity(len);
    for n in 0..len {
        let options: Vec<usize> = moves
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| g[n - s])
            .collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let half = len / 2;
    (1..half / 2).any(|p| half + p + top <= len && (half..len - p).all(|n| g[n] == g[n + p]))
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
