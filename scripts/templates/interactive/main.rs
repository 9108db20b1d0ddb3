//! {title} (interactive).
//!
//! TODO: the model (which side wins, and the strategy), then the player below.
//!
//! The worked example this scaffold starts from (`cargo x new --kind interactive`): one pile of
//! n stones; a move takes 1 to k stones; whoever takes the last stone wins. The player to move
//! wins iff n mod (k + 1) != 0, by taking n mod (k + 1) stones: the other then always faces a
//! multiple of k + 1.
//!
//! Protocol: the judge sends `n k`; we answer `First` or `Second`; then the moves alternate,
//! each the number of stones taken. After each of our moves the judge sends its own, or `0`
//! when no stone is left (we took the last one), or `-1` after a wrong line; we exit at once
//! after `0` or `-1`. Every line is flushed.

use proconio::input_interactive;
use std::io::{BufWriter, Write};

/// Our side of one game: it takes the judge's moves and returns its own.
pub struct Player {
    left: u64,
    k: u64,
}

impl Player {
    pub fn new(n: u64, k: u64) -> Self {
        Player { left: n, k }
    }

    /// Whether we move first: the player to move wins iff n mod (k + 1) != 0.
    pub fn plays_first(&self) -> bool {
        self.left % (self.k + 1) != 0
    }

    /// Our move after the judge took `judge` stones (`None`: our opening move), or `None` when
    /// no stone is left for us.
    pub fn play(&mut self, judge: Option<u64>) -> Option<u64> {
        if let Some(taken) = judge {
            self.left -= taken;
        }
        if self.left == 0 {
            return None;
        }
        // Back to a multiple of k + 1; from a multiple (a lost pile), the smallest move.
        let ours = match self.left % (self.k + 1) {
            0 => 1,
            r => r,
        };
        self.left -= ours;
        Some(ours)
    }
}

fn main() {
    let mut out = BufWriter::new(std::io::stdout().lock());
    input_interactive! { n: u64, k: u64 }
    // The statement's constraints on the game, each named as the statement writes it. Debug
    // builds (`cargo test`, `cargo x test`) stop on a game outside them.
    debug_assert!((1..=100_000).contains(&n), "1 <= n <= 1e5");
    debug_assert!((1..=100).contains(&k), "1 <= k <= 100");
    let mut player = Player::new(n, k);
    let first = player.plays_first();
    writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    out.flush().unwrap();
    let mut judge = None;
    if !first {
        input_interactive! { m: i64 }
        if m <= 0 {
            return;
        }
        judge = Some(m as u64);
    }
    loop {
        // No move left: we lost, and say so with 0.
        let ours = player.play(judge).unwrap_or(0);
        writeln!(out, "{ours}").unwrap();
        out.flush().unwrap();
        if ours == 0 {
            return;
        }
        input_interactive! { m: i64 }
        // The end of the game (0) or a wrong line (-1): exit at once.
        if m <= 0 {
            return;
        }
        judge = Some(m as u64);
    }
}
