//! Tables of two parameters `g(a, b)`, `a` over rows from `first_a`, `b` over columns from
//! `first_b`.
//!
//! - `g(a, b) = h(x)` where `x` is `a xor b`, `a + b`, `a | b`, `a & b`, `min`, `max` or `|a - b|`
//!   (of `a, b` or of `a - 1, b - 1`): the table is consistent with a function `h`, whose values
//!   are explored as a sequence with [`super::find_sequence_rules`];
//! - rows and columns eventually periodic (each direction its own period and start);
//! - the positions of value 0 are exactly Wythoff's pairs `(⌊kφ⌋, ⌊kφ²⌋)` and their mirrors,
//!   or exactly the cone `min < max < φ·min` (Euclid's game);
//! - `g(a, b) = g(a, b0) xor g(a0, b) xor g(a0, b0)` (a sum of two one-parameter games, as two
//!   piles of one game are), with the first row and column explored as sequences;
//! - `g(a, b) = g(b, a)` (reported, not used to predict).

use super::{agree, find_sequence_rules, Notation, SequenceRule};
use std::sync::Arc;

/// A rule found in a table of two parameters.
#[derive(Clone)]
pub struct GridRule {
    text: String,
    confirmed: usize,
    predictor: Arc<dyn Fn(u64, u64) -> Option<u64> + Send + Sync>,
}

impl GridRule {
    fn new(
        text: String,
        confirmed: usize,
        predictor: impl Fn(u64, u64) -> Option<u64> + Send + Sync + 'static,
    ) -> Self {
        GridRule {
            text,
            confirmed,
            predictor: Arc::new(predictor),
        }
    }

    pub fn describe(&self) -> &str {
        &self.text
    }

    pub fn confirmed_by(&self) -> usize {
        self.confirmed
    }

    pub fn predict(&self, a: u64, b: u64) -> Option<u64> {
        (self.predictor)(a, b)
    }

    pub fn summary(&self) -> String {
        format!("{} [confirmed by {} values]", self.text, self.confirmed)
    }
}

/// An operation on the two parameters: its text from the texts of `a` and `b`, and its value.
type Op = (fn(&str, &str) -> String, fn(u64, u64) -> Option<u64>);

const OPS: [Op; 7] = [
    (|a, b| format!("{a} xor {b}"), |a, b| Some(a ^ b)),
    (|a, b| format!("{a} + {b}"), |a, b| a.checked_add(b)),
    (|a, b| format!("{a} | {b}"), |a, b| Some(a | b)),
    (|a, b| format!("{a} & {b}"), |a, b| Some(a & b)),
    (|a, b| format!("min({a}, {b})"), |a, b| Some(a.min(b))),
    (|a, b| format!("max({a}, {b})"), |a, b| Some(a.max(b))),
    (|a, b| format!("|{a} - {b}|"), |a, b| Some(a.abs_diff(b))),
];

/// Every rule the grid follows (rows `a = first_a..`, columns `b = first_b..`), detected, not
/// proved.
///
/// # Complexity
/// `O(rows·cols)` per operation and per period tried; a 128×128 grid takes a few milliseconds.
pub fn find_grid_rules(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Vec<GridRule> {
    let mut rules = Vec::new();
    let rows = grid.len();
    if rows < 6 || grid[0].len() < 6 {
        return rules;
    }
    let cols = grid[0].len();
    let cells = rows * cols;
    let shared = Arc::new(grid.to_vec());
    for shift in [0u64, 1] {
        if first_a < shift || first_b < shift {
            continue;
        }
        for (name, op) in OPS {
            let Some(h) = function_of(grid, first_a, first_b, shift, op) else {
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
            let text = if inner.is_empty() {
                format!(
                    "g(a, b) = h({expression}) with h(x) known for x = {x0}..{} only",
                    x0 + known.len() - 1
                )
            } else {
                format!("g(a, b) = h({expression}) where {}", inner_text.join("; "))
            };
            let x0 = x0 as u64;
            rules.push(GridRule::new(text, cells, move |a, b| {
                if a < shift || b < shift {
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
    if let Some(rule) = periodic2(&shared, first_a, first_b) {
        rules.push(rule);
    }
    if let Some(rule) = xor_of_row_and_column(grid, first_a, first_b) {
        rules.push(rule);
    } else if let Some(rule) = nim_product_of_row_and_column(grid, first_a, first_b) {
        rules.push(rule);
    }
    if let Some(rule) = rows_with_their_own_period(grid, first_a, first_b) {
        rules.push(rule);
    }
    if let Some(rule) = wythoff(grid, first_a, first_b) {
        rules.push(rule);
    } else if let Some(rule) = beatty_pairs(grid, first_a, first_b) {
        rules.push(rule);
    }
    if let Some(rule) = golden_cone(grid, first_a, first_b) {
        rules.push(rule);
    }
    rules
}

/// `g(a, b) = g(a, b0) xor g(a0, b) xor g(a0, b0)` on every cell (`a0`, `b0` the first row and
/// column): the table of a sum of two one-parameter games (two piles, each its own game), whose
/// values are the XOR of the components' (Sprague–Grundy). Far values come from the rules that
/// the first column (in `a`) and the first row (in `b`) follow as sequences; both must speak.
fn xor_of_row_and_column(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
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
fn along(values: &[u64], first: u64, rules: &[SequenceRule], n: u64) -> Option<u64> {
    if n >= first && n - first < values.len() as u64 {
        Some(values[(n - first) as usize])
    } else {
        agree(rules.iter().map(|r| r.predict(n)))
    }
}

/// The rules of a sequence as text, `f = <what it is>: <rules>` with the function named `f`
/// of `var`.
fn sequence_text(rules: &[SequenceRule], function: &str, var: &str, what: &str) -> String {
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

/// The nim product `a ⊗ b` (Conway), by the Fermat 2-power recursion: for `a, b < 2^(2h)`,
/// `a = a1·2^h ⊕ a0` and `2^h ⊗ 2^h = 2^h ⊕ 2^(h-1)`.
pub fn nim_product(a: u64, b: u64) -> u64 {
    fn mul(a: u64, b: u64, half: u32) -> u64 {
        if a < 2 || b < 2 {
            return a * b;
        }
        let mut h = half;
        while h > 1 && (a >> (h / 2)) == 0 && (b >> (h / 2)) == 0 {
            h /= 2;
        }
        let mask = (1u64 << h) - 1;
        let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
        let hi = mul(a1, b1, h / 2);
        let lo = mul(a0, b0, h / 2);
        let mid = mul(a1 ^ a0, b1 ^ b0, h / 2);
        ((mid ^ lo) << h) ^ lo ^ mul(hi, 1 << (h - 1), h / 2)
    }
    mul(a, b, 32)
}

/// The nim inverse of `a != 0`: `a^(2^k - 2)` in the nim field of `2^k` elements holding `a`.
fn nim_inverse(a: u64) -> u64 {
    let mut k = 1u32;
    while k < 64 && a >> k != 0 {
        k *= 2;
    }
    // a^(2^k - 2) = a^2 · a^4 · ... · a^(2^(k-1)).
    let (mut result, mut square) = (1u64, a);
    for _ in 1..k {
        square = nim_product(square, square);
        result = nim_product(result, square);
    }
    result
}

/// `g(a, b) = f(a) ⊗ h(b)` on every cell (nim product): the table of a product of two
/// coin-turning games (Tartan theorem). `f` is a column of the table, `h` follows from one
/// row; far values come from the rules `f` and `h` follow as sequences.
fn nim_product_of_row_and_column(
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
        let f_rules = find_sequence_rules(&f, first_a);
        let h_rules = find_sequence_rules(&h, first_b);
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

/// Every row periodic in `b` from the first column, with a period `u·a + v` that depends on
/// the row (`a + 1`, `2a + 1`, ...): found by [`crate::period::detect_period`] on at least 6
/// rows, fitted, and checked on every row. Far `b` in a row of the table come from the row;
/// far rows too when `g(a, b) = h(b mod p(a))` for one `h` (then explored as a sequence).
fn rows_with_their_own_period(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
    let cols = grid[0].len();
    let detected: Vec<(u64, u64)> = grid
        .iter()
        .enumerate()
        .filter_map(|(i, row)| {
            let p = crate::period::detect_period(row)?;
            (p.saltus == 0 && p.preperiod == 0).then_some((first_a + i as u64, p.period as u64))
        })
        .collect();
    if detected.len() < 6 {
        return None;
    }
    let (a0, p0) = detected[0];
    let (a1, p1) = *detected.iter().find(|&&(a, _)| a != a0)?;
    let du = p1 as i128 - p0 as i128;
    let da = a1 as i128 - a0 as i128;
    if du <= 0 || du % da != 0 {
        return None;
    }
    let u = du / da;
    let v = p0 as i128 - u * a0 as i128;
    let period =
        move |a: u64| -> Option<u64> { u64::try_from((a as i128).checked_mul(u)? + v).ok() };
    if detected.iter().any(|&(a, p)| period(a) != Some(p)) {
        return None;
    }
    // Every row, detected or not, repeats with its period inside the table.
    let holds = grid.iter().enumerate().all(|(i, row)| {
        period(first_a + i as u64).is_some_and(|p| {
            p >= 1 && (0..cols.saturating_sub(p as usize)).all(|j| row[j + p as usize] == row[j])
        })
    });
    if !holds {
        return None;
    }
    // g(a, b) = h(b mod p(a)) for one h?
    let mut h: Vec<Option<u64>> = Vec::new();
    let mut consistent = true;
    'cells: for (i, row) in grid.iter().enumerate() {
        let p = period(first_a + i as u64)?;
        for (j, &value) in row.iter().enumerate() {
            let r = ((first_b + j as u64) % p) as usize;
            if h.len() <= r {
                h.resize(r + 1, None);
            }
            match h[r] {
                None => h[r] = Some(value),
                Some(w) if w != value => {
                    consistent = false;
                    break 'cells;
                }
                Some(_) => {}
            }
        }
    }
    let known: Vec<u64> = if consistent {
        h.iter().map_while(|v| *v).collect()
    } else {
        Vec::new()
    };
    let h_rules = if known.len() >= 12 {
        find_sequence_rules(&known, 0)
    } else {
        Vec::new()
    };
    let period_text = super::Affine::of(u, "a", v);
    let mut text = format!(
        "g(a, b + p) = g(a, b) for b >= {first_b}, with a period p = {period_text} that depends on the row"
    );
    if !h_rules.is_empty() {
        text.push_str(&format!(
            "; g(a, b) = h(b mod ({period_text})) where {}",
            h_rules
                .iter()
                .map(|r| r.describe_as(Notation {
                    function: "h",
                    variable: "x",
                }))
                .collect::<Vec<_>>()
                .join("; ")
        ));
    }
    let rows = grid.len() as u64;
    let grid = grid.to_vec();
    let cells = grid.len() * cols;
    Some(GridRule::new(text, cells, move |a, b| {
        let p = period(a)?;
        let j = b.checked_sub(first_b)?;
        if a >= first_a && a - first_a < rows {
            // The row repeats from its first column: a period longer than the table is unseen.
            return grid[(a - first_a) as usize].get((j % p) as usize).copied();
        }
        if h_rules.is_empty() {
            return None;
        }
        along(&known, 0, &h_rules, b % p)
    }))
}

/// Whether `lo < hi < φ·lo` (the losing positions of Euclid's game), exactly:
/// `(2·hi - lo)² < 5·lo²`; `None` where u128 would overflow.
pub fn in_golden_cone(x: u64, y: u64) -> Option<bool> {
    let (lo, hi) = (x.min(y) as u128, x.max(y) as u128);
    if lo == hi {
        return Some(false);
    }
    let d = 2 * hi - lo;
    Some(d.checked_mul(d)? < 5u128.checked_mul(lo)?.checked_mul(lo)?)
}

/// The positions of value 0 are exactly those with `min < max < φ·min` (Euclid's game).
fn golden_cone(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
    if first_a == 0 || first_b == 0 {
        return None;
    }
    let binary = grid.iter().flatten().all(|&v| v <= 1);
    let zeros = grid.iter().flatten().filter(|&&v| v == 0).count();
    let fits = zeros >= 8
        && grid.iter().enumerate().all(|(i, row)| {
            row.iter().enumerate().all(|(j, &v)| {
                let (a, b) = (first_a + i as u64, first_b + j as u64);
                Some(v == 0) == in_golden_cone(a, b)
            })
        });
    if !fits {
        return None;
    }
    let text = format!(
        "g(a, b) = 0 exactly when min(a, b) < max(a, b) < φ·min(a, b){}",
        if binary {
            "; every other value is 1"
        } else {
            ""
        }
    );
    let cells = grid.len() * grid[0].len();
    Some(GridRule::new(text, cells, move |a, b| {
        if a == 0 || b == 0 {
            return None;
        }
        match in_golden_cone(a, b)? {
            true => Some(0),
            false if binary => Some(1),
            false => None,
        }
    }))
}

/// The values of `h` if `g(a, b) = h(op(a - shift, b - shift))` over the whole grid.
fn function_of(
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
    shift: u64,
    op: fn(u64, u64) -> Option<u64>,
) -> Option<Vec<Option<u64>>> {
    let mut h: Vec<Option<u64>> = Vec::new();
    for (i, row) in grid.iter().enumerate() {
        for (j, &v) in row.iter().enumerate() {
            let x = op(first_a + i as u64 - shift, first_b + j as u64 - shift)? as usize;
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
    Some(h)
}

/// The eventual period of the sequence of rows (or of columns, `by_rows = false`), each row
/// named by the order in which it first appears, by [`crate::period::detect_plain_period`]
/// (the margins of every period the explorer reports): `(start, period)`.
fn period_of(grid: &[Vec<u64>], by_rows: bool) -> Option<(usize, usize)> {
    let lines: Vec<Vec<u64>> = if by_rows {
        grid.to_vec()
    } else {
        (0..grid[0].len())
            .map(|j| grid.iter().map(|row| row[j]).collect())
            .collect()
    };
    let mut seen: std::collections::HashMap<&[u64], u32> = std::collections::HashMap::new();
    let names: Vec<u32> = lines
        .iter()
        .map(|line| {
            let next = seen.len() as u32;
            *seen.entry(line.as_slice()).or_insert(next)
        })
        .collect();
    let found = crate::period::detect_plain_period(&names)?;
    Some((found.preperiod, found.period))
}

/// Rows eventually periodic in `a` and/or columns eventually periodic in `b`: a far index is
/// brought back into the table by its period.
fn periodic2(grid: &Arc<Vec<Vec<u64>>>, first_a: u64, first_b: u64) -> Option<GridRule> {
    let in_a = period_of(grid, true);
    let in_b = period_of(grid, false);
    if in_a.is_none() && in_b.is_none() {
        return None;
    }
    let mut parts = Vec::new();
    if let Some((s, p)) = in_a {
        parts.push(format!(
            "g(a + {p}, b) = g(a, b) for a >= {}",
            first_a + s as u64
        ));
    }
    if let Some((s, p)) = in_b {
        parts.push(format!(
            "g(a, b + {p}) = g(a, b) for b >= {}",
            first_b + s as u64
        ));
    }
    let grid = Arc::clone(grid);
    let rows = grid.len() as u64;
    let cols = grid[0].len() as u64;
    let reduce = |x: u64, first: u64, len: u64, period: Option<(usize, usize)>| -> Option<u64> {
        let i = x.checked_sub(first)?;
        if i < len {
            return Some(i);
        }
        let (s, p) = period?;
        Some(s as u64 + (i - s as u64) % p as u64)
    };
    let confirmed = (rows * cols) as usize;
    Some(GridRule::new(parts.join(", "), confirmed, move |a, b| {
        let i = reduce(a, first_a, rows, in_a)?;
        let j = reduce(b, first_b, cols, in_b)?;
        Some(grid[i as usize][j as usize])
    }))
}

/// `⌊k·φ⌋ = ⌊(k + √(5k²)) / 2⌋`, exactly.
pub fn floor_k_phi(k: u64) -> u128 {
    let k = k as u128;
    (k + isqrt(5 * k * k)) / 2
}

pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = (n as f64).sqrt() as u128;
    while x * x > n {
        x -= 1;
    }
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

/// Whether `(x, y)` (in either order) is a Wythoff pair `(⌊kφ⌋, ⌊kφ²⌋) = (⌊kφ⌋, ⌊kφ⌋ + k)`;
/// `None` when `|x - y| >= 2^62` (beyond exact u128 arithmetic here).
pub fn wythoff_pair(x: u64, y: u64) -> Option<bool> {
    let (lo, hi) = (x.min(y), x.max(y));
    let k = hi - lo;
    (k < 1 << 62).then(|| floor_k_phi(k) == lo as u128)
}

/// [`wythoff_pair`], for pairs below `2^62` apart.
pub fn is_wythoff_pair(x: u64, y: u64) -> bool {
    wythoff_pair(x, y).unwrap_or(false)
}

/// The positions of value 0 are the Wythoff pairs (of `a, b` or of `a - 1, b - 1`).
fn wythoff(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
    let binary = grid.iter().flatten().all(|&v| v <= 1);
    for shift in [0u64, 1] {
        if first_a < shift || first_b < shift {
            continue;
        }
        let zeros = grid.iter().flatten().filter(|&&v| v == 0).count();
        let fits = zeros >= 8
            && grid.iter().enumerate().all(|(i, row)| {
                row.iter().enumerate().all(|(j, &v)| {
                    let (a, b) = (first_a + i as u64 - shift, first_b + j as u64 - shift);
                    (v == 0) == is_wythoff_pair(a, b)
                })
            });
        if fits {
            let (ta, tb) = if shift == 0 {
                ("a", "b")
            } else {
                ("a-1", "b-1")
            };
            let text = format!(
                "g(a, b) = 0 exactly when ({ta}, {tb}) or ({tb}, {ta}) is a Wythoff pair (⌊kφ⌋, ⌊kφ²⌋){}",
                if binary { "; every other value is 1" } else { "" }
            );
            let cells = grid.len() * grid[0].len();
            return Some(GridRule::new(text, cells, move |a, b| {
                if a < shift || b < shift {
                    return None;
                }
                if wythoff_pair(a - shift, b - shift)? {
                    Some(0)
                } else if binary {
                    Some(1)
                } else {
                    None
                }
            }));
        }
    }
    None
}

/// The positions of value 0 are exactly the pairs `(⌊kα⌋, ⌊kβ⌋)` and their mirrors, for
/// quadratic irrationals `α < β` found from the data (each a Beatty set, [`super::beatty`]),
/// as the losing positions of Wythoff-like games are; `β = α + d` when `⌊kβ⌋ - ⌊kα⌋ = d·k`
/// over the table. Checked on every cell.
fn beatty_pairs(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
    use super::beatty::{beatty_set, BeattySet};
    if first_a != first_b || first_a > 1 {
        return None;
    }
    let first = first_a;
    let size = grid.len().min(grid[0].len()) as u64;
    let zero = |x: u64, y: u64| grid[(x - first) as usize][(y - first) as usize] == 0;
    // The pairs x <= y inside the square part, by x.
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for x in first..first + size {
        for y in x..first + size {
            if zero(x, y) {
                pairs.push((x, y));
            }
        }
    }
    // One pair per x, x and y increasing (a complete prefix of both sequences).
    if pairs.len() < 12
        || pairs
            .windows(2)
            .any(|w| w[0].0 >= w[1].0 || w[0].1 >= w[1].1)
    {
        return None;
    }
    let lows: Vec<u64> = pairs.iter().map(|p| p.0).collect();
    let highs: Vec<u64> = pairs.iter().map(|p| p.1).collect();
    let low_set = beatty_set(&lows, 0)?;
    let from = low_set.from;
    // β = α + d when the gaps grow by d each step, else from the larger coordinates.
    let steps: Vec<u64> = pairs.iter().map(|&(x, y)| y - x).collect();
    let d = steps.get(1).copied().unwrap_or(0) as i128 - steps[0] as i128;
    let linear = (0..steps.len()).all(|j| steps[j] as i128 == d * (j as i128 + from as i128));
    let (high_set, beta_text) = if linear && d > 0 {
        let alpha = low_set.alpha.plus(d)?;
        let set = BeattySet {
            alpha,
            ..low_set.clone()
        };
        (set, format!("β = α + {d}"))
    } else {
        let set = beatty_set(&highs, 0)?;
        if set.from != from {
            return None;
        }
        let text = format!("β = {}", set.alpha_text());
        (set, text)
    };
    let binary = grid.iter().flatten().all(|&v| v <= 1);
    let is_pair = move |x: u64, y: u64| -> Option<bool> {
        let (lo, hi) = (x.min(y), x.max(y));
        match low_set.index_of(lo) {
            None => Some(false).filter(|_| low_set.contains(lo).is_some()),
            Some(k) => Some(high_set.alpha.floor_times(k)? == hi as i128),
        }
    };
    let fits = grid.iter().enumerate().all(|(i, row)| {
        row.iter().enumerate().all(|(j, &v)| {
            let (x, y) = (first + i as u64, first + j as u64);
            is_pair(x, y) == Some(v == 0)
        })
    });
    if !fits {
        return None;
    }
    let alpha_text = beatty_set(&lows, 0)?.alpha_text();
    let text = format!(
        "g(a, b) = 0 exactly when (a, b) or (b, a) is (⌊kα⌋, ⌊kβ⌋) for some k >= {from}, α = {alpha_text}, {beta_text}{}",
        if binary { "; every other value is 1" } else { "" }
    );
    let cells = grid.len() * grid[0].len();
    Some(GridRule::new(text, cells, move |a, b| {
        match is_pair(a, b)? {
            true => Some(0),
            false if binary => Some(1),
            false => None,
        }
    }))
}

/// Whether the square part of the grid equals its transpose (same first row and column index).
pub fn symmetric(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> bool {
    let n = grid.len().min(grid.first().map_or(0, Vec::len));
    first_a == first_b && n >= 2 && (0..n).all(|i| (0..i).all(|j| grid[i][j] == grid[j][i]))
}

/// The value at `(a, b)`: the given one inside the grid, else the value every rule that speaks
/// gives, or `None` (no rule, or a disagreement).
pub fn predict_grid(
    rules: &[GridRule],
    grid: &[Vec<u64>],
    first_a: u64,
    first_b: u64,
    a: u64,
    b: u64,
) -> Option<u64> {
    if a >= first_a && b >= first_b {
        let (i, j) = (a - first_a, b - first_b);
        if i < grid.len() as u64 && j < grid[i as usize].len() as u64 {
            return Some(grid[i as usize][j as usize]);
        }
    }
    agree(rules.iter().map(|r| r.predict(a, b)))
}
