//! Codeforces 148D Bag of mice. The princess and the dragon draw mice in turn from a bag of `w`
//! white and `b` black ones; the first white mouse drawn wins, an empty bag is the dragon's win,
//! and after each black draw of the dragon one more mouse, drawn uniformly from what is left,
//! jumps out (deciding nothing, even a white one). A game of pure chance on the states
//! (white, black, who draws next), each draw leaving fewer mice: its value in `f64` by
//! `cgt_chance::chance_values`, the states numbered so that every draw moves to a smaller number.

use cgt_chance::{chance_values, Node};
use proconio::input;
use std::io::{BufWriter, Write};

/// Who draws next: the princess, the dragon, or the mouse that jumps after the dragon's black draw.
#[derive(Clone, Copy)]
enum Turn {
    Princess,
    Dragon,
    Jump,
}

/// The probability that the princess wins from `w` white and `b` black mice, her draw first.
pub fn princess_wins(w: usize, b: usize) -> f64 {
    const LOST: usize = 0;
    const WON: usize = 1;
    // The state (i, j, turn): i white and j black mice in the bag, `turn` to draw.
    let state = |i: usize, j: usize, turn: Turn| 2 + (i * (b + 1) + j) * 3 + turn as usize;
    let count = 2 + (w + 1) * (b + 1) * 3;
    let values = chance_values(count, |s| {
        if s == LOST {
            return Node::End(0.0);
        }
        if s == WON {
            return Node::End(1.0);
        }
        let (cell, turn) = ((s - 2) / 3, (s - 2) % 3);
        let (i, j) = (cell / (b + 1), cell % (b + 1));
        if i + j == 0 {
            return Node::End(0.0); // an empty bag: the dragon wins
        }
        // A draw: a white mouse leads to `white`, a black one to `black`, each weighted by how
        // many mice of its colour are in the bag (`None` where there are none).
        let draw = |white: Option<usize>, black: Option<usize>| {
            let white = white.map(|next| (i as f64, next));
            let black = black.map(|next| (j as f64, next));
            Node::Chance(white.into_iter().chain(black).collect())
        };
        let (has_white, has_black) = (i > 0, j > 0);
        match turn {
            0 => draw(
                has_white.then_some(WON),
                has_black.then(|| state(i, j - 1, Turn::Dragon)),
            ),
            1 => draw(
                has_white.then_some(LOST),
                has_black.then(|| state(i, j - 1, Turn::Jump)),
            ),
            _ => draw(
                has_white.then(|| state(i - 1, j, Turn::Princess)),
                has_black.then(|| state(i, j - 1, Turn::Princess)),
            ),
        }
    });
    values[state(w, b, Turn::Princess)]
}

fn main() {
    input! { w: usize, b: usize }
    debug_assert!(w <= 1000, "0 <= w <= 1000");
    debug_assert!(b <= 1000, "0 <= b <= 1000");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{:.12}", princess_wins(w, b)).unwrap();
}
