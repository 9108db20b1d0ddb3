//! `cargo x check <crate>...`: everything CI checks, for some crates (see [`crate::steps`]).

use crate::context::Context;
use crate::steps::{check_steps, run_steps, summary, CI_STRESS_SEEDS};
use anyhow::Result;

#[derive(clap::Args)]
pub struct Args {
    /// Problem crates
    #[arg(required = true)]
    crates: Vec<String>,
    /// Stress seeds per crate
    #[arg(long, default_value_t = CI_STRESS_SEEDS)]
    seeds: u64,
    /// Format the crates first (`cargo fmt`) and regenerate the catalogues (`cargo x docs`),
    /// so that the fmt and docs steps pass
    #[arg(long)]
    fix: bool,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let crates = ctx.select(args.crates)?;
    if args.fix {
        crate::steps::format(ctx, &crates)?;
        for (path, written) in crate::catalogue::write_stale(&ctx.workspace, ctx.config()?)? {
            if written {
                let path = path.strip_prefix(&ctx.workspace.root).unwrap_or(&path);
                println!("fix: regenerated {}", path.display());
            }
        }
    }
    println!("check {}:", crates.join(", "));
    let outcomes = run_steps(check_steps(ctx, &crates, args.seeds)?)?;
    println!("{}", summary("check", &outcomes));
    Ok(outcomes.iter().all(|o| o.ok))
}
