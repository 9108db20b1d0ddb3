//! `cargo x new`: a problem crate, its samples folder and its judge.toml entry.

use crate::config::JudgeConfig;
use crate::workspace;
use anyhow::{bail, Context, Result};
use std::fmt::Write as _;

const CARGO_TOML: &str = r#"[package]
name = "{name}"
version = "0.1.0"
rust-version = "1.70"
edition.workspace = true
license.workspace = true
publish.workspace = true

[dependencies]
common.workspace = true
proconio.workspace = true

[dev-dependencies]
scripts = { path = "../../scripts" }
rand.workspace = true
itertools.workspace = true
"#;

const MAIN_RS: &str = r#"//! {title}: TODO state the model (which game, which Grundy values, which sum).

use proconio::input;
use std::io::{BufWriter, Write};

pub fn solve(n: u64) -> u64 {
    n
}

fn main() {
    input! { n: u64 }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", solve(n)).unwrap();
}
"#;

const BRUTE_FORCE_RS: &str = r#"//! `solve` against an exhaustive search of the real game, on small random cases.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use rand::{rngs::StdRng, Rng, SeedableRng};
use scripts::oracle::GameSearch;

#[test]
fn solve_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(1);
    // TODO: the real game's moves, from its definition.
    let mut search = GameSearch::new(|&n: &u64| (1..=n).map(|take| n - take).collect());
    for _ in 0..100 {
        let n = rng.random_range(0..20);
        assert_eq!(solution::solve(n) != 0, search.wins(&n), "n = {n}");
    }
}
"#;

pub fn new_problem(
    name: &str,
    title: &str,
    id: Option<&str>,
    time_limit_ms: u64,
    memory_limit_mib: u64,
    seed: &str,
) -> Result<()> {
    let config_path = workspace::judge_toml();
    let config = JudgeConfig::load(&config_path)?;
    let Some((judge_key, rest)) = name.split_once('-') else {
        bail!("`{name}` is not `<judge>-<id>`");
    };
    let judge = config.judges.get(judge_key).with_context(|| {
        let known: Vec<&str> = config.judges.keys().map(String::as_str).collect();
        format!(
            "unknown judge `{judge_key}` in `{name}` (judge.toml has: {})",
            known.join(", ")
        )
    })?;
    if config.problems.contains_key(name) {
        bail!("judge.toml already has [problems.{name}]");
    }
    let crate_dir = workspace::root().join("problems").join(name);
    if crate_dir.exists() {
        bail!("{} already exists", crate_dir.display());
    }
    let id = id.unwrap_or(rest);
    let fill = |template: &str| template.replace("{name}", name).replace("{title}", title);

    std::fs::create_dir_all(crate_dir.join("src"))?;
    std::fs::create_dir_all(crate_dir.join("tests"))?;
    std::fs::write(crate_dir.join("Cargo.toml"), fill(CARGO_TOML))?;
    std::fs::write(crate_dir.join("src/main.rs"), fill(MAIN_RS))?;
    std::fs::write(crate_dir.join("tests/brute_force.rs"), fill(BRUTE_FORCE_RS))?;
    std::fs::create_dir_all(workspace::samples_dir(name))?;

    let mut entry = format!(
        "\n[problems.{name}]\njudge = \"{judge_key}\"\nid = \"{id}\"\ntitle = \"{title}\"\n"
    );
    if let Some(url) = &judge.url {
        writeln!(entry, "url = \"{}\"", url.replace("{id}", id))?;
    }
    writeln!(
        entry,
        "time_limit_ms = {time_limit_ms}\nmemory_limit_mib = {memory_limit_mib}\nseed = \"{seed}\""
    )?;
    let mut text = std::fs::read_to_string(&config_path)?;
    text.push_str(&entry);
    JudgeConfig::parse(&text, &config_path)?;
    std::fs::write(&config_path, text)?;

    println!("created problems/{name}, samples/{name}/ and [problems.{name}] in judge.toml");
    println!(
        "next: put the statement's samples in samples/{name}/1.in and 1.out, write src/main.rs,"
    );
    println!("      and make tests/brute_force.rs search the real game");
    Ok(())
}
