use super::*;
use crate::subtraction_grundy;
use oracle::{take_exactly, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn winning_moves_are_every_move_to_a_lost_sum() {
    let mut rng = StdRng::seed_from_u64(21);
    for _ in 0..60 {
        let k = rng.random_range(1..=3);
        let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=6)).collect();
        let g = subtraction_grundy(&moves, 20);
        let one_pile = take_exactly(&moves);
        // Sums searched in the caller's pile order, each move named (pile, take).
        let named = |piles: &Vec<usize>| -> Vec<((usize, usize), Vec<usize>)> {
            let mut next = Vec::new();
            for i in 0..piles.len() {
                for left in one_pile(piles[i] as u64) {
                    let mut position = piles.clone();
                    position[i] = left as usize;
                    next.push(((i, piles[i] - left as usize), position));
                }
            }
            next
        };
        let mut search = GameSearch::new(|piles: &Vec<usize>| {
            named(piles).into_iter().map(|(_, p)| p).collect()
        });
        for _ in 0..10 {
            let len = rng.random_range(0..=3);
            let piles: Vec<usize> = (0..len).map(|_| rng.random_range(0..=12)).collect();
            let mut expected: Vec<(usize, usize)> = named(&piles)
                .into_iter()
                .filter(|(_, after)| !search.wins(after))
                .map(|(m, _)| m)
                .collect();
            expected.sort_unstable();
            expected.dedup();
            let winning = subtraction_winning_moves(&moves, &g, &piles);
            assert_eq!(winning, expected, "S = {moves:?}, {piles:?}");
            assert_eq!(winning.is_empty(), !search.wins(&piles));
        }
    }
}

#[test]
fn moves_to_every_value_below_exist_and_match_the_table() {
    let mut rng = StdRng::seed_from_u64(22);
    for _ in 0..200 {
        let k = rng.random_range(1..=4);
        let moves: Vec<usize> = (0..k).map(|_| rng.random_range(1..=8)).collect();
        let g = subtraction_grundy(&moves, 40);
        for pile in 0..=40 {
            for value in 0..=g[pile] + 1 {
                let takes = subtraction_moves_to(&moves, &g, pile, value);
                let naive: Vec<usize> = (1..=pile)
                    .filter(|s| moves.contains(s) && g[pile - s] == value)
                    .collect();
                assert_eq!(takes, naive, "S = {moves:?}, {pile} -> {value}");
                assert_eq!(
                    takes.is_empty(),
                    value == g[pile] || (value > g[pile] && naive.is_empty())
                );
                assert_eq!(
                    subtraction_move_to(&moves, &g, pile, value),
                    takes.first().copied()
                );
            }
        }
    }
}
