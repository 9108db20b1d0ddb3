//! Counts of positions under constraints, modulo a prime.
//!
//! * [`count_tuples_with_sum_and_xor`]: the k-tuples of non-negative integers with a given sum
//!   and a given XOR (0: a lost Nim position), bit by bit with a carry, O(bits · k²).
//! * [`count_tuples_by_sum_with_xor`]: the same for every sum up to a bound at once, bit by bit
//!   with binomials, O(bits · S · k).
//! * [`coin_strip_piles`] and [`count_lost_coin_placements`]: coins slid left on a strip are
//!   staircase Nim on the gaps between them (the reduction, with its proof, is in
//!   [`coin_strip_piles`]); the placements lost for the player to move, counted by the two
//!   above.
//! * [`count_by_automaton`]: every x in `0..=bound` sorted by the state an automaton reading
//!   the bits of x ends in (a Grundy value that is a function of the bits: x mod 3, the parity
//!   of the ones), a digit DP in O(bits · states).
//!
//! Used by: luogu-p5363.

mod coin_strip;
mod digits;
mod sum_xor;

pub use coin_strip::{coin_strip_piles, count_lost_coin_placements};
pub use digits::count_by_automaton;
pub use sum_xor::{count_tuples_by_sum_with_xor, count_tuples_with_sum_and_xor};
