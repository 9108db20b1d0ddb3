//! Inputs of poj-1143 (`cargo x gen poj-1143`): positions that can really occur, reached by
//! random play from the full set 2..20, each line's numbers shuffled (the statement does not
//! promise them sorted), then the closing `0`. `small` and `random` differ in the number of
//! positions; the worst case (`max`) is every reachable non-empty position twice, 7,028 lines.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, seq::SliceRandom, Rng};
use std::collections::BTreeSet;

const GENERATOR: Generator = Generator {
    small: Some(|rng| played(rng, 1, 6)),
    random: |rng| played(rng, 50, 300),
    max: &[("all-3514-positions-twice", |rng| {
        let mut all: Vec<u32> = reachable().into_iter().collect();
        assert_eq!(all.len(), 3514, "the reachable non-empty positions");
        let mut text = String::new();
        for _ in 0..2 {
            all.shuffle(rng);
            for &mask in &all {
                text.push_str(&position_line(rng, mask));
            }
        }
        text + "0\n"
    })],
};

/// The full set 2..=20 as a mask (bit `x - 2`).
const FULL: u32 = (1 << 19) - 1;

/// The allowed numbers after choosing `x` from `allowed`: the forbidden numbers and `x`,
/// closed under addition within 2..=20 (pairs added until nothing changes).
fn after(allowed: u32, x: u32) -> u32 {
    let mut forbidden = !allowed & FULL | 1 << (x - 2);
    loop {
        let before = forbidden;
        for a in 2..=20 {
            for b in 2..=20 - a {
                if forbidden >> (a - 2) & 1 == 1 && forbidden >> (b - 2) & 1 == 1 {
                    forbidden |= 1 << (a + b - 2);
                }
            }
        }
        if forbidden == before {
            return !forbidden & FULL;
        }
    }
}

/// The numbers of a mask.
fn numbers(mask: u32) -> Vec<u32> {
    (2..=20).filter(|x| mask >> (x - 2) & 1 == 1).collect()
}

/// Every non-empty position reachable from the full set (the full set included).
fn reachable() -> BTreeSet<u32> {
    let mut seen = BTreeSet::from([FULL]);
    let mut stack = vec![FULL];
    while let Some(mask) = stack.pop() {
        for x in numbers(mask) {
            let next = after(mask, x);
            if next != 0 && seen.insert(next) {
                stack.push(next);
            }
        }
    }
    seen
}

/// `n a_1 ... a_n` for the position `mask`, its numbers in random order.
fn position_line(rng: &mut StdRng, mask: u32) -> String {
    let mut list = numbers(mask);
    list.shuffle(rng);
    format!("{} {}", list.len(), line(list))
}

/// `fewest..=most` positions, each after a few random choices from the full set, then `0`.
fn played(rng: &mut StdRng, fewest: usize, most: usize) -> String {
    let mut text = String::new();
    for _ in 0..rng.random_range(fewest..=most) {
        let mask = loop {
            let mut mask = FULL;
            for _ in 0..rng.random_range(0..=6) {
                let choices = numbers(mask);
                if choices.is_empty() {
                    break;
                }
                mask = after(mask, choices[rng.random_range(0..choices.len())]);
            }
            if mask != 0 {
                break mask;
            }
        };
        text.push_str(&position_line(rng, mask));
    }
    text + "0\n"
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
