//! Tests that input outside a problem's statement is refused: a solution `debug_assert!`s the
//! statement's constraints where it reads its input, and these helpers run its debug binary
//! (`env!("CARGO_BIN_EXE_<crate>")` in a crate's test) to see it refuse, naming the constraint.
//! In a release build the checks compile away, so [`assert_refused`] has nothing to test there.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a run of a binary gave: whether it succeeded, its standard output and error.
pub struct Ran {
    pub success: bool,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `binary` with `input` on its standard input (no backtrace on a panic).
///
/// # Panics
/// When the binary cannot be started.
pub fn run_binary(binary: impl AsRef<Path>, input: &str) -> Ran {
    let mut child = Command::new(binary.as_ref())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env("RUST_BACKTRACE", "0")
        .spawn()
        .expect("the solution's binary runs");
    // A binary that refuses early may close its input first: a broken pipe is no failure.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let output = child.wait_with_output().unwrap();
    Ran {
        success: output.status.success(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// In a debug build: the run of `binary` on `input` fails and names `constraint` on its
/// standard error; returns the run (in a release build, `None`: nothing was run). What the
/// binary printed before it stopped (the answers to earlier cases) is the caller's to judge.
pub fn assert_refused(binary: impl AsRef<Path>, input: &str, constraint: &str) -> Option<Ran> {
    if !cfg!(debug_assertions) {
        return None;
    }
    let ran = run_binary(binary, input);
    assert!(!ran.success, "{input:?} was answered: {}", ran.stdout);
    assert!(
        ran.stderr.contains(constraint),
        "{input:?} did not name `{constraint}`: {}",
        ran.stderr
    );
    Some(ran)
}
