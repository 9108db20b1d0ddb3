//! The searches against games whose values are known.

use super::*;
use crate::moves::*;

#[test]
fn misere_play_reverses_only_the_end() {
    let mut normal = GameSearch::new(|&n: &u64| take_any(n));
    let mut misere = GameSearch::misere(|&n: &u64| take_any(n));
    assert!(!normal.wins(&0) && misere.wins(&0));
    assert!(normal.wins(&1) && !misere.wins(&1));
    for n in 2..10 {
        assert!(normal.wins(&n) && misere.wins(&n), "pile {n}");
    }
    let mut nim = GameSearch::misere(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    for (piles, wins) in [
        (vec![1, 1], true),
        (vec![1, 1, 1], false),
        (vec![1, 1, 1, 1], true),
        (vec![2, 2], false),
        (vec![1, 2, 3], false),
        (vec![1, 1, 2], true),
    ] {
        assert_eq!(nim.wins(&piles), wins, "{piles:?}");
    }
}

#[test]
fn take_one_or_two_is_lost_at_multiples_of_three() {
    let mut search =
        GameSearch::new(|&n: &u32| (1..=2).filter(|&s| s <= n).map(|s| n - s).collect());
    let lost: Vec<u32> = (0..10).filter(|n| !search.wins(n)).collect();
    assert_eq!(lost, [0, 3, 6, 9]);
    assert_eq!(
        (0..6).map(|n| search.grundy(&n)).collect::<Vec<_>>(),
        [0, 1, 2, 0, 1, 2]
    );
}

#[test]
fn take_any_leaves_every_smaller_pile() {
    assert_eq!(take_any(3), [0, 1, 2]);
    assert!(take_any(0).is_empty());
}

#[test]
fn take_exactly_never_overdraws() {
    assert_eq!(take_exactly(&[1, 3, 7])(5), [4, 2]);
    assert!(take_exactly(&[2])(1).is_empty());
}

#[test]
fn a_position_with_no_move_is_lost() {
    let mut search = GameSearch::new(|_: &()| Vec::new());
    assert!(!search.wins(&()));
    assert_eq!(search.grundy(&()), 0);
}
#[test]
fn winning_moves_lead_to_lost_positions_and_lost_positions_have_none() {
    for misere in [false, true] {
        let moves = |piles: &Vec<u64>| moves_in_one_pile(piles, take_exactly(&[1, 2, 4]));
        let mut search = if misere {
            GameSearch::misere(moves)
        } else {
            GameSearch::new(moves)
        };
        for a in 0..6 {
            for b in a..6 {
                let position = vec![a, b];
                let winning = search.winning_moves(&position);
                let all = moves(&position);
                let lost = !search.wins(&position) || all.is_empty();
                assert_eq!(winning.is_empty(), lost, "{position:?}");
                assert!(winning.iter().all(|next| !search.wins(next)));
                let count = all.iter().filter(|next| !search.wins(next)).count();
                assert_eq!(winning.len(), count, "{position:?}");
                assert_eq!(search.winning_move(&position), winning.first().cloned());
            }
        }
    }
}

#[test]
fn loopy_search_finds_wins_losses_and_draws() {
    // 0 <-> 1 is a cycle with an exit 1 -> 2 -> 3 (3 a dead end), and 4 -> 0, 5 -> 2.
    let edges = [(0, 1), (1, 0), (1, 2), (2, 3), (4, 0), (5, 2)];
    let mut search =
        LoopySearch::new(|&v: &u32| edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect());
    // 1 must not go to 2 (a win for the opponent): it goes back to 0, and so on forever.
    let values: Vec<Loopy> = (0..6).map(|v| search.outcome(&v)).collect();
    use Loopy::*;
    assert_eq!(values, [Draw, Draw, Win, Lose, Draw, Lose]);
    // Asked in another order (memo first filled from 5), the same values.
    let mut search =
        LoopySearch::new(|&v: &u32| edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect());
    assert_eq!(search.outcome(&5), Lose);
    let values: Vec<Loopy> = (0..6).rev().map(|v| search.outcome(&v)).collect();
    assert_eq!(values, [Lose, Draw, Lose, Win, Draw, Draw]);
}

#[test]
fn loopy_search_on_a_cycle_with_an_escape_to_a_dead_end() {
    // From 0 a move to the dead end 2 wins; 1 -> 0 then loses, and 0 -> 1 is no help.
    let edges = [(0, 1), (1, 0), (0, 2)];
    let mut search =
        LoopySearch::new(|&v: &u32| edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect());
    assert_eq!(search.outcome(&1), Loopy::Lose);
    assert_eq!(search.outcome(&0), Loopy::Win);
}

#[test]
fn a_split_move_is_valued_as_the_sum_it_leaves() {
    // Cut a strip of n cells into two non-empty strips, or remove a strip of 1 or 2 cells.
    let strip = |&n: &u64| -> Vec<Vec<u64>> {
        let mut options: Vec<Vec<u64>> = (1..n).map(|a| vec![a, n - a]).collect();
        if n <= 2 {
            options.push(Vec::new());
        }
        options
    };
    // By hand: 1 -> {} (0), so g(1) = 1; 2 -> {} or {1,1} (0 xor ... = 0), so g(2) = 1;
    // 3 -> {1,2} or {2,1}: 1 xor 1 = 0, so g(3) = 1.
    let mut sums = SumSearch::new(strip);
    assert_eq!(sums.component(&1), 1);
    assert_eq!(sums.component(&2), 1);
    assert_eq!(sums.component(&3), 1);
    assert_eq!(sums.grundy(&[1, 2, 3]), 1);
    // The whole-position search over sorted multisets agrees on every small sum.
    let mut whole = GameSearch::new(|piles: &Vec<u64>| {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            for left in strip(&piles[i]) {
                let mut position = piles.clone();
                position.remove(i);
                position.extend(left);
                position.sort_unstable();
                next.push(position);
            }
        }
        next
    });
    for a in 1..7 {
        for b in 0..5 {
            let piles: Vec<u64> = if b == 0 { vec![a] } else { vec![b, a] };
            let mut sorted = piles.clone();
            sorted.sort_unstable();
            assert_eq!(sums.wins(&piles), whole.wins(&sorted), "{piles:?}");
            assert_eq!(sums.grundy(&piles), whole.grundy(&sorted), "{piles:?}");
        }
    }
}
