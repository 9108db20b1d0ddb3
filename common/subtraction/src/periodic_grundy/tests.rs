use super::*;
use crate::subtraction_grundy;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The smallest period and preperiod of the last values of a long table, from the
/// definition: the least p with `g[n] == g[n + p]` over the whole second half, then the
/// least a from which that holds up to the end of the table.
fn period_naive(g: &[u32]) -> (usize, usize) {
    let len = g.len();
    let period = (1..len / 2)
        .find(|&p| (len / 2..len - p).all(|n| g[n] == g[n + p]))
        .expect("table too short");
    let preperiod = (0..len - period)
        .find(|&a| (a..len - period).all(|n| g[n] == g[n + period]))
        .unwrap();
    (preperiod, period)
}

#[test]
fn periodic_grundy_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..300 {
        let top = rng.random_range(1..=12);
        let k = rng.random_range(1..=top.min(6));
        let mut moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=top)).collect();
        moves.push(top);
        let table = subtraction_grundy(&moves, 20_000);
        let (preperiod, period) = period_naive(&table);
        let fast = PeriodicGrundy::new(&moves);
        assert_eq!(
            fast.period(),
            EventualPeriod { preperiod, period },
            "moves {moves:?}"
        );
        for (n, &value) in table.iter().enumerate() {
            assert_eq!(u32::from(fast.grundy(n as u64)), value, "{moves:?} n {n}");
        }
        for _ in 0..50 {
            let pile = rng.random_range(preperiod as u64..=1_000_000_000_000_000_000);
            let expected = table[preperiod + ((pile - preperiod as u64) % period as u64) as usize];
            assert_eq!(
                u32::from(fast.grundy(pile)),
                expected,
                "{moves:?} pile {pile}"
            );
        }
    }
}

#[test]
fn certified_period_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..300 {
        let top = rng.random_range(1..=10);
        let moves: Vec<usize> = (0..rng.random_range(1..=4))
            .map(|_| rng.random_range(1..=top))
            .chain([top])
            .collect();
        let table = subtraction_grundy(&moves, 5_000);
        let (preperiod, period) = period_naive(&table);
        let values: Vec<u8> = table.iter().map(|&v| v as u8).collect();
        // Long enough: the certificate is found; one value short of it: nothing is claimed
        // that is false.
        let enough = preperiod + period + top;
        assert_eq!(
            certified_period(&values[..enough], top),
            Some(EventualPeriod { preperiod, period }),
            "{moves:?}"
        );
        for _ in 0..20 {
            let len = rng.random_range(0..enough);
            if let Some(found) = certified_period(&values[..len], top) {
                assert_eq!(
                    found,
                    EventualPeriod { preperiod, period },
                    "{moves:?} {len}"
                );
            }
        }
    }
}

#[test]
fn moves_beyond_the_ring_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(8);
    for _ in 0..20 {
        let mut moves: Vec<usize> = (0..rng.random_range(1..=4))
            .map(|_| rng.random_range(1..=200))
            .collect();
        moves.push(rng.random_range(120..=140));
        let fast = PeriodicGrundy::new(&moves);
        let EventualPeriod { preperiod, period } = fast.period();
        let table = subtraction_grundy(&moves, preperiod + 2 * period + 200);
        for (n, &v) in table.iter().enumerate() {
            assert_eq!(u32::from(fast.grundy(n as u64)), v, "{moves:?} n {n}");
        }
    }
}

#[test]
fn long_period_set_is_proved() {
    // A large move: the certificate needs a window of 60 values.
    let moves = [1, 5, 23, 37, 60];
    let fast = PeriodicGrundy::new(&moves);
    let EventualPeriod { preperiod, period } = fast.period();
    let table = subtraction_grundy(&moves, preperiod + 3 * period + 60);
    for (n, &v) in table.iter().enumerate() {
        assert_eq!(u32::from(fast.grundy(n as u64)), v, "n {n}");
    }
}
