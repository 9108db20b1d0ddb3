//! Running a solution on one input under a time limit, measuring wall time and peak memory.
//!
//! The solution is started by a small launcher: this same executable, run afresh with
//! [`crate::launcher::LAUNCHER_ARG`]. Linux counts the memory of the process a child was forked from in the
//! child's peak resident size, so a child of a big process (a test harness, `cargo x`) would be
//! charged for its parent. A freshly started launcher is small (about 2 MiB), and that is the
//! floor of every measurement.
//!
//! The solution runs in a process group of its own, which the launcher kills when the time is
//! up, when the solution's resident size passes the memory limit (polled from `/proc` while it
//! runs), when the harness asks (too much output), and when the launcher itself gets SIGINT,
//! SIGTERM or SIGHUP (Ctrl-C reaches the launcher, not the solution's group). The launcher dies
//! with its parent (SIGTERM), the solution with the launcher (SIGKILL). Nothing goes through a
//! temporary file: input given as bytes is written into a pipe, and the launcher's report comes
//! back through a pipe of its own.

use anyhow::{bail, Context, Result};
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// The most standard output kept from one run (and the most standard error read): 64 MiB,
/// about ten times the largest expected output of any problem here and more than judges
/// accept. A program that writes more is killed and judged OLE.
pub const OUTPUT_LIMIT_BYTES: u64 = 64 << 20;

/// How much of the end of standard error is kept (only its tail is ever shown).
pub(crate) const STDERR_TAIL_BYTES: usize = 64 << 10;

/// What a run may use before it is killed.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Wall time.
    pub time: Duration,
    /// CPU time (user and system), polled while the program runs; `None`: not watched. The
    /// interactive runs use it: waiting for the interactor costs wall time, not CPU time.
    pub cpu: Option<Duration>,
    /// Resident size in KiB, polled while the program runs; `None`: not watched.
    pub memory_kib: Option<u64>,
    /// Standard output (and standard error) in bytes.
    pub output_bytes: u64,
}

impl Limits {
    /// A time limit only (and the usual [`OUTPUT_LIMIT_BYTES`]).
    pub fn time(time: Duration) -> Self {
        Limits {
            time,
            cpu: None,
            memory_kib: None,
            output_bytes: OUTPUT_LIMIT_BYTES,
        }
    }
}

/// Standard input of a run: a file, or bytes written into a pipe.
#[derive(Debug, Clone, Copy)]
pub enum Input<'a> {
    File(&'a Path),
    Bytes(&'a [u8]),
}

/// Why a run was killed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kill {
    Time,
    Memory,
    Output,
}

#[derive(Debug)]
pub struct RunOutcome {
    /// `None` when the process was killed (see `killed`).
    pub status: Option<ExitStatus>,
    pub killed: Option<Kill>,
    /// At most the output limit.
    pub stdout: Vec<u8>,
    /// The last 64 KiB.
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
    /// CPU time (user and system) the program used, killed or not: what a judge times.
    pub cpu_time: Duration,
    /// Peak resident memory in KiB (at least the launcher's own, about 2 MiB).
    pub peak_memory_kib: u64,
}

impl RunOutcome {
    pub fn timed_out(&self) -> bool {
        self.killed == Some(Kill::Time)
    }
}

/// Runs `program` with the file `input` as its standard input; it is killed after `time_limit`.
pub fn run(program: &Path, input: &Path, time_limit: Duration) -> Result<RunOutcome> {
    run_with(program, Input::File(input), &Limits::time(time_limit))
}

/// Runs `program` with `input` written into its standard input; killed after `time_limit`.
pub fn run_bytes(program: &Path, input: &[u8], time_limit: Duration) -> Result<RunOutcome> {
    run_with(program, Input::Bytes(input), &Limits::time(time_limit))
}

/// Runs `program` on `input` under `limits`. An interruption (a signal to the launcher, or to
/// `cargo x`) is an error: [`crate::interrupt::Interrupted`].
pub fn run_with(program: &Path, input: Input, limits: &Limits) -> Result<RunOutcome> {
    run_with_args(program, &[], input, limits)
}

/// [`run_with`], with command-line arguments for the program.
pub fn run_with_args(
    program: &Path,
    args: &[&std::ffi::OsStr],
    input: Input,
    limits: &Limits,
) -> Result<RunOutcome> {
    let stdin = match input {
        Input::File(path) => Stdio::from(
            std::fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?,
        ),
        Input::Bytes(_) => Stdio::piped(),
    };
    let Launched {
        child: mut launcher,
        report,
    } = launch_measured(program, args, limits, stdin, Stdio::piped())?;
    let launcher_pid = launcher.id() as libc::pid_t;
    let writer = match (input, launcher.stdin.take()) {
        (Input::Bytes(bytes), Some(mut stdin)) => {
            let bytes = bytes.to_vec();
            // A program may stop reading early: a broken pipe is not an error here.
            Some(std::thread::spawn(move || drop(stdin.write_all(&bytes))))
        }
        _ => None,
    };
    let over_limit = Arc::new(AtomicBool::new(false));
    let stop = {
        let over_limit = Arc::clone(&over_limit);
        move || {
            if !over_limit.swap(true, Ordering::SeqCst) {
                // The launcher is not reaped before both pipes are closed, so the pid is its.
                // SAFETY: kill takes plain values.
                unsafe { libc::kill(launcher_pid, libc::SIGUSR1) };
            }
        }
    };
    let stdout = drain(
        launcher.stdout.take().unwrap(),
        limits.output_bytes,
        None,
        stop.clone(),
    );
    let stderr = drain(
        launcher.stderr.take().unwrap(),
        limits.output_bytes,
        Some(STDERR_TAIL_BYTES),
        stop,
    );
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    let status = launcher.wait()?;
    if let Some(writer) = writer {
        writer.join().unwrap();
    }
    read_report(report, status, program, stdout, stderr)
}

/// A launcher started by [`launch_measured`], and the read end of its report pipe.
pub struct Launched {
    pub child: std::process::Child,
    pub report: OwnedFd,
}

/// Starts the launcher for `program` under `limits` with the given standard input and output
/// (standard error is piped). The caller drains the pipes, waits for the launcher and reads
/// its report with [`read_report`]; SIGUSR1 to the launcher kills the program (reported as an
/// output kill).
pub fn launch_measured(
    program: &Path,
    args: &[&std::ffi::OsStr],
    limits: &Limits,
    stdin: Stdio,
    stdout: Stdio,
) -> Result<Launched> {
    let (report_read, report_write) = pipe()?;
    let report_fd = report_write.as_raw_fd();
    // This very program serves as the launcher: `/proc/self/exe` is its file even after a
    // rebuild replaced it on disk (a long stress run while the tool is rebuilt).
    let mut command = Command::new(this_program()?);
    command
        .arg(crate::launcher::LAUNCHER_ARG)
        .arg(std::process::id().to_string())
        .arg(report_fd.to_string())
        .arg(limits.time.as_millis().to_string())
        .arg(
            limits
                .cpu
                .map_or(0, |cpu| cpu.as_millis().max(1))
                .to_string(),
        )
        .arg(limits.memory_kib.unwrap_or(0).to_string())
        .arg(program)
        .args(args)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped());
    // SAFETY: fcntl is async-signal-safe; it only makes the report pipe survive into the
    // launcher (in this process it stays close-on-exec, so no other child inherits it).
    unsafe {
        command.pre_exec(move || {
            if libc::fcntl(report_fd, libc::F_SETFD, 0) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let child = command.spawn().context("cannot start the launcher")?;
    drop(report_write);
    Ok(Launched {
        child,
        report: report_read,
    })
}

/// The outcome of a run from the launcher's report (after the launcher exited with `status`).
pub fn read_report(
    report: OwnedFd,
    status: ExitStatus,
    program: &Path,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
) -> Result<RunOutcome> {
    let mut text = String::new();
    std::fs::File::from(report).read_to_string(&mut text)?;
    crate::interrupt::check()?;
    let fields: Vec<u64> = text
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    let [killed, elapsed_us, raw_status, peak_memory_kib, cpu_us] = fields[..] else {
        bail!(
            "the launcher failed ({status}) for {}: {}",
            program.display(),
            String::from_utf8_lossy(&stderr).trim()
        );
    };
    let killed = match killed {
        0 => None,
        1 => Some(Kill::Time),
        2 => Some(Kill::Memory),
        3 => Some(Kill::Output),
        _ => return Err(crate::interrupt::Interrupted.into()),
    };
    Ok(RunOutcome {
        status: killed
            .is_none()
            .then(|| ExitStatus::from_raw(raw_status as i32)),
        killed,
        stdout,
        stderr,
        elapsed: Duration::from_micros(elapsed_us),
        cpu_time: Duration::from_micros(cpu_us),
        peak_memory_kib,
    })
}

/// This running program, to start again as the launcher: `/proc/self/exe` where it exists.
pub fn this_program() -> Result<std::path::PathBuf> {
    let proc_self = std::path::PathBuf::from("/proc/self/exe");
    if proc_self.exists() {
        return Ok(proc_self);
    }
    std::env::current_exe().context("cannot find this program")
}

/// A close-on-exec pipe: (read end, write end).
fn pipe() -> Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills two descriptors that nothing else owns.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } < 0 {
        return Err(std::io::Error::last_os_error()).context("pipe2");
    }
    // SAFETY: both descriptors were just created and are owned here only.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Reads `pipe` to its end. Keeps at most `limit` bytes (or, with `tail`, the last `tail`
/// bytes) and calls `stop` once more than `limit` bytes came.
pub(crate) fn drain(
    mut pipe: impl Read + Send + 'static,
    limit: u64,
    tail: Option<usize>,
    stop: impl Fn() + Send + 'static,
) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut total = 0u64;
        let mut buffer = vec![0u8; 64 << 10];
        loop {
            let n = match pipe.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => n,
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            let room = limit.saturating_sub(total) as usize;
            total += n as u64;
            kept.extend_from_slice(&buffer[..n.min(room)]);
            if let Some(tail) = tail {
                if kept.len() > 2 * tail {
                    kept.drain(..kept.len() - tail);
                }
            }
            if total > limit {
                stop();
            }
        }
        if let Some(tail) = tail {
            if kept.len() > tail {
                kept.drain(..kept.len() - tail);
            }
        }
        kept
    })
}
