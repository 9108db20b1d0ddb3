//! The verdict against paper cut for real: a position is a multiset of pieces, a move cuts one
//! piece along a grid line into two, and a cut that produces a 1x1 piece wins on the spot. No
//! "never leave a side of 1" shortcut is assumed: the search finds it.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use std::collections::HashMap;

type Pieces = Vec<(u8, u8)>;

/// Whether the player to move wins, by exhaustive search over every cut of every piece.
fn wins(pieces: &Pieces, memo: &mut HashMap<Pieces, bool>) -> bool {
    if let Some(&known) = memo.get(pieces) {
        return known;
    }
    let mut result = false;
    'search: for (k, &(w, h)) in pieces.iter().enumerate() {
        let cuts = (1..w)
            .map(|i| [(i, h), (w - i, h)])
            .chain((1..h).map(|j| [(w, j), (w, h - j)]));
        for halves in cuts {
            if halves.contains(&(1, 1)) {
                result = true;
                break 'search;
            }
            let mut next = pieces.clone();
            next.remove(k);
            next.extend(halves.iter().map(|&(a, b)| (a.min(b), a.max(b))));
            next.sort_unstable();
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(pieces.clone(), result);
    result
}

#[test]
fn every_sheet_up_to_6x6_matches_paper_cutting() {
    let table = solution::cutting_game_table();
    let mut memo = HashMap::new();
    for w in 2..=6u8 {
        for h in 2..=6u8 {
            let sheet = vec![(w.min(h), w.max(h))];
            assert_eq!(
                solution::first_player_wins(&table, w as usize, h as usize),
                wins(&sheet, &mut memo),
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
