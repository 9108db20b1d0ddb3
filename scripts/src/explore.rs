//! `cargo x explore`: Grundy tables in the terminal, with the period or arithmetic pattern they
//! show.
//!
//! - `cargo x explore 0.07 [-n N]`: the first N values of an octal game, in rows as wide as its
//!   period (aligned so that a row starts where the period does), with the preperiod and period
//!   certified by the octal periodicity theorem (`cgt_octal::OctalGrundy`), or an arithmetic
//!   period detected over the values when none is certified.
//! - `cargo x explore --subtraction 1,3,4`: the same for a subtraction set (the octal code with
//!   digit 3 at every move, here 0.3033).
//! - `cargo x explore --crate <crate>`: builds and runs `problems/<crate>/examples/explore.rs`
//!   (or `scripts/examples/explore.rs` for `--crate scripts`), a program that prints tables of a
//!   game the user defines with [`table1`] and [`table2`].
//! - `cargo x explore 0.16 --certify`: certifies long periods with the sparse-space engine.

use crate::rules::{self, find_rules, find_rules2, predict, predict2};
use anyhow::{bail, Context, Result};
use cgt_octal::{detect_arithmetic_period, ArithmeticPeriod, OctalCode, OctalGrundy, Periodicity};
use std::fmt::{Display, Write};
use std::io::{IsTerminal, Read};
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};

/// The environment variable through which `cargo x explore --crate <crate> --svg FILE` asks the
/// crate's `table2` for a heat map.
pub const SVG_ENV: &str = "CARGO_X_EXPLORE_SVG";
/// `always` or `never`: whether the crate's tables colour their values.
pub const COLOR_ENV: &str = "CARGO_X_EXPLORE_COLOR";

/// The arguments of `cargo x explore`.
#[derive(clap::Args, Debug)]
pub struct ExploreArgs {
    /// An octal code such as 0.07
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

/// When to colour the values.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

static COLOR: AtomicBool = AtomicBool::new(false);

fn set_color(choice: ColorChoice) {
    let on = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
        }
    };
    COLOR.store(on, Ordering::Relaxed);
}

/// `text` (a value padded to its cell) in the colour of `value` when colouring is on.
fn paint(text: String, value: u64) -> String {
    if COLOR.load(Ordering::Relaxed) {
        const PALETTE: [u8; 12] = [250, 39, 208, 34, 199, 226, 93, 51, 160, 118, 214, 27];
        format!("\x1b[38;5;{}m{text}\x1b[0m", PALETTE[(value % 12) as usize])
    } else {
        text
    }
}

/// Stops the process with 130 within 50 ms of Ctrl-C or SIGTERM: the computations of the
/// explorer (octal engines, rule search) have no child to wait for and no check of their own.
fn exit_on_interrupt() {
    std::thread::spawn(|| loop {
        if crate::interrupt::interrupted() {
            eprintln!("interrupted");
            std::process::exit(130);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    });
}

/// Runs `cargo x explore`.
pub fn run(args: ExploreArgs) -> Result<bool> {
    set_color(args.color);
    if let Some(krate) = &args.krate {
        return run_crate(krate, args.svg.as_deref(), args.color);
    }
    exit_on_interrupt();
    if let Some(file) = &args.values {
        return run_values(&args, file);
    }
    let (title, code) = match (&args.code, &args.subtraction) {
        (Some(text), None) => {
            let code = OctalCode::parse(text).with_context(|| format!("`{text}`"))?;
            (code.to_string(), code)
        }
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
        if let Some(Periodicity { preperiod, period }) = period {
            game.extend_to(preperiod + period);
        }
        let values: Vec<u64> = game.values().iter().map(|&v| v as u64).collect();
        let rules = match period {
            // The certified period is a proof: it alone answers.
            Some(Periodicity { preperiod, period }) => {
                vec![rules::periodic::certified(&values, preperiod, period)]
            }
            None => find_rules(&values, 0),
        };
        let queries = read_queries(queries, false)?;
        for query in queries {
            println!("{}", answer(predict(&rules, &values, 0, query[0])));
        }
        return Ok(true);
    }
    if args.certify {
        print!(
            "{}",
            certify_report(&title, &code, args.max.unwrap_or(5_000_000))
        );
    } else {
        print!(
            "{}",
            octal_report(&title, &code, args.n, args.max.unwrap_or(50_000))
        );
    }
    Ok(true)
}

fn run_crate(krate: &str, svg: Option<&str>, color: ColorChoice) -> Result<bool> {
    let dir = if krate == "scripts" {
        crate::workspace::root().join("scripts")
    } else {
        crate::workspace::root().join("problems").join(krate)
    };
    if !dir.join("examples/explore.rs").is_file() {
        bail!(
            "{} does not exist: write it with scripts::explore::table1 / table2",
            dir.join("examples/explore.rs").display()
        );
    }
    let mut command = crate::build::cargo();
    if let Some(svg) = svg {
        command.env(SVG_ENV, std::path::absolute(svg)?);
    }
    let color = match color {
        ColorChoice::Auto if COLOR.load(Ordering::Relaxed) => "always",
        ColorChoice::Auto | ColorChoice::Never => "never",
        ColorChoice::Always => "always",
    };
    let status = command
        .env(COLOR_ENV, color)
        .current_dir(crate::workspace::root())
        .args([
            "run",
            "--release",
            "--quiet",
            "--example",
            "explore",
            "-p",
            krate,
        ])
        .status()
        .context("cannot run cargo")?;
    Ok(status.success())
}

/// The report of `cargo x explore <code> -n <shown>`: a header with the certified period (or the
/// detected arithmetic period), then `G(0..shown)` in rows.
pub fn octal_report(title: &str, code: &OctalCode, shown: usize, max: usize) -> String {
    let mut game = OctalGrundy::new(code);
    let period = game.certify(max.max(shown));
    let computed = game.values().len();
    game.extend_to(shown);
    let values = &game.values()[..shown];
    let mut text = String::new();
    match period {
        Some(Periodicity { preperiod, period }) => {
            writeln!(
                text,
                "{title}: preperiod {preperiod}, period {period} (certified by the octal periodicity theorem from {computed} values)"
            )
            .unwrap();
            text.push_str(&rows(values, 0, Some((preperiod, period, 0))));
        }
        None => {
            let detected = detect_arithmetic_period(game.values());
            match detected {
                Some(ArithmeticPeriod {
                    preperiod,
                    period,
                    saltus,
                }) => {
                    writeln!(
                        text,
                        "{title}: no period certified within {} values; detected over them: {} (a detection, not a proof)",
                        game.values().len(),
                        describe(preperiod, period, saltus)
                    )
                    .unwrap();
                    text.push_str(&rows(values, 0, Some((preperiod, period, saltus))));
                }
                None => {
                    writeln!(
                        text,
                        "{title}: no period certified and no pattern detected within {} values",
                        game.values().len()
                    )
                    .unwrap();
                    text.push_str(&rows(values, 0, None));
                }
            }
        }
    }
    if period.is_none() {
        let all: Vec<u64> = game.values().iter().map(|&v| v as u64).collect();
        let found = find_rules(&all, 0);
        text.push_str(&rules_section(
            &found.iter().map(rules::Rule::summary).collect::<Vec<_>>(),
        ));
    }
    text
}

/// The rules found, one a line, under the table.
fn rules_section(rules: &[String]) -> String {
    if rules.is_empty() {
        return "rules found: none (beyond the table the explorer answers `?`)\n".to_string();
    }
    let mut text = String::from("rules found (detected over the table, not proved):\n");
    for rule in rules {
        writeln!(text, "  {rule}").unwrap();
    }
    text
}

/// `period 34 from 53`, or with a saltus `period 2, saltus +1, from 0`.
fn describe(preperiod: usize, period: usize, saltus: i64) -> String {
    if saltus == 0 {
        format!("period {period} from {preperiod}")
    } else {
        format!("period {period}, saltus {saltus:+}, from {preperiod}")
    }
}

/// The values in rows: as wide as the period when it is at most 40 (a few periods when it is
/// below 10; rows then start at the preperiod modulo the width, so the periodic rows line up),
/// else 10 wide; the row where the pattern starts is marked. `values[i]` is the value at `first + i`; the pattern's preperiod is
/// an index into `values`.
fn rows<V: Display + Copy + Into<i128>>(
    values: &[V],
    first: usize,
    pattern: Option<(usize, usize, i64)>,
) -> String {
    let (width, offset) = match pattern {
        Some((preperiod, period, _)) if period <= 40 => {
            let width = 10_usize.div_ceil(period) * period;
            (width, preperiod % width)
        }
        _ => (10, 0),
    };
    let cell = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(1);
    let label = (first + values.len()).max(1).to_string().len();
    let mut text = String::new();
    let mut start = 0;
    while start < values.len() {
        // The first row is short when the rows are aligned on the preperiod.
        let end = if start == 0 && offset > 0 {
            offset
        } else {
            (start + width).min(values.len())
        }
        .min(values.len());
        write!(text, "{:>label$} |", first + start).unwrap();
        if start == 0 && offset > 0 {
            for _ in 0..width - offset {
                write!(text, " {:>cell$}", "").unwrap();
            }
        }
        for &v in &values[start..end] {
            text.push(' ');
            text.push_str(&paint(format!("{v:>cell$}"), colour_key(v)));
        }
        if let Some((preperiod, _, _)) = pattern {
            if (start..end).contains(&preperiod) {
                let text_len = text.trim_end().len();
                text.truncate(text_len);
                write!(text, "   <- period from {}", first + preperiod).unwrap();
            }
        }
        text.push('\n');
        start = end;
    }
    text
}

/// A table of a game over one parameter: `value(n)` for `n` in `range`, printed in rows with the
/// period or arithmetic period the values show (detected over the range, not proved).
///
/// Call it from `problems/<crate>/examples/explore.rs` and run `cargo x explore --crate <crate>`.
pub fn table1<V: Copy + Display + Into<i128>>(
    name: &str,
    range: Range<usize>,
    value: impl FnMut(usize) -> V,
) {
    colour_from_env();
    print!("{}", format_table1(name, range, value));
}

/// The text [`table1`] prints.
pub fn format_table1<V: Copy + Display + Into<i128>>(
    name: &str,
    range: Range<usize>,
    value: impl FnMut(usize) -> V,
) -> String {
    let first = range.start;
    let values: Vec<V> = range.clone().map(value).collect();
    let pattern = detect_arithmetic_period(&values);
    let mut text = format!(
        "{name}, n = {}..{}: {}\n",
        range.start,
        range.end,
        pattern.map_or("no pattern detected".to_string(), |p| {
            describe(first + p.preperiod, p.period, p.saltus) + " (detected, not proved)"
        })
    );
    text.push_str(&rows(
        &values,
        first,
        pattern.map(|p| (p.preperiod, p.period, p.saltus)),
    ));
    let found = as_u64(&values)
        .map(|values| find_rules(&values, first as u64))
        .unwrap_or_default();
    text.push_str(&rules_section(
        &found.iter().map(rules::Rule::summary).collect::<Vec<_>>(),
    ));
    text
}

fn colour_key<V: Into<i128>>(v: V) -> u64 {
    v.into().rem_euclid(1 << 62) as u64
}

/// The values as `u64`, if they all are.
fn as_u64<V: Copy + Into<i128>>(values: &[V]) -> Option<Vec<u64>> {
    values
        .iter()
        .map(|&v| u64::try_from(v.into()).ok())
        .collect()
}

/// One parameter of a [`table2`]: its range, and its name (`a` for the rows and `b` for the
/// columns when only a range is given).
#[derive(Clone, Debug)]
pub struct Axis {
    pub name: Option<String>,
    pub range: Range<usize>,
}

impl From<Range<usize>> for Axis {
    fn from(range: Range<usize>) -> Self {
        Axis { name: None, range }
    }
}

impl From<(&str, Range<usize>)> for Axis {
    fn from((name, range): (&str, Range<usize>)) -> Self {
        Axis {
            name: Some(name.to_string()),
            range,
        }
    }
}

/// A table of a game over two parameters: `value(a, b)` for `a` in `rows` (one line each) and
/// `b` in `cols`, with the pattern each row and each column shows and the rules the whole table
/// follows (detected, not proved). `rows` and `cols` are ranges, or `("name", range)` to name
/// the parameters in the heat map that `cargo x explore --crate <crate> --svg FILE` writes.
///
/// Call it from `problems/<crate>/examples/explore.rs` and run `cargo x explore --crate <crate>`.
pub fn table2<V: Copy + Display + Into<i128>>(
    name: &str,
    rows: impl Into<Axis>,
    cols: impl Into<Axis>,
    mut value: impl FnMut(usize, usize) -> V,
) {
    colour_from_env();
    let (rows, cols) = (rows.into(), cols.into());
    let grid: Vec<Vec<V>> = rows
        .range
        .clone()
        .map(|a| cols.range.clone().map(|b| value(a, b)).collect())
        .collect();
    print!("{}", format_grid(name, &rows, &cols, &grid));
    // The heat map is of the first two-parameter table the program prints.
    static DRAWN: AtomicBool = AtomicBool::new(false);
    if let Some(path) = std::env::var_os(SVG_ENV).filter(|_| !DRAWN.swap(true, Ordering::Relaxed)) {
        let grid: Option<Vec<Vec<u64>>> = grid.iter().map(|row| as_u64(row)).collect();
        let names = (
            rows.name.as_deref().unwrap_or("a"),
            cols.name.as_deref().unwrap_or("b"),
        );
        let written = grid
            .ok_or_else(|| anyhow::anyhow!("negative values have no heat map"))
            .and_then(|grid| {
                write_atomically(
                    std::path::Path::new(&path),
                    &heat_map(
                        name,
                        names,
                        (rows.range.start as u64, cols.range.start as u64),
                        &grid,
                    ),
                )
            });
        if let Err(error) = written {
            eprintln!("error: {error:#}");
        }
    }
}

fn colour_from_env() {
    set_color(match std::env::var(COLOR_ENV).as_deref() {
        Ok("always") => ColorChoice::Always,
        Ok("never") => ColorChoice::Never,
        _ => ColorChoice::Auto,
    });
}

/// The text [`table2`] prints.
pub fn format_table2<V: Copy + Display + Into<i128>>(
    name: &str,
    rows: impl Into<Axis>,
    cols: impl Into<Axis>,
    mut value: impl FnMut(usize, usize) -> V,
) -> String {
    let (rows, cols) = (rows.into(), cols.into());
    let grid: Vec<Vec<V>> = rows
        .range
        .clone()
        .map(|a| cols.range.clone().map(|b| value(a, b)).collect())
        .collect();
    format_grid(name, &rows, &cols, &grid)
}

fn format_grid<V: Copy + Display + Into<i128>>(
    name: &str,
    rows_axis: &Axis,
    cols_axis: &Axis,
    grid: &[Vec<V>],
) -> String {
    let (rows, cols) = (rows_axis.range.clone(), cols_axis.range.clone());
    let cell = grid
        .iter()
        .flatten()
        .map(|v| v.to_string().len())
        .chain(cols.clone().map(|b| b.to_string().len()))
        .max()
        .unwrap_or(1);
    let label = rows.end.max(1).to_string().len().max(3);
    let pattern_of = |values: &[V], first: usize| {
        detect_arithmetic_period(values).map_or("-".to_string(), |p| {
            describe(first + p.preperiod, p.period, p.saltus)
        })
    };
    let named = |axis: &Axis, default: &str| {
        axis.name
            .as_ref()
            .filter(|n| *n != default)
            .map_or(String::new(), |n| format!(" ({n})"))
    };
    let mut text = format!(
        "{name}, a{} = {}..{} (rows), b{} = {}..{} (columns); patterns detected, not proved\n",
        named(rows_axis, "a"),
        rows.start,
        rows.end,
        named(cols_axis, "b"),
        cols.start,
        cols.end
    );
    write!(text, "{:>label$} |", "a\\b").unwrap();
    for b in cols.clone() {
        write!(text, " {b:>cell$}").unwrap();
    }
    text.push_str(" | row pattern (in b)\n");
    writeln!(
        text,
        "{}-+{}-+",
        "-".repeat(label),
        "-".repeat((cell + 1) * cols.len())
    )
    .unwrap();
    for (a, row) in rows.clone().zip(grid) {
        write!(text, "{a:>label$} |").unwrap();
        for &v in row {
            text.push(' ');
            text.push_str(&paint(format!("{v:>cell$}"), colour_key(v)));
        }
        writeln!(text, " | {}", pattern_of(row, cols.start)).unwrap();
    }
    let columns: Vec<String> = cols
        .clone()
        .enumerate()
        .map(|(i, b)| {
            let column: Vec<V> = grid.iter().map(|row| row[i]).collect();
            (b, pattern_of(&column, rows.start))
        })
        .filter(|(_, pattern)| pattern != "-")
        .map(|(b, pattern)| format!("  b = {b:>cell$}: {pattern}\n"))
        .collect();
    if columns.is_empty() {
        text.push_str("column patterns (in a): none detected\n");
    } else {
        text.push_str("column patterns (in a), where one is detected:\n");
        text.extend(columns);
    }
    let grid: Option<Vec<Vec<u64>>> = grid.iter().map(|row| as_u64(row)).collect();
    if let Some(grid) = grid {
        let (first_a, first_b) = (rows.start as u64, cols.start as u64);
        let mut found: Vec<String> = find_rules2(&grid, first_a, first_b)
            .iter()
            .map(rules::Rule2::summary)
            .collect();
        if rules::grid::symmetric(&grid, first_a, first_b) {
            found.push(
                "g(a, b) = g(b, a) over the table (a symmetry, used for no prediction)".to_string(),
            );
        }
        text.push_str(&rules_section(&found));
    }
    text
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

/// The rows of whitespace-separated non-negative integers of `text` (blank lines skipped), each
/// with its line number; an error names `file`, the line and the offending token.
fn parse_lines(text: &str, file: &str) -> Result<Vec<(usize, Vec<u64>)>> {
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut row = Vec::new();
        for token in line.split_whitespace() {
            match token.parse::<u64>() {
                Ok(v) => row.push(v),
                Err(_) => bail!(
                    "{file}:{}: `{token}` is not a non-negative integer (below 2^64)",
                    i + 1
                ),
            }
        }
        if !row.is_empty() {
            lines.push((i + 1, row));
        }
    }
    if lines.is_empty() {
        bail!("{file}: no values");
    }
    Ok(lines)
}

/// A sequence: every number of `text` in order.
pub fn parse_values(text: &str, file: &str) -> Result<Vec<u64>> {
    Ok(parse_lines(text, file)?
        .into_iter()
        .flat_map(|(_, row)| row)
        .collect())
}

/// A grid: one row a line, all as long as the first.
pub fn parse_grid(text: &str, file: &str) -> Result<Vec<Vec<u64>>> {
    let lines = parse_lines(text, file)?;
    let width = lines[0].1.len();
    for (line, row) in &lines {
        if row.len() != width {
            bail!(
                "{file}:{line}: a ragged grid: this row has {} values, the first row has {width}",
                row.len()
            );
        }
    }
    Ok(lines.into_iter().map(|(_, row)| row).collect())
}

/// The queries of `file`: `n` a line, or `a b` with `pair`.
fn read_queries(file: &str, pair: bool) -> Result<Vec<Vec<u64>>> {
    let text = read_source(file)?;
    let lines = parse_lines(&text, file)?;
    let arity = if pair { 2 } else { 1 };
    for (line, query) in &lines {
        if query.len() != arity {
            bail!(
                "{file}:{line}: a query is {} here, not {} numbers",
                if pair { "`a b`" } else { "`n`" },
                query.len()
            );
        }
    }
    Ok(lines.into_iter().map(|(_, q)| q).collect())
}

/// `cargo x explore --values FILE [--grid] [--from N] [--predict QUERIES] [--svg FILE]`.
fn run_values(args: &ExploreArgs, file: &str) -> Result<bool> {
    let text = read_source(file)?;
    let first = args.from;
    if args.grid {
        let grid = parse_grid(&text, file)?;
        let found = find_rules2(&grid, first, first);
        if let Some(queries) = &args.predict {
            for q in read_queries(queries, true)? {
                println!(
                    "{}",
                    answer(predict2(&found, &grid, first, first, q[0], q[1]))
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
        print!("{}", format_grid(file, &rows, &cols, &grid));
        if let Some(svg) = &args.svg {
            write_atomically(
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
            let found = find_rules(&values, first);
            for q in read_queries(queries, false)? {
                println!("{}", answer(predict(&found, &values, first, q[0])));
            }
            return Ok(true);
        }
        print!("{}", format_sequence(file, first, &values));
    }
    Ok(true)
}

/// The table of a sequence with the rules it follows.
pub fn format_sequence(name: &str, first: u64, values: &[u64]) -> String {
    let pattern = detect_arithmetic_period(values);
    let mut text = format!(
        "{name}, n = {first}..{}: {}\n",
        first + values.len() as u64,
        pattern.map_or("no period detected".to_string(), |p| {
            describe(first as usize + p.preperiod, p.period, p.saltus) + " (detected, not proved)"
        })
    );
    text.push_str(&rows(
        values,
        first as usize,
        pattern.map(|p| (p.preperiod, p.period, p.saltus)),
    ));
    let found = find_rules(values, first);
    text.push_str(&rules_section(
        &found.iter().map(rules::Rule::summary).collect::<Vec<_>>(),
    ));
    text
}

/// A heat map of a grid as SVG: one colour per value, a legend, the axes labelled with the
/// parameters' names (`a` down the rows, `b` along the columns).
pub fn heat_map(title: &str, names: (&str, &str), first: (u64, u64), grid: &[Vec<u64>]) -> String {
    const CELL: usize = 8;
    const PALETTE: [&str; 16] = [
        "#f7f7f7", "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
        "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173",
    ];
    let rows = grid.len();
    let cols = grid.first().map_or(0, Vec::len);
    let mut distinct: Vec<u64> = grid.iter().flatten().copied().collect();
    distinct.sort_unstable();
    distinct.dedup();
    let colour = |v: u64| {
        let i = distinct.binary_search(&v).unwrap_or(0);
        if distinct.len() <= PALETTE.len() {
            PALETTE[i].to_string()
        } else {
            // Too many values for the palette: a gradient.
            let t = i as f64 / (distinct.len() - 1) as f64;
            format!("hsl({:.0},70%,{:.0}%)", 240.0 * (1.0 - t), 35.0 + 30.0 * t)
        }
    };
    let (left, top) = (48, 40);
    let legend_x = left + cols * CELL + 24;
    let shown = distinct.len().min(24);
    let width = legend_x + 90;
    let height = (top + rows * CELL + 40).max(top + 16 * shown + 40);
    let escape = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let mut svg = String::new();
    writeln!(svg, r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="monospace" font-size="10">"#).unwrap();
    writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#).unwrap();
    writeln!(
        svg,
        r#"<text x="{left}" y="14" font-size="12">{}</text>"#,
        escape(title)
    )
    .unwrap();
    writeln!(
        svg,
        r#"<text x="{left}" y="{}">{} = {}..{} →</text>"#,
        top - 6,
        escape(names.1),
        first.1,
        first.1 + cols as u64 - 1
    )
    .unwrap();
    writeln!(
        svg,
        r#"<text x="12" y="{}" transform="rotate(90 12 {})">{} = {}..{} →</text>"#,
        top + 4,
        top + 4,
        escape(names.0),
        first.0,
        first.0 + rows as u64 - 1
    )
    .unwrap();
    // One rectangle per run of equal values in a row keeps the file small.
    for (i, row) in grid.iter().enumerate() {
        let mut j = 0;
        while j < row.len() {
            let run = row[j..].iter().take_while(|&&v| v == row[j]).count();
            writeln!(
                svg,
                r#"<rect x="{}" y="{}" width="{}" height="{CELL}" fill="{}"/>"#,
                left + j * CELL,
                top + i * CELL,
                run * CELL,
                colour(row[j])
            )
            .unwrap();
            j += run;
        }
    }
    for (k, &v) in distinct.iter().take(shown).enumerate() {
        let y = top + k * 16;
        writeln!(svg, r#"<rect x="{legend_x}" y="{y}" width="12" height="12" fill="{}" stroke="black" stroke-width="0.5"/><text x="{}" y="{}">{v}</text>"#, colour(v), legend_x + 18, y + 10).unwrap();
    }
    if distinct.len() > shown {
        writeln!(
            svg,
            r#"<text x="{legend_x}" y="{}">... ({} values)</text>"#,
            top + shown * 16 + 10,
            distinct.len()
        )
        .unwrap();
    }
    svg.push_str("</svg>\n");
    svg
}

/// Writes `text` to `path` through a temporary file in the same folder and a rename, so that
/// `path` is never half written.
pub fn write_atomically(path: &std::path::Path, text: &str) -> Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let mut file = tempfile::NamedTempFile::new_in(dir)
        .with_context(|| format!("cannot write in {}", dir.display()))?;
    std::io::Write::write_all(&mut file, text.as_bytes())?;
    {
        use std::os::unix::fs::PermissionsExt;
        file.as_file()
            .set_permissions(std::fs::Permissions::from_mode(0o644))?;
    }
    file.persist(path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

/// The report of `cargo x explore <code> --certify`: the period certified by the sparse-space
/// engine, with the time it took.
pub fn certify_report(title: &str, code: &OctalCode, max: usize) -> String {
    let start = std::time::Instant::now();
    let mut game = OctalGrundy::new(code);
    let found = game.certify_sparse(max);
    let elapsed = start.elapsed().as_secs_f64();
    let engine = match (game.sparse_mask(), game.sparse_heaps()) {
        (Some((mask, rare)), Some((sparse, plain))) => format!(
            "sparse space, mask {mask}, {rare} rare heaps; {sparse} heaps the sparse way, {plain} the plain way where it was cheaper"
        ),
        _ => "plain".to_string(),
    };
    match found {
        Some(Periodicity { preperiod, period }) => format!(
            "{title}: preperiod {preperiod}, period {period} (certified by the octal periodicity theorem from {} values in {elapsed:.1} s; {engine})\n",
            game.values().len()
        ),
        None => format!(
            "{title}: no period certified within {} values ({elapsed:.1} s; {engine}); raise --max\n",
            game.values().len()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn octal_report_of_dawsons_kayles() {
        let code = OctalCode::parse("0.07").unwrap();
        let text = octal_report("0.07", &code, 60, 1000);
        let expected = "\
0.07: preperiod 53, period 34 (certified by the octal periodicity theorem from 176 values)
 0 |                               0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2
19 | 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 4 0 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 2
53 | 3 3 0 1 1 3 0   <- period from 53
";
        assert_eq!(text, expected);
    }

    #[test]
    fn table1_shows_the_period_from_where_it_starts() {
        let text = format_table1("n mod 3 after 2", 0..20, |n| {
            if n < 2 {
                7u32
            } else {
                (n % 3) as u32
            }
        });
        let expected = "\
n mod 3 after 2, n = 0..20: period 3 from 2 (detected, not proved)
 0 |                     7 7
 2 | 2 0 1 2 0 1 2 0 1 2 0 1   <- period from 2
14 | 2 0 1 2 0 1
rules found (detected over the table, not proved):
  g(n + 3) = g(n) from n = 2 (period 3: 2, 0, 1) [confirmed by 15 values from 2]
";
        assert_eq!(text, expected);
        let text = format_table1("nim", 3..15, |n| n as u64);
        let expected = "\
nim, n = 3..15: period 1, saltus +1, from 3 (detected, not proved)
 3 |  3  4  5  6  7  8  9 10 11 12   <- period from 3
13 | 13 14
rules found (detected over the table, not proved):
  g(n) = n for n >= 3 [confirmed by 11 values from 3]
";
        assert_eq!(text, expected);
    }

    #[test]
    fn table2_shows_row_and_column_patterns() {
        let text = format_table2("a xor b", 0..6, 1..5, |a, b| (a ^ b) as u32);
        let expected = "\
a xor b, a = 0..6 (rows), b = 1..5 (columns); patterns detected, not proved
a\\b | 1 2 3 4 | row pattern (in b)
----+---------+
  0 | 1 2 3 4 | period 1, saltus +1, from 1
  1 | 0 3 2 5 | -
  2 | 3 0 1 6 | -
  3 | 2 1 0 7 | -
  4 | 5 6 7 0 | -
  5 | 4 7 6 1 | -
column patterns (in a), where one is detected:
  b = 1: period 2, saltus +2, from 0
rules found: none (beyond the table the explorer answers `?`)
";
        assert_eq!(text, expected);
    }

    #[test]
    fn octal_report_without_a_period() {
        let text = octal_report("0.6", &OctalCode::parse("0.6").unwrap(), 20, 300);
        let expected = "\
0.6: no period certified and no pattern detected within 300 values
 0 | 0 0 1 2 0 1 2 3 1 2
10 | 3 4 0 3 4 2 1 3 2 1
rules found: none (beyond the table the explorer answers `?`)
";
        assert_eq!(text, expected);
    }
}
