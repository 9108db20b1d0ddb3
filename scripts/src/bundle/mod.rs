//! One problem into one `.rs` file: cargo-equip, then the judge compiler, then the samples.
//!
//! `bundled/<crate>.rs` is only ever a proven bundle: it is written (mode 0644) after the judge
//! compiler compiled the file alone and every sample passed. Until then the bundle lives in a
//! temporary folder; a bundle that failed is kept for reading at `target/x/bundled/<crate>.rs`.
//! cargo-equip's header is rewritten so that the file names no local path: a crate of this
//! workspace is named by its package name and version only.

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
        crate::interrupt::check()?;
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

/// Bundles `krate`, compiles the file alone with the judge compiler and runs the result on
/// every sample; writes `bundled/<krate>.rs` only if all of that passed (see the module doc).
pub fn bundle(
    krate: &str,
    config: &JudgeConfig,
    judge_rustc: &JudgeRustc,
    licenses: &LicenseCache,
) -> Result<BundleReport> {
    let problem = config.problem(krate)?;
    let judge_site = config.judge_of(problem);
    let root = workspace::root();
    let path = root.join("bundled").join(format!("{krate}.rs"));
    let out_dir = workspace::target_dir().join("bundled");
    std::fs::create_dir_all(&out_dir)?;
    let candidate = out_dir.join(format!("{krate}.rs"));
    let binary = out_dir.join(krate);

    // Everything before the proof happens in a temporary folder.
    let scratch = tempfile::tempdir()?;
    let equipped = scratch.path().join("equipped.rs");
    let manifest = root.join("problems").join(krate).join("Cargo.toml");
    let output = cargo()
        .current_dir(&root)
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
        .arg(&equipped)
        .output()
        .context("cannot run cargo equip (try `cargo x setup`)")?;
    crate::interrupt::check()?;
    if !output.status.success() {
        bail!(
            "cargo equip failed for {krate}:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let text = scrub_header(&std::fs::read_to_string(&equipped)?);
    check_no_local_paths(&text, &root)?;
    workspace::write_atomically(&candidate, &text)?;
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
    crate::interrupt::check()?;
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
    let results = workspace::samples(krate)?
        .iter()
        .map(|sample| judge(&binary, sample, problem, Deadline::TimeLimit))
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
        unused_topics: unused_topics(&root.join("problems").join(krate))?,
    };
    if report.passed() && !report.results.is_empty() {
        std::fs::create_dir_all(report.path.parent().unwrap())?;
        workspace::write_bytes_atomically(&report.path, text.as_bytes(), Some(0o644))?;
        report.written = true;
    }
    Ok(report)
}

/// The topic crates (`cgt-*`) in `[dependencies]` of the crate in `dir` that its `src/` never
/// names (`cgt_<topic>`): cargo-equip bundles every dependency whole, used or not.
pub fn unused_topics(dir: &Path) -> Result<Vec<String>> {
    let manifest = dir.join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest)?;
    let table: toml::Table = toml::from_str(&text)
        .with_context(|| format!("{} is not valid TOML", manifest.display()))?;
    let mut source = String::new();
    for entry in std::fs::read_dir(dir.join("src"))? {
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
pub fn stale_note(krate: &str) -> String {
    let path = workspace::root()
        .join("bundled")
        .join(format!("{krate}.rs"));
    if path.is_file() {
        format!(
            "bundled/{krate}.rs is stale: it is the last proven bundle, not this code \
             (this one is at target/x/bundled/{krate}.rs, if cargo-equip made it)"
        )
    } else {
        format!("bundled/{krate}.rs is absent: no bundle of {krate} has passed yet")
    }
}

const EQUIP_MARKER: &str = "// The following code was expanded by `cargo-equip`.";
const CRATES_IO_INDEX: &str = "registry+https://github.com/rust-lang/crates.io-index";

/// A cargo package id as a reader wants it: `cgt-nim 0.1.0 (this workspace)` for a path
/// package, `proconio 0.4.5 (crates.io)` for crates.io; `None` if `id` is no package id.
fn package_name(id: &str) -> Option<String> {
    let (source, fragment) = id.rsplit_once('#')?;
    let (name, version) = match fragment.split_once('@') {
        Some((name, version)) => (name.to_string(), version),
        // `path+file:///x/proconio#0.4.5`: the name is the folder's.
        None => (source.rsplit('/').next()?.to_string(), fragment),
    };
    let origin = if source.starts_with("path+") {
        "this workspace".to_string()
    } else if source == CRATES_IO_INDEX {
        "crates.io".to_string()
    } else if source.starts_with("registry+") || source.starts_with("git+") {
        source.to_string()
    } else {
        return None;
    };
    Some(format!("{name} {version} ({origin})"))
}

/// Rewrites cargo-equip's header: package ids become [`package_name`]s, the `published in`
/// column goes (it says `**missing**` for unpublished crates), and the alignment padding that
/// depends on the length of local paths is squeezed out.
pub fn scrub_header(text: &str) -> String {
    let Some(marker) = text.find(EQUIP_MARKER) else {
        return text.to_string();
    };
    let (code, rest) = text.split_at(marker);
    let mut out = String::with_capacity(text.len());
    out.push_str(code);
    for line in rest.split_inclusive('\n') {
        if line.starts_with("///  - `") {
            out.push_str(&scrub_bullet(line));
        } else {
            out.push_str(line);
        }
    }
    out
}

/// `///  - `<id>`   published in X licensed under `L` as `P`` -> `///  - <name> (<origin>), licensed
/// under `L`, as `P``; lines it does not understand are kept, and then caught by
/// [`check_no_local_paths`].
fn scrub_bullet(line: &str) -> String {
    let body = &line["///  - `".len()..];
    let Some((id, rest)) = body.split_once('`') else {
        return line.to_string();
    };
    let Some(name) = package_name(id) else {
        return line.to_string();
    };
    let quoted_after = |key: &str| -> Option<&str> {
        let at = rest.find(key)? + key.len();
        let value = rest[at..].strip_prefix('`')?;
        value.split_once('`').map(|(v, _)| v)
    };
    let mut out = format!("///  - `{name}`");
    if let Some(license) = quoted_after("licensed under ") {
        out.push_str(&format!(", licensed under `{license}`"));
    }
    if let Some(module) = quoted_after(" as ") {
        out.push_str(&format!(", as `{module}`"));
    }
    out.push('\n');
    out
}

/// Fails if the bundle still names this machine: a `file://` URL, the workspace's folder, the
/// home folder, or cargo-equip's `**missing**`.
fn check_no_local_paths(text: &str, root: &Path) -> Result<()> {
    let mut leaks = vec![
        "file://".to_string(),
        "**missing**".to_string(),
        root.display().to_string(),
    ];
    if let Some(home) = std::env::var_os("HOME") {
        let home = home.to_string_lossy().trim_end_matches('/').to_string();
        if home.len() > 1 {
            leaks.push(format!("{home}/"));
        }
    }
    for leak in leaks {
        if let Some(at) = text.find(&leak) {
            let line = text[..at].matches('\n').count() + 1;
            bail!("the bundle names this machine at line {line}: `{leak}`");
        }
    }
    Ok(())
}

/// Where a bundle's bytes go: the solution, the `cgt-*` crates of `common/`, proconio, other
/// crates, and cargo-equip's header and module skeleton.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BundleSizes {
    pub solution: u64,
    pub common: u64,
    pub proconio: u64,
    pub other: u64,
    pub header: u64,
    pub total: u64,
}

impl BundleSizes {
    /// Splits the text at cargo-equip's marker; after it, every `pub mod <name>` of
    /// `__cargo_equip` (in `crates`, `macros` and `preludes`) is charged to crate `<name>`.
    pub fn measure(text: &str) -> Self {
        let mut sizes = BundleSizes {
            total: text.len() as u64,
            ..Self::default()
        };
        let Some(marker) = text.find(EQUIP_MARKER) else {
            sizes.solution = sizes.total;
            return sizes;
        };
        sizes.solution = marker as u64;
        let mut current: Option<String> = None;
        for line in text[marker..].split_inclusive('\n') {
            let bytes = line.len() as u64;
            let name = match &current {
                Some(name) => Some(name.clone()),
                None => {
                    let module = line
                        .strip_prefix("        pub mod ")
                        .and_then(|rest| rest.split_once(" {"))
                        .map(|(name, _)| name.to_string());
                    if module.is_some() && !line.trim_end().ends_with('}') {
                        current = module.clone();
                    }
                    module
                }
            };
            if current.is_some() && line.trim_end() == "        }" {
                current = None;
            }
            // A crate the solution does not name itself is `__<name>_<version>`.
            match name.as_deref().map(|name| name.trim_start_matches("__")) {
                Some(name) if name.starts_with("cgt_") => sizes.common += bytes,
                Some(name) if name == "proconio" || name.starts_with("proconio_") => {
                    sizes.proconio += bytes
                }
                Some(_) => sizes.other += bytes,
                None => sizes.header += bytes,
            }
        }
        sizes
    }
}

/// The size table `cargo x bundle --all` prints (Markdown).
pub fn size_table(rows: &[(&BundleReport, u64)]) -> String {
    let mut text = String::from(
        "| crate | solution | common (cgt-*) | proconio | other crates | header | total | judge limit |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for (report, limit) in rows {
        let s = &report.sizes;
        text.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} | {}{} |\n",
            report.krate,
            s.solution,
            s.common,
            s.proconio,
            s.other,
            s.header,
            s.total,
            limit,
            if s.total > *limit { " OVER" } else { "" }
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_topic_the_solution_never_names_is_unused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("src")).unwrap();
        std::fs::write(
            dir.path().join("Cargo.toml"),
            "[package]\nname = \"p\"\n\n[dependencies]\ncgt-nim.workspace = true\n\
             cgt-octal.workspace = true\nproconio.workspace = true\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("src/main.rs"),
            "use cgt_nim::nim_sum;\nfn main() {}\n",
        )
        .unwrap();
        assert_eq!(unused_topics(dir.path()).unwrap(), ["cgt-octal"]);
        let root = workspace::root();
        assert!(unused_topics(&root.join("problems/poj-2234"))
            .unwrap()
            .is_empty());
    }

    const EQUIPPED: &str = r#"use proconio::input;
fn main() {}

// The following code was expanded by `cargo-equip`.

///  # Bundled libraries
/// 
///  - `path+file:///home/alice/work/common/nim#cgt-nim@0.1.0`                published in **missing** licensed under `CC0-1.0`           as `crate::__cargo_equip::crates::cgt_nim`
///  - `registry+https://github.com/rust-lang/crates.io-index#proconio@0.4.5`                          licensed under `MIT OR Apache-2.0` as `crate::__cargo_equip::crates::proconio`
/// 
///  # License and Copyright Notices
/// 
///  - `registry+https://github.com/rust-lang/crates.io-index#proconio@0.4.5`
/// 
#[allow(unused)]
mod __cargo_equip {
    pub(crate) mod crates {
        pub mod __cgt_mex_0_1_0 {pub fn mex(){}}
        pub mod cgt_nim {pub fn nim_sum(){}}
        pub mod proconio {pub fn input(){}}
    }
    pub(crate) mod macros {
        pub mod cgt_nim {}
        pub mod proconio {pub use crate::x;}
    }
}
"#;

    #[test]
    fn header_names_no_local_path() {
        let text = scrub_header(EQUIPPED);
        assert!(!text.contains("file://"), "{text}");
        assert!(!text.contains("alice"), "{text}");
        assert!(!text.contains("missing"), "{text}");
        assert!(text.contains(
            "///  - `cgt-nim 0.1.0 (this workspace)`, licensed under `CC0-1.0`, as `crate::__cargo_equip::crates::cgt_nim`\n"
        ), "{text}");
        assert!(text.contains(
            "///  - `proconio 0.4.5 (crates.io)`, licensed under `MIT OR Apache-2.0`, as `crate::__cargo_equip::crates::proconio`\n"
        ), "{text}");
        assert!(
            text.contains("///  - `proconio 0.4.5 (crates.io)`\n"),
            "{text}"
        );
        assert!(text.starts_with("use proconio::input;\nfn main() {}\n"));
        check_no_local_paths(&text, Path::new("/home/alice/work")).unwrap();
        // The same crates at another path give the same bytes.
        let elsewhere = EQUIPPED.replace("/home/alice/work", "/srv/ci/checkout-2");
        assert_eq!(scrub_header(&elsewhere), text);
    }

    #[test]
    fn leftover_paths_are_refused() {
        let error = check_no_local_paths(EQUIPPED, Path::new("/nowhere")).unwrap_err();
        assert!(error.to_string().contains("line 8"), "{error}");
    }

    #[test]
    fn sizes_split_the_bundle_by_crate() {
        let sizes = BundleSizes::measure(EQUIPPED);
        assert_eq!(
            sizes.solution,
            "use proconio::input;\nfn main() {}\n\n".len() as u64
        );
        assert_eq!(
            sizes.common,
            ("        pub mod __cgt_mex_0_1_0 {pub fn mex(){}}\n".len()
                + "        pub mod cgt_nim {pub fn nim_sum(){}}\n".len()
                + "        pub mod cgt_nim {}\n".len()) as u64
        );
        assert_eq!(
            sizes.proconio,
            ("        pub mod proconio {pub fn input(){}}\n".len()
                + "        pub mod proconio {pub use crate::x;}\n".len()) as u64
        );
        assert_eq!(sizes.other, 0);
        assert_eq!(
            sizes.solution + sizes.common + sizes.proconio + sizes.header,
            sizes.total
        );
    }

    #[test]
    fn package_names() {
        assert_eq!(
            package_name("path+file:///x/y/proconio#0.4.5").as_deref(),
            Some("proconio 0.4.5 (this workspace)")
        );
        assert_eq!(package_name("not an id"), None);
    }
}
