//! `cargo x bench`'s measurements: every release binary and its bundle on the worst-case inputs
//! of its generator, against the judge's limits. Judges time CPU, so the share of the time limit
//! is the CPU time's; the wall time and the machine's load are shown beside it (on a shared
//! machine the wall time swings two or three times). A benchmark reports; it never fails the
//! tests.

use anyhow::{bail, Result};
use harness::atomic::write_atomically;
use harness::config::Problem;
use harness::deadline::Deadline;
use harness::generator::generate;
use harness::judge::judge_interactive;
use harness::paths::{Example, ProblemPaths};
use harness::programs::Programs;
use harness::run::{run, Input, RunOutcome};
use harness::verdict::Verdict;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How many times each input is run; the median times and the largest memory are reported.
pub const RUNS: usize = 3;

pub struct Measurement {
    pub krate: String,
    pub input: String,
    pub binary: &'static str,
    /// The median CPU time (user and system).
    pub cpu_time: Duration,
    /// The median wall time.
    pub wall_time: Duration,
    pub peak_memory_kib: u64,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
    /// Killed, or a non-zero exit.
    pub failure: Option<String>,
}

impl Measurement {
    /// The share of the time limit, by CPU time.
    pub fn time_share(&self) -> f64 {
        self.cpu_time.as_secs_f64() * 1000.0 / self.time_limit_ms as f64
    }

    pub fn memory_share(&self) -> f64 {
        self.peak_memory_kib as f64 / (self.memory_limit_mib as f64 * 1024.0)
    }
}

/// Writes the worst-case inputs of the generator `generator` under `target/x/bench/<crate>/`
/// and returns them.
pub fn max_inputs(
    paths: &ProblemPaths,
    generator: &Path,
    seed: u64,
) -> Result<Vec<(String, PathBuf)>> {
    let dir = paths.bench_dir();
    std::fs::create_dir_all(&dir)?;
    let mut inputs = Vec::new();
    let seed = seed.to_string();
    for name in generate(generator, &["shapes"])?.lines() {
        let path = dir.join(format!("{name}.in"));
        let mut text = generate(generator, &["max", name, "--seed", &seed])?;
        // Interactive problems: the interactor's test is the game and the policy to play.
        if paths.example_source(Example::Interactor).is_some() {
            let policy = BENCH_POLICY;
            text = harness::relay::test_input(&text, policy, seed.parse()?);
        }
        write_atomically(&path, &text)?;
        inputs.push((name.to_string(), path));
    }
    Ok(inputs)
}

/// What is measured: a problem's input and the program that runs on it.
pub struct Subject<'a> {
    pub krate: &'a str,
    pub input_name: &'a str,
    pub input: &'a Path,
    /// `release` or `bundle`.
    pub binary_kind: &'static str,
    pub binary: &'a Path,
    /// The interactor an interactive problem's binary plays against.
    pub interactor: Option<&'a Path>,
}

/// Runs the subject [`RUNS`] times (killed at [`Deadline::Bench`], wall clock): an interactive
/// problem's binary plays the whole game against its interactor ([`play_once`]), any other
/// reads its input.
pub fn measure(problem: &Problem, subject: &Subject) -> Result<Measurement> {
    let deadline = Deadline::Bench.for_problem(problem);
    let (mut cpu, mut wall) = (Vec::new(), Vec::new());
    let mut peak = 0;
    let mut failure = None;
    for _ in 0..RUNS {
        let (outcome, failed) = if problem.compare == harness::config::CompareMode::Interactive {
            play_once(problem, subject, deadline)?
        } else {
            let outcome = run(subject.binary, subject.input, deadline)?;
            let failed = match outcome.status {
                None => Some(format!("killed after {} ms", deadline.as_millis())),
                Some(status) if !status.success() => Some(status.to_string()),
                Some(_) => None,
            };
            (outcome, failed)
        };
        peak = peak.max(outcome.peak_memory_kib);
        cpu.push(outcome.cpu_time);
        wall.push(outcome.elapsed);
        if failed.is_some() {
            failure = failed;
            break;
        }
    }
    cpu.sort();
    wall.sort();
    Ok(Measurement {
        krate: subject.krate.to_string(),
        input: subject.input_name.to_string(),
        binary: subject.binary_kind,
        cpu_time: cpu[cpu.len() / 2],
        wall_time: wall[wall.len() / 2],
        peak_memory_kib: peak,
        time_limit_ms: problem.time_limit_ms,
        memory_limit_mib: problem.memory_limit_mib,
        failure,
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
    let built = Programs {
        interactor: Some(interactor.to_path_buf()),
        ..Programs::solution(subject.binary)
    };
    let (verdict, outcome) =
        judge_interactive(problem, &built, Input::File(subject.input), deadline)?;
    let failure = (verdict != Verdict::Accepted).then(|| verdict.code().to_string());
    Ok((outcome, failure))
}

/// The table `cargo x bench` prints (Markdown, so it can go into a note as it is).
pub fn table(rows: &[Measurement]) -> String {
    let mut text = String::from(
        "| crate | input | binary | CPU time | of TL | wall time | peak memory | of ML |\n\
         |---|---|---|---:|---:|---:|---:|---:|\n",
    );
    for row in rows {
        let cpu = format!("{:.1} ms", row.cpu_time.as_secs_f64() * 1000.0);
        let wall = match &row.failure {
            Some(failure) => format!("{} ms ({failure})", row.wall_time.as_millis()),
            None => format!("{:.1} ms", row.wall_time.as_secs_f64() * 1000.0),
        };
        text.push_str(&format!(
            "| {} | {} | {} | {cpu} | {:.1}% of {} ms | {wall} | {:.1} MiB | {:.1}% of {} MiB |\n",
            row.krate,
            row.input,
            row.binary,
            row.time_share() * 100.0,
            row.time_limit_ms,
            row.peak_memory_kib as f64 / 1024.0,
            row.memory_share() * 100.0,
            row.memory_limit_mib,
        ));
    }
    text
}

/// The machine's load: `/proc/loadavg`'s one-minute figure and the number of cores, e.g.
/// `load 3.2 on 2 cores`, where Linux says so.
pub fn load() -> Option<String> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    let one_minute: f64 = text.split_whitespace().next()?.parse().ok()?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    Some(format!("load {one_minute:.1} on {cores} cores"))
}

#[cfg(test)]
mod tests;
