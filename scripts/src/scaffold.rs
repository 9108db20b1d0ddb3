//! `cargo x new`: a problem crate (solution, brute force, generator, tests), its samples folder
//! and its judge.toml entry, all or nothing. Each [`Kind`] of answer has its own scaffold, a
//! small worked example of the kind that passes `cargo x check` as written (the templates under
//! `scripts/templates/<kind>/`), so that a problem starts green and is edited from there.
//! Nothing under `scripts/` is touched, so adding a problem never rebuilds `cargo x`.

mod big_input;
pub mod entry;
mod spec;
pub mod templates;

pub use spec::{Kind, NewProblem, DEFAULT_TOLERANCE};

use crate::catalogue::markdown_text;
use anyhow::{bail, Context, Result};
use entry::{check_name, judge_id, limit, Limit};
use harness::config::JudgeConfig;
use harness::paths::Workspace;
use std::fmt::Write as _;
use std::path::Path;

/// What `cargo x new` made, for the command to say.
pub struct Created {
    pub id: String,
    /// The problem's page, where the judge has URLs.
    pub url: Option<String>,
    pub judge_name: String,
    pub time: Limit,
    pub memory: Limit,
}

/// Creates the crate, its samples folder and its judge.toml entry in the workspace: everything
/// is checked and prepared first, so a failure leaves the workspace as it was.
pub fn new_problem(workspace: &Workspace, spec: &NewProblem) -> Result<Created> {
    let name = spec.name;
    let config_path = workspace.judge_toml();
    let config = JudgeConfig::load(&config_path)?;
    let (judge_key, rest) = check_name(name)?;
    if spec.title.chars().any(char::is_control) {
        bail!("--title: a title is one line without control characters");
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
    let time = limit(
        spec.time_limit_ms,
        spec.time_unconfirmed,
        judge.default_time_limit_ms,
        "--time-limit-ms",
        judge,
    )?;
    let memory = limit(
        spec.memory_limit_mib,
        spec.memory_unconfirmed,
        judge.default_memory_limit_mib,
        "--memory-limit-mib",
        judge,
    )?;
    check_flags(spec)?;
    let mut topics: Vec<&str> = spec.uses.iter().map(String::as_str).collect();
    if spec.big_input {
        topics.push("fast-input");
    }
    if spec.kind == Kind::Mod {
        topics.push("modular");
    }
    topics.sort_unstable();
    topics.dedup();
    let mut uses = String::new();
    for topic in &topics {
        if !workspace.topic_dir(topic).join("Cargo.toml").is_file() {
            bail!("--uses {topic}: there is no topic common/{topic}/");
        }
        writeln!(uses, "cgt-{topic}.workspace = true")?;
    }
    let paths = workspace.problem(name);
    for path in [&paths.dir, &paths.samples_dir] {
        if path.exists() {
            bail!("{} already exists", path.display());
        }
    }
    let id = match spec.id {
        Some(id) => id.to_string(),
        None => judge_id(judge, name, rest)?,
    };
    let mut config_text = std::fs::read_to_string(&config_path)?;
    if !config_text.ends_with('\n') {
        config_text.push('\n');
    }
    config_text.push_str(&entry::entry(spec, judge_key, judge, &id, (time, memory))?);
    JudgeConfig::parse(&config_text, &config_path)
        .context("the new judge.toml entry does not parse")?;

    // Build the crate and its samples beside their destinations, then move them into place.
    let crate_staging = tempfile::tempdir_in(workspace.problems_dir())?;
    std::fs::create_dir_all(workspace.samples_root())?;
    let samples_staging = tempfile::tempdir_in(workspace.samples_root())?;
    write_files(spec, &uses, crate_staging.path(), samples_staging.path())?;
    harness::atomic::write_atomically(&config_path, &config_text)?;
    std::fs::rename(samples_staging.keep(), &paths.samples_dir)?;
    std::fs::rename(crate_staging.keep(), &paths.dir)?;
    Ok(Created {
        url: judge.url.as_ref().map(|url| url.replace("{id}", &id)),
        id,
        judge_name: judge.name.clone(),
        time,
        memory,
    })
}

/// The flags that go together, and the values that are allowed.
fn check_flags(spec: &NewProblem) -> Result<()> {
    if let Some(cases) = spec.cases {
        if !["count", "count-tokens", "lines", "eof"].contains(&cases) {
            bail!("--cases is count, count-tokens, lines or eof (see judge.toml), not `{cases}`");
        }
    }
    if let Some(tolerance) = spec.tolerance {
        if spec.kind != Kind::Real {
            bail!("a tolerance is for --kind real");
        }
        if !(tolerance > 0.0 && tolerance < 1.0) {
            bail!("--real takes an error between 0 and 1, e.g. 1e-9 (not {tolerance})");
        }
    }
    if spec.checker && matches!(spec.kind, Kind::Real | Kind::Interactive) {
        bail!(
            "--checker judges a problem with many right answers; a {} problem is judged by its \
             own rule",
            spec.kind.name()
        );
    }
    if spec.big_input && spec.kind == Kind::Interactive {
        bail!("--big-input reads the whole input at once: not for an interactive problem");
    }
    Ok(())
}

/// Writes the crate's files into `crate_dir` and its samples into `samples_dir`, the templates
/// of the spec's kind filled in.
fn write_files(spec: &NewProblem, uses: &str, crate_dir: &Path, samples_dir: &Path) -> Result<()> {
    let tolerance = format!("{:e}", spec.tolerance.unwrap_or(DEFAULT_TOLERANCE));
    let fill = |template: &str| {
        template
            .replace("{name}", spec.name)
            .replace("{title}", &markdown_text(spec.title))
            .replace("{uses}", uses)
            .replace("{tolerance}", &tolerance)
    };
    let (stanza, files) = templates::files(spec.kind);
    let mut manifest = fill(templates::CARGO_TOML) + &fill(stanza);
    if spec.checker {
        manifest.push_str(&fill(templates::CHECKER_STANZA));
        write(
            crate_dir,
            "examples/checker.rs",
            &fill(templates::CHECKER_RS),
        )?;
    }
    write(crate_dir, "Cargo.toml", &manifest)?;
    for file in files {
        let mut text = fill(file.template);
        if spec.big_input && file.path == "src/main.rs" {
            text = big_input::fast_input(&text);
        }
        if file.sample {
            write(samples_dir, file.path, &text)?;
            if spec.big_input {
                let crlf_text = match file.path.strip_suffix(".in") {
                    Some(_) => big_input::crlf(&text),
                    None => text,
                };
                write(samples_dir, &format!("crlf-{}", file.path), &crlf_text)?;
            }
        } else {
            write(crate_dir, file.path, &text)?;
        }
    }
    Ok(())
}

fn write(dir: &Path, path: &str, text: &str) -> Result<()> {
    let path = dir.join(path);
    std::fs::create_dir_all(path.parent().expect("a file in the folder"))?;
    std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))
}
