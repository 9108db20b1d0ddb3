//! Both games against the oracle: the canonical value of every bar from its real cuts (the
//! options of a cut are sums of two or `d` bars, added in the oracle's arena of canonical
//! games), and whole positions of several bars searched move by move.

use crate::*;
use cgt_partizan::{Dyadic, Outcome};
use num_rational::BigRational;
use oracle::partizan::{GameId, Games, OutcomeClass, PartizanSearch, Shape};
use std::collections::HashMap;

/// The canonical value of every bar up to `size x size`, from the real cuts: `cuts(l)` lists
/// the pieces a cut of a side `l` leaves.
fn bar_values(
    size: u64,
    cuts: impl Fn(u64) -> Vec<Vec<u64>>,
) -> (Games, HashMap<(u64, u64), GameId>) {
    let mut games = Games::new();
    let mut value: HashMap<(u64, u64), GameId> = HashMap::new();
    for area in 1..=size * size {
        for l in 1..=size {
            if area % l != 0 || area / l > size {
                continue;
            }
            let r = area / l;
            let side = |pieces: Vec<(u64, u64)>, games: &mut Games| {
                pieces
                    .iter()
                    .map(|p| value[p])
                    .fold(games.zero(), |s, g| games.sum(s, g))
            };
            let left: Vec<GameId> = cuts(l)
                .into_iter()
                .map(|parts| side(parts.iter().map(|&a| (a, r)).collect(), &mut games))
                .collect();
            let right: Vec<GameId> = cuts(r)
                .into_iter()
                .map(|parts| side(parts.iter().map(|&b| (l, b)).collect(), &mut games))
                .collect();
            let g = games.game(left, right);
            value.insert((l, r), g);
        }
    }
    (games, value)
}

fn cutcake_cuts(l: u64) -> Vec<Vec<u64>> {
    (1..l).map(|a| vec![a, l - a]).collect()
}

fn maundy_cuts(l: u64) -> Vec<Vec<u64>> {
    (2..=l)
        .filter(|d| l % d == 0)
        .map(|d| vec![l / d; d as usize])
        .collect()
}

#[test]
fn cutcake_against_canonical_values() {
    let (mut games, value) = bar_values(20, cutcake_cuts);
    for (&(l, r), &g) in &value {
        assert_eq!(
            games.shape(g),
            Shape::Number(BigRational::from_integer(cutcake_value(l, r).into())),
            "{l} x {r}"
        );
    }
}

#[test]
fn maundy_against_canonical_values() {
    let (mut games, value) = bar_values(36, maundy_cuts);
    for (&(l, r), &g) in &value {
        assert_eq!(
            games.shape(g),
            Shape::Number(BigRational::from_integer(maundy_cake_value(l, r).into())),
            "{l} x {r}"
        );
    }
    for n in 1..=36 {
        assert_eq!(maundy_cake_value(n, 1), maundy_count(n) as i64);
    }
}

#[test]
fn sums_of_bars_against_the_whole_game() {
    // Positions of up to three bars (kept sorted), searched move by move: who wins with each
    // player starting, against the sign of the sum of the closed forms.
    let mut search = PartizanSearch::new(|bars: &Vec<(u64, u64)>| {
        let mut left = Vec::new();
        let mut right = Vec::new();
        for (i, &(l, r)) in bars.iter().enumerate() {
            let rest = || {
                let mut rest = bars.clone();
                rest.remove(i);
                rest
            };
            for a in 1..l {
                let mut next = rest();
                next.extend([(a, r), (l - a, r)]);
                next.sort_unstable();
                left.push(next);
            }
            for b in 1..r {
                let mut next = rest();
                next.extend([(l, b), (l, r - b)]);
                next.sort_unstable();
                right.push(next);
            }
        }
        (left, right)
    });
    for a in 1..=4u64 {
        for b in 1..=4u64 {
            for c in 1..=3u64 {
                for d in 1..=3u64 {
                    let mut bars = vec![(a, b), (c, d)];
                    bars.sort_unstable();
                    let total = cutcake_value(a, b) + cutcake_value(c, d);
                    let expected = match Dyadic::integer(total).outcome() {
                        Outcome::Left => OutcomeClass::Left,
                        Outcome::Right => OutcomeClass::Right,
                        _ => OutcomeClass::Second,
                    };
                    assert_eq!(search.outcome(&bars), expected, "{bars:?}");
                }
            }
        }
    }
}

#[test]
fn large_sides() {
    assert_eq!(cutcake_value(1_000_000_000, 1), 999_999_999);
    assert_eq!(cutcake_value(1, 1_000_000_000), -999_999_999);
    assert_eq!(cutcake_value(u64::MAX, 2), (u64::MAX / 2 - 1) as i64);
    assert_eq!(maundy_cake_value(999_999_937, 1), 1); // a prime
    assert_eq!(maundy_cake_value(1 << 30, 3), (1 << 29) - 1);
}
