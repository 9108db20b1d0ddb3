//! The interactor of {name} (`{name}-interactor INPUT`, see `oracle::interact`): it sends the
//! game, validates every line the solution prints, plays the judge's side from a table of the
//! game's definition (never from the solution's rule), and ends with `solution.finish()`
//! (accepted), a wrong answer saying why, or a failure (the interactor is broken).
//!
//! Test file: `n k`, then `<policy> <seed>`. Policies: `random` takes any legal number;
//! `greedy`, `optimal` and `adversarial` leave a lost pile whenever they can, else (`optimal`,
//! `adversarial`) take one stone, which makes the game last longest.
//!
//! TODO: the problem's protocol, its validation and its judge.

use oracle::interact::{wrong_answer, Channel, Policy, Test};
use rand::{rngs::StdRng, Rng};

/// `lost[m]`: whether the player to move loses a pile of m stones (m <= `n`) when a move takes
/// 1 to `k`, by the definition: no stone is a loss, and a pile is lost iff every move leaves a
/// pile won for the other player.
pub fn lost_table(n: usize, k: usize) -> Vec<bool> {
    let mut lost = vec![true; n + 1];
    for m in 1..=n {
        lost[m] = (1..=k.min(m)).all(|x| !lost[m - x]);
    }
    lost
}

/// The judge's move on a pile of `left` stones under `policy`, or `None` when none is left.
pub fn judge_move(
    left: u64,
    k: u64,
    lost: &[bool],
    policy: Policy,
    rng: &mut StdRng,
) -> Option<u64> {
    if left == 0 {
        return None;
    }
    let most = k.min(left);
    if policy.searches() {
        let winning: Vec<u64> = (1..=most).filter(|&x| lost[(left - x) as usize]).collect();
        if !winning.is_empty() {
            return Some(winning[rng.random_range(0..winning.len())]);
        }
        if policy != Policy::Greedy {
            return Some(1);
        }
    }
    Some(rng.random_range(1..=most))
}

fn main() {
    let mut test = Test::read();
    let [n, k]: [u64; 2] = test.numbers(0, "n k");
    let lost = lost_table(n as usize, k as usize);
    let mut solution = Channel::new();
    solution.send(format!("{n} {k}"));
    let first = solution.word("First or Second", &["First", "Second"]) == "First";
    let mut left = n;
    if !first {
        let opening = judge_move(left, k, &lost, test.policy, &mut test.rng)
            .unwrap_or_else(|| oracle::interact::fail("an empty pile"));
        left -= opening;
        solution.send(opening);
    }
    for number in 1.. {
        let [x]: [i64; 1] = solution.numbers("the number of stones taken");
        if x == 0 && left == 0 {
            wrong_answer(&format!(
                "move {number}: no stone is left for the solution: it lost"
            ));
        }
        if x < 1 || x as u64 > k.min(left) {
            let why = format!(
                "move {number}: {x} is not from 1 to {} ({left} stones left)",
                k.min(left)
            );
            solution.reject(-1, &why);
        }
        left -= x as u64;
        match judge_move(left, k, &lost, test.policy, &mut test.rng) {
            None => {
                solution.send(0);
                solution.finish();
            }
            Some(y) => {
                left -= y;
                solution.send(y);
            }
        }
    }
}
