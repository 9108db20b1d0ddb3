//! Installs what bundling needs: cargo-equip and the judge compiler. Idempotent, and fast when
//! everything is already there.

use crate::build::cargo;
use anyhow::{bail, Context, Result};
use harness::config::JudgeCompiler;
use std::path::{Path, PathBuf};
use std::process::Command;

pub const CARGO_EQUIP_VERSION: &str = "0.20.1";

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
}

/// Everything is installed: cargo-equip and the judge compiler.
pub fn setup(compiler: &JudgeCompiler) -> Result<JudgeRustc> {
    ensure_cargo_equip()?;
    Ok(ensure_judge_rustc(compiler))
}

/// Where the judge compiler is unpacked: outside the workspace, so that a fresh clone reuses it.
fn tools_dir() -> PathBuf {
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    cache.join("cgt-workspace")
}

pub fn ensure_cargo_equip() -> Result<()> {
    let installed = cargo()
        .args(["equip", "--version"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains(CARGO_EQUIP_VERSION))
        .unwrap_or(false);
    if installed {
        return Ok(());
    }
    let bin = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cargo")))
        .map_or_else(
            || "cargo's bin folder".to_string(),
            |home| home.join("bin").display().to_string(),
        );
    eprintln!(
        "setup [1/2]: cargo install cargo-equip {CARGO_EQUIP_VERSION} --locked into {bin} \
         (once; about two minutes on 2 cores: cargo's own progress follows)"
    );
    let start = std::time::Instant::now();
    let status = cargo()
        .args([
            "install",
            "cargo-equip",
            "--locked",
            "--version",
            CARGO_EQUIP_VERSION,
        ])
        .status()
        .context("cannot run cargo install")?;
    if !status.success() {
        bail!(
            "cargo install cargo-equip --locked --version {CARGO_EQUIP_VERSION} failed ({status})"
        );
    }
    eprintln!(
        "setup [1/2]: cargo-equip installed in {:.0} s",
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Debian's rustc of the configured version, unpacked into a private folder (nothing is installed
/// system-wide). Where that cannot be done, the workspace's own rustc, with a warning.
pub fn ensure_judge_rustc(compiler: &JudgeCompiler) -> JudgeRustc {
    let home = tools_dir().join(format!("rustc-{}", compiler.version));
    let installed = || {
        JudgeRustc::probe(
            home.join("usr/bin/rustc"),
            Some(home.join("usr/lib/x86_64-linux-gnu")),
        )
        .filter(|judge| judge.version.contains(&compiler.version))
    };
    if let Some(judge) = installed() {
        return judge;
    }
    eprintln!(
        "setup [2/2]: the judge compiler, Debian's rustc {}, unpacked into {} (once; nothing is \
         installed system-wide)",
        compiler.version,
        home.display()
    );
    match unpack_debian_rustc(compiler, &home).map(|()| installed()) {
        Ok(Some(judge)) => judge,
        outcome => {
            let why = match outcome {
                Err(error) => format!("{error:#}"),
                _ => format!(
                    "the unpacked rustc does not report version {}",
                    compiler.version
                ),
            };
            let fallback =
                JudgeRustc::probe(PathBuf::from("rustc"), None).expect("no rustc on PATH at all");
            eprintln!(
                "warning: cannot set up Debian's rustc {}: {why}\n\
                 warning: bundles are compiled with the workspace toolchain ({}) instead, which \
                 accepts code that older judges reject; clippy's incompatible_msrv still guards {}",
                compiler.version, fallback.version, compiler.msrv
            );
            fallback
        }
    }
}

fn unpack_debian_rustc(compiler: &JudgeCompiler, home: &Path) -> Result<()> {
    let parent = home.parent().unwrap();
    std::fs::create_dir_all(parent)?;
    // Everything happens in a temporary folder that is renamed into place only when complete.
    let work = tempfile::tempdir_in(parent)?;
    eprintln!(
        "setup [2/2]: apt-get download {} (about 90 MB)",
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
        eprintln!("setup: apt-get download failed; running apt-get update once");
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
            "setup [2/2]: dpkg -x {} ({:.1} MB, {} of {})",
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
        std::fs::remove_dir_all(home)?;
    }
    std::fs::rename(&root, home)?;
    eprintln!("setup [2/2]: done");
    Ok(())
}
