//! One problem into one `.rs` file: cargo-equip, then the judge compiler, then the samples.

use crate::build::cargo;
use crate::config::JudgeConfig;
use crate::judge::{judge, CaseResult, Deadline, Verdict};
use crate::setup::JudgeRustc;
use crate::workspace;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub struct BundleReport {
    pub krate: String,
    pub path: PathBuf,
    pub size: u64,
    pub size_limit: u64,
    pub compile_time: Duration,
    /// The judge compiler's binary, kept for benchmarks.
    pub binary: PathBuf,
    pub results: Vec<CaseResult>,
}

impl BundleReport {
    pub fn passed(&self) -> bool {
        self.size <= self.size_limit && self.results.iter().all(|r| r.verdict == Verdict::Accepted)
    }
}

/// Licence texts of dependencies whose published crate lacks one, as `licenses/<crate>-LICENSE-*`.
/// cargo-equip looks for such a text in its cache under the crate's git commit before it tries to
/// clone the crate's repository, so a cache seeded with them makes bundling work offline.
pub struct LicenseCache {
    dir: tempfile::TempDir,
}

impl LicenseCache {
    /// The folder to give cargo-equip as `XDG_CACHE_HOME`.
    pub fn cache_home(&self) -> &Path {
        self.dir.path()
    }

    pub fn seeded() -> Result<Self> {
        let dir = tempfile::tempdir()?;
        let metadata = cargo()
            .current_dir(workspace::root())
            .args(["metadata", "--format-version", "1"])
            .output()
            .context("cannot run cargo metadata")?;
        if !metadata.status.success() {
            bail!(
                "cargo metadata failed: {}",
                String::from_utf8_lossy(&metadata.stderr)
            );
        }
        let metadata: serde_json::Value = serde_json::from_slice(&metadata.stdout)?;
        let licenses = workspace::root().join("licenses");
        for entry in std::fs::read_dir(&licenses)
            .with_context(|| format!("cannot list {}", licenses.display()))?
        {
            let path = entry?.path();
            let file_name = path.file_name().unwrap().to_string_lossy().into_owned();
            let Some((krate, _)) = file_name.split_once("-LICENSE") else {
                continue;
            };
            let text = std::fs::read_to_string(&path)?;
            for package in metadata["packages"].as_array().into_iter().flatten() {
                if package["name"] != krate || package["source"].is_null() {
                    continue;
                }
                let manifest = Path::new(package["manifest_path"].as_str().unwrap_or_default());
                let vcs_path = manifest.with_file_name(".cargo_vcs_info.json");
                let vcs_text = std::fs::read_to_string(&vcs_path)
                    .with_context(|| format!("cannot read {}", vcs_path.display()))?;
                let vcs_info: serde_json::Value = serde_json::from_str(&vcs_text)
                    .with_context(|| format!("{}: not JSON", vcs_path.display()))?;
                let sha1 = vcs_info["git"]["sha1"]
                    .as_str()
                    .with_context(|| format!("{}: no git.sha1", vcs_path.display()))?;
                let cached = dir
                    .path()
                    .join("cargo-equip/license-files")
                    .join(krate)
                    .join(sha1);
                std::fs::create_dir_all(cached.parent().unwrap())?;
                std::fs::write(cached, &text)?;
            }
        }
        Ok(LicenseCache { dir })
    }
}

/// Bundles `krate` into `bundled/<krate>.rs`, compiles that file alone with the judge compiler
/// and runs the result on every sample.
pub fn bundle(
    krate: &str,
    config: &JudgeConfig,
    judge_rustc: &JudgeRustc,
    licenses: &LicenseCache,
) -> Result<BundleReport> {
    let problem = config.problem(krate)?;
    let judge_site = config.judge_of(problem);
    let out_dir = workspace::root().join("bundled");
    std::fs::create_dir_all(&out_dir)?;
    let path = out_dir.join(format!("{krate}.rs"));

    // Written beside its destination and renamed into place only when cargo-equip succeeds.
    let partial = tempfile::Builder::new()
        .prefix(&format!(".{krate}."))
        .suffix(".rs")
        .tempfile_in(&out_dir)?;
    let manifest = workspace::root()
        .join("problems")
        .join(krate)
        .join("Cargo.toml");
    let output = cargo()
        .current_dir(workspace::root())
        .env("XDG_CACHE_HOME", licenses.dir.path())
        .args([
            "equip",
            "--bin",
            krate,
            "--remove",
            "docs",
            "comments",
            "--minify",
            "libs",
            "--no-check",
        ])
        .arg("--manifest-path")
        .arg(&manifest)
        .arg("--output")
        .arg(partial.path())
        .output()
        .context("cannot run cargo equip (try `cargo x setup`)")?;
    if !output.status.success() {
        bail!(
            "cargo equip failed for {krate}:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    partial.persist(&path)?;
    let size = std::fs::metadata(&path)?.len();

    // The single file, alone in an empty folder, as the judge sees it.
    let scratch = tempfile::tempdir()?;
    std::fs::copy(&path, scratch.path().join("main.rs"))?;
    let start = Instant::now();
    let compiled = judge_rustc
        .command()
        .current_dir(scratch.path())
        .args([
            "--edition",
            &config.judge_compiler.edition,
            "-O",
            "main.rs",
            "-o",
            "main",
        ])
        .output()
        .with_context(|| format!("cannot run {}", judge_rustc.rustc.display()))?;
    let compile_time = start.elapsed();
    if !compiled.status.success() {
        bail!(
            "{} does not compile {}:\n{}",
            judge_rustc.version,
            path.display(),
            String::from_utf8_lossy(&compiled.stderr)
        );
    }
    let binary = workspace::target_dir().join("bundled").join(krate);
    std::fs::create_dir_all(binary.parent().unwrap())?;
    std::fs::rename(scratch.path().join("main"), &binary)
        .or_else(|_| std::fs::copy(scratch.path().join("main"), &binary).map(drop))?;
    let results = workspace::samples(krate)?
        .iter()
        .map(|sample| judge(&binary, sample, problem, Deadline::TimeLimit))
        .collect::<Result<Vec<_>>>()?;
    Ok(BundleReport {
        krate: krate.to_string(),
        path,
        size,
        size_limit: judge_site.source_limit(),
        compile_time,
        binary,
        results,
    })
}
