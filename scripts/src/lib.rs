//! The workspace's own tooling, behind `cargo x` (see `cargo x --help`). Nothing here is ever
//! submitted to a judge.
//!
//! Each command is a module of [`commands`] with its arguments and its `run(args, &Context)`;
//! the [`context::Context`] carries the workspace, its configuration and the shell. The work
//! the commands share lives in modules named for what they hold, never for a command:
//!
//! | command | its work |
//! | --- | --- |
//! | `new` | [`scaffold`] |
//! | `docs` | [`catalogue`] |
//! | `bundle` | [`bundler`] |
//! | `stress` | [`differential`] (differential testing against the brute force) |
//! | `bench` | [`measurement`] |
//! | `check`, `ci` | [`steps`] |
//! | `setup` | [`installer`] |
//! | `test`, `stress`, `bundle` | [`batch`] (every problem of a batch, built and judged) |
//! | every one that runs programs | [`build`] |
//!
//! How a problem is judged (judge.toml, paths, running under limits, verdicts) lives in the
//! crate `harness`, which the problems' `samples` tests use too; the searches and the generator
//! kit of brute forces and generators live in the crate `oracle`.

pub mod batch;
pub mod build;
pub mod bundler;
pub mod catalogue;
pub mod commands;
pub mod context;
pub mod differential;
pub mod installer;
pub mod measurement;
pub mod scaffold;
pub mod steps;
