//! The explorer's rule finder ("print a table, spot the rule"): pure functions over a table of
//! values that return the rules the table follows, each stated as a formula a person can check,
//! with where it starts and how many values confirm it, and able to predict far values.
//!
//! A rule is **detected, not proved**: it holds on every given value past its start, with a
//! margin (a period must be seen four times past its start, and a start past the first third of
//! the table needs sixteen; a feature formula starts in the first third and is confirmed by 30
//! values, 16 for a short factor of a product grid with 16 distinct values; a lookup table
//! keeps only the entries seen on 3 separate ranges of its argument; a continued fraction must
//! show its period twice; an eventual rule must outlast every run where it held before its
//! start, by length and by scale: [`crate::detected_period::outlasts_earlier_runs`]; ...), and a
//! periodic tail is refused where the table's maximum is still
//! rising or its exceptions are sparse ([`crate::detected_period::enough_evidence`]).
//! [`predict_sequence`] answers a value only when the table holds it or when every rule that
//! speaks agrees; it answers `None` (`?`) otherwise.
//!
//! Families, one file each:
//! - [`periodic`]: `g(n + p) = g(n) + s` from some start (saltus `s >= 0`), found by
//!   [`crate::detected_period::detect_period`];
//! - [`beatty`]: the positions of a value are `⌊kα⌋` for a quadratic irrational `α` found
//!   from the data's continued fraction and checked exactly (in integers: [`surd`]);
//! - [`binary`]: `g(n) = α·F(n + c) + β·n + γ` for a binary feature `F` (2-adic valuation,
//!   largest power of 2 dividing, lowest zero bit, popcount, its parity, bit length) or an
//!   arithmetic one ([`arithmetic`]: `Ω`, `ω`, the number of divisors, `v_p`, the index of the
//!   least prime factor), or a residue `(F(x) + c) mod m` of one or of a sum `F ± F'` of two,
//!   or a sum of valuations `v_p + v_q + ...` or of two binary features
//!   ([`binary::find_combined`]);
//! - [`halving`]: `g(2m + r)` a constant, `a·g(m) + b`, or a lookup table of `g(m)`;
//! - [`scale`]: `g(n) = T[g(⌊n/k⌋)]` (a game of scale, `T` often the identity), each entry of
//!   `T` seen on 3 separate ranges of `⌊n/k⌋`;
//! - [`losing`]: the positions of value 0 as a set: a linear recurrence with constant
//!   coefficients (Berlekamp–Massey), the k-multiple construction, or the losses of a game
//!   whose window of moves grows with `n` (`⌊√n⌋`, `⌊n/k⌋`, `⌊log2 n⌋`);
//! - [`grid`]: tables of two parameters: a function of `a xor b`, `a + b`, `a | b`, ... (of `a`,
//!   `b` or `a - 1`, `b - 1`) explored as a sequence, rows and columns eventually periodic,
//!   Wythoff's losing pairs (also outside a corner) and other pairs `(⌊kα⌋, ⌊kβ⌋)`, the cone
//!   `min < max < φ·min` (Euclid's game), two quantities at once (one function per class of
//!   cells: the diagonal apart, the parity of `a + b` or of `min(a, b)`), symmetry.

pub mod arithmetic;
pub mod beatty;
pub mod binary;
pub mod grid;
pub mod halving;
pub mod losing;
pub mod periodic;
pub mod scale;
pub mod surd;

use std::sync::Arc;

pub use grid::{find_grid_rules, predict_grid, GridRule};

/// The names a rule is written with: its function (`g`) and the function's variable (`n`).
#[derive(Clone, Copy, Debug)]
pub struct Notation<'a> {
    pub function: &'a str,
    pub variable: &'a str,
}

/// `g(n)`, as the explorer writes a sequence.
pub const G_OF_N: Notation<'static> = Notation {
    function: "g",
    variable: "n",
};

type Statement = Arc<dyn Fn(Notation) -> String + Send + Sync>;

/// A rule found in a table of one parameter: `describe()` states it, `predict(n)` applies it.
#[derive(Clone)]
pub struct SequenceRule {
    statement: Statement,
    start: u64,
    confirmed: usize,
    predictor: Arc<dyn Fn(u64) -> Option<u64> + Send + Sync>,
}

impl SequenceRule {
    /// A rule stated by `statement` (in the names it is given), holding from `start`, confirmed
    /// by `confirmed` values, predicting with `predictor`.
    pub(crate) fn new(
        statement: impl Fn(Notation) -> String + Send + Sync + 'static,
        start: u64,
        confirmed: usize,
        predictor: impl Fn(u64) -> Option<u64> + Send + Sync + 'static,
    ) -> Self {
        SequenceRule {
            statement: Arc::new(statement),
            start,
            confirmed,
            predictor: Arc::new(predictor),
        }
    }

    /// The rule as a formula, e.g. `g(n + 4) = g(n) + 4 from n = 1`.
    pub fn describe(&self) -> String {
        (self.statement)(G_OF_N)
    }

    /// The rule written with other names: `h(x) = ...` for a function `h` of `x`.
    pub fn describe_as(&self, notation: Notation) -> String {
        (self.statement)(notation)
    }

    /// The first index the rule speaks about.
    pub fn start(&self) -> u64 {
        self.start
    }

    /// How many given values (or equations between them) confirm the rule.
    pub fn confirmed_by(&self) -> usize {
        self.confirmed
    }

    /// The value the rule gives at `n`, if it gives one (`n >= start()`).
    pub fn predict(&self, n: u64) -> Option<u64> {
        if n < self.start {
            return None;
        }
        (self.predictor)(n)
    }

    /// `describe()` with its start and confirmation count, as the explorer prints it.
    pub fn summary(&self) -> String {
        format!(
            "{} [confirmed by {} values from {}]",
            self.describe(),
            self.confirmed,
            self.start
        )
    }
}

/// Every rule the values `g(first), g(first + 1), ...` follow (detected, not proved), simplest
/// first.
///
/// # Complexity
/// Close to linear in `values.len()` for every family (a 10^5 sequence: a few milliseconds).
pub fn find_sequence_rules(values: &[u64], first: u64) -> Vec<SequenceRule> {
    let mut rules = Vec::new();
    if values.len() < 12 {
        return rules;
    }
    // A Beatty set and a period both found disagree far away: the prediction is then `?`.
    rules.extend(periodic::find(values, first));
    rules.extend(beatty::find(values, first));
    let single = binary::find(values, first);
    if single.is_none() {
        rules.extend(binary::find_combined(values, first));
    }
    rules.extend(single);
    rules.extend(binary::find_capped(values, first));
    rules.extend(binary::find_residue(values, first));
    rules.extend(halving::find(values, first));
    rules.extend(scale::find(values, first));
    rules.extend(losing::find(values, first));
    rules
}

/// The value at `n`: the given one inside the table, else the value every rule that speaks
/// about `n` gives, or `None` when no rule speaks or two rules disagree.
pub fn predict_sequence(rules: &[SequenceRule], values: &[u64], first: u64, n: u64) -> Option<u64> {
    if n >= first && n - first < values.len() as u64 {
        return Some(values[(n - first) as usize]);
    }
    if n < first {
        return None;
    }
    agree(rules.iter().map(|rule| rule.predict(n)))
}

/// The one value all the `Some` answers share, or `None` (none, or a disagreement).
pub(crate) fn agree(answers: impl Iterator<Item = Option<u64>>) -> Option<u64> {
    let mut found = None;
    for answer in answers.flatten() {
        match found {
            None => found = Some(answer),
            Some(v) if v != answer => return None,
            Some(_) => {}
        }
    }
    found
}

/// A sum `c1·t1 + c2·t2 + ... + constant` of terms, written as a person writes it:
/// `2n - parity(popcount(n)) + 1`, `n - 3`, `5`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Affine {
    /// `(coefficient, term)`, terms with coefficient 0 left out when written.
    pub terms: Vec<(i128, String)>,
    pub constant: i128,
}

impl Affine {
    /// `a·x + b`.
    pub fn of(a: i128, x: impl Into<String>, b: i128) -> Self {
        Affine {
            terms: vec![(a, x.into())],
            constant: b,
        }
    }
}

impl std::fmt::Display for Affine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut written = false;
        for (c, term) in self.terms.iter().filter(|(c, _)| *c != 0) {
            let (sign, size) = match (written, *c < 0) {
                (false, false) => ("", *c),
                (false, true) => ("-", -c),
                (true, false) => (" + ", *c),
                (true, true) => (" - ", -c),
            };
            if size == 1 {
                write!(f, "{sign}{term}")?;
            } else {
                write!(f, "{sign}{size}{term}")?;
            }
            written = true;
        }
        match (written, self.constant) {
            (false, c) => write!(f, "{c}"),
            (true, 0) => Ok(()),
            (true, c) if c > 0 => write!(f, " + {c}"),
            (true, c) => write!(f, " - {}", -c),
        }
    }
}

/// `x + c` as text (`n`, `n + 1`, `n - 2`).
pub(crate) fn shifted(x: &str, c: i64) -> String {
    Affine::of(1, x, c as i128).to_string()
}

/// The values as a short list: `1, 2, 3, 5, 8, ...`.
pub(crate) fn list_text(values: &[u64], shown: usize) -> String {
    let mut text: Vec<String> = values.iter().take(shown).map(u64::to_string).collect();
    if values.len() > shown {
        text.push("...".to_string());
    }
    text.join(", ")
}

#[cfg(test)]
mod tests;
