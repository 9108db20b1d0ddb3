fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .map_or(1_000_000, |s| s.parse().unwrap());
    let t = std::time::Instant::now();
    let g = cgt_octal::grundys_game_values(n);
    let zeros = g.iter().skip(1).filter(|&&v| v == 0).count();
    println!(
        "{n}: {:.3} s, zeros {zeros}, max {}",
        t.elapsed().as_secs_f64(),
        g.iter().max().unwrap()
    );
}
