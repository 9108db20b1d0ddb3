//! The later sets: `unseen2`, `unseen3` and `unseen4` (how each was written and scored is said
//! in the crate's docs).

use crate::games::*;
use explorer::benchmark::{grid, seq, Game};

/// The second set of new games, kept out of sight while the detectors were developed.
pub fn unseen2() -> Vec<Game> {
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
pub fn unseen3() -> Vec<Game> {
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
pub fn unseen4() -> Vec<Game> {
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
