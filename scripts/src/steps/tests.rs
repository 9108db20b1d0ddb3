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
