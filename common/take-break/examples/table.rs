//! Times the plain table of a take-and-break code: `cargo run --release -p cgt-take-break
//! --example table -- '4.0 unequal' 10000` computes `G(0..=10000)` with
//! [`cgt_take_break::take_break_grundy`] and prints the largest value and the seconds it took.
//! The CPU figures of the crate docs are `/usr/bin/time -v` on the built example
//! (`target/release/examples/table '4.0 unequal' 10000`).

use cgt_take_break::{take_break_grundy, TakeBreak};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = TakeBreak::parse(args.first().expect("a code such as 8.3..."))
        .expect("a take-and-break code such as 8.3... or '4.0 unequal'");
    let limit: usize = args.get(1).map_or(1000, |n| n.parse().expect("a count"));
    let start = Instant::now();
    let g = take_break_grundy(&code, limit);
    println!(
        "{code} to {limit}: {:.3} s, largest value {}",
        start.elapsed().as_secs_f64(),
        g.iter().max().unwrap()
    );
}
