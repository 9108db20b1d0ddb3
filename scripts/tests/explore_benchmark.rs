//! The rule finder on games whose tables are computed here from the games' definitions (a mex
//! over the moves, or a win/lose search), and whose far values are known (a theorem, or the
//! period certified by the octal periodicity theorem; a long search where neither exists).
//!
//! For each game: the first values go to the rule finder, which predicts far indices; the
//! answer is right, `?`, or wrong. No answer may be wrong; at least 80% of the games must be
//! predicted right. `cargo test -p scripts --test explore_benchmark -- --nocapture` prints the
//! table.

use cgt_mex::EventualPeriod;
use cgt_octal::{OctalCode, OctalGrundy};
use explorer::rules::{find_grid_rules, find_sequence_rules, grid::is_wythoff_pair};

use explorer::benchmark::{grid, score, seq, Game, Score, Table, FAR};
use std::collections::BTreeSet;

fn mex(set: &BTreeSet<u64>) -> u64 {
    (0..).find(|v| !set.contains(v)).unwrap()
}

/// `g(0..n)` where the options of `k` are given as lists of heaps (values xor-ed).
fn by_mex(n: usize, options: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<u64> {
    let mut g = Vec::with_capacity(n);
    for k in 0..n {
        let options = options(k);
        let mut seen = vec![false; options.len() + 1];
        for heaps in &options {
            let v = heaps.iter().fold(0, |x, &h| x ^ g[h]) as usize;
            if v < seen.len() {
                seen[v] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u64);
    }
    g
}

/// An octal game: values from its moves, truth from the certified period.
fn octal(code: &str, n: usize) -> Game {
    let parsed = OctalCode::parse(code).unwrap();
    let values = by_mex(n, |k| parsed.heap_moves(k));
    let mut engine = OctalGrundy::new(&parsed);
    let period = engine.certify(3_000);
    let truth: Box<dyn Fn(u64) -> Option<u64>> = match period {
        Some(EventualPeriod { preperiod, period }) => {
            engine.extend_to(preperiod + period);
            let base: Vec<u64> = engine.values().iter().map(|&v| v as u64).collect();
            Box::new(move |m: u64| {
                let i = if m < preperiod as u64 {
                    m
                } else {
                    preperiod as u64 + (m - preperiod as u64) % period as u64
                };
                Some(base[i as usize])
            })
        }
        None => Box::new(|_| None),
    };
    Game {
        name: format!("octal {code} ({n} values)"),
        table: Table::Sequence {
            first: 0,
            values,
            truth,
            far: FAR.to_vec(),
        },
    }
}

fn subtraction(set: &[usize], n: usize) -> Game {
    let mut game = octal(&OctalCode::subtraction(set).to_string(), n);
    game.name = format!("subtraction {set:?} ({n} values)");
    game
}

/// The k-multiple game over n = 1..: 0 when the first player loses. The first move takes
/// 1..n-1, every later move at most k times the previous one; taking the last token wins.
fn k_multiple(k: usize, n: usize) -> Game {
    // win[r][m]: the player to move with r tokens left, allowed to take at most m, wins.
    let mut win = vec![vec![false; n + 1]; n + 1];
    for r in 1..=n {
        for m in 1..=r {
            let take_m = m == r || !win[r - m][(k * m).min(r - m)];
            win[r][m] = win[r][m - 1] || take_m;
        }
    }
    let values: Vec<u64> = (1..=n).map(|r| u64::from(r > 1 && win[r][r - 1])).collect();
    let mut a = vec![1u64];
    while *a.last().unwrap() < 2_000_000_000_000_000_000 {
        let last = *a.last().unwrap();
        let m = a.partition_point(|&x| (k as u64) * x < last);
        a.push(last + a[m]);
    }
    let mut game = seq(
        &format!("{k}-multiple take-away, W/L (n = 1..{n})"),
        1,
        values,
        move |q| Some(u64::from(a.binary_search(&q).is_err())),
    );
    if k == 2 {
        game.name = format!("Fibonacci Nim = 2-multiple take-away, W/L (n = 1..{n})");
    }
    game
}

fn lieges_truth(k: u64, n: u64) -> u64 {
    if k & 1 == 0 {
        if n <= 2 {
            n
        } else {
            u64::from(n & 1 == 0)
        }
    } else if n < 5 {
        [0, 1, 0, 1, 2][n as usize]
    } else if n % 2 == 1 {
        0
    } else if lieges_truth(k, n / 2) == 1 {
        2
    } else {
        1
    }
}

/// Lieges of Legendre: take one cow, or split a pile of 2x into k piles of x.
fn lieges(k: usize, n: usize) -> Game {
    let values = by_mex(n, |m| {
        let mut options = Vec::new();
        if m >= 1 {
            options.push(vec![m - 1]);
        }
        if m >= 2 && m % 2 == 0 {
            options.push(vec![m / 2; k]);
        }
        options
    });
    seq(
        &format!("Lieges of Legendre k = {k} ({n} values)"),
        0,
        values,
        move |q| Some(lieges_truth(k as u64, q)),
    )
}

/// A win/lose table of a game on pairs, by search over the moves.
fn wl_grid(n: usize, moves: impl Fn(usize, usize) -> Vec<(usize, usize)>) -> Vec<Vec<u64>> {
    let mut win = vec![vec![false; n]; n];
    for s in 0..2 * n {
        for a in 0..n {
            if s < a || s - a >= n {
                continue;
            }
            let b = s - a;
            win[a][b] = moves(a, b).into_iter().any(|(x, y)| !win[x][y]);
        }
    }
    win.iter()
        .map(|row| row.iter().map(|&w| u64::from(w)).collect())
        .collect()
}

/// Grundy values of a game on pairs whose moves lower a + b.
fn grundy_grid(n: usize, moves: impl Fn(usize, usize) -> Vec<(usize, usize)>) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; n]; n];
    for s in 0..2 * n {
        for a in 0..n {
            if s < a || s - a >= n {
                continue;
            }
            let b = s - a;
            let set: BTreeSet<u64> = moves(a, b).into_iter().map(|(x, y)| g[x][y]).collect();
            g[a][b] = mex(&set);
        }
    }
    g
}

fn nim_moves(a: usize, b: usize) -> Vec<(usize, usize)> {
    (0..a)
        .map(|x| (x, b))
        .chain((0..b).map(|y| (a, y)))
        .collect()
}

fn wythoff_moves(a: usize, b: usize) -> Vec<(usize, usize)> {
    let mut m = nim_moves(a, b);
    m.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    m
}

#[allow(clippy::vec_init_then_push)]
fn games() -> Vec<Game> {
    let mut games = Vec::new();
    games.push(seq(
        "Nim, one pile (300 values)",
        0,
        by_mex(300, |k| (0..k).map(|j| vec![j]).collect()),
        Some,
    ));
    games.push(subtraction(&[1, 2, 3], 200));
    games.push(subtraction(&[1, 3, 4], 300));
    games.push(subtraction(&[2, 5, 7], 400));
    games.push(subtraction(&[1, 4], 300));
    games.push(subtraction(&[3, 4, 9], 500));
    games.push(octal("0.07", 500));
    games.push(octal("0.77", 500));
    games.push(octal("0.137", 500));
    games.push(octal("0.71", 400));
    games.push(octal("0.51", 400));
    games.push(octal("0.6", 500));
    // Lasker's Nim: take any number from a pile, or split it into two non-empty piles.
    let lasker = by_mex(600, |k| {
        let mut o: Vec<Vec<usize>> = (0..k).map(|j| vec![j]).collect();
        o.extend((1..k).map(|a| vec![a, k - a]));
        o
    });
    games.push(seq("Lasker's Nim (600 values)", 0, lasker, |n| {
        Some(match n % 4 {
            0 if n == 0 => 0,
            0 => n - 1,
            3 => n + 1,
            _ => n,
        })
    }));
    // Take a power of two.
    let powers = by_mex(600, |k| {
        (0..63)
            .map(|e| 1usize << e)
            .take_while(|&p| p <= k)
            .map(|p| vec![k - p])
            .collect()
    });
    games.push(seq("subtract a power of 2 (600 values)", 0, powers, |n| {
        Some(n % 3)
    }));
    // Ruler game: flip a run of coins ending at the head at n (any length); coins 1..
    let mut ruler = vec![0u64];
    for n in 1..1000usize {
        let mut set = BTreeSet::new();
        let mut x = 0;
        for len in 1..=n {
            set.insert(x);
            if len < n {
                x ^= ruler[n - len];
            }
        }
        ruler.push(mex(&set));
    }
    games.push(seq(
        "ruler game (coins 1..1000)",
        1,
        ruler[1..].to_vec(),
        |n| Some(1 << n.trailing_zeros()),
    ));
    // Mock turtles: flip 1, 2 or 3 coins, the rightmost from heads to tails; coins 0..
    let mut mock: Vec<u64> = Vec::new();
    for n in 0..160usize {
        let mut set = BTreeSet::from([0]);
        for a in 0..n {
            set.insert(mock[a]);
            for b in a + 1..n {
                set.insert(mock[a] ^ mock[b]);
            }
        }
        mock.push(mex(&set));
    }
    games.push(seq("mock turtles (coins 0..160)", 0, mock, |n| {
        Some(2 * n + 1 - (n.count_ones() as u64 & 1))
    }));
    // Turning turtles: flip one or two coins.
    let turtles = by_mex(300, |k| {
        std::iter::once(vec![])
            .chain((0..k).map(|j| vec![j]))
            .collect()
    });
    games.push(seq("turning turtles (coins 0..300)", 0, turtles, |n| {
        Some(n + 1)
    }));
    for k in 1..=5 {
        games.push(k_multiple(k, 700));
    }
    games.push(lieges(1, 1000));
    games.push(lieges(3, 1000));
    games.push(lieges(2, 1000));
    // Grundy's game: split a heap into two unequal heaps.
    let grundys = by_mex(600, |k| {
        (1..k.div_ceil(2)).map(|a| vec![a, k - a]).collect()
    });
    games.push(seq("Grundy's game (600 values)", 0, grundys, |_| None));
    // The divisor game: subtract a proper divisor; W/L.
    let mut divisor_win = vec![false; 1001];
    for n in 2..=1000 {
        divisor_win[n] = (1..n).any(|d| n % d == 0 && !divisor_win[n - d]);
    }
    let divisor: Vec<u64> = (1..=1000).map(|n| u64::from(divisor_win[n])).collect();
    games.push(seq(
        "subtract a proper divisor, W/L (n = 1..1000)",
        1,
        divisor,
        |n| Some(1 - n % 2),
    ));
    // Bachet: take 1..5; W/L.
    let mut bachet = vec![false; 500];
    for n in 1..500 {
        bachet[n] = (1..=5.min(n)).any(|t| !bachet[n - t]);
    }
    games.push(seq(
        "take 1..5, W/L (500 values)",
        0,
        bachet.iter().map(|&w| u64::from(w)).collect(),
        |n| Some(u64::from(n % 6 != 0)),
    ));
    // Take a square: no known rule.
    let squares = by_mex(600, |k| {
        (1..)
            .map(|s| s * s)
            .take_while(|&s| s <= k)
            .map(|s| vec![k - s])
            .collect()
    });
    games.push(seq("subtract a square (600 values)", 0, squares, |_| None));

    // Grids.
    let n = 64;
    games.push(grid(
        "Nim, two piles, Grundy (64×64)",
        0,
        grundy_grid(n, nim_moves),
        |a, b| Some(a ^ b),
    ));
    games.push(grid(
        "Nim, two piles, W/L (64×64)",
        0,
        wl_grid(n, nim_moves),
        |a, b| Some(u64::from(a != b)),
    ));
    games.push(grid(
        "Wythoff, W/L (100×100)",
        0,
        wl_grid(100, wythoff_moves),
        |a, b| Some(u64::from(!is_wythoff_pair(a, b))),
    ));
    games.push(grid(
        "Wythoff, Grundy (64×64)",
        0,
        grundy_grid(n, wythoff_moves),
        |_, _| None,
    ));
    // E&D's group: remove one pile, split the other into two non-empty piles.
    let ed = {
        let m = 64;
        let mut g = vec![vec![0u64; m + 1]; m + 1];
        for s in 2..=2 * m {
            for a in 1..=m {
                if s <= a || s - a > m {
                    continue;
                }
                let b = s - a;
                let mut set = BTreeSet::new();
                for keep in [a, b] {
                    for c in 1..keep {
                        set.insert(g[c][keep - c]);
                    }
                }
                g[a][b] = mex(&set);
            }
        }
        (1..=m).map(|a| g[a][1..].to_vec()).collect::<Vec<_>>()
    };
    games.push(grid("E&D group (a, b = 1..64)", 1, ed, |a, b| {
        Some((((a - 1) | (b - 1)).trailing_ones()) as u64)
    }));
    // Corner the king: one step left, down, or diagonally down-left.
    let king_moves = |a: usize, b: usize| {
        let mut m = Vec::new();
        if a > 0 {
            m.push((a - 1, b));
        }
        if b > 0 {
            m.push((a, b - 1));
        }
        if a > 0 && b > 0 {
            m.push((a - 1, b - 1));
        }
        m
    };
    games.push(grid(
        "corner the king, W/L (64×64)",
        0,
        wl_grid(n, king_moves),
        |a, b| Some(u64::from(a % 2 == 1 || b % 2 == 1)),
    ));
    // Two heaps of subtraction {1, 3, 4}: sum of games.
    let s134 = |x: u64| [0u64, 1, 0, 1, 2, 3, 2][(x % 7) as usize];
    let sum_moves = |a: usize, b: usize| {
        let mut m = Vec::new();
        for s in [1, 3, 4] {
            if a >= s {
                m.push((a - s, b));
            }
            if b >= s {
                m.push((a, b - s));
            }
        }
        m
    };
    games.push(grid(
        "two heaps of subtraction {1,3,4}, Grundy (64×64)",
        0,
        grundy_grid(n, sum_moves),
        move |a, b| Some(s134(a) ^ s134(b)),
    ));
    // Two-row Chomp (top row a >= bottom row b; the grid is indexed by (max, min) of the
    // rows), W/L; the last square is poison, (1, 0) loses.
    let chomp = {
        let m = 64;
        let mut win = vec![vec![false; m]; m];
        for top in 1..m {
            for bottom in 0..=top {
                let mut moves = Vec::new();
                // Bite at column c of the top row: both rows shortened to c (c >= 1 leaves poison).
                for c in 1..top {
                    moves.push((c, bottom.min(c)));
                }
                for c in 0..bottom {
                    moves.push((top, c));
                }
                win[top][bottom] = moves.into_iter().any(|(t, b)| !win[t][b]);
            }
        }
        (1..m)
            .map(|a| (1..m).map(|b| u64::from(win[a.max(b)][a.min(b)])).collect())
            .collect::<Vec<_>>()
    };
    games.push(grid(
        "two-row Chomp (rows max, min of a, b = 1..63), W/L",
        1,
        chomp,
        |a, b| Some(u64::from(a.abs_diff(b) != 1)),
    ));
    // Euclid's game: subtract a positive multiple of the smaller from the larger; who makes a
    // zero wins. (a, b = 1..64).
    let euclid = {
        let m = 65;
        let mut win = vec![vec![false; m]; m];
        for (a, row) in win.iter_mut().enumerate().skip(1) {
            for (b, cell) in row.iter_mut().enumerate().skip(1) {
                *cell = a.max(b) % a.min(b) == 0;
            }
        }
        for s in 2..2 * m {
            for a in 1..m {
                if s <= a || s - a >= m {
                    continue;
                }
                let b = s - a;
                let (hi, lo) = (a.max(b), a.min(b));
                if hi % lo != 0 {
                    win[a][b] = (1..=hi / lo).any(|t| !win[hi - t * lo][lo]);
                }
            }
        }
        (1..m)
            .map(|a| win[a][1..].iter().map(|&w| u64::from(w)).collect())
            .collect::<Vec<_>>()
    };
    games.push(grid(
        "Euclid's game, W/L (a, b = 1..64)",
        1,
        euclid,
        |a, b| {
            // First player wins iff max >= φ·min or max = min: max·2 >= min·(1 + √5).
            let (hi, lo) = (a.max(b) as u128, a.min(b) as u128);
            let wins = hi == lo || {
                let t = 2 * hi - lo;
                t * t >= 5 * lo * lo
            };
            Some(u64::from(wins))
        },
    ));
    // Moore's Nim with k = 2 on two piles: take from one or both piles, any amounts.
    games.push(grid(
        "Moore's Nim_2, two piles, W/L (40×40)",
        0,
        wl_grid(40, |a, b| {
            let mut m = Vec::new();
            for x in 0..=a {
                for y in 0..=b {
                    if (x, y) != (a, b) {
                        m.push((x, y));
                    }
                }
            }
            m
        }),
        |a, b| Some(u64::from(a + b > 0)),
    ));
    games
}

#[test]
fn benchmark_of_games() {
    let clock = std::time::Instant::now();
    let games = games();
    let built = clock.elapsed();
    let Score { right, wrong, .. } = score(&games);
    println!(
        "tables built in {built:.2?}, analysed in {:.2?}",
        clock.elapsed() - built
    );
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
    assert!(games.len() >= 30);
    assert!(
        right * 10 >= games.len() * 8,
        "{right} of {} right",
        games.len()
    );
}

/// The rules the README shows, found on the tables computed from the games' definitions.
#[test]
fn rules_of_the_readme_games() {
    let games = games();
    let rules_of = |prefix: &str| -> Vec<String> {
        let game = games.iter().find(|g| g.name.starts_with(prefix)).unwrap();
        match &game.table {
            Table::Sequence { first, values, .. } => find_sequence_rules(values, *first)
                .iter()
                .map(|r| r.describe().to_string())
                .collect(),
            Table::Grid { first, grid, .. } => find_grid_rules(grid, *first, *first)
                .iter()
                .map(|r| r.describe().to_string())
                .collect(),
        }
    };
    let has = |prefix: &str, rule: &str| {
        let rules = rules_of(prefix);
        assert!(rules.iter().any(|r| r == rule), "{prefix}: {rules:?}");
    };
    has("E&D group", "g(a, b) = h((a-1) | (b-1)) where h(x) = lowest zero bit of x for x >= 0; h(2m) = 0 for m >= 1, h(2m + 1) = h(m) + 1 for m >= 1");
    has("1-multiple", "positions of value 0: a(i) = 2·a(i-1) from i = 1 (a = 1, 2, 4, 8, 16, 32, 64, 128, ...); every other value is 1");
    has("Fibonacci Nim", "positions of value 0: a(i) = a(i-1) + a(i-2) from i = 2 (a = 1, 2, 3, 5, 8, 13, 21, 34, ...); every other value is 1");
    has("3-multiple", "positions of value 0: a(i) = a(i-1) + a(i-4) from i = 5 (a = 1, 2, 3, 4, 6, 8, 11, 15, ...); every other value is 1");
    for k in 2..=5 {
        let name = if k == 2 {
            "Fibonacci Nim".to_string()
        } else {
            format!("{k}-multiple")
        };
        assert!(
            rules_of(&name).iter().any(|r| r.contains(&format!(
                "a(i+1) = a(i) + a(m), m least with {k}·a(m) >= a(i), from i = 0"
            ))),
            "{name}"
        );
    }
    has(
        "Lieges of Legendre k = 3",
        "g(2m) = [1, 2, 1][g(m)] for m >= 3 (each entry seen on 84 or more separate ranges of m), g(2m + 1) = 0 for m >= 2",
    );
    has(
        "Lieges of Legendre k = 2",
        "g(n + 2) = g(n) from n = 3 (period 2: 0, 1)",
    );
    has("Lasker's Nim", "g(n + 4) = g(n) + 4 from n = 1");
    has("Wythoff, W/L", "g(a, b) = 0 exactly when (a, b) or (b, a) is a Wythoff pair (⌊kφ⌋, ⌊kφ²⌋); every other value is 1");
}

/// The CPU time of this thread so far (user and system): what a benchmark reports, as wall
/// time swings with the machine's load.
fn cpu_time() -> std::time::Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to write.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    std::time::Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// The cost (CPU time) of the rule finder on a 10^5 sequence and a 128×128 grid (run with
/// `--release --ignored --nocapture`).
#[test]
#[ignore]
fn cost_of_the_detectors() {
    use explorer::rules::{beatty, features, halving, losing, periodic, scale};
    let lasker: Vec<u64> = (0..100_000u64)
        .map(|n| match n % 4 {
            0 if n == 0 => 0,
            0 => n - 1,
            3 => n + 1,
            _ => n,
        })
        .collect();
    let noise: Vec<u64> = (0..100_000u64)
        .map(|n| (n.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 61) & 3)
        .collect();
    let wythoff: Vec<u64> = {
        // 0 at ⌊kφ²⌋ = ⌊k(3 + √5)/2⌋, exactly.
        let mut values = vec![1u64; 100_000];
        for k in 0u128.. {
            let x = ((3 * k + isqrt(5 * k * k)) / 2) as usize;
            if x >= values.len() {
                break;
            }
            values[x] = 0;
        }
        values
    };
    let omega: Vec<u64> = (1..=100_000u64)
        .map(|mut n| {
            let mut count = 0;
            let mut p = 2;
            while p * p <= n {
                while n % p == 0 {
                    n /= p;
                    count += 1;
                }
                p += 1;
            }
            count + u64::from(n > 1)
        })
        .collect();
    let omega3: Vec<u64> = omega.iter().map(|&w| w % 3).collect();
    let seven_wythoff: Vec<u64> = {
        // 0 at ⌊kα⌋, α = (√53 - 5)/2: the 7-Wythoff game's smaller piles.
        let alpha = explorer::rules::beatty::Surd {
            p: -5,
            s: 1,
            w: 53,
            q: 2,
        };
        let mut values = vec![1u64; 100_000];
        for k in 0.. {
            let x = alpha.floor_times(k).unwrap() as usize;
            if x >= values.len() {
                break;
            }
            values[x] = 0;
        }
        values
    };
    let quotients: Vec<u64> = {
        // Moves n -> ⌊n/c⌋, c = 2..5: a game of scale (base 10).
        let mut g = vec![0u64; 100_000];
        for n in 1..g.len() {
            let options: Vec<u64> = (2..=5).map(|c| g[n / c]).collect();
            g[n] = (0..).find(|v| !options.contains(v)).unwrap();
        }
        g
    };
    for (name, values) in [
        ("n -> ⌊n/c⌋, c = 2..5, 10^5", &quotients),
        ("Ω(n) mod 3 10^5", &omega3),
        ("7-Wythoff smaller piles W/L 10^5", &seven_wythoff),
        ("Lasker 10^5", &lasker),
        ("noise 10^5", &noise),
        ("Wythoff ⌊kφ²⌋ W/L 10^5", &wythoff),
        ("Ω(n) 10^5", &omega),
    ] {
        let time = |f: &dyn Fn()| {
            let start = cpu_time();
            f();
            cpu_time() - start
        };
        println!(
            "{name}: periodic {:.2?}, beatty {:.2?}, features {:.2?}, pairs of features {:.2?}, capped {:.2?}, residues {:.2?}, halving {:.2?}, scale {:.2?}, losing {:.2?}, all {:.2?}",
            time(&|| {
                periodic::find(values, 0);
            }),
            time(&|| {
                beatty::find(values, 0);
            }),
            time(&|| {
                features::find(values, 0);
            }),
            time(&|| {
                features::find_combined(values, 0);
            }),
            time(&|| {
                features::find_capped(values, 0);
            }),
            time(&|| {
                features::find_residue(values, 0);
            }),
            time(&|| {
                halving::find(values, 0);
            }),
            time(&|| {
                scale::find(values, 0);
            }),
            time(&|| {
                losing::find(values, 0);
            }),
            time(&|| {
                find_sequence_rules(values, 0);
            }),
        );
    }
    let ed: Vec<Vec<u64>> = (1..=128u64)
        .map(|a| {
            (1..=128u64)
                .map(|b| ((a - 1) | (b - 1)).trailing_ones() as u64)
                .collect()
        })
        .collect();
    let noise: Vec<Vec<u64>> = (0..128u64)
        .map(|a| {
            (0..128u64)
                .map(|b| ((a * 131 + b).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 61) & 3)
                .collect()
        })
        .collect();
    let product: Vec<Vec<u64>> = (1..=128u64)
        .map(|a| {
            (1..=128u64)
                .map(|b| {
                    explorer::rules::grid::nim_product(a & a.wrapping_neg(), b & b.wrapping_neg())
                })
                .collect()
        })
        .collect();
    let rows: Vec<Vec<u64>> = (0..128u64)
        .map(|a| (0..128u64).map(|b| b % (a + 1)).collect())
        .collect();
    let four_wythoff: Vec<Vec<u64>> = {
        // The 4-Wythoff game's losing pairs (⌊kα⌋, ⌊kα⌋ + 4k), α = √5 - 1 (Fraenkel).
        let alpha = explorer::rules::beatty::Surd {
            p: -2,
            s: 1,
            w: 20,
            q: 2,
        };
        let mut grid = vec![vec![1u64; 128]; 128];
        for k in 0..128u64 {
            let lo = alpha.floor_times(k).unwrap() as usize;
            let hi = lo + 4 * k as usize;
            if hi < 128 {
                grid[lo][hi] = 0;
                grid[hi][lo] = 0;
            }
        }
        grid
    };
    let one_or_a: Vec<Vec<u64>> = (1..=128u64)
        .map(|a| {
            (1..=128u64)
                .map(|b| {
                    let r = b % (a + 1);
                    if a % 2 == 0 && r == a {
                        2
                    } else {
                        r % 2
                    }
                })
                .collect()
        })
        .collect();
    for (name, grid, first) in [
        ("4-Wythoff W/L 128×128", &four_wythoff, 0),
        ("subtract 1 or a 128×128", &one_or_a, 1),
        ("E&D 128×128", &ed, 1),
        ("noise 128×128", &noise, 0),
        ("ruler × ruler 128×128", &product, 1),
        ("b mod (a + 1) 128×128", &rows, 0),
    ] {
        let start = cpu_time();
        let rules = find_grid_rules(grid, first, first);
        println!(
            "{name}: all grid families {:.2?} ({} rules)",
            cpu_time() - start,
            rules.len()
        );
    }
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
