//! 一双木棋 by brute force: the real game searched from its definition with
//! `oracle::ScoreSearch` (plain minimax, no staircase encoding): a position is the set of occupied
//! cells and black's score minus white's so far; a stone may go on an empty cell whose cells to
//! the left in its row and above in its column are all occupied, checked cell by cell. Black
//! (first, scoring a) maximises the final difference, white (scoring b) minimises it. Boards of
//! up to about 16 cells.

use oracle::{stdin_tokens, ScoreSearch, Turn};

/// Black's score minus white's under optimal play.
pub fn black_margin(a: &[Vec<i64>], b: &[Vec<i64>]) -> i64 {
    let (n, m) = (a.len(), a[0].len());
    let mut search = ScoreSearch::new(|&(occupied, diff): &(u64, i64)| {
        let taken = |i: usize, j: usize| occupied >> (i * m + j) & 1 == 1;
        let black = occupied.count_ones() % 2 == 0;
        let mut next = Vec::new();
        for i in 0..n {
            for j in 0..m {
                let allowed =
                    !taken(i, j) && (0..j).all(|k| taken(i, k)) && (0..i).all(|k| taken(k, j));
                if allowed {
                    let gain = if black { a[i][j] } else { -b[i][j] };
                    next.push((occupied | 1 << (i * m + j), diff + gain));
                }
            }
        }
        if next.is_empty() {
            Turn::Over(diff)
        } else if black {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    search.value(&(0, 0))
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let n = tokens.next().expect("n") as usize;
    let m = tokens.next().expect("m") as usize;
    let mut matrix = || -> Vec<Vec<i64>> {
        (0..n)
            .map(|_| (0..m).map(|_| tokens.next().expect("a value")).collect())
            .collect()
    };
    let a = matrix();
    let b = matrix();
    println!("{}", black_margin(&a, &b));
}
