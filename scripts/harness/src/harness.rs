//! The per-problem test harness behind `scripts/harness/problem.rs`: one problem's binary on its
//! samples and on inputs from its generator (the example `<crate>-gen`, which `cargo test`
//! builds beside this test), as libtest trials.

use crate::config::{CompareMode, JudgeConfig};
use crate::judge::{judge, Deadline, Verdict};
use crate::run::{run_with, Input, Kill, Limits, OUTPUT_LIMIT_BYTES};
use crate::workspace;
use anyhow::Context;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Random inputs per problem on which the solution must run cleanly.
pub const GENERATED_INPUTS: u64 = 3;

/// Runs the trials of problem `krate` whose binary is `binary`, and exits.
pub fn main(krate: &str, binary: &Path) -> ! {
    crate::run::serve_as_launcher_if_asked();
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
    let mut config = JudgeConfig::load(&workspace::judge_toml())?;
    let mode = config.problem(krate)?.compare;
    if mode == CompareMode::Checker || mode == CompareMode::Interactive {
        // Interactive problems: the interactor takes the checker's place.
        let example = if mode == CompareMode::Interactive {
            workspace::interactor_example(krate)
        } else {
            workspace::checker_example(krate)
        };
        let checker = sibling_example(&example).with_context(|| {
            format!(
                "{krate} is judged by its example {example}, which is not built: \
                 run `cargo test -p {krate}` (which builds the examples) or `cargo x test {krate}`"
            )
        })?;
        config.set_checker(krate, checker);
    }
    // Interactive problems: each generated game is played against one of the policies in turn.
    let policies = match (mode, &config.problem(krate)?.checker) {
        (CompareMode::Interactive, Some(interactor)) => crate::interact::policies(interactor)?,
        _ => Vec::new(),
    };
    let config = Arc::new(config);
    let samples = workspace::samples(krate)?;
    if samples.is_empty() {
        anyhow::bail!(
            "{} has no sample (*.in with its *.out)",
            workspace::samples_dir(krate).display()
        );
    }
    let binary: Arc<PathBuf> = Arc::new(binary.to_path_buf());
    let mut trials = Vec::new();
    for sample in samples {
        let (config, binary, krate) = (Arc::clone(&config), Arc::clone(&binary), krate.to_string());
        trials.push(Trial::test(format!("{krate}/{}", sample.name), move || {
            let problem = config.problem(&krate)?;
            let result = judge(&binary, &sample, problem, Deadline::HangsOnly)?;
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
    let generator = sibling_example(&workspace::gen_example(krate));
    for seed in 1..=GENERATED_INPUTS {
        let (config, binary, krate) = (Arc::clone(&config), Arc::clone(&binary), krate.to_string());
        let name = format!("{krate}/generated-{seed}");
        let Some(generator) = generator.clone() else {
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
                generated_game(&config, &binary, &krate, &generator, &policy, seed)
            }));
            continue;
        }
        trials.push(Trial::test(name, move || {
            let problem = config.problem(&krate)?;
            let input = generate(&generator, &["random", "--seed", &seed.to_string()])?;
            let limits = Limits {
                time: Deadline::HangsOnly.for_problem(problem),
                memory_kib: Some(problem.memory_limit_mib * 1024),
                output_bytes: OUTPUT_LIMIT_BYTES,
            };
            let outcome = run_with(&binary, Input::Bytes(input.as_bytes()), &limits)?;
            let failure = match (outcome.killed, outcome.status) {
                (Some(Kill::Time), _) | (None, None) => "killed: it hung".to_string(),
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

/// Interactive problems: the solution must win the generated game `seed` against `policy`.
fn generated_game(
    config: &JudgeConfig,
    binary: &Path,
    krate: &str,
    generator: &Path,
    policy: &str,
    seed: u64,
) -> Result<(), Failed> {
    let problem = config.problem(krate)?;
    let game = generate(generator, &["random", "--seed", &seed.to_string()])?;
    let input = crate::interact::test_input(&game, policy, seed);
    let time = Deadline::HangsOnly.for_problem(problem);
    let (verdict, _) =
        crate::judge::judge_input(binary, Input::Bytes(input.as_bytes()), "", problem, time)?;
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

/// What the generator program `generator` (a problem's `<crate>-gen`, see `oracle::gen`) prints
/// when asked `request`, e.g. `["random", "--seed", "3"]`.
pub fn generate(generator: &Path, request: &[&str]) -> anyhow::Result<String> {
    let args: Vec<&std::ffi::OsStr> = request.iter().map(|arg| arg.as_ref()).collect();
    let outcome = crate::run::run_with_args(
        generator,
        &args,
        Input::Bytes(b""),
        &Limits {
            time: GENERATOR_TIME,
            memory_kib: None,
            output_bytes: OUTPUT_LIMIT_BYTES,
        },
    )?;
    match outcome.status {
        Some(status) if status.success() && outcome.killed.is_none() => {
            Ok(String::from_utf8_lossy(&outcome.stdout).into_owned())
        }
        _ => anyhow::bail!(
            "`{} {}` failed: {}",
            generator.display(),
            request.join(" "),
            String::from_utf8_lossy(&outcome.stderr).trim_end()
        ),
    }
}

/// How long a generator may take for one input.
pub const GENERATOR_TIME: std::time::Duration = std::time::Duration::from_secs(60);
