//! The subtraction game against an exhaustive search of the real game (examples/brute.rs): a move removes exactly s
//! stones (s in S) from one pile. Sums of small piles are searched whole; single piles are
//! searched up to a few hundred stones, past the preperiod and several periods of small sets,
//! and huge piles are checked against the searched values through the period that the search
//! itself shows.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use cgt_subtraction::PeriodicGrundy;
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use oracle::{take_exactly, GameSearch};
use rand::{rngs::StdRng, Rng, SeedableRng};

fn solve(moves: &[usize], positions: &[Vec<u64>]) -> Vec<bool> {
    let g = PeriodicGrundy::new(moves);
    positions
        .iter()
        .map(|piles| solution::first_player_wins(&g, piles))
        .collect()
}

fn random_moves(rng: &mut StdRng, top: usize) -> Vec<usize> {
    let mut moves: Vec<usize> = (0..rng.random_range(1..=4))
        .map(|_| rng.random_range(1..=top))
        .collect();
    moves.sort_unstable();
    moves.dedup();
    moves
}

#[test]
fn sums_of_small_piles_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let k: usize = tokens.next();
        let moves: Vec<usize> = tokens.many(k);
        let q: usize = tokens.next();
        let positions: Vec<Vec<u64>> = (0..q)
            .map(|_| {
                let m: usize = tokens.next();
                tokens.many(m)
            })
            .collect();
        let expected = brute::outcomes(&moves, &positions);
        assert_eq!(
            solve(&moves, &positions),
            expected,
            "S = {moves:?}, {positions:?} (cargo x gen local-subtraction-game --small --seed {seed})"
        );
    }
}

#[test]
fn single_and_huge_piles_match_game_search() {
    const SEARCHED: u64 = 400;
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..100 {
        let moves = random_moves(&mut rng, 10);
        let one_pile = take_exactly(&moves);
        let mut search = GameSearch::new(|&pile: &u64| one_pile(pile));
        let g: Vec<u32> = (0..=SEARCHED).map(|pile| search.grundy(&pile)).collect();
        // One pile: won iff its Grundy value is not 0; two piles: iff their values differ.
        let singles: Vec<Vec<u64>> = (0..=SEARCHED).map(|pile| vec![pile]).collect();
        let expected: Vec<bool> = g.iter().map(|&v| v != 0).collect();
        assert_eq!(solve(&moves, &singles), expected, "S = {moves:?}");
        // The searched values' own period, read off their second half, extends them to huge
        // piles (a max(S) <= 10 set settles far below 200).
        let half = (SEARCHED / 2) as usize;
        let period = (1..half)
            .find(|&p| (half..g.len() - p).all(|n| g[n] == g[n + p]))
            .expect("period within the searched piles");
        let value_of = |pile: u64| g[half + ((pile - half as u64) % period as u64) as usize];
        let pairs: Vec<Vec<u64>> = (0..20)
            .map(|_| {
                vec![
                    rng.random_range(half as u64..=1_000_000_000_000_000_000),
                    rng.random_range(0..=SEARCHED),
                ]
            })
            .collect();
        let expected: Vec<bool> = pairs
            .iter()
            .map(|piles| value_of(piles[0]) != g[piles[1] as usize])
            .collect();
        assert_eq!(solve(&moves, &pairs), expected, "S = {moves:?}");
    }
}
