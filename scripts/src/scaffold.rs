//! `cargo x new`: a problem crate, its samples folder, its generator and its judge.toml entry,
//! all formatted as `cargo fmt` would and with placeholders that fail until they are written.

use crate::config::JudgeConfig;
use anyhow::{bail, Context, Result};
use std::fmt::Write as _;
use std::path::Path;

/// What `cargo x new` was asked for.
pub struct NewProblem<'a> {
    /// `<judge>-<id>`, e.g. `poj-2234`, `luogu-p4279`, `atcoder-abc209-e`.
    pub name: &'a str,
    pub title: &'a str,
    /// The judge's own problem id; by default the part of the name after the judge (upper-cased
    /// where the judge writes its ids in capitals, as Luogu's `P4279`).
    pub id: Option<&'a str>,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
    pub seed: &'a str,
    /// The limits are a guess, not the judge's confirmed figures.
    pub limits_unconfirmed: bool,
    /// Topic crates of `common/` the solution uses, e.g. `nim` for `cgt-nim`.
    pub uses: &'a [String],
}

const CARGO_TOML: &str = r#"[package]
name = "{name}"
version = "0.1.0"
rust-version = "1.70"
edition.workspace = true
license.workspace = true
publish.workspace = true

[dependencies]
{uses}proconio.workspace = true

[dev-dependencies]
scripts = { path = "../../scripts" }
rand.workspace = true
itertools.workspace = true

[[test]]
name = "samples"
path = "../../scripts/harness/problem.rs"
harness = false

[[example]]
name = "{name}-brute"
path = "examples/brute.rs"
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

const BRUTE_RS: &str = r#"//! {title} by brute force: the real game searched from its definition, never the formula of
//! src/main.rs. `cargo x stress {name}` compares this program with the solution on small inputs.

use scripts::oracle::{stdin_tokens, GameSearch};

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

const BRUTE_FORCE_RS: &str = r#"//! `solve` against the brute force of examples/brute.rs, on small random cases.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn solve_matches_game_search() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..100 {
        let n = rng.random_range(0..20);
        assert_eq!(
            solution::solve(n) != 0,
            brute::first_player_wins(n),
            "n = {n}"
        );
    }
}
"#;

const GENERATOR_RS: &str = r#"use super::{line, Generator};
use rand::{rngs::StdRng, Rng};

// TODO: inputs in the statement's exact format; worst-case shapes at its maximum sizes.
pub const GENERATOR: Generator = Generator {
    krate: "{name}",
    small: Some(|rng| value(rng, 20)),
    random: |rng| value(rng, 1000),
    max: &[("max-value", |rng| value(rng, 1_000_000_000))],
};

fn value(rng: &mut StdRng, top: u64) -> String {
    line([rng.random_range(0..=top)])
}
"#;

/// Checks `name` is `<judge>-<id>`: lowercase letters and digits in non-empty parts joined by
/// single `-`, so that its module name (`-` -> `_`) is snake case.
fn check_name(name: &str) -> Result<(&str, &str)> {
    let Some((judge, rest)) = name.split_once('-') else {
        bail!("`{name}` is not `<judge>-<id>` (e.g. poj-2234, luogu-p4279, atcoder-abc209-e)");
    };
    let parts_ok = name.split('-').all(|part| {
        !part.is_empty()
            && part
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    });
    if !parts_ok || !judge.starts_with(|c: char| c.is_ascii_lowercase()) {
        bail!(
            "`{name}`: a crate name here is `<judge>-<id>`: lowercase letters and digits in \
             non-empty parts joined by single `-` (e.g. poj-2234, luogu-p4279, atcoder-abc209-e)"
        );
    }
    Ok((judge, rest))
}

/// A TOML basic string holding `text`, escaped.
fn toml_string(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}

/// Creates the crate, its samples folder, its generator and its judge.toml entry in the
/// workspace at `root`: everything is checked and prepared first, so a failure leaves the
/// workspace as it was.
pub fn new_problem(root: &Path, spec: &NewProblem) -> Result<()> {
    let name = spec.name;
    let config_path = root.join("judge.toml");
    let config = JudgeConfig::load(&config_path)?;
    let (judge_key, rest) = check_name(name)?;
    if spec.title.chars().any(char::is_control) {
        bail!("--title: a title is one line without control characters");
    }
    if spec.time_limit_ms == 0 || spec.memory_limit_mib == 0 {
        bail!("--time-limit-ms and --memory-limit-mib must be positive");
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
    let mut uses = String::new();
    for topic in spec.uses {
        if !root.join("common").join(topic).join("Cargo.toml").is_file() {
            bail!("--uses {topic}: there is no topic common/{topic}/");
        }
        writeln!(uses, "cgt-{topic}.workspace = true")?;
    }
    let crate_dir = root.join("problems").join(name);
    let samples_dir = root.join("samples").join(name);
    let module = name.replace('-', "_");
    let gen_dir = root.join("scripts/src/gen");
    let generator_path = gen_dir.join(format!("{module}.rs"));
    for path in [&crate_dir, &samples_dir, &generator_path] {
        if path.exists() {
            bail!("{} already exists", path.display());
        }
    }
    let id = match spec.id {
        Some(id) => id.to_string(),
        None if judge.uppercase_ids => rest.to_ascii_uppercase(),
        None => rest.to_string(),
    };
    let fill = |template: &str| {
        template
            .replace("{name}", name)
            .replace("{title}", spec.title)
            .replace("{uses}", &uses)
    };

    let mut entry = format!(
        "\n[problems.{name}]\njudge = {}\nid = {}\ntitle = {}\n",
        toml_string(judge_key),
        toml_string(&id),
        toml_string(spec.title)
    );
    if let Some(url) = &judge.url {
        writeln!(entry, "url = {}", toml_string(&url.replace("{id}", &id)))?;
    }
    writeln!(
        entry,
        "time_limit_ms = {}\nmemory_limit_mib = {}\nseed = {}",
        spec.time_limit_ms,
        spec.memory_limit_mib,
        toml_string(spec.seed)
    )?;
    if spec.limits_unconfirmed {
        entry.push_str("limits_confirmed = false\n");
    }
    let mut config_text = std::fs::read_to_string(&config_path)?;
    if !config_text.ends_with('\n') {
        config_text.push('\n');
    }
    config_text.push_str(&entry);
    JudgeConfig::parse(&config_text, &config_path)
        .context("the new judge.toml entry does not parse")?;

    let gen_mod_path = gen_dir.join("mod.rs");
    let gen_mod = register_generator(&std::fs::read_to_string(&gen_mod_path)?, &module)
        .with_context(|| {
            format!(
                "{}: cannot find where to register the generator",
                gen_mod_path.display()
            )
        })?;

    // Build the crate beside its destination, then move everything into place.
    let staging = tempfile::tempdir_in(root.join("problems"))?;
    for dir in ["src", "tests", "examples"] {
        std::fs::create_dir_all(staging.path().join(dir))?;
    }
    std::fs::write(staging.path().join("Cargo.toml"), fill(CARGO_TOML))?;
    std::fs::write(staging.path().join("src/main.rs"), fill(MAIN_RS))?;
    std::fs::write(staging.path().join("examples/brute.rs"), fill(BRUTE_RS))?;
    std::fs::write(
        staging.path().join("tests/brute_force.rs"),
        fill(BRUTE_FORCE_RS),
    )?;
    crate::workspace::write_atomically(&generator_path, &fill(GENERATOR_RS))?;
    crate::workspace::write_atomically(&gen_mod_path, &gen_mod)?;
    crate::workspace::write_atomically(&config_path, &config_text)?;
    std::fs::create_dir_all(&samples_dir)?;
    std::fs::rename(staging.keep(), &crate_dir)?;

    println!("created problems/{name}, samples/{name}/, scripts/src/gen/{module}.rs and [problems.{name}] in judge.toml");
    println!("next: 1. the statement's samples in samples/{name}/1.in and 1.out (and edge cases)");
    println!("      2. the solution in problems/{name}/src/main.rs");
    println!(
        "      3. the brute force in problems/{name}/examples/brute.rs (it fails until written)"
    );
    println!("      4. inputs in the statement's format in scripts/src/gen/{module}.rs");
    println!("      5. cargo x test {name} && cargo x stress {name} && cargo x bundle {name}");
    Ok(())
}

/// `gen/mod.rs` with `mod <module>;` and `&<module>::GENERATOR` added, both lists sorted as
/// rustfmt keeps them.
fn register_generator(text: &str, module: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let is_mod = |line: &str| {
        line.strip_prefix("mod ")
            .and_then(|rest| rest.strip_suffix(';'))
            .map(str::to_string)
    };
    let first_mod = lines.iter().position(|line| is_mod(line).is_some())?;
    let end_mod = first_mod
        + lines[first_mod..]
            .iter()
            .position(|line| is_mod(line).is_none())
            .unwrap_or(lines.len() - first_mod);
    let mut modules: Vec<String> = lines[first_mod..end_mod]
        .iter()
        .filter_map(|line| is_mod(line))
        .collect();
    modules.push(module.to_string());
    modules.sort();
    modules.dedup();

    let list_start = lines
        .iter()
        .position(|line| line.starts_with("pub const GENERATORS"))?;
    let list_end = list_start + lines[list_start..].iter().position(|l| l.ends_with("];"))?;
    let mut out: Vec<String> = lines[..first_mod].iter().map(|l| l.to_string()).collect();
    out.extend(modules.iter().map(|m| format!("mod {m};")));
    out.extend(lines[end_mod..list_start].iter().map(|l| l.to_string()));
    out.push("pub const GENERATORS: &[&Generator] = &[".to_string());
    out.extend(modules.iter().map(|m| format!("    &{m}::GENERATOR,")));
    out.push("];".to_string());
    out.extend(lines[list_end + 1..].iter().map(|l| l.to_string()));
    Some(out.join("\n") + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_a_generator_in_sorted_order() {
        let text = "use x;\n\nmod a;\nmod c;\n\npub type T = u8;\n\npub const GENERATORS: &[&Generator] = &[\n    &a::GENERATOR,\n    &c::GENERATOR,\n];\n\nfn f() {}\n";
        let text = register_generator(text, "b").unwrap();
        assert_eq!(
            text,
            "use x;\n\nmod a;\nmod b;\nmod c;\n\npub type T = u8;\n\npub const GENERATORS: &[&Generator] = &[\n    &a::GENERATOR,\n    &b::GENERATOR,\n    &c::GENERATOR,\n];\n\nfn f() {}\n"
        );
    }

    #[test]
    fn names_are_judge_dash_id_in_snake_case_parts() {
        assert_eq!(check_name("poj-2234").unwrap(), ("poj", "2234"));
        assert_eq!(
            check_name("atcoder-abc209-e").unwrap(),
            ("atcoder", "abc209-e")
        );
        for bad in [
            "poj--1", "poj-", "poj", "-1", "Poj-1", "poj-1-", "poj-a_b", "1x-2",
        ] {
            assert!(check_name(bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn titles_are_escaped_for_toml() {
        for title in [r#"A "B""#, r"C:\temp", "it's", r#"'"\"#, "取石子游戏"] {
            let text = format!("x = {}\n", toml_string(title));
            let value: toml::Table = toml::from_str(&text).unwrap();
            assert_eq!(value["x"].as_str(), Some(title), "{text}");
        }
    }
}
