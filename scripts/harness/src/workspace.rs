//! Where things are: the workspace root, its problem crates and their samples.
//!
//! The root is found when the tool runs, never when it is compiled: cargo reuses one compiled
//! `x` for every checkout that shares a target folder, and a checkout may be copied or moved
//! after it was built.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The nearest folder at or above `start` that holds `judge.toml` and a `Cargo.toml` with a
/// `[workspace]` table, as cargo looks for its workspace.
pub fn find_root(start: &Path) -> Result<PathBuf> {
    for dir in start.ancestors() {
        if dir.join("judge.toml").is_file() && declares_workspace(&dir.join("Cargo.toml")) {
            return Ok(dir.to_path_buf());
        }
    }
    bail!(
        "{} is not inside this workspace: no folder above it holds judge.toml beside a Cargo.toml \
         with [workspace]",
        start.display()
    )
}

fn declares_workspace(manifest: &Path) -> bool {
    std::fs::read_to_string(manifest).is_ok_and(|text| {
        text.parse::<toml::Table>()
            .is_ok_and(|table| table.contains_key("workspace"))
    })
}

/// The workspace root, found from the current folder upward (once per process).
pub fn try_root() -> Result<PathBuf> {
    static ROOT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    ROOT.get_or_init(|| {
        let here = std::env::current_dir().map_err(|e| format!("no current folder: {e}"))?;
        let here = here.canonicalize().unwrap_or(here);
        find_root(&here).map_err(|e| format!("{e:#}"))
    })
    .clone()
    .map_err(anyhow::Error::msg)
}

/// The workspace root (the folder holding `judge.toml`). Panics with [`try_root`]'s message
/// outside a workspace; `cargo x` checks that first and says so as an error.
pub fn root() -> PathBuf {
    try_root().unwrap_or_else(|error| panic!("{error:#}"))
}

pub fn judge_toml() -> PathBuf {
    root().join("judge.toml")
}

/// Where `cargo x` builds problem binaries: a target folder of its own, so that it never waits
/// for the lock of a `cargo` that is running it, and always inside this checkout (whatever
/// `CARGO_TARGET_DIR` says), so that two checkouts never share these binaries.
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

/// The name of the example target `problems/<krate>/examples/brute.rs` is built as: its own in
/// the workspace, since cargo puts every example of a profile in one folder.
pub fn brute_example(krate: &str) -> String {
    format!("{krate}-brute")
}

/// The name of the example target `problems/<krate>/examples/gen.rs` (the generator) is built as.
pub fn gen_example(krate: &str) -> String {
    format!("{krate}-gen")
}

/// The name of the example target `problems/<krate>/examples/checker.rs` is built as (problems
/// with `compare = "checker"`).
pub fn checker_example(krate: &str) -> String {
    format!("{krate}-checker")
}

/// The name of the example target `problems/<krate>/examples/interactor.rs` is built as
/// (problems with `compare = "interactive"`).
pub fn interactor_example(krate: &str) -> String {
    format!("{krate}-interactor")
}

/// `problems/<krate>/examples/<file>`, if it exists.
pub fn example_source(krate: &str, file: &str) -> Option<PathBuf> {
    let path = root()
        .join("problems")
        .join(krate)
        .join("examples")
        .join(file);
    path.is_file().then_some(path)
}

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
        let manifest = root().join("problems").join(krate).join("Cargo.toml");
        let manifest_text = std::fs::read_to_string(&manifest).unwrap_or_default();
        let gen = format!("name = \"{}\"", gen_example(krate));
        if example_source(krate, "gen.rs").is_none() {
            problems.push(format!("problems/{krate} has no generator examples/gen.rs"));
        } else if !manifest_text.contains(&gen) {
            problems.push(format!(
                "problems/{krate}/Cargo.toml has no [[example]] {gen} for examples/gen.rs"
            ));
        }
        if config
            .problems
            .get(krate)
            .is_some_and(|p| p.compare == crate::config::CompareMode::Checker)
        {
            let checker = format!("name = \"{}\"", checker_example(krate));
            if example_source(krate, "checker.rs").is_none() || !manifest_text.contains(&checker) {
                problems.push(format!(
                    "problems/{krate} has compare = \"checker\" but no examples/checker.rs built as [[example]] {checker}"
                ));
            }
        }
        if config
            .problems
            .get(krate)
            .is_some_and(|p| p.compare == crate::config::CompareMode::Interactive)
        {
            let interactor = format!("name = \"{}\"", interactor_example(krate));
            if example_source(krate, "interactor.rs").is_none()
                || !manifest_text.contains(&interactor)
            {
                problems.push(format!(
                    "problems/{krate} has compare = \"interactive\" but no examples/interactor.rs built as [[example]] {interactor}"
                ));
            }
        }
        if !manifest_text.contains(SAMPLE_TEST_PATH) {
            problems.push(format!(
                "problems/{krate}/Cargo.toml has no [[test]] at {SAMPLE_TEST_PATH} (its samples would never run)"
            ));
        }
        let brute = format!("name = \"{}\"", brute_example(krate));
        if root()
            .join("problems")
            .join(krate)
            .join("examples/brute.rs")
            .is_file()
            && !manifest_text.contains(&brute)
        {
            problems.push(format!(
                "problems/{krate}/Cargo.toml has no [[example]] {brute} for examples/brute.rs (each crate's brute force needs a name of its own)"
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

/// Copies a checkout's sources (not `target/`, `bundled/` or `.git/`) from `from` into `to`,
/// for tests that need a workspace of their own.
pub fn copy_sources(from: &Path, to: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        if [".git", "target", "bundled"]
            .iter()
            .any(|skip| name == *skip)
        {
            continue;
        }
        let (source, dest) = (entry.path(), to.join(&name));
        if entry.file_type()?.is_dir() {
            std::fs::create_dir_all(&dest)?;
            copy_sources(&source, &dest)?;
        } else {
            std::fs::copy(&source, &dest)?;
        }
    }
    Ok(())
}

/// Writes `text` to `path` through a temporary file beside it, so the file is either the old one
/// or the whole new one, never half-written. The file keeps the mode of the one it replaces, or
/// gets 0644 (a temporary file alone would be 0600).
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    write_bytes_atomically(path, text.as_bytes(), None)
}

/// [`write_atomically`] with a given mode (`None`: the old file's, or 0644).
pub fn write_bytes_atomically(path: &Path, bytes: &[u8], mode: Option<u32>) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let dir = path.parent().context("a file path has a parent folder")?;
    let mode = mode.unwrap_or_else(|| {
        std::fs::metadata(path).map_or(0o644, |m| m.permissions().mode() & 0o7777)
    });
    let file = tempfile::NamedTempFile::new_in(dir)?;
    std::fs::write(file.path(), bytes)?;
    std::fs::set_permissions(file.path(), std::fs::Permissions::from_mode(mode))?;
    file.persist(path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_is_the_nearest_workspace_with_judge_toml() {
        let dir = tempfile::tempdir().unwrap();
        let outer = dir.path();
        std::fs::write(outer.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
        std::fs::write(outer.join("judge.toml"), "").unwrap();
        // A package (no [workspace]) with its own judge.toml is not a root.
        let package = outer.join("problems/p");
        std::fs::create_dir_all(package.join("src")).unwrap();
        std::fs::write(package.join("Cargo.toml"), "[package]\nname = \"p\"\n").unwrap();
        std::fs::write(package.join("judge.toml"), "").unwrap();
        assert_eq!(find_root(&package.join("src")).unwrap(), outer);
        // A nested workspace with a judge.toml is the nearer root.
        let inner = outer.join("copy");
        std::fs::create_dir_all(&inner).unwrap();
        std::fs::write(inner.join("Cargo.toml"), "[workspace]\n").unwrap();
        std::fs::write(inner.join("judge.toml"), "").unwrap();
        assert_eq!(find_root(&inner).unwrap(), inner);
    }

    #[test]
    fn atomic_writes_are_0644_or_keep_the_old_mode() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.rs");
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        write_atomically(&path, "one").unwrap();
        assert_eq!(mode(&path), 0o644);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        write_atomically(&path, "two").unwrap();
        assert_eq!(mode(&path), 0o755);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn outside_a_workspace_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let error = format!("{:#}", find_root(dir.path()).unwrap_err());
        assert!(error.contains("is not inside this workspace"), "{error}");
    }
}
