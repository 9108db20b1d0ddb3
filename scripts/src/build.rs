//! Builds of problem programs, and what was built for each problem as a [`Programs`] value.
//!
//! A solution is built in release, in `cargo x`'s own target folder (`target/x`): it is what a
//! judge runs and times, and it needs only proconio and the topics of `common/`, a few seconds
//! to build. The examples (brute force, generator, checker, interactor) need the problem's
//! dev-dependencies (`harness`, `oracle`, rand): they are built in cargo's dev profile, where
//! `cargo test` and `cargo x` itself already built those dependencies, with the problem crate's
//! own code optimised (`opt-level = 3` for that package only, passed with `--config`), and then
//! copied into `target/x/examples/` of this checkout. So no dependency is compiled twice: a
//! release copy of the tooling's dependencies (clap, serde, toml, ... about a minute of CPU)
//! is never built.

use crate::context::Context;
use anyhow::{bail, Context as _, Result};
use harness::config::CompareMode;
use harness::paths::{Example, ProblemPaths, Workspace};
use harness::programs::Programs;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use x_boot::build_progress::follow;

/// The cargo that is running us (or the one on PATH).
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// Runs `command` (a `cargo build` with `--message-format=json-render-diagnostics`) with its
/// progress followed ([`x_boot::build_progress`]): cargo's warnings and errors as they come,
/// and every ten seconds while it compiles ([`crate::context::progress_every`]), `<what>: N
/// crates compiled, M compiling, <a crate still compiling> for S s`. Returns cargo's JSON
/// messages; a failed build is an error.
fn follow_build(ctx: &Context, mut command: Command, what: &str) -> Result<Vec<String>> {
    let child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot run cargo build")?;
    let shell = ctx.shell;
    let label = what.to_string();
    let followed = follow(
        child,
        crate::context::progress_every(false),
        |_| {},
        move |line| shell.status(&format!("building {label}: {line}")),
        std::io::stderr(),
    )
    .context("cannot follow cargo build")?;
    harness::interrupt::check()?;
    if !followed.status.success() {
        bail!("cargo build of {what} failed ({})", followed.status);
    }
    Ok(followed.messages)
}

/// `cargo build --release --target-dir <cargo x's target> <args>`, in the workspace. Where one
/// of `outputs` does not exist yet, says what is built and why first.
fn release_build(ctx: &Context, args: &[&str], outputs: &[PathBuf], why: &str) -> Result<()> {
    if outputs.iter().any(|path| !path.exists()) {
        ctx.shell.status(&format!(
            "building {why} (release, in target/x; a first build takes seconds to a minute)"
        ));
    }
    let mut command = cargo();
    command
        .current_dir(&ctx.workspace.root)
        .args([
            "build",
            "--release",
            "--message-format=json-render-diagnostics",
            "--target-dir",
        ])
        .arg(ctx.workspace.target_dir())
        .args(args);
    follow_build(ctx, command, why)?;
    Ok(())
}

/// Builds the examples `examples` (package, example target, where to put it) in cargo's dev
/// profile with each package's own code at `opt-level = 3`, in cargo's usual target folder
/// (shared with `cargo test` and the tool), and copies each into its place in `target/x`.
/// Says what it builds first where one of them does not exist yet.
fn examples_build(ctx: &Context, examples: &[(String, String, PathBuf)], why: &str) -> Result<()> {
    if examples.is_empty() {
        return Ok(());
    }
    if examples.iter().any(|(_, _, path)| !path.exists()) {
        ctx.shell.status(&format!(
            "building {why} (the dev profile with the problem's own code optimised, sharing \
             the dependencies `cargo test` builds)"
        ));
    }
    let mut command = cargo();
    command
        .current_dir(&ctx.workspace.root)
        .args(["build", "--message-format=json-render-diagnostics"]);
    let mut packages: Vec<&str> = examples.iter().map(|(p, _, _)| p.as_str()).collect();
    packages.dedup();
    for package in &packages {
        command
            .arg("--config")
            .arg(format!("profile.dev.package.\"{package}\".opt-level=3"));
        command.args(["--package", package]);
    }
    for (_, example, _) in examples {
        command.args(["--example", example]);
    }
    let messages = follow_build(ctx, command, &format!("the examples of {why}"))?;
    // Each example's executable, from cargo's messages.
    let mut built = std::collections::HashMap::new();
    for line in &messages {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        if message["reason"] != "compiler-artifact" {
            continue;
        }
        if let (Some(name), Some(executable)) = (
            message["target"]["name"].as_str(),
            message["executable"].as_str(),
        ) {
            built.insert(name.to_string(), PathBuf::from(executable));
        }
    }
    for (package, example, destination) in examples {
        let Some(source) = built.get(example) else {
            bail!("cargo built no example {example} of {package}");
        };
        let directory = destination.parent().expect("a file in target/x");
        std::fs::create_dir_all(directory)?;
        let partial = directory.join(format!(".{example}.partial"));
        std::fs::copy(source, &partial)
            .with_context(|| format!("cannot copy {}", source.display()))?;
        std::fs::rename(&partial, destination)?;
    }
    Ok(())
}

fn release_dir(workspace: &Workspace) -> PathBuf {
    workspace.target_dir().join("release")
}

/// Where the release binary of `krate` is built.
pub fn solution_path(workspace: &Workspace, krate: &str) -> PathBuf {
    release_dir(workspace).join(krate)
}

/// Where the example `example` of `paths` is kept (built in the dev profile and copied here:
/// see the module's documentation).
pub fn example_path(workspace: &Workspace, paths: &ProblemPaths, example: Example) -> PathBuf {
    workspace
        .target_dir()
        .join("examples")
        .join(paths.example_target(example))
}

/// What a command needs built for each problem. The checker of a problem judged by one is
/// always built, and an interactor where the problem has one.
#[derive(Debug, Clone, Copy, Default)]
pub struct Needs {
    pub solution: bool,
    pub brute: bool,
    pub generator: bool,
}

/// Builds, in one cargo call, what `needs` asks for `crates`. A problem that lacks a program
/// it needs gets an error of its own (the others are built); a failed build is an error.
pub fn build(ctx: &Context, crates: &[String], needs: Needs) -> Result<Vec<Result<Programs>>> {
    let config = ctx.config()?;
    let workspace = &ctx.workspace;
    let mut solution_args: Vec<String> = Vec::new();
    let mut outputs = Vec::new();
    let mut examples = Vec::new();
    let mut built = Vec::new();
    for krate in crates {
        let paths = workspace.problem(krate);
        let mut wanted = Vec::new();
        let interactive = config.problem(krate)?.compare == CompareMode::Interactive;
        // An interactive problem's brute force is its interactor (built below).
        if needs.brute && !interactive {
            wanted.push((Example::Brute, "has no brute force"));
        }
        if needs.generator {
            wanted.push((Example::Generator, "has no generator"));
        }
        if config.problem(krate)?.compare == CompareMode::Checker {
            wanted.push((Example::Checker, "has compare = \"checker\" but"));
        }
        if interactive || paths.example_source(Example::Interactor).is_some() {
            wanted.push((Example::Interactor, "has compare = \"interactive\" but"));
        }
        let missing: Vec<String> = wanted
            .iter()
            .filter(|(example, _)| paths.example_source(*example).is_none())
            .map(|(example, what)| {
                format!(
                    "{krate} {what}{} {} does not exist",
                    if what.ends_with("but") { "" } else { ":" },
                    paths.relative(&paths.example_path(*example)).display()
                )
            })
            .collect();
        if !missing.is_empty() {
            built.push(Err(anyhow::anyhow!("{}", missing.join("\n"))));
            continue;
        }
        solution_args.extend(["--package".to_string(), krate.clone()]);
        let one = Programs::solution(solution_path(workspace, krate));
        if needs.solution {
            outputs.push(one.solution.clone());
        }
        let mut one = one;
        for (example, _) in wanted {
            let path = example_path(workspace, &paths, example);
            examples.push((krate.clone(), paths.example_target(example), path.clone()));
            match example {
                Example::Brute => one.brute = Some(path),
                Example::Generator => one.generator = Some(path),
                Example::Checker => one.checker = Some(path),
                Example::Interactor => one.interactor = Some(path),
            }
        }
        built.push(Ok(one));
    }
    let what = match crates {
        [one] => one.clone(),
        _ => format!("{} problems", crates.len()),
    };
    if needs.solution && !solution_args.is_empty() {
        let mut all: Vec<&str> = vec!["--bins"];
        all.extend(solution_args.iter().map(String::as_str));
        release_build(ctx, &all, &outputs, &what)?;
    }
    examples_build(ctx, &examples, &what)?;
    Ok(built)
}

/// Builds the solutions of `crates` and every program [`build`] would, each problem's own
/// errors made the command's.
pub fn build_each(ctx: &Context, crates: &[String], needs: Needs) -> Result<Vec<Programs>> {
    build(ctx, crates, needs)?.into_iter().collect()
}

/// Builds the generator of `krate` and returns its path.
pub fn build_generator(ctx: &Context, krate: &str) -> Result<PathBuf> {
    let paths = ctx.problem(krate);
    if paths.example_source(Example::Generator).is_none() {
        bail!("{krate} has no generator: problems/{krate}/examples/gen.rs does not exist");
    }
    let path = example_path(&ctx.workspace, &paths, Example::Generator);
    examples_build(
        ctx,
        &[(
            krate.to_string(),
            paths.example_target(Example::Generator),
            path.clone(),
        )],
        &format!("the generator of {krate}"),
    )?;
    Ok(path)
}

/// Runs `work` on every item on up to two threads (this machine's cores, at most), and hands
/// each result to `report` in the items' order, as soon as it and every item before it are done.
pub fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
    mut report: impl FnMut(&T, R),
) {
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(2)
        .min(items.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let (send, next, work) = (send.clone(), &next, &work);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if i >= items.len() || harness::interrupt::interrupted() {
                    break;
                }
                if send.send((i, work(&items[i]))).is_err() {
                    break;
                }
            });
        }
        drop(send);
        let mut done: Vec<Option<R>> = items.iter().map(|_| None).collect();
        let mut shown = 0;
        for (i, result) in receive {
            done[i] = Some(result);
            while shown < items.len() {
                let Some(result) = done[shown].take() else {
                    break;
                };
                report(&items[shown], result);
                shown += 1;
            }
        }
    });
}
