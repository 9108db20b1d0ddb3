//! The interactor of cf-1934d2 (`<crate>-interactor INPUT`, see `oracle::interact`): it plays Bob
//! in every game of the test, validating every line Alice (the solution) prints.
//!
//! Test file: `t`, then the t values of n (one a line), then `<policy> <seed>`.
//!
//! Bob wins with a number p iff he can break it into two parts that are both losing for Alice.
//! Below [`TABLE`] that is decided from the game's definition (a table over every break); above
//! it by the popcount-parity rule (the mover wins iff popcount(p) is even), which
//! `tests/play.rs` checks against the table: no search reaches 1e18. Policies: `random`: any
//! number Bob can break, any break of it; `greedy` and `optimal`: a winning break whenever Bob
//! has one (both parts losing for Alice), else as `random`; `adversarial`: as `optimal`, and
//! when Bob loses, he breaks the largest number he can and peels off its lowest set bit, so the
//! number Alice must break keeps its top bit (the longest game: this punishes a strategy that
//! does not shrink fast, under the 63-break limit).

use oracle::interact::{Channel, Policy, Test};
use rand::{rngs::StdRng, Rng};

/// Numbers below this are decided by the table of the definition.
pub const TABLE: u64 = 1 << 10;
/// Alice's breaks per game.
pub const MAX_BREAKS: usize = 63;

/// wins[p]: the player who must break p wins, from the definition: some break (p1, p2) leaves
/// the opponent losing with both p1 and p2.
pub fn wins_table() -> Vec<bool> {
    let mut wins = vec![false; TABLE as usize];
    for p in 1..TABLE {
        wins[p as usize] = (1..p).any(|p1| {
            let p2 = p ^ p1;
            p2 > 0 && p2 < p && !wins[p1 as usize] && !wins[p2 as usize]
        });
    }
    wins
}

/// Bob's knowledge of the game.
pub struct Judge {
    table: Vec<bool>,
}

impl Default for Judge {
    fn default() -> Self {
        Self::new()
    }
}

impl Judge {
    pub fn new() -> Self {
        Judge {
            table: wins_table(),
        }
    }

    /// Whether the player who must break `p` wins.
    pub fn wins(&self, p: u64) -> bool {
        if p < TABLE {
            self.table[p as usize]
        } else {
            p.count_ones() % 2 == 0
        }
    }

    /// Bob's break of one of `offered` (Alice's two numbers, or n alone), or `None` if he
    /// cannot break any of them.
    pub fn bob(&self, offered: &[u64], policy: Policy, rng: &mut StdRng) -> Option<(u64, u64)> {
        let breakable: Vec<u64> = offered.iter().copied().filter(|&p| breakable(p)).collect();
        if breakable.is_empty() {
            return None;
        }
        if policy.searches() {
            let winning: Vec<u64> = breakable
                .iter()
                .copied()
                .filter(|&p| self.wins(p))
                .collect();
            if let Some(&p) = winning.first() {
                // Random breaks until both parts lose for Alice (half of all breaks do for an
                // even popcount); exhaustively below the table.
                for _ in 0..10_000 {
                    let (p1, p2) = random_break(p, rng);
                    if !self.wins(p1) && !self.wins(p2) {
                        return Some((p1, p2));
                    }
                }
                oracle::interact::fail(&format!("no winning break of {p} found"));
            }
            if policy == Policy::Adversarial {
                let p = *breakable.iter().max().unwrap();
                let low = p & p.wrapping_neg();
                return Some((p ^ low, low));
            }
        }
        let p = breakable[rng.random_range(0..breakable.len())];
        Some(random_break(p, rng))
    }
}

/// Whether p can be broken: not a power of two (nor 0).
pub fn breakable(p: u64) -> bool {
    p.count_ones() >= 2
}

/// Why `(p1, p2)` is not a break of one of `allowed`, if it is not.
pub fn bad_break(p1: i64, p2: i64, allowed: &[u64]) -> Option<String> {
    if p1 <= 0 || p2 <= 0 {
        return Some("the parts must be positive".to_string());
    }
    let p = (p1 ^ p2) as u64;
    if !allowed.contains(&p) {
        let list: Vec<String> = allowed.iter().map(u64::to_string).collect();
        return Some(format!(
            "is a break of {p} (p1 xor p2), which is not {}",
            list.join(" or ")
        ));
    }
    if p1 as u64 >= p || p2 as u64 >= p {
        return Some(format!("breaks {p} into a part not below it"));
    }
    None
}

/// A random break of `p` (popcount >= 2): one part is 2^b plus random bits below b, for a
/// random set bit b of p (any bits below b when b is not the top bit; below p - 2^b when it is,
/// so that the part stays below p); in random order.
pub fn random_break(p: u64, rng: &mut StdRng) -> (u64, u64) {
    let bits: Vec<u32> = (0..64).filter(|&b| p >> b & 1 == 1).collect();
    let b = bits[rng.random_range(0..bits.len())];
    let top = b == *bits.last().unwrap();
    let below = if top { p - (1 << b) } else { 1 << b };
    let p1 = (1u64 << b) | rng.random_range(0..below);
    let p2 = p ^ p1;
    debug_assert!(0 < p1 && p1 < p && 0 < p2 && p2 < p, "{p} -> {p1} {p2}");
    if rng.random_bool(0.5) {
        (p1, p2)
    } else {
        (p2, p1)
    }
}

fn main() {
    let mut test = Test::read();
    let [t]: [usize; 1] = test.numbers(0, "t");
    if !(1..=1000).contains(&t) || test.lines.len() != t + 1 {
        oracle::interact::fail(&format!(
            "t = {t}, but {} games follow",
            test.lines.len() - 1
        ));
    }
    let games: Vec<u64> = (1..=t).map(|i| test.numbers::<u64, 1>(i, "n")[0]).collect();
    let judge = Judge::new();
    let mut alice = Channel::new();
    alice.send(t);
    for (game, &n) in games.iter().enumerate() {
        let game = game + 1;
        alice.send(n);
        let first = alice.word(
            &format!("game {game}: first or second"),
            &["first", "second"],
        );
        // The numbers the next mover may break.
        let mut offered = vec![n];
        let mut breaks = 0;
        let mut alice_turn = first == "first";
        loop {
            if alice_turn {
                let what = format!("game {game} (n = {n}): break {}", breaks + 1);
                let [p1, p2]: [i64; 2] = alice.numbers(&what);
                if let Some(why) = bad_break(p1, p2, &offered) {
                    alice.reject("-1 -1", &format!("{what}: {p1} {p2} {why}"));
                }
                breaks += 1;
                offered = vec![p1 as u64, p2 as u64];
                if breaks == MAX_BREAKS && offered.iter().any(|&p| breakable(p)) {
                    alice.reject(
                        "-1 -1",
                        &format!(
                            "game {game} (n = {n}): {MAX_BREAKS} breaks and Bob can still break"
                        ),
                    );
                }
            } else {
                match judge.bob(&offered, test.policy, &mut test.rng) {
                    None => {
                        alice.send("0 0");
                        break;
                    }
                    Some((p1, p2)) => {
                        alice.send(format!("{p1} {p2}"));
                        offered = vec![p1, p2];
                    }
                }
            }
            alice_turn = !alice_turn;
        }
    }
    alice.finish();
}
