use super::*;
use oracle::{moves_in_one_pile_in_order, take_any, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// The nim-sum from its definition as carry-less addition: bit b is set iff an odd number
/// of the values have bit b set.
fn nim_sum_naive(values: &[u64]) -> u64 {
    (0..64)
        .filter(|&bit| values.iter().filter(|&&v| v >> bit & 1 == 1).count() % 2 == 1)
        .map(|bit| 1u64 << bit)
        .sum()
}

#[test]
fn nim_sum_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..2000 {
        let len = rng.random_range(0..10);
        let values: Vec<u64> = (0..len).map(|_| rng.random()).collect();
        assert_eq!(nim_sum(values.iter().copied()), nim_sum_naive(&values));
    }
}

#[test]
fn winning_moves_are_every_move_to_a_lost_nim_position() {
    let mut search =
        GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile_in_order(piles, take_any));
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..400 {
        let len = rng.random_range(0..=4);
        let piles: Vec<u64> = (0..len).map(|_| rng.random_range(0..=6)).collect();
        let moves = winning_moves(&piles);
        let after: Vec<Vec<u64>> = moves
            .iter()
            .map(|m| {
                let mut position = piles.clone();
                position[m.component] = m.to;
                position
            })
            .collect();
        assert!(after.iter().all(|p| !search.wins(p)), "{piles:?}");
        // In Nim these are all of the winning moves, in the search's order.
        assert_eq!(after, search.winning_moves(&piles), "{piles:?}");
        assert_eq!(moves.is_empty(), !search.wins(&piles));
        assert_eq!(winning_move(&piles), moves.first().copied());
    }
}

#[test]
fn winning_moves_of_grundy_values_lower_one_component() {
    // A sum of games searched by value: a component of value v moves to any value below v
    // (and maybe above); the sum is lost iff the moved values XOR to 0.
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..2000 {
        let len = rng.random_range(0..=5);
        let values: Vec<u64> = (0..len).map(|_| rng.random_range(0..=40)).collect();
        for m in winning_moves(&values) {
            assert!(m.to < values[m.component]);
            let mut after = values.clone();
            after[m.component] = m.to;
            assert_eq!(nim_sum(after), 0);
        }
        assert_eq!(winning_moves(&values).is_empty(), nim_sum(values) == 0);
    }
}

/// The winning moves of sums of piles of a game that takes 1, 2 or 4 stones (a pile's value can
/// rise), built from each pile's moves to a value, against a search of the sums: every move to
/// a lost sum, in the order of the piles.
#[test]
fn winning_moves_by_are_every_move_to_a_lost_sum() {
    let takes = [1u64, 2, 4];
    let pile_moves =
        |n: u64| -> Vec<u64> { takes.iter().filter(|&&t| t <= n).map(|&t| n - t).collect() };
    let mut search = GameSearch::new(|piles: &Vec<u64>| {
        let mut next: Vec<Vec<u64>> = moves_in_one_pile_in_order(piles, pile_moves);
        next.iter_mut().for_each(|p| p.sort_unstable());
        next
    });
    // The piles' values by the mex rule (n mod 3: taking 2 raises a value of 1 to 2).
    let mut g: Vec<u64> = Vec::new();
    for n in 0..12 {
        let options: Vec<u64> = pile_moves(n).iter().map(|&m| g[m as usize]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let value = |n: u64| g[n as usize];
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..300 {
        let len = rng.random_range(0..=3);
        let piles: Vec<u64> = (0..len).map(|_| rng.random_range(0..12)).collect();
        let values: Vec<u64> = piles.iter().map(|&n| value(n)).collect();
        let found = winning_moves_by(&values, |i, target| {
            pile_moves(piles[i])
                .into_iter()
                .filter(|&left| value(left) == target)
                .collect()
        });
        let mut expected = Vec::new();
        for (i, &n) in piles.iter().enumerate() {
            for left in pile_moves(n) {
                let mut after = piles.clone();
                after[i] = left;
                after.sort_unstable();
                if !search.wins(&after) {
                    expected.push((i, left));
                }
            }
        }
        assert_eq!(found, expected, "{piles:?}");
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        assert_eq!(found.is_empty(), !search.wins(&sorted), "{piles:?}");
    }
}
