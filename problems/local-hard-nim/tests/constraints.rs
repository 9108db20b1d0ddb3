//! Input outside the statement is refused in debug builds (what `cargo test` builds), naming the
//! constraint, instead of being answered as if it were another value: m above 50000 (before the
//! check, m = 50021 was answered as m = 50000), m below 2, n = 0. In a release build the checks
//! compile away, so these tests have nothing to test there.

use harness::constraints::run_binary;

const BINARY: &str = env!("CARGO_BIN_EXE_local-hard-nim");

/// The run fails and names `constraint`.
fn assert_refused(input: &str, constraint: &str) {
    harness::constraints::assert_refused(BINARY, input, constraint);
}

/// Runs the solution's binary on `input`: (success, stdout, stderr).
fn run(input: &str) -> (bool, String, String) {
    let ran = run_binary(BINARY, input);
    (ran.success, ran.stdout, ran.stderr)
}

#[test]
fn m_above_50000_is_refused() {
    assert_refused("2 50021\n", "2 <= m <= 50000");
    assert_refused("1 50001\n", "2 <= m <= 50000");
}

#[test]
fn m_below_2_and_n_of_0_are_refused() {
    assert_refused("3 1\n", "2 <= m <= 50000");
    assert_refused("0 10\n", "1 <= n <= 1e9");
}

#[test]
fn more_than_80_cases_are_refused() {
    assert_refused(&"1 2\n".repeat(81), "at most 80 test cases");
}

#[test]
fn the_largest_m_is_answered() {
    let (success, stdout, stderr) = run("2 50000\n");
    assert!(success, "{stderr}");
    assert_eq!(stdout.lines().count(), 1);
}
