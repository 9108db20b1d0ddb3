//! Inputs of poj-1085 (`cargo x gen poj-1085`): games whose first m lines (6 <= m <= 18) are a
//! random order of the 18 lines, `i j` with i < j. `small` for the brute force, `random` of
//! moderate size, and the worst cases by name (`max`): the statement bounds no number of games,
//! so thousands of them, each after only 6 moves.

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::SliceRandom, Rng};

const LINES: [(usize, usize); 18] = [
    (1, 2),
    (1, 3),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 5),
    (3, 6),
    (4, 5),
    (5, 6),
    (4, 7),
    (4, 8),
    (5, 8),
    (5, 9),
    (6, 9),
    (6, 10),
    (7, 8),
    (8, 9),
    (9, 10),
];

pub const GENERATOR: Generator = Generator {
    // The plain search keeps both counts and the turn in its positions: games with at most 10
    // lines left (a game after 6 moves alone takes it about a second in a debug build).
    small: Some(|rng| {
        let t = rng.random_range(1..=4);
        games(rng, t, 8)
    }),
    random: |rng| {
        let t = rng.random_range(1..=100);
        games(rng, t, 6)
    },
    max: &[
        ("10000-games-m6", |rng| games_of(rng, 10_000, |_| 6)),
        ("10000-games-any-m", |rng| games(rng, 10_000, 6)),
        ("2000-games-m6", |rng| games_of(rng, 2_000, |_| 6)),
    ],
};

/// `t` games with m drawn uniformly in `min_m..=18`.
fn games(rng: &mut StdRng, t: usize, min_m: usize) -> String {
    games_of(rng, t, |rng| rng.random_range(min_m..=18))
}

/// `t` games, each of `m(rng)` distinct lines in a random order.
pub fn games_of(rng: &mut StdRng, t: usize, m: impl Fn(&mut StdRng) -> usize) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let m = m(rng);
        let mut lines = LINES;
        lines.shuffle(rng);
        text.push_str(&format!("{m}\n"));
        for (i, j) in &lines[..m] {
            text.push_str(&format!("{i} {j}\n"));
        }
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
