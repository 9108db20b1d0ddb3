//! The verdict against paper cut for real (examples/brute.rs): a position is a multiset of pieces, a move cuts one
//! piece along a grid line into two, and a cut that produces a 1x1 piece wins on the spot. No
//! "never leave a side of 1" shortcut is assumed: the search finds it.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use std::collections::HashMap;

#[test]
fn every_sheet_up_to_9x9_matches_paper_cutting() {
    let table = solution::cutting_game_table();
    let mut memo = HashMap::new();
    for w in 2..=9u8 {
        for h in 2..=9u8 {
            assert_eq!(
                solution::first_player_wins(&table, w as usize, h as usize),
                brute::sheet_wins(w, h, &mut memo),
                "{w}x{h}"
            );
        }
    }
}

#[test]
fn turning_the_sheet_does_not_change_the_verdict() {
    let table = solution::cutting_game_table();
    for w in 2..=solution::MAX_SIDE {
        for h in 2..w {
            assert_eq!(
                solution::first_player_wins(&table, w, h),
                solution::first_player_wins(&table, h, w),
                "{w}x{h}"
            );
        }
    }
}
