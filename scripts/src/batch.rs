//! The one path that `cargo x test`, `stress` and `bundle` share: build what each problem needs
//! (one cargo call), do the command's work on the problems in parallel, report each in the
//! order given as soon as it is done, stop on Ctrl-C, and count.

use crate::build::{build, in_parallel, Needs};
use crate::context::Context;
use anyhow::Result;
use harness::config::Problem;
use harness::paths::ProblemPaths;
use harness::programs::Programs;

/// One problem, with what was built for it.
pub struct Job<'a> {
    pub krate: &'a str,
    pub problem: &'a Problem,
    pub paths: ProblemPaths,
    pub built: Programs,
}

/// How many problems passed and failed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
}

impl Tally {
    /// `<what>: N passed, M failed`, the closing line CI reads.
    pub fn line(&self, what: &str) -> String {
        format!("{what}: {} passed, {} failed", self.passed, self.failed)
    }

    pub fn all_passed(&self) -> bool {
        self.failed == 0
    }
}

/// Runs `work` on each of `crates` (on up to two threads), with what `needs` asks built, and
/// hands each result to `report` in the order given, which says whether the problem passed. A
/// problem whose work failed is reported as `<crate>: FAILED` with the error, and
/// `note_on_error`'s note; an interruption stops everything and is the error returned.
pub fn for_each_problem<T: Send>(
    ctx: &Context,
    crates: &[String],
    needs: Needs,
    work: impl Fn(&Job) -> Result<T> + Sync,
    mut report: impl FnMut(&str, T) -> bool,
    note_on_error: impl Fn(&str) -> Option<String>,
) -> Result<Tally> {
    let config = ctx.config()?;
    let built = build(ctx, crates, needs)?;
    let jobs: Vec<(&String, Result<Programs>)> = crates.iter().zip(built).collect();
    let mut tally = Tally::default();
    let mut interrupted = None;
    in_parallel(
        &jobs,
        |(krate, built)| match built {
            Ok(built) => work(&Job {
                krate,
                problem: config.problem(krate)?,
                paths: ctx.problem(krate),
                built: built.clone(),
            }),
            Err(error) => Err(anyhow::anyhow!("{error:#}")),
        },
        |(krate, _), result| match result {
            Ok(result) => {
                if report(krate, result) {
                    tally.passed += 1;
                } else {
                    tally.failed += 1;
                }
            }
            Err(error) if harness::interrupt::is_interrupted(&error) => interrupted = Some(error),
            Err(error) => {
                tally.failed += 1;
                println!(
                    "{krate}: FAILED\n  {}",
                    format!("{error:#}").trim_end().replace('\n', "\n  ")
                );
                if let Some(note) = note_on_error(krate) {
                    println!("  {note}");
                }
            }
        },
    );
    harness::interrupt::check()?;
    if let Some(error) = interrupted {
        return Err(error);
    }
    Ok(tally)
}
