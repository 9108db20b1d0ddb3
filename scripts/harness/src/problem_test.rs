//! The per-problem test behind `scripts/harness/problem.rs`: one problem's binary on its
//! samples and on inputs from its generator (the example `<crate>-gen`, which `cargo test`
//! builds beside this test), as libtest trials.
//!
//! The samples are judged as `cargo x test` judges them, but against a deadline that only
//! catches hangs ([`Deadline::HangsOnly`]: ten times the time limit, at least 10 s), since
//! `cargo test` runs a debug build while other work shares the CPU. The generated inputs
//! (`random`, seeds 1 to [`GENERATED_INPUTS`]) have no expected output: the solution must
//! finish under the same deadline and the memory limit and print something. A run killed at the
//! deadline is told apart as a hang (it used almost no CPU: it waited) or a slow run (it
//! computed all along), with the CPU time it used.

use crate::config::{CompareMode, JudgeConfig};
use crate::deadline::Deadline;
use crate::generator::generate;
use crate::judge::judge;
use crate::paths::{Example, Workspace};
use crate::programs::Programs;
use crate::run::{run_with, Input, Kill, Limits, RunOutcome, OUTPUT_LIMIT_BYTES};
use crate::verdict::Verdict;
use anyhow::Context;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Random inputs per problem on which the solution must run cleanly.
pub const GENERATED_INPUTS: u64 = 3;

/// Runs the trials of problem `krate` whose binary is `binary`, and exits.
pub fn main(krate: &str, binary: &Path) -> ! {
    crate::launcher::serve_as_launcher_if_asked();
    let args = Arguments::from_args();
    match trials(krate, binary) {
        Ok(trials) => libtest_mimic::run(&args, trials).exit(),
        Err(error) => {
            eprintln!("error: {krate}: {error:#}");
            std::process::exit(101);
        }
    }
}

/// The trials of one problem: every sample, then the generated inputs.
pub fn trials(krate: &str, binary: &Path) -> anyhow::Result<Vec<Trial>> {
    let workspace = Workspace::from_current_dir()?;
    let paths = workspace.problem(krate);
    let config = JudgeConfig::load(&workspace.judge_toml())?;
    let mut built = Programs {
        generator: sibling_example(&paths.example_target(Example::Generator)),
        ..Programs::solution(binary)
    };
    let mode = config.problem(krate)?.compare;
    if mode == CompareMode::Checker || mode == CompareMode::Interactive {
        let example = if mode == CompareMode::Interactive {
            Example::Interactor
        } else {
            Example::Checker
        };
        let name = paths.example_target(example);
        let program = Some(sibling_example(&name).with_context(|| {
            format!(
                "{krate} is judged by its example {name}, which is not built: \
                 run `cargo test -p {krate}` (which builds the examples) or `cargo x test {krate}`"
            )
        })?);
        if example == Example::Interactor {
            built.interactor = program;
        } else {
            built.checker = program;
        }
    }
    // Interactive problems: each generated game is played against one of the policies in turn.
    let policies = match (mode, &built.interactor) {
        (CompareMode::Interactive, Some(interactor)) => crate::relay::policies(interactor)?,
        _ => Vec::new(),
    };
    let config = Arc::new(config);
    let samples = paths.samples()?;
    let unmatched = paths.unmatched_samples()?;
    if samples.is_empty() && unmatched.is_empty() {
        anyhow::bail!(
            "{} has no sample (*.in with its *.out)",
            paths.samples_dir.display()
        );
    }
    let built = Arc::new(built);
    let mut trials = Vec::new();
    // A big input (read through cgt-fast-input) runs a sample with `\r\n` line ends.
    if let Some(missing) = crate::consistency::crlf_sample_missing(&paths) {
        trials.push(Trial::test(format!("{krate}/crlf-sample"), move || {
            Err(Failed::from(missing))
        }));
    }
    // A sample input without its expected output fails on its own; the others still run.
    for (i, line) in unmatched.into_iter().enumerate() {
        let failed = line.contains("has no expected output");
        let trial = Trial::test(format!("{krate}/unmatched-sample-{}", i + 1), move || {
            if failed {
                Err(Failed::from(line))
            } else {
                println!("note: {line}");
                Ok(())
            }
        });
        trials.push(trial);
    }
    for sample in samples {
        let (config, built, krate) = (Arc::clone(&config), Arc::clone(&built), krate.to_string());
        trials.push(Trial::test(format!("{krate}/{}", sample.name), move || {
            let problem = config.problem(&krate)?;
            let result = judge(problem, &built, &sample, Deadline::HangsOnly)?;
            match result.verdict {
                Verdict::Accepted => Ok(()),
                verdict => Err(Failed::from(format!(
                    "{krate} sample {}: {}\n{}",
                    sample.name,
                    verdict.code(),
                    verdict.detail().unwrap_or("")
                ))),
            }
        }));
    }
    for seed in 1..=GENERATED_INPUTS {
        let (config, built, krate) = (Arc::clone(&config), Arc::clone(&built), krate.to_string());
        let name = format!("{krate}/generated-{seed}");
        let Some(generator) = built.generator.clone() else {
            // `cargo test --test samples` builds no example: say so rather than pass silently.
            trials.push(
                Trial::test(name, || Ok(()))
                    .with_ignored_flag(true)
                    .with_kind("the generator example is not built (run `cargo test -p <crate>`)"),
            );
            continue;
        };
        if !policies.is_empty() {
            let policy = policies[seed as usize % policies.len()].clone();
            trials.push(Trial::test(name, move || {
                generated_game(&config, &built, &krate, &generator, &policy, seed)
            }));
            continue;
        }
        trials.push(Trial::test(name, move || {
            let problem = config.problem(&krate)?;
            let input = generate(&generator, &["random", "--seed", &seed.to_string()])?;
            let limits = Limits {
                time: Deadline::HangsOnly.for_problem(problem),
                cpu: None,
                memory_kib: Some(problem.memory_limit_mib * 1024),
                output_bytes: OUTPUT_LIMIT_BYTES,
            };
            let outcome = run_with(&built.solution, Input::Bytes(input.as_bytes()), &limits)?;
            let failure = match (outcome.killed, outcome.status) {
                (Some(Kill::Time), _) | (None, None) => {
                    killed_at_deadline(&outcome, limits.time, problem.time_limit_ms)
                }
                (Some(Kill::Memory), _) => "killed past the memory limit (MLE)".to_string(),
                (Some(Kill::Output), _) => "killed past the output limit (OLE)".to_string(),
                (None, Some(status)) if !status.success() => status.to_string(),
                (None, Some(_)) if outcome.stdout.is_empty() => "no output".to_string(),
                (None, Some(_)) => return Ok(()),
            };
            Err(Failed::from(format!(
                "{krate} on `cargo x gen {krate} --seed {seed}`: {failure}, {} bytes of output\n{}",
                outcome.stdout.len(),
                String::from_utf8_lossy(&outcome.stderr)
            )))
        }));
    }
    Ok(trials)
}

/// Why a run was killed at the deadline of this step: a hang (it waited, using almost no CPU)
/// or a slow run (it computed), with the CPU time it used, the deadline and the build profile.
pub fn killed_at_deadline(outcome: &RunOutcome, deadline: Duration, time_limit_ms: u64) -> String {
    let (wall, cpu) = (
        outcome.elapsed.as_secs_f64(),
        outcome.cpu_time.as_secs_f64(),
    );
    let profile = if cfg!(debug_assertions) {
        "a debug build"
    } else {
        "a release build"
    };
    let step = format!(
        "killed at this step's deadline of {:.1} s wall clock (ten times the {time_limit_ms} ms \
         time limit, at least 10 s), {profile}",
        deadline.as_secs_f64()
    );
    if cpu < 0.1 * wall {
        format!("{step}: it hung, waiting with {cpu:.2} s of CPU in {wall:.1} s (does it read past its input?)")
    } else {
        format!(
            "{step}: it was still computing, {cpu:.2} s of CPU in {wall:.1} s: a slow run or an \
             endless loop, not a wait (time the release build with `cargo x bench`)"
        )
    }
}

/// Interactive problems: the solution must win the generated game `seed` against `policy`.
fn generated_game(
    config: &JudgeConfig,
    built: &Programs,
    krate: &str,
    generator: &Path,
    policy: &str,
    seed: u64,
) -> Result<(), Failed> {
    let problem = config.problem(krate)?;
    let game = generate(generator, &["random", "--seed", &seed.to_string()])?;
    let input = crate::relay::test_input(&game, policy, seed);
    let time = Deadline::HangsOnly.for_problem(problem);
    let (verdict, _) =
        crate::judge::judge_input(problem, built, Input::Bytes(input.as_bytes()), "", time)?;
    match verdict {
        Verdict::Accepted => Ok(()),
        verdict => Err(Failed::from(format!(
            "{krate} on `cargo x gen {krate} --seed {seed}` against `{policy}`: {}\n{}",
            verdict.code(),
            verdict.detail().unwrap_or("")
        ))),
    }
}

/// An example of this package that cargo built beside the running test binary
/// (`<target>/<profile>/deps/<test>` and `<target>/<profile>/examples/<name>`).
fn sibling_example(name: &str) -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let path = exe.parent()?.parent()?.join("examples").join(name);
    path.is_file().then_some(path)
}

#[cfg(test)]
mod tests;
