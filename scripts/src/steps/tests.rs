use super::*;

#[test]
fn the_summary_names_the_failed_steps() {
    let outcomes = vec![
        Outcome {
            name: "fmt".into(),
            ok: true,
            elapsed: Duration::from_millis(400),
        },
        Outcome {
            name: "stress".into(),
            ok: false,
            elapsed: Duration::from_millis(1600),
        },
    ];
    assert_eq!(
        summary("check", &outcomes),
        "  total              2.0 s\nfailed: stress\ncheck: 1 passed, 1 failed"
    );
}

#[test]
fn each_diff_is_shown_once() {
    let text = "Diff in /w/p/examples/brute.rs:1:\n-a\n+b\n\nDiff in /w/p/tests/../examples/brute.rs:1:\n-a\n+b\n\nDiff in /w/p/tests/t.rs:3:\n-c\n";
    assert_eq!(
        one_diff_per_file(text),
        "Diff in /w/p/examples/brute.rs:1:\n-a\n+b\n\nDiff in /w/p/tests/t.rs:3:\n-c\n"
    );
}

#[test]
fn a_problem_lints_the_topics_it_uses_and_theirs() {
    let ctx = Context::new(
        harness::paths::Workspace::from_current_dir().unwrap(),
        crate::context::Shell::with_colour(false),
    );
    let topics = topics_of(&ctx, &ctx.problem("poj-2234").manifest()).unwrap();
    assert_eq!(topics, ["cgt-fast-input", "cgt-nim"]);
}

#[test]
fn each_diagnostic_is_shown_once() {
    let lint = "warning: this `if` has identical blocks\n  --> problems/p/src/main.rs:4:8\n   |\n4  |     if x + 1 <= 3 {}\n   |\n";
    let again = lint.replace("problems/p/src", "problems/p/tests/../src");
    let other = "warning: unused variable: `unused`\n --> problems/p/src/main.rs:5:9\n  |\n";
    let text = format!(
        "    Checking p v0.1.0\n{lint}\n{again}\n{other}\nwarning: `p` (bin \"p\") generated 2 warnings\n"
    );
    let shown = one_diagnostic_each(&text);
    assert_eq!(shown.matches("identical blocks").count(), 1, "{shown}");
    assert_eq!(shown.matches("unused variable").count(), 1, "{shown}");
    assert!(shown.starts_with("    Checking p v0.1.0\n"), "{shown}");
    assert!(shown.contains("generated 2 warnings"), "{shown}");
}

#[test]
fn the_problems_that_stress_and_bundle_failed_are_named_at_the_end() {
    // Sixteen problems, the first one failing, then fifty lines of others: the shown end of the
    // output (its last lines) must still name the failure.
    let mut text = String::from(
        "atcoder-abc278-g: fails on seed 78; saved samples/x/stress-78.in and ...\n  ILE  512 ms  idle\n",
    );
    for i in 0..50 {
        text.push_str(&format!(
            "problem-{i}: ok, 100 seeds: agree with the brute force\n"
        ));
    }
    text.push_str("cf-1: FAILED  target/x/bundled/cf-1.rs\n  WA   3 ms  2.0 MiB  2\n  AC   1 ms  1.9 MiB  1\n");
    text.push_str("stress: 50 passed, 2 failed\n");
    let tidy = failures_first(&text);
    let end: Vec<&str> = tidy.lines().rev().take(5).collect();
    assert!(
        end.contains(&"atcoder-abc278-g: fails on seed 78; saved samples/x/stress-78.in and ..."),
        "{tidy}"
    );
    assert!(end.contains(&"  ILE  512 ms  idle"), "{tidy}");
    assert!(
        end.contains(&"cf-1: FAILED  target/x/bundled/cf-1.rs"),
        "{tidy}"
    );
    assert!(end.contains(&"  WA   3 ms  2.0 MiB  2"), "{tidy}");
    assert!(
        !tidy
            .lines()
            .rev()
            .take(5)
            .any(|line| line.starts_with("  AC")),
        "{tidy}"
    );
}
