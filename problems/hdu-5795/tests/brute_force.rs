//! The solution against the brute force of examples/brute.rs (each heap searched with the real
//! take and three-way split moves), on the generator's small inputs (the ones `cargo x stress
//! hdu-5795` starts with), and every heap value to 200 against the search.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

#[test]
fn winners_match_game_search() {
    let game = solution::SimpleNim::new();
    let mut search = brute::simple_nim_search();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let n: usize = tokens.next();
            let heaps: Vec<u64> = tokens.many(n);
            assert_eq!(
                game.first_player_wins(heaps.iter().copied()),
                search.wins(&heaps),
                "heaps {heaps:?} (cargo x gen hdu-5795 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn heap_values_match_game_search() {
    let game = solution::SimpleNim::new();
    let mut search = brute::simple_nim_search();
    for heap in 0..=200u64 {
        assert_eq!(
            game.grundy(heap),
            u64::from(search.component(&heap)),
            "heap {heap}"
        );
    }
}
