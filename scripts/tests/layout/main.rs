//! The house rules of the whole workspace, one checker for every room (run by `cargo test -p
//! scripts --test layout`; `-- --nocapture` also prints each room's figures: files, lines and
//! the largest files):
//!
//! - module dependencies form a DAG: no two files import each other, directly or through
//!   others (an import is a `use` or a path through `crate::`, `super::`, `self::` or a child
//!   module, followed through re-exports to the file that defines the item);
//! - one module layout: a module is a file `src/foo.rs` (its children in `src/foo/`), never a
//!   `mod.rs`, never an inline `mod foo { ... }` (a module's unit tests are `src/foo/tests.rs`,
//!   declared `#[cfg(test)] mod tests;`); in the crates cargo-equip bundles (the topics of
//!   `common/`), a module file names its children's files, `#[cfg(test)] #[path =
//!   "foo/tests.rs"] mod tests;`: cargo-equip 0.20.1 looks for them beside the module file
//!   (`src/tests.rs`), even for a test module, and fails where there is none;
//! - no file over 800 lines;
//! - every public item of a topic crate documented in one shape ([`doc_sections`]).
//!
//! The rooms are listed in [`ROOMS`]. A problem crate is one file of solution and a few
//! brute-force files that its tests include by `#[path]` on purpose, so `problems/` keeps the
//! line rule only.

mod doc_sections;
mod files;

use files::{rust_files, workspace_root};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// How a room keeps the rules.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// Crates that cargo-equip bundles: every rule, and a module file names its children's
    /// files (`#[path]`).
    Bundled,
    /// Crates never bundled: every rule.
    Tooling,
    /// The problems: the line rule only.
    Problems,
}

/// The folders of the workspace, from its root, and how each keeps the rules. `scripts` holds
/// the tool's crate and its sub-crates (`harness`, `oracle`, `boot`, `explorer`).
const ROOMS: [(&str, Kind); 3] = [
    ("common", Kind::Bundled),
    ("scripts", Kind::Tooling),
    ("problems", Kind::Problems),
];

/// The longest file allowed, in lines.
const MOST_LINES: usize = 800;

/// The crates of a room: the room itself if it is one, and each sub-folder that is one.
fn crates_of(room: &Path) -> Vec<PathBuf> {
    let mut crates = Vec::new();
    if room.join("Cargo.toml").is_file() {
        crates.push(room.to_path_buf());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(room)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    entries.sort();
    crates.extend(entries);
    crates
}

/// The crate roots of a crate: its library (`[lib] path` or `src/lib.rs`), `src/main.rs`, and
/// every file of `tests/`, `examples/` and `benches/` (and their `*/main.rs`), plus the `path`
/// of every target its manifest names.
fn roots_of(krate: &Path) -> Vec<PathBuf> {
    let manifest = std::fs::read_to_string(krate.join("Cargo.toml")).unwrap();
    let mut roots: Vec<PathBuf> = manifest
        .lines()
        .filter_map(|line| {
            let value = line.trim().strip_prefix("path")?.trim().strip_prefix('=')?;
            Some(krate.join(value.trim().trim_matches('"')))
        })
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    for file in ["src/lib.rs", "src/main.rs"] {
        roots.push(krate.join(file));
    }
    for dir in ["tests", "examples", "benches"] {
        let Ok(entries) = std::fs::read_dir(krate.join(dir)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            roots.push(if path.is_dir() {
                path.join("main.rs")
            } else {
                path
            });
        }
    }
    roots.retain(|p| p.is_file());
    roots.sort();
    roots.dedup();
    roots
}

/// A token of code: a word (identifier or keyword) or one punctuation mark (`::` is one), with
/// its line.
#[derive(Clone, Debug, PartialEq)]
struct Token {
    text: String,
    line: usize,
}

/// The code's tokens, without comments, strings and character literals.
fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            loop {
                if at(i) == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if at(i) == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(at(i) == '\n');
                    i += 1;
                }
            }
        } else if c == 'r' && (at(i + 1) == '"' || (at(i + 1) == '#' && at(i + 2) != '[')) {
            // A raw string r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) != '"' {
                out.push(Token {
                    text: "r".into(),
                    line,
                });
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if at(j) == '"' && (1..=hashes).all(|h| at(j + h) == '#') {
                    i = j + 1 + hashes;
                    break;
                }
                line += usize::from(at(j) == '\n');
                j += 1;
            }
        } else if c == '"' {
            // A string: one token, quotes included (a `#[path]` attribute's value is read).
            let start = i;
            i += 1;
            while at(i) != '"' {
                if at(i) == '\\' {
                    i += 1;
                }
                line += usize::from(at(i) == '\n');
                i += 1;
            }
            i += 1;
            out.push(Token {
                text: chars[start..i].iter().collect(),
                line,
            });
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{..}'), else a lifetime.
            if at(i + 1) == '\\' {
                i += 2;
                while at(i) != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
            }
        } else if c.is_alphanumeric() || c == '_' {
            let start = i;
            while at(i).is_alphanumeric() || at(i) == '_' {
                i += 1;
            }
            out.push(Token {
                text: chars[start..i].iter().collect(),
                line,
            });
        } else if c == ':' && at(i + 1) == ':' {
            out.push(Token {
                text: "::".into(),
                line,
            });
            i += 2;
        } else {
            out.push(Token {
                text: c.to_string(),
                line,
            });
            i += 1;
        }
    }
    out
}

/// A module of a crate: its file, and the names its `use` statements bind (`use a::b::c as d;`
/// binds `d` to `a::b::c`).
#[derive(Debug, Default)]
struct Module {
    file: PathBuf,
    bindings: BTreeMap<String, Vec<String>>,
    /// Every path the module's code names, with its line: the `use` paths (`*` for a glob) and
    /// the paths through `crate::`, `super::`, `self::` or a name followed by `::`.
    paths: Vec<(Vec<String>, usize)>,
}

/// The paths of a `use` tree starting at `tokens[*i]`, each with the name it binds.
fn use_tree(tokens: &[Token], i: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let mut path = prefix.to_vec();
    loop {
        let text = tokens[*i].text.as_str();
        match text {
            "{" => {
                *i += 1;
                while tokens[*i].text != "}" {
                    use_tree(tokens, i, &path, out);
                    if tokens[*i].text == "," {
                        *i += 1;
                    }
                }
                *i += 1;
                return;
            }
            "*" => {
                *i += 1;
                path.push("*".into());
                out.push(path);
                return;
            }
            "::" => *i += 1,
            _ => {
                path.push(text.into());
                *i += 1;
                if tokens[*i].text == "as" {
                    *i += 1;
                    path.push(format!("as {}", tokens[*i].text));
                    *i += 1;
                }
                if tokens[*i].text != "::" {
                    out.push(path);
                    return;
                }
            }
        }
    }
}

/// Reads one module file: its `mod` declarations (the children's files found as the layout
/// says), its `use` statements and its paths; inline modules are reported, and so is a child of
/// a module file declared without `#[path = "<module>/<child>.rs"]` in a crate that is
/// `bundled` (or with another path anywhere).
fn read_module(
    file: &Path,
    is_root: bool,
    bundled: bool,
    problems: &mut Vec<String>,
) -> (Module, Vec<(String, PathBuf)>) {
    let code = std::fs::read_to_string(file).unwrap();
    let tokens = tokens(&code);
    let mut module = Module {
        file: file.to_path_buf(),
        ..Module::default()
    };
    let name = file.file_stem().unwrap().to_string_lossy().to_string();
    let dir = file.parent().unwrap();
    // A crate root's children sit beside it; a module file's in the folder of its name.
    let children_dir = if is_root || name == "mod" {
        dir.to_path_buf()
    } else {
        dir.join(&name)
    };
    let mut child_files = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].text.as_str();
        if t == "mod" && i + 2 < tokens.len() && statement_start_or_pub(&tokens, i) {
            let child = tokens[i + 1].text.clone();
            if tokens[i + 2].text == "{" {
                problems.push(format!(
                    "{}:{}: inline module `{child}`: give it its own file",
                    file.display(),
                    tokens[i].line
                ));
            } else if tokens[i + 2].text == ";" {
                let nested = !(is_root || name == "mod");
                let expected = format!("{name}/{child}.rs");
                let breach = match path_attribute(&tokens, i) {
                    Some(path) if nested && path == expected => None,
                    Some(path) => Some(format!(
                        "`#[path = \"{path}\"]`: put the file where its name says"
                    )),
                    None if nested && bundled => Some(format!(
                        "declare it `#[path = \"{expected}\"]`: cargo-equip 0.20.1 looks for a \
                         module file's child beside the module file"
                    )),
                    None => None,
                };
                if let Some(breach) = breach {
                    problems.push(format!(
                        "{}:{}: `mod {child}`: {breach}",
                        file.display(),
                        tokens[i].line
                    ));
                }
                let flat = children_dir.join(format!("{child}.rs"));
                let path = if flat.is_file() {
                    flat
                } else {
                    children_dir.join(&child).join("mod.rs")
                };
                child_files.push((child, path));
            }
            i += 3;
            continue;
        }
        if t == "use" && statement_start_or_pub(&tokens, i) {
            let line = tokens[i].line;
            i += 1;
            let mut paths = Vec::new();
            use_tree(&tokens, &mut i, &[], &mut paths);
            for mut path in paths {
                let bound = match path.last().and_then(|s| s.strip_prefix("as ")) {
                    Some(alias) => {
                        let alias = alias.to_string();
                        path.pop();
                        alias
                    }
                    None => path.last().unwrap().clone(),
                };
                let bound = if bound == "self" {
                    path.pop();
                    path.last().cloned().unwrap_or_default()
                } else {
                    bound
                };
                if bound != "*" && bound != "_" {
                    module.bindings.insert(bound, path.clone());
                }
                module.paths.push((path, line));
            }
            continue;
        }
        // A path: `name :: name :: ...`, not preceded by `::` (then it is a path's tail).
        let starts_path = tokens.get(i + 1).is_some_and(|n| n.text == "::")
            && (i == 0 || tokens[i - 1].text != "::")
            && is_word(t);
        if starts_path {
            let line = tokens[i].line;
            let mut path = vec![t.to_string()];
            let mut j = i + 1;
            while j + 1 < tokens.len() && tokens[j].text == "::" && is_word(&tokens[j + 1].text) {
                path.push(tokens[j + 1].text.clone());
                j += 2;
            }
            module.paths.push((path, line));
            i = j;
            continue;
        }
        i += 1;
    }
    (module, child_files)
}

fn is_word(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// Whether `tokens[i]` begins an item: after a statement's end, an attribute, or `pub`,
/// `pub(crate)`, `pub(super)`.
fn statement_start_or_pub(tokens: &[Token], i: usize) -> bool {
    let mut j = i;
    if j >= 1 && tokens[j - 1].text == "pub" {
        j -= 1;
    } else if j >= 4 && tokens[j - 1].text == ")" && tokens[j - 4].text == "pub" {
        j -= 4;
    }
    j == 0 || matches!(tokens[j - 1].text.as_str(), ";" | "}" | "{" | "]")
}

/// The value of a `#[path = "..."]` attribute just before the `mod` at `tokens[i]`, if any.
fn path_attribute(tokens: &[Token], i: usize) -> Option<String> {
    // Before `pub` or `pub(crate)`, if the module has one.
    let i = if i >= 1 && tokens[i - 1].text == "pub" {
        i - 1
    } else if i >= 4 && tokens[i - 1].text == ")" && tokens[i - 4].text == "pub" {
        i - 4
    } else {
        i
    };
    let at = |back: usize| tokens.get(i.checked_sub(back)?).map(|t| t.text.as_str());
    (at(4) == Some("path") && at(3) == Some("=") && at(1) == Some("]"))
        .then(|| at(2).unwrap().trim_matches('"').to_string())
}

/// The modules of one crate, by module path (`[]` for the root), from its root file.
fn crate_modules(
    root: &Path,
    bundled: bool,
    problems: &mut Vec<String>,
) -> BTreeMap<Vec<String>, Module> {
    let mut modules = BTreeMap::new();
    let mut todo = vec![(Vec::new(), root.to_path_buf())];
    while let Some((path, file)) = todo.pop() {
        if file.file_name().is_some_and(|n| n == "mod.rs") {
            problems.push(format!(
                "{}: a `mod.rs`: make it `{}.rs` beside its folder",
                file.display(),
                path.last().map_or("the module", String::as_str)
            ));
        }
        if !file.is_file() {
            problems.push(format!("{}: declared but missing", file.display()));
            continue;
        }
        let (module, children) = read_module(&file, path.is_empty(), bundled, problems);
        for (name, child) in children {
            let mut child_path = path.clone();
            child_path.push(name);
            todo.push((child_path, child));
        }
        modules.insert(path, module);
    }
    modules
}

/// The module a path names from module `from`, and the item in it if the path goes on: the
/// path followed through child modules and through the `use` bindings of each module on the way
/// (re-exports included), or `None` for a path outside the crate (`std::`, another crate).
fn resolve(
    modules: &BTreeMap<Vec<String>, Module>,
    from: &[String],
    path: &[String],
    depth: usize,
) -> Option<Vec<String>> {
    if depth > 16 || path.is_empty() {
        return None;
    }
    let mut current: Vec<String> = from.to_vec();
    let mut rest = path;
    match rest[0].as_str() {
        "crate" => {
            current.clear();
            rest = &rest[1..];
        }
        "self" => rest = &rest[1..],
        "super" => {
            while rest.first().is_some_and(|s| s == "super") {
                current.pop()?;
                rest = &rest[1..];
            }
        }
        first => {
            let child = [from, &[first.to_string()]].concat();
            if !modules.contains_key(&child) {
                // A name bound by a `use` of this module (a local module or item), else
                // something outside the crate.
                let bound = modules.get(from)?.bindings.get(first)?;
                let target = resolve(modules, from, bound, depth + 1)?;
                return resolve_from(modules, target, &rest[1..], depth);
            }
        }
    }
    resolve_from(modules, current, rest, depth)
}

/// [`resolve`] of `rest` from the module `current`.
fn resolve_from(
    modules: &BTreeMap<Vec<String>, Module>,
    mut current: Vec<String>,
    mut rest: &[String],
    depth: usize,
) -> Option<Vec<String>> {
    while let Some(first) = rest.first() {
        let child = [current.as_slice(), std::slice::from_ref(first)].concat();
        if modules.contains_key(&child) {
            current = child;
            rest = &rest[1..];
            continue;
        }
        // An item of `current`, or a name it re-exports.
        if let Some(bound) = modules[&current].bindings.get(first) {
            if let Some(target) = resolve(modules, &current, bound, depth + 1) {
                return resolve_from(modules, target, &rest[1..], depth + 1);
            }
        }
        break;
    }
    Some(current)
}

/// The files `file` imports (with the line of the first import of each), from its module's
/// paths.
fn imports(modules: &BTreeMap<Vec<String>, Module>, at: &[String]) -> BTreeMap<PathBuf, usize> {
    let module = &modules[at];
    let mut out = BTreeMap::new();
    for (path, line) in &module.paths {
        let path: Vec<String> = path.iter().filter(|s| *s != "*").cloned().collect();
        if let Some(target) = resolve(modules, at, &path, 0) {
            let file = &modules[&target].file;
            if *file != module.file {
                out.entry(file.clone()).or_insert(*line);
            }
        }
    }
    out
}

/// The strongly connected components of more than one file (Tarjan), each sorted.
fn cycles(edges: &BTreeMap<PathBuf, BTreeMap<PathBuf, usize>>) -> Vec<Vec<PathBuf>> {
    struct State<'a> {
        edges: &'a BTreeMap<PathBuf, BTreeMap<PathBuf, usize>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a PathBuf) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        let edges = s.edges;
        for w in edges.get(v).into_iter().flat_map(|m| m.keys()) {
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[w].min(s.low[v]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.index[w].min(s.low[v]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on_stack.remove(w);
                component.push(w.clone());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !state.index.contains_key(v) {
            visit(&mut state, v);
        }
    }
    state.found
}

/// Every breach of the house rules in the rooms, one line each.
fn breaches(root: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for (room, kind) in ROOMS {
        for file in room_files(root, room) {
            let lines = std::fs::read_to_string(&file).unwrap().lines().count();
            if lines > MOST_LINES {
                problems.push(format!(
                    "{}: {lines} lines, over {MOST_LINES}: cut it by job",
                    file.display()
                ));
            }
        }
        if kind == Kind::Problems {
            continue;
        }
        for krate in crates_of(&root.join(room)) {
            let mut edges: BTreeMap<PathBuf, BTreeMap<PathBuf, usize>> = BTreeMap::new();
            for crate_root in roots_of(&krate) {
                let modules = crate_modules(&crate_root, kind == Kind::Bundled, &mut problems);
                for at in modules.keys() {
                    edges
                        .entry(modules[at].file.clone())
                        .or_default()
                        .extend(imports(&modules, at));
                }
            }
            for cycle in cycles(&edges) {
                let mut text = String::from("files that import each other:");
                for a in &cycle {
                    for (b, line) in &edges[a] {
                        if cycle.contains(b) {
                            let short =
                                |p: &Path| p.strip_prefix(root).unwrap().display().to_string();
                            text += &format!("\n    {}:{line} -> {}", short(a), short(b));
                        }
                    }
                }
                problems.push(text);
            }
        }
    }
    problems
}

/// The Rust files of a room (the scaffold's templates, which are no crate's, included), sorted.
fn room_files(root: &Path, room: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    rust_files(&root.join(room), &mut files);
    files.sort();
    files
}

/// Each room's figures: its Rust files, their lines, and its five largest files.
#[test]
fn figures_of_each_room() {
    let root = workspace_root();
    for (room, _) in ROOMS {
        let mut sizes: Vec<(usize, PathBuf)> = room_files(&root, room)
            .into_iter()
            .map(|file| {
                (
                    std::fs::read_to_string(&file).unwrap().lines().count(),
                    file,
                )
            })
            .collect();
        let lines: usize = sizes.iter().map(|(n, _)| n).sum();
        println!("{room}: {} files, {lines} lines", sizes.len());
        sizes.sort_by_key(|(n, _)| std::cmp::Reverse(*n));
        for (n, file) in sizes.iter().take(5) {
            println!("    {n:>5} {}", file.strip_prefix(&root).unwrap().display());
        }
    }
}

#[test]
fn the_rooms_keep_the_house_rules() {
    let root = workspace_root();
    let mut problems = breaches(&root);
    // A file several crate roots reach (a shared test module) is named once.
    let prefix = format!("{}/", root.display());
    problems = problems.iter().map(|p| p.replace(&prefix, "")).collect();
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// The checker itself, on a crate written here: a circle through a re-export is found, a
/// parent module that only declares and re-exports is none, and the layout breaches are named
/// (an inline module, a `mod.rs`, a module file's child without the `#[path]` cargo-equip
/// needs, or with another path).
#[test]
fn the_checker_finds_circles_and_layout_breaches() {
    let dir = std::env::temp_dir().join(format!("house-rules-{}", std::process::id()));
    let write = |file: &str, text: &str| {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write("Cargo.toml", "[package]\nname = \"a\"\n");
    write(
        "src/lib.rs",
        "mod engine;\nmod sparse;\nmod shared;\npub use engine::Plain;\npub use sparse::Sparse;\n",
    );
    write(
        "src/engine.rs",
        "use crate::Sparse;\npub struct Plain;\n#[cfg(test)]\nmod tests;\n",
    );
    write("src/engine/tests.rs", "use super::*;\n");
    write(
        "src/sparse.rs",
        "pub struct Sparse;\nfn f() { crate::engine::Plain; }\n",
    );
    write(
        "src/shared.rs",
        "mod inner { }\n#[path = \"shared/leaf/mod.rs\"]\nmod leaf;\n\
         #[cfg(test)]\n#[path = \"shared/tests.rs\"]\nmod tests;\n",
    );
    write("src/shared/leaf/mod.rs", "");
    write("src/shared/tests.rs", "");
    let mut problems = Vec::new();
    let modules = crate_modules(&dir.join("src/lib.rs"), true, &mut problems);
    let mut edges: BTreeMap<PathBuf, BTreeMap<PathBuf, usize>> = BTreeMap::new();
    for at in modules.keys() {
        edges
            .entry(modules[at].file.clone())
            .or_default()
            .extend(imports(&modules, at));
    }
    let found = cycles(&edges);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        found,
        [vec![dir.join("src/engine.rs"), dir.join("src/sparse.rs")]]
    );
    problems.sort();
    assert_eq!(problems.len(), 4, "{problems:?}");
    assert!(problems[0]
        .contains("engine.rs:4: `mod tests`: declare it `#[path = \"engine/tests.rs\"]`"));
    assert!(problems[1].contains("shared.rs:1: inline module `inner`"));
    assert!(problems[2].contains("shared.rs:3: `mod leaf`: `#[path = \"shared/leaf/mod.rs\"]`"));
    assert!(problems[3].contains("shared/leaf/mod.rs: a `mod.rs`"));
}
