//! The test every problem crate runs under `cargo test` (and `cargo test -p <crate>`, or
//! `cargo test` in the crate's folder): its real binary on every `samples/<crate>/*.in`, judged by
//! the problem's compare mode, and on inputs from its generator, where it must run cleanly.
//!
//! Each problem's `Cargo.toml` points its `samples` test here; nothing is copied per crate.

fn main() {
    harness::problem_test::main(
        env!("CARGO_PKG_NAME"),
        std::path::Path::new(env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME")))),
    );
}
