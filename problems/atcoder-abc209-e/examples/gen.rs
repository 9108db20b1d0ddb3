//! Inputs of atcoder-abc209-e in the statement's exact format (`cargo x gen atcoder-abc209-e`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::SliceRandom, Rng};

const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let n = rng.random_range(1..=10);
        random_words(rng, n, b"abAB", 3, 5)
    }),
    random: |rng| {
        let n = rng.random_range(1..=2000);
        let letters = rng.random_range(2..=6);
        random_words(rng, n, &LETTERS[..letters], 3, 8)
    },
    max: &[
        // Three letters: 27 vertices, about 2e5 / 27 words per prefix, O(N^2) word-to-word moves.
        ("2e5-words-3-letters", |rng| {
            random_words(rng, 200_000, b"abc", 3, 8)
        }),
        ("2e5-words-6-letters", |rng| {
            random_words(rng, 200_000, b"abcABC", 3, 8)
        }),
        ("2e5-words-52-letters", |rng| {
            random_words(rng, 200_000, LETTERS, 3, 8)
        }),
        // A path through all 52^3 vertices (forced play up to 140607 moves long), then random words.
        ("2e5-words-path", |rng| {
            let name = |k: usize| {
                let k = k % (52 * 52 * 52);
                [LETTERS[k / 2704], LETTERS[k / 52 % 52], LETTERS[k % 52]]
            };
            let mut words: Vec<String> = (0..52 * 52 * 52 - 1)
                .map(|k| String::from_utf8([name(k), name(k + 1)].concat()).unwrap())
                .collect();
            while words.len() < 200_000 {
                words.push(random_word(rng, LETTERS, 3, 8));
            }
            words.shuffle(rng);
            format!("{}\n{}\n", words.len(), words.join("\n"))
        }),
    ],
};

fn random_word(rng: &mut StdRng, letters: &[u8], shortest: usize, longest: usize) -> String {
    let len = rng.random_range(shortest..=longest);
    (0..len)
        .map(|_| letters[rng.random_range(0..letters.len())] as char)
        .collect()
}

/// `n` random words of `shortest..=longest` letters taken from `letters`, one per line.
fn random_words(
    rng: &mut StdRng,
    n: usize,
    letters: &[u8],
    shortest: usize,
    longest: usize,
) -> String {
    let mut text = format!("{n}\n");
    for _ in 0..n {
        text.push_str(&random_word(rng, letters, shortest, longest));
        text.push('\n');
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
