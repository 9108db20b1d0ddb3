//! Variants of Nim, each solved by a closed form instead of a table.
//!
//! * [`lasker_grundy`]: Lasker's Nim, where a move takes from one heap or splits it in two. A heap's
//!   Grundy value follows a period-4 pattern; a sum of heaps is decided by the XOR of the values.
//! * [`moore_loses`] and [`moore_losing_counts`]: Moore's Nim_k, where a move takes from 1 to k heaps at once. Not a sum of
//!   games (one move touches several heaps), so no Grundy values: the P-positions are those whose
//!   binary digits, added without carry in base k+1, are all 0.
//! * [`staircase_nim_sum`] and [`differences_from_right`]: staircase Nim, where coins move down one
//!   step; only the odd steps count, and the even steps are a reversible distraction.
//!   [`staircase_winning_moves`] lists the moves that bring the odd steps to a XOR of 0.
//! * [`tree_staircase_counts`], [`tree_staircase_nim_sum`] and
//!   [`tree_staircase_nim_sums_all_roots`]: staircase Nim on a rooted tree, where presents move k
//!   edges towards the root; the nodes with ⌊depth/k⌋ odd count, for one root or for every root
//!   at once by rerooting.
//! * [`fibonacci_nim_wins`], [`fibonacci_nim_move`], [`fibonacci_nim_winning_moves`],
//!   [`zeckendorf`], [`is_fibonacci`]: Fibonacci
//!   Nim, one pile where each take is at most twice the previous one; the Zeckendorf
//!   representation of the pile decides it.
//! * [`KMultipleGame`]: the k-multiple game, one pile where each take is at most k times the
//!   previous one (Fibonacci Nim is k = 2); the greedy decomposition into its losing sizes
//!   decides it, and its last parts are the winning takes ([`KMultipleGame::winning_moves`]).
//!
//! Used by: cf-1498f, hdu-2486, hdu-2516, hdu-3032, luogu-p2490, luogu-p2972, luogu-p3480.

mod fibonacci;
mod k_multiple;
mod lasker;
mod moore;
mod staircase;
mod staircase_moves;

pub use fibonacci::{
    fibonacci_nim_move, fibonacci_nim_winning_move, fibonacci_nim_winning_moves,
    fibonacci_nim_wins, is_fibonacci, zeckendorf,
};
pub use k_multiple::KMultipleGame;
pub use lasker::lasker_grundy;
pub use moore::{moore_loses, moore_losing_counts};
pub use staircase::{
    differences_from_right, staircase_nim_sum, tree_staircase_counts, tree_staircase_nim_sum,
    tree_staircase_nim_sums_all_roots,
};
pub use staircase_moves::{staircase_winning_move, staircase_winning_moves, StaircaseMove};
