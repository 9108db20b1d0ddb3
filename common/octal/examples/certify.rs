//! Times the sparse-space certifier: `cargo run --release -p cgt-octal --example certify --
//! 0.376 5000000` prints the period (if certified), the values computed, the engine's state and
//! the seconds it took, with a progress line on stderr every 10 million values; with a third
//! argument `plain`, the plain engine ([`OctalGrundy::certify`]).

use cgt_octal::{OctalCode, OctalGrundy, SparseOctal};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code: OctalCode = args[0].parse().expect("an octal code such as 0.376");
    let max: usize = args
        .get(1)
        .map_or(5_000_000, |m| m.parse().expect("a count"));
    let start = Instant::now();
    if args.get(2).map(String::as_str) == Some("plain") {
        let mut game = OctalGrundy::new(&code);
        let found = game.certify(max);
        println!(
            "{code}: {found:?} from {} values in {:.2} s (plain)",
            game.values().len(),
            start.elapsed().as_secs_f64(),
        );
        return;
    }
    let mut game = SparseOctal::new(&code);
    let found = game.certify_with(max, 10_000_000, |p| {
        let secs = start.elapsed().as_secs_f64();
        eprintln!(
            "{} values, {:.0} values/s, {} rare heaps, largest {}, {} MB",
            p.values,
            p.values as f64 / secs,
            p.rare_heaps,
            p.largest,
            p.bytes >> 20
        );
        true
    });
    let rare = game.rare_heaps();
    println!(
        "{code}: {found:?} from {} values in {:.2} s (mask {:?}, {} rare heaps (heap 0 included), the last at {:?}, largest value {}, ways {:?})",
        game.len(),
        start.elapsed().as_secs_f64(),
        game.mask(),
        rare.len(),
        rare.last(),
        game.largest(),
        game.ways(),
    );
}
