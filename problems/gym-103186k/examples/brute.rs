//! Gym 103186K by brute force: the game played on the strings themselves. A move deletes the
//! character at one index of one string, or the characters at two indices that hold different
//! letters. A position is the list of strings (order kept inside each string; the list is sorted,
//! as a sum does not care). No letter counts, no Grundy values. Short strings only.

use oracle::GameSearch;
use std::io::Read;

/// A position: the strings, sorted.
pub type Position = Vec<Vec<u8>>;

/// The positions one move away, from the statement's rule.
pub fn string_moves(position: &Position) -> Vec<Position> {
    let mut next = Vec::new();
    let mut push = |k: usize, word: Vec<u8>| {
        let mut q = position.clone();
        q[k] = word;
        q.sort();
        next.push(q);
    };
    for (k, word) in position.iter().enumerate() {
        for i in 0..word.len() {
            let mut shorter = word.clone();
            shorter.remove(i);
            push(k, shorter);
            for j in i + 1..word.len() {
                if word[i] != word[j] {
                    let mut shorter = word.clone();
                    shorter.remove(j);
                    shorter.remove(i);
                    push(k, shorter);
                }
            }
        }
    }
    next
}

/// Whether Alice, moving first, wins the strings `words`, by search.
pub fn alice_wins(words: &[Vec<u8>]) -> bool {
    let mut position = words.to_vec();
    position.sort();
    GameSearch::new(string_moves).wins(&position)
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let t: usize = tokens.next().unwrap().parse().unwrap();
    for _ in 0..t {
        let n: usize = tokens.next().unwrap().parse().unwrap();
        let words: Vec<Vec<u8>> = tokens
            .by_ref()
            .take(n)
            .map(|w| w.as_bytes().to_vec())
            .collect();
        println!("{}", if alice_wins(&words) { "Alice" } else { "Bob" });
    }
}
