//! `cargo x` itself (the built `x` binary) on small workspaces made here in temporary folders:
//! which checkout it works on, Ctrl-C, bundles that fail, crates without samples.

use harness::workspace;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const KRATE: &str = "local-fix";

/// Nim: `n` then `n` piles; the nim-sum.
const RIGHT: &str = "let mut x = 0u64; for p in piles { x ^= p; } println!(\"{x}\");";
const WRONG: &str = "let mut x = 1u64; for p in piles { x ^= p; } println!(\"{x}\");";
const HANGS: &str = "let _ = piles; loop { std::hint::spin_loop(); }";
/// The nim-sum through the workspace's own `cgt-nim`.
const THROUGH_COMMON: &str = "println!(\"{}\", cgt_nim::nim_sum(piles));";

/// A minimal workspace: one problem crate `local-fix` (proconio, and `cgt-nim` if the solution
/// uses it), its judge.toml entry, samples, and the real Cargo.lock so that it builds offline.
struct Fixture {
    _dir: tempfile::TempDir,
    root: PathBuf,
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn fixture(body: &str, with_samples: bool, time_limit_ms: u64) -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    make_workspace(&root, body, with_samples, time_limit_ms);
    Fixture { _dir: dir, root }
}

fn make_workspace(root: &Path, body: &str, with_samples: bool, time_limit_ms: u64) {
    let real = workspace::root();
    write(
        &root.join("Cargo.toml"),
        "[workspace]\nmembers = [\"common/*\", \"problems/*\"]\nresolver = \"2\"\n",
    );
    std::fs::copy(real.join("Cargo.lock"), root.join("Cargo.lock")).unwrap();
    std::fs::create_dir_all(root.join("licenses")).unwrap();
    for entry in std::fs::read_dir(real.join("licenses")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, root.join("licenses").join(path.file_name().unwrap())).unwrap();
    }
    let real_config = std::fs::read_to_string(real.join("judge.toml")).unwrap();
    let start = real_config.find("[judge_compiler]").unwrap();
    let end = start + real_config[start..].find("\n[judges.").unwrap();
    write(
        &root.join("judge.toml"),
        &format!(
            "{}\n[judges.local]\nname = \"local\"\naccepts_rust = true\n\n\
             [problems.{KRATE}]\njudge = \"local\"\nid = \"fix\"\ntitle = \"Fixture\"\n\
             time_limit_ms = {time_limit_ms}\nmemory_limit_mib = 64\nsource = \"000\"\n",
            &real_config[start..end]
        ),
    );
    write(
        &root.join("common/nim/Cargo.toml"),
        "[package]\nname = \"cgt-nim\"\nversion = \"0.1.0\"\nedition = \"2021\"\nlicense = \"CC0-1.0\"\npublish = false\n",
    );
    write(
        &root.join("common/nim/src/lib.rs"),
        "pub fn nim_sum(piles: Vec<u64>) -> u64 {\n    piles.into_iter().fold(0, |a, b| a ^ b)\n}\n",
    );
    set_solution(root, body);
    if with_samples {
        write(&root.join(format!("samples/{KRATE}/1.in")), "3\n1 2 3\n");
        write(&root.join(format!("samples/{KRATE}/1.out")), "0\n");
        write(&root.join(format!("samples/{KRATE}/2.in")), "2\n5 9\n");
        write(&root.join(format!("samples/{KRATE}/2.out")), "12\n");
    } else {
        std::fs::create_dir_all(root.join(format!("samples/{KRATE}"))).unwrap();
    }
}

fn set_solution(root: &Path, body: &str) {
    let common = if body.contains("cgt_nim") {
        "cgt-nim = { path = \"../../common/nim\" }\n"
    } else {
        ""
    };
    write(
        &root.join(format!("problems/{KRATE}/Cargo.toml")),
        &format!(
            "[package]\nname = \"{KRATE}\"\nversion = \"0.1.0\"\nedition = \"2021\"\nlicense = \"CC0-1.0\"\npublish = false\n\n\
             [dependencies]\nproconio = {{ version = \"=0.4.5\", default-features = false }}\n{common}"
        ),
    );
    write(
        &root.join(format!("problems/{KRATE}/src/main.rs")),
        &format!(
            "use proconio::input;\n\nfn main() {{\n    input! {{ n: usize, piles: [u64; n] }}\n    {body}\n}}\n"
        ),
    );
}

/// The cargo target folder the fixtures' own builds share (`target/cli-fixtures` of this
/// checkout), so that crates.io dependencies are compiled once for all of them; what a fixture
/// builds of its own workspace gets names of its own there, and `cargo x` builds problem
/// binaries inside each fixture's checkout anyway.
struct SharedTarget(PathBuf);

impl SharedTarget {
    fn get() -> SharedTarget {
        let dir = workspace::root().join("target/cli-fixtures");
        std::fs::create_dir_all(&dir).unwrap();
        SharedTarget(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

/// `x` run in `dir` (its own process group), with its target folder for cargo's own builds.
fn x(dir: &Path, target: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_x"));
    command
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env("CARGO_NET_OFFLINE", "true")
        .process_group(0);
    command
}

fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

fn run_x(dir: &Path, target: &Path, args: &[&str]) -> (bool, String) {
    let output = x(dir, target, args).output().unwrap();
    (output.status.success(), text(&output))
}

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

/// The processes running `exe`.
fn processes_of(exe: &Path) -> Vec<u32> {
    let exe = exe.canonicalize().unwrap_or(exe.to_path_buf());
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let target = std::fs::read_link(entry.path().join("exe")).ok()?;
            (target == exe).then_some(pid)
        })
        .collect()
}

/// Starts `x <args>` in `root` with an empty TMPDIR, waits until `solution` runs, sends SIGINT
/// to x's process group, and checks that x stops with 130 leaving no solution and no temporary
/// file behind.
fn interrupt_while_solution_runs(root: &Path, args: &[&str], solution: &Path) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let target = SharedTarget::get();
    let mut child = x(root, target.path(), args)
        .env("TMPDIR", tmp.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while processes_of(solution).is_empty() {
        if let Some(status) = child.try_wait().unwrap() {
            let output = child.wait_with_output().unwrap();
            panic!(
                "x ended ({status}) before the solution ran:\n{}",
                text(&output)
            );
        }
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "the solution never ran"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(200));
    // SAFETY: kill takes plain values; the group is x's own (process_group(0)).
    unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGINT) };
    let interrupted = Instant::now();
    while child.try_wait().unwrap().is_none() {
        assert!(
            interrupted.elapsed() < Duration::from_secs(10),
            "x did not stop"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().unwrap();
    let out = text(&output);
    assert_eq!(output.status.code(), Some(130), "{out}");
    assert!(out.contains("interrupted"), "{out}");
    while !processes_of(solution).is_empty() {
        assert!(
            interrupted.elapsed() < Duration::from_secs(5),
            "the solution is still running"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
    out
}

#[test]
fn ctrl_c_stops_the_solution_and_leaves_no_temporary_file() {
    let fix = fixture(HANGS, true, 120_000);
    let solution = fix.root.join("target/x/release").join(KRATE);
    interrupt_while_solution_runs(&fix.root, &["test", KRATE], &solution);

    // While a bundle's samples run: no partial bundle in bundled/ either.
    let solution = fix.root.join("target/x/bundled").join(KRATE);
    interrupt_while_solution_runs(&fix.root, &["bundle", KRATE], &solution);
    if let Ok(entries) = std::fs::read_dir(fix.root.join("bundled")) {
        let left: Vec<_> = entries.collect();
        assert!(left.is_empty(), "left in bundled/: {left:?}");
    }
}

#[test]
fn a_bundle_is_written_only_when_proven_and_names_no_local_path() {
    use std::os::unix::fs::PermissionsExt;
    let fix = fixture(WRONG, true, 1000);
    let target = SharedTarget::get();
    let bundled = fix.root.join("bundled").join(format!("{KRATE}.rs"));

    let (ok, out) = run_x(&fix.root, target.path(), &["bundle", KRATE]);
    assert!(!ok, "{out}");
    assert!(!bundled.exists());
    assert!(
        out.contains(&format!("bundled/{KRATE}.rs is absent")),
        "{out}"
    );

    set_solution(&fix.root, THROUGH_COMMON);
    let (ok, out) = run_x(&fix.root, target.path(), &["bundle", KRATE]);
    assert!(ok, "{out}");
    let mode = std::fs::metadata(&bundled).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o644);
    let proven = std::fs::read_to_string(&bundled).unwrap();
    assert!(
        out.contains("| crate | solution | common (cgt-*) |"),
        "{out}"
    );
    assert!(
        proven.contains("`cgt-nim 0.1.0 (this workspace)`"),
        "{proven}"
    );
    assert!(proven.contains("`proconio 0.4.5 (crates.io)`"), "{proven}");
    let home = std::env::var("HOME").unwrap();
    let forbidden = [
        "/work",
        "file://",
        "missing",
        home.as_str(),
        fix.root.to_str().unwrap(),
    ];
    for needle in forbidden {
        assert!(!proven.contains(needle), "the bundle contains {needle:?}");
    }
    let hidden: Vec<_> = std::fs::read_dir(fix.root.join("bundled"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|name| name.to_string_lossy().starts_with('.'))
        .collect();
    assert!(hidden.is_empty(), "{hidden:?}");

    // The same code in a checkout elsewhere gives the same bytes.
    let other = tempfile::tempdir().unwrap();
    let elsewhere = other.path().join("another-name");
    make_workspace(&elsewhere, "", true, 1000);
    std::fs::copy(
        fix.root.join(format!("problems/{KRATE}/src/main.rs")),
        elsewhere.join(format!("problems/{KRATE}/src/main.rs")),
    )
    .unwrap();
    std::fs::copy(
        fix.root.join(format!("problems/{KRATE}/Cargo.toml")),
        elsewhere.join(format!("problems/{KRATE}/Cargo.toml")),
    )
    .unwrap();
    let (ok, out) = run_x(&elsewhere, target.path(), &["bundle", KRATE]);
    assert!(ok, "{out}");
    let there = std::fs::read_to_string(elsewhere.join("bundled").join(format!("{KRATE}.rs")));
    assert_eq!(there.unwrap(), proven);

    // A failing bundle leaves the proven one in place and says so.
    set_solution(&fix.root, WRONG);
    let (ok, out) = run_x(&fix.root, target.path(), &["bundle", KRATE]);
    assert!(!ok, "{out}");
    assert!(
        out.contains(&format!("bundled/{KRATE}.rs is stale")),
        "{out}"
    );
    assert_eq!(std::fs::read_to_string(&bundled).unwrap(), proven);
}

/// A workspace whose one problem is `poj-2234` (Nim, "Yes"/"No" per line), so that `x` uses that
/// problem's own small generator, with `solution` as its verdict and a brute force that searches
/// the real game.
fn stress_fixture(solution: &str) -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    make_workspace(&root, RIGHT, true, 1000);
    let config = std::fs::read_to_string(root.join("judge.toml")).unwrap();
    let config =
        config.replace(&format!("[problems.{KRATE}]"), "[problems.poj-2234]") + "cases = \"eof\"\n";
    write(&root.join("judge.toml"), &config);
    std::fs::remove_dir_all(root.join(format!("problems/{KRATE}"))).unwrap();
    std::fs::remove_dir_all(root.join(format!("samples/{KRATE}"))).unwrap();
    write(&root.join("samples/poj-2234/1.in"), "2 45 45\n3 3 6 9\n");
    write(&root.join("samples/poj-2234/1.out"), "No\nYes\n");
    write(
        &root.join("problems/poj-2234/Cargo.toml"),
        "[package]\nname = \"poj-2234\"\nversion = \"0.1.0\"\nedition = \"2021\"\nlicense = \"CC0-1.0\"\npublish = false\n\n\
         [dependencies]\nproconio = { version = \"=0.4.5\", default-features = false }\n\n\
         [[example]]\nname = \"poj-2234-brute\"\npath = \"examples/brute.rs\"\n\n\
         [[example]]\nname = \"poj-2234-gen\"\npath = \"examples/gen.rs\"\n",
    );
    // The generator's command line (`small --seed N`), without the oracle crate: ten lines of
    // 1 to 4 piles of 1 to 6 matches, from a xorshift seeded by N.
    write(
        &root.join("problems/poj-2234/examples/gen.rs"),
        "fn main() {\n    let args: Vec<String> = std::env::args().collect();\n    \
         let seed: u64 = args.iter().position(|a| a == \"--seed\").map_or(1, |i| args[i + 1].parse().unwrap());\n    \
         let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;\n    \
         let mut next = |m: u64| { x ^= x << 13; x ^= x >> 7; x ^= x << 17; x % m };\n    \
         for _ in 0..10 {\n        let m = 1 + next(4);\n        \
         let piles: Vec<String> = (0..m).map(|_| (1 + next(6)).to_string()).collect();\n        \
         println!(\"{m} {}\", piles.join(\" \"));\n    }\n}\n",
    );
    write(
        &root.join("problems/poj-2234/src/main.rs"),
        &format!(
            "use proconio::input;\nuse proconio::source::{{once::OnceSource, Source}};\n\n\
             fn main() {{\n    let mut source = OnceSource::new(std::io::BufReader::new(std::io::stdin().lock()));\n    \
             while !source.is_empty() {{\n        input! {{ from &mut source, m: usize, piles: [u64; m] }}\n        \
             let wins = piles.iter().fold(0, |x, p| x ^ p) != 0;\n        {solution}\n    }}\n}}\n"
        ),
    );
    // Nim searched from its definition: a move takes some matches from one pile.
    write(
        &root.join("problems/poj-2234/examples/brute.rs"),
        "use std::collections::HashMap;\nuse std::io::Read;\n\n\
         fn wins(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {\n    \
         if let Some(&w) = memo.get(&piles) { return w; }\n    let mut w = false;\n    \
         for i in 0..piles.len() {\n        for left in 0..piles[i] {\n            \
         let mut next = piles.clone();\n            next[i] = left;\n            next.sort_unstable();\n            \
         if !wins(next, memo) { w = true; }\n        }\n    }\n    memo.insert(piles, w);\n    w\n}\n\n\
         fn main() {\n    let mut input = String::new();\n    std::io::stdin().read_to_string(&mut input).unwrap();\n    \
         let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());\n    \
         let mut memo = HashMap::new();\n    while let Some(m) = tokens.next() {\n        \
         let mut piles: Vec<u64> = tokens.by_ref().take(m as usize).collect();\n        piles.sort_unstable();\n        \
         println!(\"{}\", if wins(piles, &mut memo) { \"Yes\" } else { \"No\" });\n    }\n}\n",
    );
    Fixture { _dir: dir, root }
}

const VERDICT: &str = "println!(\"{}\", if wins { \"Yes\" } else { \"No\" });";
/// The verdict swapped on one branch: positions of exactly three piles.
const PLANTED: &str = "println!(\"{}\", if wins != (m == 3) { \"Yes\" } else { \"No\" });";

#[test]
fn stress_finds_a_planted_bug_and_saves_the_failing_case() {
    let target = SharedTarget::get();
    let good = stress_fixture(VERDICT);
    let (ok, out) = run_x(
        &good.root,
        target.path(),
        &["stress", "poj-2234", "--seeds", "30"],
    );
    assert!(ok, "{out}");
    assert!(out.contains("stress: 1 passed, 0 failed"), "{out}");

    let bad = stress_fixture(PLANTED);
    let (ok, out) = run_x(
        &bad.root,
        target.path(),
        &["stress", "poj-2234", "--seeds", "200"],
    );
    assert!(!ok, "{out}");
    assert!(out.contains("stress: 0 passed, 1 failed"), "{out}");
    let saved: Vec<PathBuf> = std::fs::read_dir(bad.root.join("samples/poj-2234"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("stress-")
        })
        .collect();
    assert_eq!(saved.len(), 2, "{saved:?}\n{out}");
    let input = saved
        .iter()
        .find(|p| p.extension().unwrap() == "in")
        .unwrap();
    let seed: u64 = input.file_stem().unwrap().to_string_lossy()["stress-".len()..]
        .parse()
        .unwrap();
    assert!((1..=200).contains(&seed), "{out}");
    // Cut down to the one failing line: three piles, answered by the brute force.
    let case = std::fs::read_to_string(input).unwrap();
    assert_eq!(case.lines().count(), 1, "{case}");
    assert!(case.starts_with("3 "), "{case}");
    let expected = std::fs::read_to_string(input.with_extension("out")).unwrap();
    assert!(expected == "Yes\n" || expected == "No\n", "{expected}");
    // From now on it is a sample that `x test` fails.
    let (ok, out) = run_x(&bad.root, target.path(), &["test", "poj-2234"]);
    assert!(!ok && out.contains("WA"), "{out}");
}

#[test]
fn stress_without_a_brute_force_says_so() {
    let target = SharedTarget::get();
    let f = stress_fixture(VERDICT);
    std::fs::remove_file(f.root.join("problems/poj-2234/examples/brute.rs")).unwrap();
    let (ok, out) = run_x(&f.root, target.path(), &["stress", "poj-2234"]);
    assert!(!ok, "{out}");
    assert!(out.contains("no brute force"), "{out}");
}

#[test]
fn cargo_test_in_a_crate_folder_runs_its_samples() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    std::fs::create_dir_all(&root).unwrap();
    workspace::copy_sources(&workspace::root(), &root).unwrap();
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

/// Every file under `dir` with its contents, sorted.
fn tree(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push((path.clone(), std::fs::read(&path).unwrap()));
            }
        }
    }
    files.sort();
    files
}

#[test]
fn a_scaffolded_problem_is_red_until_its_brute_force_is_written_then_checks_green() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    std::fs::create_dir_all(&root).unwrap();
    workspace::copy_sources(&workspace::root(), &root).unwrap();
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

/// `x explore` computes without children: SIGINT and SIGTERM still stop it within a second,
/// with 130.
#[test]
fn explore_stops_on_sigint_and_sigterm() {
    for signal in [libc::SIGINT, libc::SIGTERM] {
        let target = tempfile::tempdir().unwrap();
        let mut child = x(
            &workspace::root(),
            target.path(),
            &["explore", "0.104", "--certify", "--max", "200000"],
        )
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
        std::thread::sleep(Duration::from_millis(500));
        assert!(
            child.try_wait().unwrap().is_none(),
            "explore ended too soon"
        );
        // SAFETY: kill takes plain values; the group is x's own (process_group(0)).
        unsafe { libc::kill(-(child.id() as libc::pid_t), signal) };
        let sent = Instant::now();
        while child.try_wait().unwrap().is_none() {
            assert!(
                sent.elapsed() < Duration::from_secs(1),
                "explore did not stop within a second"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(130), "{}", text(&output));
        assert!(text(&output).contains("interrupted"));
    }
}

/// `x explore --values`: bad tokens and ragged grids are named with their file and line;
/// `--predict` prints one answer a line.
#[test]
fn explore_values_and_predict() {
    let dir = tempfile::tempdir().unwrap();
    let target = tempfile::tempdir().unwrap();
    let file = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let ruler: Vec<String> = (1..400u64)
        .map(|n| (n.trailing_zeros() + 1).to_string())
        .collect();
    let values = file("ruler.txt", &ruler.join(" "));
    let queries = file("q.txt", "3\n1000000\n1000000000000000000\n0\n");
    let run = |args: &[&str]| {
        let output = x(&workspace::root(), target.path(), args).output().unwrap();
        (output.status.success(), text(&output))
    };
    let (ok, out) = run(&[
        "explore",
        "--values",
        &values,
        "--from",
        "1",
        "--predict",
        &queries,
    ]);
    assert!(ok, "{out}");
    assert_eq!(out, "1\n7\n19\n?\n");
    let (ok, out) = run(&["explore", "--values", &values, "--from", "1"]);
    assert!(ok, "{out}");
    assert!(out.contains("rules found (detected over the table, not proved):\n  g(n) = v2(n) + 1 for n >= 1 [confirmed by 399 values from 1]\n"), "{out}");
    let bad = file("bad.txt", "0 1 2\n3 x4 5\n");
    let (ok, out) = run(&["explore", "--values", &bad]);
    assert!(!ok);
    assert!(
        out.contains("bad.txt:2: `x4` is not a non-negative integer"),
        "{out}"
    );
    let ragged = file("ragged.txt", "0 1 2\n3 4\n");
    let (ok, out) = run(&["explore", "--values", &ragged, "--grid"]);
    assert!(!ok);
    assert!(
        out.contains("ragged.txt:2: a ragged grid: this row has 2 values, the first row has 3"),
        "{out}"
    );
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

/// An interactor without dependencies: sends `1`, then waits for a line and accepts.
const WAITING_INTERACTOR: &str = "use std::io::{BufRead, Write};\n\
fn main() {\n    let mut out = std::io::stdout();\n    writeln!(out, \"1\").unwrap();\n    out.flush().unwrap();\n    \
let mut line = String::new();\n    std::io::stdin().lock().read_line(&mut line).unwrap();\n}\n";

#[test]
fn ctrl_c_during_an_interactive_run_stops_both_programs() {
    let fix = fixture(HANGS, true, 120_000);
    // The problem becomes interactive: its solution computes forever without reading, its
    // interactor waits for the solution's first line.
    let config = fix.root.join("judge.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    write(&config, &format!("{text}compare = \"interactive\"\n"));
    let manifest = fix.root.join(format!("problems/{KRATE}/Cargo.toml"));
    let text = std::fs::read_to_string(&manifest).unwrap();
    write(
        &manifest,
        &format!("{text}\n[[example]]\nname = \"{KRATE}-interactor\"\npath = \"examples/interactor.rs\"\n"),
    );
    write(
        &fix.root
            .join(format!("problems/{KRATE}/examples/interactor.rs")),
        WAITING_INTERACTOR,
    );
    write(
        &fix.root.join(format!("problems/{KRATE}/src/main.rs")),
        "fn main() {\n    loop {\n        std::hint::spin_loop();\n    }\n}\n",
    );
    let solution = fix.root.join("target/x/release").join(KRATE);
    let interactor = fix
        .root
        .join("target/x/examples")
        .join(format!("{KRATE}-interactor"));
    interrupt_while_solution_runs(&fix.root, &["test", KRATE], &solution);
    assert!(interactor.is_file(), "the interactor was never built");
    let start = Instant::now();
    while !processes_of(&interactor).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "the interactor is still running"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
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
fn a_spinning_interactive_player_is_stopped_at_its_cpu_limit_with_a_reason() {
    let fix = fixture(HANGS, true, 1000);
    let config = fix.root.join("judge.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    write(&config, &format!("{text}compare = \"interactive\"\n"));
    let manifest = fix.root.join(format!("problems/{KRATE}/Cargo.toml"));
    let text = std::fs::read_to_string(&manifest).unwrap();
    write(
        &manifest,
        &format!("{text}\n[[example]]\nname = \"{KRATE}-interactor\"\npath = \"examples/interactor.rs\"\n"),
    );
    write(
        &fix.root
            .join(format!("problems/{KRATE}/examples/interactor.rs")),
        WAITING_INTERACTOR,
    );
    write(
        &fix.root.join(format!("problems/{KRATE}/src/main.rs")),
        "fn main() {\n    loop {\n        std::hint::spin_loop();\n    }\n}\n",
    );
    let target = SharedTarget::get();
    let (ok, out) = run_x(&fix.root, target.path(), &["test", KRATE]);
    assert!(!ok, "{out}");
    // Killed by the CPU limit while it ran (not by the wall-clock cap of 5 x 1 s + 2 s, after
    // the fact), with the reason, the last lines and the transcript.
    assert!(out.contains("TLE"), "{out}");
    assert!(
        out.contains("ms of CPU time, over the limit of 1000 ms"),
        "{out}"
    );
    assert!(out.contains("transcript: "), "{out}");
    assert!(out.contains("< 1"), "{out}");
}

#[test]
fn a_generator_piped_into_head_ends_quietly() {
    let root = workspace::root();
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
