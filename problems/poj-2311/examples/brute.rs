//! POJ 2311 by brute force: paper cut for real. A position is a multiset of pieces, a move cuts
//! one piece along a grid line into two, and a cut that produces a 1x1 piece wins on the spot.
//! No "never leave a side of 1" shortcut is assumed: the search finds it.

use oracle::stdin_tokens;
use std::collections::HashMap;

/// The pieces of paper, each as (shorter side, longer side), sorted.
pub type Pieces = Vec<(u8, u8)>;

/// Whether the player to move wins, by exhaustive search over every cut of every piece.
pub fn wins(pieces: &Pieces, memo: &mut HashMap<Pieces, bool>) -> bool {
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

/// Whether the first player wins on one `w x h` sheet.
pub fn sheet_wins(w: u8, h: u8, memo: &mut HashMap<Pieces, bool>) -> bool {
    wins(&vec![(w.min(h), w.max(h))], memo)
}

#[allow(dead_code)]
fn main() {
    let sides: Vec<u8> = stdin_tokens().collect();
    let mut memo = HashMap::new();
    for sheet in sides.chunks(2) {
        let verdict = if sheet_wins(sheet[0], sheet[1], &mut memo) {
            "WIN"
        } else {
            "LOSE"
        };
        println!("{verdict}");
    }
}
