//! [HNOI2014] 江南乐 by brute force: a pile of at least F stones is really cut into M piles whose
//! sizes differ by at most 1 (the stones dealt round-robin), for every M from 2 to its size, and
//! every component so made is searched (`SumSearch`); never the parity shortcut or the quotient
//! blocks of src/main.rs. Small piles only (a pile below F costs nothing, however large).

use oracle::{stdin_tokens, SumSearch};

/// For each game, whether the first player wins, by searching the real splits.
pub fn first_player_wins(min_split: usize, games: &[Vec<usize>]) -> Vec<bool> {
    let mut search = SumSearch::new(|&x: &usize| -> Vec<Vec<usize>> {
        if x < min_split {
            return Vec::new();
        }
        (2..=x)
            .map(|m| {
                let mut parts = vec![0usize; m];
                for stone in 0..x {
                    parts[stone % m] += 1;
                }
                parts
            })
            .collect()
    });
    games.iter().map(|piles| search.wins(piles)).collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let (t, f) = (tokens.next().expect("T"), tokens.next().expect("F"));
    let games: Vec<Vec<usize>> = (0..t)
        .map(|_| {
            let n = tokens.next().expect("n");
            (0..n).map(|_| tokens.next().expect("a_i")).collect()
        })
        .collect();
    let answers: Vec<String> = first_player_wins(f, &games)
        .into_iter()
        .map(|wins| u8::from(wins).to_string())
        .collect();
    println!("{}", answers.join(" "));
}
