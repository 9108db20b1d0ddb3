//! `first_player_wins` against a search of the real game (examples/brute.rs) over the whole 0/1 state of coins
//! 1..=n (n <= 12): a move picks a coin x showing 0, writes x = c * 2^a * 3^b and turns over
//! c * 2^(a - p*j) * 3^b for j = 0..=q (p >= 1, 1 <= q <= MAXQ, p*q <= a), or the same on the
//! exponent of 3.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use brute::move_sets;
use oracle::GameSearch;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens};
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn first_player_wins_matches_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=1000) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let (n, maxq): (usize, u32) = (tokens.next(), tokens.next());
            let states: Vec<u8> = tokens.many(n);
            let g = solution::coin_values(maxq as usize);
            assert_eq!(
                solution::first_player_wins(&states, &g),
                brute::first_player_wins(&states, maxq),
                "MAXQ {maxq}, states {states:?} (cargo x gen luogu-p4077 --small --seed {seed})"
            );
        }
    }
}

/// Larger exponents: only the coins 2^a * 3^b with a <= top_a, b <= top_b vary (a set that the
/// moves of its own coins never leave); every other coin of 1..=2^top_a * 3^top_b shows 1, can
/// not be picked and is never turned. The search runs over the states of those coins only.
#[test]
fn larger_exponents_match_game_search() {
    let mut rng = StdRng::seed_from_u64(4078);
    for (top_a, top_b) in [(6, 1), (2, 4), (4, 2), (13, 0)] {
        let coins: Vec<u32> = (0..=top_a)
            .flat_map(|a| (0..=top_b).map(move |b| 2u32.pow(a) * 3u32.pow(b)))
            .collect();
        let bit = |coin: u32| coins.iter().position(|&c| c == coin).unwrap();
        let n = 2u32.pow(top_a) * 3u32.pow(top_b);
        for maxq in [1, 2, 3, 6, 20] {
            let g = solution::coin_values(maxq as usize);
            let sets: Vec<Vec<Vec<usize>>> = coins
                .iter()
                .map(|&x| {
                    move_sets(x, maxq)
                        .iter()
                        .map(|set| set.iter().map(|&y| bit(y)).collect())
                        .collect()
                })
                .collect();
            let mut search = GameSearch::new(|&ones: &u32| {
                let mut next = Vec::new();
                for x in (0..coins.len()).filter(|&x| ones >> x & 1 == 0) {
                    for set in &sets[x] {
                        next.push(set.iter().fold(ones, |m, &y| m ^ 1 << y));
                    }
                }
                next
            });
            for _ in 0..40 {
                let ones = rng.random_range(0..1u32 << coins.len());
                let mut states = vec![1u8; n as usize];
                for (i, &coin) in coins.iter().enumerate() {
                    states[coin as usize - 1] = (ones >> i & 1) as u8;
                }
                assert_eq!(
                    solution::first_player_wins(&states, &g),
                    search.wins(&ones),
                    "a <= {top_a}, b <= {top_b}, MAXQ {maxq}, ones {ones:b}"
                );
            }
        }
    }
}
