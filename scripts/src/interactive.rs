//! `cargo x stress` and `bench` on interactive problems (`compare = "interactive"`): the
//! generator makes small games, and the release binary plays each one against every policy of the
//! crate's
//! interactor (`<crate>-interactor --policies`), which is the problem's brute force: it plays
//! from a search of the game and rejects a losing or illegal move. The first game lost is saved
//! as a sample (`samples/<crate>/stress-<seed>-<policy>.in`, the interactor's input).

use crate::bench::Subject;
use crate::each::Job;
use crate::stress::Finding;
use anyhow::{bail, Context, Result};
use harness::built::Built;
use harness::config::Problem;
use harness::judge::{judge_input, judge_interactive};
use harness::problem_test::generate;
use harness::run::{Input, RunOutcome};
use harness::verdict::Verdict;
use harness::workspace::write_atomically;
use std::time::Duration;

/// Plays seeds `first..first + count` of the problem's small games against every policy of its
/// interactor (built with the solution and the generator).
pub fn stress(job: &Job, first: u64, count: u64) -> Result<Finding> {
    let (krate, problem, built) = (job.krate, job.problem, &job.built);
    let (Some(generator), Some(interactor)) = (&built.generator, &built.interactor) else {
        bail!("{krate}: stress needs its generator and its interactor built");
    };
    let policies = harness::interact::policies(interactor)?;
    // The judge's CPU limit, but never less than 2 s on a loaded machine.
    let time = Duration::from_millis(problem.time_limit_ms).max(Duration::from_secs(2));
    for seed in first..first + count {
        let game = generate(generator, &["small", "--seed", &seed.to_string()])
            .with_context(|| format!("{krate}'s generator has no `small` games for stress"))?;
        for policy in &policies {
            let text = harness::interact::test_input(&game, policy, seed);
            let (verdict, _) =
                judge_input(problem, built, Input::Bytes(text.as_bytes()), "", time)?;
            if verdict == Verdict::Accepted {
                continue;
            }
            let sample = job.paths.sample(&format!("stress-{seed}-{policy}"));
            write_atomically(&sample.input, &text)?;
            write_atomically(
                &sample.output,
                &format!(
                    "An interactive sample's .out is documentation, never compared (the \
                     interactor judges the game).\nFound by `cargo x stress`: seed {seed}, \
                     policy {policy}: {}\n",
                    verdict.code()
                ),
            )?;
            return Ok(Finding::Disagreed {
                seed,
                input: sample.input,
                output: sample.output,
                output_holds: "a note: the interactor is the judge here, an interactive .out is never compared",
                report: format!(
                    "game:\n{}against `{policy}`: {} {}",
                    game,
                    verdict.code(),
                    verdict.detail().unwrap_or("")
                ),
            });
        }
    }
    Ok(Finding::Agreed {
        seeds: count,
        judged: format!(
            "games won against every policy of the interactor, which judges them ({})",
            policies.join(", ")
        ),
    })
}

/// The policy a benchmark plays against: the longest games.
pub const BENCH_POLICY: &str = "adversarial";

/// One whole game of `cargo x bench` on an interactive problem: the subject's binary plays the
/// game of its input (a game from the generator's `max`, with [`BENCH_POLICY`]) against the
/// interactor; the time is the solution's CPU time (waiting for the interactor is not its
/// time), and anything but AC is a failure.
pub fn play_once(
    problem: &Problem,
    subject: &Subject,
    deadline: Duration,
) -> Result<(RunOutcome, Option<String>)> {
    let Some(interactor) = subject.interactor else {
        bail!("{}: bench needs its interactor built", subject.krate);
    };
    let built = Built {
        interactor: Some(interactor.to_path_buf()),
        ..Built::solution(subject.binary)
    };
    let (verdict, outcome) =
        judge_interactive(problem, &built, Input::File(subject.input), deadline)?;
    let failure = (verdict != Verdict::Accepted).then(|| verdict.code().to_string());
    Ok((outcome, failure))
}
