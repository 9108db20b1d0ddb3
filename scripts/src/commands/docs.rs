//! `cargo x docs`: write the generated catalogues and `Used by:` lines (see
//! [`crate::catalogue`]); `--check` only says which files are stale.

use crate::catalogue::{stale, write_stale};
use crate::context::Context;
use anyhow::Result;

#[derive(clap::Args)]
pub struct Args {
    /// Write nothing: fail, naming them, if a generated file is stale
    #[arg(long)]
    check: bool,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let config = ctx.config()?;
    let relative = |path: &std::path::Path| {
        path.strip_prefix(&ctx.workspace.root)
            .unwrap_or(path)
            .display()
            .to_string()
    };
    if args.check {
        let stale = stale(&ctx.workspace, config)?;
        for path in &stale {
            println!("{} is stale: run `cargo x docs`", relative(path));
        }
        return Ok(stale.is_empty());
    }
    for (path, written) in write_stale(&ctx.workspace, ctx.config()?)? {
        println!(
            "{}: {}",
            relative(&path),
            if written { "written" } else { "up to date" }
        );
    }
    Ok(true)
}
