//! The player of `src/main.rs` against the interactor's judge (`examples/interactor.rs`), in
//! process: random small and large games, every policy; and the judge's one-turn search against
//! a brute force over every small y.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/interactor.rs"]
#[allow(dead_code)]
mod interactor;

use interactor::{judge_pile, State, MAX_Y, TURNS};
use oracle::interact::Policy;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Plays one game; panics unless the solution wins within 1000 turns with valid y.
fn play(piles: [i64; 3], policy: Policy, seed: u64) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut state = State { piles, last: None };
    let mut player = solution::Player::new(piles.map(|p| p as u64));
    for turn in 1..=TURNS {
        let y = player.next_y();
        assert!(
            (1..=MAX_Y as u64).contains(&y),
            "{piles:?}: turn {turn}: y = {y}"
        );
        match judge_pile(&state, y as i64, policy, &mut rng) {
            None => return turn,
            Some(p) => {
                state.put(y as i64, p);
                player.judge_put(y, p);
            }
        }
    }
    panic!("{piles:?} {policy:?} seed {seed}: the judge survived {TURNS} turns");
}

#[test]
fn every_game_is_won_within_three_turns() {
    let mut rng = StdRng::seed_from_u64(1375);
    for round in 0..3000 {
        let top = if round % 2 == 0 { 12 } else { 1_000_000_000 };
        let piles = loop {
            let p: [i64; 3] = std::array::from_fn(|_| rng.random_range(1..=top));
            if p[0] != p[1] && p[1] != p[2] && p[0] != p[2] {
                break p;
            }
        };
        for policy in Policy::ALL {
            let turns = play(piles, policy, round);
            assert!(turns <= 3, "{piles:?} {policy:?}: {turns} turns");
        }
    }
}

#[test]
fn the_one_turn_search_matches_every_small_y() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..500 {
        let piles: [i64; 3] = std::array::from_fn(|_| rng.random_range(1..=20));
        if piles[0] == piles[1] || piles[1] == piles[2] || piles[0] == piles[2] {
            continue;
        }
        let last = [None, Some(0), Some(1), Some(2)][rng.random_range(0..4)];
        let state = State { piles, last };
        let brute = (1..=40).any(|y| state.safe(y).is_empty());
        assert_eq!(state.first_wins_now(), brute, "{state:?}");
    }
}

#[test]
fn the_judge_as_first_player_beats_every_second_player() {
    // Whatever safe pile a second player takes, the judge's y leave it none within 3 turns.
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..3000 {
        let piles = loop {
            let p: [i64; 3] = std::array::from_fn(|_| rng.random_range(1..=1_000_000_000));
            if p[0] != p[1] && p[1] != p[2] && p[0] != p[2] {
                break p;
            }
        };
        let mut state = State { piles, last: None };
        let mut turns = 0;
        loop {
            let y = interactor::judge_y(&state);
            assert!((1..=MAX_Y).contains(&y));
            let safe = state.safe(y);
            if safe.is_empty() {
                break;
            }
            turns += 1;
            assert!(turns < 3, "{piles:?}: the second player survives");
            state.put(y, safe[rng.random_range(0..safe.len())]);
        }
    }
}
