//! The `Used by:` line of every item a topic crate exports, and of the crate itself, generated
//! from the problems' sources: an item is used by the problems whose `src/` names it
//! (`use cgt_x::{item}` or `cgt_x::item`, outside comments), directly or through other items
//! whose code names it, of its crate or of other topic crates (`super::names`); a crate by the
//! problems that depend on it, directly or through other topics. The line sits at the end of the item's docs (or where it already
//! is), is wrapped at 100 columns, and ends at the first line that ends with `.`.

use super::names::{
    declared_name, exported_items, named_items, names_in_other_topics, reaches, read,
};
use anyhow::Result;
use harness::paths::Workspace;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The line's start, after `///` or `//!`.
const PREFIX: &str = "Used by: ";

/// Each source file of a topic crate that declares an exported item (or is its `lib.rs`), with
/// its `Used by:` lines generated. `uses` maps each problem to the `cgt-*` crates it depends on,
/// directly or through other topics.
pub fn generated(
    workspace: &Workspace,
    topics: &[String],
    uses: &BTreeMap<String, Vec<String>>,
) -> Result<Vec<(PathBuf, String)>> {
    // Each topic's exported items, what each reaches in its crate, and what those name in
    // other topics.
    let mut crates = BTreeMap::new();
    for topic in topics {
        let src = workspace.topic_dir(topic).join("src");
        let lib_text = read(&src.join("lib.rs"))?;
        let exported = exported_items(&src, &lib_text)?;
        let mut reaches = reaches(&src, exported.values().flatten())?;
        let across = names_in_other_topics(&src, &lib_text)?;
        for re_exported in across.keys() {
            reaches
                .entry(re_exported.clone())
                .or_insert_with(|| [re_exported.clone()].into());
        }
        crates.insert(
            topic.replace('-', "_"),
            (lib_text, exported, reaches, across),
        );
    }
    // What each problem names, with what that names in other topics, and so on.
    let mut named = named_items(workspace)?;
    for items in named.values_mut() {
        let mut todo: Vec<(String, String)> = items.iter().cloned().collect();
        while let Some((module, item)) = todo.pop() {
            let Some((_, _, reaches, across)) = crates.get(&module) else {
                continue;
            };
            for reached in reaches.get(&item).into_iter().flatten() {
                for pair in across.get(reached).into_iter().flatten() {
                    if items.insert(pair.clone()) {
                        todo.push(pair.clone());
                    }
                }
            }
        }
    }
    let mut files = Vec::new();
    for topic in topics {
        let src = workspace.topic_dir(topic).join("src");
        let lib = src.join("lib.rs");
        let module = topic.replace('-', "_");
        let (lib_text, exported, reaches, _) = &crates[&module];
        let crate_users: Vec<&str> = uses
            .iter()
            .filter(|(_, topics)| topics.contains(topic))
            .map(|(krate, _)| krate.as_str())
            .collect();
        let users_of = |item: &str| -> Vec<&str> {
            named
                .iter()
                .filter(|(_, items)| {
                    items.iter().any(|(m, named)| {
                        *m == module && reaches.get(named).is_some_and(|r| r.contains(item))
                    })
                })
                .map(|(krate, _)| krate.as_str())
                .collect()
        };
        for (path, items) in exported {
            let text = if *path == lib {
                lib_text.clone()
            } else {
                read(path)?
            };
            let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
            // From the last item up, so that inserted lines move no item still to do.
            let mut found: Vec<(usize, &String)> = items
                .iter()
                .filter_map(|item| item_line(&lines, item).map(|at| (at, item)))
                .collect();
            found.sort();
            for (at, item) in found.into_iter().rev() {
                set_line(&mut lines, at, "///", &users_of(item));
            }
            if *path == lib {
                let docs_end = lines.iter().take_while(|l| l.starts_with("//!")).count();
                set_line(&mut lines, docs_end, "//!", &crate_users);
            }
            let mut out = lines.join("\n");
            out.push('\n');
            files.push((path.clone(), out));
        }
    }
    Ok(files)
}

/// The `Used by:` text for `users`, as doc lines of at most 100 columns after `marker`.
fn used_by_lines(marker: &str, users: &[&str]) -> Vec<String> {
    let list = if users.is_empty() {
        "no judge problem yet.".to_string()
    } else {
        format!("{}.", users.join(", "))
    };
    let mut lines = Vec::new();
    let mut line = format!("{marker} {PREFIX}");
    for word in list.split(' ') {
        if line.len() + 1 + word.len() > 100 && !line.ends_with(PREFIX) {
            lines.push(line);
            line = format!("{marker} {word}");
        } else {
            if !line.ends_with(' ') {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.push(line);
    lines
}

/// Writes the `Used by:` lines of the doc block that ends just above line `at` (attributes
/// between are skipped): in place of the block's `Used by:` lines, else at its end after an empty
/// doc line.
fn set_line(lines: &mut Vec<String>, at: usize, marker: &str, users: &[&str]) {
    let is_doc = |l: &str| l.starts_with(marker);
    let mut end = at;
    while end > 0 && marker == "///" && lines[end - 1].starts_with("#[") {
        end -= 1;
    }
    let mut start = end;
    while start > 0 && is_doc(&lines[start - 1]) {
        start -= 1;
    }
    let new = used_by_lines(marker, users);
    let existing = (start..end).find(|&i| {
        lines[i]
            .strip_prefix(marker)
            .is_some_and(|rest| rest.trim_start().starts_with(PREFIX))
    });
    match existing {
        Some(first) => {
            let mut last = first;
            while last + 1 < end && !lines[last].trim_end().ends_with('.') {
                last += 1;
            }
            lines.splice(first..=last, new);
        }
        None if start == end => {
            lines.splice(end..end, new);
        }
        None => {
            let mut block = vec![marker.to_string()];
            block.extend(new);
            lines.splice(end..end, block);
        }
    }
}

/// The line that declares `item` (`pub fn item`, `pub struct item`, ...) at the top level.
fn item_line(lines: &[String], item: &str) -> Option<usize> {
    lines
        .iter()
        .position(|line| declared_name(line).is_some_and(|name| name == item))
}

#[cfg(test)]
mod tests;
