//! `cargo x new`: a problem crate (solution, brute force, generator, tests), its samples folder
//! and its judge.toml entry, all formatted as `cargo fmt` would and with placeholders that fail
//! until they are written. Nothing under `scripts/` is touched, so adding a problem never
//! rebuilds `cargo x`.
//!
//! The files themselves are templates: `templates` for a plain problem, [`interactive`] for an
//! interactive one.

pub mod interactive;
mod templates;

use anyhow::{bail, Context, Result};
use harness::config::JudgeConfig;
use harness::paths::Workspace;
use std::fmt::Write as _;
use templates::{
    BRUTE_FORCE_RS, BRUTE_RS, BRUTE_STANZA, CARGO_TOML, CHECKER_RS, CHECKER_STANZA, GENERATOR_RS,
    MAIN_RS, MAIN_RS_BIG_INPUT,
};

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
    /// An interactive problem (`compare = "interactive"`; [`interactive`]).
    pub interactive: bool,
    /// A real-number answer judged within this error (`compare = "real"` and its `tolerance`).
    pub real: Option<f64>,
    /// The input is large: the solution reads it through `cgt-fast-input` (`templates::MAIN_RS_BIG_INPUT`).
    pub big_input: bool,
}

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
    if let Some(tolerance) = spec.real {
        if !(tolerance > 0.0 && tolerance < 1.0) {
            bail!("--real takes an error between 0 and 1, e.g. 1e-9 (not {tolerance})");
        }
        writeln!(entry, "compare = \"real\"\ntolerance = {tolerance:e}")?;
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
        interactive::write_crate(staging.path(), &fill)?;
    } else {
        let mut manifest = fill(CARGO_TOML) + &fill(BRUTE_STANZA);
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
    harness::atomic::write_atomically(&config_path, &config_text)?;
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
mod tests;
