//! `cargo x new --big-input`: the solution reads its input through `cgt-fast-input` (stdin read
//! once as bytes, integers parsed as `Int<T>`), and one sample runs with `\r\n` line ends and no
//! final newline, as judges on Windows may give it.

/// `main_rs` (a scaffold's solution, with one `input! { ... }` line) reading through
/// `cgt_fast_input::ByteSource`: the integer types of its `input!` become `Int<T>` (`Usize1`
/// becomes `Int1<usize>`), the imports and the module's docs say so.
pub fn fast_input(main_rs: &str) -> String {
    // The input line first: which markers it needs.
    let mut markers = vec!["ByteSource"];
    let lines: Vec<String> = main_rs
        .lines()
        .map(|line| {
            let trimmed = line.trim_start();
            let Some(body) = trimmed
                .strip_prefix("input! {")
                .and_then(|rest| rest.strip_suffix('}'))
            else {
                return line.to_string();
            };
            let indent = &line[..line.len() - trimmed.len()];
            let items: Vec<String> = split_items(body).iter().map(|i| fast_item(i)).collect();
            let items = items.join(", ");
            for marker in ["Int", "Int1"] {
                if items.contains(&format!("{marker}<")) {
                    markers.push(marker);
                }
            }
            format!(
                "{indent}let mut source = ByteSource::stdin();\n{indent}input! {{ from &mut source, {items} }}"
            )
        })
        .collect();
    let mut out = String::with_capacity(main_rs.len() + 200);
    let mut uses: Vec<String> = Vec::new();
    let mut documented = false;
    for (i, line) in lines.iter().enumerate() {
        if line.starts_with("use ") {
            uses.push(line.clone());
            if !lines
                .get(i + 1)
                .is_some_and(|next| next.starts_with("use "))
            {
                uses.push(format!("use cgt_fast_input::{{{}}};", markers.join(", ")));
                uses.sort();
                for line in uses.drain(..) {
                    out.push_str(&line);
                    out.push('\n');
                }
            }
            continue;
        }
        if !documented && line == "//!" {
            out.push_str(
                "//!\n//! The input is large: it is read once through `cgt_fast_input::ByteSource`, \
                 integers as\n//! `Int<T>`.\n",
            );
            documented = true;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The items of an `input!` body, split at the commas outside brackets.
fn split_items(body: &str) -> Vec<String> {
    let mut items = Vec::new();
    let mut depth = 0;
    let mut item = String::new();
    for c in body.chars() {
        match c {
            '[' | '(' | '<' => depth += 1,
            ']' | ')' | '>' => depth -= 1,
            ',' if depth == 0 => {
                items.push(item.trim().to_string());
                item.clear();
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    if !item.trim().is_empty() {
        items.push(item.trim().to_string());
    }
    items
}

/// `name: T` with an integer `T` read as `Int<T>` (in an array too).
fn fast_item(item: &str) -> String {
    let Some((name, kind)) = item.split_once(':') else {
        return item.to_string();
    };
    format!("{}: {}", name.trim(), fast_type(kind.trim()))
}

fn fast_type(kind: &str) -> String {
    const INTEGERS: [&str; 10] = [
        "usize", "isize", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64",
    ];
    if let Some(inner) = kind.strip_prefix('[').and_then(|k| k.strip_suffix(']')) {
        if let Some((element, length)) = inner.split_once(';') {
            return format!("[{}; {}]", fast_type(element.trim()), length.trim());
        }
    }
    match kind {
        "Usize1" => "Int1<usize>".to_string(),
        _ if INTEGERS.contains(&kind) => format!("Int<{kind}>"),
        _ => kind.to_string(),
    }
}

/// A sample's input as a Windows judge may give it: `\r\n` line ends, no final newline.
pub fn crlf(input: &str) -> String {
    input.trim_end_matches('\n').replace('\n', "\r\n")
}

#[cfg(test)]
mod tests;
