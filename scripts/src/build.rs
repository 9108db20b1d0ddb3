//! Release builds of problem programs, in `cargo x`'s own target folder, and what was built for
//! each problem as a [`Built`] value.

use crate::context::Context;
use anyhow::{bail, Context as _, Result};
use harness::built::Built;
use harness::config::CompareMode;
use harness::paths::{Example, ProblemPaths, Workspace};
use std::path::PathBuf;
use std::process::Command;

/// The cargo that is running us (or the one on PATH).
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// `cargo build --release --quiet --target-dir <cargo x's target> <args>`, in the workspace.
/// Where one of `outputs` does not exist yet, says what is built and why first: a first build
/// takes minutes.
fn release_build(ctx: &Context, args: &[&str], outputs: &[PathBuf], why: &str) -> Result<()> {
    if outputs.iter().any(|path| !path.exists()) {
        ctx.shell.status(&format!(
            "building {why} (release, in target/x; a first build takes a minute or two)"
        ));
    }
    let status = cargo()
        .current_dir(&ctx.workspace.root)
        .args(["build", "--release", "--quiet", "--target-dir"])
        .arg(ctx.workspace.target_dir())
        .args(args)
        .status()
        .context("cannot run cargo build")?;
    harness::interrupt::check()?;
    if !status.success() {
        bail!("cargo build --release {} failed ({status})", args.join(" "));
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

/// Where the example `example` of `paths` is built.
pub fn example_path(workspace: &Workspace, paths: &ProblemPaths, example: Example) -> PathBuf {
    release_dir(workspace)
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
pub fn build(ctx: &Context, crates: &[String], needs: Needs) -> Result<Vec<Result<Built>>> {
    let config = ctx.config()?;
    let workspace = &ctx.workspace;
    let mut args: Vec<String> = Vec::new();
    let mut outputs = Vec::new();
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
        args.extend(["--package".to_string(), krate.clone()]);
        let mut one = Built::solution(solution_path(workspace, krate));
        if needs.solution {
            outputs.push(one.solution.clone());
        }
        for (example, _) in wanted {
            let path = example_path(workspace, &paths, example);
            args.extend(["--example".to_string(), paths.example_target(example)]);
            outputs.push(path.clone());
            match example {
                Example::Brute => one.brute = Some(path),
                Example::Generator => one.generator = Some(path),
                Example::Checker => one.checker = Some(path),
                Example::Interactor => one.interactor = Some(path),
            }
        }
        built.push(Ok(one));
    }
    let packages = args.iter().filter(|a| *a == "--package").count();
    if packages > 0 && (needs.solution || !outputs.is_empty()) {
        let mut all: Vec<&str> = Vec::new();
        if needs.solution {
            all.push("--bins");
        }
        all.extend(args.iter().map(String::as_str));
        let what = match crates {
            [one] => one.clone(),
            _ => format!("{} problems", crates.len()),
        };
        release_build(ctx, &all, &outputs, &what)?;
    }
    Ok(built)
}

/// Builds the solutions of `crates` and every program [`build`] would, each problem's own
/// errors made the command's.
pub fn build_each(ctx: &Context, crates: &[String], needs: Needs) -> Result<Vec<Built>> {
    build(ctx, crates, needs)?.into_iter().collect()
}

/// Builds the generator of `krate` and returns its path.
pub fn build_generator(ctx: &Context, krate: &str) -> Result<PathBuf> {
    let paths = ctx.problem(krate);
    if paths.example_source(Example::Generator).is_none() {
        bail!("{krate} has no generator: problems/{krate}/examples/gen.rs does not exist");
    }
    let path = example_path(&ctx.workspace, &paths, Example::Generator);
    release_build(
        ctx,
        &[
            "--package",
            krate,
            "--example",
            &paths.example_target(Example::Generator),
        ],
        std::slice::from_ref(&path),
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
