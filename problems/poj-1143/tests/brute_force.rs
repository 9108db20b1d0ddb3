//! Number Game against the brute force of examples/brute.rs, which closes the forbidden set
//! under addition pair by pair and searches the game with `oracle::GameSearch`: on every
//! position that can occur (all 3,514 reachable from 2..20), one choice at a time and whole
//! answers, lines in random order, and the statement's exact output bytes.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, seq::SliceRandom, SeedableRng};
use std::collections::BTreeSet;

/// Every non-empty position reachable from the full set, by the brute force's moves.
fn reachable() -> Vec<Vec<u32>> {
    let full: Vec<u32> = (2..=20).collect();
    let mut seen = BTreeSet::from([full.clone()]);
    let mut stack = vec![full];
    while let Some(allowed) = stack.pop() {
        for &x in &allowed {
            let next = brute::after(&allowed, x);
            if !next.is_empty() && seen.insert(next.clone()) {
                stack.push(next);
            }
        }
    }
    seen.into_iter().collect()
}

fn mask(numbers: &[u32]) -> u32 {
    numbers.iter().fold(0, |m, &x| m | 1 << (x - 2))
}

#[test]
fn one_choice_forbids_the_additive_closure() {
    let all = reachable();
    assert_eq!(all.len(), 3514);
    for allowed in &all {
        for &x in allowed {
            assert_eq!(
                solution::after_choosing(mask(allowed), x as usize),
                mask(&brute::after(allowed, x)),
                "{allowed:?}, choose {x}"
            );
        }
    }
    // The trap: with the multiples of 5 forbidden, choosing 3 also forbids 11 = 2 * 3 + 5 and
    // 14 = 3 * 3 + 5, which neither the multiples of 3 nor 3 + (a multiple of 5) give.
    let allowed: Vec<u32> = (2..=20).filter(|&y| y % 5 != 0).collect();
    let after = brute::after(&allowed, 3);
    assert_eq!(after, [2, 4, 7]);
    assert_eq!(solution::after_choosing(mask(&allowed), 3), mask(&after));
}

#[test]
fn every_reachable_position_matches_the_brute_force_in_random_order() {
    let mut rng = StdRng::seed_from_u64(1143);
    let mut positions: Vec<Vec<usize>> = reachable()
        .into_iter()
        .map(|p| p.into_iter().map(|x| x as usize).collect())
        .collect();
    positions.shuffle(&mut rng);
    for numbers in positions.iter_mut() {
        numbers.shuffle(&mut rng);
    }
    assert_eq!(solution::report(&positions), brute::report(&positions));
}

#[test]
fn the_output_is_the_statements_to_the_byte() {
    let positions = vec![vec![2, 5], vec![2, 3], vec![2, 3, 4, 5, 6]];
    let expected = "Test Case #1\nThe winning moves are: 2\n\nTest Case #2\nThere's no winning \
                    move.\n\nTest Case #3\nThe winning moves are: 4 5 6\n\n";
    assert_eq!(solution::report(&positions), expected);
    assert_eq!(brute::report(&positions), expected);
    assert_eq!(solution::report(&[]), "");
}
