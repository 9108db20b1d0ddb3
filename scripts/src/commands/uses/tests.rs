use super::*;

#[test]
fn topics_are_replaced_in_dependencies_only() {
    let text = "[package]\nname = \"p\"\n\n[dependencies]\ncgt-nim.workspace = true\nproconio.workspace = true\n\n[dev-dependencies]\ncgt-mex.workspace = true\n";
    let (out, before) = set_topics(text, &["grundy", "nim"]).unwrap();
    assert_eq!(before, ["cgt-nim"]);
    assert_eq!(
        out,
        "[package]\nname = \"p\"\n\n[dependencies]\ncgt-grundy.workspace = true\ncgt-nim.workspace = true\nproconio.workspace = true\n\n[dev-dependencies]\ncgt-mex.workspace = true\n"
    );
    assert!(set_topics("[package]\n", &[]).is_none());
}
