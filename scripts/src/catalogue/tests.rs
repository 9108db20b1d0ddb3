use super::*;

#[test]
fn the_first_sentence_of_the_docs() {
    assert_eq!(
        first_sentence("//! Nim. Piles of\n//! stones.\n\nfn main() {}\n"),
        "Nim."
    );
    assert_eq!(
        first_sentence("//! One line\n//! that goes on\n//!\n//! More.\n"),
        "One line that goes on"
    );
}

#[test]
fn titles_are_escaped_for_markdown_and_rustdoc() {
    assert_eq!(
        markdown_text("[国家集训队] 阿狸和桃子的游戏"),
        "\\[国家集训队\\] 阿狸和桃子的游戏"
    );
    assert_eq!(
        markdown_text("a|b <c> *d* `e`"),
        "a\\|b \\<c\\> \\*d\\* \\`e\\`"
    );
    assert_eq!(markdown_text("Nim"), "Nim");
}
