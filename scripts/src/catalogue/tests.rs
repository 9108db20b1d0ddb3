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
