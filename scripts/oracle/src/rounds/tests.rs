//! The round search against games whose outcome is known.

use super::*;
use crate::{moves_in_one_pile, take_exactly, GameSearch};

#[allow(clippy::type_complexity)]
/// Codeforces 1839E: the leader picks i with a[i] > 0, the follower j != i with a[j] > 0, and
/// both drop by min(a[i], a[j]).
fn decreasing_game() -> RoundSearch<
    Vec<u32>,
    usize,
    impl Fn(&Vec<u32>) -> Vec<usize>,
    impl Fn(&Vec<u32>, &usize) -> Vec<Vec<u32>>,
> {
    RoundSearch::new(
        |a: &Vec<u32>| (0..a.len()).filter(|&i| a[i] > 0).collect(),
        |a: &Vec<u32>, &i: &usize| {
            (0..a.len())
                .filter(|&j| j != i && a[j] > 0)
                .map(|j| {
                    let mut b = a.clone();
                    let d = b[i].min(b[j]);
                    b[i] -= d;
                    b[j] -= d;
                    b
                })
                .collect()
        },
    )
}

/// Whether `a` splits into two parts of equal sum.
fn splits_evenly(a: &[u32]) -> bool {
    (0u32..1 << a.len()).any(|mask| {
        let part: u32 = (0..a.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| a[i])
            .sum();
        2 * part == a.iter().sum::<u32>()
    })
}

#[test]
fn the_decreasing_game_is_lost_by_the_leader_exactly_on_even_splits() {
    // The editorial of Codeforces 1839E: the second player (the follower) wins iff the array
    // splits into two parts of equal sum.
    let mut game = decreasing_game();
    let mut count = 0;
    for len in 1..=4usize {
        for code in 0..5u32.pow(len as u32) {
            let a: Vec<u32> = (0..len)
                .map(|i| code / 5u32.pow(i as u32) % 5 + 1)
                .collect();
            assert_eq!(game.leader_wins(&a), !splits_evenly(&a), "{a:?}");
            count += 1;
        }
    }
    assert_eq!(count, 5 + 25 + 125 + 625);
}

#[test]
fn winning_choices_and_replies_agree_with_the_outcome() {
    let mut game = decreasing_game();
    for a in [
        vec![3u32, 1, 2],
        vec![3, 1, 1],
        vec![2, 2, 3, 1],
        vec![4, 1, 2],
    ] {
        let wins = game.leader_wins(&a);
        let choices = game.winning_choices(&a);
        assert_eq!(choices.is_empty(), !wins, "{a:?}");
        for i in 0..a.len() {
            if a[i] == 0 {
                continue;
            }
            let replies = game.winning_replies(&a, &i);
            // A choice wins iff the follower has no reply that beats it.
            assert_eq!(replies.is_empty(), choices.contains(&i), "{a:?} choice {i}");
            // Every beating reply leaves a position the (same) leader loses.
            assert!(replies.iter().all(|q| !game.leader_wins(q)));
            assert_eq!(game.winning_reply(&a, &i), replies.first().cloned());
        }
    }
}

#[test]
fn single_choice_rounds_with_alternating_roles_are_the_plain_game() {
    // The leader's choice is the move; the follower's only reply is to accept it. Roles swap,
    // so each round is one move of the plain game: take 1, 2 or 5 from one of two piles.
    let moves = |piles: &Vec<u64>| moves_in_one_pile(piles, take_exactly(&[1, 2, 5]));
    let mut plain = GameSearch::new(moves);
    let mut rounds =
        RoundSearch::alternating(moves, |_: &Vec<u64>, next: &Vec<u64>| vec![next.clone()]);
    for a in 0..8 {
        for b in a..8 {
            let p = vec![a, b];
            assert_eq!(rounds.leader_wins(&p), plain.wins(&p), "{p:?}");
            assert_eq!(rounds.winning_choices(&p), plain.winning_moves(&p), "{p:?}");
        }
    }
}

#[test]
fn a_follower_without_a_reply_loses_at_once() {
    // One choice, no reply: the leader wins; no choice: the leader loses.
    let mut game = RoundSearch::new(
        |&n: &u8| if n > 0 { vec![()] } else { Vec::new() },
        |_: &u8, _: &()| Vec::new(),
    );
    assert!(game.leader_wins(&1));
    assert!(!game.leader_wins(&0));
}
