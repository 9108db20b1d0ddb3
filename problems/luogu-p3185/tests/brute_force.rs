//! 分裂游戏 against a search of the real bean game (whole positions, examples/brute.rs): the
//! winning first moves, all of them in order, on small random inputs; and the per-bean values
//! against the search of a single bean.

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

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
    let mut rng = StdRng::seed_from_u64(3185);
    for _ in 0..400 {
        let n = rng.random_range(2..=5);
        // Few beans, and often empty bottles and even counts (the traps).
        let beans: Vec<u32> = (0..n)
            .map(|i| {
                let top = if i + 3 >= n { 4 } else { 2 };
                match rng.random_range(0..3) {
                    0 => 0,
                    _ => rng.random_range(0..=top),
                }
            })
            .collect();
        assert_eq!(
            solution::winning_moves(&beans),
            brute::winning_moves(&beans),
            "beans {beans:?}"
        );
    }
}
