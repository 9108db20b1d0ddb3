use super::*;

pub(crate) const EQUIPPED: &str = r#"use proconio::input;
fn main() {}

// The following code was expanded by `cargo-equip`.

///  # Bundled libraries
/// 
///  - `path+file:///home/alice/work/common/nim#cgt-nim@0.1.0`                published in **missing** licensed under `CC0-1.0`           as `crate::__cargo_equip::crates::cgt_nim`
///  - `registry+https://github.com/rust-lang/crates.io-index#proconio@0.4.5`                          licensed under `MIT OR Apache-2.0` as `crate::__cargo_equip::crates::proconio`
/// 
///  # License and Copyright Notices
/// 
///  - `registry+https://github.com/rust-lang/crates.io-index#proconio@0.4.5`
/// 
#[allow(unused)]
mod __cargo_equip {
    pub(crate) mod crates {
        pub mod __cgt_mex_0_1_0 {pub fn mex(){}}
        pub mod cgt_nim {pub fn nim_sum(){}}
        pub mod proconio {pub fn input(){}}
    }
    pub(crate) mod macros {
        pub mod cgt_nim {}
        pub mod proconio {pub use crate::x;}
    }
}
"#;

#[test]
fn header_names_no_local_path() {
    let text = scrub_header(EQUIPPED);
    assert!(!text.contains("file://"), "{text}");
    assert!(!text.contains("alice"), "{text}");
    assert!(!text.contains("missing"), "{text}");
    assert!(text.contains(
        "///  - `cgt-nim 0.1.0 (this workspace)`, licensed under `CC0-1.0`, as `crate::__cargo_equip::crates::cgt_nim`\n"
    ), "{text}");
    assert!(text.contains(
        "///  - `proconio 0.4.5 (crates.io)`, licensed under `MIT OR Apache-2.0`, as `crate::__cargo_equip::crates::proconio`\n"
    ), "{text}");
    assert!(
        text.contains("///  - `proconio 0.4.5 (crates.io)`\n"),
        "{text}"
    );
    assert!(text.starts_with("use proconio::input;\nfn main() {}\n"));
    check_no_local_paths(&text, Path::new("/home/alice/work")).unwrap();
    // The same crates at another path give the same bytes.
    let elsewhere = EQUIPPED.replace("/home/alice/work", "/srv/ci/checkout-2");
    assert_eq!(scrub_header(&elsewhere), text);
}

#[test]
fn leftover_paths_are_refused() {
    let error = check_no_local_paths(EQUIPPED, Path::new("/nowhere")).unwrap_err();
    assert!(error.to_string().contains("line 8"), "{error}");
}

#[test]
fn package_names() {
    assert_eq!(
        package_name("path+file:///x/y/proconio#0.4.5").as_deref(),
        Some("proconio 0.4.5 (this workspace)")
    );
    assert_eq!(package_name("not an id"), None);
}
