//! `cargo x check <crate>...` and `cargo x ci`: everything CI checks, as steps that each print one
//! line with their verdict and time, and what they printed only when they fail.
//!
//! Each step is a process of its own (cargo, or `cargo x` itself for stress and bundle), so a
//! step's output is captured whole and Ctrl-C reaches it as it reaches `cargo x`.

use crate::build::cargo;
use crate::workspace;
use anyhow::{Context, Result};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// One step: a name and the command that runs it.
pub struct Step {
    pub name: String,
    pub command: Command,
}

impl Step {
    fn cargo(name: &str, args: &[&str]) -> Step {
        let mut command = cargo();
        command.current_dir(workspace::root()).args(args);
        Step {
            name: name.to_string(),
            command,
        }
    }

    fn x(name: &str, args: &[&str]) -> Result<Step> {
        let mut command = Command::new(crate::run::this_program()?);
        command.current_dir(workspace::root()).args(args);
        Ok(Step {
            name: name.to_string(),
            command,
        })
    }
}

/// What a step did.
pub struct Outcome {
    pub name: String,
    pub ok: bool,
    pub elapsed: Duration,
}

/// Most lines of a failed step's output shown.
const FAILURE_LINES: usize = 60;

/// Runs `steps` one after the other (all of them, even after a failure, so that one run shows
/// everything that is wrong), printing a line for each; returns what each did.
pub fn run_steps(steps: Vec<Step>) -> Result<Vec<Outcome>> {
    let mut outcomes = Vec::new();
    for mut step in steps {
        let start = Instant::now();
        let output = step
            .command
            .output()
            .with_context(|| format!("cannot run the step {}", step.name))?;
        crate::interrupt::check()?;
        let elapsed = start.elapsed();
        let ok = output.status.success();
        println!(
            "  {:<8} {:<6} {:>6.1} s",
            step.name,
            if ok { "ok" } else { "FAILED" },
            elapsed.as_secs_f64()
        );
        if !ok {
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
            let lines: Vec<&str> = text.lines().collect();
            let shown = &lines[lines.len().saturating_sub(FAILURE_LINES)..];
            if shown.len() < lines.len() {
                println!("      ... ({} lines before)", lines.len() - shown.len());
            }
            for line in shown {
                println!("      {line}");
            }
        }
        outcomes.push(Outcome {
            name: step.name,
            ok,
            elapsed,
        });
    }
    Ok(outcomes)
}

/// The closing lines: the total time and the failed steps, then `<what>: N passed, N failed`
/// alone on the last line (the form CI reads).
pub fn summary(what: &str, outcomes: &[Outcome]) -> String {
    let passed = outcomes.iter().filter(|o| o.ok).count();
    let total: Duration = outcomes.iter().map(|o| o.elapsed).sum();
    let failed: Vec<&str> = outcomes
        .iter()
        .filter(|o| !o.ok)
        .map(|o| o.name.as_str())
        .collect();
    let mut text = format!(
        "  {:<8} {:<6} {:>6.1} s\n",
        "total",
        "",
        total.as_secs_f64()
    );
    if !failed.is_empty() {
        text.push_str(&format!("failed: {}\n", failed.join(", ")));
    }
    text.push_str(&format!("{what}: {passed} passed, {} failed", failed.len()));
    text
}

/// Clippy's arguments for code that is never submitted (brute forces, generators, checkers,
/// explore programs, tests): today's toolchain, so the MSRV lint is off.
pub const CLIPPY_TOOLING: &[&str] = &["--", "-D", "warnings", "-A", "clippy::incompatible_msrv"];

/// Clippy's arguments for submitted code (a solution and its topics): held to the judges' MSRV
/// (`rust-version` of each package) by `clippy::incompatible_msrv`.
pub const CLIPPY_SUBMITTED: &[&str] = &["--", "-D", "warnings", "-W", "clippy::incompatible_msrv"];

/// The topic crates (`cgt-*`) a package depends on, directly or through other topics.
pub fn topics_of(manifest: &Path) -> Result<Vec<String>> {
    let mut found: Vec<String> = Vec::new();
    let mut queue = vec![manifest.to_path_buf()];
    while let Some(manifest) = queue.pop() {
        let text = std::fs::read_to_string(&manifest)
            .with_context(|| format!("cannot read {}", manifest.display()))?;
        let table: toml::Table = toml::from_str(&text)
            .with_context(|| format!("{} is not valid TOML", manifest.display()))?;
        let Some(deps) = table.get("dependencies").and_then(|d| d.as_table()) else {
            continue;
        };
        for name in deps.keys().filter(|name| name.starts_with("cgt-")) {
            if !found.contains(name) {
                found.push(name.clone());
                let dir = workspace::root().join("common").join(&name["cgt-".len()..]);
                queue.push(dir.join("Cargo.toml"));
            }
        }
    }
    found.sort();
    Ok(found)
}

/// The steps of `cargo x check` for `crates`.
pub fn check_steps(crates: &[String], seeds: u64) -> Result<Vec<Step>> {
    let mut packages: Vec<&str> = Vec::new();
    for krate in crates {
        packages.extend(["-p", krate]);
    }
    let mut topics = Vec::new();
    for krate in crates {
        for topic in topics_of(
            &workspace::root()
                .join("problems")
                .join(krate)
                .join("Cargo.toml"),
        )? {
            if !topics.contains(&topic) {
                topics.push(topic);
            }
        }
    }
    let mut fmt = vec!["fmt"];
    fmt.extend(&packages);
    fmt.extend(["--", "--check"]);
    let mut tooling = vec!["clippy", "--all-targets"];
    tooling.extend(&packages);
    tooling.extend(CLIPPY_TOOLING);
    let mut submitted = vec!["clippy", "--bins"];
    submitted.extend(&packages);
    submitted.extend(CLIPPY_SUBMITTED);
    let mut topic_lint = vec!["clippy", "--lib"];
    for topic in &topics {
        topic_lint.extend(["-p", topic]);
    }
    topic_lint.extend(CLIPPY_SUBMITTED);
    let mut test = vec!["test"];
    test.extend(&packages);
    let seeds = seeds.to_string();
    let mut stress = vec!["stress", "--seeds", &seeds];
    stress.extend(crates.iter().map(String::as_str));
    let mut bundle = vec!["bundle"];
    bundle.extend(crates.iter().map(String::as_str));

    let mut steps = vec![
        Step::cargo("fmt", &fmt),
        Step::cargo("clippy", &tooling),
        Step::cargo("msrv", &submitted),
    ];
    if !topics.is_empty() {
        steps.push(Step::cargo("topics", &topic_lint));
    }
    steps.push(Step::cargo("test", &test));
    steps.push(Step::x("stress", &stress)?);
    steps.push(Step::x("bundle", &bundle)?);
    Ok(steps)
}

/// The steps of `cargo x ci`: the whole workspace.
pub fn ci_steps(seeds: u64) -> Result<Vec<Step>> {
    let seeds = seeds.to_string();
    let mut tooling = vec!["clippy", "--workspace", "--all-targets"];
    tooling.extend(CLIPPY_TOOLING);
    let mut submitted = vec!["clippy", "--workspace", "--lib", "--bins"];
    submitted.extend(CLIPPY_SUBMITTED);
    Ok(vec![
        Step::cargo("fmt", &["fmt", "--all", "--", "--check"]),
        Step::cargo("clippy", &tooling),
        Step::cargo("msrv", &submitted),
        Step::cargo("test", &["test", "--workspace"]),
        Step::x("stress", &["stress", "--all", "--seeds", &seeds])?,
        Step::x("bundle", &["bundle", "--all"])?,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_names_the_failed_steps() {
        let outcomes = vec![
            Outcome {
                name: "fmt".into(),
                ok: true,
                elapsed: Duration::from_millis(400),
            },
            Outcome {
                name: "stress".into(),
                ok: false,
                elapsed: Duration::from_millis(1600),
            },
        ];
        assert_eq!(
            summary("check", &outcomes),
            "  total              2.0 s\nfailed: stress\ncheck: 1 passed, 1 failed"
        );
    }

    #[test]
    fn a_problem_lints_the_topics_it_uses_and_theirs() {
        let topics = topics_of(&workspace::root().join("problems/poj-2234/Cargo.toml")).unwrap();
        assert_eq!(topics, ["cgt-fast-input", "cgt-nim"]);
    }
}
