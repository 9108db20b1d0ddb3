//! Verdicts: one solution binary on one sample, judged as an online judge would.

use crate::compare::compare;
use crate::config::Problem;
use crate::run::run;
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
    MemoryLimitExceeded,
}

impl Verdict {
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
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
    let outcome = run(binary, &sample.input, deadline.for_problem(problem))?;
    let expected = std::fs::read_to_string(&sample.output)?;
    let verdict = match outcome.status {
        None => Verdict::TimeLimitExceeded,
        Some(status) if !status.success() => {
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            let tail: Vec<&str> = stderr.lines().rev().take(5).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            Verdict::RuntimeError(
                format!("{status}\n{}", tail.join("\n"))
                    .trim_end()
                    .to_string(),
            )
        }
        Some(_) if outcome.peak_memory_kib > problem.memory_limit_mib * 1024 => {
            Verdict::MemoryLimitExceeded
        }
        Some(_) => match compare(
            problem.compare,
            &expected,
            &String::from_utf8_lossy(&outcome.stdout),
        ) {
            None => Verdict::Accepted,
            Some(report) => Verdict::WrongAnswer(report),
        },
    };
    Ok(CaseResult {
        sample: sample.name.clone(),
        verdict,
        elapsed: outcome.elapsed,
        peak_memory_kib: outcome.peak_memory_kib,
    })
}

/// `oj t`-style closing line, e.g. `3 passed, 0 failed`.
pub fn summary_line(results: &[CaseResult]) -> String {
    let passed = results
        .iter()
        .filter(|r| r.verdict == Verdict::Accepted)
        .count();
    format!("{passed} passed, {} failed", results.len() - passed)
}
