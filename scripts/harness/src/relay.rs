//! An interactive problem's run: the solution and the problem's interactor (see
//! `oracle::interact`) joined by two pipes, with this process in the middle relaying every byte
//! and keeping a transcript of both directions.
//!
//! The solution runs under the usual launcher ([`crate::run`]): its memory and output limits,
//! killed on Ctrl-C; its time limit is on CPU time (waiting for the interactor is not its time),
//! enforced while it runs (the launcher polls its CPU time and kills it as soon as it passes
//! the limit), with a wall-clock cap of five times the limit plus 2 s. The interactor is trusted and unmeasured; it dies
//! with this process (SIGKILL on its parent's death) and on Ctrl-C (it shares the terminal's
//! process group). A deadlock, both programs asleep with nothing in flight for the idle window,
//! is reported as idleness and both are killed at once, well before the time limit.
//!
//! Verdicts, each with its reason, in this order: an interruption is an error; idleness; OLE, TLE, MLE from the
//! launcher; the interactor's exit 1 is a wrong answer with its message (and the solution's exit
//! status if it failed too); its exit 0 is accepted unless the solution exited with an error
//! (RE) or went past the memory limit; any other end of the interactor is an interactor
//! failure, never a verdict on the solution.

mod transcript;

pub use transcript::{transcript_path, Side, Transcript, TAIL_LINES};

use crate::deadline::wall_cap;
use crate::procfs::asleep;
use crate::run::{drain, launch_measured, read_report, Kill, Limits, RunOutcome};
use crate::verdict::{memory_reason, output_reason, time_limit_reason, Verdict};
use anyhow::{Context, Result};
use std::io::{Read, Write};
use std::os::unix::io::AsRawFd;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The result of one interaction.
#[derive(Debug)]
pub struct Interaction {
    pub verdict: Verdict,
    /// The solution's run (its time, memory and exit; `stdout` is empty: it went to the
    /// interactor).
    pub outcome: RunOutcome,
    pub transcript: Transcript,
}

/// Plays `solution` (run with `solution_args`) against `interactor` on the test file `input`
/// under `limits` (`limits.time` is on CPU time); `idle_after` is the idle window (see
/// [`crate::deadline::idle_window`]).
pub fn interact(
    solution: &Path,
    solution_args: &[&std::ffi::OsStr],
    interactor: &Path,
    input: &Path,
    limits: &Limits,
    idle_after: Duration,
) -> Result<Interaction> {
    // The limit is on the solution's CPU time, as judges count it: waiting for the interactor
    // is not the solution's time. The wall clock only stops a run that neither computes nor
    // waits in a deadlock (which idleness catches sooner).
    let cpu_limit = limits.time;
    let wall = Limits {
        time: wall_cap(cpu_limit),
        cpu: Some(cpu_limit),
        ..*limits
    };
    let launched = launch_measured(
        solution,
        solution_args,
        &wall,
        Stdio::piped(),
        Stdio::piped(),
    )?;
    let mut launcher = launched.child;
    let launcher_pid = launcher.id() as libc::pid_t;
    let mut command = Command::new(interactor);
    command
        .arg(input)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: prctl is async-signal-safe: the interactor dies with this process.
    unsafe {
        command.pre_exec(|| {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
            Ok(())
        });
    }
    let mut judge = match command.spawn() {
        Ok(judge) => judge,
        Err(error) => {
            // SAFETY: kill takes plain values; the launcher is not reaped yet.
            unsafe { libc::kill(launcher_pid, libc::SIGUSR1) };
            let _ = launcher.wait();
            return Err(error).with_context(|| format!("cannot start {}", interactor.display()));
        }
    };
    let judge_pid = judge.id() as libc::pid_t;
    let transcript = Arc::new(Mutex::new(Transcript::default()));
    let moved = Arc::new(AtomicU64::new(0));
    // Chunks a relay has read and not yet passed on: never idle while one is in hand.
    let in_flight = Arc::new(AtomicU64::new(0));
    let over_output = Arc::new(AtomicBool::new(false));
    // Bytes written into a pipe that its relay has not read yet: a relay thread that the
    // machine's load keeps off the CPU leaves them there while both programs sleep, waiting for
    // each other's line, which is no deadlock.
    let unread = [
        PipeWatch::new(launcher.stdout.as_ref().unwrap()),
        PipeWatch::new(judge.stdout.as_ref().unwrap()),
    ];
    let stop_solution = move || {
        // SAFETY: kill takes plain values; the launcher is reaped only after the loop below.
        unsafe { libc::kill(launcher_pid, libc::SIGUSR1) };
    };
    let to_judge = relay(
        launcher.stdout.take().unwrap(),
        judge.stdin.take().unwrap(),
        Side::Solution,
        Arc::clone(&transcript),
        [Arc::clone(&moved), Arc::clone(&in_flight)],
        Some((limits.output_bytes, Arc::clone(&over_output), stop_solution)),
    );
    let to_solution = relay(
        judge.stdout.take().unwrap(),
        launcher.stdin.take().unwrap(),
        Side::Judge,
        Arc::clone(&transcript),
        [Arc::clone(&moved), Arc::clone(&in_flight)],
        None::<(u64, Arc<AtomicBool>, fn())>,
    );
    let solution_stderr = drain(
        launcher.stderr.take().unwrap(),
        limits.output_bytes,
        Some(crate::run::STDERR_TAIL_BYTES),
        stop_solution,
    );
    let judge_stderr = drain(judge.stderr.take().unwrap(), 1 << 20, Some(64 << 10), || {});

    // Watch for a deadlock until the solution's launcher is done.
    let mut idle = false;
    let mut quiet_since = Instant::now();
    let mut last_moved = 0;
    let status = loop {
        if let Some(status) = launcher.try_wait()? {
            break status;
        }
        let now_moved = moved.load(Ordering::SeqCst);
        let asleep = in_flight.load(Ordering::SeqCst) == 0
            && unread.iter().all(|pipe| pipe.pending() == 0)
            && solution_pid(launcher_pid).is_some_and(asleep)
            && asleep(judge_pid);
        if now_moved != last_moved || !asleep {
            last_moved = now_moved;
            quiet_since = Instant::now();
        } else if !idle && quiet_since.elapsed() >= idle_after {
            idle = true;
            stop_solution();
            // SAFETY: the interactor is not reaped before this loop ends.
            unsafe { libc::kill(judge_pid, libc::SIGKILL) };
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    // The solution is gone: its stdout reaches EOF, so the interactor sees the end of its
    // input. An interactor that still runs after that is broken; it gets a little time.
    let judge_deadline = Instant::now() + JUDGE_GRACE;
    let judge_status = loop {
        if let Some(status) = judge.try_wait()? {
            break Some(status);
        }
        if Instant::now() > judge_deadline || crate::interrupt::interrupted() {
            let _ = judge.kill();
            let _ = judge.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    to_judge.join().unwrap();
    to_solution.join().unwrap();
    let solution_stderr = solution_stderr.join().unwrap();
    let judge_stderr = String::from_utf8_lossy(&judge_stderr.join().unwrap()).into_owned();
    let outcome = read_report(
        launched.report,
        status,
        solution,
        Vec::new(),
        solution_stderr,
    )?;
    crate::interrupt::check()?;
    let transcript = Arc::try_unwrap(transcript)
        .map(|t| t.into_inner().unwrap())
        .unwrap_or_else(|t| t.lock().unwrap().clone());
    let judge_message = judge_stderr.trim().to_string();
    let solution_failed = || -> Option<String> {
        let status = outcome.status?;
        (!status.success()).then(|| {
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            let tail: Vec<&str> = stderr.lines().rev().take(5).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            format!("{status}\n{}", tail.join("\n"))
                .trim_end()
                .to_string()
        })
    };
    let over_memory = outcome.peak_memory_kib > limits.memory_kib.unwrap_or(u64::MAX);
    let verdict = if idle {
        Verdict::IdlenessLimitExceeded(format!(
            "both programs waited to read for {} ms with nothing in flight: the solution did not \
             flush a line it wrote, or it reads on after the game ended (it should exit at once)",
            idle_after.as_millis()
        ))
    } else if over_output.load(Ordering::SeqCst) || outcome.killed == Some(Kill::Output) {
        Verdict::OutputLimitExceeded(output_reason(limits))
    } else if outcome.killed == Some(Kill::Time) || outcome.cpu_time > cpu_limit {
        Verdict::TimeLimitExceeded(time_limit_reason(&outcome, &wall))
    } else if outcome.killed == Some(Kill::Memory) {
        Verdict::MemoryLimitExceeded(memory_reason(&outcome, limits, true))
    } else {
        match judge_status.and_then(|s| s.code()) {
            Some(1) => {
                let mut detail = if judge_message.is_empty() {
                    "the interactor rejects the game (no message)".to_string()
                } else {
                    judge_message.lines().last().unwrap_or("").to_string()
                };
                if let Some(failure) = solution_failed() {
                    detail.push_str(&format!("\nthe solution ended with {failure}"));
                }
                Verdict::WrongAnswer(detail)
            }
            Some(0) => match solution_failed() {
                Some(failure) => Verdict::RuntimeError(failure),
                None if over_memory => {
                    Verdict::MemoryLimitExceeded(memory_reason(&outcome, limits, false))
                }
                None => Verdict::Accepted,
            },
            _ => Verdict::InteractorFailure(format!(
                "{} {}: {}",
                interactor.display(),
                judge_status.map_or(
                    "was killed (it did not end after the solution)".to_string(),
                    |s| s.to_string()
                ),
                if judge_message.is_empty() {
                    "(no message)"
                } else {
                    &judge_message
                }
            )),
        }
    };
    Ok(Interaction {
        verdict,
        outcome,
        transcript,
    })
}

/// How long the interactor may run on after the solution ended.
const JUDGE_GRACE: Duration = Duration::from_secs(10);

/// A second descriptor of a pipe's read end, to ask how many bytes wait in it (`FIONREAD`)
/// while a relay thread owns the first; closed when dropped.
struct PipeWatch(libc::c_int);

impl PipeWatch {
    fn new(read_end: &impl AsRawFd) -> Self {
        // SAFETY: dup takes a plain descriptor that is open (the pipe's read end) and returns a
        // new one (or -1, which `pending` treats as an empty pipe).
        PipeWatch(unsafe { libc::dup(read_end.as_raw_fd()) })
    }

    /// The bytes written into the pipe and not read yet (0 when it cannot be told).
    fn pending(&self) -> usize {
        let mut bytes: libc::c_int = 0;
        // SAFETY: FIONREAD writes one int through a pointer to a live one.
        let ok = self.0 >= 0 && unsafe { libc::ioctl(self.0, libc::FIONREAD, &mut bytes) } == 0;
        if ok {
            bytes.max(0) as usize
        } else {
            0
        }
    }
}

impl Drop for PipeWatch {
    fn drop(&mut self) {
        if self.0 >= 0 {
            // SAFETY: the descriptor is this value's own, closed once.
            unsafe { libc::close(self.0) };
        }
    }
}

/// Copies `from` into `to` until `from` ends, recording lines as `side`, counting bytes in
/// `moved` and chunks in hand in `in_flight`. When `to` is closed (the reader is gone) the rest of `from` is still read, so the
/// writer never blocks. With `limit`: past that many bytes, `stop` is called once.
fn relay<F: Fn() + Send + 'static>(
    mut from: impl Read + Send + 'static,
    to: impl Write + Send + 'static,
    side: Side,
    transcript: Arc<Mutex<Transcript>>,
    [moved, in_flight]: [Arc<AtomicU64>; 2],
    limit: Option<(u64, Arc<AtomicBool>, F)>,
) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        let mut to = Some(to);
        let mut partial = Vec::new();
        let mut buffer = vec![0u8; 64 << 10];
        let mut total = 0u64;
        loop {
            let n = match from.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => n,
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            in_flight.fetch_add(1, Ordering::SeqCst);
            moved.fetch_add(n as u64, Ordering::SeqCst);
            total += n as u64;
            if let Some((limit, over, stop)) = &limit {
                if total > *limit {
                    if !over.swap(true, Ordering::SeqCst) {
                        stop();
                    }
                    in_flight.fetch_sub(1, Ordering::SeqCst);
                    continue;
                }
            }
            partial.extend_from_slice(&buffer[..n]);
            {
                let mut transcript = transcript.lock().unwrap();
                while let Some(end) = partial.iter().position(|&b| b == b'\n') {
                    let line: Vec<u8> = partial.drain(..=end).collect();
                    let text = String::from_utf8_lossy(&line[..end]);
                    transcript
                        .lines
                        .push((side, text.trim_end_matches('\r').to_string()));
                }
            }
            if let Some(writer) = &mut to {
                if writer
                    .write_all(&buffer[..n])
                    .and_then(|()| writer.flush())
                    .is_err()
                {
                    to = None;
                }
            }
            in_flight.fetch_sub(1, Ordering::SeqCst);
        }
        if !partial.is_empty() {
            let text = String::from_utf8_lossy(&partial).into_owned();
            transcript
                .lock()
                .unwrap()
                .lines
                .push((side, format!("{text} (no newline)")));
        }
        // Dropping `to` closes the pipe: the reader sees the end of its input.
    })
}

/// The solution under the launcher `launcher` (its only child), if it runs.
fn solution_pid(launcher: libc::pid_t) -> Option<libc::pid_t> {
    crate::procfs::children(launcher).first().copied()
}

/// The opponent policies `interactor` plays (`<crate>-interactor --policies`, one a line).
pub fn policies(interactor: &Path) -> Result<Vec<String>> {
    let outcome = crate::run::run_with_args(
        interactor,
        &["--policies".as_ref()],
        crate::run::Input::Bytes(b""),
        &Limits::time(Duration::from_secs(20)),
    )?;
    let names: Vec<String> = String::from_utf8_lossy(&outcome.stdout)
        .split_whitespace()
        .map(str::to_string)
        .collect();
    if !outcome.status.is_some_and(|s| s.success()) || names.is_empty() {
        anyhow::bail!(
            "`{} --policies` names no policy: {}",
            interactor.display(),
            String::from_utf8_lossy(&outcome.stderr).trim()
        );
    }
    Ok(names)
}

/// An interactor's test: a generated `game` followed by the line `<policy> <seed>`.
pub fn test_input(game: &str, policy: &str, seed: u64) -> String {
    let mut text = game.trim_end().to_string();
    text.push_str(&format!("\n{policy} {seed}\n"));
    text
}

#[cfg(test)]
#[path = "relay/tests.rs"]
mod tests;
