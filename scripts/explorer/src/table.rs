//! Tables in the terminal: values in rows (as wide as their period), the period each row and
//! column shows, and the rules the table follows ([`crate::rules`]), detected, not proved.
//!
//! A problem's `examples/explore.rs` prints its tables through an [`Explorer`]
//! (`cargo x explore --crate <crate>` builds and runs it, passing `--color` and `--svg`):
//!
//! ```no_run
//! let mut explorer = explorer::Explorer::from_args();
//! explorer.table1("n mod 3", 0..30, |n| (n % 3) as u32);
//! explorer.table2("a xor b", 0..8, 0..8, |a, b| (a ^ b) as u32);
//! ```

use crate::heat_map::heat_map;
use crate::period::detect_period;
use crate::rules::{find_grid_rules, find_sequence_rules, SequenceRule};
use std::fmt::{Display, Write};
use std::io::IsTerminal;
use std::ops::Range;
use std::path::PathBuf;

/// How a program's tables are printed: in colour or not, and where the heat map of its first
/// two-parameter table goes. Built from the program's arguments (`--color always|never|auto`,
/// `--svg FILE`), which `cargo x explore --crate <crate>` passes.
#[derive(Debug, Default)]
pub struct Explorer {
    color: bool,
    svg: Option<PathBuf>,
    drawn: bool,
}

impl Explorer {
    /// Tables coloured or not, and the heat map of the first grid written to `svg`.
    pub fn new(color: bool, svg: Option<PathBuf>) -> Self {
        Explorer {
            color,
            svg,
            drawn: false,
        }
    }

    /// From the program's arguments: `--color always|never|auto` (auto: colour on a terminal
    /// unless `NO_COLOR` is set; the default) and `--svg FILE`.
    ///
    /// # Panics
    /// On any other argument, naming it.
    pub fn from_args() -> Self {
        let mut color = None;
        let mut svg = None;
        let mut args = std::env::args().skip(1);
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--color" => color = args.next(),
                "--svg" => svg = args.next().map(PathBuf::from),
                other => panic!(
                    "unknown argument `{other}` (the explorer takes --color WHEN and --svg FILE)"
                ),
            }
        }
        let color = match color.as_deref() {
            Some("always") => true,
            Some("never") => false,
            None | Some("auto") => {
                std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
            Some(other) => panic!("--color is always, never or auto, not `{other}`"),
        };
        Explorer::new(color, svg)
    }

    /// A table of a game over one parameter: `value(n)` for `n` in `range`, printed in rows with
    /// the period the values show and the rules they follow (detected over the range, not
    /// proved).
    pub fn table1<V: Copy + Display + Into<i128>>(
        &self,
        name: &str,
        range: Range<usize>,
        value: impl FnMut(usize) -> V,
    ) {
        let values: Vec<V> = range.clone().map(value).collect();
        print!("{}", sequence_text(name, range.start, &values, self.color));
    }

    /// A table of a game over two parameters: `value(a, b)` for `a` in `rows` (one line each) and
    /// `b` in `cols`, with the pattern each row and each column shows and the rules the whole
    /// table follows (detected, not proved). `rows` and `cols` are ranges, or `("name", range)`
    /// to name the parameters in the heat map. The first grid printed is drawn as a heat map when
    /// the explorer has an SVG path; an error there is printed, not fatal.
    pub fn table2<V: Copy + Display + Into<i128>>(
        &mut self,
        name: &str,
        rows: impl Into<Axis>,
        cols: impl Into<Axis>,
        mut value: impl FnMut(usize, usize) -> V,
    ) {
        let (rows, cols) = (rows.into(), cols.into());
        let grid: Vec<Vec<V>> = rows
            .range
            .clone()
            .map(|a| cols.range.clone().map(|b| value(a, b)).collect())
            .collect();
        print!("{}", grid_text(name, &rows, &cols, &grid, self.color));
        let Some(path) = self.svg.as_ref().filter(|_| !self.drawn) else {
            return;
        };
        self.drawn = true;
        let Some(grid) = grid
            .iter()
            .map(|row| as_u64(row))
            .collect::<Option<Vec<_>>>()
        else {
            eprintln!("error: negative values have no heat map");
            return;
        };
        let names = (
            rows.name.as_deref().unwrap_or("a"),
            cols.name.as_deref().unwrap_or("b"),
        );
        let svg = heat_map(
            name,
            names,
            (rows.range.start as u64, cols.range.start as u64),
            &grid,
        );
        if let Err(error) = std::fs::write(path, svg) {
            eprintln!("error: cannot write {}: {error}", path.display());
        }
    }
}

/// `text` (a value padded to its cell) in the colour of `value` when `color` is on.
fn paint(text: String, value: u64, color: bool) -> String {
    if color {
        const PALETTE: [u8; 12] = [250, 39, 208, 34, 199, 226, 93, 51, 160, 118, 214, 27];
        format!("\x1b[38;5;{}m{text}\x1b[0m", PALETTE[(value % 12) as usize])
    } else {
        text
    }
}

/// The rules found, one a line, under the table.
pub(crate) fn rules_section(rules: &[String]) -> String {
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
pub(crate) fn describe(preperiod: usize, period: usize, saltus: i64) -> String {
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
pub(crate) fn rows<V: Display + Copy + Into<i128>>(
    values: &[V],
    first: usize,
    pattern: Option<(usize, usize, i64)>,
    color: bool,
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
            text.push_str(&paint(format!("{v:>cell$}"), colour_key(v), color));
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

/// The text [`Explorer::table1`] prints, without colour.
pub fn format_table1<V: Copy + Display + Into<i128>>(
    name: &str,
    range: Range<usize>,
    value: impl FnMut(usize) -> V,
) -> String {
    let values: Vec<V> = range.clone().map(value).collect();
    sequence_text(name, range.start, &values, false)
}

/// `first..last` of a table of `len` values from `first`, both ends included.
fn span(first: usize, len: usize) -> String {
    format!("{first}..{}", (first + len).saturating_sub(1))
}

/// The table of a sequence (`values[i]` the value at `first + i`) with the period it shows and
/// the rules it follows, coloured when `color` is on.
pub fn sequence_text<V: Copy + Display + Into<i128>>(
    name: &str,
    first: usize,
    values: &[V],
    color: bool,
) -> String {
    let pattern = detect_period(values);
    let mut text = format!(
        "{name}, n = {}: {}\n",
        span(first, values.len()),
        pattern.map_or("no period detected".to_string(), |p| {
            describe(first + p.preperiod, p.period, p.saltus) + " (detected, not proved)"
        })
    );
    text.push_str(&rows(
        values,
        first,
        pattern.map(|p| (p.preperiod, p.period, p.saltus)),
        color,
    ));
    let found = as_u64(values)
        .map(|values| find_sequence_rules(&values, first as u64))
        .unwrap_or_default();
    text.push_str(&rules_section(
        &found.iter().map(SequenceRule::summary).collect::<Vec<_>>(),
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

/// One parameter of a [`Explorer::table2`]: its range, and its name (`a` for the rows and `b` for the
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

/// The text [`Explorer::table2`] prints, without colour.
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
    grid_text(name, &rows, &cols, &grid, false)
}

/// The table of a grid (`grid[i][j]` the value at row `rows.range.start + i`, column
/// `cols.range.start + j`) with the pattern of each row and column and the rules it follows,
/// coloured when `color` is on.
pub fn grid_text<V: Copy + Display + Into<i128>>(
    name: &str,
    rows_axis: &Axis,
    cols_axis: &Axis,
    grid: &[Vec<V>],
    color: bool,
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
        detect_period(values).map_or("-".to_string(), |p| {
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
        "{name}, a{} = {} (rows), b{} = {} (columns); patterns detected, not proved\n",
        named(rows_axis, "a"),
        span(rows.start, rows.len()),
        named(cols_axis, "b"),
        span(cols.start, cols.len()),
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
            text.push_str(&paint(format!("{v:>cell$}"), colour_key(v), color));
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
        let mut found: Vec<String> = find_grid_rules(&grid, first_a, first_b)
            .iter()
            .map(crate::rules::GridRule::summary)
            .collect();
        if crate::rules::grid::symmetric(&grid, first_a, first_b) {
            found.push(
                "g(a, b) = g(b, a) over the table (a symmetry, used for no prediction)".to_string(),
            );
        }
        text.push_str(&rules_section(&found));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::octal_report;
    use cgt_octal::OctalCode;

    #[test]
    fn octal_report_of_dawsons_kayles() {
        let code = OctalCode::parse("0.07").unwrap();
        let text = octal_report("0.07", &code, 60, 1000, false);
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
n mod 3 after 2, n = 0..19: period 3 from 2 (detected, not proved)
 0 |                     7 7
 2 | 2 0 1 2 0 1 2 0 1 2 0 1   <- period from 2
14 | 2 0 1 2 0 1
rules found (detected over the table, not proved):
  g(n + 3) = g(n) from n = 2 (period 3: 2, 0, 1) [confirmed by 15 values from 2]
";
        assert_eq!(text, expected);
        let text = format_table1("nim", 3..15, |n| n as u64);
        let expected = "\
nim, n = 3..14: period 1, saltus +1, from 3 (detected, not proved)
 3 |  3  4  5  6  7  8  9 10 11 12   <- period from 3
13 | 13 14
rules found (detected over the table, not proved):
  g(n) = n for n >= 3 [confirmed by 11 values from 3]
";
        assert_eq!(text, expected);
    }

    #[test]
    fn headers_name_the_first_and_last_index() {
        let text = format_table1("ruler", 1..401, |n| n.trailing_zeros());
        assert!(text.starts_with("ruler, n = 1..400: "), "{text}");
        let text = format_table2("sum", 0..7, 2..12, |a, b| (a + b) as u32);
        assert!(
            text.starts_with("sum, a = 0..6 (rows), b = 2..11 (columns)"),
            "{text}"
        );
    }

    #[test]
    fn table2_shows_row_and_column_patterns() {
        let text = format_table2("a xor b", 0..4, 0..16, |a, b| (a ^ b) as u32);
        let expected = "\
a xor b, a = 0..3 (rows), b = 0..15 (columns); patterns detected, not proved
a\\b |  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 | row pattern (in b)
----+-------------------------------------------------+
  0 |  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 | period 1, saltus +1, from 0
  1 |  1  0  3  2  5  4  7  6  9  8 11 10 13 12 15 14 | period 2, saltus +2, from 0
  2 |  2  3  0  1  6  7  4  5 10 11  8  9 14 15 12 13 | period 4, saltus +4, from 0
  3 |  3  2  1  0  7  6  5  4 11 10  9  8 15 14 13 12 | period 4, saltus +4, from 0
column patterns (in a): none detected
rules found (detected over the table, not proved):
  g(a, b) = g(b, a) over the table (a symmetry, used for no prediction)
";
        assert_eq!(text, expected);
    }

    #[test]
    fn octal_report_without_a_period() {
        let text = octal_report("0.6", &OctalCode::parse("0.6").unwrap(), 20, 300, false);
        let expected = "\
0.6: no period certified and no pattern detected within 300 values
 0 | 0 0 1 2 0 1 2 3 1 2
10 | 3 4 0 3 4 2 1 3 2 1
rules found: none (beyond the table the explorer answers `?`)
";
        assert_eq!(text, expected);
    }
}
