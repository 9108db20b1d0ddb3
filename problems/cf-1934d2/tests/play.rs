//! The Alice of `src/main.rs` against the interactor's Bob (`examples/interactor.rs`), in
//! process: every n below the judge's table and random n up to 1e18, every policy; and the
//! popcount rule the judge uses past its table, against that table.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/interactor.rs"]
#[allow(dead_code)]
mod interactor;

use interactor::{bad_break, breakable, Judge, MAX_BREAKS, TABLE};
use oracle::interact::Policy;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn the_table_of_the_definition_is_the_popcount_rule() {
    let table = interactor::wins_table();
    for p in 1..TABLE {
        assert_eq!(table[p as usize], solution::mover_wins(p), "p = {p}");
    }
}

/// Plays one game; panics unless Alice wins with valid breaks, within the limit. Returns her
/// number of breaks.
fn play(judge: &Judge, n: u64, policy: Policy, rng: &mut StdRng) -> usize {
    let mut offered = vec![n];
    let mut breaks = 0;
    let mut bob_break = None;
    if solution::plays_first(n) {
        bob_break = Some((0, 0)); // a marker: Alice breaks n itself
    }
    loop {
        if let Some((b1, b2)) = bob_break {
            let (p1, p2) = if breaks == 0 && (b1, b2) == (0, 0) {
                solution::split(n)
            } else {
                solution::answer(b1, b2)
            };
            if let Some(why) = bad_break(p1 as i64, p2 as i64, &offered) {
                panic!("n = {n} {policy:?}: break {}: {p1} {p2} {why}", breaks + 1);
            }
            breaks += 1;
            offered = vec![p1, p2];
            assert!(
                breaks < MAX_BREAKS || !offered.iter().any(|&p| breakable(p)),
                "n = {n} {policy:?}: {MAX_BREAKS} breaks"
            );
        }
        match judge.bob(&offered, policy, rng) {
            None => return breaks,
            Some(b) => {
                offered = vec![b.0, b.1];
                bob_break = Some(b);
            }
        }
    }
}

#[test]
fn alice_wins_every_small_game_against_every_policy() {
    let judge = Judge::new();
    let mut rng = StdRng::seed_from_u64(1934);
    for n in 1..TABLE {
        for policy in Policy::ALL {
            for _ in 0..3 {
                play(&judge, n, policy, &mut rng);
            }
        }
    }
}

#[test]
fn alice_wins_large_games_within_the_break_limit() {
    let judge = Judge::new();
    let mut rng = StdRng::seed_from_u64(2);
    let mut longest = 0;
    for round in 0..3000 {
        let n = match round % 3 {
            0 => rng.random_range(1..=1_000_000_000_000_000_000u64),
            1 => (1u64 << 60) - 1 - (1 << rng.random_range(0..59)),
            _ => 1u64 << rng.random_range(0..60) | 1,
        }
        .min(1_000_000_000_000_000_000);
        for policy in Policy::ALL {
            longest = longest.max(play(&judge, n, policy, &mut rng));
        }
    }
    assert!(longest <= 60, "{longest} breaks");
}
