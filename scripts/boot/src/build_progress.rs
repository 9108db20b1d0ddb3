//! What a cargo build says while it runs, for `cargo x` (which builds the tool) and for the tool
//! (which builds problem programs): cargo's own warnings and errors as they come, and about
//! every few seconds a line with the crates compiled so far and a crate that is still
//! compiling, the one that started first (cargo's own status names the last crate started,
//! which may have finished long ago).
//!
//! The build runs with `--message-format=json-render-diagnostics`: a crate starts at cargo's
//! `Compiling <crate> ...` line (standard error) and ends at its last `compiler-artifact`
//! message (standard output, where the built files are named too).

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ExitStatus};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The crates of one build: how many have finished, and since when each unfinished one runs.
#[derive(Debug, Default)]
pub struct Crates {
    compiled: usize,
    running: BTreeMap<String, Instant>,
    first: Option<Instant>,
}

impl Crates {
    /// Cargo started compiling `name`.
    pub fn started(&mut self, name: &str, now: Instant) {
        self.running.entry(name.to_string()).or_insert(now);
        self.first.get_or_insert(now);
    }

    /// Cargo finished an artifact of `name` (a build script's, or the crate's own).
    pub fn finished(&mut self, name: &str, build_script: bool) {
        if !build_script && self.running.remove(name).is_some() {
            self.compiled += 1;
        }
    }

    /// Whether anything compiled.
    pub fn any(&self) -> bool {
        self.first.is_some()
    }

    /// `12 crates compiled, 2 compiling, syn for 14 s` (the crate still compiling that started
    /// first), as of `now`; `..., linking` when every crate started has its library and the
    /// last binaries are being made.
    pub fn line(&self, now: Instant) -> String {
        let mut line = format!("{} crates compiled", self.compiled);
        match self.running.iter().min_by_key(|(_, since)| **since) {
            Some((name, since)) => line.push_str(&format!(
                ", {} compiling, {name} for {} s",
                self.running.len(),
                now.duration_since(*since).as_secs()
            )),
            None => line.push_str(", linking"),
        }
        line
    }

    /// Seconds since the first crate started.
    pub fn elapsed(&self, now: Instant) -> u64 {
        self.first
            .map_or(0, |first| now.duration_since(first).as_secs())
    }
}

/// The package name of a cargo package id: `registry+...#serde@1.0.217` -> `serde`,
/// `path+file:///w/common/nim#cgt-nim@0.1.0` -> `cgt-nim`, `path+file:///w/scripts#0.1.0` ->
/// `scripts` (the folder's name when the id gives none).
pub fn package_name(id: &str) -> Option<&str> {
    let (source, fragment) = id.rsplit_once('#')?;
    match fragment.split_once('@') {
        Some((name, _)) => Some(name),
        None => source.rsplit('/').next(),
    }
}

/// How a followed build ended.
pub struct Followed {
    pub status: ExitStatus,
    /// Cargo's JSON messages, one a line.
    pub messages: Vec<String>,
    /// How many crates compiled (0: nothing had to be built).
    pub compiled: usize,
    /// Seconds from the first crate started to the end.
    pub seconds: u64,
}

/// Runs the build `child` (spawned with `--message-format=json-render-diagnostics`, standard
/// output and standard error piped), passing cargo's warnings and errors on to `out` and, every
/// `every` once something compiles, `say(line)` with the crates compiled and one still
/// compiling ([`Crates::line`]); `first(name)` is called once, when the first crate starts.
/// Returns how it ended.
pub fn follow(
    mut child: Child,
    every: Duration,
    mut first: impl FnMut(&str) + Send + 'static,
    say: impl Fn(&str) + Send + 'static,
    mut out: impl Write,
) -> std::io::Result<Followed> {
    let crates = Arc::new(Mutex::new(Crates::default()));
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stdout = child.stdout.take().expect("piped");
    let messages = {
        let crates = Arc::clone(&crates);
        std::thread::spawn(move || read_messages(stdout, &crates))
    };
    let ticker = {
        let (crates, done) = (Arc::clone(&crates), Arc::clone(&done));
        std::thread::spawn(move || {
            let mut said = Instant::now();
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(100));
                let now = Instant::now();
                let crates = crates.lock().unwrap_or_else(|e| e.into_inner());
                if crates.any() && now.duration_since(said) >= every {
                    say(&format!("{} ({} s)", crates.line(now), crates.elapsed(now)));
                    said = now;
                }
            }
        })
    };
    let stderr = child.stderr.take().expect("piped");
    for line in BufReader::new(stderr).lines() {
        let Ok(line) = line else { break };
        let status = line.trim_start();
        if let Some(rest) = status.strip_prefix("Compiling ") {
            let name = rest.split_whitespace().next().unwrap_or("");
            let mut crates = crates.lock().unwrap_or_else(|e| e.into_inner());
            if !crates.any() {
                first(name);
            }
            crates.started(name, Instant::now());
            continue;
        }
        if [
            "Finished ",
            "Fresh ",
            "Running ",
            "Checking ",
            "Blocking ",
            "Locking ",
            "Adding ",
            "Downloaded ",
            "Downloading ",
        ]
        .iter()
        .any(|word| status.starts_with(word))
        {
            continue;
        }
        let _ = writeln!(out, "{line}");
    }
    let status = child.wait()?;
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let _ = ticker.join();
    let messages = messages.join().unwrap_or_default();
    let crates = crates.lock().unwrap_or_else(|e| e.into_inner());
    Ok(Followed {
        status,
        messages,
        compiled: crates.compiled,
        seconds: crates.elapsed(Instant::now()),
    })
}

/// Reads cargo's JSON messages, marking each crate whose artifact is built, and returns them.
fn read_messages(stdout: impl Read, crates: &Mutex<Crates>) -> Vec<String> {
    let mut messages = Vec::new();
    for line in BufReader::new(stdout).lines() {
        let Ok(line) = line else { break };
        if line.contains(r#""reason":"compiler-artifact""#) {
            let id = json_string_after(&line, r#""package_id":""#);
            if let Some(name) = id.as_deref().and_then(package_name) {
                let build_script = line.contains(r#""kind":["custom-build"]"#);
                crates
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .finished(name, build_script);
            }
        }
        messages.push(line);
    }
    messages
}

/// The path of the executable of the target `name` of kind `kind` (`bin`, `example`) in cargo's
/// JSON messages (the `"executable"` of its compiler-artifact line), JSON string escapes undone.
pub fn executable(messages: &[String], kind: &str, name: &str) -> Option<String> {
    messages
        .iter()
        .filter(|line| {
            line.contains(r#""reason":"compiler-artifact""#)
                && line.contains(&format!(r#""kind":["{kind}"]"#))
                && line.contains(&format!(r#""name":"{name}""#))
        })
        .find_map(|line| json_string_after(line, r#""executable":""#))
}

/// The JSON string that starts right after `key` in `line` (up to its closing quote).
pub fn json_string_after(line: &str, key: &str) -> Option<String> {
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
