//! Inputs of several test cases (judge.toml's `cases`): which case a wrong answer is in, the
//! input of that case, and the header of a one-case input cut out of it, so that a verdict names
//! its case and `cargo x stress` saves the smallest failing input.

use crate::compare::{first_differing_line, first_differing_token};
use crate::config::Cases;

/// Most lines of a case's input shown with a wrong answer.
const CASE_LINES_SHOWN: usize = 12;

/// The first case (0-based) whose answer in `actual` differs from `expected`, and the number of
/// cases `expected` answers: by output lines, or by output tokens for `count-tokens`.
pub fn first_differing_case(cases: Cases, expected: &str, actual: &str) -> (usize, usize) {
    match cases {
        Cases::CountTokens => (
            first_differing_token(expected, actual),
            expected.split_whitespace().count(),
        ),
        Cases::Count | Cases::Lines | Cases::Eof => (
            first_differing_line(expected, actual),
            expected.lines().filter(|l| !l.trim().is_empty()).count(),
        ),
    }
}

/// The first line of a one-case input cut out of a multi-case input where the first line
/// gives the number of cases (`count`: `1`; `count-tokens`: `1` and the rest of the first line,
/// the parameters shared by every case), or nothing where no line gives it.
pub fn one_case_header(cases: Cases, input: &str) -> String {
    match cases {
        Cases::Count => "1\n".to_string(),
        Cases::CountTokens => {
            let first = input.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
            let shared: Vec<&str> = first.split_whitespace().skip(1).collect();
            std::iter::once("1")
                .chain(shared)
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        }
        Cases::Lines | Cases::Eof => String::new(),
    }
}

/// "case i" for a wrong answer whose first differing case is `case` (0-based: an output line,
/// or an output token for `count-tokens`), and the case's input where the input splits into
/// cases (see [`case_input`]).
pub fn locate_case(cases: Cases, input: &str, expected: &str, case: usize) -> String {
    let unit = match cases {
        Cases::CountTokens => "token",
        Cases::Count | Cases::Lines | Cases::Eof => "line",
    };
    let mut text = format!("case {} (output {unit} {})\n", case + 1, case + 1);
    let (_, expected_cases) = first_differing_case(cases, expected, expected);
    if let Some(block) = case_input(cases, input, case, expected_cases) {
        text.push_str(&format!("input of case {}:\n", case + 1));
        for l in block.iter().take(CASE_LINES_SHOWN) {
            let shown: String = l.chars().take(200).collect();
            let cut = if shown.len() < l.len() { " ..." } else { "" };
            text.push_str(&format!("  {shown}{cut}\n"));
        }
        if block.len() > CASE_LINES_SHOWN {
            text.push_str(&format!(
                "  ... ({} more lines)\n",
                block.len() - CASE_LINES_SHOWN
            ));
        }
    }
    text
}

/// The input lines of case `case` (0-based), where the input can be split:
/// `lines`: input line `case`; `count`: after a first line holding only T, either one line per
/// case or, when the remaining non-blank lines are a multiple of T, equal blocks of them;
/// `count-tokens`: the same after a first line that starts with T (and may hold parameters
/// shared by every case); `eof`: one non-blank line per case when there are as many as expected
/// output lines.
pub fn case_input(
    cases: Cases,
    input: &str,
    case: usize,
    expected_cases: usize,
) -> Option<Vec<&str>> {
    let lines: Vec<&str> = input.lines().collect();
    let filled: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| !l.trim().is_empty())
        .collect();
    match cases {
        Cases::Lines => lines.get(case).map(|l| vec![*l]),
        Cases::Eof => (filled.len() == expected_cases)
            .then(|| filled.get(case).map(|l| vec![*l]))
            .flatten(),
        Cases::Count | Cases::CountTokens => {
            let (first, rest) = filled.split_first()?;
            let mut tokens = first.split_whitespace();
            let count: usize = tokens.next()?.parse().ok()?;
            let only_count = cases == Cases::Count;
            if (only_count && tokens.next().is_some()) || count == 0 || rest.len() % count != 0 {
                return None;
            }
            let size = rest.len() / count;
            rest.get(case * size..(case + 1) * size)
                .map(<[&str]>::to_vec)
        }
    }
}

#[cfg(test)]
mod tests;
