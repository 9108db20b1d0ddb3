//! HDU 3404 by brute force: the real light-toggling game, searched position by position.
//!
//! A case's lit cells lie on the board `1..=w` x `1..=h` of their largest coordinates (no move
//! reaches a larger coordinate). A position is the set of lit cells, a bit mask. A move picks a
//! lit cell `(x2, y2)` and any `x1 <= x2`, `y1 <= y2`, and toggles the distinct corners of the
//! rectangle (four, two or one cells); who cannot move (no light on) loses. Never nim products.

use oracle::stdin_tokens;
use std::collections::HashMap;

/// The bit of cell `(x, y)` (1-based) on a board of height `h`: cells ordered by `x`, then `y`.
/// A move turns its corner `(x2, y2)` off and toggles only cells of smaller index, so every
/// move lowers the mask as an integer.
fn bit(x: usize, y: usize, h: usize) -> usize {
    (x - 1) * h + (y - 1)
}

/// `wins[mask]`: whether the player to move wins when exactly the cells of `mask` are lit on
/// the `w` x `h` board, for every mask, by increasing mask (each move leads to a smaller one).
pub fn win_table(w: usize, h: usize) -> Vec<bool> {
    assert!(
        w * h <= 22,
        "the brute force searches boards of at most 22 cells"
    );
    let size = 1usize << (w * h);
    let mut wins = vec![false; size];
    for mask in 1..size {
        'search: for x2 in 1..=w {
            for y2 in 1..=h {
                if mask >> bit(x2, y2, h) & 1 == 0 {
                    continue;
                }
                for x1 in 1..=x2 {
                    for y1 in 1..=y2 {
                        // Toggle the distinct corners among (x1,y1), (x1,y2), (x2,y1), (x2,y2).
                        let mut next = mask ^ 1 << bit(x2, y2, h);
                        if x1 < x2 {
                            next ^= 1 << bit(x1, y2, h);
                        }
                        if y1 < y2 {
                            next ^= 1 << bit(x2, y1, h);
                        }
                        if x1 < x2 && y1 < y2 {
                            next ^= 1 << bit(x1, y1, h);
                        }
                        if !wins[next] {
                            wins[mask] = true;
                            break 'search;
                        }
                    }
                }
            }
        }
    }
    wins
}

/// Solves cases one board shape at a time, remembering each shape's table.
#[derive(Default)]
pub struct Searcher {
    tables: HashMap<(usize, usize), Vec<bool>>,
}

impl Searcher {
    /// Whether the first player wins with exactly the (distinct, 1-based) cells `lit` on.
    pub fn first_player_wins(&mut self, lit: &[(usize, usize)]) -> bool {
        let w = lit.iter().map(|&(x, _)| x).max().unwrap_or(1);
        let h = lit.iter().map(|&(_, y)| y).max().unwrap_or(1);
        let wins = self.tables.entry((w, h)).or_insert_with(|| win_table(w, h));
        let mask = lit.iter().fold(0, |m, &(x, y)| m | 1 << bit(x, y, h));
        wins[mask]
    }
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let cases = tokens.next().unwrap();
    let mut searcher = Searcher::default();
    for _ in 0..cases {
        let n = tokens.next().unwrap();
        let lit: Vec<(usize, usize)> = (0..n)
            .map(|_| (tokens.next().unwrap(), tokens.next().unwrap()))
            .collect();
        if searcher.first_player_wins(&lit) {
            println!("Have a try, lxhgww.");
        } else {
            println!("Don't waste your time.");
        }
    }
}
