//! The games of the sets, from their definitions: a mex over the moves or a win/lose search,
//! and their truths far away (a theorem, trial division, a longer search).

use cgt_mex::EventualPeriod;
use cgt_octal::{OctalCode, OctalGrundy};
use explorer::benchmark::{seq, seq_at, Game};

/// Far indices with small prime factors only (their truth comes from trial division).
pub const FAR_SMOOTH: [u64; 5] = [
    1_000_000,
    1_000_001,
    (1 << 40) * 59_049,
    1_000_000_000_000_000_000,
    999_983 * 999_979,
];

/// A sequence game asked at [`FAR_SMOOTH`].
pub fn smooth(
    name: &str,
    first: u64,
    values: Vec<u64>,
    truth: impl Fn(u64) -> Option<u64> + 'static,
) -> Game {
    seq_at(name, first, values, truth, &FAR_SMOOTH)
}

pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    (0..).find(|v| seen.binary_search(v).is_err()).unwrap()
}

pub fn isqrt(n: u128) -> u128 {
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
pub fn a_wythoff_losing(a: i64, rows: usize, cols: usize) -> Vec<Vec<bool>> {
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
pub fn floor_surd(k: u64, u: i128, w: u128, v: i128) -> i128 {
    let k = k as u128;
    (u * k as i128 + isqrt(w * k * k) as i128).div_euclid(v)
}

/// The largest `k` with `⌊kα⌋ <= n`, `α = (u + √w)/v > 1`.
pub fn beatty_index(n: u64, u: i128, w: u128, v: i128) -> u64 {
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
pub fn in_beatty(n: u64, u: i128, w: u128, v: i128) -> bool {
    floor_surd(beatty_index(n, u, w, v), u, w, v) == n as i128
}

/// `Ω(n)` and `ω(n)` by trial division (the far indices here have small factors only).
pub fn omegas(mut n: u64) -> Option<(u64, u64)> {
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
pub fn octal(code: &str, n: usize) -> Game {
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
pub fn a_wythoff_coordinate(a: i64, len: usize, larger: bool) -> Vec<u64> {
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
pub fn a_wythoff_grid(a: i64, size: usize) -> Vec<Vec<u64>> {
    let losing = a_wythoff_losing(a, size, size);
    (0..size)
        .map(|x| (0..size).map(|y| u64::from(!losing[x][y])).collect())
        .collect()
}

/// The truth of the a-Wythoff game (Fraenkel): the P-positions are `(⌊kα⌋, ⌊kβ⌋)` and their
/// mirrors, `α = (2 - a + √(a² + 4))/2`, `β = α + a`.
pub fn a_wythoff_truth2(a: i128) -> impl Fn(u64, u64) -> Option<u64> {
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
pub fn sum_grid(
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
pub fn tartan(size: usize, sets: &dyn Fn(usize) -> Vec<Vec<usize>>) -> Vec<Vec<u64>> {
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
pub fn tartan2(
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
pub fn nim_mul(a: u64, b: u64) -> u64 {
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
pub fn ruler_sets(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return Vec::new();
    }
    (1..=n).map(|k| (n + 1 - k..n).collect()).collect()
}

pub fn ruler(n: u64) -> u64 {
    n & n.wrapping_neg()
}

/// `v_p(n)` for `n >= 1`.
pub fn val(mut n: u64, p: u64) -> u64 {
    let mut e = 0;
    while n.is_multiple_of(p) {
        n /= p;
        e += 1;
    }
    e
}

/// The prime factorisation `(p, e)` of `n` by trial division (the far indices here are smooth).
pub fn prime_powers(mut n: u64) -> Option<Vec<(u64, u64)>> {
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
pub fn primes_of(n: usize) -> Vec<usize> {
    prime_powers(n as u64)
        .unwrap()
        .into_iter()
        .map(|(p, _)| p as usize)
        .collect()
}

/// A game on `n = 1..=len` whose moves go from `n` to `moves(n)` (smaller numbers), by a mex.
pub fn divisor_game(len: usize, moves: impl Fn(usize) -> Vec<usize>) -> Vec<u64> {
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
pub fn subtraction(set: &[usize], n: usize, kind: &str) -> Game {
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
pub fn row_games(size: usize, moves: impl Fn(usize, usize) -> Vec<usize>) -> Vec<Vec<u64>> {
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
pub fn turtle_sets(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return Vec::new();
    }
    std::iter::once(vec![])
        .chain((1..n).map(|i| vec![i]))
        .collect()
}

/// Mock Turtles' turning sets at coin `n >= 1` (coins from 1): up to two coins to its left.
pub fn mock_sets(n: usize) -> Vec<Vec<usize>> {
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

pub fn mock(n: u64) -> u64 {
    2 * (n - 1) + u64::from((n - 1).count_ones().is_multiple_of(2))
}

/// The win/lose table (1 = the player to move wins) of a game on two piles, by a search of the
/// positions in order of `a + b` (every move lowers it); `misere`: no move means a win.
pub fn wl_grid(
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
