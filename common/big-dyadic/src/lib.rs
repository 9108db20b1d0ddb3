//! Numbers of any size for partizan games.
//!
//! Every short partizan game that is a number is a dyadic rational `p / 2^q`, and judges ask for
//! them at sizes no machine word holds: a red-blue Hackenbush stalk of 1000 edges, a tree of
//! 1e5 edges whose value is `2^-33331`. This crate holds them exactly:
//!
//! | item | what | cost |
//! | --- | --- | --- |
//! | [`BigInt`] | a signed integer of any size (sign and 64-bit words) | `+ -` O(w), `*` O(w1 w2), decimal O(w^2) |
//! | [`BigDyadic`] | `p / 2^q`, `p` a [`BigInt`], `q` a `u64`, normalised | `+ -` and comparison O(w), halving O(w) |
//! | [`simplest_between`], [`number_value`] | the simplicity rule: the value of `{a | b}` | O(w) |
//! | [`from_sign_expansion`], [`sign_expansion`] | a number from its path of `+` and `-` steps, and back | O(length) |
//!
//! (`w` is the number of 64-bit words.) Printing follows what a judge asks for: `Display` writes
//! an integer or a reduced fraction `p/d` in decimal, [`BigDyadic::to_pow2_string`] writes
//! `p/2^q`, [`BigDyadic::to_fraction`] gives `p` and `d` apart.
//!
//! Which number type to pick: `cgt_partizan::Dyadic` (re-exported here as [`Dyadic`]) is `Copy`
//! and its crate is small, but its denominator stops at `2^62`; take it where the statement
//! bounds the values. Take [`BigDyadic`] where the values grow with the input. Every value of a
//! short game, and every mean and temperature, is dyadic, so no general fraction type is
//! needed for games; tests compare with `num-rational`.
//!
//! The outcome of a number is its sign ([`BigDyadic::outcome`], the [`Outcome`] of
//! `cgt-partizan`).
//!
//! Used by: codechef-gerald08.

mod big_dyadic;
mod big_int;
mod sign_expansion;
mod simplicity;

pub use big_dyadic::BigDyadic;
pub use big_int::{BigInt, ParseBigIntError};
pub use cgt_partizan::{Dyadic, Outcome};
pub use sign_expansion::{from_sign_expansion, sign_expansion};
pub use simplicity::{number_value, simplest_between};
