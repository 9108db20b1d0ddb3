//! `judge.toml`: the judges, the problems and the judge compiler, as typed structs.

use anyhow::{bail, Context, Result};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JudgeConfig {
    pub judge_compiler: JudgeCompiler,
    pub judges: BTreeMap<String, Judge>,
    pub problems: BTreeMap<String, Problem>,
}

/// The compiler every bundle is compiled with before it is submitted.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JudgeCompiler {
    /// The rustc version, e.g. "1.85.0".
    pub version: String,
    /// The oldest rustc a judge we submit to runs; enforced by clippy's `incompatible_msrv`.
    pub msrv: String,
    /// The Debian packages that make up the compiler, as `apt-get download` arguments
    /// (`name=version` pins a version); they are unpacked into a private folder.
    pub debian_packages: Vec<String>,
    pub edition: String,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct Judge {
    pub name: String,
    /// Problem URL with `{id}` in place of the problem id.
    pub url: Option<String>,
    pub accepts_rust: bool,
    /// The judge's rustc version, where it runs Rust.
    pub rustc: Option<String>,
    pub editions: Option<Vec<String>>,
    /// The largest source file the judge takes, where known.
    pub source_limit_bytes: Option<u64>,
    /// Where `source_limit_bytes` comes from (the judge's page that states it).
    pub source_limit_source: Option<String>,
    pub note: Option<String>,
    /// How `cargo x new <judge>-<rest>` turns `<rest>` into the judge's id (default `plain`).
    #[serde(default)]
    pub id_form: IdForm,
    /// The time limit most of the judge's problems have: what `cargo x new` writes when none
    /// is given, marked unconfirmed (a guess until the statement is read).
    pub default_time_limit_ms: Option<u64>,
    /// The memory limit most of the judge's problems have, as [`Judge::default_time_limit_ms`].
    pub default_memory_limit_mib: Option<u64>,
}

/// The form of a judge's problem ids, for `cargo x new`.
#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq, Default)]
#[serde(rename_all = "kebab-case")]
pub enum IdForm {
    /// The rest of the crate name as it is: `poj-2234` -> `2234`.
    #[default]
    Plain,
    /// In capitals: `luogu-p4279` -> `P4279`.
    Upper,
    /// Contest number and problem index: `cf-603c` -> `603/C`.
    ContestIndex,
    /// AtCoder's task path: `atcoder-abc209-e` -> `contests/abc209/tasks/abc209_e`.
    AtcoderTask,
}

#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq, Default)]
#[serde(rename_all = "lowercase")]
pub enum CompareMode {
    /// Line by line, trailing whitespace of each line and trailing blank lines ignored.
    #[default]
    Lines,
    /// Whitespace-separated tokens.
    Tokens,
    /// Byte for byte.
    Exact,
    /// Real numbers judged within an error: whitespace-separated tokens, those the expected
    /// output has as numbers compared as numbers, accepted when
    /// `|actual - expected| <= tolerance * max(1, |expected|)` (absolute error up to 1, relative
    /// beyond: the rule of Codeforces' and testlib's real checkers); other tokens compared as
    /// text. Needs the problem's `tolerance` ([`Problem::tolerance`]).
    Real,
    /// The crate's checker program, for problems with many right answers: the example
    /// `<crate>-checker` (`problems/<crate>/examples/checker.rs`), run as
    /// `<crate>-checker INPUT EXPECTED ACTUAL` (three file paths). Exit 0 accepts; exit 1 is a
    /// wrong answer, with the checker's message; anything else is a broken checker.
    Checker,
    /// An interactive problem: the solution plays against the crate's interactor, the example
    /// `<crate>-interactor` (`problems/<crate>/examples/interactor.rs`, see `oracle::interact`),
    /// joined by two pipes (`crate::interact`). Its built path is kept in `checker`.
    Interactive,
}

/// How a multi-case input maps to output lines, so that a wrong answer can name its case.
#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Cases {
    /// The first token is the number of cases T; output line i answers case i.
    Count,
    /// Each input line is a case and gets one output line.
    Lines,
    /// Cases follow each other until the end of the input; output line i answers case i.
    Eof,
    /// The first token is the number of cases T; all T answers share one output line, and
    /// output token i answers case i.
    #[serde(rename = "count-tokens")]
    CountTokens,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Problem {
    pub judge: String,
    pub id: String,
    pub title: String,
    pub url: Option<String>,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
    #[serde(default)]
    pub compare: CompareMode,
    /// With `compare = "real"` (and only then): the largest error accepted, absolute or
    /// relative (see [`CompareMode::Real`]), e.g. `1e-9`.
    pub tolerance: Option<f64>,
    /// How the input splits into cases, where one output line answers one case.
    pub cases: Option<Cases>,
    /// Where the problem comes from: a seed article (`000`, `001`, `002`), a family, or any
    /// short word; none when nobody said (a problem is never tagged with a source it was not
    /// given).
    pub source: Option<String>,
    /// Whether both limits above are the judge's own (false: our guess, or a local problem).
    /// [`Problem::time_limit_confirmed`] and [`Problem::memory_limit_confirmed`] say it of one
    /// limit and win over it.
    #[serde(default = "yes")]
    pub limits_confirmed: bool,
    /// Whether the time limit is the judge's own (default: `limits_confirmed`).
    pub time_limit_confirmed: Option<bool>,
    /// Whether the memory limit is the judge's own (default: `limits_confirmed`).
    pub memory_limit_confirmed: Option<bool>,
}

fn yes() -> bool {
    true
}

impl Problem {
    /// Whether the time limit is the judge's own figure.
    pub fn time_confirmed(&self) -> bool {
        self.time_limit_confirmed.unwrap_or(self.limits_confirmed)
    }

    /// Whether the memory limit is the judge's own figure.
    pub fn memory_confirmed(&self) -> bool {
        self.memory_limit_confirmed.unwrap_or(self.limits_confirmed)
    }
}

/// Source size limit when a judge states none: the common 64 KiB.
pub const DEFAULT_SOURCE_LIMIT_BYTES: u64 = 64 * 1024;

impl JudgeConfig {
    /// Reads and checks `path`; errors name the file, the line and the offending key.
    pub fn load(path: &Path) -> Result<Self> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        Self::parse(&text, path)
    }

    pub fn parse(text: &str, path: &Path) -> Result<Self> {
        let config: JudgeConfig = toml::from_str(text).map_err(|error| {
            let message = error.message().trim_end();
            let Some(span) = error.span() else {
                return anyhow::anyhow!("{}: {message}", path.display());
            };
            let line = text[..span.start].matches('\n').count() + 1;
            // A missing key is reported at its table's header: name the key itself.
            let missing = message
                .strip_prefix("missing field `")
                .and_then(|rest| rest.strip_suffix('`'));
            match (missing, table_at(text, line), key_at(text, line)) {
                (Some(field), Some(table), _) => {
                    anyhow::anyhow!("{}:{line}: {table}.{field}: missing", path.display())
                }
                (_, _, Some(key)) => anyhow::anyhow!("{}:{line}: {key}: {message}", path.display()),
                _ => anyhow::anyhow!("{}:{line}: {message}", path.display()),
            }
        })?;
        for (name, problem) in &config.problems {
            if !config.judges.contains_key(&problem.judge) {
                let line = line_of(text, &format!("[problems.{name}]"));
                bail!(
                    "{}:{line}: problems.{name}.judge: unknown judge `{}` (known: {})",
                    path.display(),
                    problem.judge,
                    config.judges.keys().cloned().collect::<Vec<_>>().join(", ")
                );
            }
            let real = problem.compare == CompareMode::Real;
            match problem.tolerance {
                None if real => {
                    let line = line_of_key(text, &format!("problems.{name}"), "compare");
                    bail!(
                        "{}:{line}: problems.{name}.tolerance: missing (compare = \"real\" needs \
                         the error it accepts, e.g. tolerance = 1e-9)",
                        path.display()
                    );
                }
                Some(_) if !real => {
                    let line = line_of_key(text, &format!("problems.{name}"), "tolerance");
                    bail!(
                        "{}:{line}: problems.{name}.tolerance: only for compare = \"real\"",
                        path.display()
                    );
                }
                Some(tolerance) if !(tolerance > 0.0 && tolerance < 1.0) => {
                    let line = line_of_key(text, &format!("problems.{name}"), "tolerance");
                    bail!(
                        "{}:{line}: problems.{name}.tolerance: must be more than 0 and less than 1",
                        path.display()
                    );
                }
                _ => {}
            }
            for (key, value) in [
                ("time_limit_ms", problem.time_limit_ms),
                ("memory_limit_mib", problem.memory_limit_mib),
            ] {
                if value == 0 {
                    let line = line_of_key(text, &format!("problems.{name}"), key);
                    bail!(
                        "{}:{line}: problems.{name}.{key}: must be more than 0",
                        path.display()
                    );
                }
            }
        }
        Ok(config)
    }

    pub fn problem(&self, name: &str) -> Result<&Problem> {
        self.problems
            .get(name)
            .with_context(|| format!("judge.toml has no [problems.{name}]"))
    }

    pub fn judge_of(&self, problem: &Problem) -> &Judge {
        &self.judges[&problem.judge]
    }
}

impl Judge {
    pub fn source_limit(&self) -> u64 {
        self.source_limit_bytes
            .unwrap_or(DEFAULT_SOURCE_LIMIT_BYTES)
    }
}

/// The dotted key defined on line `line` (1-based), e.g. `problems.poj-2234.time_limit_ms`.
fn key_at(text: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let (key, _) = lines.get(line - 1)?.split_once('=')?;
    let table = lines[..line - 1]
        .iter()
        .rev()
        .map(|l| l.trim())
        .find(|l| l.starts_with('[') && l.ends_with(']'))
        .map(|header| header.trim_matches(|c| c == '[' || c == ']').to_string());
    let key = key.trim();
    Some(match table {
        Some(table) => format!("{table}.{key}"),
        None => key.to_string(),
    })
}

/// The table whose header is on line `line` (1-based), e.g. `problems.poj-2234`.
fn table_at(text: &str, line: usize) -> Option<String> {
    let header = text.lines().nth(line.checked_sub(1)?)?.trim();
    let table = header.strip_prefix('[')?.strip_suffix(']')?;
    Some(
        table
            .trim_matches(|c| c == '[' || c == ']')
            .trim()
            .to_string(),
    )
}

/// The line (1-based) of `key = ...` in the table `[table]`; its header's line if not there.
fn line_of_key(text: &str, table: &str, key: &str) -> usize {
    let header = line_of(text, &format!("[{table}]"));
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate().skip(header) {
        let line = line.trim();
        if line.starts_with('[') {
            break;
        }
        if line.split_once('=').is_some_and(|(k, _)| k.trim() == key) {
            return i + 1;
        }
    }
    header
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|line| line.trim() == needle)
        .map_or(0, |i| i + 1)
}

#[cfg(test)]
mod tests;
