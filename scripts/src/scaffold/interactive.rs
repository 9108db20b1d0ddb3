//! `cargo x new --interactive`: the files of an interactive problem's crate (see
//! [`crate::scaffold`] for the rest): a `main` with `input_interactive!` and a flushing writer
//! around a player-shaped API, an interactor skeleton that fails until it is written (see
//! `oracle::interact`), a generator of games, and an in-process game test.

use anyhow::Result;
use std::path::Path;

/// The interactor's stanza, after the common manifest ([`super::templates::CARGO_TOML`]).
const INTERACTOR_STANZA: &str = r#"
[[example]]
name = "{name}-interactor"
path = "examples/interactor.rs"
"#;

const MAIN_RS: &str = r#"//! {title} (interactive): TODO state the model (which side wins, and the strategy).
//!
//! Protocol: TODO the statement's lines, including its end-of-game lines, after which the
//! program exits at once. Every line is flushed.

use proconio::input_interactive;
use std::io::{BufWriter, Write};

/// Our side of one game: it takes the judge's moves and returns its own.
pub struct Player {
    n: u64,
}

impl Player {
    pub fn new(n: u64) -> Self {
        Player { n }
    }

    /// Whether we move first. TODO: from the rule.
    pub fn plays_first(&self) -> bool {
        true
    }

    /// Our move after the judge's move `judge` (`None`: our opening move), or `None` when we
    /// have none. TODO: the strategy.
    pub fn play(&mut self, judge: Option<u64>) -> Option<u64> {
        if let Some(taken) = judge {
            self.n -= taken;
        }
        let ours = self.n.min(1);
        self.n -= ours;
        (ours > 0).then_some(ours)
    }
}

fn main() {
    let mut out = BufWriter::new(std::io::stdout().lock());
    input_interactive! { n: u64 }
    // TODO: the statement's constraints on the game, each named as the statement writes it.
    // Debug builds (`cargo test`, `cargo x test`) stop on a game outside them.
    debug_assert!(n <= 1_000_000_000, "n <= 1e9");
    let mut player = Player::new(n);
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
        let ours = player.play(judge).unwrap_or(0);
        writeln!(out, "{ours}").unwrap();
        out.flush().unwrap();
        input_interactive! { m: i64 }
        // TODO: the statement's end-of-game lines: stop reading and exit at once.
        if m <= 0 {
            return;
        }
        judge = Some(m as u64);
    }
}
"#;

const INTERACTOR_RS: &str = r#"//! The interactor of {name} (`{name}-interactor INPUT`, see `oracle::interact`): it sends the
//! game, validates every line the solution prints, plays the judge's side from a search of the
//! game's definition (`oracle::GameSearch`), never from the solution's rule, and ends with
//! `solution.finish()` (accepted), `solution.reject(line, why)` (wrong answer) or `fail` (the
//! interactor is broken).
//!
//! Test file: the game as the statement gives it, then `<policy> <seed>` (`test.policy`:
//! random, greedy, optimal, adversarial; `test.rng` is seeded).

use oracle::interact::{Channel, Test};

fn main() {
    let test = Test::read();
    let [n]: [u64; 1] = test.numbers(0, "n");
    let mut solution = Channel::new();
    solution.send(n);
    let _first = solution.word("First or Second", &["First", "Second"]);
    oracle::interact::fail(
        "TODO: the interactor of {name} is not written: validate each line, play under \
         test.policy from a search of the game, send the end-of-game line, solution.finish()",
    );
}
"#;

const PLAY_RS: &str = r#"//! The player of `src/main.rs` against the interactor's judge (`examples/interactor.rs`), in
//! process, on many small games with every policy.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/interactor.rs"]
#[allow(dead_code)]
mod interactor;

#[test]
fn the_player_wins_every_small_game_against_every_policy() {
    todo!(
        "play solution::Player against the interactor's judge on small games, for every \
         oracle::interact::Policy, and assert that every move is legal and every game won"
    );
}
"#;

const GENERATOR_RS: &str = r#"//! Games of {name} (`cargo x gen {name}`), in the statement's format. The interactor's input is
//! a game followed by `<policy> <seed>`; `cargo x stress` plays each `small` game against every
//! policy, `cargo x bench` the `max` ones against `adversarial`.

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: games in the statement's exact format; the longest games at its maximum sizes.
const GENERATOR: Generator = Generator {
    small: Some(|rng| value(rng, 20)),
    random: |rng| value(rng, 1000),
    max: &[("max-value", |rng| value(rng, 1_000_000_000))],
};

fn value(rng: &mut StdRng, top: u64) -> String {
    line([rng.random_range(1..=top)])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
"#;

/// Writes the interactive crate's files into `dir` (with `src/`, `tests/`, `examples/`),
/// filling the templates with `fill`.
pub fn write_crate(dir: &Path, fill: &dyn Fn(&str) -> String) -> Result<()> {
    std::fs::write(
        dir.join("Cargo.toml"),
        fill(super::templates::CARGO_TOML) + &fill(INTERACTOR_STANZA),
    )?;
    std::fs::write(dir.join("src/main.rs"), fill(MAIN_RS))?;
    std::fs::write(dir.join("examples/interactor.rs"), fill(INTERACTOR_RS))?;
    std::fs::write(dir.join("examples/gen.rs"), fill(GENERATOR_RS))?;
    std::fs::write(dir.join("tests/play.rs"), fill(PLAY_RS))?;
    Ok(())
}
