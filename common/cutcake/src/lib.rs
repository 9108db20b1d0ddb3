//! Cutcake and Maundy cake: bars of chocolate cut along one side by Left and along the other
//! by Right. Who cannot cut loses.
//!
//! Every position of both games is an integer (Winning Ways, chapter 2), so a set of bars is
//! worth the sum of its bars' values, and the sign of the sum decides: Left wins whoever starts
//! when it is positive, Right when negative, the second player at 0. The values have closed
//! forms, computed here for sides up to `u64`:
//!
//! | game | a move | item | cost |
//! | --- | --- | --- | --- |
//! | Cutcake | cut one bar into two bars of positive integer sides, Left across its `l` side, Right across its `r` side | [`cutcake_value`] | O(log min(l, r)) |
//! | Maundy cake | cut one bar into `d >= 2` equal bars, `d` dividing the side one cuts | [`maundy_cake_value`], [`maundy_count`] | O(sqrt(l) + sqrt(r)) |
//!
//! A worked example (HDU 3544, Alice's Game): Alice splits the `X` sides, Bob the `Y` sides,
//! Alice moves first.
//!
//! ```
//! use cgt_cutcake::cutcake_value;
//! // Bars 2 x 2 and 2 x 1: 0 + 1 = 1 > 0, Alice wins (whoever starts).
//! assert_eq!(cutcake_value(2, 2) + cutcake_value(2, 1), 1);
//! // One 3 x 2 bar: 0, a second-player win: Bob wins when Alice starts.
//! assert_eq!(cutcake_value(3, 2), 0);
//! ```
//!
//! Both closed forms are tested against the oracle's search of the real cuts
//! (`oracle::partizan`), bar by bar and on sums of bars.
//!
//! Used by: hdu-3544.

mod cutcake;
mod maundy;

pub use cutcake::cutcake_value;
pub use maundy::{maundy_cake_value, maundy_count};

#[cfg(test)]
mod tests;
