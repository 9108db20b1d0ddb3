//! Comparing a program's output with the expected one, and showing where they part.

use crate::config::{CompareMode, Problem};

/// [`compare`] under the problem's compare mode, with its tolerance for `compare = "real"`
/// ([`compare_reals`]). Checkers and interactors judge elsewhere.
pub fn compare_output(problem: &Problem, expected: &str, actual: &str) -> Option<String> {
    match (problem.compare, problem.tolerance) {
        (CompareMode::Real, Some(tolerance)) => compare_reals(tolerance, expected, actual),
        (CompareMode::Real, None) => unreachable!("judge.toml checks that real has a tolerance"),
        (mode, _) => compare(mode, expected, actual),
    }
}

/// `None` if `actual` matches `expected` token by token, numbers within `tolerance`
/// (`|a - e| <= tolerance * max(1, |e|)`, see [`CompareMode::Real`]), other tokens exactly; else
/// a report naming the first token that fails: its place, the expected and actual values and
/// the error.
pub fn compare_reals(tolerance: f64, expected: &str, actual: &str) -> Option<String> {
    // The line (1-based) of token `index` of `text`.
    let place = |text: &str, index: usize| {
        let mut seen = 0;
        for (number, line) in text.lines().enumerate() {
            seen += line.split_whitespace().count();
            if seen > index {
                return number + 1;
            }
        }
        text.lines().count().max(1)
    };
    let expected_tokens: Vec<&str> = expected.split_whitespace().collect();
    let actual_tokens: Vec<&str> = actual.split_whitespace().collect();
    for (i, &e) in expected_tokens.iter().enumerate() {
        let Some(&a) = actual_tokens.get(i) else {
            return Some(format!(
                "token {} (line {}): expected {e}, actual: (no token; the output has {} tokens, \
                 {} expected)\n",
                i + 1,
                place(expected, i),
                actual_tokens.len(),
                expected_tokens.len()
            ));
        };
        let Ok(e_value) = e.parse::<f64>() else {
            if e != a {
                return Some(format!(
                    "token {} (line {}): expected {e:?}, actual {a:?}\n",
                    i + 1,
                    place(actual, i)
                ));
            }
            continue;
        };
        let Ok(a_value) = a.parse::<f64>() else {
            return Some(format!(
                "token {} (line {}): expected the number {e}, actual {a:?} (not a number)\n",
                i + 1,
                place(actual, i)
            ));
        };
        let error = (a_value - e_value).abs();
        let allowed = tolerance * e_value.abs().max(1.0);
        let within = error <= allowed; // false for NaN
        if !within {
            let kind = if e_value.abs() > 1.0 {
                format!("relative error {:.3e}", error / e_value.abs())
            } else {
                "absolute error".to_string()
            };
            return Some(format!(
                "token {} (line {}): expected {e}, actual {a}: error {error:.3e} > {allowed:.3e} \
                 ({kind}; tolerance {tolerance:e}, absolute or relative)\n",
                i + 1,
                place(actual, i)
            ));
        }
    }
    if actual_tokens.len() > expected_tokens.len() {
        let extra = expected_tokens.len();
        return Some(format!(
            "token {} (line {}): expected no more tokens, actual {:?} ({} tokens, {} expected)\n",
            extra + 1,
            place(actual, extra),
            actual_tokens[extra],
            actual_tokens.len(),
            expected_tokens.len()
        ));
    }
    None
}

/// `None` if `actual` matches `expected` under `mode`, else a readable report of the first
/// difference: its line, both versions of it, and a short diff around it.
pub fn compare(mode: CompareMode, expected: &str, actual: &str) -> Option<String> {
    let same = match mode {
        CompareMode::Exact => expected == actual,
        CompareMode::Lines => normalized_lines(expected) == normalized_lines(actual),
        CompareMode::Tokens => expected.split_whitespace().eq(actual.split_whitespace()),
        CompareMode::Real => unreachable!("real numbers compare through compare_reals"),
        CompareMode::Checker => unreachable!("a checker judges through crate::judge"),
        CompareMode::Interactive => unreachable!("an interactor judges through crate::interact"),
    };
    if same {
        return None;
    }
    let expected_lines = normalized_lines(expected);
    let actual_lines = normalized_lines(actual);
    let first = first_differing_line(expected, actual);
    let show = |line: Option<&&str>| match line {
        Some(text) => format!("{text:?}"),
        None => "(no line)".to_string(),
    };
    let mut report = format!(
        "first difference at line {}:\n  expected: {}\n  actual:   {}\n",
        first + 1,
        show(expected_lines.get(first)),
        show(actual_lines.get(first)),
    );
    if mode == CompareMode::Exact && expected_lines == actual_lines {
        report = "outputs differ only in whitespace (compare mode `exact`)\n".to_string();
    }
    report.push_str(&short_diff(&expected_lines, &actual_lines));
    Some(report)
}

/// The index (0-based) of the first line where the outputs differ, trailing whitespace and
/// trailing blank lines ignored (0 if they differ only there).
pub fn first_differing_line(expected: &str, actual: &str) -> usize {
    let expected_lines = normalized_lines(expected);
    let actual_lines = normalized_lines(actual);
    (0..expected_lines.len().max(actual_lines.len()))
        .find(|&i| expected_lines.get(i) != actual_lines.get(i))
        .unwrap_or(0)
}

/// The index (0-based) of the first whitespace-separated token where the outputs differ (the
/// length of the shorter one when one is a prefix of the other, 0 if they do not differ).
pub fn first_differing_token(expected: &str, actual: &str) -> usize {
    let (mut expected, mut actual) = (expected.split_whitespace(), actual.split_whitespace());
    let mut i = 0;
    loop {
        match (expected.next(), actual.next()) {
            (None, None) => return 0,
            (e, a) if e != a => return i,
            _ => i += 1,
        }
    }
}

/// Lines with trailing whitespace removed, without trailing blank lines.
fn normalized_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// A unified diff (expected -> actual) with one line of context, cut to 20 lines.
fn short_diff(expected: &[&str], actual: &[&str]) -> String {
    const MOST_LINES: usize = 20;
    let expected = expected.join("\n") + "\n";
    let actual = actual.join("\n") + "\n";
    let diff = similar::TextDiff::from_lines(&expected, &actual);
    let text = diff
        .unified_diff()
        .context_radius(1)
        .header("expected", "actual")
        .to_string();
    let lines: Vec<&str> = text.lines().collect();
    let mut shown = lines[..lines.len().min(MOST_LINES)].join("\n");
    if lines.len() > MOST_LINES {
        shown.push_str(&format!(
            "\n... ({} more diff lines)",
            lines.len() - MOST_LINES
        ));
    }
    shown + "\n"
}

#[cfg(test)]
mod tests;
