//! Octal games (take-and-break games): Grundy values from the code `0.d1d2...dk`, eventual
//! periods certified by the octal periodicity theorem, long records by the sparse-space engine,
//! and the moves to make read from the table.
//!
//! An octal game is played on heaps; digit `d_j` of its code says how a move that removes `j`
//! tokens from one heap may leave it: bit 1 only a heap of exactly `j` (it disappears), bit 2 one
//! smaller heap, bit 4 two non-empty heaps ([`OctalCode`]). A position is a sum of heaps, so its
//! value is the XOR of the heaps' Grundy values `G(n)` (Sprague-Grundy), and `G(n)` is the mex
//! of the values one move away ([`OctalGrundy`], [`octal_grundy`]).
//!
//! Every octal game with finitely many digits that has been fully analysed is ultimately
//! periodic, and a period is *proved* from finitely many values by the Guy-Smith theorem, which
//! [`OctalGrundy::certify`] applies with its `n0 >= 1` condition (0.4 shows why); then heaps up to
//! 1e18 are answered by [`cgt_mex::EventualPeriod::reduce`]. Whether every such game is periodic is open:
//! 0.6 (Officers) and 0.007 (Treblecross, whose table is the topic `cgt-treblecross`) have no known period.
//! Sequences that grow instead (hexadecimal games, games defined by hand) can show an
//! arithmetic period, `G(n + p) = G(n) + s` (`cgt_take_break::ArithmeticPeriod`); the explorer
//! (`cargo x explore`) detects one over a prefix, without proof.
//!
//! Subtraction games through this engine agree with cgt-subtraction's `PeriodicGrundy` but are
//! slower on long periods: S = {1, 8, 9, 11, 25, ..., 99} (preperiod 650981, period 953400) takes
//! 88 ms there and 1.09 s here (the octal window needs about twice the values), so subtraction
//! games use cgt-subtraction.
//!
//! Long records: [`SparseOctal`] (the sparse-space or rare-value engine of Gangolli-Plambeck and
//! Flammenkamp, one byte a value) certifies them; [`OctalGrundy::certify_sparse`] runs it for
//! tables that fit as `u32`, and `cargo x explore CODE --certify` prints its report with a
//! progress line. Measured here (release, one core of this shared 2-core machine, CPU seconds
//! user + sys and peak resident memory from `/usr/bin/time -v`, with
//! `cargo run --release -p cgt-octal --example certify -- CODE MAX`), against the records:
//!
//! | game | record (source) | values | CPU | memory | before |
//! |---|---|---|---|---|---|
//! | 0.16 | preperiod 105,351, period 149,459 (Gangolli-Plambeck 1989; OEIS A071430) | 509,622 | 0.11 s | 3 MB | 0.15 s |
//! | 0.56 | preperiod 326,640, period 144 | 653,570 | 0.16 s | 3 MB | about 0.45 s |
//! | 0.376 | preperiod 2,268,248, period 4 | 4,536,507 | 2.6 s | 11 MB | 3.2 s |
//! | 0.354 | preperiod 10,061,916, period 1,180 (Flammenkamp 2002) | 20,126,195 | 5.2 s | 37 MB | 21 s |
//! | 0.1777 | last exception 160,949,017, period 60,620,715 (OEIS A071509) | 443,139,470 | 35.4 s (1.25e7 values/s) | 706 MB (1.6 bytes a value) | 185 s, 5.3 GB |
//! | 0.6 (Officers) | no period; 5e6 values/s on 8 threads, 6.3e5 a thread (Grossman 2019) | 1e7; 1e8 | 22.1 s (4.52e5 values/s; best of 5 runs 20.3 s, 4.92e5); 242 s (4.13e5 values/s, largest value 325) | 28 MB; 271 MB | 25.6 s (3.91e5 values/s); 258.5 s; first 2.2e5 values/s |
//! | Grundy's game | no period; 41 second-player heaps to 1e6 | 1e6 | 1.44 s | 7 MB | 2.12 s |
//!
//! 0.376, Officers and Grundy's game ([`grundys_game_values`], `--example grundy_time --
//! 1000000`) were measured again for the scan order below: medians of 3 to 5 runs, the "before"
//! column in the same session (Officers over 1e8 once, with other work on the second core part
//! of the time; 0.354, 0.16 and 0.1777 measured the same as before). Every record is certified at the length
//! its window needs (2 n0 + 2p + k), and the values agree with the plain mex's (the tests run
//! every code of up to three digits both ways).
//! Officers' rare heaps (mask 0x1ee) are 1,584 with heap 0, whose value 0 is rare for every mask,
//! the last G(20627) = 277, as Grossman lists them; counted from heap 1 they are 1,583 (the count
//! the engine printed before). Officers costs about 2,850 table writes a heap: its 1,583 rare
//! pairs, then about 1,270 splits until every rare value below the common mex is found (about
//! 57 a heap). The splits are taken with their small parts' values in turns (the first part of
//! each value, then the second of each, ...); taken in order they needed about 2,800, and the
//! heap cost 4,400 writes. That is what bounds its rate here, still below Grossman's 6.3e5
//! values/s a thread: the rare pairs now take about 45% of the time and the scan about 30%, at
//! about one write every 0.6-0.75 ns. [`grundys_game_values`] computes Grundy's game to 1e6 the
//! same way in about 1.44 s of CPU and 7 MB (1,273 rare pairs and about 1,040 splits a heap;
//! the plain mex would take 2.5e11 steps). Where no mask makes the values sparse (0.104, 0.106) the engine computes them the plain way: 2e5 values in about 5 s,
//! as [`OctalGrundy::certify`] does. The ignored tests `records`, `record_0_1777`,
//! `officers_rate` and `grundys_game_to_a_million` reproduce these runs.
//!
//! Moves read from the table: [`octal_moves_to`] lists the moves of one heap to a given value,
//! splits included, and [`octal_winning_moves`] every winning move of a sum of heaps.
//!
//! Special cases: the subtraction game with set S is the code with digit 3 at every `s` in S
//! ([`OctalCode::subtraction`]; cgt-subtraction is faster for them, see [`OctalGrundy`]), Dawson's
//! Kayles is 0.07, Kayles 0.77, Dawson's chess 0.137 and Treblecross 0.007 (its strip of `n`
//! cells is the heap of `n + 2`).
//!
//! Measured here (release, this 2-core machine, `cargo test -p cgt-octal --release timings --
//! --ignored --nocapture`): Treblecross to 2000 cells takes about 1.5 ms with
//! `cgt_treblecross::treblecross_grundy` and about 1.3 ms as 0.007 through [`octal_grundy`], the
//! same within the noise; poj-3537 keeps the small topic, so its bundle carries no engine. Certifying 0.356 (14917 values)
//! takes about 90 ms, 0.165 about 80 ms, and 20008 values of 0.44444444 (8 splitting digits)
//! about 150-190 ms.
//!
//! Used by: atcoder-abc278-g, cf-1704f, local-octal-game.

mod code;
mod dense_splits;
mod grundys_game;
mod moves;
mod octal_grundy;
mod period_search;
mod sparse_core;
mod sparse_octal;
mod splits;

pub use code::{OctalCode, ParseOctalError};
pub use grundys_game::grundys_game_values;
pub use moves::{octal_move_to, octal_moves_to, octal_winning_moves};
pub use octal_grundy::{octal_grundy, OctalGrundy};
pub use sparse_octal::{SparseOctal, SparseProgress};

#[cfg(test)]
mod tests;
