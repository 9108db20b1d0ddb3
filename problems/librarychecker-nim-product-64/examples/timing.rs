//! Where the time of a run goes, outside the submitted code:
//! `cargo run --release -p librarychecker-nim-product-64 --example
//! librarychecker-nim-product-64-timing < input` prints the time of reading (one read of stdin plus proconio's parse), of the products, and of writing the output (to a
//! buffer, then to /dev/null). `examples/echo.rs` is the I/O floor: the same reading and
//! writing with no product.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{BufReader, BufWriter, Read, Write};
use std::time::Instant;

fn main() {
    let mut raw = Vec::new();
    let start = Instant::now();
    std::io::stdin().lock().read_to_end(&mut raw).unwrap();
    let slurp = start.elapsed();

    let start = Instant::now();
    let mut source = OnceSource::new(BufReader::new(&raw[..]));
    input! { from &mut source, t: usize, pairs: [(u64, u64); t] }
    let parse = start.elapsed();

    let start = Instant::now();
    let products = solution::nim_products(&pairs);
    let compute = start.elapsed();

    let sink = std::fs::File::create("/dev/null").unwrap();
    let start = Instant::now();
    let mut out = BufWriter::new(&sink);
    for &product in &products {
        writeln!(out, "{product}").unwrap();
    }
    out.flush().unwrap();
    let write = start.elapsed();

    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    eprintln!(
        "T = {t}: read stdin {:.1} ms, parse {:.1} ms, products {:.1} ms ({:.1} ns each), write {:.1} ms",
        ms(slurp),
        ms(parse),
        ms(compute),
        ms(compute) * 1e6 / t.max(1) as f64,
        ms(write),
    );
}
