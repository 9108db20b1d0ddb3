//! `x stress` finds a planted bug and saves the failing case.

use crate::fixtures::*;
use std::path::PathBuf;

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
fn stress_says_how_far_it_got_and_check_shows_its_running_step() {
    let target = SharedTarget::get();
    // 10 lines an input, 50 ms a line: about half a second a seed.
    let slow = stress_fixture(&format!(
        "std::thread::sleep(std::time::Duration::from_millis(50));\n        {VERDICT}"
    ));
    let output = x(
        &slow.root,
        target.path(),
        &["stress", "poj-2234", "--seeds", "8"],
    )
    .env("CGT_PROGRESS_SECONDS", "1")
    .output()
    .unwrap();
    let out = text(&output);
    assert!(output.status.success(), "{out}");
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("stress: poj-2234: "), "{out}");
    assert!(
        err.contains(" of 8 seeds in ") && err.contains("seeds/s)"),
        "{out}"
    );
    // Off a terminal, check says every so often which step runs and its latest line.
    let output = x(
        &slow.root,
        target.path(),
        &["check", "poj-2234", "--seeds", "8"],
    )
    .env("CGT_PROGRESS_SECONDS", "1")
    .output()
    .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("  stress   ...  "), "{out}");
    assert!(out.contains("seeds/s)"), "{out}");
}
