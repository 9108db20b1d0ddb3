//! The I/O floor of the solution, outside the submitted code: the same input read the same way
//! (one read of stdin, proconio over a `OnceSource`) and one number written per pair through a
//! `BufWriter`, but `A ^ B` in place of the nim product. Build it with `cargo build --release -p
//! librarychecker-nim-product-64 --example librarychecker-nim-product-64-echo`, then time it on
//! an input.

use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{BufReader, BufWriter, Write};

fn main() {
    let mut source = OnceSource::new(BufReader::new(std::io::stdin().lock()));
    let mut out = BufWriter::new(std::io::stdout().lock());
    input! { from &mut source, t: usize, pairs: [(u64, u64); t] }
    for (a, b) in pairs {
        writeln!(out, "{}", a ^ b).unwrap();
    }
}
