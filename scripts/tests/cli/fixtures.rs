//! What the tests of `cargo x` are made of: small workspaces in temporary folders, copies of
//! this checkout, and `x` run in them.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// This checkout's root.
pub fn this_checkout() -> PathBuf {
    harness::paths::Workspace::from_current_dir().unwrap().root
}

/// Copies a checkout's sources (not `target/`, `bundled/` or `.git/`) from `from` into `to`,
/// for tests that need a workspace of their own.
pub fn copy_sources(from: &Path, to: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        if [".git", "target", "bundled"]
            .iter()
            .any(|skip| name == *skip)
        {
            continue;
        }
        let (source, dest) = (entry.path(), to.join(&name));
        if entry.file_type()?.is_dir() {
            std::fs::create_dir_all(&dest)?;
            copy_sources(&source, &dest)?;
        } else {
            std::fs::copy(&source, &dest)?;
        }
    }
    Ok(())
}

pub const KRATE: &str = "local-fix";

/// Nim: `n` then `n` piles; the nim-sum.
pub const RIGHT: &str = "let mut x = 0u64; for p in piles { x ^= p; } println!(\"{x}\");";

pub const WRONG: &str = "let mut x = 1u64; for p in piles { x ^= p; } println!(\"{x}\");";

pub const HANGS: &str = "let _ = piles; loop { std::hint::spin_loop(); }";

/// The nim-sum through the workspace's own `cgt-nim`.
pub const THROUGH_COMMON: &str = "println!(\"{}\", cgt_nim::nim_sum(piles));";

/// A minimal workspace: one problem crate `local-fix` (proconio, and `cgt-nim` if the solution
/// uses it), its judge.toml entry, samples, and the real Cargo.lock so that it builds offline.
pub struct Fixture {
    pub _dir: tempfile::TempDir,
    pub root: PathBuf,
}

pub fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

pub fn fixture(body: &str, with_samples: bool, time_limit_ms: u64) -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    make_workspace(&root, body, with_samples, time_limit_ms);
    Fixture { _dir: dir, root }
}

pub fn make_workspace(root: &Path, body: &str, with_samples: bool, time_limit_ms: u64) {
    let real = this_checkout();
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

pub fn set_solution(root: &Path, body: &str) {
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
pub struct SharedTarget(PathBuf);

impl SharedTarget {
    pub fn get() -> SharedTarget {
        let dir = this_checkout().join("target/cli-fixtures");
        std::fs::create_dir_all(&dir).unwrap();
        SharedTarget(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

/// `x` run in `dir` (its own process group), with its target folder for cargo's own builds.
pub fn x(dir: &Path, target: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_x"));
    command
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env("CARGO_NET_OFFLINE", "true")
        .process_group(0);
    command
}

pub fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

pub fn run_x(dir: &Path, target: &Path, args: &[&str]) -> (bool, String) {
    let output = x(dir, target, args).output().unwrap();
    (output.status.success(), text(&output))
}

/// Every file under `dir` with its contents, sorted.
pub fn tree(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
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
