//! CodeChef GERALD08 Chef and Tree Game: a tree rooted at vertex 1 with black and white edges;
//! Chef deletes a black edge, Ksen a white one, and the edges no longer connected to the root
//! vanish; who cannot move loses. For each test: the winner when Chef moves first, then when
//! Ksen moves first.
//!
//! Model: red-blue Hackenbush on a tree, Chef as Left (black = blue). Every position is a
//! number; the tree's value comes bottom up by the edge rule (`cgt_red_blue::tree_value`: a
//! vertex is the sum of its branches, an edge under a branch of value `x` is the number whose
//! sign expansion is the edge's colour followed by that of `x`). Values reach `2^-99998` (a
//! black edge under a white path), so they are exact and of any size, on sparse binary
//! fractions merged small into large; the search is iterative (paths of 1e5 vertices).
//! A positive value is Chef's whoever starts, a negative one Ksen's, and 0 is the second
//! player's.
//!
//! Samples: 1 is the statement's; 2's answers come from the brute force (a black edge under
//! whites, listed child first: counting edges says Ksen, the value 1/4 says Chef; root edges
//! alone say a tie). Sample 3 is beyond the brute force and its answer comes from the
//! definition: two mirror-image branches (black, black, 150 white / white, white, 150 black)
//! are a second-player win by copying, so they add nothing to the outcome, and the third
//! branch (a black root edge under 300 white ones) is Chef's whoever starts, since Chef's one
//! cut removes everything. Its value is `2^-300`: fixed point with 128 fraction bits, or
//! floating point summed in the wrong order, loses it.
//!
//! The input is large: it is read once through `cgt_fast_input::ByteSource`, integers as
//! `Int<T>`.
//!
//! Bench (`cargo x bench codechef-gerald08`, N = 1e5: paths, random trees, brooms; 1000 tests of
//! 100): at most 53 ms of CPU (1.8% of 3 s), 18 MiB.

use cgt_fast_input::{ByteSource, Int, Int1};
use cgt_red_blue::tree_value;
use proconio::input;
use std::io::{BufWriter, Write};

/// The winners (Chef moves first, Ksen moves first) on the tree of `n` vertices `0..n`, rooted
/// at 0, with edges `(u, v, black)`.
pub fn winners(n: usize, edges: &[(usize, usize, bool)]) -> (&'static str, &'static str) {
    let outcome = tree_value(n, 0, edges).outcome();
    let chef_first = if outcome.left_wins_moving_first() {
        "Chef"
    } else {
        "Ksen"
    };
    let ksen_first = if outcome.right_wins_moving_first() {
        "Ksen"
    } else {
        "Chef"
    };
    (chef_first, ksen_first)
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, t: Int<usize> }
    debug_assert!((1..=1000).contains(&t), "T <= 1000");
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut total = 0;
    for _ in 0..t {
        input! { from &mut source, n: Int<usize>, edges: [(Int1<usize>, Int1<usize>, Int<u8>); n - 1] }
        total += n;
        debug_assert!(
            (1..=100_000).contains(&n) && total <= 100_000,
            "the sum of N <= 1e5"
        );
        debug_assert!(edges.iter().all(|&(u, v, c)| u < n && v < n && c <= 1));
        let edges: Vec<(usize, usize, bool)> =
            edges.into_iter().map(|(u, v, c)| (u, v, c == 0)).collect();
        let (chef_first, ksen_first) = winners(n, &edges);
        writeln!(out, "{chef_first} {ksen_first}").unwrap();
    }
}
