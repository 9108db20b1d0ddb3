//! `first_player_best` against a plain minimax search (examples/brute.rs) of the game from its rules: the player to
//! move takes k coins from the top, 1 <= k <= limit (2 on the first move, then twice the
//! opponent's last take), and each player maximises the total of the coins they take.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn first_player_best_matches_minimax() {
    let mut rng = StdRng::seed_from_u64(2964);
    for _ in 0..300 {
        let n = rng.random_range(1..=20);
        let top = [1, 3, 100, 100_000][rng.random_range(0..4)];
        let coins: Vec<u32> = (0..n).map(|_| rng.random_range(1..=top)).collect();
        assert_eq!(
            solution::first_player_best(&coins),
            brute::play(&coins, 0, 2).0,
            "coins {coins:?}"
        );
    }
}
