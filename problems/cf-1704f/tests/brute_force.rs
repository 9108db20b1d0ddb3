//! The counts-then-Dawson's-Kayles model against a search of the partizan game on every row of
//! up to 12 cells, and on the generator's small inputs (what `cargo x stress` feeds: rows of up to
//! 14 cells, most with equal counts).

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
use std::collections::HashMap;

#[test]
fn every_row_up_to_12_cells_matches_game_search() {
    let kayles = solution::dawsons_kayles();
    let mut memo = HashMap::new();
    for n in 2..=12 {
        for mask in 0..1u32 << n {
            let cells: Vec<u8> = (0..n)
                .map(|i| if mask >> i & 1 == 1 { b'R' } else { b'B' })
                .collect();
            assert_eq!(
                solution::alice_wins(&kayles, &cells),
                brute::alice_wins(&cells, &mut memo),
                "{}",
                String::from_utf8_lossy(&cells)
            );
        }
    }
}

#[test]
fn the_generators_small_rows_match_game_search() {
    let kayles = solution::dawsons_kayles();
    let mut memo = HashMap::new();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let _n: usize = tokens.next();
            let cells: String = tokens.next();
            assert_eq!(
                solution::alice_wins(&kayles, cells.as_bytes()),
                brute::alice_wins(cells.as_bytes(), &mut memo),
                "{cells} (cargo x gen cf-1704f --small --seed {seed})"
            );
        }
    }
}

#[test]
fn runs_split_where_neighbours_repeat() {
    assert_eq!(solution::alternating_runs(b"RBRBBRRB"), [4, 2, 2]);
    assert_eq!(solution::alternating_runs(b"RR"), [1, 1]);
    assert_eq!(solution::alternating_runs(b"RBRB"), [4]);
}
