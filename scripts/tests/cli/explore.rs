//! `x explore`: signals and tables of values.

use crate::fixtures::*;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// `x explore` computes without children: SIGINT and SIGTERM still stop it within a second,
/// with 130.
#[test]
fn explore_stops_on_sigint_and_sigterm() {
    for signal in [libc::SIGINT, libc::SIGTERM] {
        let target = tempfile::tempdir().unwrap();
        let mut child = x(
            &this_checkout(),
            target.path(),
            &["explore", "0.104", "--certify", "--max", "200000"],
        )
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
        std::thread::sleep(Duration::from_millis(500));
        assert!(
            child.try_wait().unwrap().is_none(),
            "explore ended too soon"
        );
        // SAFETY: kill takes plain values; the group is x's own (process_group(0)).
        unsafe { libc::kill(-(child.id() as libc::pid_t), signal) };
        let sent = Instant::now();
        while child.try_wait().unwrap().is_none() {
            assert!(
                sent.elapsed() < Duration::from_secs(1),
                "explore did not stop within a second"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(130), "{}", text(&output));
        assert!(text(&output).contains("interrupted"));
    }
}

/// `x explore --values`: bad tokens and ragged grids are named with their file and line;
/// `--predict` prints one answer a line.
#[test]
fn explore_values_and_predict() {
    let dir = tempfile::tempdir().unwrap();
    let target = tempfile::tempdir().unwrap();
    let file = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let ruler: Vec<String> = (1..400u64)
        .map(|n| (n.trailing_zeros() + 1).to_string())
        .collect();
    let values = file("ruler.txt", &ruler.join(" "));
    let queries = file("q.txt", "3\n1000000\n1000000000000000000\n0\n");
    let run = |args: &[&str]| {
        let output = x(&this_checkout(), target.path(), args).output().unwrap();
        (output.status.success(), text(&output))
    };
    let (ok, out) = run(&[
        "explore",
        "--values",
        &values,
        "--from",
        "1",
        "--predict",
        &queries,
    ]);
    assert!(ok, "{out}");
    assert_eq!(out, "1\n7\n19\n?\n");
    let (ok, out) = run(&["explore", "--values", &values, "--from", "1"]);
    assert!(ok, "{out}");
    assert!(out.contains("rules found (detected over the table, not proved):\n  g(n) = v2(n) + 1 for n >= 1 [confirmed by 399 values from 1]\n"), "{out}");
    let bad = file("bad.txt", "0 1 2\n3 x4 5\n");
    let (ok, out) = run(&["explore", "--values", &bad]);
    assert!(!ok);
    assert!(
        out.contains("bad.txt:2: `x4` is not a non-negative integer"),
        "{out}"
    );
    let ragged = file("ragged.txt", "0 1 2\n3 4\n");
    let (ok, out) = run(&["explore", "--values", &ragged, "--grid"]);
    assert!(!ok);
    assert!(
        out.contains("ragged.txt:2: a ragged grid: this row has 2 values, the first row has 3"),
        "{out}"
    );
}
