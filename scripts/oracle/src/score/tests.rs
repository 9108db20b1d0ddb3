//! The score search against games whose values are known.

use super::*;
use crate::{take_exactly, GameSearch};

/// Take from either end of `row`; a position is (first, last + 1, first's total - second's).
fn deque(row: &[i64]) -> impl Fn(&(usize, usize, i64)) -> Turn<(usize, usize, i64)> + '_ {
    move |&(l, r, diff)| {
        if l == r {
            return Turn::Over(diff);
        }
        let first = (row.len() - (r - l)).is_multiple_of(2);
        let sign = if first { 1 } else { -1 };
        let next = vec![
            (l + 1, r, diff + sign * row[l]),
            (l, r - 1, diff + sign * row[r - 1]),
        ];
        if first {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    }
}

#[test]
fn the_deque_samples() {
    // AtCoder DP L's samples and the greedy trap of the problem set.
    for (row, margin) in [
        (vec![10, 80, 90, 30], 10),
        (vec![10, 100, 10], -80),
        (vec![10], 10),
        (vec![4, 2, 9, 7, 1, 5], 2),
        (vec![1, 4, 7, 2], 2),
    ] {
        let mut search = ScoreSearch::new(deque(&row));
        assert_eq!(search.value(&(0, row.len(), 0)), margin, "{row:?}");
    }
}

#[test]
fn a_win_or_a_loss_is_a_payoff_of_one_or_minus_one() {
    // Take 1, 3 or 4 under normal play: the payoff search and the win/lose search agree.
    let mut wins = GameSearch::new(|&n: &u64| take_exactly(&[1, 3, 4])(n));
    let mut score = ScoreSearch::new(|&(n, second): &(u64, bool)| {
        let next: Vec<(u64, bool)> = take_exactly(&[1, 3, 4])(n)
            .into_iter()
            .map(|m| (m, !second))
            .collect();
        match (next.is_empty(), second) {
            // The player to move cannot move and loses.
            (true, false) => Turn::Over(-1),
            (true, true) => Turn::Over(1),
            (false, false) => Turn::First(next),
            (false, true) => Turn::Second(next),
        }
    });
    for n in 0..30 {
        assert_eq!(score.value(&(n, false)) == 1, wins.wins(&n), "pile {n}");
        assert_eq!(score.value(&(n, true)) == -1, wins.wins(&n), "pile {n}");
    }
}

#[test]
fn an_extra_turn_is_the_rules_business() {
    // Stones worth 3, 1, 2 in a row taken from the left; taking the 1 gives an extra move.
    // First: 3 (turn passes), second: 1 (moves again), second: 2 -> 3 - 3 = 0.
    let stones = [3i64, 1, 2];
    let mut search = ScoreSearch::new(|&(taken, second, diff): &(usize, bool, i64)| {
        if taken == stones.len() {
            return Turn::Over(diff);
        }
        let gain = if second {
            -stones[taken]
        } else {
            stones[taken]
        };
        let again = stones[taken] == 1;
        let next_second = if again { second } else { !second };
        let next = vec![(taken + 1, next_second, diff + gain)];
        if second {
            Turn::Second(next)
        } else {
            Turn::First(next)
        }
    });
    assert_eq!(search.value(&(0, false, 0)), 0);
    assert_eq!(search.value(&(1, false, 3)), 6); // the first player takes 1 then 2
}

#[test]
fn best_moves_are_every_move_that_keeps_the_value() {
    let row = [5i64, 3, 5, 1, 1, 2, 7];
    let mut search = ScoreSearch::new(deque(&row));
    for l in 0..row.len() {
        for r in l..=row.len() {
            let diff = 0;
            let position = (l, r, diff);
            let value = search.value(&position);
            let best = search.best_moves(&position);
            assert_eq!(best.is_empty(), l == r);
            for next in &best {
                assert_eq!(search.value(next), value);
            }
            let all = match deque(&row)(&position) {
                Turn::First(next) | Turn::Second(next) => next,
                Turn::Over(_) => Vec::new(),
            };
            let count = all.iter().filter(|q| search.value(q) == value).count();
            assert_eq!(best.len(), count);
            assert_eq!(search.best_move(&position), best.first().copied());
        }
    }
    assert!(search.known_positions() > 0);
}

#[test]
#[should_panic(expected = "must move but cannot")]
fn a_player_without_a_move_must_be_told_the_game_is_over() {
    let mut search = ScoreSearch::new(|_: &u8| Turn::First(Vec::new()));
    search.value(&0);
}
