//! The workspace's own tooling, behind `cargo x` (see `cargo x --help`). Nothing here is ever
//! submitted to a judge.
//!
//! How a problem is judged (judge.toml, running under limits, verdicts, the workspace's layout)
//! lives in the crate `harness`, which the problems' `samples` tests use too; the searches and
//! the generator kit of brute forces and generators live in the crate `oracle`. Both are
//! re-exported here under their old paths.

pub mod bench;
pub mod build;
pub mod bundle;
pub mod check;
pub mod explore;
pub mod scaffold;
pub mod setup;
pub mod stress;

pub use harness::{compare, config, harness as samples, interrupt, judge, run, workspace};
pub use oracle;
