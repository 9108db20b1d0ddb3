use super::*;
use crate::misere_nim_wins;
use oracle::{moves_in_one_pile_in_order, take_any, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn misere_nim_winning_moves_are_every_move_to_a_lost_position() {
    let mut search =
        GameSearch::misere(|piles: &Vec<u64>| moves_in_one_pile_in_order(piles, take_any));
    let mut rng = StdRng::seed_from_u64(8);
    for _ in 0..1500 {
        let len = rng.random_range(0..=4);
        let piles: Vec<u64> = (0..len).map(|_| rng.random_range(0..=5)).collect();
        let moves = misere_nim_winning_moves(&piles);
        let after: Vec<Vec<u64>> = moves
            .iter()
            .map(|m| {
                let mut position = piles.clone();
                position[m.component] = m.to;
                position
            })
            .collect();
        assert!(after.iter().all(|p| !search.wins(p)), "{piles:?}");
        assert_eq!(after, search.winning_moves(&piles), "{piles:?}");
        let empty = piles.iter().all(|&p| p == 0);
        assert_eq!(moves.is_empty(), !misere_nim_wins(&piles) || empty);
        assert_eq!(misere_nim_winning_move(&piles), moves.first().copied());
    }
}
