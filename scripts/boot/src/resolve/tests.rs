use super::*;

#[test]
fn problem_entries_added_on_both_sides_are_both_kept() {
    let text = "[problems.a]\njudge = \"x\"\n<<<<<<< HEAD\n\n[problems.b]\njudge = \"x\"\n=======\n\n[problems.c]\njudge = \"y\"\n>>>>>>> other\n";
    assert_eq!(
        resolve_text("judge.toml", text).unwrap(),
        "[problems.a]\njudge = \"x\"\n\n[problems.b]\njudge = \"x\"\n\n[problems.c]\njudge = \"y\"\n"
    );
    let same = text.replace("problems.c", "problems.b");
    assert!(resolve_text("judge.toml", &same)
        .unwrap_err()
        .contains("both sides add [problems.b]"));
    let edit = "<<<<<<< HEAD\n[judges.x]\nname = \"X\"\n=======\n[judges.x]\nname = \"Y\"\n>>>>>>> other\n";
    assert!(resolve_text("judge.toml", edit).is_err());
}

#[test]
fn generated_lines_take_our_side_and_entries_both() {
    let used_by = "/// The nim-sum.\n///\n<<<<<<< HEAD\n/// Used by: atcoder-abc368-f, luogu-p9991,\n/// poj-2234.\n=======\n/// Used by: atcoder-abc368-f, luogu-p9992,\n/// poj-2234.\n>>>>>>> other\npub fn nim_sum() {}\n";
    assert_eq!(
        resolve_text("common/nim/src/lib.rs", used_by).unwrap(),
        "/// The nim-sum.\n///\n/// Used by: atcoder-abc368-f, luogu-p9991,\n/// poj-2234.\npub fn nim_sum() {}\n"
    );
    let table = "//! | topic | crate |\n<<<<<<< HEAD\n//! | [`nim`] | `cgt-nim` | a, b |\n=======\n//! | [`nim`] | `cgt-nim` | a, c |\n>>>>>>> other\n\npub use cgt_nim as nim;\n";
    assert!(resolve_text("common/lib.rs", table)
        .unwrap()
        .contains("| a, b |\n\npub use"));
    let uses = "pub use cgt_nim as nim;\n<<<<<<< HEAD\npub use cgt_one as one;\n=======\npub use cgt_two as two;\n>>>>>>> other\n";
    assert_eq!(
        resolve_text("common/lib.rs", uses).unwrap(),
        "pub use cgt_nim as nim;\npub use cgt_one as one;\npub use cgt_two as two;\n"
    );
    // With the base section of diff3.
    let diff3 = "<<<<<<< ours\ncgt-one.workspace = true\n||||||| base\n=======\ncgt-two.workspace = true\n>>>>>>> theirs\n";
    assert_eq!(
        resolve_text("common/Cargo.toml", diff3).unwrap(),
        "cgt-one.workspace = true\ncgt-two.workspace = true\n"
    );
    let code = "<<<<<<< HEAD\nfn a() {}\n=======\nfn b() {}\n>>>>>>> other\n";
    let error = resolve_text("common/nim/src/lib.rs", code).unwrap_err();
    assert!(error.starts_with("common/nim/src/lib.rs:1: "), "{error}");
}

#[test]
fn the_lock_and_the_problem_list_take_our_side() {
    let lock = "[[package]]\nname = \"a\"\n<<<<<<< HEAD\n\n[[package]]\nname = \"b1\"\n=======\n\n[[package]]\nname = \"b2\"\n>>>>>>> other\n";
    let resolved = resolve_text("Cargo.lock", lock).unwrap();
    assert!(resolved.contains("b1") && !resolved.contains("b2") && !resolved.contains("<<<"));
    assert!(resolve_text("Cargo.lock", "<<<<<<< HEAD\nx\n").is_err());
}
