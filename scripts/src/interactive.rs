//! `cargo x stress` on interactive problems (`compare = "interactive"`): the generator makes
//! small games, and the release binary plays each one against every policy of the crate's
//! interactor (`<crate>-interactor --policies`), which is the problem's brute force: it plays
//! from a search of the game and rejects a losing or illegal move. The first game lost is saved
//! as a sample (`samples/<crate>/stress-<seed>-<policy>.in`, the interactor's input).

use crate::build::{build_examples, build_release};
use crate::config::JudgeConfig;
use crate::judge::{judge_input, Verdict};
use crate::run::Input;
use crate::samples::generate;
use crate::stress::Finding;
use crate::workspace;
use anyhow::{Context, Result};
use std::time::Duration;

/// Plays seeds `first..first + count` of `krate`'s small games against every policy. The
/// interactor must be attached to `config` ([`crate::build::attach_checker`]).
pub fn stress(config: &JudgeConfig, krate: &str, first: u64, count: u64) -> Result<Finding> {
    let problem = config.problem(krate)?;
    let interactor = problem
        .checker
        .clone()
        .with_context(|| format!("{krate}: the interactor is not built"))?;
    let solution = build_release(&[krate.to_string()])?.remove(0);
    let generator = build_examples(krate, &[workspace::gen_example(krate)])?.remove(0);
    let policies = harness::interact::policies(&interactor)?;
    // The judge's CPU limit, but never less than 2 s on a loaded machine.
    let time = Duration::from_millis(problem.time_limit_ms).max(Duration::from_secs(2));
    for seed in first..first + count {
        let game = generate(&generator, &["small", "--seed", &seed.to_string()])
            .with_context(|| format!("{krate}'s generator has no `small` games for stress"))?;
        for policy in &policies {
            let text = harness::interact::test_input(&game, policy, seed);
            let (verdict, _) =
                judge_input(&solution, Input::Bytes(text.as_bytes()), "", problem, time)?;
            if verdict == Verdict::Accepted {
                continue;
            }
            let dir = workspace::samples_dir(krate);
            let input = dir.join(format!("stress-{seed}-{policy}.in"));
            let output = dir.join(format!("stress-{seed}-{policy}.out"));
            workspace::write_atomically(&input, &text)?;
            workspace::write_atomically(
                &output,
                &format!(
                    "An interactive sample's .out is documentation, never compared (the \
                     interactor judges the game).\nFound by `cargo x stress`: seed {seed}, \
                     policy {policy}: {}\n",
                    verdict.code()
                ),
            )?;
            return Ok(Finding::Disagreed {
                seed,
                input,
                output,
                report: format!(
                    "game:\n{}against `{policy}`: {} {}",
                    game,
                    verdict.code(),
                    verdict.detail().unwrap_or("")
                ),
            });
        }
    }
    Ok(Finding::Agreed { seeds: count })
}

/// The policy a benchmark plays against: the longest games.
pub const BENCH_POLICY: &str = "adversarial";

/// `cargo x bench` on an interactive problem: `binary` plays the whole game of `input` (a game
/// from the generator's `max`, with [`BENCH_POLICY`]) against the interactor
/// [`crate::bench::RUNS`] times; the time is the solution's CPU time (waiting for the
/// interactor is not its time), and anything but AC is a failure.
pub fn measure(
    config: &JudgeConfig,
    krate: &str,
    input_name: &str,
    input: &std::path::Path,
    binary_kind: &'static str,
    binary: &std::path::Path,
) -> Result<crate::bench::Measurement> {
    let mut problem_config;
    let mut config = config;
    if config.problem(krate)?.checker.is_none() {
        problem_config = crate::config::JudgeConfig::load(&workspace::judge_toml())?;
        crate::build::attach_checker(&mut problem_config, krate)?;
        config = &problem_config;
    }
    let problem = config.problem(krate)?;
    let deadline = Duration::from_millis(problem.time_limit_ms * 2);
    let mut times = Vec::new();
    let mut peak = 0;
    let mut failure = None;
    for _ in 0..crate::bench::RUNS {
        let (verdict, outcome) =
            crate::judge::judge_interactive(binary, Input::File(input), problem, deadline)?;
        peak = peak.max(outcome.peak_memory_kib);
        times.push(outcome.cpu);
        if verdict != Verdict::Accepted {
            failure = Some(verdict.code().to_string());
            break;
        }
    }
    times.sort();
    Ok(crate::bench::Measurement {
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
