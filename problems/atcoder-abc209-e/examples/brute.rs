//! ABC209 E by brute force: the real game searched from its definition. A position is the last
//! word said (its index in the list); the player to move may say any word of the list that
//! begins with that word's last three letters, and loses if there is none. Win / lose / draw of
//! the position after s_i, where Aoki moves, by the oracle's fixed-point search, never by
//! retrograde analysis.

use oracle::{Loopy, LoopySearch};
use std::io::Read;

/// The winner when Takahashi opens with each word.
pub fn winners(words: &[Vec<u8>]) -> Vec<&'static str> {
    let mut search = LoopySearch::new(|&last: &usize| {
        let tail = &words[last][words[last].len() - 3..];
        (0..words.len())
            .filter(|&next| words[next].starts_with(tail))
            .collect()
    });
    (0..words.len())
        .map(|i| match search.outcome(&i) {
            Loopy::Lose => "Takahashi",
            Loopy::Win => "Aoki",
            Loopy::Draw => "Draw",
        })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let words: Vec<Vec<u8>> = tokens.take(n).map(|w| w.as_bytes().to_vec()).collect();
    for winner in winners(&words) {
        println!("{winner}");
    }
}
