//! `cargo x new`: scaffold a problem crate, its samples folder, its generator and its
//! judge.toml entry (see [`crate::scaffold`]).

use crate::context::Context;
use crate::scaffold::{new_problem, NewProblem};
use anyhow::Result;

#[derive(clap::Args)]
pub struct Args {
    /// `<judge>-<id>`, e.g. poj-2234, luogu-p4279 or atcoder-abc209-e
    name: String,
    #[arg(long, default_value = "TODO")]
    title: String,
    /// The judge's problem id (default: the part of the name after the judge, in capitals
    /// where the judge writes them so)
    #[arg(long)]
    id: Option<String>,
    #[arg(long, default_value_t = 1000)]
    time_limit_ms: u64,
    #[arg(long, default_value_t = 256)]
    memory_limit_mib: u64,
    /// The limits are a guess, not the judge's confirmed figures
    #[arg(long)]
    limits_unconfirmed: bool,
    /// Topic crates of common/ the solution uses, e.g. `--uses nim,grundy` (change them later
    /// with `cargo x uses`)
    #[arg(long, value_delimiter = ',')]
    uses: Vec<String>,
    /// Where the problem comes from: a seed article (`000`, `001`, `002`) or a family
    #[arg(long, default_value = "000")]
    source: String,
    /// How one input holds several test cases: count, count-tokens, lines or eof (see
    /// judge.toml)
    #[arg(long, value_parser = ["count", "count-tokens", "lines", "eof"])]
    cases: Option<String>,
    /// Many answers are right: scaffold a checker (examples/checker.rs) and judge by it
    /// (`compare = "checker"`)
    #[arg(long, conflicts_with = "interactive")]
    checker: bool,
    /// An interactive problem: a player against an interactor (examples/interactor.rs,
    /// `compare = "interactive"`)
    #[arg(long)]
    interactive: bool,
    /// A real-number answer judged within this error, absolute or relative (`compare =
    /// "real"`, `tolerance = ...`), e.g. `--real 1e-9`
    #[arg(long, value_name = "TOLERANCE", conflicts_with_all = ["checker", "interactive"])]
    real: Option<f64>,
    /// The input is large (over 1 MB): read it through cgt-fast-input (`ByteSource`, `Int<T>`)
    #[arg(long)]
    big_input: bool,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    new_problem(
        &ctx.workspace,
        &NewProblem {
            name: &args.name,
            title: &args.title,
            id: args.id.as_deref(),
            time_limit_ms: args.time_limit_ms,
            memory_limit_mib: args.memory_limit_mib,
            source: &args.source,
            limits_unconfirmed: args.limits_unconfirmed,
            uses: &args.uses,
            cases: args.cases.as_deref(),
            checker: args.checker,
            interactive: args.interactive,
            real: args.real,
            big_input: args.big_input,
        },
    )?;
    Ok(true)
}
