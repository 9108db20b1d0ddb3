//! Weighted Tic-Tac-Toe by brute force: the real game searched from its definition with
//! `oracle::ScoreSearch` (plain minimax, payoff +1 if Takahashi wins and -1 if Aoki does), over
//! explicit positions holding the colouring and both scores. After every move, in the
//! statement's order: a line of one colour ends the game for its owner; otherwise a full board
//! ends it for the higher score.

use oracle::{stdin_tokens, ScoreSearch, Turn};

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// Whether Takahashi wins with perfect play on both sides.
pub fn takahashi_wins(a: &[i64; 9]) -> bool {
    // (colour of each cell: 0 white, 1 red, 2 blue; Takahashi's score; Aoki's score)
    let mut search = ScoreSearch::new(|&(cells, red, blue): &([u8; 9], i64, i64)| {
        for colour in [1, 2] {
            if LINES.iter().any(|l| l.iter().all(|&c| cells[c] == colour)) {
                return Turn::Over(if colour == 1 { 1 } else { -1 });
            }
        }
        let white: Vec<usize> = (0..9).filter(|&c| cells[c] == 0).collect();
        if white.is_empty() {
            return Turn::Over(if red > blue { 1 } else { -1 });
        }
        let takahashi = white.len() % 2 == 1;
        let next = white
            .into_iter()
            .map(|c| {
                let mut after = cells;
                after[c] = if takahashi { 1 } else { 2 };
                if takahashi {
                    (after, red + a[c], blue)
                } else {
                    (after, red, blue + a[c])
                }
            })
            .collect();
        if takahashi {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    search.value(&([0; 9], 0, 0)) == 1
}

#[allow(dead_code)]
fn main() {
    let a: Vec<i64> = stdin_tokens().collect();
    let a: [i64; 9] = a.try_into().expect("nine values");
    println!(
        "{}",
        if takahashi_wins(&a) {
            "Takahashi"
        } else {
            "Aoki"
        }
    );
}
