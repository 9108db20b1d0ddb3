//! The files of a plain (not interactive) problem crate, as `cargo x new` writes them: `{name}`,
//! `{title}` and `{uses}` are filled in by `super::new_problem`. Each template is formatted as
//! `cargo fmt` would leave it, and its placeholders fail until they are written.

/// The manifest every problem crate starts from: its topics, the samples test and the generator.
pub(crate) const CARGO_TOML: &str = r#"[package]
name = "{name}"
version = "0.1.0"
rust-version = "1.70"
edition.workspace = true
license.workspace = true
publish.workspace = true

[dependencies]
{uses}proconio.workspace = true

[dev-dependencies]
harness.workspace = true
oracle.workspace = true
rand.workspace = true

[[test]]
name = "samples"
path = "../../scripts/harness/problem.rs"
harness = false

[[example]]
name = "{name}-gen"
path = "examples/gen.rs"
"#;

/// The brute force's stanza, after [`CARGO_TOML`] (an interactive problem's brute force is its
/// interactor instead).
pub(super) const BRUTE_STANZA: &str = r#"
[[example]]
name = "{name}-brute"
path = "examples/brute.rs"
"#;

pub(super) const MAIN_RS: &str = r#"//! {title}: TODO state the model (which game, which Grundy values, which sum).

use proconio::input;
use std::io::{BufWriter, Write};

/// TODO: the rule (a Grundy value, a win/lose test) as the mathematics states it.
pub fn first_player_wins(n: u64) -> bool {
    n % 2 == 1
}

fn main() {
    input! { n: u64 }
    // TODO: the statement's constraints, each named as the statement writes it. Debug builds
    // (`cargo test`, `cargo x test`) stop on an input outside them; release builds skip this.
    debug_assert!(n <= 1_000_000_000, "n <= 1e9");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", u8::from(first_player_wins(n))).unwrap();
}
"#;

/// The solution's template under `--big-input`: stdin read once as bytes, integers parsed by
/// `Int<T>` (common/fast-input), output through the BufWriter as in [`MAIN_RS`].
pub(super) const MAIN_RS_BIG_INPUT: &str = r#"//! {title}: TODO state the model (which game, which Grundy values, which sum).
//!
//! The input is large: it is read once through `cgt_fast_input::ByteSource`, integers as `Int<T>`.

use cgt_fast_input::{ByteSource, Int};
use proconio::input;
use std::io::{BufWriter, Write};

/// TODO: the rule (a Grundy value, a win/lose test) as the mathematics states it.
pub fn first_player_wins(n: u64) -> bool {
    n % 2 == 1
}

fn main() {
    let mut source = ByteSource::stdin();
    input! { from &mut source, n: Int<u64> }
    // TODO: the statement's constraints, each named as the statement writes it. Debug builds
    // (`cargo test`, `cargo x test`) stop on an input outside them; release builds skip this.
    debug_assert!(n <= 1_000_000_000, "n <= 1e9");
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", u8::from(first_player_wins(n))).unwrap();
}
"#;

pub(super) const BRUTE_RS: &str = r#"//! {title} by brute force: the real game searched from its definition, never the formula of
//! src/main.rs. `cargo x stress {name}` compares this program with the solution on small inputs.

use oracle::{stdin_tokens, GameSearch};

/// Whether the player to move wins from `n`, by searching the real game.
pub fn first_player_wins(n: u64) -> bool {
    let mut search = GameSearch::new(|&n: &u64| -> Vec<u64> {
        todo!("the positions one move away from {n}, as the statement defines a move")
    });
    search.wins(&n)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let n = tokens.next().expect("n");
    println!("{}", u8::from(first_player_wins(n)));
}
"#;

pub(super) const BRUTE_FORCE_RS: &str = r#"//! The solution against the brute force of examples/brute.rs, on the generator's small inputs
//! (the ones `cargo x stress {name}` starts with).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[test]
fn solve_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        // TODO: read the input as the statement gives it.
        let n: u64 = Tokens::new(&input).next();
        assert_eq!(
            solution::first_player_wins(n),
            brute::first_player_wins(n),
            "n = {n} (cargo x gen {name} --small --seed {seed})"
        );
    }
}
"#;

pub(super) const GENERATOR_RS: &str = r#"//! Inputs of {name} (`cargo x gen {name}`): `small` for the brute force, `random` of moderate
//! size, and the worst cases at the statement's limits by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: inputs in the statement's exact format; worst-case shapes at its maximum sizes.
pub const GENERATOR: Generator = Generator {
    small: Some(|rng| value(rng, 20)),
    random: |rng| value(rng, 1000),
    max: &[("max-value", |rng| value(rng, 1_000_000_000))],
};

fn value(rng: &mut StdRng, top: u64) -> String {
    line([rng.random_range(0..=top)])
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
"#;

/// The `[[example]]` that builds a checker problem's checker.
pub(super) const CHECKER_STANZA: &str = r#"
[[example]]
name = "{name}-checker"
path = "examples/checker.rs"
"#;

pub(super) const CHECKER_RS: &str = r#"//! The checker of {name}: `{name}-checker INPUT EXPECTED ACTUAL` (three files). Exit 0
//! accepts; exit 1 is a wrong answer, with a message on standard error.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, input, _expected, actual] = &args[..] else {
        eprintln!("usage: {name}-checker INPUT EXPECTED ACTUAL");
        std::process::exit(2);
    };
    let _input = std::fs::read_to_string(input).expect("the input");
    let _actual = std::fs::read_to_string(actual).expect("the output");
    // TODO: accept every right answer (read the input, check the output against the game).
    eprintln!("the checker is not written yet");
    std::process::exit(1);
}
"#;
