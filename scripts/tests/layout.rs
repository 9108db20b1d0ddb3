//! The house layout, checked on the tooling's own rooms (`scripts/src`, `scripts/harness`,
//! `scripts/oracle`, `scripts/boot`, `scripts/tests`): no import circle between files, no
//! `mod.rs`, no inline module (unit tests live in a sibling `foo/tests.rs`), no file over 800
//! lines. `cargo test -p scripts --test layout -- --nocapture` also prints the figures of each
//! room (files, lines, the largest files); `-- --ignored` checks the whole workspace the same
//! way and prints what it finds without failing.
//!
//! An import is a path from one file of a crate to another: a `use` (a re-export too), or a
//! path written in the code (`crate::a::b`, `super::x`, `child::f`). A name re-exported by a
//! module (`pub use x::Name`, `pub use x::*`) is followed to the file that defines it, so a
//! crate root that re-exports its modules is not in a circle with each of them. A module's
//! `#[cfg(test)] mod tests` is not counted: its tests use their parent by design. A circle is
//! a strongly connected set of two or more files.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const MOST_LINES: usize = 800;

/// The rooms of the tooling, under the workspace root.
const ROOMS: &[&str] = &[
    "scripts/src",
    "scripts/harness",
    "scripts/oracle",
    "scripts/boot",
    "scripts/tests",
];

fn root() -> PathBuf {
    harness::paths::Workspace::from_current_dir().unwrap().root
}

/// One file of a crate: its module path (`[]` for the crate root) and its code, with comments,
/// strings and `#[cfg(test)]` items blanked out.
struct Module {
    file: PathBuf,
    path: Vec<String>,
    code: String,
}

/// The code of `text` with comments and the contents of string and character literals replaced
/// by spaces (line breaks kept, so line numbers still hold).
fn strip(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !chars[..i]
                .last()
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            // A raw string r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            out.push('"');
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                out.push(blank(chars[j]));
                j += 1;
            }
            out.push('"');
            i = j;
        } else if c == '"' {
            out.push('"');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push('"');
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{1b}'), or a lifetime ('a).
            let close = if next == Some('\\') {
                (i + 2..chars.len().min(i + 12)).find(|&j| chars[j] == '\'')
            } else {
                (chars.get(i + 2) == Some(&'\'')).then_some(i + 2)
            };
            match close {
                Some(end) => {
                    out.push_str(&" ".repeat(end + 1 - i));
                    i = end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// `code` with every item after `#[cfg(test)]` blanked out (an inline `mod tests { ... }`, a
/// test-only function or `use`).
fn without_test_items(code: &str) -> String {
    let mut out = code.to_string();
    let mut from = 0;
    while let Some(at) = out[from..].find("#[cfg(test)]").map(|i| i + from) {
        let rest = &out[at..];
        // The item ends at its `;` or at the `}` closing its first `{`, whichever comes first.
        let mut depth = 0;
        let mut end = rest.len();
        for (i, c) in rest.char_indices().skip("#[cfg(test)]".len()) {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        let blanked: String = out[at..at + end]
            .chars()
            .map(|c| if c == '\n' { '\n' } else { ' ' })
            .collect();
        out.replace_range(at..at + end, &blanked);
        from = at + end;
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The `mod name;` declarations of `code` (not test modules), with their `#[path]` if any.
fn declared_modules(raw: &str, code: &str) -> Vec<(String, Option<String>)> {
    let mut found = Vec::new();
    let raw_lines: Vec<&str> = raw.lines().collect();
    for (n, line) in code.lines().enumerate() {
        let words: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || c == ';')
            .filter(|w| !w.is_empty())
            .collect();
        let Some(at) = words.iter().position(|w| *w == "mod") else {
            continue;
        };
        if !line.trim_end().ends_with(';') || at + 1 >= words.len() {
            continue;
        }
        let prefix_ok = words[..at]
            .iter()
            .all(|w| *w == "pub" || w.starts_with("pub("));
        if !prefix_ok {
            continue;
        }
        let path = n
            .checked_sub(1)
            .and_then(|p| raw_lines.get(p))
            .and_then(|l| l.trim().strip_prefix("#[path = \""))
            .and_then(|l| l.strip_suffix("\"]"))
            .map(str::to_string);
        found.push((words[at + 1].to_string(), path));
    }
    found
}

/// The modules of the crate whose root file is `root_file`, found through its `mod`
/// declarations (test modules left out).
fn crate_modules(root_file: &Path) -> Vec<Module> {
    let mut modules = Vec::new();
    let mut queue = vec![(root_file.to_path_buf(), Vec::<String>::new(), true)];
    while let Some((file, path, owns_dir)) = queue.pop() {
        let Ok(raw) = std::fs::read_to_string(&file) else {
            continue;
        };
        let code = without_test_items(&strip(&raw));
        // The folder of this module's children.
        let dir = if owns_dir {
            file.parent().unwrap().to_path_buf()
        } else {
            file.parent()
                .unwrap()
                .join(file.file_stem().unwrap().to_string_lossy().as_ref())
        };
        for (name, at) in declared_modules(&raw, &code) {
            let mut child_path = path.clone();
            child_path.push(name.clone());
            match at {
                Some(at) => queue.push((file.parent().unwrap().join(at), child_path, true)),
                None => {
                    let plain = dir.join(format!("{name}.rs"));
                    if plain.is_file() {
                        queue.push((plain, child_path, false));
                    } else {
                        queue.push((dir.join(&name).join("mod.rs"), child_path, true));
                    }
                }
            }
        }
        modules.push(Module { file, path, code });
    }
    modules.sort_by(|a, b| a.path.cmp(&b.path));
    modules
}

/// The paths of a `use` tree (`a::{b, c::*}` -> `a::b`, `a::c::*`), each as its segments.
fn expand_use(tree: &str) -> Vec<Vec<String>> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let mut out = Vec::new();
    expand_into(&tree, &mut Vec::new(), &mut out);
    out
}

fn expand_into(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    // Split at top-level commas.
    let mut depth = 0;
    let mut start = 0;
    let mut parts = Vec::new();
    for (i, c) in tree.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&tree[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&tree[start..]);
    for part in parts.into_iter().filter(|p| !p.is_empty()) {
        match part.find('{') {
            Some(open) => {
                let head: Vec<String> = part[..open]
                    .trim_end_matches("::")
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect();
                let depth_before = prefix.len();
                prefix.extend(head);
                expand_into(&part[open + 1..part.len() - 1], prefix, out);
                prefix.truncate(depth_before);
            }
            None => {
                let part = part.split("as").next().unwrap_or(part);
                let mut path = prefix.clone();
                for segment in part.split("::").filter(|s| !s.is_empty()) {
                    if segment == "self" && !path.is_empty() {
                        continue;
                    }
                    path.push(segment.to_string());
                }
                out.push(path);
            }
        }
    }
}

/// Every path of `code` that may name another module of the crate, with its line: `use`
/// trees and paths written in the code that start with `crate`, `super`, `self` or one of
/// `children`. Also whether each comes from a `pub use` (a re-export).
fn paths_in(code: &str, children: &BTreeSet<String>) -> Vec<(usize, Vec<String>, bool)> {
    let mut found = Vec::new();
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    // `use` declarations.
    let mut uses = BTreeSet::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("use ").map(|i| i + from) {
        from = at + 4;
        let before = code[..at].chars().last();
        if before.is_some_and(is_ident) {
            continue;
        }
        let Some(end) = code[at..].find(';').map(|i| i + at) else {
            break;
        };
        let head = code[..at].trim_end();
        let public = head.ends_with("pub") || head.ends_with(')') && head.contains("pub(");
        for path in expand_use(&code[at + 4..end]) {
            found.push((line_of(at), path, public));
        }
        uses.insert((at, end));
    }
    // Paths in the code.
    let chars: Vec<(usize, char)> = code.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        if !is_ident(c) || (i > 0 && (is_ident(chars[i - 1].1) || chars[i - 1].1 == ':')) {
            i += 1;
            continue;
        }
        if uses.iter().any(|&(s, e)| at >= s && at < e) {
            i += 1;
            continue;
        }
        let mut end = at;
        let mut j = i;
        while j < chars.len() && (is_ident(chars[j].1) || chars[j].1 == ':') {
            end = chars[j].0 + chars[j].1.len_utf8();
            j += 1;
        }
        let text = &code[at..end];
        let segments: Vec<String> = text
            .split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        if text.contains("::")
            && segments.first().is_some_and(|first| {
                ["crate", "super", "self"].contains(&first.as_str()) || children.contains(first)
            })
        {
            found.push((line_of(at), segments, false));
        }
        i = j.max(i + 1);
    }
    found
}

/// The public items a file declares by name (`pub fn f`, `pub struct S`, ...).
fn declared_items(code: &str) -> BTreeSet<String> {
    let mut items = BTreeSet::new();
    for line in code.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        for (k, word) in words.iter().enumerate() {
            if [
                "fn", "struct", "enum", "trait", "type", "const", "static", "mod",
            ]
            .contains(word)
            {
                if let Some(name) = words.get(k + 1) {
                    let name: String = name.chars().take_while(|c| is_ident(*c)).collect();
                    if !name.is_empty() {
                        items.insert(name);
                    }
                }
            }
        }
    }
    items
}

/// An import from one file to another: the importing file's index, the imported one's, and
/// the line it is on.
type Edge = (usize, usize, usize);

/// The imports between the files of one crate.
fn crate_edges(modules: &[Module]) -> Vec<Edge> {
    let index: BTreeMap<&[String], usize> = modules
        .iter()
        .enumerate()
        .map(|(i, m)| (m.path.as_slice(), i))
        .collect();
    let children_of = |i: usize| -> BTreeSet<String> {
        modules
            .iter()
            .filter(|m| {
                m.path.len() == modules[i].path.len() + 1 && m.path.starts_with(&modules[i].path)
            })
            .map(|m| m.path.last().unwrap().clone())
            .collect()
    };
    let paths: Vec<Vec<(usize, Vec<String>, bool)>> = modules
        .iter()
        .enumerate()
        .map(|(i, m)| paths_in(&m.code, &children_of(i)))
        .collect();
    let items: Vec<BTreeSet<String>> = modules.iter().map(|m| declared_items(&m.code)).collect();
    // Absolute module path of `path` as written in module `i`.
    let absolute = |i: usize, path: &[String]| -> Option<Vec<String>> {
        let mut here = modules[i].path.clone();
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                here.clear();
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().map(String::as_str) == Some("super") {
                    here.pop()?;
                    rest = &rest[1..];
                }
            }
            Some(first) if children_of(i).contains(first) => {}
            _ => return None,
        }
        here.extend(rest.iter().cloned());
        Some(here)
    };
    // The file that defines `path` (an absolute path): the longest module prefix, then through
    // that module's re-exports to the module that defines the item, at most a few hops.
    let resolve = |path: &[String]| -> Option<usize> {
        let mut path = path.to_vec();
        for _ in 0..8 {
            let cut = (0..=path.len())
                .rev()
                .find(|&k| index.contains_key(&path[..k]))?;
            let module = index[&path[..cut]];
            let Some(item) = path.get(cut) else {
                return Some(module);
            };
            if item == "*" || items[module].contains(item) {
                return Some(module);
            }
            // Re-exported here from elsewhere?
            let via = paths[module].iter().find_map(|(_, p, public)| {
                if !public {
                    return None;
                }
                let last = p.last()?;
                if last == item || last == "*" {
                    let target = absolute(module, p)?;
                    let mut next = target.clone();
                    if last == "*" {
                        next.pop();
                        let glob = resolve_module(&index, &next)?;
                        if !items[glob].contains(item) {
                            return None;
                        }
                        next.push(item.clone());
                    }
                    Some(next)
                } else {
                    None
                }
            });
            match via {
                Some(next) if next != path => path = next,
                _ => return Some(module),
            }
        }
        None
    };
    let mut edges = BTreeSet::new();
    for (i, found) in paths.iter().enumerate() {
        for (line, path, _) in found {
            let Some(target) = absolute(i, path).and_then(|p| resolve(&p)) else {
                continue;
            };
            if target != i {
                edges.insert((i, target, *line));
            }
        }
    }
    edges.into_iter().collect()
}

fn resolve_module(index: &BTreeMap<&[String], usize>, path: &[String]) -> Option<usize> {
    index.get(path).copied()
}

/// The strongly connected sets of two or more files (Tarjan), each with the imports inside it.
fn circles(count: usize, edges: &[Edge]) -> Vec<Vec<usize>> {
    struct State<'a> {
        next: Vec<Vec<usize>>,
        order: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        counter: usize,
        found: &'a mut Vec<Vec<usize>>,
    }
    fn visit(v: usize, s: &mut State) {
        s.order[v] = Some(s.counter);
        s.low[v] = s.counter;
        s.counter += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for w in s.next[v].clone() {
            match s.order[w] {
                None => {
                    visit(w, s);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(order) if s.on_stack[w] => s.low[v] = s.low[v].min(order),
                _ => {}
            }
        }
        if Some(s.low[v]) == s.order[v] {
            let mut set = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on_stack[w] = false;
                set.push(w);
                if w == v {
                    break;
                }
            }
            if set.len() > 1 {
                set.sort();
                s.found.push(set);
            }
        }
    }
    let mut next = vec![Vec::new(); count];
    for &(from, to, _) in edges {
        if !next[from].contains(&to) {
            next[from].push(to);
        }
    }
    let mut found = Vec::new();
    let mut state = State {
        next,
        order: vec![None; count],
        low: vec![0; count],
        on_stack: vec![false; count],
        stack: Vec::new(),
        counter: 0,
        found: &mut found,
    };
    for v in 0..count {
        if state.order[v].is_none() {
            visit(v, &mut state);
        }
    }
    found
}

/// The crate roots under `dir`: `src/lib.rs`, `src/main.rs`, `src/bin/*.rs`, and each test,
/// example and bench target (`tests/x.rs`, `tests/x/main.rs`).
fn crate_roots(dir: &Path) -> Vec<PathBuf> {
    let mut roots = Vec::new();
    for file in ["src/lib.rs", "src/main.rs", "lib.rs"] {
        if dir.join(file).is_file() {
            roots.push(dir.join(file));
        }
    }
    for targets in ["tests", "examples", "benches", "src/bin"] {
        let Ok(entries) = std::fs::read_dir(dir.join(targets)) else {
            continue;
        };
        let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for path in entries {
            if path.extension().is_some_and(|e| e == "rs") {
                roots.push(path);
            } else if path.join("main.rs").is_file() {
                roots.push(path.join("main.rs"));
            }
        }
    }
    roots
}

/// Every `.rs` file under `dir` (not under `target/`).
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                if path
                    .file_name()
                    .is_some_and(|n| n != "target" && n != ".git")
                {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// What is wrong with the layout of the files under `dirs` (crates found from `crate_dirs`).
fn findings(root: &Path, crate_dirs: &[PathBuf], dirs: &[PathBuf]) -> Vec<String> {
    let relative = |p: &Path| p.strip_prefix(root).unwrap_or(p).display().to_string();
    let mut found = Vec::new();
    let inside = |p: &Path| dirs.iter().any(|d| p.starts_with(d));
    for dir in dirs {
        for file in rust_files(dir) {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            if file.file_name().is_some_and(|n| n == "mod.rs") {
                found.push(format!(
                    "{}: a mod.rs (the house layout is foo.rs beside foo/)",
                    relative(&file)
                ));
            }
            let lines = text.lines().count();
            if lines > MOST_LINES {
                found.push(format!(
                    "{}: {lines} lines, over {MOST_LINES}",
                    relative(&file)
                ));
            }
            let code = strip(&text);
            for (n, line) in code.lines().enumerate() {
                let words: Vec<&str> = line.split_whitespace().collect();
                if let Some(at) = words.iter().position(|w| *w == "mod") {
                    if words.get(at + 2) == Some(&"{")
                        || words.get(at + 1).is_some_and(|w| w.ends_with('{'))
                    {
                        found.push(format!(
                            "{}:{}: an inline module (a module is a file; unit tests go in foo/tests.rs)",
                            relative(&file),
                            n + 1
                        ));
                    }
                }
            }
        }
    }
    let mut roots: Vec<PathBuf> = crate_dirs.iter().flat_map(|d| crate_roots(d)).collect();
    roots.sort();
    roots.dedup();
    for crate_root in roots.iter().filter(|r| inside(r)) {
        let modules = crate_modules(crate_root);
        let edges = crate_edges(&modules);
        for set in circles(modules.len(), &edges) {
            let names: Vec<String> = set.iter().map(|&i| relative(&modules[i].file)).collect();
            let imports: Vec<String> = edges
                .iter()
                .filter(|(a, b, _)| set.contains(a) && set.contains(b))
                .map(|&(a, b, line)| {
                    format!(
                        "{}:{line} -> {}",
                        relative(&modules[a].file),
                        relative(&modules[b].file)
                    )
                })
                .collect();
            found.push(format!(
                "an import circle between {}:\n    {}",
                names.join(", "),
                imports.join("\n    ")
            ));
        }
    }
    found
}

/// Files, lines and the largest files of each room.
fn figures(root: &Path, rooms: &[&str]) -> String {
    let mut text = String::from("| room | files | lines |\n| --- | ---: | ---: |\n");
    let mut all = Vec::new();
    for room in rooms {
        let files = rust_files(&root.join(room));
        let mut lines = 0;
        for file in &files {
            let n = std::fs::read_to_string(file)
                .unwrap_or_default()
                .lines()
                .count();
            lines += n;
            all.push((n, file.strip_prefix(root).unwrap().display().to_string()));
        }
        text.push_str(&format!("| {room} | {} | {lines} |\n", files.len()));
    }
    all.sort_by(|a, b| b.cmp(a));
    text.push_str("\nlargest files:\n");
    for (n, file) in all.iter().take(8) {
        text.push_str(&format!("  {n:>5} {file}\n"));
    }
    text
}

#[test]
fn the_tooling_keeps_the_house_layout() {
    let root = root();
    let dirs: Vec<PathBuf> = ROOMS.iter().map(|room| root.join(room)).collect();
    let crate_dirs: Vec<PathBuf> = [
        "scripts",
        "scripts/harness",
        "scripts/oracle",
        "scripts/boot",
    ]
    .iter()
    .map(|d| root.join(d))
    .collect();
    println!("{}", figures(&root, ROOMS));
    let found = findings(&root, &crate_dirs, &dirs);
    assert!(found.is_empty(), "\n{}\n", found.join("\n"));
}

#[test]
#[ignore = "reports on the rooms of other maintainers too; run with --ignored"]
fn the_whole_workspace_keeps_the_house_layout() {
    let root = root();
    let mut crate_dirs = vec![root.join("common")];
    for group in ["common", "problems", "scripts"] {
        for entry in std::fs::read_dir(root.join(group)).unwrap().flatten() {
            if entry.path().join("Cargo.toml").is_file() {
                crate_dirs.push(entry.path());
            }
        }
    }
    crate_dirs.push(root.join("scripts"));
    let dirs = vec![
        root.join("common"),
        root.join("problems"),
        root.join("scripts"),
    ];
    let found = findings(&root, &crate_dirs, &dirs);
    println!("{}", found.join("\n"));
}

#[test]
fn circles_are_found_through_use_trees_paths_and_re_exports() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir_all(src.join("a")).unwrap();
    let write = |name: &str, text: &str| std::fs::write(src.join(name), text).unwrap();
    write(
        "lib.rs",
        "mod a;\nmod b;\nmod c;\nmod d;\npub use d::*;\n#[cfg(test)]\nmod tests;\n",
    );
    // a <-> a/x through `super`, b -> c -> b through a use tree and a path in code.
    write("a.rs", "mod x;\npub use x::Thing;\npub struct Other;\n");
    write("a/x.rs", "use super::Other;\npub struct Thing;\n");
    write(
        "b.rs",
        "use crate::{c::{self, f}, d::D};\npub fn g() { f() }\n",
    );
    write(
        "c.rs",
        "pub fn f() { let s = \"crate::b::g\"; crate::b::g() }\n",
    );
    // d uses the root's re-export of itself: no circle with the root.
    write("d.rs", "pub struct D;\npub fn h() -> crate::D { D }\n");
    write("tests.rs", "use super::*;\n");
    let modules = crate_modules(&src.join("lib.rs"));
    let names: Vec<String> = modules.iter().map(|m| m.path.join("::")).collect();
    assert_eq!(names, ["", "a", "a::x", "b", "c", "d"]);
    let edges = crate_edges(&modules);
    let found: Vec<Vec<String>> = circles(modules.len(), &edges)
        .into_iter()
        .map(|set| set.into_iter().map(|i| names[i].clone()).collect())
        .collect();
    assert_eq!(found, [vec!["a", "a::x"], vec!["b", "c"]], "{edges:?}");
}
