use super::*;

#[test]
fn the_line_is_replaced_or_added_and_wrapped() {
    let mut lines: Vec<String> = [
        "/// A.",
        "///",
        "/// Used by: old,",
        "/// more.",
        "#[inline]",
        "pub fn a() {}",
    ]
    .map(String::from)
    .to_vec();
    set_line(&mut lines, 5, "///", &["p-1", "p-2"]);
    assert_eq!(
        lines,
        [
            "/// A.",
            "///",
            "/// Used by: p-1, p-2.",
            "#[inline]",
            "pub fn a() {}"
        ]
    );
    let mut lines: Vec<String> = ["/// B.", "pub struct B;"].map(String::from).to_vec();
    set_line(&mut lines, 1, "///", &[]);
    assert_eq!(
        lines,
        [
            "/// B.",
            "///",
            "/// Used by: no judge problem yet.",
            "pub struct B;"
        ]
    );
    let many: Vec<String> = (0..30).map(|i| format!("problem-{i}")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    let wrapped = used_by_lines("//!", &many);
    assert!(
        wrapped.len() > 1
            && wrapped
                .iter()
                .all(|l| l.len() <= 100 && l.starts_with("//! "))
    );
    assert!(wrapped.last().unwrap().ends_with("problem-29."));
}
