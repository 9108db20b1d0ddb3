//! Take-and-break games beyond octal: the codes `d0.d1d2...` of Flammenkamp's notation with
//! hexadecimal digits (a heap broken into up to three heaps), a d0 digit (breaks that take
//! nothing), an unbounded last digit (a take of any size) and the unequal rule of Grundy's game
//! ([`TakeBreak`]); their Grundy tables from the definition ([`take_break_grundy`]); periods
//! certified where a theorem covers the code ([`certified_period`], [`periodicity_window`]);
//! and arithmetic periods `G(n + p) = G(n) + s` detected, not proved
//! ([`detect_arithmetic_period`]).
//!
//! The games it names: Lasker's Nim (`4.3...`: take any number, or split a heap in two; 3 and 4
//! swap in every block of four), HDU 5795's game (`8.3...`: take any number, or split a heap
//! into three; 7 and 8 swap in every block of eight), Grundy's game (`4.0 unequal`: split a
//! heap into two of different sizes; OEIS A002188; no period known) and every octal game
//! (`0.d1...dk`, digits 0 to 7: Officers is 0.6, Kayles 0.77), whose values are
//! `cgt-octal`'s. A position is a sum of heaps: its value is the XOR of the heaps' values.
//!
//! Tested against: a search of the real game (random codes with every kind of digit), cgt-octal
//! on every octal code of three digits or fewer, OEIS A002188 (Grundy's game), A046695 (0.6,
//! Officers), A071509 (0.1777), the Winning Ways pattern of Lasker's Nim, HDU 5795's swap from
//! the definition to heap 2000 (ignored test), and Grundy's game to 1e6 by the rare-value
//! method (ignored test: the 41 zeros, 1,273 rare heaps, the last at 82,860, the largest value
//! 231 first at 763,622; 12 s of CPU).
//!
//! Moves read from the table: [`take_break_moves_to`] lists the moves of one heap to a given
//! value, breaks included, and [`take_break_winning_moves`] every winning move of a sum of heaps.
//!
//! Octal games belong to `cgt-octal`, whose engine is much faster on long tables and certifies
//! by the same theorem; this crate computes the plain table, exact and simple, for every code
//! the notation writes.
//!
//! Used by: hdu-5795.

mod code;
mod grundy;
mod moves;
mod period;

pub use code::{ParseTakeBreakError, TakeBreak};
pub use grundy::take_break_grundy;
pub use moves::{take_break_moves_to, take_break_winning_moves};
pub use period::{
    certified_period, detect_arithmetic_period, periodicity_window, ArithmeticPeriod,
};

#[cfg(test)]
mod tests;
