//! `cargo x bench`: time release binaries and their bundles on worst-case inputs against the
//! judge's limits, by CPU time (see [`crate::measurement`]).

use crate::build::{build_each, Needs};
use crate::bundler::{bundle, Tools};
use crate::context::Context;
use crate::measurement::{load, max_inputs, measure, table, Subject, RUNS};
use anyhow::Result;
use harness::paths::Example;

#[derive(clap::Args)]
pub struct Args {
    /// Problem crates (default: all that have a generator)
    crates: Vec<String>,
    /// Skip the bundles (faster)
    #[arg(long)]
    no_bundle: bool,
    /// The random seed of the worst-case inputs
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let config = ctx.config()?;
    let crates = if args.crates.is_empty() {
        ctx.workspace
            .problem_crates()?
            .into_iter()
            .filter(|krate| {
                ctx.problem(krate)
                    .example_source(Example::Generator)
                    .is_some()
            })
            .collect()
    } else {
        ctx.select(args.crates)?
    };
    let built = build_each(
        ctx,
        &crates,
        Needs {
            solution: true,
            generator: true,
            ..Needs::default()
        },
    )?;
    let tools = if args.no_bundle {
        None
    } else {
        Some(Tools::prepare(ctx)?)
    };
    let mut rows = Vec::new();
    for (krate, built) in crates.iter().zip(&built) {
        let problem = config.problem(krate)?;
        let bundled = match &tools {
            Some(tools) => Some(bundle(ctx, krate, built, tools)?.binary),
            None => None,
        };
        let generator = built
            .generator
            .as_deref()
            .expect("built with its generator");
        for (name, input) in max_inputs(&ctx.problem(krate), generator, args.seed)? {
            ctx.shell.status(&format!("bench: {krate} {name}"));
            let subject = |binary_kind, binary| Subject {
                krate,
                input_name: &name,
                input: &input,
                binary_kind,
                binary,
                interactor: built.interactor.as_deref(),
            };
            rows.push(measure(problem, &subject("release", &built.solution))?);
            if let Some(bundled) = &bundled {
                rows.push(measure(problem, &subject("bundle", bundled))?);
            }
        }
    }
    print!("{}", table(&rows));
    println!(
        "(median of {RUNS} runs on this machine{}; the share of the time limit is by CPU time, as \
         judges count it; memory is the peak resident size, at least about 2 MiB)",
        load().map(|load| format!(", {load}")).unwrap_or_default()
    );
    Ok(true)
}
