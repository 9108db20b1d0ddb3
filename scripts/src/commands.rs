//! One module per command of `cargo x`, each with its arguments (`Args`) and its
//! `run(args, &Context)`, which returns whether the command passed.

pub mod bench;
pub mod bundle;
pub mod check;
pub mod ci;
pub mod docs;
pub mod explore;
pub mod gen;
pub mod new;
pub mod resolve;
pub mod setup;
pub mod stress;
pub mod test;
pub mod uses;

/// Which problems a command works on: some by name, or `--all`.
#[derive(clap::Args)]
pub struct Selection {
    /// Problem crates
    #[arg(required_unless_present = "all")]
    pub crates: Vec<String>,
    /// Every problem
    #[arg(long, conflicts_with = "crates")]
    pub all: bool,
}
