//! What was built for a problem: its programs. A problem's configuration (judge.toml's
//! [`crate::config::Problem`]) says what the problem is; a [`Programs`] says where the programs that
//! judge it are. The judge takes both.

use std::path::{Path, PathBuf};

/// The programs built for one problem. Only the solution is always there; the others are built
/// where a command needs them (a checker where `compare = "checker"`, the brute force and the
/// generator for stress, an interactor for an interactive problem).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Programs {
    /// The solution (the crate's binary), or its bundle compiled by the judge compiler.
    pub solution: PathBuf,
    /// `examples/brute.rs`: the game played from its definition.
    pub brute: Option<PathBuf>,
    /// `examples/gen.rs`: the generator.
    pub generator: Option<PathBuf>,
    /// `examples/checker.rs`: judges an output where many answers are right.
    pub checker: Option<PathBuf>,
    /// `examples/interactor.rs`: the judge's side of an interactive problem.
    pub interactor: Option<PathBuf>,
}

impl Programs {
    /// A solution alone.
    pub fn solution(solution: impl Into<PathBuf>) -> Self {
        Programs {
            solution: solution.into(),
            ..Programs::default()
        }
    }

    /// The same programs around another solution (a bundle in place of the release binary).
    pub fn with_solution(&self, solution: &Path) -> Self {
        Programs {
            solution: solution.to_path_buf(),
            ..self.clone()
        }
    }
}
