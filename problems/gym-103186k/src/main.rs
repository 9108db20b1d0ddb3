//! Codeforces Gym 103186K Alice and Bob-2: n strings of lowercase letters; a move picks one string
//! and deletes either one character, or two characters that are different letters. Who cannot
//! move loses; Alice moves first.
//!
//! Each string is a component of a sum, and only the multiset of its letter counts matters (which
//! letter is which does not change the moves). So a string's Grundy value is a function of its
//! sorted letter counts, `g(c) = mex{ g(c with one count - 1), g(c with two counts - 1 each) }`,
//! memoised across strings and test cases (at most 214045 count multisets of total <= 40), and
//! Alice wins iff the XOR over the strings is not 0.
//!
//! Reducing each string to its length mod 3 (the game "delete 1 or 2 characters") is wrong: it
//! ignores that the two deleted characters must differ. A lone "aa" is lost for the player to move
//! (only one `a` can go, then the opponent takes the last), though 2 mod 3 != 0. The brute force in
//! `tests/` plays on the strings themselves.

use cgt_fast_input::{ByteSource, Int};
use cgt_grundy::GrundyMemo;
use cgt_nim::nim_sum;
use proconio::input;
use proconio::marker::Bytes;
use std::io::{BufWriter, Write};

/// The letter counts of a string, sorted ascending (the zeros of absent letters first).
pub type Counts = [u8; 26];

/// A string's letter counts, sorted.
pub fn counts_of(word: &[u8]) -> Counts {
    let mut counts = [0u8; 26];
    for &letter in word {
        counts[usize::from(letter - b'a')] += 1;
    }
    counts.sort_unstable();
    counts
}

/// Every position one move away from `counts`, each sorted. Lowering the first (leftmost) copy of
/// a value keeps the array sorted, so one copy per distinct value is enough and no sort is needed.
pub fn moves(counts: &Counts) -> Vec<Counts> {
    let firsts: Vec<usize> = (0..26)
        .filter(|&i| counts[i] > 0 && (i == 0 || counts[i - 1] != counts[i]))
        .collect();
    let mut next = Vec::new();
    for (k, &i) in firsts.iter().enumerate() {
        let mut one = *counts;
        one[i] -= 1;
        next.push(one);
        // Two different letters with the same count: the first two copies of that value.
        if i + 1 < 26 && counts[i + 1] == counts[i] {
            let mut two = one;
            two[i + 1] -= 1;
            next.push(two);
        }
        for &j in &firsts[k + 1..] {
            let mut two = one;
            two[j] -= 1;
            next.push(two);
        }
    }
    next
}

/// The game of one string, as a memo of Grundy values over sorted letter counts.
pub type StringGame = GrundyMemo<Counts, fn(&Counts) -> Vec<Counts>>;

pub fn string_game() -> StringGame {
    GrundyMemo::new(moves as fn(&Counts) -> Vec<Counts>)
}

/// Whether Alice, moving first, wins the sum of `words`.
pub fn alice_wins(game: &mut StringGame, words: &[Vec<u8>]) -> bool {
    nim_sum(words.iter().map(|word| game.grundy(&counts_of(word)))) != 0
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, t: Int<usize> }
    let mut game = string_game();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..t {
        input! { from &mut source, n: Int<usize> }
        // The statement bounds neither T nor n: the words are read one by one, so that a wrong
        // count runs out of input instead of reserving memory for it.
        let mut words = Vec::new();
        for _ in 0..n {
            input! { from &mut source, word: Bytes }
            words.push(word);
        }
        debug_assert!(
            words.iter().all(|w| (1..=40).contains(&w.len())),
            "length 1..40"
        );
        debug_assert!(
            words.iter().flatten().all(u8::is_ascii_lowercase),
            "strings of lowercase letters"
        );
        let winner = if alice_wins(&mut game, &words) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}").unwrap();
    }
}
