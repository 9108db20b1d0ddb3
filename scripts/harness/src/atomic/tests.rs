use super::*;

#[test]
fn atomic_writes_are_0644_or_keep_the_old_mode() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a.rs");
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    write_atomically(&path, "one").unwrap();
    assert_eq!(mode(&path), 0o644);
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    write_atomically(&path, "two").unwrap();
    assert_eq!(mode(&path), 0o755);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}
