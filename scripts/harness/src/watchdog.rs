//! The watchdog over the tool's own long steps (cargo, or `cargo x` itself, as `cargo x check`
//! and `ci` run them): the step's output captured in the order it was written, its latest line
//! reported while it runs, and the step killed with everything it started when it runs past its
//! bound or `cargo x` is interrupted.
//!
//! A solution is run differently, by the [`crate::launcher`]: in a process group of its own,
//! measured and killed at the judge's limits. A step is not measured, and what it starts (cargo,
//! rustc, a test binary, the launchers of the solutions it judges) lives in process groups of
//! its own, so the watchdog kills the step's whole tree of processes ([`kill_tree`]).

use anyhow::Result;
use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How a watched step ended.
pub struct Watched {
    /// `None` when it was killed: past its bound, or on an interruption.
    pub status: Option<ExitStatus>,
    /// Its standard output and standard error, interleaved as it wrote them.
    pub output: String,
}

/// Runs `command` with its standard output and standard error captured into one pipe (so that
/// its lines stay in the order it wrote them), calling `tick(elapsed, latest line)` every
/// `every` while it runs, and killing it with every process it started ([`kill_tree`]) when it
/// runs longer than `bound` or when `cargo x` is interrupted.
pub fn run_watched(
    command: &mut Command,
    bound: Duration,
    every: Duration,
    mut tick: impl FnMut(Duration, &str),
) -> Result<Watched> {
    let (reader, writer) = std::io::pipe()?;
    let mut child = command
        .stdin(Stdio::null())
        .stdout(writer.try_clone()?)
        .stderr(writer)
        .spawn()?;
    // The command keeps what it was given: replaced, the writing ends are the child's alone,
    // and the pipe ends when the child (and whatever it started that inherited them) is gone.
    command.stdout(Stdio::null()).stderr(Stdio::null());
    let latest = Arc::new(Mutex::new(String::new()));
    let reading = {
        let latest = Arc::clone(&latest);
        let mut reader = reader;
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let mut buffer = [0u8; 8192];
            loop {
                match reader.read(&mut buffer) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        bytes.extend_from_slice(&buffer[..n]);
                        let tail = &bytes[bytes.len().saturating_sub(400)..];
                        let text = String::from_utf8_lossy(tail);
                        if let Some(line) =
                            text.lines().rev().map(str::trim).find(|l| !l.is_empty())
                        {
                            *latest.lock().unwrap_or_else(|e| e.into_inner()) = line.to_string();
                        }
                    }
                }
            }
            bytes
        })
    };
    let start = Instant::now();
    let mut said = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if start.elapsed() > bound || crate::interrupt::interrupted() {
            kill_tree(child.id() as libc::pid_t);
            let _ = child.wait();
            break None;
        }
        if said.elapsed() >= every {
            said = Instant::now();
            let line = latest.lock().unwrap_or_else(|e| e.into_inner()).clone();
            tick(start.elapsed(), &line);
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let output = String::from_utf8_lossy(&reading.join().unwrap_or_default()).into_owned();
    Ok(Watched { status, output })
}

/// SIGKILL to `pid` and all its descendants (found through `/proc/<pid>/task/*/children`),
/// each first stopped so that none escapes by forking meanwhile.
pub fn kill_tree(pid: libc::pid_t) {
    let mut all = vec![pid];
    let mut i = 0;
    while i < all.len() {
        let parent = all[i];
        // SAFETY: kill takes plain values; a process already gone is no harm.
        unsafe { libc::kill(parent, libc::SIGSTOP) };
        all.extend(crate::procfs::children(parent));
        i += 1;
    }
    for pid in all {
        // SAFETY: as above.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
}

#[cfg(test)]
mod tests;
