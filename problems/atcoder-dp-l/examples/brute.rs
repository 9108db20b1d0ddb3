//! Deque by brute force: the real game searched from its definition with `oracle::ScoreSearch`
//! (plain minimax over explicit positions, no formula): a position is what is left of the row,
//! whose turn it is and X - Y so far; Taro maximises the final X - Y, Jiro minimises it.
//! Exponential in N without the interval shortcut: rows of about 12.

use oracle::{stdin_tokens, ScoreSearch, Turn};

/// X - Y under optimal play, by searching every order of takes.
pub fn taro_margin(row: &[i64]) -> i64 {
    // (first index left, one past the last, Taro to move?, X - Y so far)
    let mut search = ScoreSearch::new(|&(l, r, taro, diff): &(usize, usize, bool, i64)| {
        if l == r {
            return Turn::Over(diff);
        }
        let sign = if taro { 1 } else { -1 };
        let next = vec![
            (l + 1, r, !taro, diff + sign * row[l]),
            (l, r - 1, !taro, diff + sign * row[r - 1]),
        ];
        if taro {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    search.value(&(0, row.len(), true, 0))
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let n = tokens.next().expect("N") as usize;
    let row: Vec<i64> = tokens.take(n).collect();
    println!("{}", taro_margin(&row));
}
