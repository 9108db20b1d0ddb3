use super::*;

#[test]
fn cases_split_the_input() {
    let lines = "1 2\n3 4\n5 6\n";
    assert_eq!(case_input(Cases::Lines, lines, 1, 3), Some(vec!["3 4"]));
    assert_eq!(case_input(Cases::Eof, lines, 2, 3), Some(vec!["5 6"]));
    assert_eq!(case_input(Cases::Eof, lines, 0, 2), None);
    // T = 2, one line each.
    let count = "2\n7 8\n9 10\n";
    assert_eq!(case_input(Cases::Count, count, 1, 2), Some(vec!["9 10"]));
    // T = 2, two lines each (blank lines between cases ignored).
    let blocks = "2\n3\n1 2 3\n\n2\n4 5\n";
    assert_eq!(
        case_input(Cases::Count, blocks, 1, 2),
        Some(vec!["2", "4 5"])
    );
    // Not a multiple of T: no block, only the case number.
    assert_eq!(case_input(Cases::Count, "2\n1\n5\n2\n3 4\n4\n", 0, 2), None);
    // T on the same line as the data: not split.
    assert_eq!(case_input(Cases::Count, "2 5 6\n", 0, 2), None);
}

#[test]
fn wrong_answer_names_its_case() {
    let text = locate_case(Cases::Count, "3\n1 1\n2 3\n4 4\n", "No\nYes\nNo\n", 1);
    assert_eq!(text, "case 2 (output line 2)\ninput of case 2:\n  2 3\n");
    let text = locate_case(Cases::Count, "2\n1 5\n2\n3 4\n", "No\nYes\n", 1);
    assert_eq!(text, "case 2 (output line 2)\n");
}

#[test]
fn wrong_answer_on_one_line_names_its_case() {
    // T = 4 games after a shared parameter, all answered on one line.
    let input = "4 3\n1 1\n1 2\n1 3\n1 5\n";
    let (expected, actual) = ("0 0 1 1\n", "0 0 1 0\n");
    let cases = Cases::CountTokens;
    assert_eq!(first_differing_case(cases, expected, actual), (3, 4));
    let text = locate_case(cases, input, expected, 3);
    assert_eq!(text, "case 4 (output token 4)\ninput of case 4:\n  1 5\n");
    assert_eq!(one_case_header(cases, input), "1 3\n");
    // Line by line, the same outputs differ at their only line.
    assert_eq!(first_differing_case(Cases::Count, expected, actual), (0, 1));
    // Two lines per game.
    let blocks = "2 9\n1\n4\n2\n5 6\n";
    assert_eq!(case_input(cases, blocks, 1, 2), Some(vec!["2", "5 6"]));
}
