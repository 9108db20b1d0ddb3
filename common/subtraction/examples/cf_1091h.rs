//! Codeforces 1091H's move set (the primes and the products of two primes below 2e5) less one
//! size `f`, to 199,998 (every gap of the problem), the two ways to the table:
//!
//! - `cargo run --release -p cgt-subtraction --example cf_1091h -- bitset 2` computes it with
//!   `subtraction_grundy_bitset` (`plain`: `subtraction_grundy`) and prints its largest value
//!   and the seconds it took; the crate docs' CPU figures are `/usr/bin/time -v` on the built
//!   example (`target/release/examples/cf_1091h bitset 2`);
//! - `-- check` computes both tables for the five sizes the docs quote (200000, that is none
//!   removed, then 2, 26, 29, 8) and checks they are equal, with their largest values.

use cgt_subtraction::{subtraction_grundy, subtraction_grundy_bitset};
use std::time::Instant;

/// The primes and products of two primes below `bound` (Codeforces 1091H's steps), by a
/// sieve of smallest prime factors.
fn primes_and_semiprimes(bound: usize) -> Vec<usize> {
    let mut factors = vec![0u8; bound];
    let mut rest: Vec<usize> = (0..bound).collect();
    for p in 2..bound {
        if rest[p] == 1 || factors[p] != 0 && rest[p] == p {
            continue;
        }
        if factors[p] == 0 {
            // p is prime: divide it out of its multiples.
            for m in (p..bound).step_by(p) {
                while rest[m] % p == 0 {
                    rest[m] /= p;
                    factors[m] = factors[m].saturating_add(1);
                }
            }
        }
    }
    (2..bound).filter(|&n| factors[n] <= 2).collect()
}

/// The set less the size `f`.
fn moves_without(f: usize) -> Vec<usize> {
    let steps = primes_and_semiprimes(200_000);
    assert_eq!(steps.len(), 17_984 + 45_230);
    steps.into_iter().filter(|&s| s != f).collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("check") => {
            for (f, largest) in [(200_000, 26), (2, 51), (26, 54), (29, 54), (8, 26)] {
                let moves = moves_without(f);
                let fast = subtraction_grundy_bitset(&moves, 199_998);
                let plain = subtraction_grundy(&moves, 199_998);
                assert_eq!(fast, plain, "f = {f}");
                assert_eq!(*fast.iter().max().unwrap(), largest, "f = {f}");
                println!(
                    "f = {f}: {} moves, largest value {largest}, both tables equal",
                    moves.len()
                );
            }
        }
        Some(way @ ("bitset" | "plain")) => {
            let f: usize = args
                .get(1)
                .map_or(2, |f| f.parse().expect("a size to remove"));
            let moves = moves_without(f);
            let start = Instant::now();
            let g = if way == "bitset" {
                subtraction_grundy_bitset(&moves, 199_998)
            } else {
                subtraction_grundy(&moves, 199_998)
            };
            println!(
                "f = {f}, {way}: {} moves, largest value {}, {:.3} s",
                moves.len(),
                g.iter().max().unwrap(),
                start.elapsed().as_secs_f64()
            );
        }
        _ => panic!("usage: cf_1091h check | bitset F | plain F"),
    }
}
