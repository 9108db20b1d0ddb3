//! The set-up in the background: the first `cargo x` starts it (a process of its own, in a
//! session of its own, so that it outlives the command and Ctrl-C), and it installs
//! cargo-equip and the judge compiler side by side (one is CPU-bound, the other network-bound)
//! while the user writes code. Its output goes to its own log ([`super::place::log_path`]).
//!
//! One runs at a time: the one that starts it takes an exclusive lock on
//! [`super::place::lock_path`] and hands the locked file to the process, which holds it as
//! long as it lives, so a lock that cannot be taken means a set-up is running.

use super::cargo_equip::{
    self, CARGO_EQUIP_CRATES, CARGO_EQUIP_VERSION, OWN_CRATE_MARKER, OWN_CRATE_SHARE,
};
use super::judge_rustc;
use super::place::{lock_path, log_path, tools_dir};
use anyhow::{bail, Context, Result};
use harness::config::JudgeCompiler;
use std::io::Write;
use std::os::fd::AsRawFd;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The argument that makes `x setup` the background set-up itself.
pub const WORKER_FLAG: &str = "--in-background";

/// The environment variable that hands the locked file to the background set-up.
const LOCK_FD: &str = "CGT_SETUP_LOCK_FD";

/// The lock file, locked (exclusive) by this process, or `None` when another holds it.
fn try_lock() -> Result<Option<std::fs::File>> {
    std::fs::create_dir_all(tools_dir())?;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(lock_path())
        .with_context(|| format!("cannot open {}", lock_path().display()))?;
    // SAFETY: flock takes a valid descriptor and plain flags.
    let locked = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
    Ok(locked.then_some(file))
}

/// Whether a background set-up is running.
pub fn running() -> bool {
    matches!(try_lock(), Ok(None))
}

/// Seconds since the epoch, as the log's markers write them.
fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Starts the background set-up in the workspace at `root`, unless one is running; returns
/// whether it started one.
pub fn start(root: &Path) -> Result<bool> {
    let Some(lock) = try_lock()? else {
        return Ok(false);
    };
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log_path())
        .with_context(|| format!("cannot open {}", log_path().display()))?;
    let fd = lock.as_raw_fd();
    let mut command = Command::new(harness::run::this_program()?);
    command
        .args(["setup", WORKER_FLAG])
        .current_dir(root)
        .env(LOCK_FD, fd.to_string())
        .stdin(Stdio::null())
        .stdout(log.try_clone()?)
        .stderr(log);
    // SAFETY: setsid and fcntl are async-signal-safe. A session of its own: Ctrl-C in the
    // terminal does not reach it, and it outlives the command that started it. The locked
    // file stays open in it (the lock lives as long as it does).
    unsafe {
        command.pre_exec(move || {
            libc::setsid();
            libc::fcntl(fd, libc::F_SETFD, 0);
            Ok(())
        });
    }
    command
        .spawn()
        .context("cannot start the background set-up")?;
    Ok(true)
}

/// The background set-up itself (`x setup --in-background`, started by [`start`]): installs
/// what is missing, each phase's start and end written to standard output (the log).
pub fn work(compiler: &JudgeCompiler) -> Result<()> {
    let Some(fd) = std::env::var(LOCK_FD)
        .ok()
        .and_then(|v| v.parse::<i32>().ok())
    else {
        bail!("`x setup {WORKER_FLAG}` is started by `cargo x` itself, holding the set-up's lock");
    };
    // What this process starts does not hold the lock.
    // SAFETY: fcntl takes a descriptor number and plain flags.
    unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
    println!(
        "==== setup started at {} (pid {})",
        now(),
        std::process::id()
    );
    let judge = std::thread::scope(|scope| {
        let judge = scope.spawn(|| {
            if judge_rustc::find(compiler).is_some() {
                return Ok(());
            }
            let start = now();
            println!("judge compiler: started at {start}");
            let outcome = judge_rustc::unpack(compiler);
            match &outcome {
                Ok(_) => println!("judge compiler: unpacked in {} s", now() - start),
                Err(error) => println!("judge compiler: FAILED: {error:#}"),
            }
            outcome.map(drop)
        });
        if cargo_equip::find().is_none() {
            let start = now();
            println!("cargo-equip: cargo install started at {start}");
            let _ = std::io::stdout().flush();
            match cargo_equip::install() {
                Ok(_) => println!("cargo-equip: installed in {} s", now() - start),
                Err(error) => println!("cargo-equip: FAILED: {error:#}"),
            }
        }
        judge.join()
    });
    println!("==== setup ended at {}", now());
    // Each failure is in the log, where the steps that wait read it.
    match judge {
        Ok(_) => Ok(()),
        Err(_) => bail!("the judge compiler's set-up panicked"),
    }
}

/// What a waiting step says of the background set-up: what it still installs, for how long,
/// how far it got and about how long is left, from its log.
pub fn waiting_line(equip_missing: bool, judge_missing: bool) -> String {
    let log = std::fs::read_to_string(log_path()).unwrap_or_default();
    // The last run only.
    let run = log.rsplit("==== setup started at ").next().unwrap_or("");
    let since = |marker: &str| -> Option<u64> {
        run.lines()
            .rev()
            .find_map(|line| line.strip_prefix(marker)?.trim().parse().ok())
    };
    let minutes = |seconds: u64| {
        if seconds < 60 {
            format!("{seconds} s")
        } else {
            format!("{} min {} s", seconds / 60, seconds % 60)
        }
    };
    let ended = |part: &str| {
        run.contains(&format!("{part}: FAILED"))
            || run.contains(&format!("{part}: installed"))
            || run.contains(&format!("{part}: unpacked"))
    };
    let mut parts = Vec::new();
    if equip_missing && !ended("cargo-equip") {
        let mut part = format!("cargo-equip {CARGO_EQUIP_VERSION}");
        if let Some(start) = since("cargo-equip: cargo install started at ") {
            let elapsed = now().saturating_sub(start);
            let compiled = run
                .lines()
                .filter(|line| line.trim_start().starts_with("Compiling "))
                .count();
            part.push_str(&format!(", installing for {}", minutes(elapsed)));
            // The share of the whole install done: the dependencies, then cargo-equip itself.
            let dependencies = (CARGO_EQUIP_CRATES - 1) as f64;
            let done = match since(OWN_CRATE_MARKER) {
                Some(own) => {
                    let before = own.saturating_sub(start) as f64;
                    let own_so_far = now().saturating_sub(own) as f64;
                    // Its own crate takes OWN_CRATE_SHARE of the whole, the dependencies the rest.
                    let whole = before / (1.0 - OWN_CRATE_SHARE);
                    part.push_str(&format!(
                        ": all {} dependencies compiled, now cargo-equip itself, the last and \
                         largest crate, for {}",
                        CARGO_EQUIP_CRATES - 1,
                        minutes(own_so_far as u64)
                    ));
                    ((before + own_so_far) / whole).min(0.95)
                }
                None if compiled == 0 => {
                    part.push_str(" (fetching its sources)");
                    0.0
                }
                None => {
                    part.push_str(&format!(
                        ": {} of its {} dependencies compiled",
                        compiled.min(CARGO_EQUIP_CRATES - 1),
                        CARGO_EQUIP_CRATES - 1
                    ));
                    (compiled as f64 / dependencies).min(1.0) * (1.0 - OWN_CRATE_SHARE)
                }
            };
            if done > 0.0 {
                let left = elapsed as f64 * (1.0 - done) / done;
                part.push_str(&format!(
                    ", about {} left at this rate",
                    minutes(left as u64)
                ));
            }
        } else {
            part.push_str(" (about to be installed)");
        }
        parts.push(part);
    }
    if judge_missing && !ended("judge compiler") {
        let mut part = "the judge compiler".to_string();
        if let Some(start) = since("judge compiler: started at ") {
            part.push_str(&format!(
                " (apt-get download of about 90 MB and dpkg -x, for {})",
                minutes(now().saturating_sub(start))
            ));
        }
        parts.push(part);
    }
    if parts.is_empty() {
        parts.push("the end of the set-up".to_string());
    }
    format!(
        "setup: waiting for {} in the background (log: {})",
        parts.join(" and "),
        log_path().display()
    )
}

/// Whether the judge compiler's set-up failed in a run of the last day (the log says so).
pub fn judge_compiler_failed_lately() -> bool {
    let log = std::fs::read_to_string(log_path()).unwrap_or_default();
    log.split("==== setup started at ").any(|run| {
        let started: u64 = run
            .split_whitespace()
            .next()
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        now().saturating_sub(started) < 24 * 3600 && run.contains("judge compiler: FAILED")
    })
}

/// The last lines of the log, for a failure.
pub fn log_tail(lines: usize) -> String {
    let log = std::fs::read_to_string(log_path()).unwrap_or_default();
    let all: Vec<&str> = log.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// How long a waiting step sleeps between looks.
pub const LOOK_EVERY: Duration = Duration::from_millis(500);
