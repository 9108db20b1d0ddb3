//! Fox and Card Game by brute force: a plain minimax over the real game. A position is the part
//! of each pile still standing (first and last card), whose turn it is and Ciel's sum minus
//! Jiro's so far; as the two sums add up to all the cards, each maximising his own sum is Ciel
//! maximising the difference and Jiro minimising it. No halves, no middles.

use oracle::{stdin_tokens, ScoreSearch, Turn};

type Position = (Vec<(usize, usize)>, bool, i64);

/// (Ciel's sum, Jiro's sum) under optimal play; piles from top to bottom.
pub fn sums(piles: &[Vec<i64>]) -> (i64, i64) {
    let mut search = ScoreSearch::new(|(ranges, ciel, diff): &Position| {
        if ranges.iter().all(|&(a, b)| a == b) {
            return Turn::Over(*diff);
        }
        let mut next = Vec::new();
        for (i, &(a, b)) in ranges.iter().enumerate() {
            if a < b {
                let mut r = ranges.clone();
                let card = if *ciel {
                    r[i].0 += 1;
                    piles[i][a]
                } else {
                    r[i].1 -= 1;
                    piles[i][b - 1]
                };
                next.push((r, !*ciel, diff + if *ciel { card } else { -card }));
            }
        }
        if *ciel {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    let start: Vec<(usize, usize)> = piles.iter().map(|p| (0, p.len())).collect();
    let margin = search.value(&(start, true, 0));
    let total: i64 = piles.iter().flatten().sum();
    ((total + margin) / 2, (total - margin) / 2)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let n = tokens.next().expect("n");
    let piles: Vec<Vec<i64>> = (0..n)
        .map(|_| {
            let s = tokens.next().expect("s");
            (0..s).map(|_| tokens.next().expect("c")).collect()
        })
        .collect();
    let (ciel, jiro) = sums(&piles);
    println!("{ciel} {jiro}");
}
