//! Times Grundy's game: `cargo run --release -p cgt-octal --example grundy_time -- 1000000`
//! computes `G(0..=1e6)` with [`cgt_octal::grundys_game_values`] and prints the seconds it took,
//! the number of second-player heaps and the largest value (time the CPU with
//! `/usr/bin/time -v`).

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .map_or(1_000_000, |s| s.parse().expect("a count"));
    let start = std::time::Instant::now();
    let g = cgt_octal::grundys_game_values(n);
    let zeros = g.iter().skip(1).filter(|&&v| v == 0).count();
    println!(
        "Grundy's game to {n}: {:.3} s, {zeros} second-player heaps in 1..={n}, largest value {}",
        start.elapsed().as_secs_f64(),
        g.iter().max().unwrap()
    );
}
