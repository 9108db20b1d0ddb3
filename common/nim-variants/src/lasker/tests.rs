use super::*;

/// The Grundy values of heaps `0..len` by definition: the mex of the values of every take
/// (a smaller heap) and every split into two non-empty heaps (the XOR of their values).
fn lasker_grundy_naive(len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len {
        let mut options: Vec<u64> = g[..n].to_vec();
        options.extend((1..n).map(|a| g[a] ^ g[n - a]));
        let value = (0..).find(|v| !options.contains(v)).unwrap();
        g.push(value);
    }
    g
}

#[test]
fn lasker_grundy_compare_with_naive() {
    let table = lasker_grundy_naive(300);
    for (n, &value) in table.iter().enumerate() {
        assert_eq!(lasker_grundy(n as u64), value, "heap {n}");
    }
}

#[test]
fn lasker_grundy_is_a_permutation_that_swaps_4k_plus_3_and_4k_plus_4() {
    for n in 0..10_000u64 {
        assert_eq!(lasker_grundy(lasker_grundy(n)), n);
    }
    assert_eq!(lasker_grundy(u64::MAX - 1), u64::MAX - 1);
    assert_eq!(lasker_grundy(u64::MAX - 3), u64::MAX - 4);
    assert_eq!(lasker_grundy(u64::MAX - 4), u64::MAX - 3);
}
