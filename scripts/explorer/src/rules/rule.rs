//! The vocabulary of the rule finder: a rule found in a sequence ([`SequenceRule`]) or a grid
//! ([`GridRule`]), the names it is written with ([`Notation`]), sums written as a person writes
//! them ([`Affine`]), and the agreement of several rules on one value ([`agree`]).

use std::sync::Arc;

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

/// A rule found in a table of two parameters.
#[derive(Clone)]
pub struct GridRule {
    text: String,
    confirmed: usize,
    predictor: Arc<dyn Fn(u64, u64) -> Option<u64> + Send + Sync>,
}

impl GridRule {
    pub(crate) fn new(
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

    pub fn predict(&self, a: u64, b: u64) -> Option<u64> {
        (self.predictor)(a, b)
    }

    pub fn summary(&self) -> String {
        format!("{} [confirmed by {} values]", self.text, self.confirmed)
    }
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
