//! {title} by brute force: the real game searched from its definition (`oracle::ScoreSearch`,
//! plain minimax over the positions), never the rule of src/main.rs. `cargo x stress {name}`
//! compares this program with the solution on small inputs, and `tests/brute_force.rs`
//! compares the two functions.
//!
//! TODO: the positions, the moves and the points of the problem's game.

use oracle::{stdin_tokens, ScoreSearch, Turn};

/// X - Y under best play, by searching the real game: a position is (the first number left,
/// one past the last, X - Y so far); the first player moves when an even count was taken.
pub fn best_margin(a: &[i64]) -> i64 {
    let mut search = ScoreSearch::new(|&(l, r, margin): &(usize, usize, i64)| {
        if l == r {
            return Turn::Over(margin);
        }
        let first = (a.len() - (r - l)) % 2 == 0;
        let sign = if first { 1 } else { -1 };
        let next = vec![
            (l + 1, r, margin + sign * a[l]),
            (l, r - 1, margin + sign * a[r - 1]),
        ];
        if first {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    search.value(&(0, a.len(), 0))
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let n = tokens.next().expect("N") as usize;
    let a: Vec<i64> = tokens.take(n).collect();
    println!("{}", best_margin(&a));
}
