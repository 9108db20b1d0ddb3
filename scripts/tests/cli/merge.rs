//! Two branches that each add a problem conflict in generated lines, `judge.toml` and
//! `Cargo.lock`; `cargo x resolve` (its text half, run by `cargo x` before the tool builds, and
//! the tool's `x resolve`) resolves all of it, and the merged workspace is consistent.

use crate::fixtures::*;
use std::path::Path;
use std::process::Command;

fn git(root: &Path, args: &[&str]) -> (bool, String) {
    let output = Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
        .args(args)
        .current_dir(root)
        .output()
        .unwrap();
    (output.status.success(), text(&output))
}

#[test]
fn two_branches_that_each_add_a_problem_merge_with_one_command() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    std::fs::create_dir_all(&root).unwrap();
    copy_sources(&this_checkout(), &root).unwrap();
    let target = SharedTarget::get();
    let cargo_metadata = || {
        let status = Command::new(env!("CARGO"))
            .args(["metadata", "--format-version", "1", "--offline"])
            .current_dir(&root)
            .stdout(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success());
    };
    for args in [
        &["init", "-q", "-b", "main"][..],
        &["add", "-A"],
        &["commit", "-q", "-m", "base"],
    ] {
        let (ok, out) = git(&root, args);
        assert!(ok, "{out}");
    }
    // Each branch adds a problem that uses cgt-nim, as `x new` writes it, and its Cargo.lock
    // entry, as cargo writes it.
    for (branch, krate, kind) in [
        ("one", "luogu-p9991", "win"),
        ("two", "luogu-p9992", "score"),
    ] {
        assert!(git(&root, &["checkout", "-q", "-b", branch, "main"]).0);
        let (ok, out) = run_x(
            &root,
            target.path(),
            &[
                "new", krate, "--kind", kind, "--uses", "nim", "--source", branch,
            ],
        );
        assert!(ok, "{out}");
        cargo_metadata();
        let (ok, out) = git(&root, &["add", "-A"]);
        assert!(ok, "{out}");
        let (ok, out) = git(&root, &["commit", "-q", "-m", krate]);
        assert!(ok, "{out}");
    }
    assert!(git(&root, &["checkout", "-q", "one"]).0);
    let (ok, out) = git(&root, &["merge", "-q", "two"]);
    assert!(!ok, "the merge did not conflict: {out}");
    let (_, conflicted) = git(&root, &["diff", "--name-only", "--diff-filter=U"]);
    // (The problem list may merge cleanly: it is regenerated anyway.)
    for file in [
        "judge.toml",
        "Cargo.lock",
        "common/lib.rs",
        "common/nim/src/lib.rs",
    ] {
        assert!(
            conflicted.contains(file),
            "{file} is not conflicted:\n{conflicted}"
        );
    }

    // `cargo x resolve`: the text half first (without it cargo cannot read Cargo.lock), then
    // the tool's.
    let resolution = x_boot::resolve::resolve_tree(&root).unwrap();
    assert!(resolution.left.is_empty(), "{:?}", resolution.left);
    let (ok, out) = run_x(&root, target.path(), &["resolve"]);
    assert!(ok, "{out}");
    assert!(out.contains("commit the merge"), "{out}");
    let (ok, out) = git(&root, &["diff", "--name-only", "--diff-filter=U"]);
    assert!(ok && out.trim().is_empty(), "still conflicted: {out}");
    let (ok, out) = git(&root, &["commit", "-q", "-m", "merge"]);
    assert!(ok, "{out}");
    let (_, markers) = git(&root, &["grep", "-n", "-e", "^<<<<<<<", "-e", "^>>>>>>>"]);
    assert!(markers.trim().is_empty(), "{markers}");

    // Both problems are there, the catalogues are fresh, Cargo.lock knows both crates.
    let config = std::fs::read_to_string(root.join("judge.toml")).unwrap();
    assert!(config.contains("[problems.luogu-p9991]") && config.contains("[problems.luogu-p9992]"));
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).unwrap();
    assert!(lock.contains("name = \"luogu-p9991\"") && lock.contains("name = \"luogu-p9992\""));
    let (ok, out) = run_x(&root, target.path(), &["docs", "--check"]);
    assert!(ok, "{out}");
    let nim = std::fs::read_to_string(root.join("common/nim/src/lib.rs")).unwrap();
    let used_by: String = nim
        .lines()
        .skip_while(|line| !line.starts_with("//! Used by:"))
        .take_while(|line| line.starts_with("//!"))
        .collect();
    assert!(
        used_by.contains("luogu-p9991") && used_by.contains("luogu-p9992"),
        "{used_by}"
    );
    let (ok, out) = run_x(
        &root,
        target.path(),
        &["test", "luogu-p9991", "luogu-p9992"],
    );
    assert!(ok, "{out}");
}
