//! Verdicts: one solution binary on one sample, judged as an online judge would.

use crate::compare::compare;
use crate::config::Problem;
use crate::run::{run_with, Input, Kill, Limits, OUTPUT_LIMIT_BYTES};
use crate::workspace::Sample;
use anyhow::Result;
use std::fmt;
use std::path::Path;
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The report names the first differing line.
    WrongAnswer(String),
    /// The exit status and the end of standard error.
    RuntimeError(String),
    TimeLimitExceeded,
    /// Past the memory limit: killed while running, or seen in the peak afterwards.
    MemoryLimitExceeded,
    /// More than [`OUTPUT_LIMIT_BYTES`] of output; the program was killed.
    OutputLimitExceeded,
}

impl Verdict {
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
        }
    }

    pub fn detail(&self) -> Option<&str> {
        match self {
            Verdict::WrongAnswer(detail) | Verdict::RuntimeError(detail) => Some(detail),
            _ => None,
        }
    }
}

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

/// How long a run may take before it is killed: the judge's limit (`cargo x test`), or a
/// generous multiple of it that only catches hangs (`cargo test`, where other work shares the CPU).
#[derive(Debug, Clone, Copy)]
pub enum Deadline {
    TimeLimit,
    HangsOnly,
}

impl Deadline {
    pub fn for_problem(self, problem: &Problem) -> Duration {
        let limit = Duration::from_millis(problem.time_limit_ms);
        match self {
            Deadline::TimeLimit => limit,
            Deadline::HangsOnly => (limit * 10).max(Duration::from_secs(10)),
        }
    }
}

/// Runs `binary` on `sample` and judges the result.
pub fn judge(
    binary: &Path,
    sample: &Sample,
    problem: &Problem,
    deadline: Deadline,
) -> Result<CaseResult> {
    let limits = Limits {
        time: deadline.for_problem(problem),
        memory_kib: Some(problem.memory_limit_mib * 1024),
        output_bytes: OUTPUT_LIMIT_BYTES,
    };
    let outcome = run_with(binary, Input::File(&sample.input), &limits)?;
    let expected = std::fs::read_to_string(&sample.output)?;
    let verdict = match (outcome.killed, outcome.status) {
        (Some(Kill::Time), _) => Verdict::TimeLimitExceeded,
        (Some(Kill::Memory), _) => Verdict::MemoryLimitExceeded,
        (Some(Kill::Output), _) => Verdict::OutputLimitExceeded,
        (None, None) => Verdict::TimeLimitExceeded,
        (None, Some(status)) => judge_finished(problem, &outcome, status, &expected),
    };
    Ok(CaseResult {
        sample: sample.name.clone(),
        verdict,
        elapsed: outcome.elapsed,
        peak_memory_kib: outcome.peak_memory_kib,
    })
}

/// The verdict on a run that ended by itself.
fn judge_finished(
    problem: &Problem,
    outcome: &crate::run::RunOutcome,
    status: std::process::ExitStatus,
    expected: &str,
) -> Verdict {
    match status {
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
            Verdict::MemoryLimitExceeded
        }
        _ => match compare(
            problem.compare,
            expected,
            &String::from_utf8_lossy(&outcome.stdout),
        ) {
            None => Verdict::Accepted,
            Some(report) => Verdict::WrongAnswer(report),
        },
    }
}

/// `oj t`-style closing line, e.g. `3 passed, 0 failed`.
pub fn summary_line(results: &[CaseResult]) -> String {
    let passed = results
        .iter()
        .filter(|r| r.verdict == Verdict::Accepted)
        .count();
    format!("{passed} passed, {} failed", results.len() - passed)
}
