use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn detect_period_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..300 {
        let preperiod = rng.random_range(0..20);
        let period = rng.random_range(1..8);
        let saltus = rng.random_range(0..3i64);
        let base: Vec<i64> = (0..preperiod + period)
            .map(|_| rng.random_range(0..6))
            .collect();
        let len = 3 * (preperiod + period) + 6 * period + 8 + rng.random_range(0..20);
        let values: Vec<i64> = (0..len)
            .map(|n| {
                if n < preperiod + period {
                    base[n]
                } else {
                    let k = (n - preperiod) / period;
                    base[preperiod + (n - preperiod) % period] + k as i64 * saltus
                }
            })
            .collect();
        let found = detect_period(&values).expect("a period");
        assert!(found.period <= period, "{values:?}");
        if found.period == period {
            assert!(found.preperiod <= preperiod);
            assert_eq!(found.saltus as i64, saltus);
        }
        // The equations hold from the start found, and not just before it.
        let p = found.period;
        let s = found.saltus as i64;
        assert!((found.preperiod..len - p).all(|n| values[n + p] - values[n] == s));
        assert!(
            found.preperiod == 0
                || values[found.preperiod - 1 + p] - values[found.preperiod - 1] != s
        );
    }
}
