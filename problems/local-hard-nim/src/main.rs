//! Hard Nim (BZOJ 4589; TopCoder 11469 "Nim"). The second player wins Nim iff the XOR of the
//! heaps is 0, so the answer is the number of ordered n-tuples of primes <= m with XOR 0: entry 0
//! of the n-th XOR-convolution power of the indicator of the primes, modulo 1e9+7. The power
//! is one Walsh–Hadamard transform, pointwise n-th powers and one transform back
//! (`cgt-xor-count`), over the smallest power of two above m (every XOR of primes <= m stays
//! below it; 4 for m = 2). The primes come from one sieve up to 50000 (`cgt-divisor`).

use cgt_divisor::SmallestPrimeFactor;
use cgt_modular::Mod1000000007;
use cgt_xor_count::xor_convolution_power;
use proconio::input;
use proconio::source::{once::OnceSource, Source};
use std::io::{BufReader, BufWriter, Write};

/// The largest m of the statement.
const LARGEST_M: usize = 50_000;

/// The number of ordered n-tuples of primes at most `m` (the starting positions) from which the
/// second player wins Nim, modulo 1e9+7. `sieve` must reach `m`.
pub fn second_player_wins(sieve: &SmallestPrimeFactor, n: u64, m: usize) -> u64 {
    let size = (m + 1).next_power_of_two();
    let mut is_prime = vec![Mod1000000007::zero(); size];
    for p in sieve.primes().take_while(|&p| p <= m) {
        is_prime[p] = Mod1000000007::one();
    }
    u64::from(xor_convolution_power(&is_prime, n)[0].value())
}

fn main() {
    let sieve = SmallestPrimeFactor::new(LARGEST_M);
    let mut source = OnceSource::new(BufReader::new(std::io::stdin().lock()));
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut cases = 0;
    while !source.is_empty() {
        input! { from &mut source, n: u64, m: usize }
        cases += 1;
        debug_assert!(cases <= 80, "at most 80 test cases");
        debug_assert!((1..=1_000_000_000).contains(&n), "1 <= n <= 1e9");
        debug_assert!((2..=LARGEST_M).contains(&m), "2 <= m <= 50000");
        writeln!(out, "{}", second_player_wins(&sieve, n, m)).unwrap();
    }
}
