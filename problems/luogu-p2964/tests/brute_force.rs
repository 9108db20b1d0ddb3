//! `first_player_best` against a plain minimax search (examples/brute.rs) of the game from its rules: the player to
//! move takes k coins from the top, 1 <= k <= limit (2 on the first move, then twice the
//! opponent's last take), and each player maximises the total of the coins they take.

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
fn first_player_best_matches_minimax() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let n: usize = tokens.next();
        let coins: Vec<u32> = tokens.many(n);
        assert_eq!(
            solution::first_player_best(&coins),
            brute::play(&coins, 0, 2).0,
            "coins {coins:?} (cargo x gen luogu-p2964 --small --seed {seed})"
        );
    }
}
