//! Verdicts, each with the reason a user needs: which limit, what was used, what was wrong.

use crate::run::{Limits, RunOutcome};
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// The report names the first differing line.
    WrongAnswer(String),
    /// The exit status and the end of standard error.
    RuntimeError(String),
    /// Which limit (wall or CPU time), the time and CPU time used, and whether that looks like
    /// a hang (little CPU: the program waits) or a slow run.
    TimeLimitExceeded(String),
    /// Past the memory limit: killed while running, or seen in the peak afterwards; the peak
    /// and the limit.
    MemoryLimitExceeded(String),
    /// More than [`crate::run::OUTPUT_LIMIT_BYTES`] of output; the program was killed.
    OutputLimitExceeded(String),
    /// Interactive problems: the solution and the interactor both waited to read.
    IdlenessLimitExceeded(String),
    /// Interactive problems: the interactor itself failed (an error in the test or the
    /// interactor, not a verdict on the solution).
    InteractorFailure(String),
}

impl Verdict {
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TimeLimitExceeded(_) => "TLE",
            Verdict::MemoryLimitExceeded(_) => "MLE",
            Verdict::OutputLimitExceeded(_) => "OLE",
            Verdict::IdlenessLimitExceeded(_) => "ILE",
            Verdict::InteractorFailure(_) => "FAIL",
        }
    }

    /// Why: every verdict but AC says it.
    pub fn detail(&self) -> Option<&str> {
        detail_of!(self).map(String::as_str)
    }

    /// The detail, for appending to it.
    pub(crate) fn detail_mut(&mut self) -> Option<&mut String> {
        detail_of!(self)
    }
}

/// The detail of a verdict (a reference of the verdict's own kind, shared or mutable), or
/// `None` for AC: the one list of the verdicts that carry one.
macro_rules! detail_of {
    ($verdict:expr) => {
        match $verdict {
            Verdict::Accepted => None,
            Verdict::WrongAnswer(detail)
            | Verdict::RuntimeError(detail)
            | Verdict::TimeLimitExceeded(detail)
            | Verdict::MemoryLimitExceeded(detail)
            | Verdict::OutputLimitExceeded(detail)
            | Verdict::IdlenessLimitExceeded(detail)
            | Verdict::InteractorFailure(detail) => Some(detail),
        }
    };
}
use detail_of;

/// Why a run that was stopped by a time limit was stopped: the limit (`limits.cpu` where it
/// killed, else the wall-clock `limits.time`), what the program used, and whether that was a
/// hang (less than a quarter of the wall time on the CPU: it waited, e.g. for input that never
/// came) or a slow run.
pub fn time_limit_reason(outcome: &RunOutcome, limits: &Limits) -> String {
    let ms = |d: Duration| d.as_millis();
    let cpu = outcome.cpu_time;
    match limits.cpu {
        Some(cpu_limit) if cpu >= cpu_limit => format!(
            "a slow run: {} ms of CPU time, over the limit of {} ms",
            ms(cpu),
            ms(cpu_limit)
        ),
        _ if cpu * 4 < outcome.elapsed => format!(
            "a hang: stopped at the wall-clock limit of {} ms having used only {} ms of CPU \
             (it waited: for input that never comes, or for a lock)",
            ms(limits.time),
            ms(cpu)
        ),
        _ => format!(
            "a slow run: stopped at the wall-clock limit of {} ms after {} ms of CPU time",
            ms(limits.time),
            ms(cpu)
        ),
    }
}

/// Why a run was over the memory limit: its peak and the limit.
pub fn memory_reason(outcome: &RunOutcome, limits: &Limits, killed: bool) -> String {
    format!(
        "{} {:.1} MiB resident, over the memory limit of {} MiB",
        if killed { "killed at" } else { "peaked at" },
        outcome.peak_memory_kib as f64 / 1024.0,
        limits.memory_kib.unwrap_or(0) / 1024
    )
}

/// Why a run was over the output limit.
pub fn output_reason(limits: &Limits) -> String {
    format!(
        "killed after writing more than {} MiB of output",
        limits.output_bytes >> 20
    )
}
