//! `cargo x setup`: install what is missing, cargo-equip and the judge compiler (see
//! [`crate::installer`]).

use crate::context::Context;
use anyhow::Result;

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: Args, ctx: &Context) -> Result<bool> {
    let judge_rustc = crate::installer::setup(&ctx.config()?.judge_compiler)?;
    println!(
        "cargo-equip {}; judge compiler: {}",
        crate::installer::CARGO_EQUIP_VERSION,
        judge_rustc.version
    );
    Ok(true)
}
