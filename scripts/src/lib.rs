//! The workspace's own tooling, behind `cargo x` (see `cargo x --help`) and the sample tests.
//! Nothing here is ever submitted to a judge.

pub mod bench;
pub mod build;
pub mod bundle;
pub mod compare;
pub mod config;
pub mod explore;
pub mod gen;
pub mod harness;
pub mod interrupt;
pub mod judge;
pub mod oracle;
pub mod rules;
pub mod run;
pub mod scaffold;
pub mod setup;
pub mod stress;
pub mod workspace;
