//! What a feature formula reads: a feature `F` of a number ([`Feature`]), of an argument `x`
//! computed from `n` ([`Arg`]), and how a feature is written as a term of a sum ([`term`]).

use crate::rules::rule::shifted;

/// A feature of `x` (`None` where undefined, e.g. `v2(0)`), with its name as a function of the
/// argument's text; a `phrase` is put in parentheses inside a sum; a `two_valued` feature (a
/// parity) needs two values seen, the others three.
pub struct Feature {
    pub name: fn(&str) -> String,
    pub phrase: bool,
    pub two_valued: bool,
    pub f: fn(u64) -> Option<u64>,
}

/// The argument a feature reads: `n + c`, or `⌊(n + r)/2⌋`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    Shift(i64),
    Half(u64),
}

impl Arg {
    pub fn of(self, n: u64) -> Option<u64> {
        match self {
            Arg::Shift(c) => n.checked_add_signed(c),
            Arg::Half(r) => Some(n.checked_add(r)? / 2),
        }
    }

    pub(crate) fn text(self, n: &str) -> String {
        match self {
            Arg::Shift(c) => shifted(n, c),
            Arg::Half(0) => format!("⌊{n}/2⌋"),
            Arg::Half(r) => format!("⌊({})/2⌋", shifted(n, r as i64)),
        }
    }
}

pub const ARGS: [Arg; 9] = [
    Arg::Shift(0),
    Arg::Shift(1),
    Arg::Shift(-1),
    Arg::Shift(2),
    Arg::Shift(-2),
    Arg::Half(0),
    Arg::Half(1),
    Arg::Shift(3),
    Arg::Shift(-3),
];
/// A feature named `name` of `x` as a term of a sum (in parentheses when it is a phrase).
pub(crate) fn term(name: fn(&str) -> String, phrase: bool, x: &str) -> String {
    if phrase {
        format!("({})", name(x))
    } else {
        name(x)
    }
}
