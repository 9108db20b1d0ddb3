//! The workspace root, and writing files in it. The root is found when the tool runs, never
//! when it is compiled: cargo reuses one compiled `x` for every checkout that shares a target
//! folder, and a checkout may be copied or moved after it was built. The paths inside it are
//! named by [`crate::paths`].

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// The nearest folder at or above `start` that holds `judge.toml` and a `Cargo.toml` with a
/// `[workspace]` table, as cargo looks for its workspace.
pub fn find_root(start: &Path) -> Result<PathBuf> {
    for dir in start.ancestors() {
        if dir.join("judge.toml").is_file() && declares_workspace(&dir.join("Cargo.toml")) {
            return Ok(dir.to_path_buf());
        }
    }
    bail!(
        "{} is not inside this workspace: no folder above it holds judge.toml beside a Cargo.toml \
         with [workspace]",
        start.display()
    )
}

fn declares_workspace(manifest: &Path) -> bool {
    std::fs::read_to_string(manifest).is_ok_and(|text| {
        text.parse::<toml::Table>()
            .is_ok_and(|table| table.contains_key("workspace"))
    })
}

/// The workspace root, found from the current folder upward. The tool carries its
/// [`crate::paths::Workspace`] in its context; this is for code that has none (the explorer).
pub fn root() -> PathBuf {
    crate::paths::Workspace::from_current_dir()
        .unwrap_or_else(|error| panic!("{error:#}"))
        .root
}

/// Where every problem's `Cargo.toml` points its `samples` test (see [`crate::problem_test`]).
pub const SAMPLE_TEST_PATH: &str = "../../scripts/harness/problem.rs";

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

/// Writes `text` to `path` through a temporary file beside it, so the file is either the old one
/// or the whole new one, never half-written. The file keeps the mode of the one it replaces, or
/// gets 0644 (a temporary file alone would be 0600).
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    write_bytes_atomically(path, text.as_bytes(), None)
}

/// [`write_atomically`] with a given mode (`None`: the old file's, or 0644).
pub fn write_bytes_atomically(path: &Path, bytes: &[u8], mode: Option<u32>) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let dir = path.parent().context("a file path has a parent folder")?;
    let mode = mode.unwrap_or_else(|| {
        std::fs::metadata(path).map_or(0o644, |m| m.permissions().mode() & 0o7777)
    });
    let file = tempfile::NamedTempFile::new_in(dir)?;
    std::fs::write(file.path(), bytes)?;
    std::fs::set_permissions(file.path(), std::fs::Permissions::from_mode(mode))?;
    file.persist(path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_is_the_nearest_workspace_with_judge_toml() {
        let dir = tempfile::tempdir().unwrap();
        let outer = dir.path();
        std::fs::write(outer.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
        std::fs::write(outer.join("judge.toml"), "").unwrap();
        // A package (no [workspace]) with its own judge.toml is not a root.
        let package = outer.join("problems/p");
        std::fs::create_dir_all(package.join("src")).unwrap();
        std::fs::write(package.join("Cargo.toml"), "[package]\nname = \"p\"\n").unwrap();
        std::fs::write(package.join("judge.toml"), "").unwrap();
        assert_eq!(find_root(&package.join("src")).unwrap(), outer);
        // A nested workspace with a judge.toml is the nearer root.
        let inner = outer.join("copy");
        std::fs::create_dir_all(&inner).unwrap();
        std::fs::write(inner.join("Cargo.toml"), "[workspace]\n").unwrap();
        std::fs::write(inner.join("judge.toml"), "").unwrap();
        assert_eq!(find_root(&inner).unwrap(), inner);
    }

    #[test]
    fn atomic_writes_are_0644_or_keep_the_old_mode() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.rs");
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        write_atomically(&path, "one").unwrap();
        assert_eq!(mode(&path), 0o644);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        write_atomically(&path, "two").unwrap();
        assert_eq!(mode(&path), 0o755);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn outside_a_workspace_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let error = format!("{:#}", find_root(dir.path()).unwrap_err());
        assert!(error.contains("is not inside this workspace"), "{error}");
    }
}
