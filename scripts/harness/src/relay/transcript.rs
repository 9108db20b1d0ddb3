//! The transcript of an interaction: both directions line by line, shown (its tail) with a wrong
//! answer and kept whole under `target/x/transcripts/`.

use anyhow::{Context, Result};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Who printed a line of the transcript.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The interactor (the judge), read by the solution.
    Judge,
    /// The solution, read by the interactor.
    Solution,
}

/// Both directions of one interaction, line by line, in the order this process relayed them.
#[derive(Debug, Default, Clone)]
pub struct Transcript {
    pub lines: Vec<(Side, String)>,
}

impl Transcript {
    /// `< ` before the judge's lines, `> ` before the solution's.
    pub fn render(&self, from: usize) -> String {
        let mut text = String::new();
        for (side, line) in &self.lines[from.min(self.lines.len())..] {
            text.push_str(match side {
                Side::Judge => "< ",
                Side::Solution => "> ",
            });
            text.push_str(line);
            text.push('\n');
        }
        text
    }

    /// The last `n` lines, rendered.
    pub fn tail(&self, n: usize) -> String {
        self.render(self.lines.len().saturating_sub(n))
    }
}

/// Lines of the transcript shown with a wrong answer.
pub const TAIL_LINES: usize = 12;

/// Where the transcript of `binary` on `input` is kept: `target/x/transcripts/<binary>-<input
/// name>.txt`, the last run's, replaced whole.
pub fn transcript_path(binary: &Path, input_name: &str) -> PathBuf {
    let name = binary
        .file_name()
        .map_or("solution".into(), |n| n.to_string_lossy());
    crate::paths::Workspace::from_current_dir()
        .map_or_else(|_| std::env::temp_dir(), |workspace| workspace.target_dir())
        .join("transcripts")
        .join(format!("{name}-{input_name}.txt"))
}

impl Transcript {
    /// Writes the transcript of `binary`'s run on `input_name` (its verdict `code`, its time)
    /// to [`transcript_path`] (atomically) and returns the path.
    pub fn keep(
        &self,
        code: &str,
        elapsed: Duration,
        binary: &Path,
        input_name: &str,
    ) -> Result<PathBuf> {
        let path = transcript_path(binary, input_name);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
        }
        let header = format!(
            "# {code} ({} ms); `<` the judge, `>` the solution\n",
            elapsed.as_millis()
        );
        crate::atomic::write_atomically(&path, &(header + &self.render(0)))?;
        Ok(path)
    }
}
