//! `cargo x setup`: what bundling needs, cargo-equip and the judge compiler, installed (see
//! [`crate::installer`]): waits for the background set-up, starting it where none runs.

use crate::context::Context;
use anyhow::Result;

#[derive(clap::Args)]
pub struct Args {
    /// Be the background set-up itself (started by `cargo x`, which holds its lock)
    #[arg(long = "in-background", hide = true)]
    in_background: bool,
}

impl Args {
    /// Whether this is the background set-up itself.
    pub fn is_the_background_set_up(&self) -> bool {
        self.in_background
    }
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let compiler = &ctx.config()?.judge_compiler;
    if args.in_background {
        crate::installer::work_in_background(compiler)?;
        return Ok(true);
    }
    let (_, judge_rustc) = crate::installer::tools(ctx, compiler, true)?;
    println!(
        "cargo-equip {}; judge compiler: {}",
        crate::installer::CARGO_EQUIP_VERSION,
        judge_rustc.version
    );
    Ok(true)
}
