//! Every path of the workspace and of a problem, named once: [`Workspace`] (the root and what
//! sits at the top) and [`ProblemPaths`] (one problem's crate, samples, examples and bundle).
//! Nothing else joins `problems`, `samples`, `common` or `bundled` by hand.
//!
//! The root is found when the tool runs, never when it is compiled ([`find_root`]): cargo
//! reuses one compiled `x` for every checkout that shares a target folder, and a checkout may be
//! copied or moved after it was built.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// A checkout of this workspace: the folder holding `judge.toml` beside a `Cargo.toml` with
/// `[workspace]` (see [`find_root`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Workspace {
    pub root: PathBuf,
}

impl Workspace {
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Workspace { root: root.into() }
    }

    /// The workspace around the current folder.
    pub fn from_current_dir() -> Result<Self> {
        let here = std::env::current_dir().context("no current folder")?;
        let here = here.canonicalize().unwrap_or(here);
        Ok(Workspace::new(find_root(&here)?))
    }

    pub fn judge_toml(&self) -> PathBuf {
        self.root.join("judge.toml")
    }

    pub fn problems_dir(&self) -> PathBuf {
        self.root.join("problems")
    }

    pub fn samples_root(&self) -> PathBuf {
        self.root.join("samples")
    }

    /// `scripts/`: the tool's own crate.
    pub fn scripts_dir(&self) -> PathBuf {
        self.root.join("scripts")
    }

    pub fn licenses_dir(&self) -> PathBuf {
        self.root.join("licenses")
    }

    /// `common/<topic>/`: the topic crate `cgt-<topic>`.
    pub fn topic_dir(&self, topic: &str) -> PathBuf {
        self.root
            .join("common")
            .join(topic.strip_prefix("cgt-").unwrap_or(topic))
    }

    /// Where `cargo x` builds problem binaries: a target folder of its own, so that it never
    /// waits for the lock of a `cargo` that is running it, and always inside this checkout
    /// (whatever `CARGO_TARGET_DIR` says), so that two checkouts never share these binaries.
    pub fn target_dir(&self) -> PathBuf {
        self.root.join("target").join("x")
    }

    /// The paths of problem `krate` (which need not exist yet).
    pub fn problem(&self, krate: &str) -> ProblemPaths {
        ProblemPaths {
            krate: krate.to_string(),
            dir: self.problems_dir().join(krate),
            samples_dir: self.samples_root().join(krate),
            root: self.root.clone(),
        }
    }

    /// The names of the crates under `problems/`, sorted.
    pub fn problem_crates(&self) -> Result<Vec<String>> {
        let dir = self.problems_dir();
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
}

/// One sample: `samples/<crate>/<name>.in` and its expected `<name>.out`.
#[derive(Debug, Clone)]
pub struct Sample {
    pub name: String,
    pub input: PathBuf,
    pub output: PathBuf,
}

/// The files of one problem: `problems/<crate>/` (its crate), `samples/<crate>/`, and what the
/// tool makes of it (`bundled/<crate>.rs`, `target/x/...`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProblemPaths {
    pub krate: String,
    /// `problems/<crate>/`.
    pub dir: PathBuf,
    /// `samples/<crate>/`.
    pub samples_dir: PathBuf,
    root: PathBuf,
}

/// One of a problem's example programs: its file under `examples/` and the name cargo builds it
/// as (its own in the workspace, since cargo puts every example of a profile in one folder).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Example {
    /// `examples/brute.rs`, built as `<crate>-brute`: the game played from its definition.
    Brute,
    /// `examples/gen.rs`, built as `<crate>-gen`: the generator (see `oracle::gen`).
    Generator,
    /// `examples/checker.rs`, built as `<crate>-checker` (problems with `compare = "checker"`).
    Checker,
    /// `examples/interactor.rs`, built as `<crate>-interactor` (interactive problems).
    Interactor,
}

impl Example {
    pub fn file(self) -> &'static str {
        match self {
            Example::Brute => "brute.rs",
            Example::Generator => "gen.rs",
            Example::Checker => "checker.rs",
            Example::Interactor => "interactor.rs",
        }
    }

    fn suffix(self) -> &'static str {
        match self {
            Example::Brute => "brute",
            Example::Generator => "gen",
            Example::Checker => "checker",
            Example::Interactor => "interactor",
        }
    }
}

impl ProblemPaths {
    pub fn manifest(&self) -> PathBuf {
        self.dir.join("Cargo.toml")
    }

    pub fn src_dir(&self) -> PathBuf {
        self.dir.join("src")
    }

    /// `problems/<crate>/examples/<file>`, whether it exists or not.
    pub fn example_path(&self, example: Example) -> PathBuf {
        self.dir.join("examples").join(example.file())
    }

    /// `problems/<crate>/examples/<file>`, if it exists.
    pub fn example_source(&self, example: Example) -> Option<PathBuf> {
        let path = self.example_path(example);
        path.is_file().then_some(path)
    }

    /// The name the example is built as, e.g. `poj-2234-gen`.
    pub fn example_target(&self, example: Example) -> String {
        format!("{}-{}", self.krate, example.suffix())
    }

    /// `bundled/<crate>.rs`: the last proven bundle.
    pub fn bundle(&self) -> PathBuf {
        self.root.join("bundled").join(format!("{}.rs", self.krate))
    }

    /// `target/x/bundled/`: where the latest bundle of every crate is kept, proven or not, and
    /// its binary from the judge compiler.
    pub fn bundle_work_dir(&self) -> PathBuf {
        self.root.join("target/x/bundled")
    }

    /// `target/x/bundled/<crate>.rs`: the latest bundle, proven or not.
    pub fn candidate_bundle(&self) -> PathBuf {
        self.bundle_work_dir().join(format!("{}.rs", self.krate))
    }

    /// `target/x/bench/<crate>/`: the worst-case inputs `cargo x bench` writes.
    pub fn bench_dir(&self) -> PathBuf {
        self.root.join("target/x/bench").join(&self.krate)
    }

    /// `samples/<crate>/<name>.in` and `.out`.
    pub fn sample(&self, name: &str) -> Sample {
        Sample {
            name: name.to_string(),
            input: self.samples_dir.join(format!("{name}.in")),
            output: self.samples_dir.join(format!("{name}.out")),
        }
    }

    /// The samples with both files, in natural order (`2` before `10`). A `.in` without its
    /// `.out`, or a `.out` without its `.in`, is not among them: [`Self::unmatched_samples`]
    /// names those.
    pub fn samples(&self) -> Result<Vec<Sample>> {
        let mut samples: Vec<Sample> = self
            .sample_names("in")?
            .into_iter()
            .map(|name| self.sample(&name))
            .filter(|sample| sample.output.is_file())
            .collect();
        samples.sort_by_key(|sample| natural_key(&sample.name));
        Ok(samples)
    }

    /// One line for each sample file that lacks its partner, in natural order: an input with
    /// no expected output (a failure wherever samples are judged), an expected output with no
    /// input (never read).
    pub fn unmatched_samples(&self) -> Result<Vec<String>> {
        let mut unmatched = Vec::new();
        for name in self.sample_names("in")? {
            let sample = self.sample(&name);
            if !sample.output.is_file() {
                unmatched.push((
                    natural_key(&name),
                    format!(
                        "{} has no expected output {}",
                        self.relative(&sample.input).display(),
                        self.relative(&sample.output).display()
                    ),
                ));
            }
        }
        for name in self.sample_names("out")? {
            let sample = self.sample(&name);
            if !sample.input.is_file() {
                unmatched.push((
                    natural_key(&name),
                    format!(
                        "{} has no input {}: it is never read",
                        self.relative(&sample.output).display(),
                        self.relative(&sample.input).display()
                    ),
                ));
            }
        }
        unmatched.sort();
        Ok(unmatched.into_iter().map(|(_, line)| line).collect())
    }

    /// The names of the files `samples/<crate>/<name>.<extension>`.
    fn sample_names(&self, extension: &str) -> Result<Vec<String>> {
        let dir = &self.samples_dir;
        let mut names = Vec::new();
        let entries =
            std::fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))?;
        for entry in entries {
            let path = entry?.path();
            if path.extension().is_some_and(|e| e == extension) && path.is_file() {
                names.push(path.file_stem().unwrap().to_string_lossy().into_owned());
            }
        }
        Ok(names)
    }

    /// This path relative to the workspace root, for messages (`problems/x/examples/gen.rs`).
    pub fn relative<'a>(&self, path: &'a Path) -> &'a Path {
        path.strip_prefix(&self.root).unwrap_or(path)
    }
}

fn natural_key(name: &str) -> (u64, String) {
    let digits: String = name.chars().take_while(|c| c.is_ascii_digit()).collect();
    (digits.parse().unwrap_or(u64::MAX), name.to_string())
}

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

/// Where every problem's `Cargo.toml` points its `samples` test (see [`crate::problem_test`]).
pub const SAMPLE_TEST_PATH: &str = "../../scripts/harness/problem.rs";

#[cfg(test)]
mod tests;
