//! `cargo x new`: a problem crate (solution, brute force, generator, tests), its samples folder
//! and its judge.toml entry, all formatted as `cargo fmt` would and with placeholders that fail
//! until they are written. Nothing under `scripts/` is touched, so adding a problem never
//! rebuilds `cargo x`.

use anyhow::{bail, Context, Result};
use harness::config::JudgeConfig;
use harness::paths::Workspace;
use std::fmt::Write as _;

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
    /// Where the problem comes from: a seed article (`000`, `001`, `002`) or a family.
    pub source: &'a str,
    /// The limits are a guess, not the judge's confirmed figures.
    pub limits_unconfirmed: bool,
    /// Topic crates of `common/` the solution uses, e.g. `nim` for `cgt-nim`.
    pub uses: &'a [String],
    /// How one input holds several test cases (`count`, `count-tokens`, `lines` or `eof`; see
    /// judge.toml).
    pub cases: Option<&'a str>,
    /// Many answers are right: a checker (`examples/checker.rs`) judges the output.
    pub checker: bool,
    /// An interactive problem (`compare = "interactive"`; `crate::scaffold_interactive`).
    pub interactive: bool,
    /// The input is large: the solution reads it through `cgt-fast-input` (`MAIN_RS_BIG_INPUT`).
    pub big_input: bool,
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
harness.workspace = true
oracle.workspace = true
rand.workspace = true

[[test]]
name = "samples"
path = "../../scripts/harness/problem.rs"
harness = false

[[example]]
name = "{name}-brute"
path = "examples/brute.rs"

[[example]]
name = "{name}-gen"
path = "examples/gen.rs"
"#;

const MAIN_RS: &str = r#"//! {title}: TODO state the model (which game, which Grundy values, which sum).

use proconio::input;
use std::io::{BufWriter, Write};

/// TODO: the rule (a Grundy value, a win/lose test) as the mathematics states it.
pub fn first_player_wins(n: u64) -> bool {
    n % 2 == 1
}

fn main() {
    input! { n: u64 }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", u8::from(first_player_wins(n))).unwrap();
}
"#;

/// The solution's template under `--big-input`: stdin read once as bytes, integers parsed by
/// `Int<T>` (common/fast-input), output through the BufWriter as in [`MAIN_RS`].
const MAIN_RS_BIG_INPUT: &str = r#"//! {title}: TODO state the model (which game, which Grundy values, which sum).
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
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", u8::from(first_player_wins(n))).unwrap();
}
"#;

const BRUTE_RS: &str = r#"//! {title} by brute force: the real game searched from its definition, never the formula of
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

const BRUTE_FORCE_RS: &str = r#"//! The solution against the brute force of examples/brute.rs, on the generator's small inputs
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

const GENERATOR_RS: &str = r#"//! Inputs of {name} (`cargo x gen {name}`): `small` for the brute force, `random` of moderate
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
const CHECKER_STANZA: &str = r#"
[[example]]
name = "{name}-checker"
path = "examples/checker.rs"
"#;

const CHECKER_RS: &str = r#"//! The checker of {name}: `{name}-checker INPUT EXPECTED ACTUAL` (three files). Exit 0
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
/// workspace: everything is checked and prepared first, so a failure leaves the workspace as it
/// was.
pub fn new_problem(workspace: &Workspace, spec: &NewProblem) -> Result<()> {
    let name = spec.name;
    let config_path = workspace.judge_toml();
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
        if !workspace.topic_dir(topic).join("Cargo.toml").is_file() {
            bail!("--uses {topic}: there is no topic common/{topic}/");
        }
        writeln!(uses, "cgt-{topic}.workspace = true")?;
    }
    if spec.big_input && !spec.uses.iter().any(|topic| topic == "fast-input") {
        uses.push_str("cgt-fast-input.workspace = true\n");
    }
    let paths = workspace.problem(name);
    let (crate_dir, samples_dir) = (&paths.dir, &paths.samples_dir);
    for path in [crate_dir, samples_dir] {
        if path.exists() {
            bail!("{} already exists", path.display());
        }
    }
    let id = match spec.id {
        Some(id) => id.to_string(),
        None => judge_id(judge, name, rest)?,
    };
    if let Some(cases) = spec.cases {
        if !["count", "count-tokens", "lines", "eof"].contains(&cases) {
            bail!("--cases is count, count-tokens, lines or eof (see judge.toml), not `{cases}`");
        }
    }
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
        "time_limit_ms = {}\nmemory_limit_mib = {}\nsource = {}",
        spec.time_limit_ms,
        spec.memory_limit_mib,
        toml_string(spec.source)
    )?;
    if spec.checker {
        entry.push_str("compare = \"checker\"\n");
    }
    if let Some(cases) = spec.cases {
        writeln!(entry, "cases = {}", toml_string(cases))?;
    }
    if spec.limits_unconfirmed {
        entry.push_str("limits_confirmed = false\n");
    }
    if spec.interactive {
        entry.push_str("compare = \"interactive\"\n");
    }
    let mut config_text = std::fs::read_to_string(&config_path)?;
    if !config_text.ends_with('\n') {
        config_text.push('\n');
    }
    config_text.push_str(&entry);
    JudgeConfig::parse(&config_text, &config_path)
        .context("the new judge.toml entry does not parse")?;

    // Build the crate beside its destination, then move everything into place.
    let staging = tempfile::tempdir_in(workspace.problems_dir())?;
    for dir in ["src", "tests", "examples"] {
        std::fs::create_dir_all(staging.path().join(dir))?;
    }
    if spec.interactive {
        crate::scaffold_interactive::write_crate(staging.path(), &fill)?;
    } else {
        let mut manifest = fill(CARGO_TOML);
        if spec.checker {
            manifest.push_str(&fill(CHECKER_STANZA));
            std::fs::write(staging.path().join("examples/checker.rs"), fill(CHECKER_RS))?;
        }
        std::fs::write(staging.path().join("Cargo.toml"), manifest)?;
        let main_rs = if spec.big_input {
            MAIN_RS_BIG_INPUT
        } else {
            MAIN_RS
        };
        std::fs::write(staging.path().join("src/main.rs"), fill(main_rs))?;
        std::fs::write(staging.path().join("examples/brute.rs"), fill(BRUTE_RS))?;
        std::fs::write(
            staging.path().join("tests/brute_force.rs"),
            fill(BRUTE_FORCE_RS),
        )?;
        std::fs::write(staging.path().join("examples/gen.rs"), fill(GENERATOR_RS))?;
    }
    harness::workspace::write_atomically(&config_path, &config_text)?;
    std::fs::create_dir_all(samples_dir)?;
    std::fs::rename(staging.keep(), crate_dir)?;

    println!("created problems/{name}, samples/{name}/ and [problems.{name}] in judge.toml");
    match &judge.url {
        Some(url) => println!(
            "id {id}: check that {} is the problem",
            url.replace("{id}", &id)
        ),
        None => println!("id {id} ({} has no URL)", judge.name),
    }
    if spec.interactive {
        println!("next: 1. samples/{name}/1.in: a game and `<policy> <seed>`; 1.out: the statement's interaction (documentation)");
        println!("      2. the player in problems/{name}/src/main.rs");
        println!("      3. the interactor in problems/{name}/examples/interactor.rs (it fails until written)");
        println!(
            "      4. games in problems/{name}/examples/gen.rs, the game test in tests/play.rs"
        );
        println!("      5. cargo x check {name}");
        return Ok(());
    }
    println!("next: 1. the statement's samples in samples/{name}/1.in and 1.out (and edge cases)");
    println!("      2. the solution in problems/{name}/src/main.rs");
    println!(
        "      3. the brute force in problems/{name}/examples/brute.rs (it fails until written)"
    );
    println!("      4. inputs in the statement's format in problems/{name}/examples/gen.rs");
    if spec.checker {
        println!("         and the checker in problems/{name}/examples/checker.rs (it rejects until written)");
    }
    println!("      5. cargo x check --fix {name} (formats the crate with cargo fmt, then runs every check)");
    Ok(())
}

/// The judge's id of the problem named `<judge>-<rest>`, in the form the judge's `id_form`
/// (judge.toml) says: `cf-603c` -> `603/C`, `atcoder-abc209-e` -> `contests/abc209/tasks/abc209_e`,
/// `luogu-p4279` -> `P4279`. A name that does not fit the form is an error that shows the form.
fn judge_id(judge: &harness::config::Judge, name: &str, rest: &str) -> Result<String> {
    use harness::config::IdForm;
    let split_digits = |text: &str| {
        let cut = text
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(text.len());
        (text[..cut].to_string(), text[cut..].to_string())
    };
    match judge.id_form {
        IdForm::Plain => Ok(rest.to_string()),
        IdForm::Upper => Ok(rest.to_ascii_uppercase()),
        IdForm::ContestIndex => {
            let (contest, index) = split_digits(rest);
            let index_ok = index.starts_with(|c: char| c.is_ascii_lowercase())
                && index[1..].bytes().all(|b| b.is_ascii_digit())
                && index.len() <= 2;
            if contest.is_empty() || !index_ok {
                bail!(
                    "`{name}`: a {} name is `<judge>-<contest><index>`, e.g. cf-603c for problem \
                     603/C or cf-1310f1 for 1310/F1 (or give --id)",
                    judge.name
                );
            }
            Ok(format!("{contest}/{}", index.to_ascii_uppercase()))
        }
        IdForm::AtcoderTask => {
            let parts: Vec<&str> = rest.split('-').collect();
            match parts[..] {
                [contest, task]
                    if contest.starts_with(|c: char| c.is_ascii_lowercase())
                        && contest.bytes().any(|b| b.is_ascii_digit()) =>
                {
                    Ok(format!("contests/{contest}/tasks/{contest}_{task}"))
                }
                _ => bail!(
                    "`{name}`: an {} name is `<judge>-<contest>-<task>`, e.g. atcoder-abc209-e for \
                     contests/abc209/tasks/abc209_e (older contests letter their tasks otherwise: \
                     give --id then, e.g. --id contests/arc091/tasks/arc091_d)",
                    judge.name
                ),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judge(form: &str) -> harness::config::Judge {
        let text = format!(
            "[judge_compiler]\nversion = \"1.85.0\"\nmsrv = \"1.70\"\nedition = \"2021\"\n\
             debian_packages = []\n[judges.j]\nname = \"J\"\naccepts_rust = true\nid_form = \"{form}\"\n[problems]\n"
        );
        let config = JudgeConfig::parse(&text, std::path::Path::new("judge.toml")).unwrap();
        config.judges["j"].clone()
    }

    #[test]
    fn ids_take_the_judges_form() {
        let cf = judge("contest-index");
        assert_eq!(judge_id(&cf, "cf-603c", "603c").unwrap(), "603/C");
        assert_eq!(judge_id(&cf, "cf-1310f1", "1310f1").unwrap(), "1310/F1");
        for bad in ["603", "c603", "603cc", "603-c"] {
            let error = judge_id(&cf, &format!("cf-{bad}"), bad).unwrap_err();
            assert!(format!("{error}").contains("cf-603c"), "{bad}: {error}");
        }
        let atcoder = judge("atcoder-task");
        assert_eq!(
            judge_id(&atcoder, "atcoder-abc209-e", "abc209-e").unwrap(),
            "contests/abc209/tasks/abc209_e"
        );
        assert!(judge_id(&atcoder, "atcoder-abc209", "abc209").is_err());
        assert_eq!(
            judge_id(&judge("upper"), "luogu-p4279", "p4279").unwrap(),
            "P4279"
        );
        assert_eq!(
            judge_id(&judge("plain"), "poj-2234", "2234").unwrap(),
            "2234"
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
