//! The solution (the XOR-DP of cgt-xor-count) against the brute force of examples/brute.rs
//! (every allowed discard set, the Nim left searched as the real game), on the generator's small
//! inputs (the ones `cargo x stress luogu-p5970` starts with).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[test]
fn count_matches_enumeration_and_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, d): (usize, usize) = (tokens.next(), tokens.next());
        let piles: Vec<u32> = tokens.many(n);
        assert_eq!(
            u64::from(solution::losing_discards(&piles, d)),
            brute::losing_discards(&piles, d),
            "piles {piles:?} d {d} (cargo x gen luogu-p5970 --small --seed {seed})"
        );
    }
}

/// One pile of 1000 and K piles of 18: the big pile's high bits cancel with nothing, so it is
/// always thrown away, and the 18s kept must be even in number. Counted by binomials (Pascal's
/// triangle), for sizes past the brute force: Σ C(K, s) over s < K with s + 1 ≡ 0 (mod d) and
/// K - s even.
#[test]
fn a_big_pile_among_equal_small_ones_matches_binomials() {
    const P: u64 = 1_000_000_007;
    let mut row = vec![1u64];
    for k in 1..=301usize {
        let mut next = vec![1u64; k + 1];
        for s in 1..k {
            next[s] = (row[s - 1] + row[s]) % P;
        }
        row = next;
        for d in 1..=10 {
            let expected = (0..k)
                .filter(|&s| (s + 1) % d == 0 && (k - s) % 2 == 0)
                .fold(0, |sum, s| (sum + row[s]) % P);
            let mut piles = vec![18; k];
            piles.push(1000);
            assert_eq!(
                u64::from(solution::losing_discards(&piles, d)),
                expected,
                "K {k} d {d}"
            );
        }
    }
}
