//! Subtraction games: Grundy tables and certified eventual periods for piles of any size.

mod period;
mod subtraction;

pub use period::{certified_period, PeriodicGrundy};
pub use subtraction::subtraction_grundy;
