//! `cargo x test`: release-build problems and judge them on their samples under the judge's
//! time limit.

use crate::batch::for_each_problem;
use crate::build::Needs;
use crate::context::Context;
use anyhow::Result;
use harness::deadline::Deadline;
use harness::judge::{judge, summary_line, CaseResult};
use harness::verdict::Verdict;

#[derive(clap::Args)]
pub struct Args {
    /// Problem crates (default: all)
    crates: Vec<String>,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let config = ctx.config()?;
    for problem in harness::consistency::inconsistencies(&ctx.workspace, config)? {
        // What `cargo test` will fail on; the samples that do exist are still judged.
        ctx.shell.warn(&problem);
    }
    let crates = ctx.select(args.crates)?;
    let mut results: Vec<CaseResult> = Vec::new();
    let mut without_samples = Vec::new();
    // Sample files without their partner: an input without its expected output is a failure
    // (counted; the other samples still run), an output without its input is only named.
    let mut unmatched_inputs = 0;
    let tally = for_each_problem(
        ctx,
        &crates,
        Needs {
            solution: true,
            ..Needs::default()
        },
        |job| {
            let samples = job.paths.samples()?;
            let results = samples
                .iter()
                .map(|sample| judge(job.problem, &job.built, sample, Deadline::TimeLimit))
                .collect::<Result<Vec<_>>>()?;
            Ok((results, job.paths.unmatched_samples()?))
        },
        |krate, (judged, unmatched): (Vec<CaseResult>, Vec<String>)| {
            let problem = &config.problems[krate];
            println!(
                "{krate}: {} ({} ms, {} MiB)",
                problem.title, problem.time_limit_ms, problem.memory_limit_mib
            );
            if judged.is_empty() && unmatched.is_empty() {
                println!("  no samples: samples/{krate}/ has no *.in (add 1.in and its 1.out)");
                without_samples.push(krate.to_string());
            }
            for result in &judged {
                println!("  {result}");
            }
            let mut inputs_unmatched = 0;
            for line in &unmatched {
                if line.contains("has no expected output") {
                    inputs_unmatched += 1;
                    println!("  FAILED {line}");
                } else {
                    println!("  note: {line}");
                }
            }
            unmatched_inputs += inputs_unmatched;
            let passed = !judged.is_empty()
                && inputs_unmatched == 0
                && judged.iter().all(|r| r.verdict == Verdict::Accepted);
            results.extend(judged);
            passed
        },
        |_| None,
    )?;
    let mut line = summary_line(&results, unmatched_inputs);
    if !without_samples.is_empty() {
        line.push_str(&format!(
            ", {} without samples ({})",
            without_samples.len(),
            without_samples.join(", ")
        ));
    }
    println!("{line}");
    Ok(tally.all_passed())
}
