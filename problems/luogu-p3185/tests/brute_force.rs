//! 分裂游戏 against a search of the real bean game (whole positions, examples/brute.rs): the
//! winning first moves, all of them in order, on the generator's small inputs (what `cargo x
//! stress` feeds); and the per-bean values
//! against the search of a single bean.

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use oracle::GameSearch;

#[test]
fn bean_grundy_matches_search_of_one_bean() {
    for (d, &value) in solution::bean_grundy(6).iter().enumerate() {
        let mut beans = vec![0u32; d + 1];
        beans[0] = 1;
        let mut search =
            GameSearch::new(|p: &Vec<u32>| brute::moves(p).into_iter().map(|(_, q)| q).collect());
        assert_eq!(value, search.grundy(&beans), "distance {d}");
    }
}

#[test]
fn bean_grundy_first_terms() {
    // 0, 1, 2, 4, 7, 8, ... as the searched table gives, up to the largest n = 21.
    let g = solution::bean_grundy(21);
    assert_eq!(g[..6], [0, 1, 2, 4, 7, 8]);
    assert!(g.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn winning_moves_match_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let tests: usize = tokens.next();
        for _ in 0..tests {
            let n: usize = tokens.next();
            let beans: Vec<u32> = tokens.many(n);
            assert_eq!(
                solution::winning_moves(&beans),
                brute::winning_moves(&beans),
                "beans {beans:?} (cargo x gen luogu-p3185 --small --seed {seed})"
            );
        }
    }
}
