use super::*;

#[test]
fn the_binary_x_is_found_in_cargos_messages() {
    let messages = concat!(
        r#"{"reason":"compiler-artifact","target":{"kind":["lib"],"name":"scripts"},"executable":null}"#,
        "\n",
        r#"{"reason":"compiler-artifact","target":{"kind":["bin"],"name":"x"},"executable":"/w/tar\"get/debug/x"}"#,
        "\n",
        r#"{"reason":"build-finished","success":true}"#,
    );
    assert_eq!(
        executable_of_x(messages).as_deref(),
        Some("/w/tar\"get/debug/x")
    );
    assert_eq!(executable_of_x("{}"), None);
}
