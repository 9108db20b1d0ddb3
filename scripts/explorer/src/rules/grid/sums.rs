//! Grids that are a combination of a column and a row: the XOR of two one-pile games
//! (Sprague–Grundy) and the nim product of two coin-turning games (Tartan theorem).

use crate::rules::features::find_confirmed_by;
use crate::rules::rule::{agree, GridRule, Notation, SequenceRule};
use crate::rules::sequence::find_sequence_rules;
use cgt_nimber::{nim_inverse, nim_product};

/// `g(a, b) = g(a, b0) xor g(a0, b) xor g(a0, b0)` on every cell (`a0`, `b0` the first row and
/// column): the table of a sum of two one-parameter games (two piles, each its own game), whose
/// values are the XOR of the components' (Sprague–Grundy). Far values come from the rules that
/// the first column (in `a`) and the first row (in `b`) follow as sequences; both must speak.
pub(super) fn xor_of_row_and_column(
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
) -> Option<GridRule> {
    let corner = grid[0][0];
    let column: Vec<u64> = grid.iter().map(|row| row[0]).collect();
    let row: Vec<u64> = grid[0].clone();
    let separable = grid.iter().enumerate().all(|(i, r)| {
        r.iter()
            .enumerate()
            .all(|(j, &v)| v == column[i] ^ row[j] ^ corner)
    });
    // A table constant along rows or along columns is no sum of two games worth naming.
    if !separable || column.iter().all(|&v| v == corner) || row.iter().all(|&v| v == corner) {
        return None;
    }
    let column_rules = find_sequence_rules(&column, first_a);
    let row_rules = find_sequence_rules(&row, first_b);
    let described = |rules: &[SequenceRule], var: &str, fixed: String| -> String {
        if rules.is_empty() {
            return format!("no rule for {fixed}");
        }
        let texts: Vec<String> = rules
            .iter()
            .map(|r| {
                r.describe_as(Notation {
                    function: "f",
                    variable: var,
                })
            })
            .collect();
        format!("f = {fixed}: {}", texts.join("; "))
    };
    let text = format!(
        "g(a, b) = g(a, {first_b}) xor g({first_a}, b) xor {corner} (a sum of two games); {}; {}",
        described(&column_rules, "a", format!("g(a, {first_b})")),
        described(&row_rules, "b", format!("g({first_a}, b)"))
    );
    let cells = grid.len() * grid[0].len();
    Some(GridRule::new(text, cells, move |a, b| {
        let along = |values: &[u64], first: u64, rules: &[SequenceRule], n: u64| {
            if n >= first && n - first < values.len() as u64 {
                Some(values[(n - first) as usize])
            } else {
                agree(rules.iter().map(|r| r.predict(n)))
            }
        };
        Some(
            along(&column, first_a, &column_rules, a)?
                ^ along(&row, first_b, &row_rules, b)?
                ^ corner,
        )
    }))
}

/// The value at `n` of a sequence given by its table from `first` and the rules it follows.
pub(super) fn along(values: &[u64], first: u64, rules: &[SequenceRule], n: u64) -> Option<u64> {
    if n >= first && n - first < values.len() as u64 {
        Some(values[(n - first) as usize])
    } else {
        agree(rules.iter().map(|r| r.predict(n)))
    }
}

/// The rules of a sequence as text, `f = <what it is>: <rules>` with the function named `f`
/// of `var`.
pub(super) fn sequence_text(
    rules: &[SequenceRule],
    function: &str,
    var: &str,
    what: &str,
) -> String {
    if rules.is_empty() {
        return format!("no rule for {what}");
    }
    let texts: Vec<String> = rules
        .iter()
        .map(|r| {
            r.describe_as(Notation {
                function,
                variable: var,
            })
        })
        .collect();
    format!("{function} = {what}: {}", texts.join("; "))
}

/// `g(a, b) = f(a) ⊗ h(b)` on every cell (nim product): the table of a product of two
/// coin-turning games (Tartan theorem). `f` is a column of the table, `h` follows from one
/// row; far values come from the rules `f` and `h` follow as sequences.
pub(super) fn nim_product_of_row_and_column(
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
) -> Option<GridRule> {
    let cols = grid[0].len();
    let distinct = |values: &[u64]| {
        let mut v = values.to_vec();
        v.sort_unstable();
        v.dedup();
        v.len()
    };
    for j in 0..cols.min(8) {
        let f: Vec<u64> = grid.iter().map(|row| row[j]).collect();
        let Some(i0) = f.iter().position(|&v| v != 0) else {
            continue;
        };
        let inverse = nim_inverse(f[i0]);
        let h: Vec<u64> = grid[i0].iter().map(|&v| nim_product(v, inverse)).collect();
        if distinct(&f) < 3 || distinct(&h) < 3 {
            continue;
        }
        let fits = grid.iter().enumerate().all(|(i, row)| {
            row.iter()
                .enumerate()
                .all(|(jj, &v)| v == nim_product(f[i], h[jj]))
        });
        if !fits {
            continue;
        }
        let f_rules = factor_rules(&f, first_a);
        let h_rules = factor_rules(&h, first_b);
        let b0 = first_b + j as u64;
        let text = format!(
            "g(a, b) = f(a) ⊗ h(b) (nim product: a product of two games), f(a) = g(a, {b0}); {}; {}",
            sequence_text(&f_rules, "f", "a", &format!("g(a, {b0})")),
            sequence_text(&h_rules, "h", "b", "g(a, b) / f(a)")
        );
        let cells = grid.len() * cols;
        return Some(GridRule::new(text, cells, move |a, b| {
            Some(nim_product(
                along(&f, first_a, &f_rules, a)?,
                along(&h, first_b, &h_rules, b)?,
            ))
        }));
    }
    None
}

/// The rules of a factor of a product grid: [`find_sequence_rules`], or for a short factor
/// (fewer than 30 values, as the tables of product games are) of at least 16 distinct values,
/// a feature formula confirmed by 16 values (many distinct values fitted by a formula of
/// three numbers are evidence a few small values are not).
fn factor_rules(values: &[u64], first: u64) -> Vec<SequenceRule> {
    let rules = find_sequence_rules(values, first);
    let mut distinct = values.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    if !rules.is_empty() || values.len() >= 30 || distinct.len() < 16 {
        return rules;
    }
    find_confirmed_by(values, first, 16).into_iter().collect()
}
