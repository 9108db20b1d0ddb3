//! `cargo x gen`: print an input from the crate's generator (`examples/gen.rs`).

use crate::build::build_generator;
use crate::context::Context;
use anyhow::{Context as _, Result};

#[derive(clap::Args)]
pub struct Args {
    krate: String,
    /// A worst-case input at the maximum sizes
    #[arg(long, conflicts_with = "small")]
    max: bool,
    /// A small input, as stress feeds the brute force
    #[arg(long)]
    small: bool,
    /// Which worst-case shape (default: the first); `--max --list` names them
    #[arg(long, requires = "max")]
    shape: Option<String>,
    /// List the worst-case shapes
    #[arg(long, requires = "max")]
    list: bool,
    /// The random seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    ctx.select(vec![args.krate.clone()])?;
    let generator = build_generator(ctx, &args.krate)?;
    let seed = args.seed.to_string();
    let mut request = match (args.list, args.max, args.small) {
        (true, _, _) => vec!["shapes"],
        (_, true, _) => vec!["max"],
        (_, _, true) => vec!["small"],
        _ => vec!["random"],
    };
    if let (false, Some(shape)) = (args.list, &args.shape) {
        request.push(shape);
    }
    if !args.list {
        request.extend(["--seed", &seed]);
    }
    let status = std::process::Command::new(&generator)
        .args(&request)
        .status()
        .with_context(|| format!("cannot run {}", generator.display()))?;
    Ok(status.success())
}
