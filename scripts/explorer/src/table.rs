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
//!
//! [`Explorer`] is the program's side (its arguments, printing, the heat map file); the text of
//! a table is [`sequence_text`] over one parameter and [`grid_text`] over two, both built from
//! the cells of `cells`.

pub(crate) mod cells;
mod grid;
pub(crate) mod sequence;

pub use grid::{format_table2, grid_text, Axis};
pub use sequence::{format_table1, sequence_text};

use crate::heat_map::heat_map;
use cells::as_u64;
use std::fmt::Display;
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

#[cfg(test)]
mod tests;
