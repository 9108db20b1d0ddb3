//! What every command is given: the workspace it works on, its configuration (judge.toml, read
//! once, when a command first asks) and the shell it talks to. Nothing of it lives in a global.

use anyhow::{bail, Result};
use harness::config::JudgeConfig;
use harness::paths::{ProblemPaths, Workspace};
use std::io::{IsTerminal, Write};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

pub struct Context {
    pub workspace: Workspace,
    pub shell: Shell,
    config: OnceLock<JudgeConfig>,
}

impl Context {
    pub fn new(workspace: Workspace, shell: Shell) -> Self {
        Context {
            workspace,
            shell,
            config: OnceLock::new(),
        }
    }

    /// judge.toml, read and checked on first use.
    pub fn config(&self) -> Result<&JudgeConfig> {
        if let Some(config) = self.config.get() {
            return Ok(config);
        }
        let config = JudgeConfig::load(&self.workspace.judge_toml())?;
        Ok(self.config.get_or_init(|| config))
    }

    /// The paths of problem `krate`.
    pub fn problem(&self, krate: &str) -> ProblemPaths {
        self.workspace.problem(krate)
    }

    /// The crates named on the command line (each must be a problem crate with its judge.toml
    /// entry), or every problem crate when none is named.
    pub fn select(&self, crates: Vec<String>) -> Result<Vec<String>> {
        let all = self.workspace.problem_crates()?;
        if crates.is_empty() {
            return Ok(all);
        }
        for krate in &crates {
            if !all.contains(krate) {
                bail!(
                    "no problem crate `{krate}` in problems/ (have: {})",
                    all.join(", ")
                );
            }
            self.config()?.problem(krate)?;
        }
        Ok(crates)
    }

    /// Every problem crate with `--all`, else the named ones ([`Context::select`]).
    pub fn select_or_all(&self, crates: Vec<String>, all: bool) -> Result<Vec<String>> {
        if all {
            self.workspace.problem_crates()
        } else {
            self.select(crates)
        }
    }
}

/// When to colour what a command prints (`--color`).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    /// Where standard output is a terminal and `NO_COLOR` is unset.
    Auto,
    Always,
    Never,
}

/// Where a command's messages go: its results on standard output, progress, warnings and
/// errors on standard error; colour only when asked or when standard output is a terminal
/// (and `NO_COLOR` is unset).
#[derive(Debug, Clone, Copy)]
pub struct Shell {
    colour: bool,
}

impl Shell {
    /// The shell of this process's standard streams.
    pub fn from_terminal() -> Self {
        Shell::with_choice(ColorChoice::Auto)
    }

    /// A shell with colour on or off, whatever the streams are.
    pub fn with_colour(colour: bool) -> Self {
        Shell { colour }
    }

    /// A shell coloured as `choice` says.
    pub fn with_choice(choice: ColorChoice) -> Self {
        Shell::with_colour(match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
        })
    }

    pub fn colour(&self) -> bool {
        self.colour
    }

    /// A progress line, e.g. what is being built and why.
    pub fn status(&self, message: &str) {
        eprintln!("{message}");
    }

    pub fn warn(&self, message: &str) {
        eprintln!("warning: {message}");
    }

    pub fn error(&self, message: &str) {
        eprintln!("error: {message}");
    }

    /// A progress report on standard error for work that takes long: on a terminal one line
    /// redrawn at most every second, elsewhere a line at most every ten seconds.
    pub fn progress(&self) -> Progress {
        Progress::new(std::io::stderr().is_terminal())
    }
}

/// A progress report ([`Shell::progress`]): `update` says how far the work got when it is time
/// to say so again; `finish` ends the redrawn line.
pub struct Progress {
    terminal: bool,
    every: Duration,
    shown: Instant,
    drawn: bool,
}

/// How often a long piece of work says how far it got: every second on a terminal (a line
/// redrawn in place), every ten seconds elsewhere (a line each time; `CGT_PROGRESS_SECONDS`
/// changes it), so that nothing is silent for longer, on a terminal or in a log.
pub fn progress_every(terminal: bool) -> Duration {
    if terminal {
        return Duration::from_secs(1);
    }
    let seconds = std::env::var("CGT_PROGRESS_SECONDS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(10u64);
    Duration::from_secs(seconds.max(1))
}

impl Progress {
    pub fn new(terminal: bool) -> Self {
        Progress {
            terminal,
            every: progress_every(terminal),
            shown: Instant::now(),
            drawn: false,
        }
    }

    /// Whether a line is due now.
    pub fn due(&self) -> bool {
        self.shown.elapsed() >= self.every
    }

    /// Shows `line()` if a line is due.
    pub fn update(&mut self, line: impl FnOnce() -> String) {
        if self.due() {
            self.show(&line());
        }
    }

    /// Shows `line` now.
    pub fn show(&mut self, line: &str) {
        self.shown = Instant::now();
        let mut err = std::io::stderr().lock();
        if self.terminal {
            let _ = write!(err, "\r\x1b[2K{line}");
            self.drawn = true;
        } else {
            let _ = writeln!(err, "{line}");
        }
        let _ = err.flush();
    }

    /// Erases a line redrawn on a terminal, so that other lines can be printed.
    pub fn clear(&mut self) {
        if self.drawn {
            eprint!("\r\x1b[2K");
            self.drawn = false;
        }
    }

    /// Ends a line redrawn on a terminal.
    pub fn finish(&mut self) {
        if self.drawn {
            eprintln!();
            self.drawn = false;
        }
    }
}
