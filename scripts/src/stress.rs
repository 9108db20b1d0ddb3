//! `cargo x stress`: small generated inputs through the real release binary and through the
//! crate's brute force (`problems/<crate>/examples/brute.rs`, which plays the game from its
//! definition), compared by the problem's compare mode, until they disagree.

use crate::each::Job;
use anyhow::{bail, Context, Result};
use harness::built::Built;
use harness::cases::{case_input, first_differing_case, one_case_header};
use harness::config::Cases;
use harness::judge::judge_input;
use harness::problem_test::generate;
use harness::run::{run_bytes, Input, Kill};
use harness::verdict::Verdict;
use harness::workspace::write_atomically;
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
/// its games against the interactor's policies instead ([`crate::interactive::stress`]).
pub fn stress(job: &Job, first: u64, count: u64) -> Result<Finding> {
    if job.problem.compare == harness::config::CompareMode::Interactive {
        return crate::interactive::stress(job, first, count);
    }
    let (krate, problem, built) = (job.krate, job.problem, &job.built);
    let (Some(generator), Some(brute)) = (&built.generator, &built.brute) else {
        bail!("{krate}: stress needs its generator and its brute force built");
    };
    let small = |seed: u64| -> Result<String> {
        generate(generator, &["small", "--seed", &seed.to_string()])
            .with_context(|| format!("{krate}'s generator has no `small` inputs for stress"))
    };
    // Small inputs; the judge's limit, but never less than 2 s on a loaded machine.
    let time = Duration::from_millis(problem.time_limit_ms).max(Duration::from_secs(2));
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

/// The one test case of a multi-case input on which the solution's output first differs from
/// `expected`, as an input of its own, where the problem's `cases` key allows cutting it out.
fn failing_case(
    cases: Option<Cases>,
    input: &str,
    expected: &str,
    built: &Built,
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
