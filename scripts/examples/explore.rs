//! A game defined by hand, explored: `cargo x explore --crate scripts` runs this.
//!
//! E&D's group (luogu-p2148): two piles (a, b); a move removes one pile of the group and splits
//! the other into two non-empty piles, which become the group. Its Grundy values by search from
//! that rule, over a 2-parameter table; the explorer prints each row's and column's pattern.

use scripts::explore::table2;
use scripts::oracle::GameSearch;

fn main() {
    let mut search = GameSearch::new(|&(a, b): &(u32, u32)| {
        let mut next = Vec::new();
        // Remove a and split b, or remove b and split a.
        for keep in [b, a] {
            for c in 1..keep {
                next.push((c.min(keep - c), c.max(keep - c)));
            }
        }
        next
    });
    table2("E&D group (a, b)", 1..25, 1..25, |a, b| {
        search.grundy(&((a as u32).min(b as u32), (a as u32).max(b as u32)))
    });
}
