//! Inputs of cf-1310f in the statement's exact format (`cargo x gen cf-1310f`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

/// 2^33 generates the multiplicative group of the nimbers below 2^64 (order 2^64 - 1).
const GENERATOR_OF_ALL: u64 = 1 << 33;
/// The primes of 2^64 - 1.
const PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65537, 6700417];

pub const GENERATOR: Generator = Generator {
    // The brute force walks through the powers of a: a, b below 2^8, sometimes below 2^16.
    small: Some(|rng| {
        let t = rng.random_range(1..=6);
        cases(rng, t, |rng| {
            let bits = if rng.random_bool(0.8) { 8 } else { 16 };
            let a = rng.random_range(1..1u64 << bits);
            let b = match rng.random_range(0..4) {
                0 => rng.random_range(1..1u64 << bits),
                1 => [1, a, 2, 3][rng.random_range(0..4)],
                _ => power(a, rng.random_range(0..1 << bits)),
            };
            (a, b)
        })
    }),
    random: |rng| cases(rng, 100, mixed_pair),
    max: &[
        ("100-random-pairs", |rng| {
            cases(rng, 100, |rng| {
                (
                    rng.random_range(1..=u64::MAX),
                    rng.random_range(1..=u64::MAX),
                )
            })
        }),
        ("100-reachable-full-order", |rng| {
            cases(rng, 100, |rng| {
                let a = element_of_order(rng, u64::MAX);
                (a, power(a, rng.random()))
            })
        }),
        ("100-reachable-order-6700417-65537", |rng| {
            cases(rng, 100, |rng| {
                let a = element_of_order(rng, 6700417 * 65537);
                (a, power(a, rng.random()))
            })
        }),
        ("100-unreachable-full-width", |rng| {
            cases(rng, 100, |rng| {
                let a = element_of_order(rng, u64::MAX / 3);
                let b = element_of_order(rng, 3 * 6700417);
                (a, b)
            })
        }),
    ],
};

/// `t`, then `t` lines `a b`.
fn cases(rng: &mut StdRng, t: usize, mut pair: impl FnMut(&mut StdRng) -> (u64, u64)) -> String {
    let mut text = line([t]);
    for _ in 0..t {
        let (a, b) = pair(rng);
        text += &line([a, b]);
    }
    text
}

/// Random full words, reachable pairs, subfield elements and 1s.
fn mixed_pair(rng: &mut StdRng) -> (u64, u64) {
    let word = |rng: &mut StdRng| match rng.random_range(0..4) {
        0 => rng.random_range(1..256),
        1 => rng.random_range(1..1 << 32),
        _ => rng.random_range(1..=u64::MAX),
    };
    let a = if rng.random_bool(0.05) { 1 } else { word(rng) };
    let b = match rng.random_range(0..3) {
        0 => word(rng),
        1 => power(a, rng.random()),
        _ => power(element_of_order(rng, 3 * 5 * 17 * 257 * 641), rng.random()),
    };
    (a, b)
}

/// A random element of exactly the order `order` (a divisor of 2^64 - 1): the generator raised
/// to `(2^64 - 1) / order` times a random exponent prime to `order`.
fn element_of_order(rng: &mut StdRng, order: u64) -> u64 {
    let k = loop {
        let k: u64 = rng.random_range(1..=u64::MAX);
        if PRIMES
            .iter()
            .all(|&p| !order.is_multiple_of(p) || !k.is_multiple_of(p))
        {
            break k;
        }
    };
    power(power(GENERATOR_OF_ALL, u64::MAX / order), k)
}

/// The nim product by the halving rule: with `F = 2^(w/2)`, `a = a1·F + a0`, `b = b1·F + b0`,
/// `a ⊗ b = ((a1 ⊗ b1) ⊕ (a1 ⊗ b0) ⊕ (a0 ⊗ b1))·F ⊕ (a1 ⊗ b1) ⊗ F/2 ⊕ (a0 ⊗ b0)`.
fn product(a: u64, b: u64, width: u32) -> u64 {
    if width == 1 {
        return a & b;
    }
    let h = width / 2;
    let low = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & low, b >> h, b & low);
    let high = product(a1, b1, h);
    let low_part = product(a0, b0, h);
    let middle = product(a1 ^ a0, b1 ^ b0, h) ^ low_part;
    (middle << h) | (low_part ^ product(high, 1 << (h - 1), h))
}

/// `a^⊗x`, square and multiply.
fn power(a: u64, mut x: u64) -> u64 {
    let (mut base, mut result) = (a, 1);
    while x > 0 {
        if x & 1 == 1 {
            result = product(result, base, 64);
        }
        base = product(base, base, 64);
        x >>= 1;
    }
    result
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
