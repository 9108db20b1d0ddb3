//! The launcher every run goes through (see [`crate::run`]): this same executable, started
//! afresh with [`LAUNCHER_ARG`], runs the program in a process group of its own, kills it at the
//! time or memory limit or on a signal, and reports how it ended through a pipe.

use crate::procfs;
use anyhow::{bail, Context, Result};
use std::ffi::OsString;
use std::io::Write;
use std::os::fd::FromRawFd;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

/// The first argument that turns an executable of this workspace into the launcher. Every
/// `main` that runs solutions calls [`serve_as_launcher_if_asked`] first.
pub const LAUNCHER_ARG: &str = "__launch-measured";

/// If this process was started as the launcher, does the launcher's work and exits.
pub fn serve_as_launcher_if_asked() {
    let args: Vec<OsString> = std::env::args_os().collect();
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

/// The solution's process group, once started (0 before).
static SOLUTION: AtomicI32 = AtomicI32::new(0);
/// The signal that told the launcher to stop (0: none yet).
static STOP_SIGNAL: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_stop_signal(signal: libc::c_int) {
    STOP_SIGNAL.store(signal, Ordering::SeqCst);
    let group = SOLUTION.load(Ordering::SeqCst);
    if group > 0 {
        // SAFETY: kill is async-signal-safe.
        unsafe { libc::kill(-group, libc::SIGKILL) };
    }
}

/// The report's `killed` code for a signal the launcher got: 3 (output, SIGUSR1 from the
/// harness), 4 (any other), 0 (none).
fn stopped_by_signal() -> u8 {
    match STOP_SIGNAL.load(Ordering::SeqCst) {
        0 => 0,
        libc::SIGUSR1 => 3,
        _ => 4,
    }
}

fn parse<T: std::str::FromStr>(arg: &OsString, what: &str) -> Result<T> {
    arg.to_string_lossy()
        .parse()
        .map_err(|_| anyhow::anyhow!("bad {what}: {arg:?}"))
}

/// `<parent pid> <report fd> <time limit ms> <CPU limit ms, 0: none> <memory limit KiB, 0: none>
/// <program> [args]`: runs the program (with its arguments) with this process's standard streams,
/// killing it when its wall time passes the time limit or its CPU time (user and system, polled
/// from `/proc` every few milliseconds) passes the CPU limit, then writes
/// `killed elapsed_us raw_status peak_kib cpu_us` to the report descriptor (`killed`: 0 no, 1 time,
/// 2 memory, 3 output, 4 a signal to the launcher).
fn launch(args: &[OsString]) -> Result<()> {
    let [parent, report_fd, limit_ms, cpu_ms, memory_kib, program, program_args @ ..] = args else {
        bail!("usage: {LAUNCHER_ARG} <parent pid> <report fd> <ms> <CPU ms> <memory KiB> <program> [args]")
    };
    let parent: libc::pid_t = parse(parent, "parent pid")?;
    let report_fd: libc::c_int = parse(report_fd, "report fd")?;
    let limit = Duration::from_millis(parse(limit_ms, "time limit")?);
    let cpu_limit_ms: u64 = parse(cpu_ms, "CPU limit")?;
    let memory_kib: u64 = parse(memory_kib, "memory limit")?;
    // SAFETY: plain system calls on values; the handler only touches atomics and calls kill.
    unsafe {
        // The solution must not inherit the report pipe.
        libc::fcntl(report_fd, libc::F_SETFD, libc::FD_CLOEXEC);
        for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGUSR1] {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction =
                on_stop_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
            action.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM as libc::c_ulong);
        if libc::getppid() != parent {
            bail!("the harness is gone");
        }
    }
    // SAFETY: the descriptor was handed to this process for the report and is used only here.
    let mut report = unsafe { std::fs::File::from_raw_fd(report_fd) };
    let launcher = std::process::id() as libc::pid_t;
    let start = Instant::now();
    let mut command = Command::new(program);
    command.args(program_args).process_group(0);
    // SAFETY: prctl and getppid are async-signal-safe.
    unsafe {
        command.pre_exec(move || {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
            if libc::getppid() != launcher {
                return Err(std::io::Error::other("the launcher is gone"));
            }
            Ok(())
        });
    }
    let child = command
        .spawn()
        .with_context(|| format!("cannot start {}", Path::new(program).display()))?;
    let pid = child.id() as libc::pid_t;
    SOLUTION.store(pid, Ordering::SeqCst);
    let ticks_per_second = procfs::ticks_per_second();
    let mut raw_status = 0;
    // SAFETY: rusage is plain old data; wait4 and kill only take plain values and out-pointers.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut killed = 0u8;
    let mut polled_peak_kib = 0u64;
    let mut last_poll = Instant::now();
    let kill_group = || unsafe { libc::kill(-pid, libc::SIGKILL) };
    let elapsed = loop {
        let reaped = unsafe { libc::wait4(pid, &mut raw_status, libc::WNOHANG, &mut usage) };
        if reaped == pid {
            break start.elapsed();
        }
        if reaped < 0 {
            let error = std::io::Error::last_os_error();
            if error.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(error).context("wait4");
        }
        if killed == 0 {
            killed = stopped_by_signal();
            if killed == 0 && start.elapsed() > limit {
                killed = 1;
            }
            if killed == 0 && last_poll.elapsed() >= Duration::from_millis(1) {
                last_poll = Instant::now();
                let resident_kib = procfs::resident_kib(pid);
                polled_peak_kib = polled_peak_kib.max(resident_kib);
                if memory_kib > 0 && resident_kib > memory_kib {
                    killed = 2;
                }
                if killed == 0
                    && cpu_limit_ms > 0
                    && procfs::cpu_ticks(pid)
                        .is_some_and(|t| t * 1000 / ticks_per_second > cpu_limit_ms)
                {
                    killed = 1;
                }
            }
            if killed != 0 {
                kill_group();
            }
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    // The signal handler may have killed the solution before the loop saw the signal.
    if killed == 0 {
        killed = stopped_by_signal();
    }
    // Leave no stray grandchildren holding our output pipes open.
    kill_group();
    let peak = (usage.ru_maxrss.max(0) as u64).max(polled_peak_kib);
    let micros = |t: libc::timeval| t.tv_sec.max(0) as u64 * 1_000_000 + t.tv_usec.max(0) as u64;
    let cpu_us = micros(usage.ru_utime) + micros(usage.ru_stime);
    let line = format!(
        "{killed} {} {raw_status} {peak} {cpu_us}\n",
        elapsed.as_micros()
    );
    report.write_all(line.as_bytes())?;
    Ok(())
}
