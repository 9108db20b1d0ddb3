//! `cargo x ci`: everything CI checks on the whole workspace (see [`crate::check`]).

use crate::check::{ci_steps, run_steps, summary, CI_STRESS_SEEDS};
use crate::context::Context;
use anyhow::Result;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: Args, ctx: &Context) -> Result<bool> {
    crate::setup::setup(&ctx.config()?.judge_compiler)?;
    println!("ci: the whole workspace, {CI_STRESS_SEEDS} stress seeds per problem");
    let outcomes = run_steps(ci_steps(ctx, CI_STRESS_SEEDS)?)?;
    println!("{}", summary("ci", &outcomes));
    Ok(outcomes.iter().all(|o| o.ok))
}
