//! Codeforces 786A by brute force: the real game searched from its definition. A position is
//! the monster's object (1..=n) and the player to move (0 Rick, 1 Morty); the player moves it
//! `s` objects clockwise for a step `s` of his own set; on the black hole (object 1) there is no
//! move, since the previous player has just won. Win / lose / draw by the oracle's fixed-point
//! search, never by retrograde analysis.

use oracle::stdin_tokens;
use oracle::{Loopy, LoopySearch};

/// The two output lines as words: first with Rick to move, then with Morty.
pub fn berzerk(n: usize, rick: &[usize], morty: &[usize]) -> [Vec<&'static str>; 2] {
    let steps = [rick, morty];
    let mut search = LoopySearch::new(|&(object, player): &(usize, usize)| {
        if object == 1 {
            return Vec::new();
        }
        steps[player]
            .iter()
            .map(|&s| ((object - 1 + s) % n + 1, 1 - player))
            .collect()
    });
    [0, 1].map(|first| {
        (2..=n)
            .map(|object| match search.outcome(&(object, first)) {
                Loopy::Win => "Win",
                Loopy::Lose => "Lose",
                Loopy::Draw => "Loop",
            })
            .collect()
    })
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let n = tokens.next().unwrap();
    let k1 = tokens.next().unwrap();
    let rick: Vec<usize> = tokens.by_ref().take(k1).collect();
    let k2 = tokens.next().unwrap();
    let morty: Vec<usize> = tokens.by_ref().take(k2).collect();
    for line in berzerk(n, &rick, &morty) {
        println!("{}", line.join(" "));
    }
}
