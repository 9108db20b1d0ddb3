//! `cargo x bundle`: each problem into `bundled/<crate>.rs`, compiled alone by the judge
//! compiler and rerun on its samples (see [`crate::bundler`]).

use crate::batch::for_each_problem;
use crate::build::Needs;
use crate::bundler::{bundle, size_table, stale_note, BundleReport, Tools};
use crate::context::Context;
use anyhow::Result;
use harness::config::JudgeConfig;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    select: super::Selection,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let config = ctx.config()?;
    let crates = ctx.select_or_all(args.select.crates, args.select.all)?;
    let tools = Tools::prepare(ctx)?;
    let mut reports = Vec::new();
    let tally = for_each_problem(
        ctx,
        &crates,
        Needs::default(),
        |job| bundle(ctx, job.krate, &job.built, &tools),
        |_, report: BundleReport| {
            print_report(ctx, config, &report, &tools.judge_rustc.version);
            let written = report.written;
            reports.push(report);
            written
        },
        |krate| Some(stale_note(&ctx.problem(krate))),
    )?;
    if !reports.is_empty() {
        let rows: Vec<_> = reports
            .iter()
            .map(|report| {
                let problem = &config.problems[&report.krate];
                (
                    report.krate.as_str(),
                    report.sizes,
                    config.judge_of(problem).source_limit(),
                )
            })
            .collect();
        println!("\nbundle sizes in bytes:");
        print!("{}", size_table(&rows));
    }
    println!("{}", tally.line("bundle"));
    Ok(tally.all_passed())
}

fn print_report(ctx: &Context, config: &JudgeConfig, report: &BundleReport, compiler: &str) {
    let problem = &config.problems[&report.krate];
    let judge_site = config.judge_of(problem);
    if report.written {
        println!("{}: ok  {}", report.krate, report.path.display());
    } else {
        println!(
            "{}: FAILED  {}\n  {}",
            report.krate,
            report.candidate.display(),
            stale_note(&ctx.problem(&report.krate))
        );
    }
    let limit_note = if judge_site.source_limit_bytes.is_some() {
        ""
    } else {
        " (no stated limit: 64 KiB assumed)"
    };
    let over = if report.size > report.size_limit {
        "  OVER THE LIMIT"
    } else {
        ""
    };
    println!(
        "  size {:.1} KiB of {:.1} KiB{limit_note}{over}",
        report.size as f64 / 1024.0,
        report.size_limit as f64 / 1024.0
    );
    println!(
        "  compiled alone by {compiler} in {:.1} s",
        report.compile_time.as_secs_f64()
    );
    for topic in &report.unused_topics {
        println!(
            "  warning: {topic} is a dependency of {} that src/ never uses: the bundle carries it \
             for nothing (remove it from problems/{}/Cargo.toml)",
            report.krate, report.krate
        );
    }
    for result in &report.results {
        println!("  {result}");
    }
    if report.results.is_empty() {
        println!("  no samples: a bundle is proven on its samples only");
    }
    if !judge_site.accepts_rust {
        println!(
            "  note: {} accepts no Rust{}; the bundle is proven here but cannot be submitted there",
            judge_site.name,
            judge_site
                .note
                .as_deref()
                .map(|n| format!(" ({n})"))
                .unwrap_or_default()
        );
    }
}
