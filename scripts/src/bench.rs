//! `cargo x bench`: every release binary and its bundle on the worst-case inputs of its
//! generator, against the judge's limits. A benchmark reports; it never fails the tests.

use crate::config::JudgeConfig;
use crate::run::run;
use crate::samples::generate;
use crate::workspace;
use anyhow::Result;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How many times each input is run; the median time and the largest memory are reported.
pub const RUNS: usize = 3;

pub struct Measurement {
    pub krate: String,
    pub input: String,
    pub binary: &'static str,
    pub time: Duration,
    pub peak_memory_kib: u64,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
    /// Killed, or a non-zero exit.
    pub failure: Option<String>,
}

impl Measurement {
    pub fn time_share(&self) -> f64 {
        self.time.as_secs_f64() * 1000.0 / self.time_limit_ms as f64
    }

    pub fn memory_share(&self) -> f64 {
        self.peak_memory_kib as f64 / (self.memory_limit_mib as f64 * 1024.0)
    }
}

/// Writes the worst-case inputs of `krate` under `target/x/bench/<crate>/` and returns them.
pub fn max_inputs(krate: &str, seed: u64) -> Result<Vec<(String, PathBuf)>> {
    let generator = crate::build::build_generator(krate)?;
    let dir = workspace::target_dir().join("bench").join(krate);
    std::fs::create_dir_all(&dir)?;
    let mut inputs = Vec::new();
    let seed = seed.to_string();
    for name in generate(&generator, &["shapes"])?.lines() {
        let path = dir.join(format!("{name}.in"));
        let mut text = generate(&generator, &["max", name, "--seed", &seed])?;
        // Interactive problems: the interactor's test is the game and the policy to play.
        if workspace::example_source(krate, "interactor.rs").is_some() {
            let policy = crate::interactive::BENCH_POLICY;
            text = harness::interact::test_input(&text, policy, seed.parse()?);
        }
        workspace::write_atomically(&path, &text)?;
        inputs.push((name.to_string(), path));
    }
    Ok(inputs)
}

/// Runs `binary` on `input` [`RUNS`] times (killing it at twice the time limit).
pub fn measure(
    config: &JudgeConfig,
    krate: &str,
    input_name: &str,
    input: &Path,
    binary_kind: &'static str,
    binary: &Path,
) -> Result<Measurement> {
    let problem = config.problem(krate)?;
    // Interactive problems: whole games against the interactor, CPU time.
    if problem.compare == crate::config::CompareMode::Interactive {
        return crate::interactive::measure(config, krate, input_name, input, binary_kind, binary);
    }
    let deadline = Duration::from_millis(problem.time_limit_ms * 2);
    let mut times = Vec::new();
    let mut peak = 0;
    let mut failure = None;
    for _ in 0..RUNS {
        let outcome = run(binary, input, deadline)?;
        peak = peak.max(outcome.peak_memory_kib);
        times.push(outcome.elapsed);
        match outcome.status {
            None => failure = Some(format!("killed after {} ms", deadline.as_millis())),
            Some(status) if !status.success() => failure = Some(status.to_string()),
            Some(_) => {}
        }
        if failure.is_some() {
            break;
        }
    }
    times.sort();
    Ok(Measurement {
        krate: krate.to_string(),
        input: input_name.to_string(),
        binary: binary_kind,
        time: times[times.len() / 2],
        peak_memory_kib: peak,
        time_limit_ms: problem.time_limit_ms,
        memory_limit_mib: problem.memory_limit_mib,
        failure,
    })
}

/// The table `cargo x bench` prints (Markdown, so it can go into a note as it is).
pub fn table(rows: &[Measurement]) -> String {
    let mut text = String::from(
        "| crate | input | binary | time | of TL | peak memory | of ML |\n|---|---|---|---:|---:|---:|---:|\n",
    );
    for row in rows {
        let time = match &row.failure {
            Some(failure) => format!("{} ms ({failure})", row.time.as_millis()),
            None => format!("{:.1} ms", row.time.as_secs_f64() * 1000.0),
        };
        text.push_str(&format!(
            "| {} | {} | {} | {time} | {:.1}% of {} ms | {:.1} MiB | {:.1}% of {} MiB |\n",
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
