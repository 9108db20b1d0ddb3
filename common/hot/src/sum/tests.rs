//! Hottest first against a plain minimax of the real game: a position is the set of switches
//! resolved so far, whose turn it is, and the total so far.

use super::*;
use oracle::{ScoreSearch, Turn};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// (resolved switches, Left to move, total so far).
type Position = (u32, bool, i64);

pub(crate) fn random_switches(rng: &mut StdRng, n: usize) -> Vec<Switch> {
    let range = rng.random_range(0..=4);
    (0..n)
        .map(|_| Switch {
            left: rng.random_range(-range..=range),
            right: rng.random_range(-range..=range),
        })
        .collect()
}

#[test]
fn hottest_first_against_minimax() {
    let mut rng = StdRng::seed_from_u64(22);
    for _ in 0..400 {
        let n = rng.random_range(0..=7);
        let switches = random_switches(&mut rng, n);
        let number = rng.random_range(-3..=3);
        let all = (1u32 << n) - 1;
        let mut search = ScoreSearch::new(|&(done, left, total): &Position| {
            if done == all {
                return Turn::Over(total);
            }
            let next = (0..n)
                .filter(|&i| done >> i & 1 == 0)
                .map(|i| {
                    let s = switches[i];
                    (
                        done | 1 << i,
                        !left,
                        total + if left { s.left } else { s.right },
                    )
                })
                .collect();
            if left {
                Turn::First(next)
            } else {
                Turn::Second(next)
            }
        });
        for left_starts in [true, false] {
            let start = (0, left_starts, number);
            assert_eq!(
                switch_sum_margin(&switches, number, left_starts),
                search.value(&start),
                "{switches:?} + {number}, Left starts: {left_starts}"
            );
            // The hottest switch is a best move, for the player to move.
            if let Some(i) = hottest_switch(&switches) {
                let s = switches[i];
                let after = (
                    1 << i,
                    !left_starts,
                    number + if left_starts { s.left } else { s.right },
                );
                assert!(search.best_moves(&start).contains(&after), "{switches:?}");
            }
            // And so is every next move of the hottest-first order, all the way down.
            let order = hottest_first(&switches);
            let mut position = start;
            for &i in &order {
                let s = switches[i];
                let next = (
                    position.0 | 1 << i,
                    !position.1,
                    position.2 + if position.1 { s.left } else { s.right },
                );
                assert_eq!(search.value(&next), search.value(&position), "{switches:?}");
                position = next;
            }
        }
    }
}
