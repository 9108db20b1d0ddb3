//! cargo-equip's header, rewritten so that a bundle names no local path: a crate of this
//! workspace is named by its package name and version only.

use anyhow::{bail, Result};
use std::path::Path;

pub(super) const EQUIP_MARKER: &str = "// The following code was expanded by `cargo-equip`.";
const CRATES_IO_INDEX: &str = "registry+https://github.com/rust-lang/crates.io-index";

/// A cargo package id as a reader wants it: `cgt-nim 0.1.0 (this workspace)` for a path
/// package, `proconio 0.4.5 (crates.io)` for crates.io; `None` if `id` is no package id.
pub(super) fn package_name(id: &str) -> Option<String> {
    let (source, fragment) = id.rsplit_once('#')?;
    let (name, version) = match fragment.split_once('@') {
        Some((name, version)) => (name.to_string(), version),
        // `path+file:///x/proconio#0.4.5`: the name is the folder's.
        None => (source.rsplit('/').next()?.to_string(), fragment),
    };
    let origin = if source.starts_with("path+") {
        "this workspace".to_string()
    } else if source == CRATES_IO_INDEX {
        "crates.io".to_string()
    } else if source.starts_with("registry+") || source.starts_with("git+") {
        source.to_string()
    } else {
        return None;
    };
    Some(format!("{name} {version} ({origin})"))
}

/// Rewrites cargo-equip's header: package ids become package names (`cgt-nim 0.1.0 (this workspace)`), the `published in`
/// column goes (it says `**missing**` for unpublished crates), and the alignment padding that
/// depends on the length of local paths is squeezed out.
pub fn scrub_header(text: &str) -> String {
    let Some(marker) = text.find(EQUIP_MARKER) else {
        return text.to_string();
    };
    let (code, rest) = text.split_at(marker);
    let mut out = String::with_capacity(text.len());
    out.push_str(code);
    for line in rest.split_inclusive('\n') {
        if line.starts_with("///  - `") {
            out.push_str(&scrub_bullet(line));
        } else {
            out.push_str(line);
        }
    }
    out
}

/// `///  - `<id>`   published in X licensed under `L` as `P`` -> `///  - <name> (<origin>), licensed
/// under `L`, as `P``; lines it does not understand are kept, and then caught by
/// [`check_no_local_paths`].
fn scrub_bullet(line: &str) -> String {
    let body = &line["///  - `".len()..];
    let Some((id, rest)) = body.split_once('`') else {
        return line.to_string();
    };
    let Some(name) = package_name(id) else {
        return line.to_string();
    };
    let quoted_after = |key: &str| -> Option<&str> {
        let at = rest.find(key)? + key.len();
        let value = rest[at..].strip_prefix('`')?;
        value.split_once('`').map(|(v, _)| v)
    };
    let mut out = format!("///  - `{name}`");
    if let Some(license) = quoted_after("licensed under ") {
        out.push_str(&format!(", licensed under `{license}`"));
    }
    if let Some(module) = quoted_after(" as ") {
        out.push_str(&format!(", as `{module}`"));
    }
    out.push('\n');
    out
}

/// Fails if the bundle still names this machine: a `file://` URL, the workspace's folder, the
/// home folder, or cargo-equip's `**missing**`.
pub(super) fn check_no_local_paths(text: &str, root: &Path) -> Result<()> {
    let mut leaks = vec![
        "file://".to_string(),
        "**missing**".to_string(),
        root.display().to_string(),
    ];
    if let Some(home) = std::env::var_os("HOME") {
        let home = home.to_string_lossy().trim_end_matches('/').to_string();
        if home.len() > 1 {
            leaks.push(format!("{home}/"));
        }
    }
    for leak in leaks {
        if let Some(at) = text.find(&leak) {
            let line = text[..at].matches('\n').count() + 1;
            bail!("the bundle names this machine at line {line}: `{leak}`");
        }
    }
    Ok(())
}

#[cfg(test)]
pub(super) mod tests;
