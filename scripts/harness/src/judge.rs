//! Verdicts: one solution binary on one sample, judged as an online judge would.

use crate::cases::{first_differing_case, locate_case};
use crate::compare::compare_output;
use crate::config::{CompareMode, Problem};
use crate::deadline::idle_window;
use crate::deadline::Deadline;
use crate::paths::Sample;
use crate::programs::Programs;
use crate::run::{run_with, Input, Kill, Limits, RunOutcome, OUTPUT_LIMIT_BYTES};
use crate::verdict::{memory_reason, output_reason, time_limit_reason, Verdict};
use anyhow::Result;
use std::fmt;
use std::path::Path;
use std::time::Duration;

#[derive(Debug)]
pub struct CaseResult {
    pub sample: String,
    pub verdict: Verdict,
    pub elapsed: Duration,
    pub peak_memory_kib: u64,
}

impl fmt::Display for CaseResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:<3} {:>6} ms {:>7.1} MiB  {}",
            self.verdict.code(),
            self.elapsed.as_millis(),
            self.peak_memory_kib as f64 / 1024.0,
            self.sample
        )?;
        if let Some(detail) = self.verdict.detail() {
            for line in detail.lines() {
                write!(f, "\n      {line}")?;
            }
        }
        Ok(())
    }
}

/// Runs the solution `built` for `problem` on `sample` and judges the result.
pub fn judge(
    problem: &Problem,
    built: &Programs,
    sample: &Sample,
    deadline: Deadline,
) -> Result<CaseResult> {
    let expected = std::fs::read_to_string(&sample.output)?;
    let (verdict, outcome) = judge_input(
        problem,
        built,
        Input::File(&sample.input),
        &expected,
        deadline.for_problem(problem),
    )?;
    Ok(CaseResult {
        sample: sample.name.clone(),
        verdict,
        // Interactive problems: the solution's CPU time (waiting for the interactor is not its).
        elapsed: if problem.compare == CompareMode::Interactive {
            outcome.cpu_time
        } else {
            outcome.elapsed
        },
        peak_memory_kib: outcome.peak_memory_kib,
    })
}

/// Runs the solution `built` for `problem` on `input` under the problem's memory and output
/// limits and `time`, and judges its output against `expected` by the problem's compare mode
/// (with the built checker where it is `checker`). A wrong answer names its case where the
/// problem has a `cases` key.
pub fn judge_input(
    problem: &Problem,
    built: &Programs,
    input: Input,
    expected: &str,
    time: Duration,
) -> Result<(Verdict, RunOutcome)> {
    if problem.compare == CompareMode::Interactive {
        return judge_interactive(problem, built, input, time);
    }
    let limits = Limits {
        time,
        cpu: None,
        memory_kib: Some(problem.memory_limit_mib * 1024),
        output_bytes: OUTPUT_LIMIT_BYTES,
    };
    let outcome = run_with(&built.solution, input, &limits)?;
    let mut verdict = match (outcome.killed, outcome.status) {
        (Some(Kill::Time), _) | (None, None) => {
            Verdict::TimeLimitExceeded(time_limit_reason(&outcome, &limits))
        }
        (Some(Kill::Memory), _) => {
            Verdict::MemoryLimitExceeded(memory_reason(&outcome, &limits, true))
        }
        (Some(Kill::Output), _) => Verdict::OutputLimitExceeded(output_reason(&limits)),
        (None, Some(status)) => {
            judge_finished(problem, built, &outcome, &limits, status, expected, &input)?
        }
    };
    if let (Verdict::WrongAnswer(report), Some(cases)) = (&mut verdict, problem.cases) {
        let input = match input {
            Input::File(path) => std::fs::read_to_string(path).unwrap_or_default(),
            Input::Bytes(bytes) => String::from_utf8_lossy(bytes).into_owned(),
        };
        let (case, _) =
            first_differing_case(cases, expected, &String::from_utf8_lossy(&outcome.stdout));
        *report = format!("{}{report}", locate_case(cases, &input, expected, case));
    }
    Ok((verdict, outcome))
}

/// The verdict on a run that ended by itself.
fn judge_finished(
    problem: &Problem,
    built: &Programs,
    outcome: &RunOutcome,
    limits: &Limits,
    status: std::process::ExitStatus,
    expected: &str,
    input: &Input,
) -> Result<Verdict> {
    Ok(match status {
        status if !status.success() => {
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            let tail: Vec<&str> = stderr.lines().rev().take(5).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            Verdict::RuntimeError(
                format!("{status}\n{}", tail.join("\n"))
                    .trim_end()
                    .to_string(),
            )
        }
        _ if outcome.peak_memory_kib > problem.memory_limit_mib * 1024 => {
            Verdict::MemoryLimitExceeded(memory_reason(outcome, limits, false))
        }
        _ if problem.compare == CompareMode::Checker => {
            check(built.checker.as_deref(), input, expected, &outcome.stdout)?
        }
        _ => match compare_output(problem, expected, &String::from_utf8_lossy(&outcome.stdout)) {
            None => Verdict::Accepted,
            Some(report) => Verdict::WrongAnswer(report),
        },
    })
}

/// Interactive problems (`compare = "interactive"`): the built solution plays against the problem's
/// interactor on the test `input` (a file, or bytes written to a temporary file removed
/// afterwards) through [`crate::relay`]. The whole transcript is kept under
/// `target/x/transcripts/`; every verdict but AC shows its reason, the last lines and the
/// transcript's path.
pub fn judge_interactive(
    problem: &Problem,
    built: &Programs,
    input: Input,
    time: Duration,
) -> Result<(Verdict, RunOutcome)> {
    use crate::relay::{interact, TAIL_LINES};
    let binary = &built.solution;
    let Some(interactor) = &built.interactor else {
        anyhow::bail!(
            "`compare = \"interactive\"` but no interactor was built for this problem \
             (examples/interactor.rs, the example `<crate>-interactor`)"
        );
    };
    let temporary;
    let (path, name) = match input {
        Input::File(path) => (
            path,
            path.file_stem()
                .map_or("input".into(), |s| s.to_string_lossy().into_owned()),
        ),
        Input::Bytes(bytes) => {
            temporary = tempfile::NamedTempFile::new()?;
            std::fs::write(temporary.path(), bytes)?;
            (temporary.path(), "generated".to_string())
        }
    };
    let limits = Limits {
        time,
        cpu: None,
        memory_kib: Some(problem.memory_limit_mib * 1024),
        output_bytes: OUTPUT_LIMIT_BYTES,
    };
    // A quarter of the deadline: of the time limit in `cargo x`, longer under `cargo test`.
    let idle = idle_window(time);
    let interaction = interact(binary, &[], interactor, path, &limits, idle)?;
    let kept = interaction.transcript.keep(
        interaction.verdict.code(),
        interaction.outcome.elapsed,
        binary,
        &name,
    )?;
    let mut verdict = interaction.verdict.clone();
    if let Some(detail) = verdict.detail_mut() {
        detail.push_str(&format!(
            "\nthe last lines (< judge, > solution):\n{}transcript: {}",
            interaction.transcript.tail(TAIL_LINES),
            kept.display()
        ));
    }
    Ok((verdict, interaction.outcome))
}

/// How long a checker may take on one output.
const CHECKER_TIME: Duration = Duration::from_secs(20);

/// The verdict of the problem's checker on `actual` (see [`CompareMode::Checker`]): the input,
/// the expected and the actual output are written to a temporary folder, removed afterwards.
fn check(checker: Option<&Path>, input: &Input, expected: &str, actual: &[u8]) -> Result<Verdict> {
    let Some(checker) = checker else {
        anyhow::bail!(
            "`compare = \"checker\"` but no checker was built for this problem \
             (examples/checker.rs, the example `<crate>-checker`)"
        );
    };
    let dir = tempfile::tempdir()?;
    let input_path = dir.path().join("input");
    match input {
        Input::File(path) => {
            std::fs::copy(path, &input_path)?;
        }
        Input::Bytes(bytes) => std::fs::write(&input_path, bytes)?,
    }
    std::fs::write(dir.path().join("expected"), expected)?;
    std::fs::write(dir.path().join("actual"), actual)?;
    let (expected_path, actual_path) = (dir.path().join("expected"), dir.path().join("actual"));
    let outcome = crate::run::run_with_args(
        checker,
        &[
            input_path.as_os_str(),
            expected_path.as_os_str(),
            actual_path.as_os_str(),
        ],
        Input::Bytes(b""),
        &Limits::time(CHECKER_TIME),
    )?;
    let message = || {
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&outcome.stdout),
            String::from_utf8_lossy(&outcome.stderr)
        );
        let text = text.trim_end();
        if text.is_empty() {
            "the checker rejects the output (no message)".to_string()
        } else {
            format!("checker: {text}")
        }
    };
    match (outcome.killed, outcome.status.and_then(|s| s.code())) {
        (None, Some(0)) => Ok(Verdict::Accepted),
        (None, Some(1)) => Ok(Verdict::WrongAnswer(message())),
        _ => anyhow::bail!(
            "the checker {} failed ({}): {}",
            checker.display(),
            outcome
                .status
                .map_or("killed".to_string(), |status| status.to_string()),
            message()
        ),
    }
}

/// `oj t`-style closing line, e.g. `3 passed, 0 failed`; `not_judged` more samples failed
/// without a run (an input without its expected output).
pub fn summary_line(results: &[CaseResult], not_judged: usize) -> String {
    let passed = results
        .iter()
        .filter(|r| r.verdict == Verdict::Accepted)
        .count();
    format!(
        "{passed} passed, {} failed",
        results.len() - passed + not_judged
    )
}
