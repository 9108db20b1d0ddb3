//! `cargo test`: every problem's real release binary on every `samples/<crate>/*.in`, compared with
//! the `.out` by the problem's compare mode; on random inputs from its generator, where it must
//! finish cleanly; plus a check that crates, judge.toml, samples and generators agree.

use libtest_mimic::{Arguments, Failed, Trial};
use scripts::build::build_release;
use scripts::config::JudgeConfig;
use scripts::judge::{judge, Deadline, Verdict};
use scripts::run::run;
use scripts::{gen, workspace};
use std::sync::Arc;

fn main() {
    scripts::run::serve_as_launcher_if_asked();
    let args = Arguments::from_args();
    let trials = match trials() {
        Ok(trials) => trials,
        Err(error) => {
            eprintln!("error: {error:#}");
            std::process::exit(101);
        }
    };
    libtest_mimic::run(&args, trials).exit();
}

/// Random inputs per problem on which the solution must run cleanly.
const GENERATED_INPUTS: u64 = 3;

fn trials() -> anyhow::Result<Vec<Trial>> {
    let config = Arc::new(JudgeConfig::load(&workspace::judge_toml())?);
    let mut trials = vec![Trial::test(
        "workspace: crates, judge.toml and samples agree",
        {
            let config = Arc::clone(&config);
            move || {
                let problems = workspace::inconsistencies(&config)?;
                if problems.is_empty() {
                    Ok(())
                } else {
                    Err(problems.join("\n").into())
                }
            }
        },
    )];
    let crates: Vec<String> = workspace::problem_crates()?
        .into_iter()
        .filter(|krate| config.problems.contains_key(krate))
        .collect();
    let binaries = build_release(&crates)?;
    for (krate, binary) in crates.into_iter().zip(binaries) {
        if let Ok(generator) = gen::generator(&krate) {
            for seed in 1..=GENERATED_INPUTS {
                let config = Arc::clone(&config);
                let binary = binary.clone();
                let krate = krate.clone();
                trials.push(Trial::test(format!("{krate}/generated-{seed}"), move || {
                    let input = tempfile::NamedTempFile::new()?;
                    std::fs::write(input.path(), (generator.random)(&mut gen::rng(seed)))?;
                    let deadline = Deadline::HangsOnly.for_problem(config.problem(&krate)?);
                    let outcome = run(&binary, input.path(), deadline)?;
                    match outcome.status {
                        Some(status) if status.success() && !outcome.stdout.is_empty() => Ok(()),
                        status => Err(Failed::from(format!(
                            "{krate} on `cargo x gen {krate} --seed {seed}`: {}, {} bytes of output\n{}",
                            status.map_or("killed (hung)".to_string(), |s| s.to_string()),
                            outcome.stdout.len(),
                            String::from_utf8_lossy(&outcome.stderr)
                        ))),
                    }
                }));
            }
        }
        for sample in workspace::samples(&krate).unwrap_or_default() {
            let config = Arc::clone(&config);
            let binary = binary.clone();
            let krate = krate.clone();
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
    }
    Ok(trials)
}
