use super::*;

#[test]
fn a_big_input_needs_a_crlf_sample() {
    let dir = tempfile::tempdir().unwrap();
    let paths = Workspace::new(dir.path()).problem("p");
    std::fs::create_dir_all(&paths.dir).unwrap();
    std::fs::create_dir_all(&paths.samples_dir).unwrap();
    let sample = |name: &str, input: &str| {
        std::fs::write(paths.samples_dir.join(format!("{name}.in")), input).unwrap();
        std::fs::write(paths.samples_dir.join(format!("{name}.out")), "1\n").unwrap();
    };
    sample("1", "3\n1 2 3\n");
    std::fs::write(
        paths.manifest(),
        "[package]\nname = \"p\"\n\n[dependencies]\nproconio.workspace = true\n",
    )
    .unwrap();
    assert_eq!(crlf_sample_missing(&paths), None);
    std::fs::write(
        paths.manifest(),
        "[package]\nname = \"p\"\n\n[dependencies]\ncgt-fast-input.workspace = true\n",
    )
    .unwrap();
    let missing = crlf_sample_missing(&paths).unwrap();
    assert!(missing.contains("has no crlf-*.in"), "{missing}");
    // A file named so whose line ends are plain is not one.
    sample("crlf-1", "3\n1 2 3\n");
    assert!(crlf_sample_missing(&paths).is_some());
    sample("crlf-1", "3\r\n1 2 3");
    assert_eq!(crlf_sample_missing(&paths), None);
}
