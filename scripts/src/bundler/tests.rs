use super::*;

#[test]
fn a_topic_the_solution_never_names_is_unused() {
    let dir = tempfile::tempdir().unwrap();
    let ws = harness::paths::Workspace::new(dir.path());
    let paths = ws.problem("p");
    std::fs::create_dir_all(paths.src_dir()).unwrap();
    std::fs::write(
        paths.manifest(),
        "[package]\nname = \"p\"\n\n[dependencies]\ncgt-nim.workspace = true\n\
         cgt-octal.workspace = true\nproconio.workspace = true\n",
    )
    .unwrap();
    std::fs::write(
        paths.src_dir().join("main.rs"),
        "use cgt_nim::nim_sum;\nfn main() {}\n",
    )
    .unwrap();
    assert_eq!(unused_topics(&paths).unwrap(), ["cgt-octal"]);
    let here = harness::paths::Workspace::from_current_dir().unwrap();
    assert!(unused_topics(&here.problem("poj-2234")).unwrap().is_empty());
}
