//! `cargo x resolve`: after merging branches that each add problems (or topics), the conflicts
//! in what is generated or listed are resolved by this one command, never by hand:
//! `judge.toml`'s `[problems.*]` entries from both sides, `Cargo.lock` as cargo rewrites it, the
//! catalogues (`scripts/docs/problems.md`, the library table, the `Used by:` lines) generated
//! anew, the topics' one-line lists (re-exports, dependency lines) from both sides. The text
//! half runs in `cargo x` before the tool is built (see `x_boot::resolve`, which says which
//! conflict goes which way); this half runs it again (for `x resolve` run directly), has cargo
//! rewrite `Cargo.lock`, regenerates the catalogues, and adds what it resolved to git's index,
//! so that the merge can be committed. A conflict it does not know is named and left.

use crate::build::cargo;
use crate::context::Context;
use anyhow::{bail, Context as _, Result};
use std::process::Command;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: Args, ctx: &Context) -> Result<bool> {
    let root = &ctx.workspace.root;
    let conflicted = x_boot::resolve::conflicted_files(root).map_err(anyhow::Error::msg)?;
    let resolution = x_boot::resolve::resolve_tree(root).map_err(anyhow::Error::msg)?;
    if !resolution.left.is_empty() {
        for why in &resolution.left {
            println!("left: {why}");
        }
        println!("resolve those by hand, then run `cargo x resolve` again");
        return Ok(false);
    }
    // Cargo rewrites the lock: what the other side added (its new crates) comes back.
    let status = cargo()
        .current_dir(root)
        .args(["metadata", "--format-version", "1"])
        .stdout(std::process::Stdio::null())
        .status()
        .context("cannot run cargo metadata")?;
    if !status.success() {
        bail!("cargo metadata failed ({status}): Cargo.lock is not rewritten");
    }
    let mut added: Vec<String> = conflicted.clone();
    for (path, written) in crate::catalogue::write_stale(&ctx.workspace, ctx.config()?)? {
        let path = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        if written {
            println!("regenerated {path}");
        }
        if !added.contains(&path) {
            added.push(path);
        }
    }
    added.push("Cargo.lock".to_string());
    added.sort();
    added.dedup();
    let status = Command::new("git")
        .current_dir(root)
        .arg("add")
        .arg("--")
        .args(&added)
        .status()
        .context("cannot run git add")?;
    if !status.success() {
        bail!("git add failed ({status})");
    }
    if conflicted.is_empty() {
        println!("no conflicted file; the generated files are up to date");
    } else {
        println!(
            "resolved {} and added to the index: commit the merge (`git commit`)",
            conflicted.join(", ")
        );
    }
    Ok(true)
}
