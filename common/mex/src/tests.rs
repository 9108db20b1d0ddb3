use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn mex_naive(values: &[u32]) -> u32 {
    (0..).find(|m| !values.contains(m)).unwrap()
}

#[test]
fn mex_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(1);
    for _ in 0..5000 {
        let len = rng.random_range(0..12);
        let top = rng.random_range(1..16);
        let values: Vec<u32> = (0..len).map(|_| rng.random_range(0..top)).collect();
        assert_eq!(mex(&values), mex_naive(&values), "{values:?}");
    }
    assert_eq!(mex(&[u32::MAX, 0]), 1);
}

#[test]
fn mex_buffer_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(2);
    let mut buffer = MexBuffer::new(13);
    for _ in 0..5000 {
        let len = rng.random_range(0..13);
        let top = rng.random_range(1..20);
        let values: Vec<u32> = (0..len).map(|_| rng.random_range(0..top)).collect();
        assert_eq!(buffer.mex_of(values.iter().copied()), mex_naive(&values));
    }
}

#[test]
fn mex_buffer_survives_generation_wrap() {
    let mut buffer = MexBuffer::new(4);
    buffer.generation = u32::MAX - 1;
    for round in 0..4u32 {
        assert_eq!(buffer.mex_of([0, 1, 2]), 3, "round {round}");
        assert_eq!(buffer.mex_of([1]), 0, "round {round}");
    }
}

#[test]
fn reduce_compare_with_naive() {
    for preperiod in 0..6usize {
        for period in 1..5usize {
            let p = EventualPeriod { preperiod, period };
            // Naive: walk back by the period while past the preperiod's end.
            for x in 0..200u64 {
                let mut y = x as usize;
                while y >= preperiod + period {
                    y -= period;
                }
                assert_eq!(p.reduce(x), y);
            }
        }
    }
}

/// The least period and preperiod from a certificate `(n0, p)` (a later start, a multiple of the
/// period) against a naive search: the least `(a, q)` with `g[n + q] == g[n]` from `a` to the
/// end of the table.
#[test]
fn least_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..2000 {
        let preperiod = rng.random_range(0..12usize);
        let period = rng.random_range(1..7usize);
        let symbols = rng.random_range(2..4u32);
        let base: Vec<u32> = (0..preperiod + period)
            .map(|_| rng.random_range(0..symbols))
            .collect();
        let n0 = preperiod + rng.random_range(0..6);
        let p = period * rng.random_range(1..4);
        let len = n0 + 2 * p + rng.random_range(0..5);
        let g: Vec<u32> = (0..len)
            .map(|n| {
                base[if n < preperiod {
                    n
                } else {
                    preperiod + (n - preperiod) % period
                }]
            })
            .collect();
        let holds = |a: usize, q: usize| (a..len - q).all(|n| g[n + q] == g[n]);
        let q = (1..=p).find(|&q| holds(n0, q)).unwrap();
        let a = (0..=n0).find(|&a| holds(a, q)).unwrap();
        assert_eq!(
            EventualPeriod::least(&g, n0, p),
            EventualPeriod {
                preperiod: a,
                period: q
            },
            "{g:?} from {n0} with {p}"
        );
    }
}
