//! {title}.
//!
//! TODO: the model (the states, the choices and the draws), then the rule below.
//!
//! The worked example this scaffold starts from (`cargo x new --kind real`): roll a fair die
//! with faces 1 to k as often as you like and stop when you like, scoring your total; a total
//! over n scores 0. The expected score of best play is E(0), where E(t) = max(t, (1/k) Σ E(t + f)
//! over the faces f with t + f <= n): O(n) with a sliding sum. Judged within a tolerance
//! (`compare = "real"` in judge.toml).

use proconio::input;
use std::io::{BufWriter, Write};

/// The expected score of best play from a total of 0, bust above `n`, a die of `k` faces.
pub fn expected_score(n: usize, k: usize) -> f64 {
    // e[t]: the expected score of best play from total t; window: the sum of e[t + 1..=t + k]
    // within 0..=n.
    let mut e = vec![0.0f64; n + 1];
    let mut window = 0.0;
    for t in (0..=n).rev() {
        e[t] = (t as f64).max(window / k as f64);
        window += e[t];
        if t + k <= n {
            window -= e[t + k];
        }
    }
    e[0]
}

fn main() {
    input! { n: usize, k: usize }
    // The statement's constraints, each named as the statement writes it. Debug builds
    // (`cargo test`, `cargo x test`) stop on an input outside them; release builds skip this.
    debug_assert!((1..=1_000_000).contains(&n), "1 <= n <= 1e6");
    debug_assert!((1..=1_000_000).contains(&k), "1 <= k <= 1e6");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{:.10}", expected_score(n, k)).unwrap();
}
