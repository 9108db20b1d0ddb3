//! `cargo x ARGS`: the alias runs this small program (no dependencies: it builds in about a
//! second), which builds the workspace's tool, the binary `x` of the package `scripts`, with
//! the cargo that runs it, and then becomes that tool (`exec`) with the same arguments.
//!
//! Why not `cargo run --package scripts --bin x` as the alias: cargo is either quiet (and a first
//! build of the tool, about a minute on 2 cores, is a minute of silence) or prints two status
//! lines before every command. Here a build that compiles nothing says nothing, and a build
//! that compiles says so at once and then every few seconds (how many crates, the latest),
//! besides cargo's warnings and errors.

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// How often a long build says how far it got.
const EVERY: Duration = Duration::from_secs(5);

fn main() -> ExitCode {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = match Command::new(&cargo)
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
    let mut stdout = build.stdout.take().expect("piped");
    let messages = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    report_progress(build.stderr.take().expect("piped"));
    let status = match build.wait() {
        Ok(status) => status,
        Err(error) => {
            eprintln!("cargo x: cargo build: {error}");
            return ExitCode::FAILURE;
        }
    };
    if !status.success() {
        eprintln!("cargo x: the tool did not build ({status})");
        return ExitCode::FAILURE;
    }
    let Some(tool) = executable_of_x(&messages.join().unwrap_or_default()) else {
        eprintln!("cargo x: cargo built the package scripts but named no binary x");
        return ExitCode::FAILURE;
    };
    let error = Command::new(&tool).args(std::env::args_os().skip(1)).exec();
    eprintln!("cargo x: cannot run {tool}: {error}");
    ExitCode::FAILURE
}

/// Passes cargo's standard error on, but for its status lines: the first `Compiling` says
/// that the tool is being built, and then a line every [`EVERY`] says how far (from a thread of
/// its own, so that one long compilation is not a long silence).
fn report_progress(stderr: impl Read) {
    use std::sync::{Arc, Mutex};
    // (crates compiled, the latest, when the build started); `None` until something compiles.
    let progress: Arc<Mutex<Option<(usize, String, Instant)>>> = Arc::new(Mutex::new(None));
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let ticker = {
        let (progress, done) = (Arc::clone(&progress), Arc::clone(&done));
        std::thread::spawn(move || {
            let mut said = Instant::now();
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(100));
                if said.elapsed() < EVERY {
                    continue;
                }
                if let Some((compiled, name, start)) = &*progress.lock().unwrap() {
                    eprintln!(
                        "cargo x: ... {compiled} crates compiled, now {name} ({} s)",
                        start.elapsed().as_secs()
                    );
                    said = Instant::now();
                }
            }
        })
    };
    let mut out = std::io::stderr();
    for line in BufReader::new(stderr).lines() {
        let Ok(line) = line else { break };
        let status = line.trim_start();
        if let Some(krate) = status.strip_prefix("Compiling ") {
            let name = krate.split_whitespace().next().unwrap_or("").to_string();
            let mut progress = progress.lock().unwrap();
            match &mut *progress {
                None => {
                    let _ = writeln!(
                        out,
                        "cargo x: building the workspace's tool (the package scripts: on a fresh \
                         clone about a minute on 2 cores, then only when it changes)"
                    );
                    *progress = Some((1, name, Instant::now()));
                }
                Some((compiled, latest, _)) => {
                    *compiled += 1;
                    *latest = name;
                }
            }
            continue;
        }
        if ["Finished ", "Fresh ", "Running ", "Checking "]
            .iter()
            .any(|word| status.starts_with(word))
        {
            continue;
        }
        let _ = writeln!(out, "{line}");
    }
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let _ = ticker.join();
    let finished = progress.lock().unwrap().take();
    if let Some((compiled, _, start)) = finished {
        let _ = writeln!(
            out,
            "cargo x: built ({compiled} crates, {} s)",
            start.elapsed().as_secs()
        );
    }
}

/// The path of the binary `x` in cargo's JSON messages (`"executable":"..."` of its
/// compiler-artifact line), JSON string escapes undone.
fn executable_of_x(messages: &str) -> Option<String> {
    messages
        .lines()
        .filter(|line| {
            line.contains(r#""reason":"compiler-artifact""#)
                && line.contains(r#""kind":["bin"]"#)
                && line.contains(r#""name":"x""#)
        })
        .find_map(|line| json_string_after(line, r#""executable":""#))
}

/// The JSON string that starts right after `key` in `line` (up to its closing quote).
fn json_string_after(line: &str, key: &str) -> Option<String> {
    let start = line.find(key)? + key.len();
    let mut text = String::new();
    let mut chars = line[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(text),
            '\\' => match chars.next()? {
                'n' => text.push('\n'),
                't' => text.push('\t'),
                'u' => {
                    let code: String = chars.by_ref().take(4).collect();
                    text.push(char::from_u32(u32::from_str_radix(&code, 16).ok()?)?);
                }
                other => text.push(other),
            },
            c => text.push(c),
        }
    }
    None
}

#[cfg(test)]
mod tests;
