//! Input outside the statement is refused in debug builds (what `cargo test` builds), naming the
//! constraint, instead of being answered as if it were another value: a number above 20, a
//! count of 2^63 (which would otherwise ask for that much memory) and a position that cannot
//! occur. In a release build the checks compile away, so these tests have nothing to test there.

use harness::constraints::run_binary;

const BINARY: &str = env!("CARGO_BIN_EXE_poj-1143");

/// The run fails, prints no answer and names `constraint`.
fn assert_refused(input: &str, constraint: &str) {
    if let Some(ran) = harness::constraints::assert_refused(BINARY, input, constraint) {
        assert!(ran.stdout.is_empty(), "{input:?} printed {:?}", ran.stdout);
    }
}

/// Runs the solution's binary on `input`: (success, stdout, stderr).
fn run(input: &str) -> (bool, String, String) {
    let ran = run_binary(BINARY, input);
    (ran.success, ran.stdout, ran.stderr)
}

#[test]
fn a_number_above_20_is_refused() {
    // Before the check, `1 34` was answered as if it were the position {2}.
    assert_refused("1 34\n0\n", "2 <= a_i <= 20");
    assert_refused("2 2 1\n0\n", "2 <= a_i <= 20");
}

#[test]
fn a_count_of_2_to_the_63_is_refused_before_any_allocation() {
    // Before the check, this said `capacity overflow`.
    assert_refused("9223372036854775808 2\n0\n", "1 <= n <= 20");
}

#[test]
fn a_position_that_cannot_occur_is_refused() {
    // 2 and 3 forbidden but 5 = 2 + 3 allowed.
    assert_refused("1 5\n0\n", "every position can really occur in a game");
    // The same number twice.
    assert_refused("2 4 4\n0\n", "every position can really occur in a game");
}

#[test]
fn positions_inside_the_statement_are_answered() {
    let (success, stdout, stderr) = run("2 2 5\n2 2 3\n5 2 3 4 5 6\n0\n");
    assert!(success, "{stderr}");
    assert!(stdout.starts_with("Test Case #1\nThe winning moves are: 2\n"));
}
