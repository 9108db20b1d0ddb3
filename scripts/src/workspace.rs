//! Where things are: the workspace root, its problem crates and their samples.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// The workspace root (the folder holding `judge.toml`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

pub fn judge_toml() -> PathBuf {
    root().join("judge.toml")
}

/// Where `cargo x` builds problem binaries: a target folder of its own, so that it never waits
/// for the lock of a `cargo` that is running it.
pub fn target_dir() -> PathBuf {
    root().join("target").join("x")
}

/// The names of the crates under `problems/`, sorted.
pub fn problem_crates() -> Result<Vec<String>> {
    let dir = root().join("problems");
    let mut crates = Vec::new();
    for entry in
        std::fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))?
    {
        let path = entry?.path();
        if path.join("Cargo.toml").is_file() {
            crates.push(path.file_name().unwrap().to_string_lossy().into_owned());
        }
    }
    crates.sort();
    Ok(crates)
}

/// One sample: `samples/<crate>/<name>.in` and its expected `<name>.out`.
#[derive(Debug, Clone)]
pub struct Sample {
    pub name: String,
    pub input: PathBuf,
    pub output: PathBuf,
}

pub fn samples_dir(krate: &str) -> PathBuf {
    root().join("samples").join(krate)
}

/// The samples of `krate`, in natural order (`2` before `10`). Every `.in` needs its `.out`.
pub fn samples(krate: &str) -> Result<Vec<Sample>> {
    let dir = samples_dir(krate);
    let mut samples = Vec::new();
    let entries =
        std::fs::read_dir(&dir).with_context(|| format!("cannot list {}", dir.display()))?;
    for entry in entries {
        let input = entry?.path();
        if input.extension().is_some_and(|e| e == "in") {
            let output = input.with_extension("out");
            if !output.is_file() {
                bail!(
                    "{} has no expected output {}",
                    input.display(),
                    output.display()
                );
            }
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            samples.push(Sample {
                name,
                input,
                output,
            });
        }
    }
    samples.sort_by_key(|sample| natural_key(&sample.name));
    Ok(samples)
}

fn natural_key(name: &str) -> (u64, String) {
    let digits: String = name.chars().take_while(|c| c.is_ascii_digit()).collect();
    (digits.parse().unwrap_or(u64::MAX), name.to_string())
}

/// Where every problem's `Cargo.toml` points its `samples` test (see `crate::harness`).
pub const SAMPLE_TEST_PATH: &str = "../../scripts/harness/problem.rs";

/// Problems whose crate, `judge.toml` entry, samples and generator do not all exist together.
pub fn inconsistencies(config: &crate::config::JudgeConfig) -> Result<Vec<String>> {
    let crates = problem_crates()?;
    let mut problems = Vec::new();
    for krate in &crates {
        if !config.problems.contains_key(krate) {
            problems.push(format!(
                "problems/{krate} has no [problems.{krate}] in judge.toml"
            ));
        }
        if crate::gen::generator(krate).is_err() {
            problems.push(format!(
                "problems/{krate} has no generator in scripts/src/gen/"
            ));
        }
        let manifest = root().join("problems").join(krate).join("Cargo.toml");
        let manifest_text = std::fs::read_to_string(&manifest).unwrap_or_default();
        if !manifest_text.contains(SAMPLE_TEST_PATH) {
            problems.push(format!(
                "problems/{krate}/Cargo.toml has no [[test]] at {SAMPLE_TEST_PATH} (its samples would never run)"
            ));
        }
        match samples(krate) {
            Ok(list) if list.is_empty() => problems.push(format!("samples/{krate} has no *.in")),
            Ok(_) => {}
            Err(error) => problems.push(format!("{error:#}")),
        }
    }
    for name in config.problems.keys() {
        if !crates.contains(name) {
            problems.push(format!(
                "judge.toml has [problems.{name}] but there is no problems/{name}"
            ));
        }
    }
    let samples_root = root().join("samples");
    if let Ok(entries) = std::fs::read_dir(&samples_root) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !crates.contains(&name) {
                problems.push(format!("samples/{name} belongs to no crate in problems/"));
            }
        }
    }
    Ok(problems)
}

/// Writes `text` to `path` through a temporary file beside it, so the file is either the old one
/// or the whole new one, never half-written.
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let dir = path.parent().context("a file path has a parent folder")?;
    let file = tempfile::NamedTempFile::new_in(dir)?;
    std::fs::write(file.path(), text)?;
    file.persist(path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}
