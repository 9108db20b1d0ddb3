//! Where the set-up puts what it installs: outside the workspace, in the user's cache, so that
//! every checkout (a fresh clone too) shares one install.

use std::path::{Path, PathBuf};

/// `$XDG_CACHE_HOME/cgt-workspace` (`~/.cache/cgt-workspace` without it).
pub fn tools_dir() -> PathBuf {
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    cache.join("cgt-workspace")
}

/// The log of the background set-up: what it ran and what that printed, appended.
pub fn log_path() -> PathBuf {
    tools_dir().join("setup.log")
}

/// The lock the background set-up holds while it runs.
pub fn lock_path() -> PathBuf {
    tools_dir().join("setup.lock")
}
