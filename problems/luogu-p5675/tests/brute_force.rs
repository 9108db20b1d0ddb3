//! The count against the game played for real: for every subset and every chosen pile in it,
//! Alice must take from that pile first; she loses iff every such move leaves a Nim position
//! that an exhaustive search finds won for Bob.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use rand::{rngs::StdRng, Rng, SeedableRng};
use scripts::oracle::{moves_in_one_pile, take_any, GameSearch};

#[test]
fn losing_first_choices_match_game_search() {
    let mut nim = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let mut rng = StdRng::seed_from_u64(5675);
    for _ in 0..150 {
        let n = rng.random_range(1..=5);
        let piles: Vec<usize> = (0..n).map(|_| rng.random_range(1..=7)).collect();
        let mut expected = 0;
        for subset in 1..1u32 << n {
            let chosen: Vec<usize> = (0..n).filter(|&i| subset >> i & 1 == 1).collect();
            for (position, &first) in chosen.iter().enumerate() {
                let alice_wins = (0..piles[first]).any(|left| {
                    let mut after: Vec<u64> = chosen.iter().map(|&i| piles[i] as u64).collect();
                    after[position] = left as u64;
                    after.sort_unstable();
                    !nim.wins(&after)
                });
                expected += u64::from(!alice_wins);
            }
        }
        assert_eq!(
            solution::losing_first_choices(&piles),
            expected,
            "piles {piles:?}"
        );
    }
}
