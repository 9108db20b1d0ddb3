//! Two quantities at once: `g(a, b) = h_c(x)` where `x` is an operation on `a, b` (`|a - b|`,
//! `a xor b`, ...) and `c` a class of the cell with its own function: the diagonal `a = b`
//! apart (`g(a, a) = d(a)`), or the parity of `a + b`, or of `min(a, b)`.

use super::quantity::OPS;
use super::sums::along;
use crate::rules::rule::{GridRule, Notation, SequenceRule};
use crate::rules::sequence::find_sequence_rules;

/// A class of cells: its text and, for each cell, `(class, the index the class's function
/// reads)`.
type Class = (&'static str, fn(u64, u64, u64) -> (usize, u64));

const CLASSES: [Class; 3] = [
    // The diagonal reads a; the other cells read x.
    ("the diagonal a = b apart", |a, b, x| {
        if a == b {
            (0, a)
        } else {
            (1, x)
        }
    }),
    ("by the parity of a + b", |a, b, x| {
        (((a + b) % 2) as usize, x)
    }),
    ("by the parity of min(a, b)", |a, b, x| {
        ((a.min(b) % 2) as usize, x)
    }),
];

/// The first `(class, operation)` for which the grid is `h_c(x)` on each class with both
/// functions known on 6 indices at least from their first (without a gap) and read by the
/// sequence finder (its margins), tried when no single operation fits the whole grid: the two
/// functions are explored as sequences and far cells answered through them.
pub(super) fn two_quantities(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
    let cells = grid.len() * grid[0].len();
    for (class_text, class) in CLASSES {
        for (op_text, op) in OPS {
            let Some(known) = functions(grid, first_a, first_b, class, op) else {
                continue;
            };
            let rules: Vec<Vec<SequenceRule>> = known
                .iter()
                .map(|(x0, k)| find_sequence_rules(k, *x0))
                .collect();
            if rules.iter().any(Vec::is_empty) {
                continue;
            }
            let x = op_text("a", "b");
            let describe = |c: usize| -> String {
                let texts: Vec<String> = rules[c]
                    .iter()
                    .map(|r| {
                        r.describe_as(Notation {
                            function: if c == 0 { "h0" } else { "h1" },
                            variable: "x",
                        })
                    })
                    .collect();
                texts.join("; ")
            };
            let head = if class_text.starts_with("the diagonal") {
                format!("g(a, a) = h0(a), g(a, b) = h1({x}) for a != b")
            } else {
                let what = if class_text.ends_with("a + b") {
                    "a + b"
                } else {
                    "min(a, b)"
                };
                format!("g(a, b) = h0({x}) for {what} even, h1({x}) for {what} odd")
            };
            let text = format!(
                "{head} ({class_text}) where {}; {}",
                describe(0),
                describe(1)
            );
            return Some(GridRule::new(text, cells, move |a, b| {
                let (c, i) = class(a, b, op(a, b)?);
                let (x0, values) = &known[c];
                along(values, *x0, &rules[c], i)
            }));
        }
    }
    None
}

/// The two functions of `class` and `op` as `(first index, values)`, each known without a gap
/// on 6 indices or more and consistent over every cell of its class; `None` otherwise.
fn functions(
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
    class: fn(u64, u64, u64) -> (usize, u64),
    op: fn(u64, u64) -> Option<u64>,
) -> Option<Vec<(u64, Vec<u64>)>> {
    let mut h: [Vec<Option<u64>>; 2] = [Vec::new(), Vec::new()];
    for (i, row) in grid.iter().enumerate() {
        for (j, &v) in row.iter().enumerate() {
            let (a, b) = (first_a + i as u64, first_b + j as u64);
            let (c, x) = class(a, b, op(a, b)?);
            if x >= 1 << 20 {
                return None;
            }
            let h = &mut h[c];
            if h.len() <= x as usize {
                h.resize(x as usize + 1, None);
            }
            match h[x as usize] {
                None => h[x as usize] = Some(v),
                Some(w) if w != v => return None,
                Some(_) => {}
            }
        }
    }
    let known: Vec<(u64, Vec<u64>)> = h
        .iter()
        .map(|h| {
            let x0 = h.iter().position(Option::is_some).unwrap_or(h.len());
            (x0 as u64, h[x0..].iter().map_while(|v| *v).collect())
        })
        .collect();
    known.iter().all(|(_, k)| k.len() >= 6).then_some(known)
}
