//! The tables as text, checked line by line.

use super::*;
use crate::octal::octal_report;
use cgt_octal::OctalCode;

#[test]
fn octal_report_of_dawsons_kayles() {
    let code = OctalCode::parse("0.07").unwrap();
    let text = octal_report("0.07", &code, 60, 1000, false);
    let expected = "\
0.07: preperiod 53, period 34 (certified by the octal periodicity theorem from 176 values)
 0 |                               0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2
19 | 3 3 0 1 1 3 0 2 1 1 0 4 5 2 7 4 0 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 2
53 | 3 3 0 1 1 3 0   <- period from 53
";
    assert_eq!(text, expected);
}

#[test]
fn table1_shows_the_period_from_where_it_starts() {
    let text = format_table1("n mod 3 after 2", 0..20, |n| {
        if n < 2 {
            7u32
        } else {
            (n % 3) as u32
        }
    });
    let expected = "\
n mod 3 after 2, n = 0..19: period 3 from 2 (detected, not proved)
 0 |                     7 7
 2 | 2 0 1 2 0 1 2 0 1 2 0 1   <- period from 2
14 | 2 0 1 2 0 1
rules found (detected over the table, not proved):
  g(n + 3) = g(n) from n = 2 (period 3: 2, 0, 1) [confirmed by 15 values from 2]
";
    assert_eq!(text, expected);
    let text = format_table1("nim", 3..15, |n| n as u64);
    let expected = "\
nim, n = 3..14: period 1, saltus +1, from 3 (detected, not proved)
 3 |  3  4  5  6  7  8  9 10 11 12   <- period from 3
13 | 13 14
rules found (detected over the table, not proved):
  g(n) = n for n >= 3 [confirmed by 11 values from 3]
";
    assert_eq!(text, expected);
}

#[test]
fn headers_name_the_first_and_last_index() {
    let text = format_table1("ruler", 1..401, |n| n.trailing_zeros());
    assert!(text.starts_with("ruler, n = 1..400: "), "{text}");
    let text = format_table2("sum", 0..7, 2..12, |a, b| (a + b) as u32);
    assert!(
        text.starts_with("sum, a = 0..6 (rows), b = 2..11 (columns)"),
        "{text}"
    );
}

#[test]
fn table2_shows_row_and_column_patterns() {
    let text = format_table2("a xor b", 0..4, 0..16, |a, b| (a ^ b) as u32);
    let expected = "\
a xor b, a = 0..3 (rows), b = 0..15 (columns); patterns detected, not proved
a\\b |  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 | row pattern (in b)
----+-------------------------------------------------+
  0 |  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 | period 1, saltus +1, from 0
  1 |  1  0  3  2  5  4  7  6  9  8 11 10 13 12 15 14 | period 2, saltus +2, from 0
  2 |  2  3  0  1  6  7  4  5 10 11  8  9 14 15 12 13 | period 4, saltus +4, from 0
  3 |  3  2  1  0  7  6  5  4 11 10  9  8 15 14 13 12 | period 4, saltus +4, from 0
column patterns (in a): none detected
rules found (detected over the table, not proved):
  g(a, b) = g(b, a) over the table (a symmetry, used for no prediction)
";
    assert_eq!(text, expected);
}

#[test]
fn octal_report_without_a_period() {
    let text = octal_report("0.6", &OctalCode::parse("0.6").unwrap(), 20, 300, false);
    let expected = "\
0.6: no period certified and no pattern detected within 300 values
 0 | 0 0 1 2 0 1 2 3 1 2
10 | 3 4 0 3 4 2 1 3 2 1
rules found: none (beyond the table the explorer answers `?`)
";
    assert_eq!(text, expected);
}
