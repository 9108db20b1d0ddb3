//! The player of `src/main.rs` against the interactor's judge (`examples/interactor.rs`), in
//! process: every small game, every policy, several seeds. The judge's table is checked against
//! a search of the game's definition first.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/interactor.rs"]
#[allow(dead_code)]
mod interactor;

use oracle::interact::Policy;
use oracle::GameSearch;
use rand::{rngs::StdRng, SeedableRng};

#[test]
fn the_judges_table_is_the_games_definition() {
    for k in 1..=6u64 {
        let mut search = GameSearch::new(|&m: &u64| (1..=k.min(m)).map(|x| m - x).collect());
        let lost = interactor::lost_table(60, k as usize);
        for m in 0..=60u64 {
            assert_eq!(lost[m as usize], !search.wins(&m), "m = {m}, k = {k}");
        }
    }
}

/// Plays one game; panics on an illegal move or a loss of the player.
fn play(n: u64, k: u64, policy: Policy, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let lost = interactor::lost_table(n as usize, k as usize);
    let mut player = solution::Player::new(n, k);
    let mut left = n;
    let mut judge = None;
    if !player.plays_first() {
        let opening = interactor::judge_move(left, k, &lost, policy, &mut rng);
        let opening = opening.expect("a pile to open on");
        left -= opening;
        judge = Some(opening);
    }
    loop {
        let Some(x) = player.play(judge) else {
            panic!("{n} {k} {policy:?} seed {seed}: no stone is left for the player: it lost")
        };
        assert!(
            (1..=k.min(left)).contains(&x),
            "{n} {k} {policy:?} seed {seed}: takes {x} of {left}"
        );
        left -= x;
        match interactor::judge_move(left, k, &lost, policy, &mut rng) {
            None => return,
            Some(y) => {
                left -= y;
                judge = Some(y);
            }
        }
    }
}

#[test]
fn the_player_wins_every_small_game_against_every_policy() {
    for n in 1..=30 {
        for k in 1..=6 {
            for policy in Policy::ALL {
                for seed in 1..=3 {
                    play(n, k, policy, seed);
                }
            }
        }
    }
}
