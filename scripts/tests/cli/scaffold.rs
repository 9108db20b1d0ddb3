//! `x new` and `x uses`: a scaffolded problem, its checks, its MSRV.

use crate::fixtures::*;
use std::process::Command;
use std::time::{Duration, Instant};

/// The kinds `x new` scaffolds, each with its crate name in the test workspace.
const KINDS: [(&str, &str); 5] = [
    ("win", "luogu-p9999"),
    ("score", "atcoder-abc999-l"),
    ("real", "cf-99999d"),
    ("mod", "local-dice-race"),
    ("interactive", "local-take-game"),
];

#[test]
fn every_kind_scaffolds_a_worked_example_that_checks_green() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    std::fs::create_dir_all(&root).unwrap();
    copy_sources(&this_checkout(), &root).unwrap();
    let target = SharedTarget::get();
    // Nothing of the tool changes (the problem list, scripts/docs/problems.md, is generated).
    let tool = |root: &std::path::Path| {
        let mut files = tree(&root.join("scripts"));
        files.retain(|(path, _)| !path.ends_with("docs/problems.md"));
        files
    };
    let scripts_before = tool(&root);
    // Most Luogu titles start with `[...]`: a broken link to rustdoc unless escaped.
    let title = r#"[国家集训队] 阿狸和桃子的游戏 "B" C:\temp <x> *y*"#;
    for (kind, krate) in KINDS {
        let (ok, out) = run_x(
            &root,
            target.path(),
            &["new", krate, "--kind", kind, "--title", title],
        );
        assert!(ok, "{kind}: {out}");
        assert!(out.contains(&format!("a {kind} problem")), "{out}");
    }
    // A big input: read through cgt-fast-input, and a sample with \r\n line ends.
    let (ok, out) = run_x(
        &root,
        target.path(),
        &[
            "new",
            "luogu-p9998",
            "--big-input",
            "--source",
            "contest",
            "--time-limit-ms",
            "1500",
            "--memory-unconfirmed",
        ],
    );
    assert!(ok, "{out}");
    let crlf = std::fs::read(root.join("samples/luogu-p9998/crlf-1.in")).unwrap();
    assert!(crlf.windows(2).any(|w| w == b"\r\n") && !crlf.ends_with(b"\n"));
    assert!(
        std::fs::read_to_string(root.join("problems/luogu-p9998/src/main.rs"))
            .unwrap()
            .contains("input! { from &mut source, n: Int<usize>")
    );
    // A Codeforces name becomes contest/INDEX, and the URL to check is printed.
    assert!(std::fs::read_to_string(root.join("judge.toml"))
        .unwrap()
        .contains("id = \"99999/D\""));
    for bad in ["poj--1", "poj-", "cf-603", "atcoder-abc999"] {
        let (ok, out) = run_x(&root, target.path(), &["new", bad]);
        assert!(!ok, "{bad}: {out}");
    }
    assert!(
        tool(&root) == scripts_before,
        "`x new` wrote under scripts/"
    );
    let config: toml::Table =
        toml::from_str(&std::fs::read_to_string(root.join("judge.toml")).unwrap()).unwrap();
    let entry = |krate: &str| config["problems"][krate].as_table().unwrap().clone();
    let win = entry("luogu-p9999");
    assert_eq!(win["id"].as_str(), Some("P9999"));
    assert_eq!(win["title"].as_str(), Some(title));
    // No source was named: none is written. The judge's usual limits, unconfirmed.
    assert!(!win.contains_key("source"), "{win:?}");
    assert_eq!(win["time_limit_ms"].as_integer(), Some(1000));
    assert_eq!(win["memory_limit_mib"].as_integer(), Some(128));
    assert_eq!(win["limits_confirmed"].as_bool(), Some(false));
    let score = entry("atcoder-abc999-l");
    assert_eq!(score["time_limit_ms"].as_integer(), Some(2000));
    assert_eq!(score["memory_limit_mib"].as_integer(), Some(1024));
    let real = entry("cf-99999d");
    assert_eq!(real["compare"].as_str(), Some("real"));
    assert_eq!(real["tolerance"].as_float(), Some(1e-6));
    assert_eq!(
        entry("local-take-game")["compare"].as_str(),
        Some("interactive")
    );
    // Each limit marked on its own: the time was given, the memory is a guess.
    let big = entry("luogu-p9998");
    assert_eq!(big["source"].as_str(), Some("contest"));
    assert_eq!(big["time_limit_ms"].as_integer(), Some(1500));
    assert_eq!(big["memory_limit_confirmed"].as_bool(), Some(false));
    assert!(!big.contains_key("limits_confirmed") && !big.contains_key("time_limit_confirmed"));
    // `x new` regenerated the catalogues: nothing is stale.
    let (ok, out) = run_x(&root, target.path(), &["docs", "--check"]);
    assert!(ok, "{out}");

    // Green as written: every step of the check, every kind.
    let mut args = vec!["check", "--seeds", "10"];
    args.extend(KINDS.iter().map(|(_, krate)| *krate));
    args.push("luogu-p9998");
    let (ok, out) = run_x(&root, target.path(), &args);
    assert!(ok, "{out}");
    assert!(out.contains("check: 9 passed, 0 failed"), "{out}");
    // Each sample's expected output is the brute force's.
    for (kind, krate) in KINDS.iter().filter(|(kind, _)| *kind != "interactive") {
        let brute = root.join(format!("target/x/examples/{krate}-brute"));
        let input = std::fs::read(root.join(format!("samples/{krate}/1.in"))).unwrap();
        let output = Command::new(&brute)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().unwrap().write_all(&input)?;
                child.wait_with_output()
            })
            .unwrap();
        let expected = std::fs::read(root.join(format!("samples/{krate}/1.out"))).unwrap();
        assert_eq!(
            output.stdout, expected,
            "{kind}: the sample is not the brute force's"
        );
    }

    let cargo = |args: &[&str]| {
        let output = Command::new(env!("CARGO"))
            .args(args)
            .current_dir(&root)
            .env("CARGO_TARGET_DIR", target.path())
            .env("CARGO_NET_OFFLINE", "true")
            .output()
            .unwrap();
        (output.status.success(), text(&output))
    };
    // A big input without its CRLF sample fails the crate's samples test.
    std::fs::remove_file(root.join("samples/luogu-p9998/crlf-1.in")).unwrap();
    std::fs::remove_file(root.join("samples/luogu-p9998/crlf-1.out")).unwrap();
    let (ok, out) = cargo(&["test", "-p", "luogu-p9998", "--test", "samples"]);
    assert!(!ok, "{out}");
    assert!(out.contains("has no crlf-*.in"), "{out}");

    // A pure function that loops forever: the brute-force test stops it after the bound per
    // input (2 s here), names the test, the seed and the command that prints the input, and
    // the check goes on to its other steps.
    let main = root.join("problems/luogu-p9999/src/main.rs");
    let source = std::fs::read_to_string(&main).unwrap();
    let looping = source.replace(
        "    piles.iter().fold(0, |x, &a| x ^ (a % (k + 1))) != 0\n",
        "    let _ = (piles, k);\n    loop {\n        std::hint::spin_loop();\n    }\n",
    );
    assert_ne!(looping, source);
    write(&main, &looping);
    let start = Instant::now();
    let output = x(
        &root,
        target.path(),
        &["check", "luogu-p9999", "--seeds", "3"],
    )
    .env("CGT_CASE_SECONDS", "2")
    .output()
    .unwrap();
    let took = start.elapsed();
    let out = text(&output);
    assert!(!output.status.success(), "{out}");
    assert!(
        out.contains("TLE: test `the_solution_agrees_with_the_brute_force` of luogu-p9999"),
        "{out}"
    );
    assert!(
        out.contains("cargo x gen luogu-p9999 --small --seed 1"),
        "{out}"
    );
    assert!(out.contains("  stress   FAILED"), "{out}");
    assert!(out.contains("  bundle   "), "{out}");
    assert!(took < Duration::from_secs(600), "{took:?}\n{out}");
}

/// `local-fix` held to MSRV 1.70, with `solution` as its main and `brute` as its brute force.
fn msrv_fixture(solution: &str, brute: &str) -> Fixture {
    let f = fixture(RIGHT, true, 1000);
    let manifest = f.root.join(format!("problems/{KRATE}/Cargo.toml"));
    let text =
        std::fs::read_to_string(&manifest).unwrap().replace(
            "version = \"0.1.0\"\n",
            "version = \"0.1.0\"\nrust-version = \"1.70\"\n",
        ) + &format!("\n[[example]]\nname = \"{KRATE}-brute\"\npath = \"examples/brute.rs\"\n");
    write(&manifest, &text);
    write(
        &f.root.join(format!("problems/{KRATE}/src/main.rs")),
        &format!("use proconio::input;\n\nfn main() {{\n    input! {{ n: usize, piles: [u64; n] }}\n    {solution}\n}}\n"),
    );
    write(
        &f.root.join(format!("problems/{KRATE}/examples/brute.rs")),
        &format!("fn main() {{\n    {brute}\n}}\n"),
    );
    f
}

/// `std::iter::repeat_n` is stable since 1.82: newer than the judges' MSRV.
const NEW_API: &str =
    "let total: u64 = std::iter::repeat_n(1u64, 3).sum();\n    println!(\"{total}\");";

const OLD_API: &str =
    "let total: u64 = std::iter::repeat(1u64).take(3).sum();\n    println!(\"{total}\");";

#[test]
fn the_msrv_binds_the_solution_not_the_brute_force() {
    let target = SharedTarget::get();
    // A brute force on today's toolchain: clippy and the MSRV step both pass.
    let f = msrv_fixture(&format!("let _ = piles;\n    {OLD_API}"), NEW_API);
    let (_, out) = run_x(&f.root, target.path(), &["check", KRATE]);
    assert!(out.contains("  clippy   ok"), "{out}");
    assert!(out.contains("  msrv     ok"), "{out}");
    // The same API in the solution: the MSRV step fails and names the lint.
    let f = msrv_fixture(&format!("let _ = piles;\n    {NEW_API}"), OLD_API);
    let (ok, out) = run_x(&f.root, target.path(), &["check", KRATE]);
    assert!(!ok, "{out}");
    assert!(out.contains("  clippy   ok"), "{out}");
    assert!(out.contains("  msrv     FAILED"), "{out}");
    assert!(out.contains("incompatible_msrv"), "{out}");
    // A lint that is no MSRV problem fails the clippy step alone, shown once though the
    // solution is compiled twice (as the binary, and as a module of a test).
    let f = msrv_fixture(
        &format!("let _ = piles;\n    let x = n as u64;\n    if x + 1 <= 3 {{ println!(\"small\"); }}\n    {OLD_API}"),
        OLD_API,
    );
    write(
        &f.root.join(format!("problems/{KRATE}/tests/solution.rs")),
        "#[path = \"../src/main.rs\"]\n#[allow(dead_code)]\nmod solution;\n",
    );
    let (ok, out) = run_x(&f.root, target.path(), &["check", KRATE]);
    assert!(!ok, "{out}");
    assert!(out.contains("  clippy   FAILED"), "{out}");
    assert!(out.contains("  msrv     ok"), "{out}");
    assert_eq!(out.matches("unnecessary `>= y + 1`").count(), 1, "{out}");
}

#[test]
fn new_checker_scaffolds_a_checker_problem_and_uses_changes_its_topics() {
    let f = fixture(RIGHT, true, 1000);
    let target = SharedTarget::get();
    let (ok, out) = run_x(
        &f.root,
        target.path(),
        &[
            "new",
            "local-two",
            "--checker",
            "--source",
            "family",
            "--time-limit-ms",
            "1000",
            "--memory-limit-mib",
            "64",
        ],
    );
    assert!(ok, "{out}");
    assert!(out.contains("cargo x check --fix local-two"), "{out}");
    let manifest = std::fs::read_to_string(f.root.join("problems/local-two/Cargo.toml")).unwrap();
    assert!(
        manifest.contains("name = \"local-two-checker\"\npath = \"examples/checker.rs\""),
        "{manifest}"
    );
    assert!(f
        .root
        .join("problems/local-two/examples/checker.rs")
        .is_file());
    let config: toml::Table =
        toml::from_str(&std::fs::read_to_string(f.root.join("judge.toml")).unwrap()).unwrap();
    let entry = &config["problems"]["local-two"];
    assert_eq!(entry["compare"].as_str(), Some("checker"));
    assert_eq!(entry["source"].as_str(), Some("family"));

    // The topics change later, in [dependencies] only.
    let (ok, out) = run_x(&f.root, target.path(), &["uses", "local-two", "nim"]);
    assert!(ok, "{out}");
    assert!(out.contains("uses cgt-nim (was no topic)"), "{out}");
    let manifest = std::fs::read_to_string(f.root.join("problems/local-two/Cargo.toml")).unwrap();
    assert!(
        manifest.contains("[dependencies]\ncgt-nim.workspace = true\nproconio"),
        "{manifest}"
    );
    let (ok, out) = run_x(&f.root, target.path(), &["uses", "local-two", "nope"]);
    assert!(!ok, "{out}");
    assert!(out.contains("there is no topic common/nope/"), "{out}");

    // A real-number answer: judged by its tolerance; a tolerance out of range writes nothing.
    let (ok, out) = run_x(
        &f.root,
        target.path(),
        &[
            "new",
            "local-three",
            "--real",
            "2",
            "--time-limit-ms",
            "1000",
            "--memory-limit-mib",
            "64",
        ],
    );
    assert!(
        !ok && out.contains("--real takes an error between 0 and 1"),
        "{out}"
    );
    assert!(!f.root.join("problems/local-three").exists());
    let (ok, out) = run_x(
        &f.root,
        target.path(),
        &[
            "new",
            "local-three",
            "--real",
            "1e-9",
            "--time-limit-ms",
            "1000",
            "--memory-limit-mib",
            "64",
        ],
    );
    assert!(ok, "{out}");
    let config: toml::Table =
        toml::from_str(&std::fs::read_to_string(f.root.join("judge.toml")).unwrap()).unwrap();
    let entry = &config["problems"]["local-three"];
    assert_eq!(entry["compare"].as_str(), Some("real"));
    assert_eq!(entry["tolerance"].as_float(), Some(1e-9));

    // A judge without usual limits needs them given; kinds and flags that contradict each
    // other write nothing.
    for (args, says) in [
        (&["new", "local-four"][..], "has no usual limits"),
        (
            &[
                "new",
                "local-four",
                "--kind",
                "score",
                "--real",
                "1e-9",
                "--time-limit-ms",
                "1000",
                "--memory-limit-mib",
                "64",
            ][..],
            "say two kinds",
        ),
        (
            &[
                "new",
                "local-four",
                "--tolerance",
                "1e-9",
                "--time-limit-ms",
                "1000",
                "--memory-limit-mib",
                "64",
            ][..],
            "a tolerance is for --kind real",
        ),
        (
            &[
                "new",
                "local-four",
                "--kind",
                "real",
                "--checker",
                "--time-limit-ms",
                "1000",
                "--memory-limit-mib",
                "64",
            ][..],
            "judged by its own rule",
        ),
    ] {
        let (ok, out) = run_x(&f.root, target.path(), args);
        assert!(!ok && out.contains(says), "{args:?}: {out}");
        assert!(!f.root.join("problems/local-four").exists());
    }
}
