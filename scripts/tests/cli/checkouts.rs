//! Which checkout `x` works on, and what it says of a problem's samples and builds.

use crate::fixtures::*;
use std::process::{Command, Stdio};

#[test]
fn each_checkout_judges_its_own_code_whatever_the_target_dir() {
    let shared = tempfile::tempdir().unwrap();
    let target = shared.path();
    let a = fixture(RIGHT, true, 1000);
    let b = fixture(WRONG, true, 1000);
    let (ok, out) = run_x(&a.root, target, &["test", KRATE]);
    assert!(ok, "{out}");
    assert!(out.contains("2 passed, 0 failed"), "{out}");
    let (ok, out) = run_x(&b.root, target, &["test", KRATE]);
    assert!(!ok, "{out}");
    assert!(out.contains("WA"), "{out}");
    // From a folder inside a checkout too.
    let inside = a.root.join(format!("problems/{KRATE}/src"));
    let (ok, out) = run_x(&inside, target, &["test", KRATE]);
    assert!(ok, "{out}");
    // Problem binaries live in each checkout, not in the shared target folder.
    for root in [&a.root, &b.root] {
        assert!(root.join("target/x/release").join(KRATE).is_file());
    }
    assert!(!target.join("release").join(KRATE).exists());

    // A copy (`cp -a`, times kept) judges its own code, and so does the copy once moved.
    let copies = tempfile::tempdir().unwrap();
    let c = copies.path().join("c");
    let status = Command::new("cp")
        .arg("-a")
        .arg(&a.root)
        .arg(&c)
        .status()
        .unwrap();
    assert!(status.success());
    set_solution(&c, WRONG);
    let (ok, out) = run_x(&c, target, &["test", KRATE]);
    assert!(!ok && out.contains("WA"), "{out}");
    let (ok, out) = run_x(&a.root, target, &["test", KRATE]);
    assert!(ok, "{out}");
    let d = copies.path().join("d");
    std::fs::rename(&c, &d).unwrap();
    set_solution(&d, RIGHT);
    let (ok, out) = run_x(&d, target, &["test", KRATE]);
    assert!(ok, "{out}");
    let (ok, out) = run_x(&b.root, target, &["test", KRATE]);
    assert!(!ok && out.contains("WA"), "{out}");
}

#[test]
fn outside_a_workspace_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out) = run_x(dir.path(), dir.path(), &["test"]);
    assert!(!ok);
    assert!(out.contains("is not inside this workspace"), "{out}");
}

#[test]
fn a_crate_without_samples_fails() {
    let fix = fixture(RIGHT, false, 1000);
    let target = SharedTarget::get();
    let (ok, out) = run_x(&fix.root, target.path(), &["test", KRATE]);
    assert!(!ok, "{out}");
    assert!(out.contains("no samples"), "{out}");
    assert!(!out.contains("0 passed, 0 failed\n"), "{out}");
}

#[test]
fn an_input_without_its_output_is_a_counted_failure_and_the_rest_run() {
    let fix = fixture(RIGHT, true, 1000);
    let target = SharedTarget::get();
    std::fs::remove_file(fix.root.join(format!("samples/{KRATE}/1.out"))).unwrap();
    write(&fix.root.join(format!("samples/{KRATE}/3.out")), "7\n");
    let (ok, out) = run_x(&fix.root, target.path(), &["test", KRATE]);
    assert!(!ok, "{out}");
    assert!(
        out.contains(&format!(
            "FAILED samples/{KRATE}/1.in has no expected output samples/{KRATE}/1.out"
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!("samples/{KRATE}/3.out has no input")),
        "{out}"
    );
    // Sample 2 still ran.
    assert!(out.contains("1 passed, 1 failed"), "{out}");
}

#[test]
fn a_first_build_says_what_it_builds() {
    let f = fixture(RIGHT, true, 1000);
    let target = SharedTarget::get();
    let (ok, out) = run_x(&f.root, target.path(), &["test", KRATE]);
    assert!(ok, "{out}");
    assert!(
        out.contains(&format!(
            "building {KRATE} (release, in target/x; a first build"
        )),
        "{out}"
    );
    // Built: nothing to say the second time.
    let (ok, out) = run_x(&f.root, target.path(), &["test", KRATE]);
    assert!(ok, "{out}");
    assert!(!out.contains("building"), "{out}");
}

#[test]
fn cargo_test_in_a_crate_folder_runs_its_samples() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    std::fs::create_dir_all(&root).unwrap();
    copy_sources(&this_checkout(), &root).unwrap();
    let target = SharedTarget::get();
    let crate_dir = root.join("problems/poj-2234");
    let cargo_test = || {
        let output = Command::new(env!("CARGO"))
            .args(["test", "--test", "samples"])
            .current_dir(&crate_dir)
            .env("CARGO_TARGET_DIR", target.path())
            .env("CARGO_NET_OFFLINE", "true")
            .output()
            .unwrap();
        (output.status.success(), text(&output))
    };
    let (ok, out) = cargo_test();
    assert!(ok, "{out}");
    assert!(out.contains("poj-2234/1"), "{out}");
    // The verdict swapped on positions of three piles: sample 1 has one.
    let main = crate_dir.join("src/main.rs");
    let right = std::fs::read_to_string(&main).unwrap();
    let wrong = right.replace(
        "if first_player_wins(&piles) {",
        "if first_player_wins(&piles) != (m == 3) {",
    );
    assert_ne!(right, wrong);
    write(&main, &wrong);
    let (ok, out) = cargo_test();
    assert!(!ok, "{out}");
    assert!(out.contains("WA"), "{out}");
}

#[test]
fn a_generator_piped_into_head_ends_quietly() {
    let root = this_checkout();
    let mut child = x(&root, &root.join("target"), &["gen", "cf-1498f", "--max"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 16];
    std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let output = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(!err.contains("Broken pipe"), "{err}");
    assert!(output.status.success(), "{:?} {err}", output.status);
}
