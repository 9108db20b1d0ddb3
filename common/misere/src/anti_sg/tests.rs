use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// Misère play of a sum of games given by their move function on a sorted position.
fn misere_wins_naive(
    position: Vec<u64>,
    moves: &dyn Fn(u64) -> Vec<u64>,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> bool {
    if let Some(&known) = memo.get(&position) {
        return known;
    }
    let mut next = Vec::new();
    for (i, &pile) in position.iter().enumerate() {
        for after in moves(pile) {
            let mut p = position.clone();
            p[i] = after;
            p.sort_unstable();
            next.push(p);
        }
    }
    // No move: the opponent made the last move and lost.
    let wins = next.is_empty() || next.into_iter().any(|p| !misere_wins_naive(p, moves, memo));
    memo.insert(position, wins);
    wins
}

#[test]
fn misere_nim_wins_compare_with_naive() {
    let take_any = |n: u64| (0..n).collect::<Vec<u64>>();
    let mut memo = HashMap::new();
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..3000 {
        let len = rng.random_range(0..5);
        let mut piles: Vec<u64> = (0..len).map(|_| rng.random_range(0..6)).collect();
        let expected = {
            piles.sort_unstable();
            misere_wins_naive(piles.clone(), &take_any, &mut memo)
        };
        assert_eq!(misere_nim_wins(&piles), expected, "{piles:?}");
    }
}

/// A game the SJ theorem covers whose values are not its sizes: take 1, 2 or 4 stones
/// (values 0 1 2 0 1 2 ...: every non-terminal value-0 position has a move to value 1).
/// Against the search of real misère sums.
#[test]
fn anti_sg_wins_compare_with_naive() {
    let moves = |n: u64| -> Vec<u64> {
        [1, 2, 4]
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| n - s)
            .collect()
    };
    let grundy = |n: u64| n % 3;
    for n in 3..40 {
        // The SJ condition, checked on the game itself.
        if grundy(n) == 0 {
            assert!(moves(n).iter().any(|&m| grundy(m) == 1), "{n}");
        }
    }
    let mut memo = HashMap::new();
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..2000 {
        let len = rng.random_range(1..5);
        let mut piles: Vec<u64> = (0..len).map(|_| rng.random_range(0..12)).collect();
        piles.sort_unstable();
        let expected = misere_wins_naive(piles.clone(), &moves, &mut memo);
        assert_eq!(
            anti_sg_wins(piles.iter().map(|&n| grundy(n))),
            expected,
            "{piles:?}"
        );
    }
}
