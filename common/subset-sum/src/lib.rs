//! Subset sums on a bitset: which sums a multiset reaches, and a subset that makes one.
//!
//! * [`SubsetSums`]: the sums `0..=limit` that subsets of given values reach, one shift-or of a
//!   bitset per value, with a subset for any reached sum ([`SubsetSums::subset`]).
//! * [`equal_partition`]: a split into two halves of equal sum (the Decreasing Game of
//!   Codeforces 1839E: the second player wins iff one exists).
//! * [`BoundedSubsetSums`]: the same with item `i` usable up to `c_i` times (binary splitting of
//!   the counts), with how many of each make a sum.
//!
//! Used by: no judge problem yet.

mod bitset;
mod bounded;

pub use bitset::{equal_partition, SubsetSums};
pub use bounded::BoundedSubsetSums;
