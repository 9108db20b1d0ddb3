//! Release builds of problem binaries, in `cargo x`'s own target folder.

use crate::workspace;
use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::process::Command;

/// The cargo that is running us (or the one on PATH).
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// Builds the binaries of `crates` in release mode and returns their paths, in the same order.
pub fn build_release(crates: &[String]) -> Result<Vec<PathBuf>> {
    if crates.is_empty() {
        return Ok(Vec::new());
    }
    let target = workspace::target_dir();
    let mut command = cargo();
    command
        .current_dir(workspace::root())
        .args(["build", "--release", "--quiet", "--bins", "--target-dir"])
        .arg(&target);
    for krate in crates {
        command.args(["--package", krate]);
    }
    let status = command.status().context("cannot run cargo build")?;
    crate::interrupt::check()?;
    if !status.success() {
        bail!(
            "cargo build --release of {} failed ({status})",
            crates.join(", ")
        );
    }
    Ok(crates
        .iter()
        .map(|c| target.join("release").join(c))
        .collect())
}
