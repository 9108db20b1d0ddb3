use super::*;
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The real staircase moves, each as the move and the steps it leaves.
fn moves_with_names(steps: &[u64]) -> Vec<(StaircaseMove, Vec<u64>)> {
    let mut next = Vec::new();
    for step in 0..steps.len() {
        for coins in 1..=steps[step] {
            let mut position = steps.to_vec();
            position[step] -= coins;
            if step > 0 {
                position[step - 1] += coins;
            }
            next.push((StaircaseMove { step, coins }, position));
        }
    }
    next
}

#[test]
fn staircase_winning_moves_are_every_move_to_a_lost_position() {
    let mut search = GameSearch::new(|steps: &Vec<u64>| {
        moves_with_names(steps)
            .into_iter()
            .map(|(_, p)| p)
            .collect()
    });
    let mut rng = StdRng::seed_from_u64(12);
    for _ in 0..600 {
        let len = rng.random_range(0..=4);
        let steps: Vec<u64> = (0..len).map(|_| rng.random_range(0..=4)).collect();
        let expected: Vec<StaircaseMove> = moves_with_names(&steps)
            .into_iter()
            .filter(|(_, after)| !search.wins(after))
            .map(|(m, _)| m)
            .collect();
        assert_eq!(staircase_winning_moves(&steps), expected, "{steps:?}");
        assert_eq!(expected.is_empty(), !search.wins(&steps));
        assert_eq!(staircase_winning_move(&steps), expected.first().copied());
    }
}
