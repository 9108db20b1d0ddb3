//! Subtraction games: Grundy tables and certified eventual periods for piles of any size, and
//! the moves to a given value read from the table.
//!
//! Two ways to the table: [`subtraction_grundy`] looks at every move of every pile (`limit * k`
//! steps for k moves), [`subtraction_grundy_bitset`] pushes each value to the piles it is an
//! option of as one shifted OR of the move set's bitset (`limit^2 / 128` word steps, whatever
//! k). The second wins on huge move sets: on Codeforces 1091H's set (the primes and products
//! of two primes below 2e5, less one size: 63,213 or 63,214 moves) to 199,998, about 0.1 s of
//! CPU against 7.5 s for the plain table (release, one core of this loaded machine, five sizes
//! removed in turn, both tables equal; the example `cf_1091h`: `-- check` compares the tables,
//! `-- bitset 2` and `-- plain 2` time each way under `/usr/bin/time -v`; on a busier day of the
//! same machine both took about twice as long, 0.16 s and 17 s).
//!
//! Used by: cf-1091h, local-coin-game-2, local-subtraction-game, poj-2960.

mod bitset;
mod moves;
mod periodic_grundy;
mod subtraction;

pub use bitset::subtraction_grundy_bitset;
pub use moves::{subtraction_move_to, subtraction_moves_to, subtraction_winning_moves};
pub use periodic_grundy::{certified_period, PeriodicGrundy};
pub use subtraction::subtraction_grundy;
