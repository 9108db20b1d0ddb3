//! 阿狸和桃子的游戏 by brute force: a plain minimax over the real game. A position is Taozi's set
//! and Ali's set; whose turn it is follows from their sizes; the finished game is scored by the
//! statement's formula (each player's vertices and the edges inside each set). No splitting,
//! no sorting.

use oracle::{stdin_tokens, ScoreSearch, Turn};

/// Taozi's score minus Ali's under optimal play, Taozi first; vertices from 0.
pub fn margin(weights: &[i64], edges: &[(usize, usize, i64)]) -> i64 {
    let n = weights.len();
    let all = (1u32 << n) - 1;
    let score = |set: u32| -> i64 {
        let vertices: i64 = (0..n)
            .filter(|&v| set >> v & 1 == 1)
            .map(|v| weights[v])
            .sum();
        let inside: i64 = edges
            .iter()
            .filter(|&&(a, b, _)| set >> a & 1 == 1 && set >> b & 1 == 1)
            .map(|&(_, _, c)| c)
            .sum();
        vertices + inside
    };
    let mut search = ScoreSearch::new(|&(taozi, ali): &(u32, u32)| {
        let taken = taozi | ali;
        if taken == all {
            return Turn::Over(score(taozi) - score(ali));
        }
        let taozi_moves = taozi.count_ones() == ali.count_ones();
        let next = (0..n)
            .filter(|&v| taken >> v & 1 == 0)
            .map(|v| {
                if taozi_moves {
                    (taozi | 1 << v, ali)
                } else {
                    (taozi, ali | 1 << v)
                }
            })
            .collect();
        if taozi_moves {
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
    let n = tokens.next().expect("N") as usize;
    let m = tokens.next().expect("M") as usize;
    let weights: Vec<i64> = (0..n).map(|_| tokens.next().expect("w")).collect();
    let edges: Vec<(usize, usize, i64)> = (0..m)
        .map(|_| {
            let a = tokens.next().expect("a") as usize - 1;
            let b = tokens.next().expect("b") as usize - 1;
            (a, b, tokens.next().expect("c"))
        })
        .collect();
    println!("{}", margin(&weights, &edges));
}
