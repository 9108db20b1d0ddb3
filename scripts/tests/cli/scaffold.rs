//! `x new` and `x uses`: a scaffolded problem, its checks, its MSRV.

use crate::fixtures::*;
use std::process::Command;
use std::time::{Duration, Instant};

#[test]
fn a_scaffolded_problem_is_red_until_its_brute_force_is_written_then_checks_green() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    std::fs::create_dir_all(&root).unwrap();
    copy_sources(&this_checkout(), &root).unwrap();
    let target = SharedTarget::get();
    let scripts_before = tree(&root.join("scripts"));
    let title = r#"A "B" C:\temp"#;
    let (ok, out) = run_x(
        &root,
        target.path(),
        &[
            "new",
            "luogu-p9999",
            "--title",
            title,
            "--uses",
            "nim",
            "--limits-unconfirmed",
            "--cases",
            "eof",
        ],
    );
    assert!(ok, "{out}");
    assert!(
        out.contains("https://www.luogu.com.cn/problem/P9999"),
        "{out}"
    );
    // A Codeforces name becomes contest/INDEX, and the URL to check is printed.
    let (ok, out) = run_x(&root, target.path(), &["new", "cf-99999z"]);
    assert!(ok, "{out}");
    assert!(
        out.contains("https://codeforces.com/problemset/problem/99999/Z"),
        "{out}"
    );
    for bad in ["poj--1", "poj-", "cf-603", "atcoder-abc999"] {
        let (ok, out) = run_x(&root, target.path(), &["new", bad]);
        assert!(!ok, "{bad}: {out}");
    }
    assert!(
        tree(&root.join("scripts")) == scripts_before,
        "`x new` wrote under scripts/"
    );
    let config: toml::Table =
        toml::from_str(&std::fs::read_to_string(root.join("judge.toml")).unwrap()).unwrap();
    let entry = &config["problems"]["luogu-p9999"];
    assert_eq!(entry["id"].as_str(), Some("P9999"));
    assert_eq!(entry["title"].as_str(), Some(title));
    assert_eq!(entry["cases"].as_str(), Some("eof"));
    assert_eq!(entry["limits_confirmed"].as_bool(), Some(false));
    assert_eq!(
        config["problems"]["cf-99999z"]["id"].as_str(),
        Some("99999/Z")
    );
    std::fs::remove_dir_all(root.join("problems/cf-99999z")).unwrap();
    std::fs::remove_dir_all(root.join("samples/cf-99999z")).unwrap();
    let config_text = std::fs::read_to_string(root.join("judge.toml")).unwrap();
    let cut = config_text.find("\n[problems.cf-99999z]").unwrap();
    write(&root.join("judge.toml"), &config_text[..cut + 1]);

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
    // The placeholder brute force is a `todo!`: the comparison fails until it is written.
    let (ok, out) = cargo(&["test", "-p", "luogu-p9999", "--test", "brute_force"]);
    assert!(!ok, "{out}");
    assert!(out.contains("not yet implemented"), "{out}");

    // Written: a move takes one stone. With a sample, `x check` is green as it stands.
    let brute = root.join("problems/luogu-p9999/examples/brute.rs");
    let source = std::fs::read_to_string(&brute).unwrap();
    let start = source.find("todo!(").unwrap();
    let end = start + source[start..].find(")\n").unwrap() + 1;
    let source = format!(
        "{}n.checked_sub(1).into_iter().collect(){}",
        &source[..start],
        &source[end..]
    );
    write(&brute, &source);
    write(&root.join("samples/luogu-p9999/1.in"), "3\n");
    write(&root.join("samples/luogu-p9999/1.out"), "1\n");
    // The new crate left the catalogues stale: CI would fail, and so does the docs step.
    let (ok, out) = run_x(&root, target.path(), &["docs", "--check"]);
    assert!(!ok, "{out}");
    assert!(out.contains("is stale: run `cargo x docs`"), "{out}");
    // The edit left the brute force unformatted: `--fix` formats it and regenerates the
    // catalogues before the steps run.
    let (ok, out) = run_x(
        &root,
        target.path(),
        &["check", "--fix", "luogu-p9999", "--seeds", "10"],
    );
    assert!(ok, "{out}");
    assert!(out.contains("fix: regenerated"), "{out}");
    assert!(out.contains("check: 9 passed, 0 failed"), "{out}");
    let (ok, out) = run_x(&root, target.path(), &["docs", "--check"]);
    assert!(ok, "{out}");

    // A pure function that loops forever: the brute-force test stops it after the bound per
    // input (2 s here), names the test, the seed and the command that prints the input, and
    // the check goes on to its other steps.
    let main = root.join("problems/luogu-p9999/src/main.rs");
    let source = std::fs::read_to_string(&main).unwrap();
    let source = source.replace(
        "    n % 2 == 1\n",
        "    let _ = n;\n    loop {\n        std::hint::spin_loop();\n    }\n",
    );
    write(&main, &source);
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
        out.contains("TLE: test `solve_matches_game_search` of luogu-p9999"),
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
}

#[test]
fn new_checker_scaffolds_a_checker_problem_and_uses_changes_its_topics() {
    let f = fixture(RIGHT, true, 1000);
    let target = SharedTarget::get();
    let (ok, out) = run_x(
        &f.root,
        target.path(),
        &["new", "local-two", "--checker", "--source", "family"],
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
        &["new", "local-three", "--real", "2"],
    );
    assert!(
        !ok && out.contains("--real takes an error between 0 and 1"),
        "{out}"
    );
    assert!(!f.root.join("problems/local-three").exists());
    let (ok, out) = run_x(
        &f.root,
        target.path(),
        &["new", "local-three", "--real", "1e-9"],
    );
    assert!(ok, "{out}");
    let config: toml::Table =
        toml::from_str(&std::fs::read_to_string(f.root.join("judge.toml")).unwrap()).unwrap();
    let entry = &config["problems"]["local-three"];
    assert_eq!(entry["compare"].as_str(), Some("real"));
    assert_eq!(entry["tolerance"].as_float(), Some(1e-9));
}
