//! The player of `src/main.rs` against the interactor's judge (`examples/interactor.rs`), in
//! process: every small game, every policy, several seeds. The judge's table is checked against
//! a search of the game's definition first.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/interactor.rs"]
#[allow(dead_code)]
mod interactor;

use interactor::{judge_move, Game};
use oracle::interact::Policy;
use oracle::SumSearch;
use rand::{rngs::StdRng, SeedableRng};

#[test]
fn judge_table_matches_a_search_of_the_definition() {
    for l in 1..=6 {
        for r in l..=8 {
            // A run of s cards: take y in l..=r at offset i, leaving runs i and s - y - i.
            let mut search = SumSearch::new(move |&s: &usize| {
                let mut options = Vec::new();
                for y in l..=r.min(s) {
                    for i in 0..=s - y {
                        options.push([i, s - y - i].into_iter().filter(|&k| k > 0).collect());
                    }
                }
                options
            });
            let g = interactor::run_values(40, l, r);
            for (s, &v) in g.iter().enumerate() {
                assert_eq!(v, search.component(&s), "s = {s}, L = {l}, R = {r}");
            }
        }
    }
}

#[test]
fn solution_table_matches_the_judge_table() {
    for l in 1..=9 {
        assert_eq!(
            solution::run_values(300, l),
            interactor::run_values(300, l, l)
        );
    }
}

/// Plays one game; panics on an illegal move or a loss of the solution.
fn play(n: usize, l: usize, r: usize, policy: Policy, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Game::new(n, l, r);
    let mut player = solution::Player::new(n, l, r);
    let mut judge = None;
    if !player.plays_first() {
        match judge_move(&game, policy, &mut rng) {
            None => panic!("the judge cannot open {n} {l} {r}"),
            Some(m) => {
                game.apply(m);
                judge = Some(m);
            }
        }
    }
    for number in 1.. {
        let Some((x, y)) = player.play(judge) else {
            panic!("{n} {l} {r} {policy:?} seed {seed}: the solution has no move {number}")
        };
        if let Some(why) = game.illegal(x as i64, y as i64) {
            panic!("{n} {l} {r} {policy:?} seed {seed}: move {number}: {x} {y} {why}");
        }
        game.apply((x, y));
        match judge_move(&game, policy, &mut rng) {
            None => return,
            Some(m) => {
                game.apply(m);
                judge = Some(m);
            }
        }
    }
}

#[test]
fn every_small_game_is_won_against_every_policy() {
    for n in 1..=16 {
        for l in 1..=n {
            for r in l..=n {
                for policy in Policy::ALL {
                    for seed in 0..3 {
                        play(n, l, r, policy, seed);
                    }
                }
            }
        }
    }
}

#[test]
fn larger_games_are_won() {
    for (i, (n, l, r)) in [
        (200, 3, 3),
        (201, 4, 4),
        (150, 1, 2),
        (199, 2, 7),
        (300, 5, 5),
    ]
    .into_iter()
    .enumerate()
    {
        for policy in Policy::ALL {
            play(n, l, r, policy, i as u64);
        }
    }
}
