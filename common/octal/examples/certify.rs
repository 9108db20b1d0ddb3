//! Times the sparse-space certifier: `cargo run --release -p cgt-octal --example certify --
//! 0.376 5000000` prints the period (if certified), the values computed, the engine's state and
//! the seconds it took; with a third argument `plain`, the plain engine ([`OctalGrundy::certify`]).

use cgt_octal::{OctalCode, OctalGrundy};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code: OctalCode = args[0].parse().expect("an octal code such as 0.376");
    let max: usize = args
        .get(1)
        .map_or(5_000_000, |m| m.parse().expect("a count"));
    let start = Instant::now();
    let mut game = OctalGrundy::new(&code);
    let found = if args.get(2).map(String::as_str) == Some("plain") {
        game.certify(max)
    } else {
        game.certify_sparse(max)
    };
    println!(
        "{code}: {found:?} from {} values in {:.2} s (mask, rare heaps: {:?}, largest value {})",
        game.values().len(),
        start.elapsed().as_secs_f64(),
        game.sparse_mask(),
        game.values().iter().max().unwrap()
    );
}
