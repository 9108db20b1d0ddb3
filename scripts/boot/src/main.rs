//! `cargo x ARGS`: the alias runs this small program (no dependencies: it builds in about a
//! second), which builds the workspace's tool, the binary `x` of the package `scripts`, with
//! the cargo that runs it, and then becomes that tool (`exec`) with the same arguments.
//!
//! Why not `cargo run --package scripts --bin x` as the alias: cargo is either quiet (and a first
//! build of the tool, two to four minutes on 2 cores, is minutes of silence) or prints two status
//! lines before every command. Here a build that compiles nothing says nothing, and a build
//! that compiles says so at once and then every few seconds (how many crates, and one still
//! compiling: [`x_boot::build_progress`]), besides cargo's warnings and errors.

use std::os::unix::process::CommandExt;
use std::process::{Command, ExitCode, Stdio};
use std::time::Duration;
use x_boot::build_progress::{executable, follow};

/// How often a long build says how far it got.
const EVERY: Duration = Duration::from_secs(5);

fn main() -> ExitCode {
    // `cargo x resolve`: the conflicts that would stop the build are resolved first.
    if std::env::args().nth(1).as_deref() == Some("resolve") {
        if let Err(code) = resolve_before_building() {
            return code;
        }
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let build = match Command::new(&cargo)
        .args([
            "build",
            "--package",
            "scripts",
            "--bin",
            "x",
            "--message-format=json-render-diagnostics",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(error) => {
            eprintln!("cargo x: cannot run cargo build: {error}");
            return ExitCode::FAILURE;
        }
    };
    let followed = follow(
        build,
        EVERY,
        |_| {
            eprintln!(
                "cargo x: building the workspace's tool (the package scripts: on a fresh clone \
                 two to four minutes on 2 cores, longer while other builds share them; then \
                 only when it changes)"
            )
        },
        |line| eprintln!("cargo x: ... {line}"),
        std::io::stderr(),
    );
    let followed = match followed {
        Ok(followed) => followed,
        Err(error) => {
            eprintln!("cargo x: cargo build: {error}");
            return ExitCode::FAILURE;
        }
    };
    if !followed.status.success() {
        eprintln!("cargo x: the tool did not build ({})", followed.status);
        return ExitCode::FAILURE;
    }
    if followed.compiled > 0 {
        eprintln!(
            "cargo x: built ({} crates, {} s)",
            followed.compiled, followed.seconds
        );
    }
    let Some(tool) = executable(&followed.messages, "bin", "x") else {
        eprintln!("cargo x: cargo built the package scripts but named no binary x");
        return ExitCode::FAILURE;
    };
    let error = Command::new(&tool).args(std::env::args_os().skip(1)).exec();
    eprintln!("cargo x: cannot run {tool}: {error}");
    ExitCode::FAILURE
}

/// The text half of `cargo x resolve` ([`x_boot::resolve`]): the conflicts in generated lines,
/// `judge.toml` entries, `Cargo.lock` and lists of one-line entries, resolved before the tool is
/// built; the tool's `x resolve` does the rest. A conflict left for a person stops here.
fn resolve_before_building() -> Result<(), ExitCode> {
    let Some(root) = x_boot::resolve::workspace_root() else {
        eprintln!("cargo x resolve: not inside this workspace (no judge.toml above)");
        return Err(ExitCode::FAILURE);
    };
    match x_boot::resolve::resolve_tree(&root) {
        Ok(resolution) if resolution.left.is_empty() => {
            for path in &resolution.resolved {
                eprintln!("cargo x resolve: {path}: conflicts resolved");
            }
            Ok(())
        }
        Ok(resolution) => {
            for why in &resolution.left {
                eprintln!("cargo x resolve: {why}");
            }
            eprintln!("cargo x resolve: resolve those by hand, then run `cargo x resolve` again");
            Err(ExitCode::FAILURE)
        }
        Err(why) => {
            eprintln!("cargo x resolve: {why}");
            Err(ExitCode::FAILURE)
        }
    }
}
