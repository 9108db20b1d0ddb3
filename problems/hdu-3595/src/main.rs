//! HDU 3595 GG and MM: Every-SG. Each game has two piles; a move takes k times the smaller pile
//! from the larger (k >= 1, no more than it holds), and a game ends when a pile is empty. On each
//! turn the player must move in EVERY game that has not ended; MM moves first, and the player who
//! cannot move (every game has ended) loses, so the last game to end decides.
//!
//! Model: Every-SG ([`cgt_misere::euclid_steps`], [`cgt_misere::every_sg_wins`]). Each game
//! gets its win/lose status and its step count: the player who wins it stretches it and the player
//! who loses it ends it as fast as possible. MM wins iff the largest step count is odd.
//!
//! Where it is easy to go wrong: this is not an XOR of Grundy values, because what matters is how
//! long each game lasts. In `2 3` plus `1 1`, MM loses although she wins `1 1` at once. p may be
//! larger than q. The statement is only partly confirmed: the input format (cases until end of
//! file, each N then N lines `p q`) comes from accepted solutions, no official sample was found,
//! and the limits are a guess. The samples here come from a search of the real simultaneous game.

use cgt_fast_input::{ByteSource, Int};
use cgt_misere::{euclid_steps, every_sg_wins};
use proconio::input;
use proconio::source::Source;
use std::io::{BufWriter, Write};

/// The winner of the games `games` (pairs of piles), MM moving first.
pub fn winner(games: &[(u64, u64)]) -> &'static str {
    if every_sg_wins(games.iter().map(|&(p, q)| euclid_steps(p, q))) {
        "MM"
    } else {
        "GG"
    }
}

fn main() {
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, n: Int<usize> }
        debug_assert!((1..=1000).contains(&n), "1 <= N <= 1000");
        input! { from &mut source, games: [(Int<u64>, Int<u64>); n] }
        debug_assert!(
            games
                .iter()
                .all(|&(p, q)| (1..=1000).contains(&p) && (1..=1000).contains(&q)),
            "1 <= p,q <= 1000"
        );
        writeln!(out, "{}", winner(&games)).unwrap();
    }
}
