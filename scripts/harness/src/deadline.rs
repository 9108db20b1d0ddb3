//! Every deadline the tools put on a solution's run, from the problem's time limit, by one
//! function: [`Deadline::of`]. Each use names its rule (`Deadline::Stress.of(limit)`), and each
//! rule says here why it is what it is. An interactive run derives two more bounds from its
//! deadline: [`idle_window`] and [`wall_cap`].
//!
//! Bounds that do not come from a problem's limit live beside the runs they bound: a brute
//! force's 60 s in stress, a generator's 60 s ([`crate::generator::GENERATOR_TIME`]), a
//! checker's 20 s, an interactor's 10 s after the solution ended.

use crate::config::Problem;
use std::time::Duration;

/// Which run a deadline is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deadline {
    /// `cargo x test` and the samples of `cargo x bundle`: the judge's limit itself, because
    /// that is the verdict a judge would give.
    TimeLimit,
    /// `cargo test` (the samples test and its generated inputs): ten times the limit, at least
    /// 10 s. The build is a debug build and other builds share the CPU, so the judge's limit
    /// would call a right solution slow; only a hang is caught (`cargo x bench` times speed).
    HangsOnly,
    /// `cargo x stress`: the release binary on small inputs, hundreds of runs in a row on a
    /// machine other work shares: the limit, but never less than 2 s. A right solution is far
    /// inside any limit on a small input, so only a loaded machine comes near it, and that must
    /// not be a TLE.
    Stress,
    /// `cargo x bench`: twice the limit. A benchmark measures: a run somewhat over the limit
    /// goes on, so that the table shows how far over it is.
    Bench,
}

impl Deadline {
    /// The deadline of this run for a problem whose time limit is `time_limit`.
    pub fn of(self, time_limit: Duration) -> Duration {
        match self {
            Deadline::TimeLimit => time_limit,
            Deadline::HangsOnly => (time_limit * 10).max(Duration::from_secs(10)),
            Deadline::Stress => time_limit.max(Duration::from_secs(2)),
            Deadline::Bench => time_limit * 2,
        }
    }

    /// [`Deadline::of`] the problem's time limit.
    pub fn for_problem(self, problem: &Problem) -> Duration {
        self.of(Duration::from_millis(problem.time_limit_ms))
    }
}

/// How long both programs of an interactive run whose deadline is `deadline` may sleep with
/// nothing in flight before the run is idle (a deadlock: a missing flush, or a solution that
/// reads on after the game): a quarter of the deadline, between 100 ms and 1 s. Shorter than
/// the deadline so that a deadlock is told from a slow run; at least 100 ms so that a loaded
/// machine's scheduling is not idleness; at most 1 s so that a deadlock under `cargo test`'s
/// long deadline is still found at once.
pub fn idle_window(deadline: Duration) -> Duration {
    (deadline / 4).clamp(Duration::from_millis(100), Duration::from_secs(1))
}

/// The wall-clock cap of an interactive run whose deadline `cpu_limit` is on the solution's
/// CPU time: five times it plus 2 s. The CPU limit itself is enforced while the solution runs;
/// this cap only ends a run that neither computes nor deadlocks (a solution asleep while the
/// interactor thinks for long), which judges also end.
pub fn wall_cap(cpu_limit: Duration) -> Duration {
    cpu_limit * 5 + Duration::from_secs(2)
}

#[cfg(test)]
mod tests;
