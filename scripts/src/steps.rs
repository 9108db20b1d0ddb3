//! `cargo x check <crate>...` and `cargo x ci`: everything CI checks, as steps that each print one
//! line with their verdict and time, and what they printed only when they fail.
//!
//! Each step is a process of its own (cargo, or `cargo x` itself for stress and bundle), so a
//! step's output is captured whole and Ctrl-C reaches it as it reaches `cargo x`.

use crate::build::cargo;
use crate::context::{progress_every, Context};
use anyhow::{Context as _, Result};
use harness::watchdog::run_watched;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Seeds per problem that `cargo x ci` (and `check`, by default) stresses.
pub const CI_STRESS_SEEDS: u64 = 100;

/// How long one step of `check` or `ci` may run before it is killed as a hang or a runaway
/// (every step ends well inside it on 2 cores; the brute-force tests stop a looping case
/// themselves after 30 s, see `oracle::gen::small_inputs`).
pub const STEP_BOUND: Duration = Duration::from_secs(30 * 60);

/// One step: a name, the command that runs it, and what to say when it fails.
pub struct Step {
    pub name: String,
    pub command: Command,
    /// Rewrites the step's output before it is shown (the fmt step's diffs, once per file).
    pub tidy: fn(&str) -> String,
    /// Said after the output of a failed step: how to fix it.
    pub hint: Option<String>,
}

impl Step {
    fn cargo(ctx: &Context, name: &str, args: &[&str]) -> Step {
        let mut command = cargo();
        command.current_dir(&ctx.workspace.root).args(args);
        Step {
            name: name.to_string(),
            command,
            tidy: str::to_string,
            hint: None,
        }
    }

    /// `cargo clippy <args>`, each diagnostic shown once.
    fn clippy(ctx: &Context, name: &str, args: &[&str]) -> Step {
        Step {
            tidy: one_diagnostic_each,
            ..Step::cargo(ctx, name, args)
        }
    }

    fn x(ctx: &Context, name: &str, args: &[&str]) -> Result<Step> {
        let mut command = Command::new(harness::run::this_program()?);
        command.current_dir(&ctx.workspace.root).args(args);
        Ok(Step {
            name: name.to_string(),
            command,
            tidy: failures_first,
            hint: None,
        })
    }

    /// `cargo test <args>`: every test target even after one fails (`--no-fail-fast`), the
    /// lines that say what failed (a `TLE` of a brute-force test, a panic, a failed test)
    /// shown first when the output is long.
    fn test(ctx: &Context, args: &[&str]) -> Step {
        let mut all = vec!["test", "--no-fail-fast"];
        all.extend(args);
        Step {
            tidy: failures_first,
            ..Step::cargo(ctx, "test", &all)
        }
    }

    /// `cargo x docs --check`: the generated catalogues are up to date.
    fn catalogues(ctx: &Context, fix: &str) -> Result<Step> {
        let mut step = Step::x(ctx, "docs", &["docs", "--check"])?;
        step.hint = Some(format!("to regenerate: {fix} (or cargo x docs)"));
        Ok(step)
    }

    /// `cargo doc --workspace --no-deps` with every rustdoc warning an error: the docs stay
    /// free of warnings.
    fn doc(ctx: &Context, packages: &[&str]) -> Step {
        let mut args = vec!["doc", "--no-deps"];
        args.extend(packages);
        let mut step = Step::cargo(ctx, "doc", &args);
        step.command.env("RUSTDOCFLAGS", "-D warnings");
        step.hint = Some(format!("to see them: cargo {}", args.join(" ")));
        step
    }

    /// `cargo fmt <args> -- --check`, in colour only on a terminal, each file's diff once;
    /// on failure it names `fix`, the command that formats.
    fn fmt(ctx: &Context, args: &[&str], fix: String) -> Step {
        let colour = if ctx.shell.colour() {
            "always"
        } else {
            "never"
        };
        let mut all = vec!["fmt"];
        all.extend(args);
        all.extend(["--", "--check", "--color", colour]);
        Step {
            tidy: one_diff_per_file,
            hint: Some(format!("to format: {fix}")),
            ..Step::cargo(ctx, "fmt", &all)
        }
    }
}

/// rustfmt's `--check` output with each diff shown once: a file reached twice (as an example,
/// and as a module of a test through `#[path = "../examples/brute.rs"]`) is named once, by its
/// path without `..`. A diff starts at a line `Diff in <path>:<line>:`.
pub fn one_diff_per_file(text: &str) -> String {
    let mut out = String::new();
    let mut seen = std::collections::BTreeSet::new();
    let mut keep = true;
    for line in text.split_inclusive('\n') {
        let plain = strip_ansi(line);
        if let Some(place) = plain.trim_end().strip_prefix("Diff in ") {
            let place = normalize(place);
            keep = seen.insert(place.clone());
            if keep {
                out.push_str(&format!("Diff in {place}\n"));
            }
            continue;
        }
        if keep {
            out.push_str(line);
        }
    }
    out
}

/// Cargo's output with each diagnostic shown once: a file compiled in several targets (the
/// solution as a binary, and as a module of a test through `#[path = "../src/main.rs"]`) gets
/// the same lint from each. A diagnostic starts at a line `warning...` or `error...` and runs
/// to the next blank line; two are the same when their first line and their place (`--> path`,
/// without `..`) are.
pub fn one_diagnostic_each(text: &str) -> String {
    let mut out = String::new();
    let mut seen = std::collections::BTreeSet::new();
    let mut block: Vec<&str> = Vec::new();
    let mut flush = |block: &mut Vec<&str>, out: &mut String| {
        if block.is_empty() {
            return;
        }
        let place = block
            .iter()
            .find_map(|line| strip_ansi(line).trim().strip_prefix("--> ").map(normalize))
            .unwrap_or_default();
        if seen.insert((strip_ansi(block[0]), place)) {
            for line in block.iter() {
                out.push_str(line);
            }
        }
        block.clear();
    };
    for line in text.split_inclusive('\n') {
        let plain = strip_ansi(line);
        let starts = plain.starts_with("warning") || plain.starts_with("error");
        if starts || plain.trim().is_empty() {
            flush(&mut block, &mut out);
        }
        if starts || (!block.is_empty() && !plain.trim().is_empty()) {
            block.push(line);
        } else {
            out.push_str(line);
        }
    }
    flush(&mut block, &mut out);
    out
}

/// `a/tests/../examples/b.rs` -> `a/examples/b.rs` (and a trailing `:line:` kept as it is).
fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            ".." if parts.last().is_some_and(|p| !p.is_empty() && *p != "..") => {
                parts.pop();
            }
            "." => {}
            _ => parts.push(part),
        }
    }
    parts.join("/")
}

fn strip_ansi(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `cargo fmt` on `crates`: what `cargo x check --fix` does first.
pub fn format(ctx: &Context, crates: &[String]) -> Result<()> {
    let mut args = vec!["fmt"];
    for krate in crates {
        args.extend(["-p", krate.as_str()]);
    }
    let status = cargo()
        .current_dir(&ctx.workspace.root)
        .args(&args)
        .status()
        .context("cannot run cargo fmt")?;
    if !status.success() {
        anyhow::bail!("cargo {} failed ({status})", args.join(" "));
    }
    Ok(())
}

/// What a step did.
pub struct Outcome {
    pub name: String,
    pub ok: bool,
    pub elapsed: Duration,
}

/// Most lines of a failed step's output shown.
const FAILURE_LINES: usize = 60;

/// Runs the step `name` under the watchdog ([`harness::watchdog`], killed past [`STEP_BOUND`]),
/// saying meanwhile what it does: the time so far and its latest line (`Compiling ...`,
/// `Running ...`, `stress: ... seeds`); returns its status (`None`: killed) and its output.
fn run_step(
    name: &str,
    command: &mut Command,
) -> Result<(Option<std::process::ExitStatus>, String)> {
    use std::io::{IsTerminal, Write};
    let terminal = std::io::stdout().is_terminal();
    let mut drawn = false;
    let watched = run_watched(
        command,
        STEP_BOUND,
        progress_every(terminal),
        |elapsed, latest| {
            let mut line = format!(
                "  {name:<8} ...    {:>6.0} s  {latest}",
                elapsed.as_secs_f64()
            );
            if let Some((cut, _)) = line.char_indices().nth(100) {
                line.truncate(cut);
            }
            let mut out = std::io::stdout().lock();
            if terminal {
                let _ = write!(out, "\r\x1b[2K{line}");
                drawn = true;
            } else {
                let _ = writeln!(out, "{line}");
            }
            let _ = out.flush();
        },
    )?;
    if drawn {
        print!("\r\x1b[2K");
    }
    Ok((watched.status, watched.output))
}

/// Runs `steps` one after the other (all of them, even after a failure, so that one run shows
/// everything that is wrong), printing a line for each; returns what each did. A step that
/// runs past [`STEP_BOUND`] is killed with everything it started and fails, saying so.
pub fn run_steps(steps: Vec<Step>) -> Result<Vec<Outcome>> {
    let mut outcomes = Vec::new();
    for mut step in steps {
        let start = Instant::now();
        let (status, text) = run_step(&step.name, &mut step.command)
            .with_context(|| format!("cannot run the step {}", step.name))?;
        harness::interrupt::check()?;
        let elapsed = start.elapsed();
        let ok = status.is_some_and(|s| s.success());
        println!(
            "  {:<8} {:<6} {:>6.1} s",
            step.name,
            if ok { "ok" } else { "FAILED" },
            elapsed.as_secs_f64()
        );
        if !ok {
            let mut text = (step.tidy)(&text);
            if status.is_none() {
                text.push_str(&format!(
                    "\nkilled: the step ran past its bound of {} min (a hang or a runaway: the \
                     lines above name what was running)",
                    STEP_BOUND.as_secs() / 60
                ));
            }
            let lines: Vec<&str> = text.lines().collect();
            let shown = &lines[lines.len().saturating_sub(FAILURE_LINES)..];
            if shown.len() < lines.len() {
                println!("      ... ({} lines before)", lines.len() - shown.len());
            }
            for line in shown {
                println!("      {line}");
            }
            if let Some(hint) = &step.hint {
                println!("      {hint}");
            }
        }
        outcomes.push(Outcome {
            name: step.name,
            ok,
            elapsed,
        });
    }
    Ok(outcomes)
}

/// A failed step's whole output, then a block `what failed:` with the lines that say what
/// failed (a brute-force test's `TLE`, panics, failed tests, cargo's errors, a problem that
/// stress or bundle failed, a verdict other than AC), so that the end of a long output, which
/// is all that is shown, names them.
pub fn failures_first(text: &str) -> String {
    let key: Vec<&str> = text
        .lines()
        .filter(|line| {
            line.starts_with("TLE: ")
                || line.contains("panicked at")
                || (line.starts_with("test ") && line.ends_with("FAILED"))
                || line.contains("has been running for over")
                || line.starts_with("error")
                || line.contains(": fails on seed")
                || line.contains(": FAILED")
                || is_failed_verdict(line)
        })
        .collect();
    if key.is_empty() {
        return text.to_string();
    }
    format!("{text}\nwhat failed:\n{}\n", key.join("\n"))
}

/// Whether `line` is a run's verdict other than AC (`  WA  12 ms ...`, `ILE ...`), as `x test`,
/// stress and bundle print them.
fn is_failed_verdict(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    ["WA", "RE", "TLE", "MLE", "OLE", "ILE", "FAIL"].contains(&word)
}

/// The closing lines: the total time and the failed steps, then `<what>: N passed, N failed`
/// alone on the last line (the form CI reads).
pub fn summary(what: &str, outcomes: &[Outcome]) -> String {
    let passed = outcomes.iter().filter(|o| o.ok).count();
    let total: Duration = outcomes.iter().map(|o| o.elapsed).sum();
    let failed: Vec<&str> = outcomes
        .iter()
        .filter(|o| !o.ok)
        .map(|o| o.name.as_str())
        .collect();
    let mut text = format!(
        "  {:<8} {:<6} {:>6.1} s\n",
        "total",
        "",
        total.as_secs_f64()
    );
    if !failed.is_empty() {
        text.push_str(&format!("failed: {}\n", failed.join(", ")));
    }
    text.push_str(&format!("{what}: {passed} passed, {} failed", failed.len()));
    text
}

/// Clippy's arguments for code that is never submitted (brute forces, generators, checkers,
/// explore programs, tests): today's toolchain, so the MSRV lint is off.
pub const CLIPPY_TOOLING: &[&str] = &["--", "-D", "warnings", "-A", "clippy::incompatible_msrv"];

/// Clippy's arguments for the MSRV of submitted code (a solution and its topics): the judges'
/// MSRV (`rust-version` of each package) by `clippy::incompatible_msrv`, and nothing else, so
/// that the step says only what is too new for a judge (every other lint is the clippy step's).
pub const CLIPPY_SUBMITTED: &[&str] = &["--", "-A", "warnings", "-D", "clippy::incompatible_msrv"];

/// The topic crates (`cgt-*`) a package depends on, directly or through other topics.
pub fn topics_of(ctx: &Context, manifest: &Path) -> Result<Vec<String>> {
    let mut found: Vec<String> = Vec::new();
    let mut queue = vec![manifest.to_path_buf()];
    while let Some(manifest) = queue.pop() {
        let text = std::fs::read_to_string(&manifest)
            .with_context(|| format!("cannot read {}", manifest.display()))?;
        let table: toml::Table = toml::from_str(&text)
            .with_context(|| format!("{} is not valid TOML", manifest.display()))?;
        let Some(deps) = table.get("dependencies").and_then(|d| d.as_table()) else {
            continue;
        };
        for name in deps.keys().filter(|name| name.starts_with("cgt-")) {
            if !found.contains(name) {
                found.push(name.clone());
                queue.push(ctx.workspace.topic_dir(name).join("Cargo.toml"));
            }
        }
    }
    found.sort();
    Ok(found)
}

/// The steps of `cargo x check` for `crates`.
pub fn check_steps(ctx: &Context, crates: &[String], seeds: u64) -> Result<Vec<Step>> {
    let mut packages: Vec<&str> = Vec::new();
    for krate in crates {
        packages.extend(["-p", krate]);
    }
    let mut topics = Vec::new();
    for krate in crates {
        for topic in topics_of(ctx, &ctx.problem(krate).manifest())? {
            if !topics.contains(&topic) {
                topics.push(topic);
            }
        }
    }
    let mut tooling = vec!["clippy", "--all-targets"];
    tooling.extend(&packages);
    tooling.extend(CLIPPY_TOOLING);
    let mut submitted = vec!["clippy", "--bins"];
    submitted.extend(&packages);
    submitted.extend(CLIPPY_SUBMITTED);
    let mut topic_lint = vec!["clippy", "--lib"];
    for topic in &topics {
        topic_lint.extend(["-p", topic]);
    }
    topic_lint.extend(CLIPPY_SUBMITTED);
    let mut docs: Vec<&str> = packages.clone();
    for topic in &topics {
        docs.extend(["-p", topic]);
    }
    let seeds = seeds.to_string();
    let mut stress = vec!["stress", "--seeds", &seeds];
    stress.extend(crates.iter().map(String::as_str));
    let mut bundle = vec!["bundle"];
    bundle.extend(crates.iter().map(String::as_str));

    let fix = format!("cargo x check --fix {}", crates.join(" "));
    let mut steps = vec![
        Step::fmt(ctx, &packages, fix.clone()),
        Step::clippy(ctx, "clippy", &tooling),
        Step::clippy(ctx, "msrv", &submitted),
    ];
    if !topics.is_empty() {
        steps.push(Step::clippy(ctx, "topics", &topic_lint));
    }
    steps.push(Step::test(ctx, &packages));
    steps.push(Step::doc(ctx, &docs));
    steps.push(Step::catalogues(ctx, &fix)?);
    steps.push(Step::x(ctx, "stress", &stress)?);
    steps.push(Step::x(ctx, "bundle", &bundle)?);
    Ok(steps)
}

/// The steps of `cargo x ci`: the whole workspace.
pub fn ci_steps(ctx: &Context, seeds: u64) -> Result<Vec<Step>> {
    let seeds = seeds.to_string();
    let mut tooling = vec!["clippy", "--workspace", "--all-targets"];
    tooling.extend(CLIPPY_TOOLING);
    let mut submitted = vec!["clippy", "--workspace", "--lib", "--bins"];
    submitted.extend(CLIPPY_SUBMITTED);
    Ok(vec![
        Step::fmt(ctx, &["--all"], "cargo fmt --all".to_string()),
        Step::clippy(ctx, "clippy", &tooling),
        Step::clippy(ctx, "msrv", &submitted),
        Step::test(ctx, &["--workspace"]),
        Step::doc(ctx, &["--workspace"]),
        Step::catalogues(ctx, "cargo x docs")?,
        Step::x(ctx, "stress", &["stress", "--all", "--seeds", &seeds])?,
        Step::x(ctx, "bundle", &["bundle", "--all"])?,
    ])
}

#[cfg(test)]
mod tests;
