use super::*;

#[test]
fn a_problem_names_its_paths() {
    let ws = Workspace::new("/w");
    let p = ws.problem("poj-2234");
    assert_eq!(p.manifest(), Path::new("/w/problems/poj-2234/Cargo.toml"));
    assert_eq!(p.sample("1").input, Path::new("/w/samples/poj-2234/1.in"));
    assert_eq!(
        p.example_path(Example::Generator),
        Path::new("/w/problems/poj-2234/examples/gen.rs")
    );
    assert_eq!(p.example_target(Example::Checker), "poj-2234-checker");
    assert_eq!(p.bundle(), Path::new("/w/bundled/poj-2234.rs"));
    assert_eq!(
        p.candidate_bundle(),
        Path::new("/w/target/x/bundled/poj-2234.rs")
    );
    assert_eq!(ws.topic_dir("cgt-nim"), Path::new("/w/common/nim"));
    assert_eq!(
        p.relative(&p.example_path(Example::Brute)),
        Path::new("problems/poj-2234/examples/brute.rs")
    );
}

#[test]
fn root_is_the_nearest_workspace_with_judge_toml() {
    let dir = tempfile::tempdir().unwrap();
    let outer = dir.path();
    std::fs::write(outer.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
    std::fs::write(outer.join("judge.toml"), "").unwrap();
    // A package (no [workspace]) with its own judge.toml is not a root.
    let package = outer.join("problems/p");
    std::fs::create_dir_all(package.join("src")).unwrap();
    std::fs::write(package.join("Cargo.toml"), "[package]\nname = \"p\"\n").unwrap();
    std::fs::write(package.join("judge.toml"), "").unwrap();
    assert_eq!(find_root(&package.join("src")).unwrap(), outer);
    // A nested workspace with a judge.toml is the nearer root.
    let inner = outer.join("copy");
    std::fs::create_dir_all(&inner).unwrap();
    std::fs::write(inner.join("Cargo.toml"), "[workspace]\n").unwrap();
    std::fs::write(inner.join("judge.toml"), "").unwrap();
    assert_eq!(find_root(&inner).unwrap(), inner);
}

#[test]
fn outside_a_workspace_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let error = format!("{:#}", find_root(dir.path()).unwrap_err());
    assert!(error.contains("is not inside this workspace"), "{error}");
}
