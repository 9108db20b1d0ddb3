//! AtCoder ABC 278 G Generalized Subtraction Game (interactive). Cards 1..N lie in a row; a move
//! removes y consecutive cards that are all still there, L <= y <= R; who cannot move loses. We
//! choose to play First or Second against the judge.
//!
//! Model:
//!
//! * L < R, or L = R with L ≡ N (mod 2): a block of length y ≡ N (mod 2), L <= y <= R, can be
//!   taken from the exact middle (x = (N - y)/2 + 1). Play First, take it, and answer every judge
//!   move (a, b) with its mirror image (N + 2 - a - b, b): the two sides stay equal, so we always
//!   have a move after the judge's (Tweedledum-Tweedledee).
//! * L = R with L ≢ N (mod 2): no centred move. A run of s cards is a component of a sum; taking L
//!   cards at offset i leaves runs of i and s - L - i, so `g[s] = mex{g[i] xor g[s - L - i]}`:
//!   the octal game whose only digit is a 7 at place L (take L, leaving no run, one or two),
//!   tabled by `cgt_octal::octal_grundy` in O(N²). Play First iff `g[N] != 0`, and after each
//!   judge move make the XOR over the runs 0 (`cgt_octal::octal_winning_moves` says which run
//!   and what it leaves).
//!
//! The interactor (`examples/interactor.rs`) plays from its own search of the game's definition,
//! and the tests play this player against it in-process on many small games.
//!
//! Protocol: `First`/`Second`, then moves `x y`; the judge's `0 0` (it cannot move: we won) or
//! `-1 -1` (we lost) ends the game, and we exit at once. Every line is flushed.

use cgt_octal::{octal_grundy, octal_winning_moves, OctalCode};
use proconio::input_interactive;
use std::io::{BufWriter, Write};

/// A move: remove cards x, x + 1, ..., x + y - 1 (1-based).
pub type Move = (usize, usize);

/// Our side of one game.
pub struct Player {
    n: usize,
    l: usize,
    /// Mirror strategy (a centred first move exists); otherwise the Grundy strategy.
    mirror: bool,
    /// The centred opening move (mirror strategy only).
    centre: Option<Move>,
    /// The game on one run of cards (Grundy strategy only): take exactly L adjacent cards.
    code: Option<OctalCode>,
    /// `g[s]`: the Grundy value of a run of s cards (Grundy strategy only).
    g: Vec<u32>,
    /// `present[c]` for cards 1..=n (index 0 unused).
    present: Vec<bool>,
    first: bool,
}

impl Player {
    /// The player for `N L R`; [`Player::plays_first`] is its choice.
    pub fn new(n: usize, l: usize, r: usize) -> Self {
        let mirror = l < r || (n - l) % 2 == 0;
        let code = (!mirror).then(|| take_exactly_adjacent(l));
        let g = code
            .as_ref()
            .map_or_else(Vec::new, |code| octal_grundy(code, n));
        let first = mirror || g[n] != 0;
        // The centred opening: y of N's parity; L + 1 <= R when L's parity is wrong (L < R then).
        let centre = mirror.then(|| {
            let y = if l % 2 == n % 2 { l } else { l + 1 };
            debug_assert!(y <= r);
            ((n - y) / 2 + 1, y)
        });
        Player {
            n,
            l,
            mirror,
            centre,
            code,
            g,
            present: vec![true; n + 1],
            first,
        }
    }

    /// Whether we print `First`.
    pub fn plays_first(&self) -> bool {
        self.first
    }

    /// Our move after the judge's move `judge` (`None`: our opening move as First), or `None`
    /// when we have no legal move (never against correct play from a winning choice).
    pub fn play(&mut self, judge: Option<Move>) -> Option<Move> {
        let ours = match judge {
            None if self.mirror => self.centre,
            None => self.grundy_move(),
            Some((a, b)) => {
                self.remove((a, b));
                if self.mirror {
                    Some((self.n + 2 - a - b, b))
                } else {
                    self.grundy_move()
                }
            }
        }?;
        self.remove(ours);
        Some(ours)
    }

    fn remove(&mut self, (x, y): Move) {
        for c in x..x + y {
            self.present[c] = false;
        }
    }

    /// The runs of cards still there, as (first card, length).
    fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut c = 1;
        while c <= self.n {
            if self.present[c] {
                let start = c;
                while c <= self.n && self.present[c] {
                    c += 1;
                }
                runs.push((start, c - start));
            } else {
                c += 1;
            }
        }
        runs
    }

    /// A move to XOR 0 over the runs, else any legal move, else `None`.
    fn grundy_move(&self) -> Option<Move> {
        let code = self
            .code
            .as_ref()
            .expect("the Grundy strategy has its game");
        let runs = self.runs();
        let lengths: Vec<usize> = runs.iter().map(|&(_, s)| s).collect();
        // The run to play in and the runs it leaves: none, [s - L] (cards taken at its left
        // end) or [a, b] (L cards taken after the first a).
        let to_zero = octal_winning_moves(code, &self.g, &lengths)
            .into_iter()
            .next()
            .map(|(i, left)| {
                let skipped = match left[..] {
                    [a, _] => a,
                    _ => 0,
                };
                (runs[i].0 + skipped, self.l)
            });
        to_zero.or_else(|| {
            runs.iter()
                .find(|&&(_, s)| s >= self.l)
                .map(|&(start, _)| (start, self.l))
        })
    }
}

/// The octal code of "take exactly `l` adjacent cards from a run": digit 7 at place `l`.
pub fn take_exactly_adjacent(l: usize) -> OctalCode {
    let mut digits = vec![0; l];
    digits[l - 1] = 7;
    OctalCode::from_digits(&digits).expect("a last digit of 7")
}

/// `g[s]` for s = 0..=n: the Grundy value of a run of s cards when a move takes exactly `l`
/// adjacent cards: `g[s] = mex{g[i] xor g[s - l - i] : 0 <= i <= s - l}`.
pub fn run_values(n: usize, l: usize) -> Vec<u32> {
    octal_grundy(&take_exactly_adjacent(l), n)
}

fn main() {
    let mut out = BufWriter::new(std::io::stdout().lock());
    input_interactive! { n: usize, l: usize, r: usize }
    debug_assert!((1..=2000).contains(&n), "1 <= N <= 2000");
    debug_assert!(1 <= l && l <= r && r <= n, "1 <= L <= R <= N");
    let mut player = Player::new(n, l, r);
    let first = player.plays_first();
    writeln!(out, "{}", if first { "First" } else { "Second" }).unwrap();
    out.flush().unwrap();
    let mut judge = None;
    if !first {
        input_interactive! { a: i64, b: i64 }
        if a <= 0 {
            return;
        }
        judge = Some((a as usize, b as usize));
    }
    loop {
        match player.play(judge) {
            Some((x, y)) => writeln!(out, "{x} {y}").unwrap(),
            None => {
                // No legal move: we lose; the judge answers `-1 -1`.
                writeln!(out, "0 0").unwrap();
                out.flush().unwrap();
                return;
            }
        }
        out.flush().unwrap();
        input_interactive! { a: i64, b: i64 }
        if a <= 0 {
            // `0 0`: the judge cannot move, we won; `-1 -1`: we lost. Either way, stop.
            return;
        }
        judge = Some((a as usize, b as usize));
    }
}
