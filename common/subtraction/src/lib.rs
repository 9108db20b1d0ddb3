//! Subtraction games: Grundy tables and certified eventual periods for piles of any size, and
//! the moves to a given value read from the table.
//!
//! Used by: local-coin-game-2, local-subtraction-game, poj-2960.

mod moves;
mod period;
mod subtraction;

pub use moves::{subtraction_move_to, subtraction_moves_to, subtraction_winning_moves};
pub use period::{certified_period, PeriodicGrundy};
pub use subtraction::subtraction_grundy;
