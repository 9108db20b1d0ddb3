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

use anyhow::{bail, Context, Result};
use cgt_octal::{detect_arithmetic_period, ArithmeticPeriod, OctalCode, OctalGrundy, Periodicity};
use std::fmt::{Display, Write};
use std::ops::Range;

/// The arguments of `cargo x explore`.
#[derive(clap::Args, Debug)]
pub struct ExploreArgs {
    /// An octal code such as 0.07
    code: Option<String>,
    /// A subtraction set such as 1,3,4 instead of a code
    #[arg(long, conflicts_with_all = ["code", "krate"])]
    subtraction: Option<String>,
    /// Build and run problems/<crate>/examples/explore.rs
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

/// Runs `cargo x explore`.
pub fn run(args: ExploreArgs) -> Result<bool> {
    if let Some(krate) = &args.krate {
        return run_crate(krate);
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

fn run_crate(krate: &str) -> Result<bool> {
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
    let status = crate::build::cargo()
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
fn rows<V: Display>(values: &[V], first: usize, pattern: Option<(usize, usize, i64)>) -> String {
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
        for v in &values[start..end] {
            write!(text, " {v:>cell$}").unwrap();
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
    text
}

/// A table of a game over two parameters: `value(a, b)` for `a` in `rows` (one line each) and
/// `b` in `cols`, with the pattern each row and each column shows (detected, not proved).
///
/// Call it from `problems/<crate>/examples/explore.rs` and run `cargo x explore --crate <crate>`.
pub fn table2<V: Copy + Display + Into<i128>>(
    name: &str,
    rows: Range<usize>,
    cols: Range<usize>,
    value: impl FnMut(usize, usize) -> V,
) {
    print!("{}", format_table2(name, rows, cols, value));
}

/// The text [`table2`] prints.
pub fn format_table2<V: Copy + Display + Into<i128>>(
    name: &str,
    rows: Range<usize>,
    cols: Range<usize>,
    mut value: impl FnMut(usize, usize) -> V,
) -> String {
    let grid: Vec<Vec<V>> = rows
        .clone()
        .map(|a| cols.clone().map(|b| value(a, b)).collect())
        .collect();
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
    let mut text = format!(
        "{name}, a = {}..{} (rows), b = {}..{} (columns); patterns detected, not proved\n",
        rows.start, rows.end, cols.start, cols.end
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
    for (a, row) in rows.clone().zip(&grid) {
        write!(text, "{a:>label$} |").unwrap();
        for v in row {
            write!(text, " {v:>cell$}").unwrap();
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
    text
}

/// The report of `cargo x explore <code> --certify`: the period certified by the sparse-space
/// engine, with the time it took.
pub fn certify_report(title: &str, code: &OctalCode, max: usize) -> String {
    let start = std::time::Instant::now();
    let mut game = OctalGrundy::new(code);
    let found = game.certify_sparse(max);
    let elapsed = start.elapsed().as_secs_f64();
    let engine = match game.sparse_mask() {
        Some((mask, rare)) => format!("sparse space, mask {mask}, {rare} rare heaps"),
        None => "plain".to_string(),
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
";
        assert_eq!(text, expected);
        let text = format_table1("nim", 3..15, |n| n as u64);
        let expected = "\
nim, n = 3..15: period 1, saltus +1, from 3 (detected, not proved)
 3 |  3  4  5  6  7  8  9 10 11 12   <- period from 3
13 | 13 14
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
";
        assert_eq!(text, expected);
    }
}
