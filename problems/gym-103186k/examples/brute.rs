//! Gym 103186K by brute force: the game played on the strings themselves. A move deletes the
//! character at one index of one string, or the characters at two indices of one string that
//! hold different letters. A position is a sum of strings: each string is searched on its own
//! (order kept inside it), its value the mex over its moves, and a position is won iff the XOR
//! of its strings' values is not 0 (the Sprague–Grundy theorem). No letter counts. Short strings
//! only.

use oracle::SumSearch;
use std::io::Read;

/// The strings one move away from `word`, from the statement's rule.
pub fn word_moves(word: &[u8]) -> Vec<Vec<u8>> {
    let mut next = Vec::new();
    for i in 0..word.len() {
        let mut shorter = word.to_vec();
        shorter.remove(i);
        next.push(shorter);
        for j in i + 1..word.len() {
            if word[i] != word[j] {
                let mut shorter = word.to_vec();
                shorter.remove(j);
                shorter.remove(i);
                next.push(shorter);
            }
        }
    }
    next
}

/// One string, a component of the sum.
pub type Word = Vec<u8>;

/// The options of a string, each as the strings it leaves (one: the string made shorter).
pub type Options = Vec<Vec<Word>>;

/// A search of sums of strings, one string at a time.
pub fn string_search() -> SumSearch<Word, impl Fn(&Word) -> Options> {
    SumSearch::new(|word: &Word| word_moves(word).into_iter().map(|w| vec![w]).collect())
}

/// Whether Alice, moving first, wins the strings `words`, by search.
pub fn alice_wins(words: &[Vec<u8>]) -> bool {
    string_search().wins(words)
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let t: usize = tokens.next().unwrap().parse().unwrap();
    let mut search = string_search();
    for _ in 0..t {
        let n: usize = tokens.next().unwrap().parse().unwrap();
        let words: Vec<Vec<u8>> = tokens
            .by_ref()
            .take(n)
            .map(|w| w.as_bytes().to_vec())
            .collect();
        println!("{}", if search.wins(&words) { "Alice" } else { "Bob" });
    }
}
