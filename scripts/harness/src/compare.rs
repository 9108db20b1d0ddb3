//! Comparing a program's output with the expected one, and showing where they part.

use crate::config::CompareMode;

/// `None` if `actual` matches `expected` under `mode`, else a readable report of the first
/// difference: its line, both versions of it, and a short diff around it.
pub fn compare(mode: CompareMode, expected: &str, actual: &str) -> Option<String> {
    let same = match mode {
        CompareMode::Exact => expected == actual,
        CompareMode::Lines => normalized_lines(expected) == normalized_lines(actual),
        CompareMode::Tokens => expected.split_whitespace().eq(actual.split_whitespace()),
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
mod tests {
    use super::*;

    #[test]
    fn lines_mode_ignores_trailing_whitespace_and_blank_lines() {
        assert_eq!(
            compare(CompareMode::Lines, "Yes\nNo\n", "Yes  \r\nNo\n\n\n"),
            None
        );
        assert!(compare(CompareMode::Lines, "Yes\nNo\n", "Yes\n No\n").is_some());
    }

    #[test]
    fn tokens_mode_ignores_layout() {
        assert_eq!(compare(CompareMode::Tokens, "1 2\n3\n", "1\n2 3"), None);
        assert!(compare(CompareMode::Tokens, "1 2 3", "1 2").is_some());
    }

    #[test]
    fn exact_mode_sees_everything() {
        assert_eq!(compare(CompareMode::Exact, "a\n", "a\n"), None);
        let report = compare(CompareMode::Exact, "a\n", "a \n").unwrap();
        assert!(report.contains("only in whitespace"), "{report}");
    }

    #[test]
    fn report_names_first_differing_line() {
        let report = compare(CompareMode::Lines, "LWW\nWWL\n", "LWW\nWWW\n").unwrap();
        assert!(report.contains("first difference at line 2"), "{report}");
        assert!(report.contains("expected: \"WWL\""), "{report}");
        assert!(report.contains("actual:   \"WWW\""), "{report}");
        assert!(
            report.contains("-WWL") && report.contains("+WWW"),
            "{report}"
        );
    }

    #[test]
    fn first_differing_token_ignores_layout() {
        assert_eq!(first_differing_token("0 0 1 1\n", "0 0 1 1"), 0);
        assert_eq!(first_differing_token("0 0 1 1\n", "0 0 0 1\n"), 2);
        assert_eq!(first_differing_token("0 0 1 1", "0\n0 1"), 3);
        assert_eq!(first_differing_token("0 1", "0 1 1"), 2);
    }

    #[test]
    fn missing_line_is_shown_as_such() {
        let report = compare(CompareMode::Lines, "1\n2\n", "1\n").unwrap();
        assert!(report.contains("actual:   (no line)"), "{report}");
    }
}
