//! E&D against exhaustive searches of the real game: the value of one group against its Grundy
//! value by search, and whole cases against a search of the full position (every group at once).

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

#[test]
fn group_value_matches_grundy_by_search() {
    let mut search = brute::group_search();
    for a in 1..=40u32 {
        for b in 1..=40u32 {
            let expected = search.grundy(&(u64::from(a.min(b)), u64::from(a.max(b))));
            assert_eq!(solution::group_value(a, b), expected, "group ({a}, {b})");
        }
    }
}

#[test]
fn group_value_handles_the_largest_piles() {
    // (a-1)|(b-1) below 2^31: at most 31 trailing ones, no overflow. Two odd piles are 0 (as in
    // the searched table), and 2^31 with 1 leaves 31 ones.
    assert_eq!(solution::group_value(1_999_999_999, 1_999_999_999), 0);
    assert_eq!(solution::group_value(1 << 31, 1), 31);
    assert_eq!(solution::group_value(1, 1), 0);
}

/// The whole position (a list of sorted groups, itself sorted) one move away, by the rules.
fn position_moves(groups: &[(u64, u64)]) -> Vec<Vec<(u64, u64)>> {
    let mut next = Vec::new();
    for (i, group) in groups.iter().enumerate() {
        for moved in brute::group_moves(group) {
            let mut position = groups.to_vec();
            position[i] = moved;
            position.sort_unstable();
            next.push(position);
        }
    }
    next
}

#[test]
fn first_player_wins_matches_search_of_the_whole_position() {
    let mut search = GameSearch::new(|p: &Vec<(u64, u64)>| position_moves(p));
    let mut rng = StdRng::seed_from_u64(2148);
    for _ in 0..300 {
        let groups = rng.random_range(1..=3);
        let piles: Vec<u32> = (0..2 * groups).map(|_| rng.random_range(1..=7)).collect();
        let mut position: Vec<(u64, u64)> = piles
            .chunks(2)
            .map(|p| (u64::from(p[0].min(p[1])), u64::from(p[0].max(p[1]))))
            .collect();
        position.sort_unstable();
        assert_eq!(
            solution::first_player_wins(&piles),
            search.wins(&position),
            "piles {piles:?}"
        );
    }
}

#[test]
fn first_player_wins_matches_brute_on_the_generators_small_inputs() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let cases: usize = tokens.next();
        for _ in 0..cases {
            let n: usize = tokens.next();
            let piles: Vec<u32> = tokens.many(n);
            let wide: Vec<u64> = piles.iter().map(|&s| u64::from(s)).collect();
            assert_eq!(
                solution::first_player_wins(&piles),
                brute::first_player_wins(&wide),
                "piles {piles:?} (cargo x gen luogu-p2148 --small --seed {seed})"
            );
        }
    }
}
