use super::*;

#[test]
fn factor_compare_with_naive() {
    for x in 1..3000u64 {
        let mut naive = Vec::new();
        let mut y = x;
        let mut p = 2;
        while y > 1 {
            while y % p == 0 {
                naive.push(p);
                y /= p;
            }
            p += 1;
        }
        assert_eq!(factor(x), naive, "{x}");
    }
    assert_eq!(factor(999_983 * 999_979), vec![999_979, 999_983]);
    assert_eq!(factor((1 << 61) - 1), vec![(1 << 61) - 1]);
    assert_eq!(factor(1 << 63).len(), 63);
    assert_eq!(least_prime_index(3 * 5), Some(2));
    assert_eq!(least_prime_index(999_983), Some(78_498));
}
