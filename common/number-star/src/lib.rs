//! Partizan values beyond numbers: a number plus a nimber, `x + *n`.
//!
//! Many partizan games that are not numbers are still simple: a single green Hackenbush edge
//! is `* = {0 | 0}`, a green edge on a blue one is `1* = {0, 1 | 1}`, and `{0, * | 0, *}` is
//! `*2`. Their values `x + *n` ([`NumberStar`]) add part by part (numbers add, nimbers XOR),
//! and the outcome is read off the value (Winning Ways, chapter 2; Siegel, *Combinatorial Game
//! Theory*, chapter II):
//!
//! | value | outcome class | who wins |
//! | --- | --- | --- |
//! | `x + *n`, `x > 0` | L | Left, whoever moves first |
//! | `x + *n`, `x < 0` | R | Right, whoever moves first |
//! | `0` | P | the second player |
//! | `*n`, `n >= 1` | N | the first player |
//!
//! A game whose options are all of this kind need not be (`{0, * | 0} = ↑*`, `{1 | 0}` is hot):
//! [`number_star_value`] decides it exactly, from the definition (the simplicity theorem, then
//! number translation and the comparison with nimbers), and [`NumberStarMemo`] values every
//! position of a game given by its moves, stopping at the first position that is not
//! `x + *n` ([`NotNumberStar`]).
//!
//! This topic is its own crate so that solutions that need only numbers (`cgt-partizan`) do not
//! carry it in their bundles. [`Dyadic`] and [`Outcome`] are re-exported from `cgt-partizan`.
//!
//! Used by: no judge problem yet.

mod number_star;
mod number_star_memo;

#[cfg(test)]
mod naive;
#[cfg(test)]
mod tests;

pub use cgt_partizan::{Dyadic, Outcome};
pub use number_star::{number_star_value, NumberStar};
pub use number_star_memo::{NotNumberStar, NumberStarMemo};
