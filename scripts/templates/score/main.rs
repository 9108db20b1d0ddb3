//! {title}.
//!
//! TODO: the model (the states, the moves and the points), then the rule below.
//!
//! The worked example this scaffold starts from (`cargo x new --kind score`): take from either
//! end of a row of numbers, each player scoring what they take; the first player maximises
//! X - Y (their total minus the second player's), the second minimises it. The best margin of
//! the player to move on the row a\[l..r\] is m(l, r) = max(a\[l\] - m(l + 1, r),
//! a\[r - 1\] - m(l, r - 1)), and m(l, l) = 0: O(N²) time, O(N) memory.

use proconio::input;
use std::io::{BufWriter, Write};

/// X - Y when both players play best on the row `a`, taking from either end.
pub fn best_margin(a: &[i64]) -> i64 {
    let n = a.len();
    // margin[l]: the best margin of the player to move on a[l..l + len], for the current len.
    let mut margin = vec![0i64; n + 1];
    for len in 1..=n {
        for l in 0..=n - len {
            let r = l + len;
            margin[l] = (a[l] - margin[l + 1]).max(a[r - 1] - margin[l]);
        }
    }
    margin[0]
}

fn main() {
    input! { n: usize, a: [i64; n] }
    // The statement's constraints, each named as the statement writes it. Debug builds
    // (`cargo test`, `cargo x test`) stop on an input outside them; release builds skip this.
    debug_assert!((1..=3000).contains(&n), "1 <= N <= 3000");
    debug_assert!(
        a.iter().all(|&x| (1..=1_000_000_000).contains(&x)),
        "1 <= a_i <= 1e9"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", best_margin(&a)).unwrap();
}
