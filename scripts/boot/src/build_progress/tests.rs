use super::*;

#[test]
fn the_binary_x_is_found_in_cargos_messages() {
    let messages: Vec<String> = [
        r#"{"reason":"compiler-artifact","target":{"kind":["lib"],"name":"scripts"},"executable":null}"#,
        r#"{"reason":"compiler-artifact","target":{"kind":["bin"],"name":"x"},"executable":"/w/tar\"get/debug/x"}"#,
        r#"{"reason":"build-finished","success":true}"#,
    ]
    .map(String::from)
    .to_vec();
    assert_eq!(
        executable(&messages, "bin", "x").as_deref(),
        Some("/w/tar\"get/debug/x")
    );
    assert_eq!(executable(&["{}".to_string()], "bin", "x"), None);
}

#[test]
fn the_crate_named_is_one_still_compiling() {
    let start = Instant::now();
    let at = |s: u64| start + Duration::from_secs(s);
    let mut crates = Crates::default();
    crates.started("syn", at(0));
    crates.started("cfg-if", at(3));
    crates.finished("cfg-if", false);
    crates.started("serde", at(4));
    crates.finished("serde", true); // its build script: the crate itself still compiles
                                    // cfg-if was the last crate started before the line, but it is done: syn is named.
    assert_eq!(
        crates.line(at(10)),
        "1 crates compiled, 2 compiling, syn for 10 s"
    );
    crates.finished("syn", false);
    assert_eq!(
        crates.line(at(12)),
        "2 crates compiled, 1 compiling, serde for 8 s"
    );
    crates.finished("serde", false);
    assert_eq!(crates.line(at(13)), "3 crates compiled, linking");
}

#[test]
fn package_names_of_every_id_form() {
    assert_eq!(
        package_name("registry+https://github.com/rust-lang/crates.io-index#serde@1.0.217"),
        Some("serde")
    );
    assert_eq!(
        package_name("path+file:///w/common/nim#cgt-nim@0.1.0"),
        Some("cgt-nim")
    );
    assert_eq!(
        package_name("path+file:///w/scripts#0.1.0"),
        Some("scripts")
    );
}
