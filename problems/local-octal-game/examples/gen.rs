//! Inputs of local-octal-game in the statement's exact format (`cargo x gen local-octal-game`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use cgt_octal::{OctalCode, OctalGrundy};
use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// Codes the brute force must get right: the statement's traps and the classics.
const TRAPS: &[&str] = &[
    "0.4",
    "0.2",
    "0.3",
    "0.00000001",
    "0.07",
    "0.77",
    "0.137",
    "0.644",
];

/// Found by a random search of 8-digit codes whose digits all split (4..7): n0 = 8098, p = 838,
/// so n0 + p = 8936 and the certificate needs 17880 values, near the guarantee's 20010.
const EIGHT_SPLITTING_DIGITS: &str = "0.57446776";

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let code = if rng.random_bool(0.3) {
            TRAPS[rng.random_range(0..TRAPS.len())].to_string()
        } else {
            certified_code(rng, 4, 2000)
        };
        let q = rng.random_range(1..=8);
        input(rng, &code, q, 8, 60)
    }),
    random: |rng| {
        let code = certified_code(rng, 8, 5000);
        let q = rng.random_range(1..=200);
        input(rng, &code, q, 20, MAX_HEAP)
    },
    max: &[
        ("q1e4-m100-0.57446776-n0-8098-p838", |rng| {
            input(rng, EIGHT_SPLITTING_DIGITS, 10_000, 100, MAX_HEAP)
        }),
        ("q1e4-m100-0.356-n0-7315-p142", |rng| {
            input(rng, "0.356", 10_000, 100, MAX_HEAP)
        }),
        ("q1e4-m100-0.165-n0-5181-p1550", |rng| {
            input(rng, "0.165", 10_000, 100, MAX_HEAP)
        }),
    ],
};

/// A random code of 1..=`digits` digits whose period the theorem certifies within `within`
/// values (the statement only gives ultimately periodic games).
fn certified_code(rng: &mut StdRng, digits: usize, within: usize) -> String {
    loop {
        let k = rng.random_range(1..=digits);
        let mut d: Vec<u8> = (0..k).map(|_| rng.random_range(0..8)).collect();
        d[k - 1] = rng.random_range(1..8);
        let code = OctalCode::from_digits(&d).unwrap();
        if OctalGrundy::new(&code).certify(within).is_some() {
            return code.to_string();
        }
    }
}

/// The code, `q`, then `q` sums of 1..=`m` heaps (exactly `m` when `q` is the maximum) of
/// `0..=top` tokens; with huge heaps, some small ones too, and some sums of equal pairs (lost).
fn input(rng: &mut StdRng, code: &str, q: usize, m: usize, top: u64) -> String {
    let mut text = format!("{code}\n{q}\n");
    for _ in 0..q {
        let m = if q == 10_000 {
            m
        } else {
            rng.random_range(1..=m)
        };
        let mut heaps: Vec<u64> = (0..m)
            .map(|_| {
                if top > 1000 && rng.random_bool(0.2) {
                    rng.random_range(0..=1000)
                } else {
                    rng.random_range(0..=top)
                }
            })
            .collect();
        if m % 2 == 0 && rng.random_bool(0.3) {
            // Pairs of equal heaps: a lost sum whatever the values are.
            for i in 0..m / 2 {
                heaps[m / 2 + i] = heaps[i];
            }
        }
        text.push_str(&format!("{m} {}", line(heaps)));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
