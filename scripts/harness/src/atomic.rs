//! Files written whole: a reader sees the old file or the whole new one, never half of it.

use anyhow::{Context, Result};
use std::path::Path;

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
mod tests;
