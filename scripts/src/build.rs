//! Release builds of problem binaries, in `cargo x`'s own target folder.

use crate::workspace;
use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::process::Command;

/// The cargo that is running us (or the one on PATH).
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// `cargo build --release --quiet --target-dir <cargo x's target> <args>`, in the workspace.
fn release_build(args: &[&str]) -> Result<()> {
    let status = cargo()
        .current_dir(workspace::root())
        .args(["build", "--release", "--quiet", "--target-dir"])
        .arg(workspace::target_dir())
        .args(args)
        .status()
        .context("cannot run cargo build")?;
    crate::interrupt::check()?;
    if !status.success() {
        bail!("cargo build --release {} failed ({status})", args.join(" "));
    }
    Ok(())
}

/// `--package <krate>` for each crate.
fn packages(crates: &[String]) -> Vec<&str> {
    crates
        .iter()
        .flat_map(|k| ["--package", k.as_str()])
        .collect()
}

/// Builds the binaries of `crates` in release mode and returns their paths, in the same order.
pub fn build_release(crates: &[String]) -> Result<Vec<PathBuf>> {
    if crates.is_empty() {
        return Ok(Vec::new());
    }
    let mut args = vec!["--bins"];
    args.extend(packages(crates));
    release_build(&args)?;
    let target = workspace::target_dir();
    Ok(crates
        .iter()
        .map(|c| target.join("release").join(c))
        .collect())
}

/// Builds the examples `names` of problem `krate` in release mode (its generator
/// `<crate>-gen`, brute force `<crate>-brute`, checker `<crate>-checker`) and returns their paths,
/// in the same order.
pub fn build_examples(krate: &str, names: &[String]) -> Result<Vec<PathBuf>> {
    if names.is_empty() {
        return Ok(Vec::new());
    }
    let mut args = vec!["--package", krate];
    for name in names {
        args.extend(["--example", name.as_str()]);
    }
    release_build(&args)?;
    let target = workspace::target_dir();
    Ok(names
        .iter()
        .map(|name| target.join("release/examples").join(name))
        .collect())
}

/// Builds the generator of `krate` (`problems/<krate>/examples/gen.rs`) and returns its path.
pub fn build_generator(krate: &str) -> Result<PathBuf> {
    if workspace::example_source(krate, "gen.rs").is_none() {
        bail!("{krate} has no generator: problems/{krate}/examples/gen.rs does not exist");
    }
    Ok(build_examples(krate, &[workspace::gen_example(krate)])?.remove(0))
}

/// Builds the checker of `krate` where its compare mode is `checker`, and records it in
/// `config` so that judging uses it.
pub fn attach_checker(config: &mut crate::config::JudgeConfig, krate: &str) -> Result<()> {
    if config.problem(krate)?.compare == crate::config::CompareMode::Interactive {
        return attach_interactor(config, krate);
    }
    if config.problem(krate)?.compare != crate::config::CompareMode::Checker {
        return Ok(());
    }
    if workspace::example_source(krate, "checker.rs").is_none() {
        bail!("{krate} has compare = \"checker\" but problems/{krate}/examples/checker.rs does not exist");
    }
    let checker = build_examples(krate, &[workspace::checker_example(krate)])?.remove(0);
    config.set_checker(krate, checker);
    Ok(())
}

/// Interactive problems: builds the interactor of `krate` (`problems/<krate>/examples/interactor.rs`)
/// and records it in `config` (in the checker's place) so that judging plays against it.
pub fn attach_interactor(config: &mut crate::config::JudgeConfig, krate: &str) -> Result<()> {
    if workspace::example_source(krate, "interactor.rs").is_none() {
        bail!("{krate} has compare = \"interactive\" but problems/{krate}/examples/interactor.rs does not exist");
    }
    let interactor = build_examples(krate, &[workspace::interactor_example(krate)])?.remove(0);
    config.set_checker(krate, interactor);
    Ok(())
}

/// Builds, in one cargo call, the release binaries and every example of `crates`: what stress
/// and bench then ask for one crate at a time is already there.
pub fn build_all_release(crates: &[String]) -> Result<()> {
    if crates.is_empty() {
        return Ok(());
    }
    let mut args = vec!["--bins", "--examples"];
    args.extend(packages(crates));
    release_build(&args)
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
                if i >= items.len() || crate::interrupt::interrupted() {
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
