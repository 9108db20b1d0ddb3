//! `cargo x ci`: everything CI checks on the whole workspace (see [`crate::steps`]).

use crate::context::Context;
use crate::steps::{ci_steps, run_steps, summary, CI_STRESS_SEEDS};
use anyhow::Result;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: Args, ctx: &Context) -> Result<bool> {
    println!("ci: the whole workspace, {CI_STRESS_SEEDS} stress seeds per problem");
    let outcomes = run_steps(ci_steps(ctx, CI_STRESS_SEEDS)?)?;
    println!("{}", summary("ci", &outcomes));
    Ok(outcomes.iter().all(|o| o.ok))
}
