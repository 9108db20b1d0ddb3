//! Codeforces 786A (787C) Berzerk: a monster on a circle of n objects, object 1 a black hole;
//! Rick and Morty, each with his own set of steps, move it clockwise in turn, and whoever moves
//! it into the black hole wins. A player who cannot win prefers an endless game (`Loop`) to
//! losing. For every start and either first player: `Win`, `Lose` or `Loop`.
//!
//! Model: a loopy partizan game on the 2n positions (object, player to move), solved by
//! retrograde analysis ([`cgt_loopy::Retrograde`]): the black hole with either player to move
//! is terminal and lost for him (the other one has just won); position (x, p) has one move per
//! step of player p, to (x + s, other player). With sets of nearly n steps there are about
//! 2n^2 ~ 1e8 moves, so they are never stored: the predecessors of (y, p) are generated when
//! (y, p) is decided, as (y - s mod n, other) for each step s of the other player.
//!
//! Traps: the two players have different moves, so the player to move is part of the position
//! (an impartial model on objects alone is wrong); many answers are `Loop`. The brute force (a
//! win/lose/draw search of the positions (object, player to move)) agrees with both samples.

use cgt_loopy::{Outcome, Retrograde};
use proconio::input;
use std::io::{BufWriter, Write};

/// For the monster starting on objects 2..=n: the first player's word (`Win`, `Lose`, `Loop`)
/// with Rick (steps `rick`) moving first, then with Morty (steps `morty`) moving first.
pub fn berzerk(n: usize, rick: &[usize], morty: &[usize]) -> [Vec<&'static str>; 2] {
    let steps = [rick, morty];
    // Position 2 * x + p: the monster on object x + 1 (x = 0 the black hole), player p to move.
    let mut game = Retrograde::new();
    game.solve_implicit(
        2 * n,
        |v| steps[v % 2].len(),
        &[(0, Outcome::Lose), (1, Outcome::Lose)],
        |v, list| {
            let (y, p) = (v / 2, v % 2);
            let other = 1 - p;
            list.extend(steps[other].iter().map(|&s| 2 * ((y + n - s) % n) + other));
        },
    );
    [0, 1].map(|first| {
        (1..n)
            .map(|x| match game.outcome(2 * x + first) {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Loop",
            })
            .collect()
    })
}

fn main() {
    input! { n: usize, k1: usize }
    debug_assert!((2..=7000).contains(&n), "2 <= n <= 7000");
    debug_assert!((1..n).contains(&k1), "1 <= k1 <= n-1");
    input! { rick: [usize; k1], k2: usize }
    debug_assert!((1..n).contains(&k2), "1 <= k2 <= n-1");
    input! { morty: [usize; k2] }
    for set in [&rick, &morty] {
        debug_assert!(set.iter().all(|x| (1..n).contains(x)), "numbers in 1..n-1");
        debug_assert!(
            {
                let mut seen = vec![false; n];
                set.iter().all(|&x| !std::mem::replace(&mut seen[x], true))
            },
            "distinct numbers"
        );
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in berzerk(n, &rick, &morty) {
        writeln!(out, "{}", line.join(" ")).unwrap();
    }
}
