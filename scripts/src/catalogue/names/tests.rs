use super::*;

#[test]
fn names_in_uses_and_paths() {
    let code = "use cgt_nim::nim_sum;\nuse cgt_fast_input::{ByteSource, Int as I, x::{y}};\n\
                let v = cgt_octal::OctalGrundy::new(); my_cgt_no::a; cgt_mex;";
    let pairs: Vec<String> = names_in(code)
        .into_iter()
        .map(|(m, i)| format!("{m}::{i}"))
        .collect();
    assert_eq!(
        pairs,
        [
            "cgt_nim::nim_sum",
            "cgt_fast_input::ByteSource",
            "cgt_fast_input::Int",
            "cgt_fast_input::x",
            "cgt_octal::OctalGrundy"
        ]
    );
}

#[test]
fn owners_and_what_they_reach() {
    assert_eq!(
        declared_owner("impl<T: X> Readable for Int<T> {").as_deref(),
        Some("Int")
    );
    assert_eq!(declared_owner("impl<T> Memo<T> {").as_deref(), Some("Memo"));
    assert_eq!(
        declared_owner("impl Matching {").as_deref(),
        Some("Matching")
    );
    assert_eq!(
        declared_owner("fn helper(x: u64) {").as_deref(),
        Some("helper")
    );
    assert_eq!(
        declared_owner("pub(crate) const N: usize = 3;").as_deref(),
        Some("N")
    );
    let mut words = BTreeMap::new();
    owned_words(
        "pub fn a() { helper() }\nfn helper() -> B { B }\npub struct B;\n\
         #[cfg(test)]\nmod tests {\n    fn t() { a() }\n}\npub fn c() {}\n",
        &mut words,
    );
    assert!(words["a"].contains("helper") && words["helper"].contains("B"));
    assert!(!words.contains_key("tests") && !words.contains_key("t"));
    assert!(words.contains_key("c"));
}

#[test]
fn declared_names() {
    assert_eq!(declared_name("pub fn nim_sum(a: u64)"), Some("nim_sum"));
    assert_eq!(declared_name("pub const fn f<T>()"), Some("f"));
    assert_eq!(declared_name("pub struct X<T> {"), Some("X"));
    assert_eq!(declared_name("    pub fn method()"), None);
    assert_eq!(declared_name("pub(crate) fn g()"), None);
    assert_eq!(declared_name("pub use a::b;"), None);
}

#[test]
fn what_items_name_in_other_topics() {
    let dir = std::env::temp_dir().join(format!("names-across-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    let lib =
        "//! A topic.\npub use cgt_partizan::{Dyadic, Outcome as O};\nmod a;\npub use a::f;\n";
    std::fs::write(src.join("lib.rs"), lib).unwrap();
    std::fs::write(
        src.join("a.rs"),
        "use cgt_fast_hash::FastHashMap;\n\npub fn f() {\n    let m: FastHashMap<u8, u8>;\n    \
         cgt_mex::mex(&[]);\n}\n\nfn g() {}\n\n#[cfg(test)]\n#[path = \"a/tests.rs\"]\nmod tests;\n",
    )
    .unwrap();
    let named = names_in_other_topics(&src, lib).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let pairs = |item: &str| -> Vec<String> {
        named
            .get(item)
            .into_iter()
            .flatten()
            .map(|(m, i)| format!("{m}::{i}"))
            .collect()
    };
    assert_eq!(pairs("f"), ["cgt_fast_hash::FastHashMap", "cgt_mex::mex"]);
    assert_eq!(pairs("Dyadic"), ["cgt_partizan::Dyadic"]);
    assert_eq!(pairs("Outcome"), ["cgt_partizan::Outcome"]);
    assert!(pairs("g").is_empty());
}
