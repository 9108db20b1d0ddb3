//! AtCoder ABC209 E Shiritori: after Takahashi says word s_i, the players alternately say a word
//! of the list that begins with the last three letters of the previous one (words may be said
//! again); whoever cannot loses, and an endless game is a draw. For each i, who wins?
//!
//! Model: a loopy game whose position is the last three letters said. Its vertices are the
//! three-letter strings (of the 52^3, those the words use) and each word is one move, from its first three letters to its
//! last three, so the graph has N edges however many words share a prefix (word-to-word edges
//! could number O(N^2)). Retrograde analysis ([`cgt_loopy::MoveGraph`], no recursion) gives
//! each vertex's outcome; after s_i it is Aoki who must move, from the last three letters of
//! s_i: Aoki losing prints `Takahashi`, Aoki winning prints `Aoki`.
//!
//! Traps: letters are case-sensitive (52 of them); a word of length 3 is a move from its vertex
//! to itself (`ABC` alone is a draw); a repeated word is one more, identical move. The brute
//! force (a win/lose/draw search whose position is the last word said) agrees with all three
//! samples. Words are read as `Word<8>` (|s_i| <= 8): no allocation per word.

use cgt_fast_input::{ByteSource, Int, Word};
use cgt_loopy::{MoveGraph, Outcome};
use proconio::input;
use std::io::{BufWriter, Write};

const LETTERS: usize = 52;

/// The number of three letters (a-z, then A-Z) in 0..52^3.
fn code(letters: &[u8]) -> usize {
    letters.iter().fold(0, |v, &c| {
        let letter = match c {
            b'a'..=b'z' => c - b'a',
            _ => c - b'A' + 26,
        };
        v * LETTERS + letter as usize
    })
}

/// The winner (`Takahashi`, `Aoki` or `Draw`) when Takahashi opens with each word.
pub fn winners<W: AsRef<[u8]>>(words: &[W]) -> Vec<&'static str> {
    // Vertices numbered as they first appear: only the strings the words use.
    let mut vertex = vec![u32::MAX; LETTERS.pow(3)];
    let mut vertices = 0;
    let mut vertex_of = |letters: &[u8]| {
        let v = &mut vertex[code(letters)];
        if *v == u32::MAX {
            *v = vertices;
            vertices += 1;
        }
        *v as usize
    };
    let moves: Vec<(usize, usize)> = words
        .iter()
        .map(|w| {
            let w = w.as_ref();
            (vertex_of(&w[..3]), vertex_of(&w[w.len() - 3..]))
        })
        .collect();
    let mut game = MoveGraph::new(vertices as usize, &moves);
    game.solve(&[]);
    moves
        .iter()
        .map(|&(_, after)| match game.outcome(after) {
            Outcome::Lose => "Takahashi",
            Outcome::Win => "Aoki",
            Outcome::Draw => "Draw",
        })
        .collect()
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<usize> }
    debug_assert!((1..=200_000).contains(&n), "1 <= N <= 2e5");
    input! { from &mut source, words: [Word<8>; n] }
    debug_assert!(words.iter().all(|s| s.len() >= 3), "3 <= |s_i| <= 8");
    debug_assert!(
        words.iter().all(|s| s.iter().all(u8::is_ascii_alphabetic)),
        "letters a-z, A-Z"
    );
    let mut out = BufWriter::new(std::io::stdout().lock());
    for winner in winners(&words) {
        out.write_all(winner.as_bytes()).unwrap();
        out.write_all(b"\n").unwrap();
    }
}
