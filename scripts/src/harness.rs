//! The per-problem test harness behind `scripts/harness/problem.rs`: one problem's binary on its
//! samples and on generated inputs, as libtest trials.

use crate::config::JudgeConfig;
use crate::judge::{judge, Deadline, Verdict};
use crate::run::{run_with, Input, Kill, Limits, OUTPUT_LIMIT_BYTES};
use crate::{gen, workspace};
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
    let config = Arc::new(JudgeConfig::load(&workspace::judge_toml())?);
    config.problem(krate)?;
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
    let generator = gen::generator(krate)?;
    for seed in 1..=GENERATED_INPUTS {
        let (config, binary, krate) = (Arc::clone(&config), Arc::clone(&binary), krate.to_string());
        trials.push(Trial::test(
            format!("{krate}/generated-{seed}"),
            move || {
                let problem = config.problem(&krate)?;
                let input = (generator.random)(&mut gen::rng(seed));
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
            },
        ));
    }
    Ok(trials)
}
