//! The engine against a search of the real game, OEIS and the published periods.

use crate::*;
use cgt_mex::EventualPeriod;
use cgt_treblecross::treblecross_grundy;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::{BTreeSet, HashMap};

/// The moves of a position (a sorted multiset of heaps) straight from the rules of the code:
/// pick a heap `n` and a `j`; bit 1 of `d_j` removes a heap of exactly `j`, bit 2 leaves `n - j`
/// when `n > j`, bit 4 leaves two non-empty heaps summing to `n - j`.
fn position_moves(digits: &[u8], position: &[usize]) -> Vec<Vec<usize>> {
    let mut next = Vec::new();
    for (i, &n) in position.iter().enumerate() {
        let rest: Vec<usize> = position
            .iter()
            .enumerate()
            .filter(|&(other, _)| other != i)
            .map(|(_, &h)| h)
            .collect();
        for (jm1, &d) in digits.iter().enumerate() {
            let j = jm1 + 1;
            let mut leave = |parts: &[usize]| {
                let mut p = rest.clone();
                p.extend_from_slice(parts);
                p.sort_unstable();
                next.push(p);
            };
            if d & 1 != 0 && n == j {
                leave(&[]);
            }
            if d & 2 != 0 && n > j {
                leave(&[n - j]);
            }
            if d & 4 != 0 && n > j {
                for a in 1..n - j {
                    leave(&[a, n - j - a]);
                }
            }
        }
    }
    next
}

/// The Grundy value of a position by exhaustive search (mex over the positions one move away).
fn search(digits: &[u8], position: Vec<usize>, memo: &mut HashMap<Vec<usize>, u32>) -> u32 {
    if let Some(&v) = memo.get(&position) {
        return v;
    }
    let options: BTreeSet<u32> = position_moves(digits, &position)
        .into_iter()
        .map(|p| search(digits, p, memo))
        .collect();
    let v = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(position, v);
    v
}

fn code(text: &str) -> OctalCode {
    text.parse().unwrap()
}

/// Every code 0.d1, 0.d1d2, 0.d1d2d3 (last digit non-zero): single heaps up to 11 and pairs of
/// heaps, searched as sums, against the engine's values and their XOR.
#[test]
fn octal_grundy_compare_with_naive() {
    let mut codes = Vec::new();
    for k in 1..=3u32 {
        for rest in 0..8usize.pow(k - 1) {
            for last in 1..8u8 {
                let mut digits: Vec<u8> = (0..k - 1)
                    .map(|i| (rest / 8usize.pow(i) % 8) as u8)
                    .collect();
                digits.push(last);
                codes.push(digits);
            }
        }
    }
    assert_eq!(codes.len(), 7 + 7 * 8 + 7 * 64);
    for digits in codes {
        let code = OctalCode::from_digits(&digits).unwrap();
        let g = octal_grundy(&code, 11);
        let mut memo = HashMap::new();
        for (n, &value) in g.iter().enumerate() {
            let single = if n == 0 { vec![] } else { vec![n] };
            assert_eq!(value, search(&digits, single, &mut memo), "{code} n {n}");
        }
        for a in 1..=6 {
            for b in a..=(11 - a).min(7) {
                assert_eq!(
                    g[a] ^ g[b],
                    search(&digits, vec![a, b], &mut memo),
                    "{code} heaps {a} {b}"
                );
            }
        }
    }
}

/// The first 132 terms of OEIS A002187, Dawson's chess (0.137), offset 0.
const A002187: [u32; 132] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
];

/// The first 105 terms of OEIS A002186, Kayles (0.77), offset 0.
const A002186: [u32; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

/// The first 90 terms of OEIS A071074, Double Kayles (0.7777), offset 0: values above 7.
const A071074: [u32; 90] = [
    0, 1, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 4, 5, 12, 13, 9, 8, 2, 3, 4, 5, 15,
    14, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 16, 17, 10, 11, 8, 9,
    14, 15, 5, 4, 3, 2, 16, 17, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 14, 15, 5, 4,
    3, 2,
];

#[test]
fn published_terms() {
    // A002187 is Dawson's chess, 0.137, from 0. Its comment (and the search above) puts Dawson's
    // Kayles one later: G_0.07(n) = A002187(n - 1) for n >= 1, and G_0.07(0) = 0.
    assert_eq!(octal_grundy(&code("0.137"), 131), A002187);
    let dawson = octal_grundy(&code("0.07"), 132);
    assert_eq!(dawson[0], 0);
    assert_eq!(dawson[1..], A002187);
    // The same comment: 0.4 has the values A002187(n - 2).
    assert_eq!(octal_grundy(&code("0.4"), 133)[2..], A002187);
    assert_eq!(octal_grundy(&code("0.77"), 104), A002186);
    assert_eq!(octal_grundy(&code("0.7777"), 89), A071074);
}

/// (code, preperiod, period), as published (Winning Ways; Flammenkamp's tables; OEIS).
const PUBLISHED: [(&str, usize, usize); 8] = [
    ("0.07", 53, 34),
    ("0.137", 52, 34),
    ("0.77", 71, 12),
    ("0.4", 54, 34),
    ("0.156", 3479, 349),
    ("0.165", 5181, 1550),
    ("0.356", 7315, 142),
    ("0.644", 3256, 442),
];

#[test]
fn published_periods_are_certified() {
    for (text, preperiod, period) in PUBLISHED {
        let mut game = OctalGrundy::new(&code(text));
        let found = game.certify(50_000);
        assert_eq!(
            found,
            Some(EventualPeriod { preperiod, period }),
            "{text} after {} values",
            game.values().len()
        );
        // The certificate needs its whole window, and no more than a few values past it.
        let k = code(text).max_removal();
        let window = 2 * preperiod.max(1) + 2 * period + k;
        assert!(game.values().len() <= window, "{text}");
    }
}

#[test]
fn values_above_63_are_exact() {
    let mut game = OctalGrundy::new(&code("0.644"));
    game.certify(50_000).unwrap();
    assert_eq!(game.values().iter().max(), Some(&64));
}

#[test]
fn zero_preperiod_window_is_not_a_certificate() {
    // 0.4: G(0..4) = 0 0 0 1. With n0 = 0, p = 1 the window 0 <= n < 2 is satisfied, but the
    // period is false; 0.4 is 0.07 shifted and has preperiod 54, period 34.
    let mut game = OctalGrundy::new(&code("0.4"));
    assert_eq!(game.values(), [0]);
    game.extend_to(4);
    assert_eq!(game.values(), [0, 0, 0, 1]);
    assert_eq!(game.period(), None);
    assert_eq!(
        game.certify(1000),
        Some(EventualPeriod {
            preperiod: 54,
            period: 34
        })
    );
}

/// The least (preperiod, period) of the tail of a long table, from the definition.
fn period_naive(g: &[u32]) -> (usize, usize) {
    let len = g.len();
    let period = (1..len / 3)
        .find(|&p| (len / 3..len - p).all(|n| g[n] == g[n + p]))
        .expect("table too short");
    let preperiod = (0..len - period)
        .find(|&a| (a..len - period).all(|n| g[n] == g[n + period]))
        .unwrap();
    (preperiod, period)
}

#[test]
fn certify_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(13);
    let mut certified = 0;
    for _ in 0..400 {
        let k = rng.random_range(1..=4);
        let mut digits: Vec<u8> = (0..k).map(|_| rng.random_range(0..8)).collect();
        digits[k - 1] = rng.random_range(1..8);
        let code = OctalCode::from_digits(&digits).unwrap();
        let mut game = OctalGrundy::new(&code);
        let Some(found) = game.certify(1500) else {
            continue;
        };
        certified += 1;
        let table = octal_grundy(&code, 6000);
        let (preperiod, period) = period_naive(&table);
        assert_eq!(found, EventualPeriod { preperiod, period }, "{code}");
        for (n, &v) in table.iter().enumerate() {
            assert_eq!(game.grundy(n as u64), v, "{code} n {n}");
        }
    }
    assert!(certified > 200, "{certified}");
}

#[test]
fn subtraction_codes_are_subtraction_games() {
    // S = {2, 5}: 0 0 1 1 0 2 1 repeated from the start.
    let mut game = OctalGrundy::new(&OctalCode::subtraction(&[2, 5]));
    assert_eq!(
        game.certify(1000),
        Some(EventualPeriod {
            preperiod: 0,
            period: 7
        })
    );
    assert_eq!(game.values()[..7], [0, 0, 1, 1, 0, 2, 1]);
}

#[test]
fn treblecross_is_0_007_two_heaps_later() {
    let strips = treblecross_grundy(500);
    let heaps = octal_grundy(&code("0.007"), 502);
    assert_eq!(strips, heaps[2..]);
}

#[test]
fn octal_grundy_agrees_with_the_engine_at_every_length() {
    let long = octal_grundy(&code("0.165"), 700);
    for limit in [0, 1, 2, 3, 64, 333] {
        assert_eq!(octal_grundy(&code("0.165"), limit), long[..=limit]);
    }
}

/// The timings quoted in the crate docs.
#[test]
#[ignore]
fn timings() {
    use std::time::Instant;
    for text in ["0.356", "0.165", "0.644", "0.156", "0.7777"] {
        let t = Instant::now();
        let mut game = OctalGrundy::new(&code(text));
        let p = game.certify(50_000);
        println!(
            "{text} {p:?} {} values {:?}",
            game.values().len(),
            t.elapsed()
        );
    }
    let t = Instant::now();
    let v = octal_grundy(&code("0.44444444"), 20_008);
    println!(
        "0.44444444 to 20008: {:?} max {:?}",
        t.elapsed(),
        v.iter().max()
    );
    let t = Instant::now();
    let v = octal_grundy(&code("0.4"), 20_008);
    println!("0.4 to 20008: {:?} {}", t.elapsed(), v[20008]);
    for _ in 0..3 {
        let t = Instant::now();
        let a = treblecross_grundy(2000);
        let ta = t.elapsed();
        let t = Instant::now();
        let b = octal_grundy(&code("0.007"), 2002);
        println!(
            "treblecross 2000: {ta:?}, as 0.007: {:?} {}",
            t.elapsed(),
            a[2000] == b[2002]
        );
    }
}

#[test]
fn certify_sparse_compare_with_naive() {
    // The sparse engine from 20000 values on must give exactly the plain engine's values.
    for text in ["0.16", "0.56", "0.376", "0.127", "0.6"] {
        let mut plain = OctalGrundy::new(&code(text));
        plain.extend_to(26_000);
        let mut sparse = OctalGrundy::new(&code(text));
        sparse.certify_sparse(26_000);
        assert!(sparse.sparse_mask().is_some(), "{text}");
        assert_eq!(
            sparse.values(),
            &plain.values()[..sparse.values().len()],
            "{text}"
        );
    }
    for (text, preperiod, period) in PUBLISHED {
        let mut game = OctalGrundy::new(&code(text));
        assert_eq!(
            game.certify_sparse(50_000),
            Some(EventualPeriod { preperiod, period }),
            "{text}"
        );
    }
}

/// The mex over the moves of each heap, straight from [`OctalCode::heap_moves`].
fn grundy_naive(code: &OctalCode, len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let options: BTreeSet<u32> = code
            .heap_moves(n)
            .iter()
            .map(|parts| parts.iter().fold(0, |x, &p| x ^ g[p]))
            .collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// The sparse engine, started early and comparing its costs every 64 heaps so that it takes
/// both ways and switches between them, against the dense engine and the mex over the moves, on
/// random codes with splitting digits.
#[test]
fn sparse_values_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(14);
    let mut heaps = [0; 2];
    for round in 0..300 {
        let k = rng.random_range(1..=5);
        let mut digits: Vec<u8> = (0..k).map(|_| rng.random_range(0..8)).collect();
        digits[k - 1] = rng.random_range(1..8);
        digits[rng.random_range(0..k)] |= 4;
        let code = OctalCode::from_digits(&digits).unwrap();
        let plain = [20, 100, 700][round % 3];
        let game = SparseOctal::values_with(&code, 3000, plain, 64);
        let (values, ways) = (game.values(), game.ways());
        let ways = [ways.0, ways.1];
        assert_eq!(values, octal_grundy(&code, 2999), "{code}");
        if round % 10 == 0 {
            assert_eq!(values[..400], grundy_naive(&code, 400), "{code}");
        }
        heaps[0] += ways[0];
        heaps[1] += ways[1];
    }
    // Both ways were taken, each for many heaps.
    assert!(heaps[0] > 100_000 && heaps[1] > 100_000, "{heaps:?}");
}

/// Where no mask makes the values sparse the engine computes them the dense way; where one
/// does, the sparse way.
#[test]
fn sparse_engine_degrades_to_the_dense_way() {
    for (text, sparse) in [("0.104", false), ("0.106", false), ("0.354", true)] {
        let game = SparseOctal::values_with(&code(text), 30_000, 20_000, 1024);
        let (values, (by_sparse, by_dense)) = (game.values(), game.ways());
        assert_eq!(values, octal_grundy(&code(text), 29_999), "{text}");
        if sparse {
            assert_eq!(by_dense, 0, "{text}");
        } else {
            assert!(by_dense > 8 * by_sparse, "{text}: {by_sparse} {by_dense}");
        }
    }
}

/// The published records of harder games, as in the crate docs' table: `cargo test -p cgt-octal
/// --release records -- --ignored --nocapture` prints each time (wall; the docs quote CPU
/// seconds from the `certify` example under `/usr/bin/time -v`). Each is certified at the length
/// its window needs, 2 n0 + 2p + k. `record_0_1777` takes about 35 s of CPU and 0.7 GB.
#[test]
#[ignore]
fn records() {
    use std::time::Instant;
    for (text, preperiod, period, max) in [
        ("0.16", 105_351, 149_459, 600_000),
        ("0.56", 326_640, 144, 700_000),
        ("0.376", 2_268_248, 4, 4_600_000),
        ("0.354", 10_061_916, 1_180, 21_000_000),
    ] {
        let start = Instant::now();
        let mut game = SparseOctal::new(&code(text));
        let found = game.certify(max);
        println!(
            "{text}: {found:?} from {} values in {:.1?} (mask {:?}, {} rare heaps)",
            game.len(),
            start.elapsed(),
            game.mask(),
            game.rare_heaps().len()
        );
        assert_eq!(found, Some(EventualPeriod { preperiod, period }), "{text}");
        let k = code(text).max_removal();
        assert_eq!(game.len(), 2 * preperiod + 2 * period + k, "{text}");
    }
}

#[test]
#[ignore]
fn record_0_1777() {
    let start = std::time::Instant::now();
    let mut game = SparseOctal::new(&code("0.1777"));
    let found = game.certify(450_000_000);
    println!(
        "0.1777: {found:?} from {} values in {:.1?}",
        game.len(),
        start.elapsed()
    );
    assert_eq!(
        found,
        Some(EventualPeriod {
            preperiod: 160_949_018,
            period: 60_620_715
        })
    );
    assert_eq!(game.len(), 443_139_470);
}

/// Officers (0.6): the rate over 1e7 values (`cargo test -p cgt-octal --release officers_rate --
/// --ignored --nocapture`; wall time, see the crate docs for CPU).
#[test]
#[ignore]
fn officers_rate() {
    let start = std::time::Instant::now();
    let mut game = SparseOctal::new(&code("0.6"));
    assert_eq!(game.certify(10_000_000), None);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "0.6: 1e7 values in {secs:.1} s, {:.3e} values/s",
        1e7 / secs
    );
    assert_eq!(game.rare_heaps().len(), 1584);
}

/// Every code with one to three digits (last digit non-zero): the sparse engine started after 20
/// values and comparing its costs every 64 heaps, so that it takes both ways and switches
/// between them, against the plain mex table; and a published period certified by
/// [`SparseOctal`] at the same length as by [`OctalGrundy::certify`].
#[test]
fn sparse_every_short_code_compare_with_naive() {
    for k in 1..=3u32 {
        for rest in 0..8usize.pow(k - 1) {
            for last in 1..8u8 {
                let mut digits: Vec<u8> = (0..k - 1)
                    .map(|i| (rest / 8usize.pow(i) % 8) as u8)
                    .collect();
                digits.push(last);
                let code = OctalCode::from_digits(&digits).unwrap();
                let game = SparseOctal::values_with(&code, 1500, 20, 64);
                assert_eq!(game.values(), octal_grundy(&code, 1499), "{code}");
                assert_eq!(game.values()[..200], grundy_naive(&code, 200), "{code}");
                let mut plain = OctalGrundy::new(&code);
                let mut sparse = SparseOctal::new(&code);
                let found = plain.certify(3000);
                assert_eq!(sparse.certify(3000), found, "{code}");
                assert_eq!(sparse.len(), plain.values().len(), "{code}");
            }
        }
    }
}

/// The rare heaps of Officers (0.6) and of 0.16, heap 0 included (G(0) = 0 is rare for every
/// mask): Officers has 1584 below 40000, the last G(20627) = 277, as published (Grossman, Games of
/// No Chance 5); the engine's list of heaps n >= 1 has 1583. 0.16 has 53, the last at 13935.
#[test]
fn rare_heaps_count_heap_zero() {
    let mut officers = SparseOctal::new(&code("0.6"));
    officers.certify(40_000);
    let rare = officers.rare_heaps();
    assert_eq!(officers.mask(), Some(0x1ee));
    assert_eq!((rare.len(), rare[0], rare.last()), (1584, 0, Some(&20_627)));
    assert_eq!(officers.value(20_627), 277);
    let mask = 0x1ee;
    let all = octal_grundy(&code("0.6"), 30_000);
    let naive: Vec<u32> = (0..all.len() as u32)
        .filter(|&n| (all[n as usize] & mask).count_ones() % 2 == 0)
        .collect();
    assert_eq!(naive, rare[..naive.len()]);
    let mut g16 = SparseOctal::new(&code("0.16"));
    g16.certify(600_000);
    assert_eq!(
        (g16.rare_heaps().len(), g16.rare_heaps().last()),
        (53, Some(&13_935))
    );
}

/// Officers' values pass 255 while the sparse engine runs (started after 20 values): the values
/// move from one byte to two on the way, and stay the plain engine's.
#[test]
fn sparse_values_widen_past_255() {
    let game = SparseOctal::values_with(&code("0.6"), 12_000, 20, 1024);
    assert!(game.largest() > 255);
    assert_eq!(game.values(), octal_grundy(&code("0.6"), 11_999));
}

/// The split sets scan the common heaps below `prefix` (up to a quarter of the table) with
/// their values in turns before the others: long enough runs that the order is made several
/// times (prefix 256 to 8192), with one splitting digit (Officers) and with two (0.376, 0.354),
/// against the plain engine.
#[test]
fn sparse_scan_order_is_exact() {
    for text in ["0.6", "0.376", "0.354"] {
        let game = SparseOctal::values_with(&code(text), 40_000, 20, 1024);
        assert!(game.largest() >= 64, "{text}: the table way runs");
        assert_eq!(game.values(), octal_grundy(&code(text), 39_999), "{text}");
    }
}
