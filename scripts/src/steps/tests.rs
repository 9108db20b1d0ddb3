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
