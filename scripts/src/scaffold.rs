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
proconio.workspace = true

[dev-dependencies]
scripts = { path = "../../scripts" }
rand.workspace = true
itertools.workspace = true

[[test]]
name = "samples"
path = "../../scripts/harness/problem.rs"
harness = false
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

const GENERATOR_RS: &str = r#"use super::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: inputs in the statement's exact format; worst-case shapes at its maximum sizes.
pub const GENERATOR: Generator = Generator {
    krate: "{name}",
    small: None,
    random: |rng| value(rng, 20),
    max: &[("max-value", |rng| value(rng, 1_000_000_000))],
};

fn value(rng: &mut StdRng, top: u64) -> String {
    line([rng.random_range(0..=top)])
}
"#;

/// Creates the crate, its samples folder, its generator and its judge.toml entry: everything is
/// checked and prepared first, so a failure leaves the workspace as it was.
pub fn new_problem(
    name: &str,
    title: &str,
    id: Option<&str>,
    time_limit_ms: u64,
    memory_limit_mib: u64,
    seed: &str,
) -> Result<()> {
    let root = workspace::root();
    let config_path = workspace::judge_toml();
    let config = JudgeConfig::load(&config_path)?;
    let Some((judge_key, rest)) = name.split_once('-') else {
        bail!("`{name}` is not `<judge>-<id>`");
    };
    if !name
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    {
        bail!("`{name}`: crate names here are lowercase letters, digits and `-`");
    }
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
    let crate_dir = root.join("problems").join(name);
    let samples_dir = workspace::samples_dir(name);
    let module = name.replace('-', "_");
    let generator_path = root.join("scripts/src/gen").join(format!("{module}.rs"));
    for path in [&crate_dir, &samples_dir, &generator_path] {
        if path.exists() {
            bail!("{} already exists", path.display());
        }
    }
    let id = id.unwrap_or(rest);
    let fill = |template: &str| template.replace("{name}", name).replace("{title}", title);

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
    let mut config_text = std::fs::read_to_string(&config_path)?;
    config_text.push_str(&entry);
    JudgeConfig::parse(&config_text, &config_path)?;

    let gen_mod_path = root.join("scripts/src/gen/mod.rs");
    let gen_mod = register_generator(&std::fs::read_to_string(&gen_mod_path)?, &module)
        .with_context(|| {
            format!(
                "{}: cannot find where to register the generator",
                gen_mod_path.display()
            )
        })?;

    // Build the crate beside its destination, then move everything into place.
    let staging = tempfile::tempdir_in(root.join("problems"))?;
    std::fs::create_dir_all(staging.path().join("src"))?;
    std::fs::create_dir_all(staging.path().join("tests"))?;
    std::fs::write(staging.path().join("Cargo.toml"), fill(CARGO_TOML))?;
    std::fs::write(staging.path().join("src/main.rs"), fill(MAIN_RS))?;
    std::fs::write(
        staging.path().join("tests/brute_force.rs"),
        fill(BRUTE_FORCE_RS),
    )?;
    workspace::write_atomically(&generator_path, &fill(GENERATOR_RS))?;
    workspace::write_atomically(&gen_mod_path, &gen_mod)?;
    workspace::write_atomically(&config_path, &config_text)?;
    std::fs::create_dir_all(&samples_dir)?;
    std::fs::rename(staging.keep(), &crate_dir)?;

    println!("created problems/{name}, samples/{name}/, scripts/src/gen/{module}.rs and [problems.{name}] in judge.toml");
    println!(
        "next: put the statement's samples in samples/{name}/1.in and 1.out, write src/main.rs,"
    );
    println!("      make tests/brute_force.rs search the real game, and the generator produce real inputs");
    Ok(())
}

/// `gen/mod.rs` with `mod <module>;` and `&<module>::GENERATOR` added (rustfmt sorts them).
fn register_generator(text: &str, module: &str) -> Option<String> {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let last_mod = lines
        .iter()
        .rposition(|line| line.starts_with("mod ") && line.ends_with(';'))?;
    lines.insert(last_mod + 1, format!("mod {module};"));
    let mut text = lines.join("\n") + "\n";
    let list_start = text.find("pub const GENERATORS")?;
    let list_end = list_start + text[list_start..].find("];")?;
    let before = text[..list_end].trim_end().trim_end_matches(',').len();
    text.replace_range(before..list_end, &format!(", &{module}::GENERATOR"));
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_a_generator_in_one_line_and_multi_line_lists() {
        let one_line = "mod a;\nmod c;\n\npub const GENERATORS: &[&Generator] = &[&a::GENERATOR, &c::GENERATOR];\n";
        let text = register_generator(one_line, "b").unwrap();
        assert!(text.contains("mod c;\nmod b;\n"), "{text}");
        assert!(
            text.contains("&[&a::GENERATOR, &c::GENERATOR, &b::GENERATOR];"),
            "{text}"
        );
        let multi_line =
            "mod a;\npub const GENERATORS: &[&Generator] = &[\n    &a::GENERATOR,\n];\n";
        let text = register_generator(multi_line, "b").unwrap();
        assert!(text.contains("&a::GENERATOR, &b::GENERATOR];"), "{text}");
    }
}
