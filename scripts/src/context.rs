//! What every command is given: the workspace it works on, its configuration (judge.toml, read
//! once, when a command first asks) and the shell it talks to. Nothing of it lives in a global.

use anyhow::{bail, Result};
use harness::config::JudgeConfig;
use harness::paths::{ProblemPaths, Workspace};
use std::io::IsTerminal;
use std::sync::OnceLock;

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

/// Where a command's messages go: its results on standard output, progress and warnings on
/// standard error; colour only when standard output is a terminal (and `NO_COLOR` is unset).
#[derive(Debug, Clone, Copy)]
pub struct Shell {
    colour: bool,
}

impl Shell {
    /// The shell of this process's standard streams.
    pub fn from_terminal() -> Self {
        Shell {
            colour: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }

    /// A shell with colour on or off, whatever the streams are.
    pub fn with_colour(colour: bool) -> Self {
        Shell { colour }
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
}
