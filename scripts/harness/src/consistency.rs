//! What `cargo test` (the `consistency` test) and `cargo x test` check about the workspace's
//! layout: every problem crate has its judge.toml entry, samples, generator and test stanzas,
//! and a crate that reads a big input through `cgt-fast-input` has a sample with `\r\n` line
//! ends ([`crlf_sample_missing`], which the crate's own `samples` test checks too).

use crate::config::{CompareMode, JudgeConfig};
use crate::paths::{Example, ProblemPaths, Workspace, SAMPLE_TEST_PATH};
use anyhow::Result;

/// Problems whose crate, `judge.toml` entry, samples and generator do not all exist together.
pub fn inconsistencies(workspace: &Workspace, config: &JudgeConfig) -> Result<Vec<String>> {
    let crates = workspace.problem_crates()?;
    let mut problems = Vec::new();
    for krate in &crates {
        let paths = workspace.problem(krate);
        if !config.problems.contains_key(krate) {
            problems.push(format!(
                "problems/{krate} has no [problems.{krate}] in judge.toml"
            ));
        }
        let manifest_text = std::fs::read_to_string(paths.manifest()).unwrap_or_default();
        let declares = |example: Example| {
            manifest_text.contains(&format!("name = \"{}\"", paths.example_target(example)))
        };
        let gen = paths.example_target(Example::Generator);
        if paths.example_source(Example::Generator).is_none() {
            problems.push(format!("problems/{krate} has no generator examples/gen.rs"));
        } else if !declares(Example::Generator) {
            problems.push(format!(
                "problems/{krate}/Cargo.toml has no [[example]] name = \"{gen}\" for examples/gen.rs"
            ));
        }
        if config
            .problems
            .get(krate)
            .is_some_and(|p| p.compare == CompareMode::Checker)
            && (paths.example_source(Example::Checker).is_none() || !declares(Example::Checker))
        {
            problems.push(format!(
                "problems/{krate} has compare = \"checker\" but no examples/checker.rs built as [[example]] name = \"{}\"",
                paths.example_target(Example::Checker)
            ));
        }
        if config
            .problems
            .get(krate)
            .is_some_and(|p| p.compare == CompareMode::Interactive)
            && (paths.example_source(Example::Interactor).is_none()
                || !declares(Example::Interactor))
        {
            problems.push(format!(
                "problems/{krate} has compare = \"interactive\" but no examples/interactor.rs built as [[example]] name = \"{}\"",
                paths.example_target(Example::Interactor)
            ));
        }
        if !manifest_text.contains(SAMPLE_TEST_PATH) {
            problems.push(format!(
                "problems/{krate}/Cargo.toml has no [[test]] at {SAMPLE_TEST_PATH} (its samples would never run)"
            ));
        }
        if paths.example_source(Example::Brute).is_some() && !declares(Example::Brute) {
            problems.push(format!(
                "problems/{krate}/Cargo.toml has no [[example]] name = \"{}\" for examples/brute.rs (each crate's brute force needs a name of its own)",
                paths.example_target(Example::Brute)
            ));
        }
        match paths.samples() {
            Ok(list) if list.is_empty() => problems.push(format!("samples/{krate} has no *.in")),
            Ok(_) => {}
            Err(error) => problems.push(format!("{error:#}")),
        }
        problems.extend(crlf_sample_missing(&paths));
    }
    for name in config.problems.keys() {
        if !crates.contains(name) {
            problems.push(format!(
                "judge.toml has [problems.{name}] but there is no problems/{name}"
            ));
        }
    }
    if let Ok(entries) = std::fs::read_dir(workspace.samples_root()) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !crates.contains(&name) {
                problems.push(format!("samples/{name} belongs to no crate in problems/"));
            }
        }
    }
    Ok(problems)
}

/// The topic that reads a big input (`cgt-fast-input`): a problem that depends on it runs a
/// sample with `\r\n` line ends.
pub const FAST_INPUT: &str = "cgt-fast-input";

/// Why problem `paths` lacks its CRLF sample, if it does: it depends on [`FAST_INPUT`] (its
/// input is big, and judges may give it with `\r\n` line ends) but no `samples/<crate>/crlf-*.in`
/// holds a `\r\n`.
pub fn crlf_sample_missing(paths: &ProblemPaths) -> Option<String> {
    let manifest = std::fs::read_to_string(paths.manifest()).ok()?;
    let table: toml::Table = toml::from_str(&manifest).ok()?;
    let dependencies = table.get("dependencies")?.as_table()?;
    if !dependencies.contains_key(FAST_INPUT) {
        return None;
    }
    let samples = paths.samples().unwrap_or_default();
    let has_crlf = samples.iter().any(|sample| {
        sample.name.starts_with("crlf-")
            && std::fs::read(&sample.input)
                .is_ok_and(|bytes| bytes.windows(2).any(|w| w == b"\r\n"))
    });
    (!has_crlf).then(|| {
        format!(
            "problems/{krate} reads a big input through {FAST_INPUT} but samples/{krate}/ has no \
             crlf-*.in with \\r\\n line ends (a sample's input with \\r\\n and no final newline, \
             its .out the same: judges may give the input so)",
            krate = paths.krate
        )
    })
}

#[cfg(test)]
mod tests;
