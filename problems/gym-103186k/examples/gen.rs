//! Inputs of gym-103186k in the statement's exact format (`cargo x gen gym-103186k`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::Generator;
use rand::{rngs::StdRng, seq::SliceRandom, Rng};
use std::ops::RangeInclusive;

// No statement was found: strings have 1..=40 lowercase letters (as the known solution reads
// them), and we assume T, n and a total length of at most 1e6 letters.
pub const GENERATOR: Generator = Generator {
    small: Some(|rng| {
        let t = rng.random_range(1..=3);
        let n = rng.random_range(1..=8);
        cases(rng, t, n, 1..=8)
    }),
    random: |rng| {
        let t = rng.random_range(1..=5);
        cases(rng, t, 6, 1..=40)
    },
    max: &[
        // 25000 strings of 40 letters with random letter-count shapes: reaches most of the
        // 214045 count multisets, the worst case for the memo.
        ("one-case-25000-strings-of-40", |rng| {
            cases(rng, 1, 25_000, 40..=40)
        }),
        ("25000-cases-of-one-string-of-40", |rng| {
            let mut text = String::from("25000\n");
            for _ in 0..25_000 {
                text.push_str("1\n");
                text.push_str(&shaped_word(rng, 40));
                text.push('\n');
            }
            text
        }),
        ("1e5-cases-of-10-short-strings", |rng| {
            cases(rng, 100_000, 10, 1..=1)
        }),
    ],
};

/// `t` cases of exactly `n` strings, each with a length drawn from `lengths`.
fn cases(rng: &mut StdRng, t: usize, n: usize, lengths: RangeInclusive<usize>) -> String {
    let mut text = format!("{t}\n");
    for _ in 0..t {
        let words: Vec<String> = (0..n)
            .map(|_| {
                let len = rng.random_range(lengths.clone());
                shaped_word(rng, len)
            })
            .collect();
        text.push_str(&format!("{n}\n{}\n", words.join(" ")));
    }
    text
}

/// A word of `len` letters over a random number of distinct letters with random counts, shuffled:
/// many different letter-count shapes, unlike uniform letters (which give near-equal counts).
fn shaped_word(rng: &mut StdRng, len: usize) -> String {
    let letters = rng.random_range(1..=26usize.min(len));
    let mut alphabet: Vec<u8> = (b'a'..=b'z').collect();
    alphabet.shuffle(rng);
    let mut word: Vec<u8> = alphabet[..letters].to_vec();
    while word.len() < len {
        let limit = if rng.random_bool(0.5) {
            letters
        } else {
            1 + letters / 3
        };
        word.push(alphabet[rng.random_range(0..limit)]);
    }
    word.shuffle(rng);
    String::from_utf8(word).unwrap()
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
