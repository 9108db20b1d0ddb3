//! Hard Nim by brute force, for tiny n and m: every ordered n-tuple of primes <= m (primes by
//! trial division) is played as Nim searched from its definition (take one or more stones from
//! one heap; who takes the last stone wins), and the tuples the player to move loses are counted.
//! No XOR, no transform.

use oracle::{moves_in_one_pile, stdin_tokens, take_any, GameSearch};

/// The primes up to `m`, by trial division.
fn primes_up_to(m: u64) -> Vec<u64> {
    (2..=m).filter(|&p| (2..p).all(|d| p % d != 0)).collect()
}

/// The number of ordered n-tuples of primes <= m from which the second player wins (a few
/// heaps of a dozen stones or so), modulo 1e9+7.
pub fn second_player_wins(n: u64, m: u64) -> u64 {
    let primes = primes_up_to(m);
    let mut nim = GameSearch::new(|piles: &Vec<u64>| moves_in_one_pile(piles, take_any));
    let mut count = 0u64;
    let tuples = (primes.len() as u64).pow(n as u32);
    for index in 0..tuples {
        let mut rest = index;
        let mut heaps: Vec<u64> = (0..n)
            .map(|_| {
                let p = primes[(rest % primes.len() as u64) as usize];
                rest /= primes.len() as u64;
                p
            })
            .collect();
        heaps.sort_unstable();
        count += u64::from(!nim.wins(&heaps));
    }
    count % 1_000_000_007
}

#[allow(dead_code)]
fn main() {
    let tokens: Vec<u64> = stdin_tokens().collect();
    for case in tokens.chunks(2) {
        println!("{}", second_player_wins(case[0], case[1]));
    }
}
