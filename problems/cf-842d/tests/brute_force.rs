//! The solution (a trie with a lazy XOR and its mex) against the brute force of
//! examples/brute.rs (the whole array XORed at every query, the mex searched value by value), on
//! the generator's small inputs (the ones `cargo x stress cf-842d` starts with).

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
fn mexes_match_recomputing_the_array() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, m): (usize, usize) = (tokens.next(), tokens.next());
        let array: Vec<u32> = tokens.many(n);
        let queries: Vec<u32> = tokens.many(m);
        assert_eq!(
            solution::mexes_after_xors(&array, &queries),
            brute::mexes_after_xors(&array, &queries),
            "array {array:?} queries {queries:?} (cargo x gen cf-842d --small --seed {seed})"
        );
    }
}

/// Larger arrays than the small inputs, every value of a range present, against the brute force.
#[test]
fn dense_arrays_match_recomputing_the_array() {
    use rand::{rngs::StdRng, Rng, SeedableRng};
    let mut rng = StdRng::seed_from_u64(842);
    for _ in 0..20 {
        let n = rng.random_range(1..=3000u32);
        let array: Vec<u32> = (0..n).collect();
        let queries: Vec<u32> = (0..50).map(|_| rng.random_range(0..=300_000)).collect();
        assert_eq!(
            solution::mexes_after_xors(&array, &queries),
            brute::mexes_after_xors(&array, &queries)
        );
    }
}
