//! What `x --help` and each command's help say.

use crate::fixtures::*;

fn help(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out) = run_x(dir.path(), dir.path(), args);
    assert!(ok, "{out}");
    out
}

#[test]
fn each_help_speaks_of_its_own_command() {
    let bundle = help(&["bundle", "--help"]);
    assert!(bundle.contains("--all   Every problem\n"), "{bundle}");
    assert!(!bundle.contains("stress"), "{bundle}");
    let stress = help(&["stress", "--help"]);
    assert!(
        stress.contains("Every problem that has a brute force"),
        "{stress}"
    );
    let new = help(&["new", "--help"]);
    for kind in ["win", "score", "real", "mod", "interactive"] {
        assert!(new.contains(&format!("- {kind}:")), "{new}");
    }
    let all = help(&["--help"]);
    assert!(all.contains("resolve"), "{all}");
}
