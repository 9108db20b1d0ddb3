//! The judge compiler: Debian's rustc of the configured version, unpacked into the tools folder
//! (nothing is installed system-wide); where that cannot be done, the workspace's own rustc,
//! with a warning.

use super::place::tools_dir;
use anyhow::{bail, Context, Result};
use harness::config::JudgeCompiler;
use std::path::PathBuf;
use std::process::Command;

/// A rustc to compile bundles with, as a judge would.
#[derive(Debug, Clone)]
pub struct JudgeRustc {
    pub rustc: PathBuf,
    /// Shared libraries of an unpacked Debian compiler.
    pub library_dir: Option<PathBuf>,
    /// `rustc --version`, e.g. `rustc 1.85.0 (4d91de4e4 2025-02-17) (built from a source tarball)`.
    pub version: String,
}

impl JudgeRustc {
    pub fn command(&self) -> Command {
        let mut command = Command::new(&self.rustc);
        if let Some(dir) = &self.library_dir {
            command.env("LD_LIBRARY_PATH", dir);
        }
        command
    }

    fn probe(rustc: PathBuf, library_dir: Option<PathBuf>) -> Option<Self> {
        let mut judge = JudgeRustc {
            rustc,
            library_dir,
            version: String::new(),
        };
        let output = judge.command().arg("--version").output().ok()?;
        if !output.status.success() {
            return None;
        }
        judge.version = String::from_utf8_lossy(&output.stdout).trim().to_string();
        Some(judge)
    }

    /// The workspace's own rustc, for when the judge compiler cannot be had.
    pub fn fallback() -> Self {
        JudgeRustc::probe(PathBuf::from("rustc"), None).expect("no rustc on PATH at all")
    }
}

/// Where the judge compiler of `compiler` is unpacked.
fn home(compiler: &JudgeCompiler) -> PathBuf {
    tools_dir().join(format!("rustc-{}", compiler.version))
}

/// The unpacked judge compiler, if it is there and runs.
pub fn find(compiler: &JudgeCompiler) -> Option<JudgeRustc> {
    let home = home(compiler);
    JudgeRustc::probe(
        home.join("usr/bin/rustc"),
        Some(home.join("usr/lib/x86_64-linux-gnu")),
    )
    .filter(|judge| judge.version.contains(&compiler.version))
}

/// `apt-get download` of the compiler's Debian packages (about 90 MB; `apt-get update` once if
/// the lists are stale), unpacked with `dpkg -x` into a temporary folder that is renamed into
/// place only when complete. Says what it does on standard error (the set-up's log).
pub fn unpack(compiler: &JudgeCompiler) -> Result<JudgeRustc> {
    let home = home(compiler);
    let parent = home.parent().expect("a folder in the tools folder");
    std::fs::create_dir_all(parent)?;
    let work = tempfile::tempdir_in(parent)?;
    eprintln!(
        "judge compiler: apt-get download {} (about 90 MB)",
        compiler.debian_packages.join(" ")
    );
    let download = || {
        Command::new("apt-get")
            .arg("download")
            .args(&compiler.debian_packages)
            .current_dir(work.path())
            .output()
    };
    let mut output = download().context("cannot run apt-get")?;
    if !output.status.success() {
        eprintln!("judge compiler: apt-get download failed; running apt-get update once");
        Command::new("apt-get")
            .args(["update", "-qq"])
            .status()
            .context("cannot run apt-get update")?;
        output = download()?;
    }
    if !output.status.success() {
        bail!(
            "apt-get download failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        );
    }
    let root = work.path().join("root");
    let mut debs: Vec<PathBuf> = std::fs::read_dir(work.path())?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<std::io::Result<_>>()?;
    debs.retain(|deb| deb.extension().is_some_and(|e| e == "deb"));
    debs.sort();
    for (i, deb) in debs.iter().enumerate() {
        let size = std::fs::metadata(deb).map_or(0, |m| m.len());
        eprintln!(
            "judge compiler: dpkg -x {} ({:.1} MB, {} of {})",
            deb.file_name().unwrap_or_default().to_string_lossy(),
            size as f64 / 1e6,
            i + 1,
            debs.len()
        );
        let status = Command::new("dpkg")
            .arg("-x")
            .arg(deb)
            .arg(&root)
            .status()?;
        if !status.success() {
            bail!("dpkg -x {} failed", deb.display());
        }
    }
    if home.exists() {
        std::fs::remove_dir_all(&home)?;
    }
    std::fs::rename(&root, &home)?;
    find(compiler).with_context(|| {
        format!(
            "the unpacked rustc at {} does not report version {}",
            home.display(),
            compiler.version
        )
    })
}

/// Says that the judge compiler could not be had and what is used instead.
pub fn fallback_warning(compiler: &JudgeCompiler, fallback: &JudgeRustc, why: &str) -> String {
    format!(
        "cannot set up Debian's rustc {}: {why}\nwarning: bundles are compiled with the workspace \
         toolchain ({}) instead, which accepts code that older judges reject; clippy's \
         incompatible_msrv still guards {}",
        compiler.version, fallback.version, compiler.msrv
    )
}
