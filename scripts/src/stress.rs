//! `cargo x stress`: small generated inputs through the real release binary and through the
//! crate's brute force (`problems/<crate>/examples/brute.rs`, which plays the game from its
//! definition), compared by the problem's compare mode, until they disagree.

use crate::build::{build_release, cargo};
use crate::compare::compare;
use crate::config::JudgeConfig;
use crate::run::run;
use crate::{gen, workspace};
use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::time::Duration;

/// The brute force of `krate`, if it has one.
pub fn brute_source(krate: &str) -> Option<PathBuf> {
    let path = workspace::root()
        .join("problems")
        .join(krate)
        .join("examples/brute.rs");
    path.is_file().then_some(path)
}

/// Builds the brute force of `krate` in release mode and returns its path.
pub fn build_brute(krate: &str) -> Result<PathBuf> {
    if brute_source(krate).is_none() {
        bail!("{krate} has no brute force: problems/{krate}/examples/brute.rs does not exist");
    }
    let target = workspace::target_dir();
    let status = cargo()
        .current_dir(workspace::root())
        .args(["build", "--release", "--quiet", "--example", "brute"])
        .args(["--package", krate, "--target-dir"])
        .arg(&target)
        .status()
        .context("cannot run cargo build")?;
    if !status.success() {
        bail!("cargo build --release --example brute -p {krate} failed ({status})");
    }
    Ok(target.join("release/examples/brute"))
}

/// What a stress run found.
pub enum Finding {
    /// Every seed agreed.
    Agreed { seeds: u64 },
    /// The first seed on which the solution and the brute force disagree; the input and the brute
    /// force's output are saved as a new sample.
    Disagreed {
        seed: u64,
        input: PathBuf,
        output: PathBuf,
        report: String,
    },
}

/// Runs seeds `first..first + count` of `krate`'s small generator through the solution and the
/// brute force.
pub fn stress(config: &JudgeConfig, krate: &str, first: u64, count: u64) -> Result<Finding> {
    let problem = config.problem(krate)?;
    let generator = gen::generator(krate)?;
    let Some(small) = generator.small else {
        bail!("{krate} has no small-input generator (`small` in scripts/src/gen/), so nothing to stress with");
    };
    let brute = build_brute(krate)?;
    let solution = build_release(&[krate.to_string()])?.remove(0);
    // The brute force may be slow; the solution gets the problem's own limit.
    let brute_deadline = Duration::from_secs(60);
    let solution_deadline =
        Duration::from_millis(problem.time_limit_ms).max(Duration::from_secs(2));
    for seed in first..first + count {
        let text = small(&mut gen::rng(seed));
        let input = tempfile::NamedTempFile::new()?;
        std::fs::write(input.path(), &text)?;
        let expected = run(&brute, input.path(), brute_deadline)?;
        let describe = |what: &str| format!("{what} on seed {seed}; input:\n{}", clip(&text));
        match expected.status {
            Some(status) if status.success() => {}
            Some(status) => bail!(
                "{}\nthe brute force failed ({status}): {}",
                describe("the brute force failed"),
                String::from_utf8_lossy(&expected.stderr)
            ),
            None => bail!("{}", describe("the brute force ran past 60 s")),
        }
        let expected = String::from_utf8_lossy(&expected.stdout).into_owned();
        let actual = run(&solution, input.path(), solution_deadline)?;
        let report = match actual.status {
            None => Some("the solution ran past its time limit (TLE)".to_string()),
            Some(status) if !status.success() => Some(format!(
                "the solution failed ({status}): {}",
                String::from_utf8_lossy(&actual.stderr).trim_end()
            )),
            Some(_) => compare(
                problem.compare,
                &expected,
                &String::from_utf8_lossy(&actual.stdout),
            ),
        };
        if let Some(report) = report {
            let dir = workspace::samples_dir(krate);
            let input_path = dir.join(format!("stress-{seed}.in"));
            let output_path = dir.join(format!("stress-{seed}.out"));
            workspace::write_atomically(&input_path, &text)?;
            workspace::write_atomically(&output_path, &expected)?;
            return Ok(Finding::Disagreed {
                seed,
                input: input_path,
                output: output_path,
                report: format!("input:\n{}{report}", clip(&text)),
            });
        }
    }
    Ok(Finding::Agreed { seeds: count })
}

/// The first 30 lines of `text`.
fn clip(text: &str) -> String {
    const LINES: usize = 30;
    let lines: Vec<&str> = text.lines().collect();
    let mut shown = lines[..lines.len().min(LINES)].join("\n") + "\n";
    if lines.len() > LINES {
        shown.push_str(&format!("... ({} more lines)\n", lines.len() - LINES));
    }
    shown
}
