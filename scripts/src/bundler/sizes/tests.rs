use super::*;
use crate::bundler::header::tests::EQUIPPED;

#[test]
fn sizes_split_the_bundle_by_crate() {
    let sizes = BundleSizes::measure(EQUIPPED);
    assert_eq!(
        sizes.solution,
        "use proconio::input;\nfn main() {}\n\n".len() as u64
    );
    assert_eq!(
        sizes.common,
        ("        pub mod __cgt_mex_0_1_0 {pub fn mex(){}}\n".len()
            + "        pub mod cgt_nim {pub fn nim_sum(){}}\n".len()
            + "        pub mod cgt_nim {}\n".len()) as u64
    );
    assert_eq!(
        sizes.proconio,
        ("        pub mod proconio {pub fn input(){}}\n".len()
            + "        pub mod proconio {pub use crate::x;}\n".len()) as u64
    );
    assert_eq!(sizes.other, 0);
    assert_eq!(
        sizes.solution + sizes.common + sizes.proconio + sizes.header,
        sizes.total
    );
}
