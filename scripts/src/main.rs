//! `cargo x`: the workspace's commands. Run `cargo x --help`.

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use scripts::build::{attach_checker, build_generator, build_release};
use scripts::bundle::{self, bundle, BundleReport, LicenseCache};
use scripts::config::JudgeConfig;
use scripts::judge::{judge, summary_line, Deadline};
use scripts::{bench, setup, workspace};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "cargo x",
    about = "Solve, test, bundle and prove combinatorial game problems"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Release-build problems and judge them on their samples under the judge's time limit
    Test {
        /// Problem crates (default: all)
        crates: Vec<String>,
    },
    /// Bundle problems into bundled/<crate>.rs, compile each alone with the judge compiler and
    /// rerun its samples
    Bundle {
        /// Problem crates
        #[arg(required_unless_present = "all")]
        crates: Vec<String>,
        /// Every problem
        #[arg(long, conflicts_with = "crates")]
        all: bool,
    },
    /// Install what is missing: cargo-equip and the judge compiler
    Setup,
    /// Scaffold a problem crate, its samples folder, its generator and its judge.toml entry
    New {
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
        /// Topic crates of common/ the solution uses, e.g. `--uses nim,grundy`
        #[arg(long, value_delimiter = ',')]
        uses: Vec<String>,
        /// Where the problem comes from: a seed article (`000`, `001`, `002`) or a family
        #[arg(long, default_value = "000")]
        seed: String,
        /// How one input holds several test cases: count, count-tokens, lines or eof (see judge.toml)
        #[arg(long, value_parser = ["count", "count-tokens", "lines", "eof"])]
        cases: Option<String>,
        /// An interactive problem: a player against an interactor (examples/interactor.rs)
        #[arg(long)]
        interactive: bool,
        /// The input is large (over 1 MB): read it through cgt-fast-input (`ByteSource`, `Int<T>`)
        #[arg(long)]
        big_input: bool,
    },
    /// Print an input from the crate's generator (examples/gen.rs): random and moderate, small
    /// (for the brute force), or worst-case at the statement's maximum
    Gen {
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
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Time release binaries and their bundles on worst-case inputs against the judge's limits
    Bench {
        /// Problem crates (default: all that have a generator)
        crates: Vec<String>,
        /// Skip the bundles (faster)
        #[arg(long)]
        no_bundle: bool,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Compare the release binary with the crate's brute force (examples/brute.rs) on small
    /// generated inputs until they disagree; the first disagreement is saved as a sample
    Stress {
        /// Problem crates
        #[arg(required_unless_present = "all")]
        crates: Vec<String>,
        /// Every problem that has a brute force
        #[arg(long, conflicts_with = "crates")]
        all: bool,
        /// How many seeds to try
        #[arg(long, default_value_t = 200)]
        seeds: u64,
        /// The first seed
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Everything CI checks, for some crates: fmt, clippy (the MSRV on the submitted code only),
    /// cargo test, stress against the brute force, and the bundle proven on the judge compiler;
    /// one line per step with its time
    Check {
        /// Problem crates
        #[arg(required = true)]
        crates: Vec<String>,
        /// Stress seeds per crate
        #[arg(long, default_value_t = CI_STRESS_SEEDS)]
        seeds: u64,
    },
    /// Everything CI checks on the whole workspace: the steps of `check` for every crate
    Ci,
    /// Grundy tables with their periods: an octal code, a subtraction set, or a crate's
    /// examples/explore.rs (see scripts/src/explore.rs)
    Explore(scripts::explore::ExploreArgs),
}

fn main() -> ExitCode {
    scripts::run::serve_as_launcher_if_asked();
    let cli = Cli::parse();
    scripts::interrupt::install();
    if let Err(error) = workspace::try_root() {
        eprintln!("error: {error:#}");
        return ExitCode::FAILURE;
    }
    let result = match cli.command {
        Command::Test { crates } => test(crates),
        Command::Bundle { crates, all } => bundle_command(crates, all),
        Command::Setup => load_config().and_then(|config| {
            let judge_rustc = setup::setup(&config.judge_compiler)?;
            println!(
                "cargo-equip {}; judge compiler: {}",
                setup::CARGO_EQUIP_VERSION,
                judge_rustc.version
            );
            Ok(true)
        }),
        Command::New {
            name,
            title,
            id,
            time_limit_ms,
            memory_limit_mib,
            limits_unconfirmed,
            uses,
            seed,
            cases,
            interactive,
            big_input,
        } => scripts::scaffold::new_problem(
            &workspace::root(),
            &scripts::scaffold::NewProblem {
                name: &name,
                title: &title,
                id: id.as_deref(),
                time_limit_ms,
                memory_limit_mib,
                seed: &seed,
                limits_unconfirmed,
                uses: &uses,
                cases: cases.as_deref(),
                interactive,
                big_input,
            },
        )
        .map(|()| true),
        Command::Gen {
            krate,
            max,
            small,
            shape,
            list,
            seed,
        } => gen_command(&krate, max, small, shape, list, seed),
        Command::Bench {
            crates,
            no_bundle,
            seed,
        } => bench_command(crates, no_bundle, seed),
        Command::Stress {
            crates,
            all,
            seeds,
            seed,
        } => stress_command(crates, all, seed, seeds),
        Command::Check { crates, seeds } => check(crates, seeds),
        Command::Ci => ci(),
        Command::Explore(args) => scripts::explore::run(args),
    };
    let result = result.and_then(|ok| scripts::interrupt::check().map(|()| ok));
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) if scripts::interrupt::is_interrupted(&error) => {
            eprintln!("interrupted");
            ExitCode::from(130)
        }
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn load_config() -> Result<JudgeConfig> {
    JudgeConfig::load(&workspace::judge_toml())
}

/// The crates named on the command line (checked), or all of them.
fn select(config: &JudgeConfig, crates: Vec<String>) -> Result<Vec<String>> {
    let all = workspace::problem_crates()?;
    if crates.is_empty() {
        return Ok(all);
    }
    for krate in &crates {
        if !all.contains(krate) {
            bail!(
                "no problem crate `{krate}` in problems/ (have: {})",
                all.join(", ")
            );
        }
        config.problem(krate)?;
    }
    Ok(crates)
}

/// Says what `cargo test` will fail on (a crate without samples, entry or generator); the samples
/// that do exist are still judged.
fn warn_about_inconsistencies(config: &JudgeConfig) -> Result<()> {
    for problem in workspace::inconsistencies(config)? {
        eprintln!("warning: {problem}");
    }
    Ok(())
}

fn test(crates: Vec<String>) -> Result<bool> {
    let mut config = load_config()?;
    warn_about_inconsistencies(&config)?;
    let crates = select(&config, crates)?;
    for krate in &crates {
        attach_checker(&mut config, krate)?;
    }
    let binaries = build_release(&crates)?;
    let mut results = Vec::new();
    let mut without_samples = Vec::new();
    for (krate, binary) in crates.iter().zip(&binaries) {
        let problem = config.problem(krate)?;
        println!(
            "{krate}: {} ({} ms, {} MiB)",
            problem.title, problem.time_limit_ms, problem.memory_limit_mib
        );
        let samples = workspace::samples(krate)?;
        if samples.is_empty() {
            println!("  no samples: samples/{krate}/ has no *.in (add 1.in and its 1.out)");
            without_samples.push(krate.as_str());
        }
        for sample in samples {
            let result = judge(binary, &sample, problem, Deadline::TimeLimit)?;
            println!("  {result}");
            results.push(result);
        }
    }
    let mut line = summary_line(&results);
    if !without_samples.is_empty() {
        line.push_str(&format!(
            ", {} without samples ({})",
            without_samples.len(),
            without_samples.join(", ")
        ));
    }
    println!("{line}");
    Ok(without_samples.is_empty() && results.iter().all(|r| r.verdict.code() == "AC"))
}

fn bundle_command(crates: Vec<String>, all: bool) -> Result<bool> {
    let mut config = load_config()?;
    let crates = if all {
        workspace::problem_crates()?
    } else {
        select(&config, crates)?
    };
    let judge_rustc = setup::setup(&config.judge_compiler)?;
    let licenses = LicenseCache::seeded()?;
    let mut attached = Vec::new();
    for krate in &crates {
        attached.push(attach_checker(&mut config, krate));
    }
    let config = &config;
    let jobs: Vec<(&String, Result<()>)> = crates.iter().zip(attached).collect();
    let mut passed = 0;
    let mut reports = Vec::new();
    let mut interrupted = None;
    scripts::build::in_parallel(
        &jobs,
        |(krate, attached)| match attached {
            Ok(()) => bundle(krate, config, &judge_rustc, &licenses),
            Err(error) => Err(anyhow::anyhow!("{error:#}")),
        },
        |(krate, _), report| match report {
            Ok(report) => {
                print_bundle_report(config, &report, &judge_rustc.version);
                passed += usize::from(report.written);
                reports.push(report);
            }
            Err(error) if scripts::interrupt::is_interrupted(&error) => interrupted = Some(error),
            Err(error) => println!(
                "{krate}: FAILED\n  {}\n  {}",
                format!("{error:#}").trim_end().replace('\n', "\n  "),
                bundle::stale_note(krate)
            ),
        },
    );
    scripts::interrupt::check()?;
    if let Some(error) = interrupted {
        return Err(error);
    }
    if !reports.is_empty() {
        let rows: Vec<_> = reports
            .iter()
            .map(|report| {
                let problem = &config.problems[&report.krate];
                (report, config.judge_of(problem).source_limit())
            })
            .collect();
        println!("\nbundle sizes in bytes:");
        print!("{}", bundle::size_table(&rows));
    }
    println!("bundle: {passed} passed, {} failed", crates.len() - passed);
    Ok(passed == crates.len())
}

fn print_bundle_report(config: &JudgeConfig, report: &BundleReport, compiler: &str) {
    let problem = &config.problems[&report.krate];
    let judge_site = config.judge_of(problem);
    if report.written {
        println!("{}: ok  {}", report.krate, report.path.display());
    } else {
        println!(
            "{}: FAILED  {}\n  {}",
            report.krate,
            report.candidate.display(),
            bundle::stale_note(&report.krate)
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

fn gen_command(
    krate: &str,
    max: bool,
    small: bool,
    shape: Option<String>,
    list: bool,
    seed: u64,
) -> Result<bool> {
    select(&load_config()?, vec![krate.to_string()])?;
    let generator = build_generator(krate)?;
    let seed = seed.to_string();
    let mut request = match (list, max, small) {
        (true, _, _) => vec!["shapes"],
        (_, true, _) => vec!["max"],
        (_, _, true) => vec!["small"],
        _ => vec!["random"],
    };
    if let (false, Some(shape)) = (list, &shape) {
        request.push(shape);
    }
    if !list {
        request.extend(["--seed", &seed]);
    }
    let status = std::process::Command::new(&generator)
        .args(&request)
        .status()
        .with_context(|| format!("cannot run {}", generator.display()))?;
    Ok(status.success())
}

fn bench_command(crates: Vec<String>, no_bundle: bool, seed: u64) -> Result<bool> {
    let mut config = load_config()?;
    let crates = if crates.is_empty() {
        workspace::problem_crates()?
            .into_iter()
            .filter(|krate| workspace::example_source(krate, "gen.rs").is_some())
            .collect()
    } else {
        select(&config, crates)?
    };
    let binaries = build_release(&crates)?;
    let bundles = if no_bundle {
        vec![None; crates.len()]
    } else {
        let judge_rustc = setup::setup(&config.judge_compiler)?;
        let licenses = LicenseCache::seeded()?;
        let mut bundles = Vec::new();
        for krate in &crates {
            attach_checker(&mut config, krate)?;
            bundles.push(Some(
                bundle(krate, &config, &judge_rustc, &licenses)?.binary,
            ));
        }
        bundles
    };
    let mut rows = Vec::new();
    for ((krate, release), bundled) in crates.iter().zip(&binaries).zip(&bundles) {
        for (name, input) in bench::max_inputs(krate, seed)? {
            eprintln!("bench: {krate} {name}");
            rows.push(bench::measure(
                &config, krate, &name, &input, "release", release,
            )?);
            if let Some(bundled) = bundled {
                rows.push(bench::measure(
                    &config, krate, &name, &input, "bundle", bundled,
                )?);
            }
        }
    }
    print!("{}", bench::table(&rows));
    println!("(median of {} runs on this machine; memory is the peak resident size, at least about 2 MiB)", bench::RUNS);
    Ok(true)
}

fn stress_command(crates: Vec<String>, all: bool, first: u64, count: u64) -> Result<bool> {
    let mut config = load_config()?;
    let crates = if all {
        let all = workspace::problem_crates()?;
        let (with, without): (Vec<String>, Vec<String>) = all
            .into_iter()
            .partition(|krate| scripts::stress::brute_source(krate).is_some());
        if !without.is_empty() {
            println!(
                "no brute force (examples/brute.rs), not stressed: {}",
                without.join(", ")
            );
        }
        with
    } else {
        select(&config, crates)?
    };
    if crates.len() > 1 {
        scripts::build::build_all_release(&crates)?;
    }
    let mut attached = Vec::new();
    for krate in &crates {
        attached.push(attach_checker(&mut config, krate));
    }
    let config = &config;
    let jobs: Vec<(&String, Result<()>)> = crates.iter().zip(attached).collect();
    let mut passed = 0;
    let mut interrupted = None;
    scripts::build::in_parallel(
        &jobs,
        |(krate, attached)| match attached {
            Ok(()) => scripts::stress::stress(config, krate, first, count),
            Err(error) => Err(anyhow::anyhow!("{error:#}")),
        },
        |(krate, _), found| match found {
            Ok(scripts::stress::Finding::Agreed { seeds }) => {
                println!("{krate}: ok, {seeds} seeds agree with the brute force");
                passed += 1;
            }
            Ok(scripts::stress::Finding::Disagreed {
                seed,
                input,
                output,
                report,
            }) => {
                println!(
                    "{krate}: fails on seed {seed}; saved {} and {} (expected output from the brute force)\n  {}",
                    input.display(),
                    output.display(),
                    report.trim_end().replace('\n', "\n  ")
                );
            }
            Err(error) if scripts::interrupt::is_interrupted(&error) => interrupted = Some(error),
            Err(error) => println!(
                "{krate}: FAILED\n  {}",
                format!("{error:#}").replace('\n', "\n  ")
            ),
        },
    );
    scripts::interrupt::check()?;
    if let Some(error) = interrupted {
        return Err(error);
    }
    println!("stress: {passed} passed, {} failed", crates.len() - passed);
    Ok(passed == crates.len())
}

/// Seeds per problem that `cargo x ci` stresses.
const CI_STRESS_SEEDS: u64 = 100;

fn check(crates: Vec<String>, seeds: u64) -> Result<bool> {
    let config = load_config()?;
    let crates = select(&config, crates)?;
    setup::setup(&config.judge_compiler)?;
    println!("check {}:", crates.join(", "));
    let outcomes = scripts::check::run_steps(scripts::check::check_steps(&crates, seeds)?)?;
    println!("{}", scripts::check::summary("check", &outcomes));
    Ok(outcomes.iter().all(|o| o.ok))
}

fn ci() -> Result<bool> {
    let config = load_config()?;
    setup::setup(&config.judge_compiler)?;
    println!("ci: the whole workspace, {CI_STRESS_SEEDS} stress seeds per problem");
    let outcomes = scripts::check::run_steps(scripts::check::ci_steps(CI_STRESS_SEEDS)?)?;
    println!("{}", scripts::check::summary("ci", &outcomes));
    Ok(outcomes.iter().all(|o| o.ok))
}
