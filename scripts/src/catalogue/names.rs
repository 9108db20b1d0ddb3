//! What the sources name: the items a topic crate exports (and the file that declares each), the
//! items each exported item's code reaches inside its crate, and the `cgt_*` items each problem's
//! `src/` names. Plain text scans, good for the workspace's own code: top-level items start at
//! column 0, and `#[cfg(test)]` code is left out.

use anyhow::{Context as _, Result};
use harness::paths::Workspace;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

pub(super) fn read(path: &Path) -> Result<String> {
    std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
}

/// The name a top-level `pub` item line declares.
pub(super) fn declared_name(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("pub ")?;
    let rest = rest
        .strip_prefix("const ")
        .filter(|r| r.starts_with("fn "))
        .unwrap_or(rest);
    let rest = [
        "fn ", "struct ", "enum ", "trait ", "type ", "const ", "static ",
    ]
    .iter()
    .find_map(|kind| rest.strip_prefix(kind))?;
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    Some(&rest[..end]).filter(|name| !name.is_empty())
}

/// The items the crate exports, by the file that declares them: `lib.rs`'s own `pub` items and
/// what its `pub use <module>::...` statements name from its own modules.
pub(super) fn exported_items(src: &Path, lib_text: &str) -> Result<BTreeMap<PathBuf, Vec<String>>> {
    let lib = src.join("lib.rs");
    let mut items: BTreeMap<PathBuf, Vec<String>> = BTreeMap::new();
    items.insert(
        lib.clone(),
        lib_text
            .lines()
            .filter_map(declared_name)
            .map(str::to_string)
            .collect(),
    );
    let code = strip_comments(lib_text);
    for statement in code.split(';') {
        let Some(path) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let Some((module, names)) = path.split_once("::") else {
            continue;
        };
        let file = [
            src.join(format!("{module}.rs")),
            src.join(module).join("mod.rs"),
        ]
        .into_iter()
        .find(|file| file.is_file());
        let Some(file) = file else {
            continue; // a re-export of another crate
        };
        items.entry(file).or_default().extend(first_segments(names));
    }
    Ok(items)
}

/// The first segment of each path in `use` syntax after `crate::`: `a`, `{a, b as c, d::e}`.
fn first_segments(names: &str) -> Vec<String> {
    let names = names.trim();
    let inner = names
        .strip_prefix('{')
        .and_then(|n| n.strip_suffix('}'))
        .unwrap_or(names);
    let mut out = Vec::new();
    let mut depth = 0;
    let mut part = String::new();
    for c in inner.chars().chain([',']) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                let name: String = part
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() && name != "self" {
                    out.push(name);
                }
                part.clear();
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
    out
}

/// `text` without its `//` comments.
fn strip_comments(text: &str) -> String {
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The library's source files of a topic crate's `src/`: the unit tests (`tests.rs`, the
/// `tests/` folders beside a module) and the naive versions kept for them (`naive.rs`) left out.
fn library_sources(src: &Path) -> Result<Vec<std::path::PathBuf>> {
    let mut files = Vec::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir)? {
            let path = entry?.path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() && name != "tests" {
                stack.push(path);
            } else if name.ends_with(".rs") && name != "tests.rs" && name != "naive.rs" {
                files.push(path);
            }
        }
    }
    Ok(files)
}

/// For each exported item, the items its code reaches (itself included): the top-level items of
/// the crate (exported or not) named in its code (its definition and its `impl` blocks), and so
/// on. Code under `#[cfg(test)]` and the files `tests.rs` and `naive.rs` are left out.
pub(super) fn reaches<'a>(
    src: &Path,
    exported: impl Iterator<Item = &'a String>,
) -> Result<BTreeMap<String, BTreeSet<String>>> {
    let mut words: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in library_sources(src)? {
        owned_words(&read(&path)?, &mut words);
    }
    let mut reaches = BTreeMap::new();
    for item in exported {
        let mut seen = BTreeSet::from([item.clone()]);
        let mut todo = vec![item.clone()];
        while let Some(owner) = todo.pop() {
            for word in words.get(&owner).into_iter().flatten() {
                if words.contains_key(word) && seen.insert(word.clone()) {
                    todo.push(word.clone());
                }
            }
        }
        reaches.insert(item.clone(), seen);
    }
    Ok(reaches)
}

/// Adds to `words` the identifiers each top-level item of `text` names in its code, by the
/// item's name (an `impl` block counts for its type).
fn owned_words(text: &str, words: &mut BTreeMap<String, BTreeSet<String>>) {
    let mut code = BTreeMap::new();
    owned_code(text, &mut code);
    for (owner, code) in code {
        let entry = words.entry(owner.clone()).or_default();
        for word in code.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            if !word.is_empty() && word != owner {
                entry.insert(word.to_string());
            }
        }
    }
}

/// Adds to `code` the code of each top-level item of `text` (its definition and its `impl`
/// blocks, without comments), by the item's name; `#[cfg(test)]` code is left out.
fn owned_code(text: &str, code: &mut BTreeMap<String, String>) {
    let mut owner: Option<String> = None;
    let mut skip_test = false;
    let mut in_test_block = false;
    for line in text.lines() {
        if in_test_block {
            in_test_block = line != "}";
            continue;
        }
        if line.starts_with("#[cfg(test)]") {
            skip_test = true;
            continue;
        }
        let line_code = line.split("//").next().unwrap_or("");
        if skip_test && !line_code.starts_with("#[") {
            skip_test = false;
            in_test_block = line_code.trim_end().ends_with('{');
            continue;
        }
        if let Some(name) = declared_owner(line_code) {
            owner = Some(name);
        } else if line_code.starts_with("mod ")
            || line_code.starts_with("use ")
            || line_code.starts_with("pub use ")
        {
            owner = None;
        }
        let Some(owner) = &owner else { continue };
        let entry = code.entry(owner.clone()).or_default();
        entry.push_str(line_code);
        entry.push('\n');
    }
}

/// For each top-level item of the topic crate at `src`, the items of other topic crates its
/// code names, as `(cgt_y, item)` pairs: a name the crate's sources import (`use
/// cgt_y::{item, ...}`) or a path `cgt_y::item`. A re-export of another topic's item by
/// `lib.rs` (`pub use cgt_y::item`) is an item of this crate that names it. Code under
/// `#[cfg(test)]` and the files `tests.rs` and `naive.rs` are left out.
pub(super) fn names_in_other_topics(
    src: &Path,
    lib_text: &str,
) -> Result<BTreeMap<String, BTreeSet<(String, String)>>> {
    let mut code = BTreeMap::new();
    let mut imported: BTreeMap<String, (String, String)> = BTreeMap::new();
    for path in library_sources(src)? {
        let text = strip_comments(&read(&path)?);
        owned_code(&text, &mut code);
        for statement in text.split(';') {
            let statement = statement.trim();
            if statement.starts_with("use ") || statement.starts_with("pub use ") {
                for (module, item) in names_in(statement) {
                    imported.insert(item.clone(), (module, item));
                }
            }
        }
    }
    let mut named: BTreeMap<String, BTreeSet<(String, String)>> = BTreeMap::new();
    for (owner, code) in &code {
        let mut pairs: BTreeSet<(String, String)> = names_in(code).into_iter().collect();
        for word in code.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            if let Some(pair) = imported.get(word) {
                pairs.insert(pair.clone());
            }
        }
        if !pairs.is_empty() {
            named.insert(owner.clone(), pairs);
        }
    }
    for statement in strip_comments(lib_text).split(';') {
        if let Some(path) = statement.trim().strip_prefix("pub use ") {
            for (module, item) in names_in(path) {
                named
                    .entry(item.clone())
                    .or_default()
                    .insert((module, item));
            }
        }
    }
    Ok(named)
}

/// The item a top-level line starts: `fn f`, `pub(crate) struct S`, `impl<T> Trait for S<T>`.
fn declared_owner(line: &str) -> Option<String> {
    if let Some(rest) = line.strip_prefix("impl") {
        let head = rest.split('{').next().unwrap_or(rest);
        let head = head.rsplit(" for ").next().unwrap_or(head);
        let head = if rest.starts_with('<') && !rest.contains(" for ") {
            head.split_once("> ").map_or(head, |(_, t)| t)
        } else {
            head
        };
        let name: String = head
            .trim()
            .rsplit("::")
            .next()
            .unwrap_or("")
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        return Some(name).filter(|n| !n.is_empty());
    }
    let rest = line
        .strip_prefix("pub(crate) ")
        .or_else(|| line.strip_prefix("pub "))
        .unwrap_or(line);
    declared_name(&format!("pub {rest}")).map(str::to_string)
}

/// The `(crate module, item)` pairs each problem's `src/` names, by problem.
pub(super) fn named_items(
    workspace: &Workspace,
) -> Result<BTreeMap<String, BTreeSet<(String, String)>>> {
    let mut named = BTreeMap::new();
    for krate in workspace.problem_crates()? {
        let mut items = BTreeSet::new();
        let mut stack = vec![workspace.problem(&krate).src_dir()];
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for entry in entries {
                let path = entry?.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    items.extend(names_in(&strip_comments(&read(&path)?)));
                }
            }
        }
        named.insert(krate, items);
    }
    Ok(named)
}

/// The `(cgt_x, item)` pairs `code` names: `cgt_x::item` and `cgt_x::{item, ...}`.
fn names_in(code: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("cgt_") {
        let before = rest[..at].chars().next_back();
        rest = &rest[at..];
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let module = rest[..end].to_string();
        rest = &rest[end..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let Some(after) = rest.strip_prefix("::") else {
            continue;
        };
        let tail = if after.starts_with('{') {
            let mut depth = 0;
            let close = after
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map_or(after.len(), |(i, _)| i + 1);
            &after[..close]
        } else {
            let end = after
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(after.len());
            &after[..end]
        };
        out.extend(
            first_segments(tail)
                .into_iter()
                .map(|item| (module.clone(), item)),
        );
    }
    out
}

#[cfg(test)]
mod tests;
