//! Grundy tables of games whose moves go to a window: from a pile of `x` to any pile `y` in
//! `[start(x), end(x))`, both ends growing with `x` — take between a and b stones, halve the pile
//! at most, go to a pile between the fourth root and the square root (Codeforces 255E).
//!
//! | what | item | cost |
//! | --- | --- | --- |
//! | the table `g(0..n)` | [`window_grundy`] | O(n) sliding counts (O(n · V) at worst), O(n + V) memory |
//! | the mex of any window of a table | [`RangeMex`] | O(n · V) prefix counts, O(V) a query |
//! | piles up to 1e18: the table as runs of equal values | [`RunTable`] ([`RunTable::build`], [`RunTable::value`], [`RunTable::mex`], [`RunTable::move_to`]) | O(R log(end)) calls of the window for R runs |
//! | the windows' ends: `floor(x^(1/k))`, `ceil(x^(1/k))` exactly | [`floor_root`], [`ceil_root`] | O(k) |
//!
//! A worked example: Furlo and Rublo (Codeforces 255E), piles up to 7.7e11, a move from `x` to
//! any `y < x` with `x^(1/4) <= y <= x^(1/2)` (real roots, so `ceil_root(x, 4) <= y <=
//! floor_root(x, 2)` in integers). The values are constant on 7 runs, found by jumping from one
//! change of the window's runs to the next; the first player wins iff the piles' values XOR to a
//! non-zero value.
//!
//! ```
//! use cgt_window_moves::{ceil_root, floor_root, RunTable};
//! let table = RunTable::build(777_777_777_778, |x| ceil_root(x, 4)..(floor_root(x, 2) + 1).min(x));
//! assert_eq!(table.run_count(), 7);
//! let piles = [1u64, 2, 3, 4, 5, 6, 7, 8, 9, 10];
//! let sum = piles.iter().fold(0, |s, &x| s ^ table.value(x));
//! assert_ne!(sum, 0); // Furlo, who moves first, wins (the problem's third sample)
//! ```
//!
//! Every item is tested against a plain mex table (the values in the window collected, then
//! their mex) on random monotone windows, the table itself against a search of the real game
//! (`oracle::GameSearch`), and the runs at piles up to 1e12 against the plain mex of their
//! windows.
//!
//! The guide to this topic, with worked examples: `scripts/docs/library.md`, "Grundy tables for huge piles".
//!
//! Used by: cf-1823e, cf-255e.

mod roots;
mod runs;
mod table;

pub use roots::{ceil_root, floor_root};
pub use runs::RunTable;
pub use table::{window_grundy, RangeMex};
