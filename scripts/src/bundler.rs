//! One problem into one `.rs` file: cargo-equip, then the judge compiler, then the samples.
//!
//! `bundled/<crate>.rs` is only ever a proven bundle: it is written (mode 0644) after the judge
//! compiler compiled the file alone and every sample passed. Until then the bundle lives in a
//! temporary folder; a bundle that failed is kept for reading at `target/x/bundled/<crate>.rs`.
//! cargo-equip's header is rewritten so that the file names no local path: a crate of this
//! workspace is named by its package name and version only.

mod header;
mod licenses;
mod sizes;

pub use header::scrub_header;
pub use licenses::LicenseCache;
pub use sizes::{size_table, BundleSizes};

use crate::context::Context;
use crate::installer::{CargoEquip, JudgeRustc};
use anyhow::{bail, Context as _, Result};
use harness::atomic::{write_atomically, write_bytes_atomically};
use harness::deadline::Deadline;
use harness::judge::{judge, CaseResult};
use harness::paths::ProblemPaths;
use harness::programs::Programs;
use harness::verdict::Verdict;
use std::path::PathBuf;
use std::time::{Duration, Instant};

pub struct BundleReport {
    pub krate: String,
    /// `bundled/<crate>.rs`: the new bundle if `written`, else the last proven one (or none).
    pub path: PathBuf,
    /// Whether this bundle passed and was written to `path`.
    pub written: bool,
    /// This bundle, proven or not: `target/x/bundled/<crate>.rs`.
    pub candidate: PathBuf,
    pub sizes: BundleSizes,
    pub size: u64,
    pub size_limit: u64,
    pub compile_time: Duration,
    /// The judge compiler's binary, kept for benchmarks.
    pub binary: PathBuf,
    pub results: Vec<CaseResult>,
    /// Topic crates the crate depends on that its solution never names: the bundle carries them
    /// for nothing.
    pub unused_topics: Vec<String>,
}

impl BundleReport {
    pub fn passed(&self) -> bool {
        self.size <= self.size_limit && self.results.iter().all(|r| r.verdict == Verdict::Accepted)
    }
}

/// cargo-equip, the judge compiler and the licence cache every bundle needs.
pub struct Tools {
    pub cargo_equip: CargoEquip,
    pub judge_rustc: JudgeRustc,
    pub licenses: LicenseCache,
}

impl Tools {
    /// Waits for what is installed in the background (see [`crate::installer`]) and seeds the
    /// licence cache.
    pub fn prepare(ctx: &Context) -> Result<Self> {
        let (cargo_equip, judge_rustc) =
            crate::installer::tools(ctx, &ctx.config()?.judge_compiler, false)?;
        Ok(Tools {
            cargo_equip,
            judge_rustc,
            licenses: LicenseCache::seeded(&ctx.workspace)?,
        })
    }
}

/// Bundles `krate`, compiles the file alone with the judge compiler and runs the result on
/// every sample (judged with the programs `built` for it, a checker where there is one);
/// writes `bundled/<krate>.rs` only if all of that passed (see the module doc).
pub fn bundle(ctx: &Context, krate: &str, built: &Programs, tools: &Tools) -> Result<BundleReport> {
    let config = ctx.config()?;
    let (judge_rustc, licenses) = (&tools.judge_rustc, &tools.licenses);
    let problem = config.problem(krate)?;
    let judge_site = config.judge_of(problem);
    let paths = ctx.problem(krate);
    let root = &ctx.workspace.root;
    let path = paths.bundle();
    let out_dir = paths.bundle_work_dir();
    std::fs::create_dir_all(&out_dir)?;
    let candidate = paths.candidate_bundle();
    let binary = out_dir.join(krate);

    // Everything before the proof happens in a temporary folder.
    let scratch = tempfile::tempdir()?;
    let equipped = scratch.path().join("equipped.rs");
    let manifest = paths.manifest();
    let output = tools
        .cargo_equip
        .command()
        .current_dir(root)
        .env("XDG_CACHE_HOME", licenses.cache_home())
        .args([
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
        .arg(&equipped)
        .output()
        .context("cannot run cargo equip (try `cargo x setup`)")?;
    harness::interrupt::check()?;
    if !output.status.success() {
        bail!(
            "cargo equip failed for {krate}:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let text = scrub_header(&std::fs::read_to_string(&equipped)?);
    header::check_no_local_paths(&text, root)?;
    write_atomically(&candidate, &text)?;
    let sizes = BundleSizes::measure(&text);

    // The single file, alone in an empty folder, as the judge sees it.
    let judge_dir = scratch.path().join("judge");
    std::fs::create_dir(&judge_dir)?;
    std::fs::write(judge_dir.join("main.rs"), &text)?;
    let start = Instant::now();
    let compiled = judge_rustc
        .command()
        .current_dir(&judge_dir)
        .args([
            "--edition",
            &config.judge_compiler.edition,
            "-O",
            // The judge's flags, and no debug info in the binary: it is run, never debugged,
            // and Debian's std would add 10 MB to each of the bundles kept in target/x.
            "-C",
            "strip=debuginfo",
            "main.rs",
            "-o",
            "main",
        ])
        .output()
        .with_context(|| format!("cannot run {}", judge_rustc.rustc.display()))?;
    harness::interrupt::check()?;
    let compile_time = start.elapsed();
    if !compiled.status.success() {
        bail!(
            "{} does not compile {}:\n{}",
            judge_rustc.version,
            candidate.display(),
            String::from_utf8_lossy(&compiled.stderr)
        );
    }
    std::fs::rename(judge_dir.join("main"), &binary)
        .or_else(|_| std::fs::copy(judge_dir.join("main"), &binary).map(drop))?;
    let bundled = built.with_solution(&binary);
    let results = paths
        .samples()?
        .iter()
        .map(|sample| judge(problem, &bundled, sample, Deadline::TimeLimit))
        .collect::<Result<Vec<_>>>()?;
    let mut report = BundleReport {
        krate: krate.to_string(),
        path,
        written: false,
        candidate,
        sizes,
        size: text.len() as u64,
        size_limit: judge_site.source_limit(),
        compile_time,
        binary,
        results,
        unused_topics: unused_topics(&paths)?,
    };
    if report.passed() && !report.results.is_empty() {
        std::fs::create_dir_all(report.path.parent().unwrap())?;
        write_bytes_atomically(&report.path, text.as_bytes(), Some(0o644))?;
        report.written = true;
    }
    Ok(report)
}

/// The topic crates (`cgt-*`) in `[dependencies]` of the problem that its `src/` never names
/// (`cgt_<topic>`): cargo-equip bundles every dependency whole, used or not.
pub fn unused_topics(paths: &ProblemPaths) -> Result<Vec<String>> {
    let manifest = paths.manifest();
    let text = std::fs::read_to_string(&manifest)?;
    let table: toml::Table = toml::from_str(&text)
        .with_context(|| format!("{} is not valid TOML", manifest.display()))?;
    let mut source = String::new();
    for entry in std::fs::read_dir(paths.src_dir())? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "rs") {
            source.push_str(&std::fs::read_to_string(&path)?);
        }
    }
    let deps = table.get("dependencies").and_then(|d| d.as_table());
    Ok(deps
        .into_iter()
        .flat_map(|deps| deps.keys())
        .filter(|name| name.starts_with("cgt-") && !source.contains(&name.replace('-', "_")))
        .cloned()
        .collect())
}

/// What `bundled/<krate>.rs` holds after a bundle of it failed: the last proven bundle, or nothing.
pub fn stale_note(paths: &ProblemPaths) -> String {
    let krate = &paths.krate;
    if paths.bundle().is_file() {
        format!(
            "bundled/{krate}.rs is stale: it is the last proven bundle, not this code \
             (this one is at target/x/bundled/{krate}.rs, if cargo-equip made it)"
        )
    } else {
        format!("bundled/{krate}.rs is absent: no bundle of {krate} has passed yet")
    }
}

#[cfg(test)]
mod tests;
