//! Ctrl-C stops `x` and everything it started, and a spinning player stops at its CPU limit.

use crate::fixtures::*;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// The processes running `exe`.
fn processes_of(exe: &Path) -> Vec<u32> {
    let exe = exe.canonicalize().unwrap_or(exe.to_path_buf());
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let target = std::fs::read_link(entry.path().join("exe")).ok()?;
            (target == exe).then_some(pid)
        })
        .collect()
}

/// Starts `x <args>` in `root` with an empty TMPDIR, waits until `solution` runs, sends SIGINT
/// to x's process group, and checks that x stops with 130 leaving no solution and no temporary
/// file behind.
fn interrupt_while_solution_runs(root: &Path, args: &[&str], solution: &Path) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let target = SharedTarget::get();
    let mut child = x(root, target.path(), args)
        .env("TMPDIR", tmp.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while processes_of(solution).is_empty() {
        if let Some(status) = child.try_wait().unwrap() {
            let output = child.wait_with_output().unwrap();
            panic!(
                "x ended ({status}) before the solution ran:\n{}",
                text(&output)
            );
        }
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "the solution never ran"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(200));
    // SAFETY: kill takes plain values; the group is x's own (process_group(0)).
    unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGINT) };
    let interrupted = Instant::now();
    while child.try_wait().unwrap().is_none() {
        assert!(
            interrupted.elapsed() < Duration::from_secs(10),
            "x did not stop"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().unwrap();
    let out = text(&output);
    assert_eq!(output.status.code(), Some(130), "{out}");
    assert!(out.contains("interrupted"), "{out}");
    while !processes_of(solution).is_empty() {
        assert!(
            interrupted.elapsed() < Duration::from_secs(5),
            "the solution is still running"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
    out
}

#[test]
fn ctrl_c_stops_the_solution_and_leaves_no_temporary_file() {
    let fix = fixture(HANGS, true, 120_000);
    let solution = fix.root.join("target/x/release").join(KRATE);
    interrupt_while_solution_runs(&fix.root, &["test", KRATE], &solution);

    // While a bundle's samples run: no partial bundle in bundled/ either.
    let solution = fix.root.join("target/x/bundled").join(KRATE);
    interrupt_while_solution_runs(&fix.root, &["bundle", KRATE], &solution);
    if let Ok(entries) = std::fs::read_dir(fix.root.join("bundled")) {
        let left: Vec<_> = entries.collect();
        assert!(left.is_empty(), "left in bundled/: {left:?}");
    }
}

/// An interactor without dependencies: sends `1`, then waits for a line and accepts.
const WAITING_INTERACTOR: &str = "use std::io::{BufRead, Write};\n\
fn main() {\n    let mut out = std::io::stdout();\n    writeln!(out, \"1\").unwrap();\n    out.flush().unwrap();\n    \
let mut line = String::new();\n    std::io::stdin().lock().read_line(&mut line).unwrap();\n}\n";

/// A fixture made interactive (time limit `time_limit_ms`): its solution spins forever without
/// reading, its interactor ([`WAITING_INTERACTOR`]) waits for the solution's first line.
fn spinning_interactive_fixture(time_limit_ms: u64) -> Fixture {
    let fix = fixture(HANGS, true, time_limit_ms);
    let config = fix.root.join("judge.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    write(&config, &format!("{text}compare = \"interactive\"\n"));
    let manifest = fix.root.join(format!("problems/{KRATE}/Cargo.toml"));
    let text = std::fs::read_to_string(&manifest).unwrap();
    write(
        &manifest,
        &format!("{text}\n[[example]]\nname = \"{KRATE}-interactor\"\npath = \"examples/interactor.rs\"\n"),
    );
    write(
        &fix.root
            .join(format!("problems/{KRATE}/examples/interactor.rs")),
        WAITING_INTERACTOR,
    );
    write(
        &fix.root.join(format!("problems/{KRATE}/src/main.rs")),
        "fn main() {\n    loop {\n        std::hint::spin_loop();\n    }\n}\n",
    );
    fix
}

#[test]
fn ctrl_c_during_an_interactive_run_stops_both_programs() {
    // The solution computes forever without reading; the interactor waits for its first line.
    let fix = spinning_interactive_fixture(120_000);
    let solution = fix.root.join("target/x/release").join(KRATE);
    let interactor = fix
        .root
        .join("target/x/examples")
        .join(format!("{KRATE}-interactor"));
    interrupt_while_solution_runs(&fix.root, &["test", KRATE], &solution);
    assert!(interactor.is_file(), "the interactor was never built");
    let start = Instant::now();
    while !processes_of(&interactor).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "the interactor is still running"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_spinning_interactive_player_is_stopped_at_its_cpu_limit_with_a_reason() {
    let fix = spinning_interactive_fixture(1000);
    let target = SharedTarget::get();
    let (ok, out) = run_x(&fix.root, target.path(), &["test", KRATE]);
    assert!(!ok, "{out}");
    // Killed by the CPU limit while it ran (not by the wall-clock cap of 5 x 1 s + 2 s, after
    // the fact), with the reason, the last lines and the transcript.
    assert!(out.contains("TLE"), "{out}");
    assert!(
        out.contains("ms of CPU time, over the limit of 1000 ms"),
        "{out}"
    );
    assert!(out.contains("transcript: "), "{out}");
    assert!(out.contains("< 1"), "{out}");
}
