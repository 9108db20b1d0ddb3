//! `cargo x stress`: the release binary against the crate's brute force on small generated
//! inputs until they disagree (see [`crate::differential`]).

use crate::batch::for_each_problem;
use crate::build::Needs;
use crate::context::Context;
use crate::differential::{stress, Finding};
use anyhow::Result;
use harness::paths::Example;
use std::sync::Mutex;
use std::time::Duration;

#[derive(clap::Args)]
pub struct Args {
    /// Problem crates
    #[arg(required_unless_present = "all")]
    crates: Vec<String>,
    /// Every problem that has a brute force (examples/brute.rs) or an interactor
    /// (examples/interactor.rs)
    #[arg(long, conflicts_with = "crates")]
    all: bool,
    /// How many seeds to try
    #[arg(long, default_value_t = 200)]
    seeds: u64,
    /// The first seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let crates = if args.all {
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
        ctx.select(args.crates)?
    };
    let (first, count) = (args.seed, args.seeds);
    // Never silent for long: the seeds done and the rate, of the problem that reported last.
    let progress = Mutex::new(ctx.shell.progress());
    let tally = for_each_problem(
        ctx,
        &crates,
        Needs {
            solution: true,
            brute: true,
            generator: true,
        },
        |job| {
            let krate = job.krate;
            let report = |done: u64, elapsed: Duration| {
                let mut progress = progress.lock().unwrap_or_else(|e| e.into_inner());
                progress.update(|| {
                    format!(
                        "stress: {krate}: {done} of {count} seeds in {:.0} s ({:.1} seeds/s)",
                        elapsed.as_secs_f64(),
                        done as f64 / elapsed.as_secs_f64().max(1e-3)
                    )
                });
            };
            stress(job, first, count, &report)
        },
        |krate, finding| {
            progress.lock().unwrap_or_else(|e| e.into_inner()).clear();
            report(krate, finding)
        },
        |_| None,
    )?;
    println!("{}", tally.line("stress"));
    Ok(tally.all_passed())
}

/// Prints what stress found for `krate`; whether it passed.
fn report(krate: &str, finding: Finding) -> bool {
    match finding {
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
    }
}
