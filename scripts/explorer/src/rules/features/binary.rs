//! The binary features of `x`: its 2-adic valuation `v2`, the largest power of 2 dividing it,
//! its lowest zero bit, its popcount and the parities of popcount and of `v2`, its bit length.

use super::feature::Feature;

pub const BINARY: [Feature; 7] = [
    Feature {
        name: |x| format!("v2({x})"),
        phrase: false,
        two_valued: false,
        f: |x| (x > 0).then(|| x.trailing_zeros() as u64),
    },
    Feature {
        name: |x| format!("largest power of 2 dividing {x}"),
        phrase: true,
        two_valued: false,
        f: |x| (x > 0).then(|| x & x.wrapping_neg()),
    },
    Feature {
        name: |x| format!("lowest zero bit of {x}"),
        phrase: true,
        two_valued: false,
        f: |x| Some(x.trailing_ones() as u64),
    },
    Feature {
        name: |x| format!("popcount({x})"),
        phrase: false,
        two_valued: false,
        f: |x| Some(x.count_ones() as u64),
    },
    Feature {
        name: |x| format!("parity(popcount({x}))"),
        phrase: false,
        two_valued: true,
        f: |x| Some((x.count_ones() & 1) as u64),
    },
    Feature {
        name: |x| format!("parity(v2({x}))"),
        phrase: false,
        two_valued: true,
        f: |x| (x > 0).then(|| (x.trailing_zeros() & 1) as u64),
    },
    Feature {
        name: |x| format!("bit length of {x}"),
        phrase: true,
        two_valued: false,
        f: |x| Some(64 - x.leading_zeros() as u64),
    },
];
