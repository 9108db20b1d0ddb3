//! One quantity: `g(a, b) = h(x)` where `x` is `a xor b`, `a + b`, `a | b`, `a & b`, `min`,
//! `max`, `|a - b|`, `⌊b/a⌋`, `⌊a/b⌋` or `⌊max/min⌋` (of `a, b` or of `a - 1, b - 1`), over the
//! whole table or outside a corner `max(a, b) < c` (`c <= 3`, as misère play differs near the
//! empty position), with `h` explored as a sequence.

use crate::rules::rule::{agree, GridRule, Notation};
use crate::rules::sequence::find_sequence_rules;

/// An operation on the two parameters: its text from the texts of `a` and `b`, and its value.
pub(super) type Op = (fn(&str, &str) -> String, fn(u64, u64) -> Option<u64>);

pub(super) const OPS: [Op; 10] = [
    (|a, b| format!("{a} xor {b}"), |a, b| Some(a ^ b)),
    (|a, b| format!("{a} + {b}"), |a, b| a.checked_add(b)),
    (|a, b| format!("{a} | {b}"), |a, b| Some(a | b)),
    (|a, b| format!("{a} & {b}"), |a, b| Some(a & b)),
    (|a, b| format!("min({a}, {b})"), |a, b| Some(a.min(b))),
    (|a, b| format!("max({a}, {b})"), |a, b| Some(a.max(b))),
    (|a, b| format!("|{a} - {b}|"), |a, b| Some(a.abs_diff(b))),
    (|a, b| format!("⌊{b}/{a}⌋"), |a, b| b.checked_div(a)),
    (|a, b| format!("⌊{a}/{b}⌋"), |a, b| a.checked_div(b)),
    (
        |a, b| format!("⌊max({a}, {b})/min({a}, {b})⌋"),
        |a, b| a.max(b).checked_div(a.min(b)),
    ),
];

/// The rules `g(a, b) = h(x)` the grid follows for one quantity `x` (at most three), the
/// smallest corner first: none unless the whole grid but that corner follows one.
pub(super) fn one_quantity(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Vec<GridRule> {
    let mut rules = Vec::new();
    let cells = grid.len() * grid[0].len();
    // A corner of exceptions (misère play differs from normal play near the empty position):
    // tried only when the whole grid follows no operation.
    'corners: for corner in 0..=3u64 {
        for shift in [0u64, 1] {
            if first_a < shift || first_b < shift {
                continue;
            }
            for (name, op) in OPS {
                let Some(h) = function_of(grid, first_a, first_b, shift, op, corner) else {
                    continue;
                };
                // h over x = x0, x0 + 1, ... as far as it is defined without a gap.
                let x0 = h.iter().position(Option::is_some).unwrap_or(h.len());
                let known: Vec<u64> = h[x0..].iter().map_while(|v| *v).collect();
                if known.len() < 6 || known.len() * 2 > cells {
                    continue;
                }
                let (ta, tb) = if shift == 0 {
                    ("a", "b")
                } else {
                    ("(a-1)", "(b-1)")
                };
                let expression = name(ta, tb);
                let inner = find_sequence_rules(&known, x0 as u64);
                let inner_text: Vec<String> = inner
                    .iter()
                    .map(|r| {
                        r.describe_as(Notation {
                            function: "h",
                            variable: "x",
                        })
                    })
                    .collect();
                let range = if corner == 0 {
                    String::new()
                } else {
                    format!(" for max(a, b) >= {corner} (the table's own values below)")
                };
                let text = if inner.is_empty() {
                    format!(
                        "g(a, b) = h({expression}){range} with h(x) known for x = {x0}..{} only",
                        x0 + known.len() - 1
                    )
                } else {
                    format!(
                        "g(a, b) = h({expression}){range} where {}",
                        inner_text.join("; ")
                    )
                };
                let x0 = x0 as u64;
                rules.push(GridRule::new(text, cells, move |a, b| {
                    if a < shift || b < shift || a.max(b) < corner {
                        return None;
                    }
                    let x = op(a - shift, b - shift)?;
                    if x >= x0 && x - x0 < known.len() as u64 {
                        Some(known[(x - x0) as usize])
                    } else {
                        agree(inner.iter().map(|r| r.predict(x)))
                    }
                }));
                if rules.len() >= 3 {
                    break;
                }
            }
        }
        if !rules.is_empty() {
            break 'corners;
        }
    }
    rules
}

/// The values of `h` if `g(a, b) = h(op(a - shift, b - shift))` over the whole grid but the
/// corner `max(a, b) < corner`, whose last layer must hold an exception.
fn function_of(
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
    shift: u64,
    op: fn(u64, u64) -> Option<u64>,
    corner: u64,
) -> Option<Vec<Option<u64>>> {
    let mut h: Vec<Option<u64>> = Vec::new();
    let mut exceptions = false;
    for (i, row) in grid.iter().enumerate() {
        for (j, &v) in row.iter().enumerate() {
            let (a, b) = (first_a + i as u64, first_b + j as u64);
            if a.max(b) < corner {
                continue;
            }
            let x = op(a - shift, b - shift)? as usize;
            if x >= 1 << 20 {
                return None;
            }
            if h.len() <= x {
                h.resize(x + 1, None);
            }
            match h[x] {
                None => h[x] = Some(v),
                Some(w) if w != v => return None,
                Some(_) => {}
            }
        }
    }
    // The corner left out must hold an exception (else a smaller corner did as well).
    for (i, row) in grid.iter().enumerate() {
        for (j, &v) in row.iter().enumerate() {
            let (a, b) = (first_a + i as u64, first_b + j as u64);
            if a.max(b) < corner && a.max(b) + 1 == corner {
                let x = op(a - shift, b - shift).map(|x| x as usize);
                if x.and_then(|x| h.get(x).copied().flatten()) != Some(v) {
                    exceptions = true;
                }
            }
        }
    }
    (corner == 0 || exceptions).then_some(h)
}
