//! `cargo x stress`: the release binary against the crate's brute force on small generated
//! inputs until they disagree (see [`crate::differential`]).

use crate::batch::for_each_problem;
use crate::build::Needs;
use crate::context::Context;
use crate::differential::{stress, Finding};
use anyhow::Result;
use harness::paths::Example;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    select: super::Selection,
    /// How many seeds to try
    #[arg(long, default_value_t = 200)]
    seeds: u64,
    /// The first seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let crates = if args.select.all {
        let (with, without): (Vec<String>, Vec<String>) = ctx
            .workspace
            .problem_crates()?
            .into_iter()
            .partition(|krate| {
                // An interactive problem's brute force is its interactor.
                let paths = ctx.problem(krate);
                paths.example_source(Example::Brute).is_some()
                    || paths.example_source(Example::Interactor).is_some()
            });
        if !without.is_empty() {
            println!(
                "no brute force (examples/brute.rs or examples/interactor.rs), not stressed: {}",
                without.join(", ")
            );
        }
        with
    } else {
        ctx.select(args.select.crates)?
    };
    let (first, count) = (args.seed, args.seeds);
    let tally = for_each_problem(
        ctx,
        &crates,
        Needs {
            solution: true,
            brute: true,
            generator: true,
        },
        |job| stress(job, first, count),
        |krate, finding| match finding {
            Finding::Agreed { seeds, judged } => {
                println!("{krate}: ok, {seeds} seeds: {judged}");
                true
            }
            Finding::Disagreed {
                seed,
                input,
                output,
                output_holds,
                report,
            } => {
                println!(
                    "{krate}: fails on seed {seed}; saved {} and {} ({output_holds})\n  {}",
                    input.display(),
                    output.display(),
                    report.trim_end().replace('\n', "\n  ")
                );
                false
            }
        },
        |_| None,
    )?;
    println!("{}", tally.line("stress"));
    Ok(tally.all_passed())
}
