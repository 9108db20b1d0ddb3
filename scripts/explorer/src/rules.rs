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
//! rising or its exceptions are sparse ([`crate::detected_period::detect_period`]).
//! [`predict_sequence`] answers a value only when the table holds it or when every rule that
//! speaks agrees; it answers `None` (`?`) otherwise.
//!
//! Families, one file each:
//! - [`periodic`]: `g(n + p) = g(n) + s` from some start (saltus `s >= 0`), found by
//!   [`crate::detected_period::detect_period`];
//! - [`beatty`]: the positions of a value are `⌊kα⌋` for a quadratic irrational `α` found
//!   from the data's continued fraction and checked exactly (in integers: [`surd`]);
//! - [`features`]: `g(n) = α·F(n + c) + β·n + γ` for a binary feature `F` (2-adic valuation,
//!   largest power of 2 dividing, lowest zero bit, popcount, its parity, bit length:
//!   [`features::binary`]) or an arithmetic one ([`features::arithmetic`]: `Ω`, `ω`, the number
//!   of divisors, `v_p`, the index of the
//!   least prime factor), or a residue `(F(x) + c) mod m` of one or of a sum `F ± F'` of two,
//!   or a sum of valuations `v_p + v_q + ...` or of two binary features
//!   ([`features::find_combined`]);
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

pub mod beatty;
pub mod features;
pub mod grid;
pub mod halving;
pub mod losing;
pub mod periodic;
mod rule;
pub mod scale;
mod sequence;
pub mod surd;

pub use grid::{find_grid_rules, predict_grid};
pub use rule::{Affine, GridRule, Notation, SequenceRule, G_OF_N};
pub use sequence::{find_sequence_rules, predict_sequence};

#[cfg(test)]
mod tests;
