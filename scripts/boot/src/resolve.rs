//! `cargo x resolve`, its first half: the merge conflicts of a merge of branches that each add
//! problems (or topics), resolved in the text before anything is built, since a conflicted
//! `Cargo.lock` stops cargo and a conflicted source file stops the tool's build. The tool then
//! regenerates what is generated (`x resolve`, its second half: `cargo x docs`) and cargo
//! rewrites `Cargo.lock` as it builds.
//!
//! Only conflicts in lines that are generated or are lists of one-line entries are resolved;
//! any other conflict is named and left for a person:
//!
//! | where | resolved by |
//! | --- | --- |
//! | `Cargo.lock` | our side; cargo adds what the other side added when it next builds |
//! | `judge.toml` | both sides, when each is whole `[problems.*]` tables |
//! | `scripts/docs/problems.md` | our side; regenerated |
//! | `Used by:` doc lines, the library table of `common/lib.rs` | our side; regenerated |
//! | one-line entries: `pub use cgt_x as x;`, `cgt-x.workspace = true`, `cgt-x = { path = ... }`, `"member",` | both sides, each line once |

use std::path::{Path, PathBuf};
use std::process::Command;

/// One side of a conflict hunk, or text outside the hunks.
#[derive(Debug)]
enum Piece<'a> {
    Plain(Vec<&'a str>),
    Conflict {
        ours: Vec<&'a str>,
        theirs: Vec<&'a str>,
    },
}

/// The pieces of `text` (lines with their line ends), cut at git's conflict markers (a
/// `|||||||` base section, as `merge.conflictStyle = diff3` writes it, is dropped).
fn pieces(text: &str) -> Result<Vec<Piece<'_>>, String> {
    let mut pieces = Vec::new();
    let mut plain = Vec::new();
    let mut lines = text.split_inclusive('\n');
    while let Some(line) = lines.next() {
        if !line.starts_with("<<<<<<< ") && line.trim_end() != "<<<<<<<" {
            plain.push(line);
            continue;
        }
        pieces.push(Piece::Plain(std::mem::take(&mut plain)));
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        let mut side = 0; // 0 ours, 1 base, 2 theirs
        loop {
            let Some(line) = lines.next() else {
                return Err("a conflict that never ends (no >>>>>>> line)".to_string());
            };
            if line.starts_with("|||||||") {
                side = 1;
            } else if line.trim_end() == "=======" {
                side = 2;
            } else if line.starts_with(">>>>>>>") {
                break;
            } else {
                match side {
                    0 => ours.push(line),
                    2 => theirs.push(line),
                    _ => {}
                }
            }
        }
        pieces.push(Piece::Conflict { ours, theirs });
    }
    pieces.push(Piece::Plain(plain));
    Ok(pieces)
}

/// Whether `line` is generated (`cargo x docs` writes it again): a `Used by:` doc line or one
/// of its continuation lines, or a row of a generated table.
fn generated(line: &str) -> bool {
    let text = line.trim();
    if text.starts_with("//! |") || text.starts_with("| `") {
        return true;
    }
    let Some(doc) = text
        .strip_prefix("///")
        .or_else(|| text.strip_prefix("//!"))
        .map(str::trim)
    else {
        return false;
    };
    let names = doc.strip_prefix("Used by:").unwrap_or(doc).trim();
    names == "no judge problem yet."
        || (!names.is_empty()
            && names.split(", ").all(|name| {
                let name = name.trim_end_matches([',', '.']);
                !name.is_empty()
                    && name
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            }))
}

/// Whether `line` is a one-line entry of a list that branches add to: a topic's re-export, its
/// dependency line, a workspace member.
fn entry(line: &str) -> bool {
    let text = line.trim();
    (text.starts_with("pub use cgt_") && text.ends_with(';'))
        || (text.starts_with("cgt-")
            && (text.ends_with(".workspace = true") || text.ends_with('}')))
        || (text.starts_with('"') && text.ends_with("\","))
        || text.is_empty()
}

/// `ours` and then the lines of `theirs` not among them.
fn union<'a>(ours: &[&'a str], theirs: &[&'a str]) -> Vec<&'a str> {
    let mut all = ours.to_vec();
    for line in theirs {
        if line.trim().is_empty() || !ours.contains(line) {
            all.push(line);
        }
    }
    all
}

/// The names of the `[problems.*]` tables of a side, or `None` when it holds anything else.
fn problem_tables(side: &[&str]) -> Option<Vec<String>> {
    let mut names = Vec::new();
    let mut in_table = false;
    for line in side {
        let text = line.trim();
        if let Some(name) = text
            .strip_prefix("[problems.")
            .and_then(|rest| rest.strip_suffix(']'))
        {
            names.push(name.to_string());
            in_table = true;
        } else if text.is_empty() || text.starts_with('#') || (in_table && text.contains('=')) {
            continue;
        } else {
            return None;
        }
    }
    Some(names)
}

/// `text` (the file `path`, relative to the workspace root) with its conflicts resolved, or why
/// it cannot be.
pub fn resolve_text(path: &str, text: &str) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut line_number = 1;
    for piece in pieces(text)? {
        match piece {
            Piece::Plain(lines) => {
                line_number += lines.len();
                out.extend(lines);
            }
            Piece::Conflict { ours, theirs } => {
                let here = format!("{path}:{line_number}");
                let both = || ours.iter().chain(&theirs);
                let resolved = if path == "Cargo.lock" || path == "scripts/docs/problems.md" {
                    ours.clone()
                } else if path == "judge.toml" {
                    let (Some(a), Some(b)) = (problem_tables(&ours), problem_tables(&theirs))
                    else {
                        return Err(format!(
                            "{here}: a conflict in judge.toml beyond [problems.*] tables added \
                             on both sides"
                        ));
                    };
                    if let Some(name) = a.iter().find(|name| b.contains(name)) {
                        return Err(format!(
                            "{here}: both sides add [problems.{name}]: keep one by hand"
                        ));
                    }
                    let mut all = ours.clone();
                    if all.last().is_some_and(|l| !l.ends_with('\n')) {
                        all.push("\n");
                    }
                    all.extend(&theirs);
                    all
                } else if both().all(|line| generated(line)) {
                    ours.clone()
                } else if both().all(|line| entry(line)) {
                    union(&ours, &theirs)
                } else {
                    return Err(format!(
                        "{here}: a conflict in lines that are neither generated nor one-line \
                         entries: resolve it by hand"
                    ));
                };
                line_number += 1;
                out.extend(resolved);
            }
        }
    }
    Ok(out)
}

/// The files git marks as conflicted in the checkout at `root`, relative to it.
pub fn conflicted_files(root: &Path) -> Result<Vec<String>, String> {
    let output = Command::new("git")
        .args(["diff", "--name-only", "--diff-filter=U", "-z"])
        .current_dir(root)
        .output()
        .map_err(|e| format!("cannot run git: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "git diff failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .split('\0')
        .filter(|name| !name.is_empty())
        .map(str::to_string)
        .collect())
}

/// What [`resolve_tree`] did: the files resolved, and the conflicts it left, each with why.
#[derive(Debug, Default)]
pub struct Resolution {
    pub resolved: Vec<String>,
    pub left: Vec<String>,
}

/// Resolves the conflicted files of the checkout at `root` in place ([`resolve_text`]); a file
/// with a conflict that is not for it is left as it is.
pub fn resolve_tree(root: &Path) -> Result<Resolution, String> {
    let mut resolution = Resolution::default();
    for path in conflicted_files(root)? {
        let file: PathBuf = root.join(&path);
        let text = std::fs::read_to_string(&file)
            .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        match resolve_text(&path, &text) {
            Ok(resolved) => {
                std::fs::write(&file, resolved)
                    .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
                resolution.resolved.push(path);
            }
            Err(why) => resolution.left.push(why),
        }
    }
    Ok(resolution)
}

/// The workspace around the current folder: the nearest folder at or above it with
/// `judge.toml` beside `Cargo.toml`.
pub fn workspace_root() -> Option<PathBuf> {
    let here = std::env::current_dir().ok()?;
    here.ancestors()
        .find(|dir| dir.join("judge.toml").is_file() && dir.join("Cargo.toml").is_file())
        .map(Path::to_path_buf)
}

#[cfg(test)]
mod tests;
