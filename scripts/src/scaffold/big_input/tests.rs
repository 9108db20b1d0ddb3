use super::*;

#[test]
fn the_input_is_read_through_fast_input() {
    let main_rs = "//! T.\n//!\n//! More.\n\nuse proconio::input;\nuse std::io::{BufWriter, Write};\n\nfn main() {\n    input! { n: usize, k: u64, piles: [u64; n], name: String }\n}\n";
    let fast = fast_input(main_rs);
    assert_eq!(
        fast,
        "//! T.\n//!\n//! The input is large: it is read once through `cgt_fast_input::ByteSource`, integers as\n//! `Int<T>`.\n//!\n//! More.\n\n\
         use cgt_fast_input::{ByteSource, Int};\nuse proconio::input;\nuse std::io::{BufWriter, Write};\n\n\
         fn main() {\n    let mut source = ByteSource::stdin();\n    input! { from &mut source, n: Int<usize>, k: Int<u64>, piles: [Int<u64>; n], name: String }\n}\n"
    );
}

#[test]
fn a_crlf_sample_has_windows_line_ends_and_no_final_newline() {
    assert_eq!(crlf("3 2\n1 2 3\n"), "3 2\r\n1 2 3");
}
