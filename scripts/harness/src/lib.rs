//! How a problem is judged, shared by `cargo x` (crate `scripts`) and by the `samples` test that
//! every problem crate runs under `cargo test` (`scripts/harness/problem.rs`): the judge
//! configuration, running a solution under time, memory and output limits, comparing its
//! output, and where things are in the workspace. Nothing here is ever submitted.

pub mod compare;
pub mod config;
pub mod harness;
pub mod interact;
pub mod interrupt;
pub mod judge;
pub mod run;
pub mod workspace;

pub use harness::main;
