//! Grids of a win/lose game whose losing positions are pairs: Wythoff's `(⌊kφ⌋, ⌊kφ²⌋)`, other
//! Beatty pairs `(⌊kα⌋, ⌊kβ⌋)`, and the cone `min < max < φ·min` (Euclid's game).

use crate::rules::rule::GridRule;
use crate::rules::surd::isqrt;

/// Whether `lo < hi < φ·lo` (the losing positions of Euclid's game), exactly:
/// `(2·hi - lo)² < 5·lo²`; `None` where u128 would overflow.
pub fn in_golden_cone(x: u64, y: u64) -> Option<bool> {
    let (lo, hi) = (x.min(y) as u128, x.max(y) as u128);
    if lo == hi {
        return Some(false);
    }
    let d = 2 * hi - lo;
    Some(d.checked_mul(d)? < 5u128.checked_mul(lo)?.checked_mul(lo)?)
}

/// The positions of value 0 are exactly those with `min < max < φ·min` (Euclid's game).
pub(super) fn golden_cone(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
    if first_a == 0 || first_b == 0 {
        return None;
    }
    let binary = grid.iter().flatten().all(|&v| v <= 1);
    let zeros = grid.iter().flatten().filter(|&&v| v == 0).count();
    let fits = zeros >= 8
        && grid.iter().enumerate().all(|(i, row)| {
            row.iter().enumerate().all(|(j, &v)| {
                let (a, b) = (first_a + i as u64, first_b + j as u64);
                Some(v == 0) == in_golden_cone(a, b)
            })
        });
    if !fits {
        return None;
    }
    let text = format!(
        "g(a, b) = 0 exactly when min(a, b) < max(a, b) < φ·min(a, b){}",
        if binary {
            "; every other value is 1"
        } else {
            ""
        }
    );
    let cells = grid.len() * grid[0].len();
    Some(GridRule::new(text, cells, move |a, b| {
        if a == 0 || b == 0 {
            return None;
        }
        match in_golden_cone(a, b)? {
            true => Some(0),
            false if binary => Some(1),
            false => None,
        }
    }))
}

/// `⌊k·φ⌋ = ⌊(k + √(5k²)) / 2⌋`, exactly.
pub fn floor_k_phi(k: u64) -> u128 {
    let k = k as u128;
    (k + isqrt(5 * k * k)) / 2
}

/// Whether `(x, y)` (in either order) is a Wythoff pair `(⌊kφ⌋, ⌊kφ²⌋) = (⌊kφ⌋, ⌊kφ⌋ + k)`;
/// `None` when `|x - y| >= 2^62` (beyond exact u128 arithmetic here).
pub fn wythoff_pair(x: u64, y: u64) -> Option<bool> {
    let (lo, hi) = (x.min(y), x.max(y));
    let k = hi - lo;
    (k < 1 << 62).then(|| floor_k_phi(k) == lo as u128)
}

/// [`wythoff_pair`], for pairs below `2^62` apart.
pub fn is_wythoff_pair(x: u64, y: u64) -> bool {
    wythoff_pair(x, y).unwrap_or(false)
}

/// The positions of value 0 are the Wythoff pairs (of `a, b` or of `a - 1, b - 1`), over the
/// whole table or outside a corner `max(a, b) < c` (`c <= 3`, misère play: the corner's last
/// layer must hold an exception), with 8 zeros at least outside the corner.
pub(super) fn wythoff(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
    let binary = grid.iter().flatten().all(|&v| v <= 1);
    for corner in 0..=3u64 {
        for shift in [0u64, 1] {
            if first_a < shift || first_b < shift {
                continue;
            }
            let cell = |i: usize, j: usize| (first_a + i as u64, first_b + j as u64);
            let agrees = |i: usize, j: usize, v: u64| {
                let (a, b) = cell(i, j);
                (v == 0) == is_wythoff_pair(a - shift, b - shift)
            };
            let mut zeros = 0;
            let mut exception = corner == 0;
            let fits = grid.iter().enumerate().all(|(i, row)| {
                row.iter().enumerate().all(|(j, &v)| {
                    let (a, b) = cell(i, j);
                    if a.max(b) < corner {
                        exception |= a.max(b) + 1 == corner && !agrees(i, j, v);
                        return true;
                    }
                    zeros += usize::from(v == 0);
                    agrees(i, j, v)
                })
            });
            if !(fits && exception && zeros >= 8) {
                continue;
            }
            let (ta, tb) = if shift == 0 {
                ("a", "b")
            } else {
                ("a-1", "b-1")
            };
            let range = if corner == 0 {
                String::new()
            } else {
                format!(" for max(a, b) >= {corner} (the table's own values below)")
            };
            let text = format!(
                "g(a, b) = 0 exactly when ({ta}, {tb}) or ({tb}, {ta}) is a Wythoff pair (⌊kφ⌋, ⌊kφ²⌋){range}{}",
                if binary { "; every other value is 1" } else { "" }
            );
            let cells = grid.len() * grid[0].len();
            return Some(GridRule::new(text, cells, move |a, b| {
                if a < shift || b < shift || a.max(b) < corner {
                    return None;
                }
                if wythoff_pair(a - shift, b - shift)? {
                    Some(0)
                } else if binary {
                    Some(1)
                } else {
                    None
                }
            }));
        }
    }
    None
}

/// The positions of value 0 are exactly the pairs `(⌊kα⌋, ⌊kβ⌋)` and their mirrors, for
/// quadratic irrationals `α < β` found from the data (each a Beatty set, [`super::beatty`]),
/// as the losing positions of Wythoff-like games are; `β = α + d` when `⌊kβ⌋ - ⌊kα⌋ = d·k`
/// over the table. Checked on every cell.
pub(super) fn beatty_pairs(grid: &[Vec<u64>], first_a: u64, first_b: u64) -> Option<GridRule> {
    use crate::rules::beatty::{beatty_set, BeattySet, Surd};
    if first_a != first_b || first_a > 1 {
        return None;
    }
    let first = first_a;
    let size = grid.len().min(grid[0].len()) as u64;
    let zero = |x: u64, y: u64| grid[(x - first) as usize][(y - first) as usize] == 0;
    // The pairs x <= y inside the square part, by x.
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for x in first..first + size {
        for y in x..first + size {
            if zero(x, y) {
                pairs.push((x, y));
            }
        }
    }
    // One pair per x, x and y increasing (a complete prefix of both sequences).
    if pairs.len() < 12
        || pairs
            .windows(2)
            .any(|w| w[0].0 >= w[1].0 || w[0].1 >= w[1].1)
    {
        return None;
    }
    let lows: Vec<u64> = pairs.iter().map(|p| p.0).collect();
    let highs: Vec<u64> = pairs.iter().map(|p| p.1).collect();
    let steps: Vec<u64> = pairs.iter().map(|&(x, y)| y - x).collect();
    let (low_set, alpha_text) = match beatty_set(&lows, 0) {
        Some(set) => {
            let text = set.alpha_text();
            (set, text)
        }
        None => {
            // Too few pairs in the square for the continued fraction: a complementary pair
            // with β = α + d (1/α + 1/β = 1) has α = (2 - d + √(d² + 4))/2.
            let from = u64::from(pairs[0] != (0, 0));
            let d = steps[1] as i128 - steps[0] as i128;
            let linear = d > 0
                && (0..steps.len()).all(|j| steps[j] as i128 == d * (j as i128 + from as i128));
            if !linear || !complementary(&pairs, from) {
                return None;
            }
            let alpha = Surd {
                p: 2 - d,
                s: 1,
                w: (d * d + 4) as u128,
                q: 2,
            };
            let set = BeattySet {
                alpha,
                from,
                terms: Vec::new(),
                pre: 0,
                period: 0,
            };
            (set, format!("{} (1/α + 1/β = 1)", alpha.text()))
        }
    };
    let from = low_set.from;
    // β = α + d when the gaps grow by d each step, else from the larger coordinates.
    let d = steps.get(1).copied().unwrap_or(0) as i128 - steps[0] as i128;
    let linear = (0..steps.len()).all(|j| steps[j] as i128 == d * (j as i128 + from as i128));
    let (high_set, beta_text) = if linear && d > 0 {
        let alpha = low_set.alpha.plus(d)?;
        let set = BeattySet {
            alpha,
            ..low_set.clone()
        };
        (set, format!("β = α + {d}"))
    } else {
        let set = beatty_set(&highs, 0)?;
        if set.from != from {
            return None;
        }
        let text = format!("β = {}", set.alpha_text());
        (set, text)
    };
    let binary = grid.iter().flatten().all(|&v| v <= 1);
    let is_pair = move |x: u64, y: u64| -> Option<bool> {
        let (lo, hi) = (x.min(y), x.max(y));
        match low_set.index_of(lo) {
            None => Some(false).filter(|_| low_set.contains(lo).is_some()),
            Some(k) => Some(high_set.alpha.floor_times(k)? == hi as i128),
        }
    };
    let fits = grid.iter().enumerate().all(|(i, row)| {
        row.iter().enumerate().all(|(j, &v)| {
            let (x, y) = (first + i as u64, first + j as u64);
            is_pair(x, y) == Some(v == 0)
        })
    });
    if !fits {
        return None;
    }
    let text = format!(
        "g(a, b) = 0 exactly when (a, b) or (b, a) is (⌊kα⌋, ⌊kβ⌋) for some k >= {from}, α = {alpha_text}, {beta_text}{}",
        if binary { "; every other value is 1" } else { "" }
    );
    let cells = grid.len() * grid[0].len();
    Some(GridRule::new(text, cells, move |a, b| {
        match is_pair(a, b)? {
            true => Some(0),
            false if binary => Some(1),
            false => None,
        }
    }))
}

/// Whether the pairs `(x_k, y_k)` (`k >= from`, a pair `(0, 0)` at `k = 0` left out) split the
/// numbers from 1 to the largest `x` seen: each exactly once, as an `x` or a `y`.
fn complementary(pairs: &[(u64, u64)], from: u64) -> bool {
    let skip = usize::from(from == 0);
    let Some(&(top, _)) = pairs.last() else {
        return false;
    };
    let mut count = vec![0u8; top as usize + 1];
    for &(x, y) in &pairs[skip..] {
        for z in [x, y] {
            if z == 0 {
                return false;
            }
            if z <= top {
                count[z as usize] += 1;
            }
        }
    }
    top >= 8 && count[1..].iter().all(|&c| c == 1)
}
