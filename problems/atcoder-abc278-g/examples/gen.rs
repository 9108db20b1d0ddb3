//! Games of atcoder-abc278-g (`cargo x gen atcoder-abc278-g`): `N L R`. The interactor's input is
//! a game followed by `<policy> <seed>`; `cargo x stress` plays each game against every policy.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

const MAX_N: usize = 2000;

const GENERATOR: Generator = Generator {
    small: Some(|rng| game(rng, 14)),
    random: |rng| game(rng, 200),
    max: &[
        // L = R with L's parity not N's: the Grundy strategy over the runs, O(N²) table.
        ("n2000-l-eq-r-odd", |_| line([MAX_N, 3, 3])),
        ("n2000-l-eq-r-random", |rng| {
            let l = 2 * rng.random_range(0..40) + 1;
            line([MAX_N, l, l])
        }),
        ("n1999-l-eq-r-even", |rng| {
            let l = 2 * rng.random_range(1..40);
            line([MAX_N - 1, l, l])
        }),
        // Mirror strategy, the longest games: blocks of 1 or 2 cards.
        ("n2000-l1-r2", |_| line([MAX_N, 1, 2])),
        ("n2000-l1-r2000", |_| line([MAX_N, 1, MAX_N])),
        ("n2000-all", |_| line([MAX_N, MAX_N, MAX_N])),
    ],
};

/// `N L R` with N <= top, L = R half of the time (the Grundy case when the parities differ).
fn game(rng: &mut StdRng, top: usize) -> String {
    let n = rng.random_range(1..=top);
    let top = if rng.random_bool(0.7) { 4 } else { n };
    let l = rng.random_range(1..=n.min(top));
    let r = if rng.random_bool(0.5) {
        l
    } else {
        rng.random_range(l..=n)
    };
    line([n, l, r])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
