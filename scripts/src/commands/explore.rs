//! `cargo x explore`: the command line of the explorer (the crate `explorer` holds the tables,
//! the period detector, the rules and the reports).
//!
//! - `cargo x explore 0.07 [-n N]`: the first N values of an octal game, in rows as wide as its
//!   period, with the preperiod and period certified by the octal periodicity theorem, or a
//!   period detected over the values when none is certified.
//! - `cargo x explore --subtraction 1,3,4`: the same for a subtraction set (the octal code with
//!   digit 3 at every move, here 0.3033).
//! - `cargo x explore --values FILE [--grid] [--predict QUERIES] [--svg FILE]`: any table.
//! - `cargo x explore --crate <crate>`: builds and runs `problems/<crate>/examples/explore.rs`
//!   (or `scripts/examples/explore.rs` for `--crate scripts`), a program that prints tables of a
//!   game the user defines with `explorer::Explorer`; the colour and the heat map's path reach it
//!   as its arguments (`--color`, `--svg`).
//! - `cargo x explore 0.16 --certify`: certifies long periods with the sparse-space engine.
//! - `cargo x explore 8.3...` (or `4.0 unequal`, `0.F`): a take-and-break code beyond octal
//!   (`cgt_take_break::TakeBreak`), its table from the definition with its period certified
//!   where a window theorem applies, else an arithmetic period detected.

use crate::context::{ColorChoice, Context, Shell};
use anyhow::{bail, Context as _, Result};
use cgt_mex::EventualPeriod;
use cgt_octal::{OctalCode, OctalGrundy};
use explorer::heat_map::heat_map;
use explorer::octal::{certify_report, octal_report};
use explorer::parse::{parse_grid, parse_queries, parse_values};
use explorer::rules::{
    find_grid_rules, find_sequence_rules, periodic, predict_grid, predict_sequence,
};
use explorer::table::{grid_text, sequence_text};
use explorer::Axis;
use std::io::Read;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The arguments of `cargo x explore`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// An octal code such as 0.07, or a take-and-break code beyond octal such as 8.3...,
    /// 4.0 unequal (Grundy's game) or 0.F
    code: Option<String>,
    /// A table from any source: whitespace-separated non-negative integers g(N), g(N+1), ...
    /// (`-` for stdin); with --grid one line per row a = N, N+1, ..., each the values for
    /// b = N, N+1, ...
    #[arg(long, conflicts_with_all = ["code", "subtraction", "krate"])]
    values: Option<String>,
    /// Read --values as a grid (one row a line)
    #[arg(long, requires = "values")]
    grid: bool,
    /// The first index N of --values
    #[arg(long, default_value_t = 0)]
    from: u64,
    /// A file of queries, one a line (`n`, or `a b` with --grid): print the value the rules
    /// found give at each, or `?`
    #[arg(long)]
    predict: Option<String>,
    /// Write a heat map of a grid (--values --grid, or the crate's table2) to this SVG file
    #[arg(long)]
    svg: Option<String>,
    /// The names of the two parameters of a grid in the heat map (default a,b)
    #[arg(long, default_value = "a,b")]
    names: String,
    /// Colour the values in the terminal
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    /// A subtraction set such as 1,3,4 instead of a code
    #[arg(long, conflicts_with_all = ["code", "krate"])]
    subtraction: Option<String>,
    /// Build and run `problems/<crate>/examples/explore.rs`
    #[arg(long = "crate", conflicts_with = "code")]
    krate: Option<String>,
    /// How many values to show
    #[arg(short, default_value_t = 100)]
    n: usize,
    /// Compute at most this many values while looking for the period (with --certify: default
    /// 5000000)
    #[arg(long)]
    max: Option<usize>,
    /// Certify a long period with the sparse-space engine (0.16, 0.56, ...)
    #[arg(long)]
    certify: bool,
}

/// `--certify`: the report, with a progress line on stderr (values, rate, memory) as the
/// shell's progress reports go; Ctrl-C stops the engine, which says how far it got, and the
/// command ends with 130.
fn run_certify(
    shell: &Shell,
    stops_itself: &AtomicBool,
    title: &str,
    code: &OctalCode,
    max: usize,
) -> Result<bool> {
    stops_itself.store(true, Ordering::Relaxed);
    let start = std::time::Instant::now();
    let mut progress = shell.progress();
    let report = certify_report(title, code, max, &mut |p| {
        progress.update(|| {
            format!(
                "{title}: {} values, {:.2e} values/s, {} rare heaps, largest value {}, {} MB resident",
                p.values,
                p.values as f64 / start.elapsed().as_secs_f64(),
                p.rare_heaps,
                p.largest,
                harness::procfs::own_resident_bytes() >> 20
            )
        });
        !harness::interrupt::interrupted()
    });
    progress.finish();
    print!("{report}");
    if harness::interrupt::interrupted() {
        // The engine stopped by itself and reported how far it got.
        return Err(harness::interrupt::Interrupted.into());
    }
    Ok(true)
}

/// Runs `cargo x explore`.
pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    let shell = Shell::with_choice(args.color);
    let color = shell.colour();
    if let Some(krate) = &args.krate {
        return run_crate(ctx, krate, args.svg.as_deref(), color);
    }
    // The engines have no child to wait for: an interrupt ends the process, unless the work is
    // one that stops by itself (`--certify`).
    let stops_itself = Arc::new(AtomicBool::new(false));
    harness::interrupt::exit_on_interrupt(Arc::clone(&stops_itself));
    if let Some(file) = &args.values {
        return run_values(&args, file, color);
    }
    let (title, code) = match (&args.code, &args.subtraction) {
        (Some(text), None) => match OctalCode::parse(text) {
            Ok(code) => (code.to_string(), code),
            // Beyond octal: hexadecimal digits, a d0 digit, `...`, `unequal`.
            Err(octal) => return run_take_break(&args, text, &octal.to_string(), color),
        },
        (None, Some(set)) => {
            let moves = set
                .split(',')
                .map(|s| s.trim().parse::<usize>())
                .collect::<Result<Vec<usize>, _>>()
                .with_context(|| format!("a subtraction set is like 1,3,4, not `{set}`"))?;
            if moves.is_empty() || moves.contains(&0) {
                bail!("a subtraction set has moves of at least 1");
            }
            let code = OctalCode::subtraction(&moves);
            (format!("subtraction {{{set}}} = {code}"), code)
        }
        _ => bail!("give an octal code (0.07), --subtraction 1,3,4 or --crate <crate>"),
    };
    if let Some(queries) = &args.predict {
        let mut game = OctalGrundy::new(&code);
        let period = game.certify(args.max.unwrap_or(50_000).max(args.n));
        if let Some(EventualPeriod { preperiod, period }) = period {
            game.extend_to(preperiod + period);
        }
        let values: Vec<u64> = game.values().iter().map(|&v| v as u64).collect();
        let rules = match period {
            // The certified period is a proof: it alone answers.
            Some(EventualPeriod { preperiod, period }) => {
                vec![periodic::certified(&values, preperiod, period)]
            }
            None => find_sequence_rules(&values, 0),
        };
        let queries = read_queries(queries, false)?;
        for query in queries {
            println!("{}", answer(predict_sequence(&rules, &values, 0, query[0])));
        }
        return Ok(true);
    }
    if args.certify {
        return run_certify(
            &shell,
            &stops_itself,
            &title,
            &code,
            args.max.unwrap_or(5_000_000),
        );
    }
    print!(
        "{}",
        octal_report(&title, &code, args.n, args.max.unwrap_or(50_000), color)
    );
    Ok(true)
}

/// `cargo x explore CODE` for a take-and-break code beyond octal (see
/// [`explorer::take_break`]): the table, its period certified or an arithmetic period
/// detected, the rules found. `octal` is why the code is no octal code, said when it is no
/// take-and-break code either.
fn run_take_break(args: &Args, text: &str, octal: &str, color: bool) -> Result<bool> {
    use explorer::take_break::{default_max, take_break_report};
    let code = cgt_take_break::TakeBreak::parse(text).map_err(|error| {
        anyhow::anyhow!("`{text}` is no octal code ({octal}) and no take-and-break code: {error}")
    })?;
    if args.certify || args.predict.is_some() {
        bail!("--certify and --predict take octal codes; `{text}` is a code beyond octal");
    }
    let max = args.max.unwrap_or_else(|| default_max(&code));
    print!(
        "{}",
        take_break_report(&code.to_string(), &code, args.n, max, color)
    );
    Ok(true)
}

/// Builds and runs the crate's `examples/explore.rs`, telling it the colour and, with `--svg`,
/// a fresh path for its heat map, which then replaces `svg` at once (never half written).
fn run_crate(ctx: &Context, krate: &str, svg: Option<&str>, color: bool) -> Result<bool> {
    let dir = if krate == "scripts" {
        ctx.workspace.scripts_dir()
    } else {
        ctx.problem(krate).dir
    };
    if !dir.join("examples/explore.rs").is_file() {
        bail!(
            "{} does not exist: write it with explorer::Explorer (table1, table2), `explorer` among the crate's dev-dependencies",
            dir.join("examples/explore.rs").display()
        );
    }
    let scratch = tempfile::tempdir().context("cannot make a temporary folder")?;
    let drawn = scratch.path().join("heat-map.svg");
    let mut command = crate::build::cargo();
    command.current_dir(&ctx.workspace.root).args([
        "run",
        "--release",
        "--quiet",
        "--example",
        "explore",
        "-p",
        krate,
        "--",
        "--color",
        if color { "always" } else { "never" },
    ]);
    if svg.is_some() {
        command.arg("--svg").arg(&drawn);
    }
    let status = command.status().context("cannot run cargo")?;
    if let Some(svg) = svg {
        if drawn.is_file() {
            let text = std::fs::read_to_string(&drawn)
                .with_context(|| format!("cannot read {}", drawn.display()))?;
            harness::atomic::write_atomically(std::path::Path::new(svg), &text)?;
        } else if status.success() {
            bail!(
                "{krate}'s explore example printed no two-parameter table: no heat map for {svg}"
            );
        }
    }
    Ok(status.success())
}

/// `cargo x explore --values FILE [--grid] [--from N] [--predict QUERIES] [--svg FILE]`.
fn run_values(args: &Args, file: &str, color: bool) -> Result<bool> {
    let text = read_source(file)?;
    let first = args.from;
    if args.grid {
        let grid = parse_grid(&text, file)?;
        let found = find_grid_rules(&grid, first, first);
        if let Some(queries) = &args.predict {
            for q in read_queries(queries, true)? {
                println!(
                    "{}",
                    answer(predict_grid(&found, &grid, first, first, q[0], q[1]))
                );
            }
            return Ok(true);
        }
        let names: Vec<&str> = args.names.split(',').map(str::trim).collect();
        let [name_a, name_b] = names[..] else {
            bail!(
                "--names is two names such as pile,heap, not `{}`",
                args.names
            );
        };
        let size = |n: usize| first as usize..first as usize + n;
        let rows = Axis {
            name: (name_a != "a").then(|| name_a.to_string()),
            range: size(grid.len()),
        };
        let cols = Axis {
            name: (name_b != "b").then(|| name_b.to_string()),
            range: size(grid[0].len()),
        };
        print!("{}", grid_text(file, &rows, &cols, &grid, color));
        if let Some(svg) = &args.svg {
            harness::atomic::write_atomically(
                std::path::Path::new(svg),
                &heat_map(file, (name_a, name_b), (first, first), &grid),
            )?;
        }
    } else {
        let values = parse_values(&text, file)?;
        if args.svg.is_some() {
            bail!("--svg draws a grid: add --grid");
        }
        if let Some(queries) = &args.predict {
            let found = find_sequence_rules(&values, first);
            for q in read_queries(queries, false)? {
                println!("{}", answer(predict_sequence(&found, &values, first, q[0])));
            }
            return Ok(true);
        }
        print!("{}", sequence_text(file, first as usize, &values, color));
    }
    Ok(true)
}

fn answer(value: Option<u64>) -> String {
    value.map_or("?".to_string(), |v| v.to_string())
}

/// The text of `FILE`, or of stdin for `-`.
fn read_source(file: &str) -> Result<String> {
    if file == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read stdin")?;
        Ok(text)
    } else {
        std::fs::read_to_string(file).with_context(|| format!("cannot read {file}"))
    }
}

/// The queries of `file` (`-` for stdin): `n` a line, or `a b` with `pair`.
fn read_queries(file: &str, pair: bool) -> Result<Vec<Vec<u64>>> {
    Ok(parse_queries(&read_source(file)?, file, pair)?)
}
