//! cargo-equip, which bundles a problem into one file: the one on cargo's path when it is the
//! right version (a user's own install), else ours, installed with `cargo install --root` into
//! the tools folder.

use super::place::tools_dir;
use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::process::Command;

pub const CARGO_EQUIP_VERSION: &str = "0.20.1";

/// How many crates `cargo install cargo-equip --locked` compiles on Linux, cargo-equip itself
/// the last (measured: 135): how far an install got is said against it.
pub const CARGO_EQUIP_CRATES: usize = 135;

/// The share of a whole install that cargo-equip's own crate takes, the last and largest
/// (measured: about a fifth, on 2 cores).
pub const OWN_CRATE_SHARE: f64 = 0.2;

/// The log line that says cargo-equip's own crate started compiling, with the time.
pub const OWN_CRATE_MARKER: &str = "cargo-equip: compiling cargo-equip itself since ";

/// A cargo-equip of [`CARGO_EQUIP_VERSION`] to run.
#[derive(Debug, Clone)]
pub enum CargoEquip {
    /// `cargo equip`: cargo finds it on its path (`$CARGO_HOME/bin`, `PATH`).
    OnCargosPath,
    /// Our install: `<tools>/cargo-equip-<version>/bin/cargo-equip`, run as cargo runs a
    /// subcommand (`cargo-equip equip ...`).
    Ours(PathBuf),
}

impl CargoEquip {
    /// The command that runs `cargo equip`; its arguments follow.
    pub fn command(&self) -> Command {
        match self {
            CargoEquip::OnCargosPath => {
                let mut command = crate::build::cargo();
                command.arg("equip");
                command
            }
            CargoEquip::Ours(program) => {
                let mut command = Command::new(program);
                command.arg("equip");
                // What cargo gives its subcommands: the cargo to call back.
                command.env(
                    "CARGO",
                    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()),
                );
                command
            }
        }
    }
}

/// Where we install cargo-equip (`cargo install --root`).
pub fn install_root() -> PathBuf {
    tools_dir().join(format!("cargo-equip-{CARGO_EQUIP_VERSION}"))
}

/// The cargo-equip of the right version that is there, if one is: ours first, then cargo's.
pub fn find() -> Option<CargoEquip> {
    let ours = install_root().join("bin/cargo-equip");
    let version_of = |mut command: Command| {
        command
            .arg("--version")
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains(CARGO_EQUIP_VERSION))
    };
    if ours.is_file() && version_of(CargoEquip::Ours(ours.clone()).command()) {
        return Some(CargoEquip::Ours(ours));
    }
    version_of(CargoEquip::OnCargosPath.command()).then_some(CargoEquip::OnCargosPath)
}

/// `cargo install cargo-equip --locked --version <v> --root <ours>`, its output on this
/// process's standard output (the background set-up's log), with a line when cargo-equip's
/// own crate starts ([`OWN_CRATE_MARKER`]).
pub fn install() -> Result<CargoEquip> {
    use std::io::{BufRead, Write};
    let root = install_root();
    let mut child = crate::build::cargo()
        .args([
            "install",
            "cargo-equip",
            "--locked",
            "--version",
            CARGO_EQUIP_VERSION,
        ])
        .arg("--root")
        .arg(&root)
        // Its own temporary target folder, whatever the caller builds in.
        .env_remove("CARGO_TARGET_DIR")
        .stderr(std::process::Stdio::piped())
        .spawn()
        .context("cannot run cargo install")?;
    let stderr = child.stderr.take().expect("piped");
    for line in std::io::BufReader::new(stderr).lines() {
        let Ok(line) = line else { break };
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}");
        if line.trim_start().starts_with("Compiling cargo-equip v") {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            let _ = writeln!(out, "{OWN_CRATE_MARKER}{now}");
        }
        let _ = out.flush();
    }
    let status = child.wait().context("cannot wait for cargo install")?;
    if !status.success() {
        bail!(
            "cargo install cargo-equip --locked --version {CARGO_EQUIP_VERSION} failed ({status})"
        );
    }
    find().context("cargo-equip was installed but does not run")
}
