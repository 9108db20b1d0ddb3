//! One shape for the library's documentation: every public item of a topic crate of `common/` (a top-level `pub fn`,
//! `struct`, `enum`, `trait`, `const`, `type` or `static` of `lib.rs`, or of a module whose item
//! `lib.rs` re-exports by `pub use`) has, in its doc comment and in this order, its statement,
//! `# Constraints`, `# Complexity`, `# Example` with a fenced doctest, and the generated `Used
//! by:` line. Methods are documented on their type; items of private modules that no `pub use`
//! names (naive versions kept for the tests) are not the library's face and are skipped.

use crate::files::{rust_files, workspace_root};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The sections, in the order they appear.
const SECTIONS: [&str; 4] = ["# Constraints", "# Complexity", "# Example", "Used by:"];

/// The library's files of a crate's `src/`: unit tests (`tests.rs` and the `tests/` folders
/// beside a module) left out.
fn library_files(src: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.retain(|path| {
        let relative = path.strip_prefix(src).unwrap();
        !relative.components().any(|c| c.as_os_str() == "tests")
            && path.file_name().is_some_and(|name| name != "tests.rs")
    });
    files.sort();
    files
}

/// Every name that a `pub use` of the crate's files mentions.
fn reexported(files: &[(PathBuf, String)]) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (_, text) in files {
        let mut rest = text.as_str();
        while let Some(start) = rest.find("pub use ") {
            let statement = &rest[start..];
            let end = statement.find(';').unwrap_or(statement.len());
            names.extend(
                statement[..end]
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|word| !word.is_empty())
                    .map(str::to_string),
            );
            rest = &statement[end..];
        }
    }
    names
}

/// The public item a line declares at the top of a file: `(kind, name)`.
fn public_item(line: &str) -> Option<(&str, &str)> {
    let rest = line.strip_prefix("pub ")?;
    let (kind, rest) = rest.split_once(' ')?;
    if !["fn", "struct", "enum", "trait", "const", "type", "static"].contains(&kind) {
        return None;
    }
    let name = rest
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .next()?;
    Some((kind, name))
}

/// What is wrong with a doc comment (its lines, without `///`), or `None`.
fn breach(doc: &[&str]) -> Option<String> {
    let mut at = Vec::new();
    for section in SECTIONS {
        match doc
            .iter()
            .position(|line| line.trim_start().starts_with(section))
        {
            Some(i) => at.push(i),
            None => return Some(format!("no `{section}`")),
        }
    }
    if at.windows(2).any(|w| w[0] >= w[1]) || at[0] == 0 {
        return Some(format!(
            "the statement, then {}, in that order",
            SECTIONS.join(", ")
        ));
    }
    if !doc[at[2]..at[3]]
        .iter()
        .any(|line| line.trim_start().starts_with("```"))
    {
        return Some("`# Example` without a fenced example".to_string());
    }
    None
}

/// Every breach in the topic crates under `common`, as `file:line name: what`, and how many
/// public items were read.
fn breaches(common: &Path) -> (Vec<String>, usize) {
    let (mut found, mut read) = (Vec::new(), 0);
    let mut crates: Vec<PathBuf> = std::fs::read_dir(common)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    crates.sort();
    for krate in crates {
        let files: Vec<(PathBuf, String)> = library_files(&krate.join("src"))
            .into_iter()
            .map(|p| {
                let text = std::fs::read_to_string(&p).unwrap();
                (p, text)
            })
            .collect();
        let public = reexported(&files);
        for (path, text) in &files {
            let is_root = path.file_name().is_some_and(|n| n == "lib.rs");
            let lines: Vec<&str> = text.lines().collect();
            for (i, line) in lines.iter().enumerate() {
                let Some((_, name)) = public_item(line) else {
                    continue;
                };
                if !is_root && !public.contains(name) {
                    continue;
                }
                read += 1;
                let mut doc: Vec<&str> = lines[..i]
                    .iter()
                    .rev()
                    .take_while(|l| l.starts_with("///") || l.starts_with("#["))
                    .filter_map(|l| l.strip_prefix("///"))
                    .collect();
                doc.reverse();
                if let Some(what) = breach(&doc) {
                    let shown = path.strip_prefix(common.parent().unwrap()).unwrap_or(path);
                    found.push(format!("{}:{} {name}: {what}", shown.display(), i + 1));
                }
            }
        }
    }
    (found, read)
}

#[test]
fn every_public_item_of_a_topic_has_the_four_sections() {
    let (found, read) = breaches(&workspace_root().join("common"));
    assert!(
        read > 200,
        "only {read} public items read: is common/ where it was?"
    );
    assert!(
        found.is_empty(),
        "{} public items of common/ lack a doc section:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_check_finds_a_missing_or_misplaced_section() {
    let good = [
        " The mex.",
        "",
        " # Constraints",
        " None.",
        "",
        " # Complexity",
        " O(n).",
        "",
        " # Example",
        " ```",
        " assert!(true);",
        " ```",
        "",
        " Used by: poj-2234.",
    ];
    assert_eq!(breach(&good), None);
    let without: Vec<&str> = good
        .iter()
        .copied()
        .filter(|l| !l.contains("Complexity"))
        .collect();
    assert_eq!(breach(&without).as_deref(), Some("no `# Complexity`"));
    let mut swapped = good.to_vec();
    swapped.swap(2, 5);
    assert!(breach(&swapped).unwrap().contains("in that order"));
    let no_statement = &good[2..];
    assert!(breach(no_statement).unwrap().contains("in that order"));
    let no_code: Vec<&str> = good
        .iter()
        .copied()
        .filter(|l| !l.contains("```"))
        .collect();
    assert!(breach(&no_code)
        .unwrap()
        .contains("without a fenced example"));
    assert_eq!(
        public_item("pub fn mex(values: &[u32]) -> u32 {"),
        Some(("fn", "mex"))
    );
    assert_eq!(public_item("pub(crate) fn hidden() {}"), None);
    assert_eq!(public_item("    pub fn method(&self) {}"), None);
}
