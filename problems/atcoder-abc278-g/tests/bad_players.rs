//! What the interactive harness must catch, shown on this problem with the real interactor and
//! the deliberately wrong players of `examples/bad-player.rs` (built beside this test by
//! `cargo test`): a planted losing move is punished by the `optimal` judge (and may pass the
//! `random` one), a missing flush and a player that never exits are idle, not hung, an illegal
//! move is a wrong answer naming the card, a player that computes forever exceeds the time.
//!
//! It starts the harness's launcher, so it has a `main` of its own (`harness = false`).

use harness::config::JudgeConfig;
use harness::deadline::idle_window;
use harness::relay::interact;
use harness::run::Limits;
use harness::verdict::Verdict;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let path = exe
        .parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("examples")
        .join(name);
    assert!(
        path.is_file(),
        "{} is not built (run `cargo test -p atcoder-abc278-g`)",
        path.display()
    );
    path
}

/// The verdict of `player` (a program and its arguments) on `test`, and how long it took.
fn verdict(player: &Path, args: &[&str], test: &str, time_limit: Duration) -> (Verdict, Duration) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("test.in");
    std::fs::write(&input, test).unwrap();
    let args: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_ref()).collect();
    let limits = Limits {
        time: time_limit,
        cpu: None,
        memory_kib: Some(1024 * 1024),
        output_bytes: 1 << 20,
    };
    let start = Instant::now();
    let interaction = interact(
        player,
        &args,
        &example("atcoder-abc278-g-interactor"),
        &input,
        &limits,
        idle_window(time_limit),
    )
    .unwrap();
    (interaction.verdict, start.elapsed())
}

fn main() {
    harness::launcher::serve_as_launcher_if_asked();
    // The harness reads judge.toml: it must parse with this problem's entry.
    JudgeConfig::load(
        &harness::paths::Workspace::from_current_dir()
            .unwrap()
            .judge_toml(),
    )
    .unwrap();
    let bad = example("atcoder-abc278-g-bad-player");
    let good = PathBuf::from(env!("CARGO_BIN_EXE_atcoder-abc278-g"));
    let second = Duration::from_secs(2);
    let mut failures = Vec::new();
    let mut check = |name: &str, ok: bool, detail: String| {
        println!("{} {name}", if ok { "ok    " } else { "FAILED" });
        if !ok {
            failures.push(format!("{name}: {detail}"));
        }
    };

    let (v, _) = verdict(&good, &[], "16 1 2\noptimal 1\n", second);
    check(
        "the real player is accepted",
        v == Verdict::Accepted,
        format!("{v:?}"),
    );

    // A losing first move: the optimal judge wins; the player ends with no move and gives up.
    for game in ["6 1 2", "16 1 3", "9 2 2"] {
        let (v, _) = verdict(&bad, &["planted"], &format!("{game}\noptimal 3\n"), second);
        let ok = matches!(&v, Verdict::WrongAnswer(why) if why.contains("gives up"));
        check(
            &format!("a planted losing move in {game} loses to optimal"),
            ok,
            format!("{v:?}"),
        );
    }

    let (v, took) = verdict(&bad, &["no-flush"], "6 1 2\noptimal 1\n", second);
    check(
        "a missing flush is idleness, within the time limit, and says why",
        matches!(&v, Verdict::IdlenessLimitExceeded(why) if why.contains("did not flush"))
            && took < second,
        format!("{v:?} after {took:?}"),
    );

    let (v, _) = verdict(&bad, &["illegal"], "6 1 2\nrandom 1\n", second);
    let ok = matches!(&v, Verdict::WrongAnswer(why) if why.contains("move 3: 3 2 removes card 3, which is gone"));
    check(
        "an illegal move is a wrong answer naming the card",
        ok,
        format!("{v:?}"),
    );

    let (v, took) = verdict(&bad, &["never-exits"], "6 1 2\noptimal 1\n", second);
    check(
        "a player that waits after the game is idleness",
        matches!(v, Verdict::IdlenessLimitExceeded(_)) && took < second,
        format!("{v:?} after {took:?}"),
    );

    // Stopped as soon as its CPU time passes the limit, not at the wall-clock cap (5 x 0.5 s
    // + 2 s) and judged afterwards: within the limit and a margin for a loaded machine.
    let limit = Duration::from_millis(500);
    let (v, took) = verdict(&bad, &["spins"], "6 1 2\noptimal 1\n", limit);
    check(
        "a player that computes forever exceeds the time, stopped at its CPU limit",
        matches!(&v, Verdict::TimeLimitExceeded(why) if why.contains("over the limit of 500 ms"))
            && took < limit * 4 + Duration::from_millis(500),
        format!("{v:?} after {took:?}"),
    );

    if !failures.is_empty() {
        eprintln!("{}", failures.join("\n"));
        std::process::exit(1);
    }
}
