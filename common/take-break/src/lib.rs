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
//! ## HDU 5795's game, proved
//!
//! `8.3...` has `G(0) = 0`, `G(8q + 7) = 8q + 8`, `G(8q + 8) = 8q + 7` and `G(n) = n` otherwise
//! (period 8, saltus 8). [`detect_arithmetic_period`] only sees it; this is a proof, by
//! induction on n, with φ the claimed values. A heap x = 8u + k has φ(x) = x except φ(x) = x + 1
//! when k = 7 (low bits 000) and φ(x) = x - 1 when k = 0 (low bits 111). φ maps each block
//! 8t+1..8t+8 onto itself, so the takes from n = 8q + r (1 <= r <= 8) reach 0..n-1 when r <= 7,
//! and 0..8q+6 with 8q+8 when r = 8. For a break a + b + c = n, the full adder gives
//! `φa + φb + φc = (φa ^ φb ^ φc) + 2 M`, M the bitwise majority of the three, and
//! `φa + φb + φc = n + s - z` for s parts of residue 7 and z of residue 0. So the XOR is
//! `n + s - z - 2M`, and the residues of the parts add up to r mod 8.
//! - XOR = n needs s - z = 2M: M = 1 would need bit 0 in two of the values with s >= 2 of them
//!   ending in 000; M = 0 with s = z = 1 puts a 111 beside a non-zero low part (they share a
//!   bit); M = 0 with s = z = 0 needs three non-zero low parts with no common bit, 1, 2 and 4,
//!   whose residues add up to 7. So only r = 7 has a break of value n, and it does:
//!   1 + 2 + (8q + 4).
//! - XOR = n - 1 (asked when r = 8) needs s - z = 2M - 1: z > s needs M = 0, but puts a 111
//!   beside another non-zero low part or another 111, which share a bit; (s, z) = (1, 0) needs two residues adding up to
//!   9, one of them even, so bit 0 is not in two values (M = 1 fails); (2, 1) and (3, 0) have
//!   residues 6 and 5 mod 8, not 0.
//! - XOR = n + 1 (asked when r = 7) needs s - z = 2M + 1: (1, 0) with M = 0 needs residues
//!   adding up to 8 with no common bit (2 + 6, 3 + 5, 4 + 4 all share one); (2, 1) and (3, 0)
//!   have residues 6 and 5, not 7.
//!
//! So r <= 6 gives mex n; r = 7 has n among its breaks but not n + 1, mex 8q + 8; r = 8 has
//! neither 8q + 7 among its takes nor among its breaks, mex 8q + 7. Lasker's Nim (`4.3...`)
//! is proved in Winning Ways the same way with two parts and blocks of four.
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

mod arithmetic_period;
mod certified_period;
mod code;
mod grundy;
mod moves;

pub use arithmetic_period::{detect_arithmetic_period, ArithmeticPeriod};
pub use certified_period::{certified_period, periodicity_window};
pub use code::{ParseTakeBreakError, TakeBreak};
pub use grundy::take_break_grundy;
pub use moves::{take_break_moves_to, take_break_winning_moves};

#[cfg(test)]
mod tests;
