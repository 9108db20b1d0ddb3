//! A new problem's name, its judge's id, and its `judge.toml` entry.

use super::spec::{Kind, NewProblem, DEFAULT_TOLERANCE};
use anyhow::{bail, Result};
use harness::config::{IdForm, Judge};
use std::fmt::Write as _;

/// Checks `name` is `<judge>-<id>`: lowercase letters and digits in non-empty parts joined by
/// single `-`, so that its module name (`-` -> `_`) is snake case; returns the judge and the rest.
pub fn check_name(name: &str) -> Result<(&str, &str)> {
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
pub fn toml_string(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}

/// The judge's id of the problem named `<judge>-<rest>`, in the form the judge's `id_form`
/// (judge.toml) says: `cf-603c` -> `603/C`, `atcoder-abc209-e` -> `contests/abc209/tasks/abc209_e`,
/// `luogu-p4279` -> `P4279`. A name that does not fit the form is an error that shows the form.
pub fn judge_id(judge: &Judge, name: &str, rest: &str) -> Result<String> {
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

/// A limit of the new entry: its value and whether it is the judge's confirmed figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub value: u64,
    pub confirmed: bool,
}

/// The limit given on the command line (confirmed unless `unconfirmed`), else the judge's
/// usual one (never confirmed); an error names the flag when there is neither.
pub fn limit(
    given: Option<u64>,
    unconfirmed: bool,
    usual: Option<u64>,
    flag: &str,
    judge: &Judge,
) -> Result<Limit> {
    match (given, usual) {
        (Some(0), _) => bail!("{flag} must be positive"),
        (Some(value), _) => Ok(Limit {
            value,
            confirmed: !unconfirmed,
        }),
        (None, Some(value)) => Ok(Limit {
            value,
            confirmed: false,
        }),
        (None, None) => bail!(
            "{} has no usual limits in judge.toml (default_time_limit_ms, \
             default_memory_limit_mib): give {flag}",
            judge.name
        ),
    }
}

/// The `[problems.<name>]` table of `spec`, with a blank line before it.
pub fn entry(
    spec: &NewProblem,
    judge_key: &str,
    judge: &Judge,
    id: &str,
    (time, memory): (Limit, Limit),
) -> Result<String> {
    let name = spec.name;
    let mut entry = format!(
        "\n[problems.{name}]\njudge = {}\nid = {}\ntitle = {}\n",
        toml_string(judge_key),
        toml_string(id),
        toml_string(spec.title)
    );
    if let Some(url) = &judge.url {
        writeln!(entry, "url = {}", toml_string(&url.replace("{id}", id)))?;
    }
    writeln!(
        entry,
        "time_limit_ms = {}\nmemory_limit_mib = {}",
        time.value, memory.value
    )?;
    if let Some(source) = spec.source {
        writeln!(entry, "source = {}", toml_string(source))?;
    }
    match spec.kind {
        Kind::Real => {
            let tolerance = spec.tolerance.unwrap_or(DEFAULT_TOLERANCE);
            writeln!(entry, "compare = \"real\"\ntolerance = {tolerance:e}")?;
        }
        Kind::Interactive => entry.push_str("compare = \"interactive\"\n"),
        _ if spec.checker => entry.push_str("compare = \"checker\"\n"),
        _ => {}
    }
    if let Some(cases) = spec.cases {
        writeln!(entry, "cases = {}", toml_string(cases))?;
    }
    match (time.confirmed, memory.confirmed) {
        (true, true) => {}
        (false, false) => entry.push_str("limits_confirmed = false\n"),
        (false, true) => entry.push_str("time_limit_confirmed = false\n"),
        (true, false) => entry.push_str("memory_limit_confirmed = false\n"),
    }
    Ok(entry)
}

#[cfg(test)]
mod tests;
