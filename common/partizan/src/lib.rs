//! Partizan games whose values are numbers.
//!
//! In a partizan game the two players, Left and Right, may have different moves; a game is
//! written `{L | R}` from the sets of Left's and Right's options. Many such games are *numbers*:
//! every short number is a dyadic rational `m / 2^k`, the value of a sum is the sum of the
//! values, and the sign alone gives the winner (Winning Ways, chapter 2; On Numbers and Games):
//!
//! | value | outcome class | who wins |
//! | --- | --- | --- |
//! | `> 0` | L (positive) | Left, whoever moves first |
//! | `< 0` | R (negative) | Right, whoever moves first |
//! | `= 0` | P (zero) | the second player |
//!
//! A game whose options are all numbers, with every Left option strictly below every Right
//! option, is itself a number: by the *simplicity rule* it equals the simplest number strictly
//! between Left's best option and Right's best option (the number born on the earliest day; among
//! integers the one nearest 0, otherwise the one with the smallest denominator). When Left's best
//! option is at least Right's best the game is not a number (`{0 | 0} = *`, `{1 | 0}` is hot) and
//! the functions here say so by returning `None`.
//!
//! [`Dyadic`] holds such values exactly (denominators up to 2^62; numbers of any size, such as
//! the values of long Hackenbush stalks, are the crate `cgt-big-dyadic`'s `BigDyadic`); [`simplest_between`] and [`number_value`] apply the
//! simplicity rule; [`Dyadic::outcome`] gives the [`Outcome`].
//!
//! Games that are a number plus a nimber (`*`, `1/2*`, `-1*2`) are the topic of the crate
//! `cgt-number-star`, kept apart so that bundles that need numbers only stay small.
//!
//! Used by: atcoder-abc229-h, atcoder-nikkei2019-qual-c, cf-388c, codechef-gerald08, luogu-p4643.

mod dyadic;
mod simplicity;

pub use dyadic::{Dyadic, Outcome};
pub use simplicity::{number_value, simplest_between};
