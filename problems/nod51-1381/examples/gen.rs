//! Inputs of nod51-1381 in the statement's exact format (`cargo x gen nod51-1381`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::Rng;

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=10);
        let radii: Vec<u64> = (0..t).map(|_| rng.random_range(1..=1_000)).collect();
        cases_of(&radii)
    }),
    random: |rng| {
        let t = rng.random_range(1..=50);
        let radii: Vec<u64> = (0..t).map(|_| rng.random_range(1..=1_000)).collect();
        cases_of(&radii)
    },
    max: &[
        ("t10000-r-to-1e10", |rng| {
            let radii: Vec<u64> = (0..10_000)
                .map(|_| rng.random_range(1..=10_000_000_000))
                .collect();
            cases_of(&radii)
        }),
        // 2R = 2e10 does not fit 32 bits.
        ("t10000-r-1e10", |_| cases_of(&[10_000_000_000; 10_000])),
    ],
};

/// T, then the radii one a line.
fn cases_of(radii: &[u64]) -> String {
    let mut text = format!("{}\n", radii.len());
    for r in radii {
        text.push_str(&format!("{r}\n"));
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
