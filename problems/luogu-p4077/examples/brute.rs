//! Luogu P4077 by brute force: a search of the real game over the whole 0/1 state of coins
//! 1..=n (n up to about 14): a move picks a coin x showing 0, writes x = c * 2^a * 3^b and turns
//! over c * 2^(a - p*j) * 3^b for j = 0..=q (p >= 1, 1 <= q <= MAXQ, p*q <= a), or the same on
//! the exponent of 3. No Grundy values.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// The coins turned by every move of coin x, straight from the statement.
pub fn move_sets(x: u32, maxq: u32) -> Vec<Vec<u32>> {
    let mut rest = x;
    let (mut a, mut b) = (0, 0);
    while rest % 2 == 0 {
        rest /= 2;
        a += 1;
    }
    while rest % 3 == 0 {
        rest /= 3;
        b += 1;
    }
    let c = rest;
    let coin = |a: u32, b: u32| c * 2u32.pow(a) * 3u32.pow(b);
    let mut sets = Vec::new();
    for p in 1..=a {
        for q in 1..=maxq {
            if p * q <= a {
                sets.push((0..=q).map(|j| coin(a - p * j, b)).collect());
            }
        }
    }
    for p in 1..=b {
        for q in 1..=maxq {
            if p * q <= b {
                sets.push((0..=q).map(|j| coin(a, b - p * j)).collect());
            }
        }
    }
    sets
}

/// Whether the first player wins with coins 1..=n showing `states` (0 or 1), by search.
pub fn first_player_wins(states: &[u8], maxq: u32) -> bool {
    let n = states.len() as u32;
    let sets: Vec<Vec<Vec<u32>>> = (1..=n).map(|x| move_sets(x, maxq)).collect();
    // A state is a bit mask: bit x - 1 set means coin x shows 1.
    let mut search = GameSearch::new(|&ones: &u32| {
        let mut next = Vec::new();
        for x in (1..=n).filter(|&x| ones >> (x - 1) & 1 == 0) {
            for set in &sets[x as usize - 1] {
                next.push(set.iter().fold(ones, |m, &y| m ^ 1 << (y - 1)));
            }
        }
        next
    });
    let ones = states
        .iter()
        .enumerate()
        .fold(0u32, |m, (i, &s)| m | u32::from(s) << i);
    search.wins(&ones)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u32>();
    let t = tokens.next().unwrap();
    for _ in 0..t {
        let (n, maxq) = (tokens.next().unwrap(), tokens.next().unwrap());
        let states: Vec<u8> = tokens.by_ref().take(n as usize).map(|s| s as u8).collect();
        println!(
            "{}",
            if first_player_wins(&states, maxq) {
                "win"
            } else {
                "lose"
            }
        );
    }
}
