//! How a problem is judged, shared by `cargo x` (crate `scripts`) and by the `samples` test that
//! every problem crate runs under `cargo test` (`scripts/harness/problem.rs`): the judge
//! configuration ([`config`]), the paths of the workspace and of each problem ([`paths`]), the
//! programs built for a problem ([`programs`]), running a program under time, memory and output
//! limits ([`run`], through the [`launcher`]; its [`deadline`]), comparing and judging its output
//! ([`compare`], [`judge`], [`verdict`], and [`cases`] for the case a wrong answer is in), an
//! interactive run ([`relay`]), a problem's generator ([`generator`]), and the per-problem test
//! ([`problem_test`]). Nothing here is ever submitted.

pub mod atomic;
pub mod cases;
pub mod compare;
pub mod config;
pub mod consistency;
pub mod constraints;
pub mod deadline;
pub mod generator;
pub mod interrupt;
pub mod judge;
pub mod launcher;
pub mod paths;
pub mod problem_test;
pub mod procfs;
pub mod programs;
pub mod relay;
pub mod run;
pub mod verdict;
pub mod watchdog;
