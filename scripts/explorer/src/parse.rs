//! Tables and queries from text: whitespace-separated non-negative integers, one row a line.
//! An error names the file, the line and the offending token.

/// What is wrong with a table or a query file, with its file and line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

type Result<T> = std::result::Result<T, ParseError>;

/// The rows of whitespace-separated non-negative integers of `text` (blank lines skipped), each
/// with its line number; an error names `file`, the line and the offending token.
fn parse_lines(text: &str, file: &str) -> Result<Vec<(usize, Vec<u64>)>> {
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut row = Vec::new();
        for token in line.split_whitespace() {
            match token.parse::<u64>() {
                Ok(v) => row.push(v),
                Err(_) => {
                    return Err(ParseError(format!(
                        "{file}:{}: `{token}` is not a non-negative integer (below 2^64)",
                        i + 1
                    )))
                }
            }
        }
        if !row.is_empty() {
            lines.push((i + 1, row));
        }
    }
    if lines.is_empty() {
        return Err(ParseError(format!("{file}: no values")));
    }
    Ok(lines)
}

/// A sequence: every number of `text` in order.
pub fn parse_values(text: &str, file: &str) -> Result<Vec<u64>> {
    Ok(parse_lines(text, file)?
        .into_iter()
        .flat_map(|(_, row)| row)
        .collect())
}

/// A grid: one row a line, all as long as the first.
pub fn parse_grid(text: &str, file: &str) -> Result<Vec<Vec<u64>>> {
    let lines = parse_lines(text, file)?;
    let width = lines[0].1.len();
    for (line, row) in &lines {
        if row.len() != width {
            return Err(ParseError(format!(
                "{file}:{line}: a ragged grid: this row has {} values, the first row has {width}",
                row.len()
            )));
        }
    }
    Ok(lines.into_iter().map(|(_, row)| row).collect())
}

/// The queries of `text` (read from `file`): `n` a line, or `a b` with `pair`.
pub fn parse_queries(text: &str, file: &str, pair: bool) -> Result<Vec<Vec<u64>>> {
    let lines = parse_lines(text, file)?;
    let arity = if pair { 2 } else { 1 };
    for (line, query) in &lines {
        if query.len() != arity {
            return Err(ParseError(format!(
                "{file}:{line}: a query is {} here, not {} numbers",
                if pair { "`a b`" } else { "`n`" },
                query.len()
            )));
        }
    }
    Ok(lines.into_iter().map(|(_, q)| q).collect())
}
