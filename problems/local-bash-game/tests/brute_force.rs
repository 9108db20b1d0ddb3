//! The Bash game against an exhaustive search of the real game (examples/brute.rs): a move takes 1 to y stones.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[test]
fn first_player_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let (x, y): (u64, u64) = (tokens.next(), tokens.next());
            assert_eq!(
                solution::first_player_wins(x, y),
                brute::first_player_wins(x, y),
                "x = {x}, y = {y} (cargo x gen local-bash-game --small --seed {seed})"
            );
        }
    }
}

#[test]
fn huge_y_never_overflows() {
    // y >= x: the first player takes everything, unless there is nothing to take.
    for y in [u64::MAX, u64::MAX - 1, 1_000_000_000_000_000_000] {
        assert!(solution::first_player_wins(1, y));
        assert!(solution::first_player_wins(1_000_000_000_000_000_000, y));
        assert!(!solution::first_player_wins(0, y));
    }
}
