//! Deliberately wrong players of atcoder-abc278-g, for `tests/bad_players.rs`: what the harness
//! must catch. `atcoder-abc278-g-bad-player MODE`, MODE one of
//!
//! * `planted`: the real player, except that its first move is a legal losing one (after it the
//!   XOR over the runs is not 0); then any legal move, and `0 0` when none is left;
//! * `no-flush`: prints its choice into a buffer it never flushes, then waits for the judge;
//! * `illegal`: opens with the centred move and then plays it again (its cards are gone);
//! * `never-exits`: the real player, which then waits for more input instead of exiting;
//! * `spins`: the real player, which then computes forever.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "interactor.rs"]
#[allow(dead_code)]
mod interactor;

use std::io::{BufRead, BufWriter, Write};

fn main() {
    let mode = std::env::args().nth(1).expect("a mode");
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines().map(|l| l.unwrap());
    let mut numbers = move || -> Vec<i64> {
        let line = lines.next().expect("a line from the judge");
        line.split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect()
    };
    let nlr = numbers();
    let (n, l, r) = (nlr[0] as usize, nlr[1] as usize, nlr[2] as usize);
    if mode == "no-flush" {
        let mut out = BufWriter::new(std::io::stdout());
        writeln!(out, "First").unwrap();
        numbers();
        return;
    }
    let mut out = std::io::stdout();
    let mut player = solution::Player::new(n, l, r);
    let mut game = interactor::Game::new(n, l, r);
    let mut say = |line: String| {
        writeln!(out, "{line}").unwrap();
        out.flush().unwrap();
    };
    let first = player.plays_first();
    say(if first { "First" } else { "Second" }.to_string());
    let mut judge = None;
    let mut planted = false;
    let mut number = 0;
    if !first {
        let ab = numbers();
        judge = Some((ab[0] as usize, ab[1] as usize));
        game.apply(judge.unwrap());
    }
    loop {
        number += 1;
        let ours = match mode.as_str() {
            "planted" if !planted => {
                planted = true;
                game.moves().into_iter().find(|&m| game.value_after(m) != 0)
            }
            "planted" => game.moves().first().copied(),
            "illegal" if number == 2 => player.play(None).or(Some((1, l))),
            _ => player.play(judge),
        };
        let Some((x, y)) = ours else {
            say("0 0".to_string());
            return;
        };
        if mode == "illegal" && number == 1 {
            player = solution::Player::new(n, l, r);
        }
        game.apply((x, y));
        say(format!("{x} {y}"));
        let ab = numbers();
        if ab[0] <= 0 {
            match mode.as_str() {
                "never-exits" => {
                    numbers();
                }
                "spins" => loop {
                    std::hint::spin_loop();
                },
                _ => {}
            }
            return;
        }
        judge = Some((ab[0] as usize, ab[1] as usize));
        game.apply(judge.unwrap());
    }
}
