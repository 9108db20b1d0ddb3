//! Differential testing, what `cargo x stress` does: small generated inputs through the real
//! release binary and through the crate's brute force (`problems/<crate>/examples/brute.rs`,
//! which plays the game from its definition), compared by the problem's compare mode, until they
//! disagree. An interactive problem's brute force is its interactor: the release binary plays
//! each small game against every policy of the interactor (`<crate>-interactor --policies`),
//! which plays from a search of the game and rejects a losing or illegal move; the first game
//! lost is saved as a sample (`samples/<crate>/stress-<seed>-<policy>.in`, the interactor's
//! input).

use crate::batch::Job;
use anyhow::{bail, Context, Result};
use harness::atomic::write_atomically;
use harness::cases::{case_input, first_differing_case, one_case_header};
use harness::config::Cases;
use harness::deadline::Deadline;
use harness::generator::generate;
use harness::judge::judge_input;
use harness::programs::Programs;
use harness::run::{run_bytes, Input, Kill};
use harness::verdict::Verdict;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a stress run found.
pub enum Finding {
    /// Every seed agreed with the judge of the run: `judged` says which (the brute force, or
    /// the interactor and its policies).
    Agreed { seeds: u64, judged: String },
    /// The first seed on which the solution and the brute force disagree; the input (cut down to
    /// the failing case where the problem's `cases` key allows it) and the brute force's output
    /// are saved as a new sample.
    Disagreed {
        seed: u64,
        input: PathBuf,
        output: PathBuf,
        /// What the saved `.out` holds.
        output_holds: &'static str,
        report: String,
    },
}

/// The brute force's answer to `input`.
fn expected_output(brute: &Path, input: &str, seed: u64) -> Result<String> {
    let outcome = run_bytes(brute, input.as_bytes(), BRUTE_DEADLINE)?;
    let describe = |what: &str| format!("{what} on seed {seed}; input:\n{}", clip(input));
    match (outcome.killed, outcome.status) {
        (None, Some(status)) if status.success() => {
            Ok(String::from_utf8_lossy(&outcome.stdout).into_owned())
        }
        (None, Some(status)) => bail!(
            "{}\nthe brute force failed ({status}): {}",
            describe("the brute force failed"),
            String::from_utf8_lossy(&outcome.stderr)
        ),
        (Some(Kill::Output), _) => bail!("{}", describe("the brute force wrote past 64 MiB")),
        _ => bail!("{}", describe("the brute force ran past 60 s")),
    }
}

/// The brute force may be slow on a small input, but not this slow.
const BRUTE_DEADLINE: Duration = Duration::from_secs(60);

/// Runs seeds `first..first + count` of the problem's small generator through the solution and
/// the brute force, all three built (see [`crate::build::Needs`]). An interactive problem plays
/// its games against the interactor's policies instead.
///
/// After each seed it calls `progress(seeds done, time so far)`, for a progress line.
pub fn stress(
    job: &Job,
    first: u64,
    count: u64,
    progress: &(dyn Fn(u64, Duration) + Sync),
) -> Result<Finding> {
    if job.problem.compare == harness::config::CompareMode::Interactive {
        return play_games(job, first, count, progress);
    }
    let start = std::time::Instant::now();
    let (krate, problem, built) = (job.krate, job.problem, &job.built);
    let (Some(generator), Some(brute)) = (&built.generator, &built.brute) else {
        bail!("{krate}: stress needs its generator and its brute force built");
    };
    let small = |seed: u64| -> Result<String> {
        generate(generator, &["small", "--seed", &seed.to_string()])
            .with_context(|| format!("{krate}'s generator has no `small` inputs for stress"))
    };
    let time = Deadline::Stress.for_problem(problem);
    let verdict_on = |text: &str, expected: &str| -> Result<Verdict> {
        Ok(judge_input(
            problem,
            built,
            Input::Bytes(text.as_bytes()),
            expected,
            time,
        )?
        .0)
    };
    for seed in first..first + count {
        progress(seed - first, start.elapsed());
        let mut text = small(seed)?;
        let mut expected = expected_output(brute, &text, seed)?;
        let mut verdict = verdict_on(&text, &expected)?;
        if verdict == Verdict::Accepted {
            continue;
        }
        let mut note = String::new();
        if let Some(case) = failing_case(problem.cases, &text, &expected, built, time)? {
            // A cut that the brute force cannot read (the cases were not equal blocks after
            // all) is dropped: the whole input is saved instead.
            if let Ok(case_expected) = expected_output(brute, &case, seed) {
                let case_verdict = verdict_on(&case, &case_expected)?;
                if case_verdict != Verdict::Accepted {
                    note = "(cut down to the failing case)\n".to_string();
                    (text, expected, verdict) = (case, case_expected, case_verdict);
                }
            }
        }
        let sample = job.paths.sample(&format!("stress-{seed}"));
        write_atomically(&sample.input, &text)?;
        write_atomically(&sample.output, &expected)?;
        return Ok(Finding::Disagreed {
            seed,
            input: sample.input,
            output: sample.output,
            output_holds: "the expected output, from the brute force",
            report: format!(
                "{note}input:\n{}{} {}",
                clip(&text),
                verdict.code(),
                verdict.detail().unwrap_or("")
            ),
        });
    }
    Ok(Finding::Agreed {
        seeds: count,
        judged: "agree with the brute force".to_string(),
    })
}

/// Plays seeds `first..first + count` of the problem's small games against every policy of its
/// interactor (built with the solution and the generator).
fn play_games(
    job: &Job,
    first: u64,
    count: u64,
    progress: &(dyn Fn(u64, Duration) + Sync),
) -> Result<Finding> {
    let start = std::time::Instant::now();
    let (krate, problem, built) = (job.krate, job.problem, &job.built);
    let (Some(generator), Some(interactor)) = (&built.generator, &built.interactor) else {
        bail!("{krate}: stress needs its generator and its interactor built");
    };
    let policies = harness::relay::policies(interactor)?;
    let time = Deadline::Stress.for_problem(problem);
    for seed in first..first + count {
        progress(seed - first, start.elapsed());
        let game = generate(generator, &["small", "--seed", &seed.to_string()])
            .with_context(|| format!("{krate}'s generator has no `small` games for stress"))?;
        for policy in &policies {
            let text = harness::relay::test_input(&game, policy, seed);
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

/// The one test case of a multi-case input on which the solution's output first differs from
/// `expected`, as an input of its own, where the problem's `cases` key allows cutting it out.
fn failing_case(
    cases: Option<Cases>,
    input: &str,
    expected: &str,
    built: &Programs,
    time: Duration,
) -> Result<Option<String>> {
    let Some(cases) = cases else { return Ok(None) };
    let actual = run_bytes(&built.solution, input.as_bytes(), time)?;
    let (case_index, expected_cases) =
        first_differing_case(cases, expected, &String::from_utf8_lossy(&actual.stdout));
    if expected_cases <= 1 {
        return Ok(None);
    }
    let Some(block) = case_input(cases, input, case_index, expected_cases) else {
        return Ok(None);
    };
    let mut case = one_case_header(cases, input);
    for l in block {
        case.push_str(l);
        case.push('\n');
    }
    Ok(Some(case))
}

/// The first 30 lines of `text`.
fn clip(text: &str) -> String {
    const LINES: usize = 30;
    let lines: Vec<&str> = text.lines().collect();
    let mut shown = lines[..lines.len().min(LINES)].join("\n") + "\n";
    if lines.len() > LINES {
        shown.push_str(&format!("... ({} more lines)\n", lines.len() - LINES));
    }
    shown
}
