//! Different Strokes by brute force: a plain minimax over the real game. A position is the set
//! of dishes eaten, whose turn it is and the margin so far; Takahashi maximises the final
//! margin, Aoki minimises it. No sorting, no heat.

use oracle::{stdin_tokens, ScoreSearch, Turn};

/// Takahashi's total minus Aoki's under optimal play, Takahashi first.
pub fn margin(dishes: &[(i64, i64)]) -> i64 {
    let n = dishes.len();
    let all = (1u32 << n) - 1;
    let mut search = ScoreSearch::new(|&(eaten, takahashi, total): &(u32, bool, i64)| {
        if eaten == all {
            return Turn::Over(total);
        }
        let next = (0..n)
            .filter(|&i| eaten >> i & 1 == 0)
            .map(|i| {
                let gain = if takahashi { dishes[i].0 } else { -dishes[i].1 };
                (eaten | 1 << i, !takahashi, total + gain)
            })
            .collect();
        if takahashi {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    search.value(&(0, true, 0))
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let n = tokens.next().expect("N") as usize;
    let dishes: Vec<(i64, i64)> = (0..n)
        .map(|_| (tokens.next().expect("A"), tokens.next().expect("B")))
        .collect();
    println!("{}", margin(&dishes));
}
