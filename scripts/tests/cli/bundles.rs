//! `x bundle`: a bundle is written only when proven, and names no local path.

use crate::fixtures::*;

#[test]
fn a_bundle_is_written_only_when_proven_and_names_no_local_path() {
    use std::os::unix::fs::PermissionsExt;
    let fix = fixture(WRONG, true, 1000);
    let target = SharedTarget::get();
    let bundled = fix.root.join("bundled").join(format!("{KRATE}.rs"));

    let (ok, out) = run_x(&fix.root, target.path(), &["bundle", KRATE]);
    assert!(!ok, "{out}");
    assert!(!bundled.exists());
    assert!(
        out.contains(&format!("bundled/{KRATE}.rs is absent")),
        "{out}"
    );

    set_solution(&fix.root, THROUGH_COMMON);
    let (ok, out) = run_x(&fix.root, target.path(), &["bundle", KRATE]);
    assert!(ok, "{out}");
    let mode = std::fs::metadata(&bundled).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o644);
    let proven = std::fs::read_to_string(&bundled).unwrap();
    assert!(
        out.contains("| crate | solution | common (cgt-*) |"),
        "{out}"
    );
    assert!(
        proven.contains("`cgt-nim 0.1.0 (this workspace)`"),
        "{proven}"
    );
    assert!(proven.contains("`proconio 0.4.5 (crates.io)`"), "{proven}");
    let home = std::env::var("HOME").unwrap();
    let forbidden = [
        "/work",
        "file://",
        "missing",
        home.as_str(),
        fix.root.to_str().unwrap(),
    ];
    for needle in forbidden {
        assert!(!proven.contains(needle), "the bundle contains {needle:?}");
    }
    let hidden: Vec<_> = std::fs::read_dir(fix.root.join("bundled"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|name| name.to_string_lossy().starts_with('.'))
        .collect();
    assert!(hidden.is_empty(), "{hidden:?}");

    // The same code in a checkout elsewhere gives the same bytes.
    let other = tempfile::tempdir().unwrap();
    let elsewhere = other.path().join("another-name");
    make_workspace(&elsewhere, "", true, 1000);
    std::fs::copy(
        fix.root.join(format!("problems/{KRATE}/src/main.rs")),
        elsewhere.join(format!("problems/{KRATE}/src/main.rs")),
    )
    .unwrap();
    std::fs::copy(
        fix.root.join(format!("problems/{KRATE}/Cargo.toml")),
        elsewhere.join(format!("problems/{KRATE}/Cargo.toml")),
    )
    .unwrap();
    let (ok, out) = run_x(&elsewhere, target.path(), &["bundle", KRATE]);
    assert!(ok, "{out}");
    let there = std::fs::read_to_string(elsewhere.join("bundled").join(format!("{KRATE}.rs")));
    assert_eq!(there.unwrap(), proven);

    // A failing bundle leaves the proven one in place and says so.
    set_solution(&fix.root, WRONG);
    let (ok, out) = run_x(&fix.root, target.path(), &["bundle", KRATE]);
    assert!(!ok, "{out}");
    assert!(
        out.contains(&format!("bundled/{KRATE}.rs is stale")),
        "{out}"
    );
    assert_eq!(std::fs::read_to_string(&bundled).unwrap(), proven);
}
