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
fn reals_within_the_tolerance_are_accepted() {
    let tolerance = 1e-9;
    assert_eq!(
        compare_reals(tolerance, "0.658730159\n", "0.6587301587301587"),
        None
    );
    assert_eq!(compare_reals(tolerance, "0.5", "0.50000000049"), None);
    // Relative beyond 1: 1e6 within 1e-9 * 1e6 = 1e-3.
    assert_eq!(compare_reals(tolerance, "1000000", "1000000.0009"), None);
    assert_eq!(compare_reals(tolerance, "0", "-0.0000000001"), None);
    // Words compare as text, layout is free.
    assert_eq!(
        compare_reals(tolerance, "Yes 0.25\n2\n", "Yes\n0.25 2.0000000001"),
        None
    );
}

#[test]
fn reals_beyond_the_tolerance_name_expected_actual_and_error() {
    let report = compare_reals(1e-9, "0.500000000\n0.658730159\n", "0.5\n0.6587\n").unwrap();
    assert!(report.contains("token 2 (line 2)"), "{report}");
    assert!(
        report.contains("expected 0.658730159, actual 0.6587"),
        "{report}"
    );
    assert!(report.contains("error 3.016e-5 > 1.000e-9"), "{report}");
    assert!(report.contains("absolute error"), "{report}");
    let report = compare_reals(1e-9, "2000", "2000.1").unwrap();
    assert!(report.contains("relative error 5.000e-5"), "{report}");
    assert!(compare_reals(1e-9, "0.5", "0.500000002").is_some());
    assert!(compare_reals(1e-9, "0.5", "nan").is_some());
    assert!(compare_reals(1e-9, "0.5", "inf").is_some());
    let report = compare_reals(1e-9, "0.5", "half").unwrap();
    assert!(report.contains("not a number"), "{report}");
    let report = compare_reals(1e-9, "Yes 1", "No 1").unwrap();
    assert!(
        report.contains("expected \"Yes\", actual \"No\""),
        "{report}"
    );
    let report = compare_reals(1e-9, "1 2", "1").unwrap();
    assert!(report.contains("no token"), "{report}");
    let report = compare_reals(1e-9, "1", "1 2").unwrap();
    assert!(report.contains("expected no more tokens"), "{report}");
}

#[test]
fn missing_line_is_shown_as_such() {
    let report = compare(CompareMode::Lines, "1\n2\n", "1\n").unwrap();
    assert!(report.contains("actual:   (no line)"), "{report}");
}
