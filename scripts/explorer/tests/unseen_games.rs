//! The explorer on games it was not written for: tables computed here from the games'
//! definitions (a mex over the moves, or a win/lose search), far values known from a theorem
//! or from the period the octal periodicity theorem certifies. For each game the first values
//! go to the rule finder, which predicts far indices; an answer is right, `?` or wrong, and no
//! answer may be wrong.
//!
//! Sets, in the order they were written: `tuning` (the games the first detectors were developed
//! against) and `held_out` (fixed before those detectors and not looked at while tuning them);
//! then `tuning2` (the games the residues, complementary pairs and row periods were developed
//! against), `unseen2` (written with `tuning2`, first scored after those three families, then
//! tuned on: quotients, misère corners, sums of features, short product factors, the commoner
//! value of a Beatty table), `unseen3` (written before that tuning and scored once at the end;
//! its author knew the families, so it is not blind), and `unseen4` (written after all but the
//! last family and scored once, before the complementary reading of two-valued tables).
//! `cargo test -p explorer --test unseen_games -- --nocapture` prints them all.

use cgt_mex::EventualPeriod;
use cgt_octal::{OctalCode, OctalGrundy};
mod kit;
use kit::{assert_tables_agree, grid, score, seq, seq_at, Game};

/// Far indices with small prime factors only (their truth comes from trial division).
const FAR_SMOOTH: [u64; 5] = [
    1_000_000,
    1_000_001,
    (1 << 40) * 59_049,
    1_000_000_000_000_000_000,
    999_983 * 999_979,
];

/// A sequence game asked at [`FAR_SMOOTH`].
fn smooth(
    name: &str,
    first: u64,
    values: Vec<u64>,
    truth: impl Fn(u64) -> Option<u64> + 'static,
) -> Game {
    seq_at(name, first, values, truth, &FAR_SMOOTH)
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    (0..).find(|v| seen.binary_search(v).is_err()).unwrap()
}

fn isqrt(n: u128) -> u128 {
    let mut x = (n as f64).sqrt() as u128;
    while x * x > n {
        x -= 1;
    }
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

/// The P-positions of the a-Wythoff game (Fraenkel) on `rows × cols`: take any number from one
/// pile, or `s > 0` from one and `t > 0` from the other with `|s - t| < a` (a = 1 is Wythoff's
/// game), by a win/lose search of the positions row by row.
fn a_wythoff_losing(a: i64, rows: usize, cols: usize) -> Vec<Vec<bool>> {
    let mut losing = vec![vec![false; cols]; rows];
    let mut column = vec![false; cols];
    // The first coordinate of the P-position on each diagonal y - x (at most one each: two
    // would be one move apart).
    let offset = rows as i64;
    let mut diagonal: Vec<Option<i64>> = vec![None; rows + cols + 2];
    for (x, line) in losing.iter_mut().enumerate() {
        let mut row = false;
        for y in 0..cols {
            let d = y as i64 - x as i64;
            // A move (s, t) lands on diagonal d + (s - t) at first coordinate x - s, with
            // s >= 1 and t = s - (s - t) >= 1.
            let band = (1 - a..a).any(|delta| {
                let index = d + delta + offset;
                let most = x as i64 - 1.max(1 + delta);
                (0..diagonal.len() as i64).contains(&index)
                    && diagonal[index as usize].is_some_and(|x1| x1 <= most)
            });
            if !row && !column[y] && !band {
                line[y] = true;
                row = true;
                column[y] = true;
                diagonal[(d + offset) as usize] = Some(x as i64);
            }
        }
    }
    losing
}

/// `⌊k·(u + √w)/v⌋`, exactly.
fn floor_surd(k: u64, u: i128, w: u128, v: i128) -> i128 {
    let k = k as u128;
    (u * k as i128 + isqrt(w * k * k) as i128).div_euclid(v)
}

/// The largest `k` with `⌊kα⌋ <= n`, `α = (u + √w)/v > 1`.
fn beatty_index(n: u64, u: i128, w: u128, v: i128) -> u64 {
    let (mut lo, mut hi) = (0u64, n + 1);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if floor_surd(mid, u, w, v) <= n as i128 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Whether `n = ⌊kα⌋` for some `k >= 0`.
fn in_beatty(n: u64, u: i128, w: u128, v: i128) -> bool {
    floor_surd(beatty_index(n, u, w, v), u, w, v) == n as i128
}

/// `Ω(n)` and `ω(n)` by trial division (the far indices here have small factors only).
fn omegas(mut n: u64) -> Option<(u64, u64)> {
    let (mut big, mut distinct) = (0, 0);
    let mut p = 2;
    while p * p <= n {
        if n.is_multiple_of(p) {
            distinct += 1;
            while n.is_multiple_of(p) {
                n /= p;
                big += 1;
            }
        }
        p += 1;
        if p > 2_000_000 {
            return None;
        }
    }
    if n > 1 {
        big += 1;
        distinct += 1;
    }
    Some((big, distinct))
}

/// An octal game's first `n` values (a mex over its moves, by the octal engine), truth from
/// the period the octal periodicity theorem certifies.
fn octal(code: &str, n: usize) -> Game {
    let parsed = OctalCode::parse(code).unwrap();
    let mut engine = OctalGrundy::new(&parsed);
    let EventualPeriod { preperiod, period } = engine.certify(20_000).expect("a certified period");
    engine.extend_to(n.max(preperiod + period));
    let base: Vec<u64> = engine.values().iter().map(|&v| v as u64).collect();
    let values = base[..n].to_vec();
    let name = format!("octal {code} ({n} values; period {period} from {preperiod})");
    seq(&name, 0, values, move |m| {
        let i = if m < preperiod as u64 {
            m
        } else {
            preperiod as u64 + (m - preperiod as u64) % period as u64
        };
        Some(base[i as usize])
    })
}

/// A win/lose table over `n < len`: 0 where `n` is the larger (or smaller) pile of a
/// P-position of the a-Wythoff game, 1 elsewhere.
fn a_wythoff_coordinate(a: i64, len: usize, larger: bool) -> Vec<u64> {
    let cols = if larger {
        len
    } else {
        (a as usize + 1) * len + 8
    };
    let losing = a_wythoff_losing(a, len, cols);
    let mut values = vec![1u64; len];
    for (x, row) in losing.iter().enumerate() {
        for (y, &p) in row.iter().enumerate() {
            let c = if larger { y } else { x };
            if p && x <= y && c < len {
                values[c] = 0;
            }
        }
    }
    values
}

/// The win/lose grid of the a-Wythoff game on `size × size` (0 = the player to move loses).
fn a_wythoff_grid(a: i64, size: usize) -> Vec<Vec<u64>> {
    let losing = a_wythoff_losing(a, size, size);
    (0..size)
        .map(|x| (0..size).map(|y| u64::from(!losing[x][y])).collect())
        .collect()
}

/// The truth of the a-Wythoff game (Fraenkel): the P-positions are `(⌊kα⌋, ⌊kβ⌋)` and their
/// mirrors, `α = (2 - a + √(a² + 4))/2`, `β = α + a`.
fn a_wythoff_truth2(a: i128) -> impl Fn(u64, u64) -> Option<u64> {
    let w = (a * a + 4) as u128;
    let (u1, u2) = (2 - a, 2 + a);
    move |x, y| {
        let (lo, hi) = (x.min(y), x.max(y));
        if !in_beatty(lo, u1, w, 2) {
            return Some(1);
        }
        let k = beatty_index(lo, u1, w, 2);
        Some(u64::from(floor_surd(k, u2, w, 2) != hi as i128))
    }
}

/// The Grundy values of a sum of two one-pile games, by a mex over the moves of the sum.
fn sum_grid(
    size: usize,
    f: &dyn Fn(usize) -> Vec<usize>,
    h: &dyn Fn(usize) -> Vec<usize>,
) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            let options: Vec<u64> = f(a)
                .into_iter()
                .map(|x| g[x][b])
                .chain(h(b).into_iter().map(|y| g[a][y]))
                .collect();
            g[a][b] = mex(options);
        }
    }
    g
}

/// The Grundy values of the product (Tartan) game of two coin-turning games given by their
/// turning sets (the coins turned besides the rightmost one, which goes from heads to tails):
/// a move turns the product of a set of each with its coin, its value the XOR over the
/// coins turned other than `(a, b)`.
fn tartan(size: usize, sets: &dyn Fn(usize) -> Vec<Vec<usize>>) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            let mut options = Vec::new();
            for sa in sets(a) {
                for sb in sets(b) {
                    let mut x = 0;
                    for &i in sa.iter().chain([a].iter()) {
                        for &j in sb.iter().chain([b].iter()) {
                            if (i, j) != (a, b) {
                                x ^= g[i][j];
                            }
                        }
                    }
                    options.push(x);
                }
            }
            g[a][b] = mex(options);
        }
    }
    g
}

/// The product of two different coin-turning games (rows by `row_sets`, columns by
/// `col_sets`), as [`tartan`].
fn tartan2(
    size: usize,
    row_sets: &dyn Fn(usize) -> Vec<Vec<usize>>,
    col_sets: &dyn Fn(usize) -> Vec<Vec<usize>>,
) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            let mut options = Vec::new();
            for sa in row_sets(a) {
                for sb in col_sets(b) {
                    let mut x = 0;
                    for &i in sa.iter().chain([a].iter()) {
                        for &j in sb.iter().chain([b].iter()) {
                            if (i, j) != (a, b) {
                                x ^= g[i][j];
                            }
                        }
                    }
                    options.push(x);
                }
            }
            g[a][b] = mex(options);
        }
    }
    g
}

/// The nim product, by the Fermat 2-power recursion (for the truth of product games).
fn nim_mul(a: u64, b: u64) -> u64 {
    fn mul(a: u64, b: u64, half: u32) -> u64 {
        if a < 2 || b < 2 {
            return a * b;
        }
        let mut h = half;
        while h > 1 && (a >> (h / 2)) == 0 && (b >> (h / 2)) == 0 {
            h /= 2;
        }
        // a, b < 2^(2h): a = a1·2^h + a0 with 2^h ⊗ 2^h = 2^h + 2^(h-1) (= 3/2·2^h).
        let mask = (1u64 << h) - 1;
        let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
        let hi = mul(a1, b1, h / 2);
        let lo = mul(a0, b0, h / 2);
        let mid = mul(a1 ^ a0, b1 ^ b0, h / 2);
        ((mid ^ lo) << h) ^ lo ^ mul(hi, 1 << (h - 1), h / 2)
    }
    mul(a, b, 32)
}

/// The ruler game's turning sets at coin `n >= 1` (coins from 1): a run of coins ending at n.
fn ruler_sets(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return Vec::new();
    }
    (1..=n).map(|k| (n + 1 - k..n).collect()).collect()
}

fn ruler(n: u64) -> u64 {
    n & n.wrapping_neg()
}

fn tuning() -> Vec<Game> {
    let mut games = Vec::new();
    // Wythoff's game: the larger piles of the P-positions are ⌊kφ²⌋ (Wythoff's theorem).
    games.push(seq(
        "Wythoff's larger piles ⌊kφ²⌋, W/L (3000 values)",
        0,
        a_wythoff_coordinate(1, 3000, true),
        |n| Some(u64::from(!in_beatty(n, 3, 5, 2))),
    ));
    // The 2-Wythoff game's smaller piles: ⌊k√2⌋ (Fraenkel).
    games.push(seq(
        "2-Wythoff smaller piles ⌊k√2⌋, W/L (1000 values)",
        0,
        a_wythoff_coordinate(2, 1000, false),
        |n| Some(u64::from(!in_beatty(n, 0, 8, 2))),
    ));
    games.push(grid(
        "2-Wythoff, W/L (100×100)",
        0,
        a_wythoff_grid(2, 100),
        a_wythoff_truth2(2),
    ));
    // Move to a proper divisor: g(n) = Ω(n).
    let mut divisor = vec![0u64; 401];
    for n in 2..=400usize {
        divisor[n] = mex((1..n).filter(|d| n % d == 0).map(|d| divisor[d]));
    }
    games.push(smooth(
        "move to a proper divisor (1..400)",
        1,
        divisor[1..].to_vec(),
        |n| omegas(n).map(|(big, _)| big),
    ));
    // Late starts: periods certified by the octal periodicity theorem.
    games.push(octal("0.0734", 5000));
    games.push(octal("0.3545", 2000));
    // Two piles, two different games: Nim and subtract 1, 2 or 3.
    games.push(grid(
        "Nim + subtract {1,2,3}, two piles (64×64)",
        0,
        sum_grid(64, &|a| (0..a).collect(), &|b| {
            (b.saturating_sub(3)..b).collect()
        }),
        |a, b| Some(a ^ (b % 4)),
    ));
    // Rows: subtract 1..a from a pile of b, b mod (a + 1).
    games.push(grid(
        "subtract 1..a from b (a, b = 0..99)",
        0,
        (0..100usize)
            .map(|a| {
                let mut g = vec![0u64; 100];
                for b in 1..100 {
                    g[b] = mex((1..=a.min(b)).map(|t| g[b - t]));
                }
                g
            })
            .collect(),
        |a, b| Some(b % (a + 1)),
    ));
    // Ruler × ruler (a product of coin-turning games): values nim-multiply (Tartan theorem).
    let product = tartan(33, &ruler_sets);
    games.push(grid(
        "ruler × ruler, product game (coins 1..32)",
        1,
        product[1..].iter().map(|r| r[1..].to_vec()).collect(),
        |a, b| Some(nim_mul(ruler(a), ruler(b))),
    ));
    games
}

fn held_out() -> Vec<Game> {
    let mut games = Vec::new();
    games.push(seq(
        "Wythoff's smaller piles ⌊kφ⌋, W/L (2000 values)",
        0,
        a_wythoff_coordinate(1, 2000, false),
        |n| Some(u64::from(!in_beatty(n, 1, 5, 2))),
    ));
    // 3-Wythoff: α = (√13 - 1)/2, β = α + 3.
    games.push(seq(
        "3-Wythoff larger piles, W/L (2000 values)",
        0,
        a_wythoff_coordinate(3, 2000, true),
        |n| Some(u64::from(!in_beatty(n, 5, 13, 2))),
    ));
    games.push(grid(
        "3-Wythoff, W/L (90×90)",
        0,
        a_wythoff_grid(3, 90),
        a_wythoff_truth2(3),
    ));
    // Divide by a prime factor: each move lowers Ω by one, g(n) = Ω(n) mod 2.
    let mut prime_divide = vec![0u64; 601];
    for n in 2..=600usize {
        let options: Vec<u64> = (2..=n)
            .filter(|&p| n % p == 0 && (2..p).all(|q| p % q != 0))
            .map(|p| prime_divide[n / p])
            .collect();
        prime_divide[n] = mex(options);
    }
    games.push(smooth(
        "divide by a prime factor (1..600)",
        1,
        prime_divide[1..].to_vec(),
        |n| omegas(n).map(|(big, _)| big % 2),
    ));
    // Move to a proper unitary divisor (d | n, gcd(d, n/d) = 1): g(n) = ω(n).
    let gcd = |mut a: usize, mut b: usize| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let mut unitary = vec![0u64; 501];
    for n in 2..=500usize {
        unitary[n] = mex((1..n)
            .filter(|&d| n % d == 0 && gcd(d, n / d) == 1)
            .map(|d| unitary[d]));
    }
    games.push(smooth(
        "move to a proper unitary divisor (1..500)",
        1,
        unitary[1..].to_vec(),
        |n| omegas(n).map(|(_, distinct)| distinct),
    ));
    games.push(octal("0.1775", 2800));
    games.push(octal("0.3517", 2400));
    games.push(octal("0.0577", 2000));
    // Lasker's Nim on one pile and subtract {1, 3, 4} on the other.
    let size = 48;
    let mut lasker = vec![0u64; size];
    for n in 1..size {
        let mut options: Vec<u64> = lasker[..n].to_vec();
        options.extend((1..n).map(|x| lasker[x] ^ lasker[n - x]));
        lasker[n] = mex(options);
    }
    let mut sub = vec![0u64; size];
    for n in 1..size {
        sub[n] = mex([1, 3, 4].iter().filter(|&&s| s <= n).map(|&s| sub[n - s]));
    }
    let mut sum = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            // Lasker's moves on the first pile (a split is worth its two piles' values xor
            // the other pile's), then the subtraction moves on the second.
            let mut options: Vec<u64> = (0..a).map(|m| sum[m][b]).collect();
            options.extend((1..a).map(|x| lasker[x] ^ lasker[a - x] ^ sub[b]));
            options.extend(
                [1, 3, 4]
                    .iter()
                    .filter(|&&s| s <= b)
                    .map(|&s| sum[a][b - s]),
            );
            sum[a][b] = mex(options);
        }
    }
    games.push(grid(
        "Lasker's Nim + subtract {1,3,4}, two piles (48×48)",
        0,
        sum,
        |a, b| {
            let lasker = match a % 4 {
                0 if a == 0 => 0,
                0 => a - 1,
                3 => a + 1,
                _ => a,
            };
            Some(lasker ^ [0, 1, 0, 1, 2, 3, 2][(b % 7) as usize])
        },
    ));
    // Subtract 1..2a from b: b mod (2a + 1).
    games.push(grid(
        "subtract 1..2a from b (a, b = 0..119)",
        0,
        (0..120usize)
            .map(|a| {
                let mut g = vec![0u64; 120];
                for b in 1..120 {
                    g[b] = mex((1..=(2 * a).min(b)).map(|t| g[b - t]));
                }
                g
            })
            .collect(),
        |a, b| Some(b % (2 * a + 1)),
    ));
    // Mock Turtles × Mock Turtles (a product of coin-turning games), coins from 1: a move
    // turns one, two or three coins, the rightmost from heads to tails.
    let mock_sets = |n: usize| -> Vec<Vec<usize>> {
        if n == 0 {
            return Vec::new();
        }
        let mut sets = vec![vec![]];
        for i in 1..n {
            sets.push(vec![i]);
            for j in i + 1..n {
                sets.push(vec![i, j]);
            }
        }
        sets
    };
    let product = tartan(24, &mock_sets);
    games.push(grid(
        "mock turtles × mock turtles, product game (coins 1..23)",
        1,
        product[1..].iter().map(|r| r[1..].to_vec()).collect(),
        |a, b| {
            let mock = |n: u64| 2 * (n - 1) + u64::from((n - 1).count_ones().is_multiple_of(2));
            Some(nim_mul(mock(a), mock(b)))
        },
    ));
    games
}

/// `v_p(n)` for `n >= 1`.
fn val(mut n: u64, p: u64) -> u64 {
    let mut e = 0;
    while n.is_multiple_of(p) {
        n /= p;
        e += 1;
    }
    e
}

/// The prime factorisation `(p, e)` of `n` by trial division (the far indices here are smooth).
fn prime_powers(mut n: u64) -> Option<Vec<(u64, u64)>> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        if n.is_multiple_of(p) {
            let mut e = 0;
            while n.is_multiple_of(p) {
                n /= p;
                e += 1;
            }
            out.push((p, e));
        }
        p += 1;
        if p > 2_000_000 {
            return None;
        }
    }
    if n > 1 {
        out.push((n, 1));
    }
    Some(out)
}

/// The prime factors of `n` (distinct), by trial division: for the games' moves.
fn primes_of(n: usize) -> Vec<usize> {
    prime_powers(n as u64)
        .unwrap()
        .into_iter()
        .map(|(p, _)| p as usize)
        .collect()
}

/// A game on `n = 1..=len` whose moves go from `n` to `moves(n)` (smaller numbers), by a mex.
fn divisor_game(len: usize, moves: impl Fn(usize) -> Vec<usize>) -> Vec<u64> {
    let mut g = vec![0u64; len + 1];
    for n in 2..=len {
        g[n] = mex(moves(n).into_iter().map(|m| g[m]));
    }
    g[1..].to_vec()
}

/// A subtraction game on one heap (take `s` in `set`): its Grundy values, or its win/lose table
/// (1 = the player to move wins) in normal or misère play, first `n` values; truth from the
/// period certified by a repeated window of `max(set)` values (every later value is a
/// function of the window before it).
fn subtraction(set: &[usize], n: usize, kind: &str) -> Game {
    let k = *set.iter().max().unwrap();
    let total = n.max(20_000);
    let mut g = vec![0u64; total];
    for m in 0..total {
        let options: Vec<u64> = set.iter().filter(|&&s| s <= m).map(|&s| g[m - s]).collect();
        g[m] = match kind {
            "Grundy" => mex(options),
            "W/L" => u64::from(options.contains(&0)),
            // Misère: no move means the previous player moved last, so the player to move wins.
            _ => u64::from(options.is_empty() || options.contains(&0)),
        };
    }
    let (pre, period) = (0..total - 4 * k)
        .find_map(|i| {
            (1..(total - i - k) / 2)
                .find(|&p| g[i..i + k] == g[i + p..i + p + k])
                .map(|p| (i, p))
        })
        .expect("a period");
    let values = g[..n].to_vec();
    let name = format!("subtraction {set:?}, {kind} ({n} values; period {period} from {pre})");
    seq(&name, 0, values, move |m| {
        let i = if m < pre as u64 {
            m
        } else {
            pre as u64 + (m - pre as u64) % period as u64
        };
        Some(g[i as usize])
    })
}

/// A grid of one-heap games, one a row: row `a` is the game `moves(a, b)` on a heap of `b`
/// (rows and columns from 1), by a mex.
fn row_games(size: usize, moves: impl Fn(usize, usize) -> Vec<usize>) -> Vec<Vec<u64>> {
    (1..=size)
        .map(|a| {
            let mut g = vec![0u64; size + 1];
            for b in 1..=size {
                g[b] = mex(moves(a, b).into_iter().map(|m| g[m]));
            }
            g[1..].to_vec()
        })
        .collect()
}

/// Turning Turtles' turning sets at coin `n >= 1` (coins from 1): none, or one coin to its left.
fn turtle_sets(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return Vec::new();
    }
    std::iter::once(vec![])
        .chain((1..n).map(|i| vec![i]))
        .collect()
}

/// Mock Turtles' turning sets at coin `n >= 1` (coins from 1): up to two coins to its left.
fn mock_sets(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return Vec::new();
    }
    let mut sets = vec![vec![]];
    for i in 1..n {
        sets.push(vec![i]);
        for j in i + 1..n {
            sets.push(vec![i, j]);
        }
    }
    sets
}

fn mock(n: u64) -> u64 {
    2 * (n - 1) + u64::from((n - 1).count_ones().is_multiple_of(2))
}

/// The win/lose table (1 = the player to move wins) of a game on two piles, by a search of the
/// positions in order of `a + b` (every move lowers it); `misere`: no move means a win.
fn wl_grid(
    size: usize,
    misere: bool,
    moves: impl Fn(usize, usize) -> Vec<(usize, usize)>,
) -> Vec<Vec<u64>> {
    let mut win = vec![vec![false; size]; size];
    for s in 0..2 * size - 1 {
        for a in s.saturating_sub(size - 1)..=s.min(size - 1) {
            let b = s - a;
            let options = moves(a, b);
            win[a][b] = if options.is_empty() {
                misere
            } else {
                options.iter().any(|&(x, y)| !win[x][y])
            };
        }
    }
    win.iter()
        .map(|r| r.iter().map(|&w| u64::from(w)).collect())
        .collect()
}

/// The first set of new games: the ones the new detectors were developed against.
fn tuning2() -> Vec<Game> {
    let mut games = Vec::new();
    games.push(octal("0.45", 1500));
    // Divide by a prime or by a product of two primes: each move lowers Ω by 1 or 2, so
    // g(n) = Ω(n) mod 3 (a subtraction game {1, 2} on Ω).
    let values = divisor_game(600, |n| {
        let mut moves = Vec::new();
        for p in primes_of(n) {
            moves.push(n / p);
            for q in primes_of(n / p) {
                moves.push(n / p / q);
            }
        }
        moves
    });
    games.push(smooth(
        "divide by one or two primes (1..600)",
        1,
        values,
        |n| omegas(n).map(|(big, _)| big % 3),
    ));
    // Remove one prime entirely (n → n / p^v_p(n)): each move lowers ω by one.
    let values = divisor_game(600, |n| {
        primes_of(n)
            .into_iter()
            .map(|p| {
                let mut m = n;
                while m % p == 0 {
                    m /= p;
                }
                m
            })
            .collect()
    });
    games.push(smooth("remove a prime entirely (1..600)", 1, values, |n| {
        omegas(n).map(|(_, distinct)| distinct % 2)
    }));
    // 4-Wythoff: α = √5 - 1, β = α + 4 = √5 + 3 (Fraenkel).
    games.push(seq(
        "4-Wythoff larger piles, W/L (2000 values)",
        0,
        a_wythoff_coordinate(4, 2000, true),
        |n| Some(u64::from(!in_beatty(n, 6, 20, 2))),
    ));
    games.push(grid(
        "4-Wythoff, W/L (100×100)",
        0,
        a_wythoff_grid(4, 100),
        a_wythoff_truth2(4),
    ));
    // Subtract 1 or a from b: period a + 1 (0, 1 alternating; a 2 at a mod (a + 1) for even a).
    games.push(grid(
        "subtract 1 or a from b (a, b = 1..100)",
        1,
        row_games(100, |a, b| {
            let mut m = vec![b - 1];
            if a <= b {
                m.push(b - a);
            }
            m
        }),
        |a, b| {
            let r = b % (a + 1);
            Some(if a % 2 == 0 && r == a { 2 } else { r % 2 })
        },
    ));
    games.push(grid(
        "turning turtles × ruler, product game (coins 1..32)",
        1,
        tartan2(33, &turtle_sets, &ruler_sets)[1..]
            .iter()
            .map(|r| r[1..].to_vec())
            .collect(),
        |a, b| Some(nim_mul(a, ruler(b))),
    ));
    // Subtract a proper divisor: g(n) = v2(n).
    games.push(seq(
        "subtract a proper divisor, Grundy (1..1000)",
        1,
        divisor_game(1000, |n| {
            (1..n).filter(|d| n % d == 0).map(|d| n - d).collect()
        }),
        |n| Some(val(n, 2)),
    ));
    games.push(subtraction(&[2, 9, 11], 400, "Grundy"));
    games
}

/// The second set of new games, kept out of sight while the detectors were developed.
fn unseen2() -> Vec<Game> {
    let mut games = Vec::new();
    games.push(octal("0.156", 6000));
    games.push(octal("0.0171", 600));
    // Divide by 2 or by 3: each move lowers v2 + v3 by one.
    games.push(seq(
        "divide by 2 or by 3 (1..800)",
        1,
        divisor_game(800, |n| {
            let mut m = Vec::new();
            if n % 2 == 0 {
                m.push(n / 2);
            }
            if n % 3 == 0 {
                m.push(n / 3);
            }
            m
        }),
        |n| Some((val(n, 2) + val(n, 3)) % 2),
    ));
    // Divide by a prime power: Nim on the exponents, g(n) = XOR of the exponents.
    games.push(smooth(
        "divide by a prime power (1..600)",
        1,
        divisor_game(600, |n| {
            let mut moves = Vec::new();
            for p in primes_of(n) {
                let mut m = n;
                while m % p == 0 {
                    m /= p;
                    moves.push(m);
                }
            }
            moves
        }),
        |n| prime_powers(n).map(|f| f.iter().fold(0, |x, &(_, e)| x ^ e)),
    ));
    // 5-Wythoff: α = (√29 - 3)/2.
    games.push(seq(
        "5-Wythoff smaller piles, W/L (1200 values)",
        0,
        a_wythoff_coordinate(5, 1200, false),
        |n| Some(u64::from(!in_beatty(n, -3, 29, 2))),
    ));
    games.push(grid(
        "Nim + subtract a power of 2, two piles (64×64)",
        0,
        sum_grid(64, &|a| (0..a).collect(), &|b| {
            (0..7)
                .map(|e| 1usize << e)
                .filter(|&p| p <= b)
                .map(|p| b - p)
                .collect()
        }),
        |a, b| Some(a ^ (b % 3)),
    ));
    // Subtract a or 2a from b: ⌊b/a⌋ mod 3.
    games.push(grid(
        "subtract a or 2a from b (a, b = 1..100)",
        1,
        row_games(100, |a, b| {
            [a, 2 * a]
                .iter()
                .filter(|&&s| s <= b)
                .map(|&s| b - s)
                .collect()
        }),
        |a, b| Some((b / a) % 3),
    ));
    // Misère Nim on two piles: the player to move loses exactly at (1, 0), (0, 1) and a = b >= 2.
    games.push(grid(
        "misère Nim, two piles, W/L (64×64)",
        0,
        wl_grid(64, true, |a, b| {
            (0..a)
                .map(|x| (x, b))
                .chain((0..b).map(|y| (a, y)))
                .collect()
        }),
        |a, b| Some(u64::from(!(a == b && a >= 2 || a + b == 1))),
    ));
    games.push(grid(
        "mock turtles × turning turtles, product game (coins 1..24)",
        1,
        tartan2(25, &mock_sets, &turtle_sets)[1..]
            .iter()
            .map(|r| r[1..].to_vec())
            .collect(),
        |a, b| Some(nim_mul(mock(a), b)),
    ));
    games.push(subtraction(&[5, 6, 13], 400, "misère W/L"));
    // Euclid's game with Grundy values (the player who cannot move, at a zero, loses):
    // g(a, b) = ⌊max/min⌋... (Nivasch: ⌊|a/b - b/a|⌋).
    let size = 64;
    let mut euclid = vec![vec![0u64; size + 1]; size + 1];
    for s in 2..=2 * size {
        for a in 1..=size {
            if s <= a || s - a > size {
                continue;
            }
            let b = s - a;
            let (hi, lo) = (a.max(b), a.min(b));
            let options: Vec<u64> = (1..=hi / lo)
                .map(|t| hi - t * lo)
                .filter(|&r| r > 0)
                .map(|r| if a >= b { euclid[r][b] } else { euclid[a][r] })
                .collect();
            euclid[a][b] = mex(options);
        }
    }
    games.push(grid(
        "Euclid's game, Grundy (a, b = 1..64)",
        1,
        euclid[1..].iter().map(|r| r[1..].to_vec()).collect(),
        |a, b| {
            let (hi, lo) = (a.max(b) as u128, a.min(b) as u128);
            // ⌊hi/lo - lo/hi⌋ = ⌊(hi² - lo²)/(hi·lo)⌋.
            Some(((hi * hi - lo * lo) / (hi * lo)) as u64)
        },
    ));
    games
}

/// The third set of new games, written after the first detectors and kept out of sight until
/// the end (scored once).
fn unseen3() -> Vec<Game> {
    let mut games = Vec::new();
    games.push(octal("0.4", 400));
    games.push(octal("0.144", 200));
    games.push(octal("0.53", 200));
    games.push(subtraction(&[2, 7, 9], 300, "W/L"));
    // 6-Wythoff: α = √10 - 2, β = α + 6 = √10 + 4.
    games.push(seq(
        "6-Wythoff larger piles, W/L (2000 values)",
        0,
        a_wythoff_coordinate(6, 2000, true),
        |n| Some(u64::from(!in_beatty(n, 8, 40, 2))),
    ));
    // 2-Wythoff: β = 2 + √2.
    games.push(seq(
        "2-Wythoff larger piles, W/L (1500 values)",
        0,
        a_wythoff_coordinate(2, 1500, true),
        |n| Some(u64::from(!in_beatty(n, 4, 8, 2))),
    ));
    // Divide by one, two or three primes: a subtraction game {1, 2, 3} on Ω.
    games.push(smooth(
        "divide by one to three primes (1..700)",
        1,
        divisor_game(700, |n| {
            let mut moves = Vec::new();
            for p in primes_of(n) {
                moves.push(n / p);
                for q in primes_of(n / p) {
                    moves.push(n / p / q);
                    for r in primes_of(n / p / q) {
                        moves.push(n / p / q / r);
                    }
                }
            }
            moves
        }),
        |n| omegas(n).map(|(big, _)| big % 4),
    ));
    // Divide by an odd prime: Ω(n) - v2(n) mod 2.
    games.push(smooth(
        "divide by an odd prime (1..600)",
        1,
        divisor_game(600, |n| {
            primes_of(n)
                .into_iter()
                .filter(|&p| p > 2)
                .map(|p| n / p)
                .collect()
        }),
        |n| omegas(n).map(|(big, _)| (big - val(n, 2)) % 2),
    ));
    // Remove one or two primes entirely: ω(n) mod 3.
    games.push(smooth(
        "remove one or two primes entirely (1..600)",
        1,
        divisor_game(600, |n| {
            let strip = |mut m: usize, p: usize| {
                while m.is_multiple_of(p) {
                    m /= p;
                }
                m
            };
            let mut moves = Vec::new();
            for p in primes_of(n) {
                let m = strip(n, p);
                moves.push(m);
                for q in primes_of(m) {
                    moves.push(strip(m, q));
                }
            }
            moves
        }),
        |n| omegas(n).map(|(_, distinct)| distinct % 3),
    ));
    // Subtract a divisor (n itself included): g(n) = v2(n) + 1.
    games.push(seq(
        "subtract a divisor, Grundy (1..800)",
        1,
        {
            let mut g = vec![0u64; 801];
            for n in 1..=800usize {
                g[n] = mex((1..=n).filter(|d| n % d == 0).map(|d| g[n - d]));
            }
            g[1..].to_vec()
        },
        |n| Some(val(n, 2) + 1),
    ));
    // Subtract 1..a+1 from b: b mod (a + 2).
    games.push(grid(
        "subtract 1..a+1 from b (a, b = 0..99)",
        0,
        (0..100usize)
            .map(|a| {
                let mut g = vec![0u64; 100];
                for b in 1..100 {
                    g[b] = mex((1..=(a + 1).min(b)).map(|t| g[b - t]));
                }
                g
            })
            .collect(),
        |a, b| Some(b % (a + 2)),
    ));
    // Subtract {1, 2} on one pile and Lasker's Nim on the other.
    let size = 48;
    let mut lasker = vec![0u64; size];
    for n in 1..size {
        let mut options: Vec<u64> = lasker[..n].to_vec();
        options.extend((1..n).map(|x| lasker[x] ^ lasker[n - x]));
        lasker[n] = mex(options);
    }
    let mut sum = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            let mut options: Vec<u64> = [1, 2]
                .iter()
                .filter(|&&s| s <= a)
                .map(|&s| sum[a - s][b])
                .collect();
            options.extend((0..b).map(|m| sum[a][m]));
            options.extend((1..b).map(|x| lasker[x] ^ lasker[b - x] ^ (a as u64 % 3)));
            sum[a][b] = mex(options);
        }
    }
    games.push(grid(
        "subtract {1,2} + Lasker's Nim, two piles (48×48)",
        0,
        sum,
        |a, b| {
            let lasker = match b % 4 {
                0 if b == 0 => 0,
                0 => b - 1,
                3 => b + 1,
                _ => b,
            };
            Some((a % 3) ^ lasker)
        },
    ));
    games.push(grid(
        "ruler × mock turtles, product game (coins 1..32)",
        1,
        tartan2(33, &ruler_sets, &mock_sets)[1..]
            .iter()
            .map(|r| r[1..].to_vec())
            .collect(),
        |a, b| Some(nim_mul(ruler(a), mock(b))),
    ));
    // Nim on three piles, the third of 3: the slice c = 3 of the win/lose search.
    let size = 64;
    let mut win = vec![vec![vec![false; 4]; size]; size];
    for c in 0..4 {
        for a in 0..size {
            for b in 0..size {
                win[a][b][c] = (0..a).any(|x| !win[x][b][c])
                    || (0..b).any(|y| !win[a][y][c])
                    || (0..c).any(|z| !win[a][b][z]);
            }
        }
    }
    games.push(grid(
        "Nim, three piles, the third of 3, W/L (64×64)",
        0,
        win.iter()
            .map(|r| r.iter().map(|w| u64::from(w[3])).collect())
            .collect(),
        |a, b| Some(u64::from(a ^ b ^ 3 != 0)),
    ));
    games
}

/// The fourth set of new games, written after the other detectors and scored once before the
/// complementary-pair reading of two-valued tables was added.
#[allow(clippy::needless_range_loop)]
fn unseen4() -> Vec<Game> {
    let mut games = Vec::new();
    games.push(octal("0.15", 300));
    games.push(octal("0.115", 300));
    games.push(octal("0.34", 200));
    games.push(subtraction(&[3, 4, 11], 300, "Grundy"));
    // 7-Wythoff: α = (√53 - 5)/2.
    games.push(seq(
        "7-Wythoff smaller piles, W/L (800 values)",
        0,
        a_wythoff_coordinate(7, 800, false),
        |n| Some(u64::from(!in_beatty(n, -5, 53, 2))),
    ));
    // Divide by p or p²: a subtraction game {1, 2} on each exponent, g(n) = XOR of (e mod 3).
    games.push(smooth(
        "divide by a prime or its square (1..600)",
        1,
        divisor_game(600, |n| {
            let mut moves = Vec::new();
            for p in primes_of(n) {
                moves.push(n / p);
                if (n / p).is_multiple_of(p) {
                    moves.push(n / p / p);
                }
            }
            moves
        }),
        |n| prime_powers(n).map(|f| f.iter().fold(0, |x, &(_, e)| x ^ (e % 3))),
    ));
    // Staircase Nim on two stairs: coins go from stair 1 to the ground or from stair 2 to
    // stair 1; the player to move loses exactly when stair 1 is empty.
    let size = 64;
    let total = 2 * size;
    let mut win = vec![vec![false; total]; total];
    for s in 0..total {
        for x1 in 0..=s {
            let x2 = s - x1;
            if x2 >= total {
                continue;
            }
            // Moves down from stair 1 lower the total; moves from stair 2 keep it, raising x1.
            let down = (0..x1).any(|y| !win[y][x2]);
            win[x1][x2] = down;
        }
        for x1 in (0..=s).rev() {
            let x2 = s - x1;
            if x2 >= total {
                continue;
            }
            let across = (1..=x2).any(|k| x1 + k < total && !win[x1 + k][x2 - k]);
            win[x1][x2] |= across;
        }
    }
    games.push(grid(
        "staircase Nim, two stairs, W/L (64×64)",
        0,
        (0..size)
            .map(|a| (0..size).map(|b| u64::from(win[a][b])).collect())
            .collect(),
        |a, _| Some(u64::from(a != 0)),
    ));
    games.push(grid(
        "rook moving 1 or 2 squares left or down, Grundy (64×64)",
        0,
        sum_grid(64, &|a| (a.saturating_sub(2)..a).collect(), &|b| {
            (b.saturating_sub(2)..b).collect()
        }),
        |a, b| Some((a % 3) ^ (b % 3)),
    ));
    games.push(grid(
        "turning corners: turtles × turtles, product game (coins 1..32)",
        1,
        tartan2(33, &turtle_sets, &turtle_sets)[1..]
            .iter()
            .map(|r| r[1..].to_vec())
            .collect(),
        |a, b| Some(nim_mul(a, b)),
    ));
    // Moore's Nim_2 on three piles (take from one or two piles), the third of 1: the player to
    // move loses exactly when every binary digit sums to 0 mod 3 (Moore).
    let size = 64;
    let mut win = vec![vec![[false; 2]; size]; size];
    for c in 0..2 {
        for a in 0..size {
            for b in 0..size {
                let mut w = false;
                for x in 0..=a {
                    for y in 0..=b {
                        for z in 0..=c {
                            let changed =
                                usize::from(x < a) + usize::from(y < b) + usize::from(z < c);
                            if (1..=2).contains(&changed) && !win[x][y][z] {
                                w = true;
                            }
                        }
                    }
                }
                win[a][b][c] = w;
            }
        }
    }
    games.push(grid(
        "Moore's Nim_2, three piles, the third of 1, W/L (64×64)",
        0,
        win.iter()
            .map(|r| r.iter().map(|w| u64::from(w[1])).collect())
            .collect(),
        |a, b| {
            let lose = (0..64).all(|i| ((a >> i & 1) + (b >> i & 1) + (1 >> i & 1)) % 3 == 0);
            Some(u64::from(!lose))
        },
    ));
    games
}

/// The tables agree with the truths inside them (the searches and the theorems say the same).
#[test]
fn tables_agree_with_their_truths() {
    let games: Vec<Game> = tuning()
        .into_iter()
        .chain(held_out())
        .chain(tuning2())
        .chain(unseen2())
        .chain(unseen3())
        .chain(unseen4())
        .collect();
    assert_tables_agree(&games);
}

#[test]
fn tuning_set() {
    let wrong = score(&tuning()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn held_out_set() {
    let wrong = score(&held_out()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn second_tuning_set() {
    let wrong = score(&tuning2()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn second_unseen_set() {
    let wrong = score(&unseen2()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn third_unseen_set() {
    let wrong = score(&unseen3()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn fourth_unseen_set() {
    let wrong = score(&unseen4()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}
