//! The workspace's own tooling, behind `cargo x` (see `cargo x --help`). Nothing here is ever
//! submitted to a judge.
//!
//! Each command is a module of [`commands`] with its arguments and its `run(args, &Context)`;
//! the [`context::Context`] carries the workspace, its configuration and the shell. How a
//! problem is judged (judge.toml, paths, running under limits, verdicts) lives in the crate
//! `harness`, which the problems' `samples` tests use too; the searches and the generator kit of
//! brute forces and generators live in the crate `oracle`.

pub mod bench;
pub mod build;
pub mod bundle;
pub mod catalogue;
pub mod check;
pub mod commands;
pub mod context;
pub mod each;
pub mod interactive;
pub mod scaffold;
pub mod setup;
pub mod stress;
