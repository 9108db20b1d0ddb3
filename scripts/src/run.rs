//! Running a solution on one input under a time limit, measuring wall time and peak memory.
//!
//! The solution is started by a small launcher: this same executable, run afresh with
//! [`LAUNCHER_ARG`]. Linux counts the memory of the process a child was forked from in the
//! child's peak resident size, so a child of a big process (a test harness, `cargo x`) would be
//! charged for its parent. A freshly started launcher is small (about 2 MiB), and that is the
//! floor of every measurement. The launcher also kills the solution's whole process group when
//! the time is up.

use anyhow::{bail, Context, Result};
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The first argument that turns an executable of this workspace into the launcher. Every
/// `main` that runs solutions calls [`serve_as_launcher_if_asked`] first.
pub const LAUNCHER_ARG: &str = "__launch-measured";

#[derive(Debug)]
pub struct RunOutcome {
    /// `None` when the process was killed for running past its limit.
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
    /// Peak resident memory in KiB (at least the launcher's own, about 2 MiB).
    pub peak_memory_kib: u64,
}

impl RunOutcome {
    pub fn timed_out(&self) -> bool {
        self.status.is_none()
    }
}

/// Runs `program` with `input` as its standard input; it is killed after `time_limit`.
pub fn run(program: &Path, input: &Path, time_limit: Duration) -> Result<RunOutcome> {
    let stdin =
        std::fs::File::open(input).with_context(|| format!("cannot open {}", input.display()))?;
    let report = tempfile::NamedTempFile::new()?;
    let mut launcher = Command::new(std::env::current_exe()?)
        .arg(LAUNCHER_ARG)
        .arg(time_limit.as_millis().to_string())
        .arg(report.path())
        .arg(program)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot start the launcher")?;
    let stdout = drain(launcher.stdout.take().unwrap());
    let stderr = drain(launcher.stderr.take().unwrap());
    let status = launcher.wait()?;
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    let report = std::fs::read_to_string(report.path())?;
    let fields: Vec<u64> = report
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    let [killed, elapsed_us, raw_status, peak_memory_kib] = fields[..] else {
        bail!(
            "the launcher failed ({status}) for {}: {}",
            program.display(),
            String::from_utf8_lossy(&stderr).trim()
        );
    };
    Ok(RunOutcome {
        status: (killed == 0).then(|| ExitStatus::from_raw(raw_status as i32)),
        stdout,
        stderr,
        elapsed: Duration::from_micros(elapsed_us),
        peak_memory_kib,
    })
}

fn drain(mut pipe: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        pipe.read_to_end(&mut bytes).ok();
        bytes
    })
}

/// If this process was started as the launcher, does the launcher's work and exits.
pub fn serve_as_launcher_if_asked() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.get(1).is_none_or(|a| a != LAUNCHER_ARG) {
        return;
    }
    let code = match launch(&args[2..]) {
        Ok(()) => 0,
        Err(error) => {
            eprintln!("launcher: {error:#}");
            2
        }
    };
    std::process::exit(code);
}

/// `<time limit ms> <report file> <program>`: runs the program with this process's standard
/// streams, then writes `killed elapsed_us raw_status peak_kib` to the report file.
fn launch(args: &[std::ffi::OsString]) -> Result<()> {
    let [limit_ms, report, program] = args else {
        bail!("usage: {LAUNCHER_ARG} <ms> <report> <program>")
    };
    let limit = Duration::from_millis(limit_ms.to_string_lossy().parse()?);
    let start = Instant::now();
    let child = Command::new(program)
        .process_group(0)
        .spawn()
        .with_context(|| format!("cannot start {}", Path::new(program).display()))?;
    let pid = child.id() as libc::pid_t;
    let mut raw_status = 0;
    // SAFETY: rusage is plain old data; wait4 and kill only take plain values and out-pointers.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut killed = false;
    let elapsed = loop {
        let reaped = unsafe { libc::wait4(pid, &mut raw_status, libc::WNOHANG, &mut usage) };
        if reaped == pid {
            break start.elapsed();
        }
        if reaped < 0 {
            return Err(std::io::Error::last_os_error()).context("wait4");
        }
        if !killed && start.elapsed() > limit {
            unsafe { libc::kill(-pid, libc::SIGKILL) };
            killed = true;
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    if !killed {
        // Leave no stray grandchildren holding our output pipes open.
        unsafe { libc::kill(-pid, libc::SIGKILL) };
    }
    let line = format!(
        "{} {} {} {}\n",
        u8::from(killed),
        elapsed.as_micros(),
        raw_status,
        usage.ru_maxrss.max(0)
    );
    std::fs::write(report, line)?;
    Ok(())
}
