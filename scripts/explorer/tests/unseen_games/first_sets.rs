//! The first sets: `tuning` (the games the first detectors were developed against),
//! `held_out` (fixed before those detectors, not looked at while tuning them) and `tuning2`
//! (the games the residues, complementary pairs and row periods were developed against).

use crate::games::*;
use explorer::benchmark::{grid, seq, Game};

pub fn tuning() -> Vec<Game> {
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

pub fn held_out() -> Vec<Game> {
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

/// The first set of new games: the ones the new detectors were developed against.
pub fn tuning2() -> Vec<Game> {
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
