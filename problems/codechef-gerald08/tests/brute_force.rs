//! The tree's value by the edge rule against a search of the real game on the generator's
//! small inputs (the ones `cargo x stress codechef-gerald08` starts with); and, on the
//! smallest trees, the exact value confirmed: the tree plus a stalk of the opposite value is a
//! second-player win.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use cgt_red_blue::tree_value;
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

/// A test: the number of vertices and the edges `(u, v, black)` from 0.
type Test = (usize, Vec<(usize, usize, bool)>);

fn read_tests(input: &str) -> Vec<Test> {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.next();
    (0..t)
        .map(|_| {
            let n: usize = tokens.next();
            let edges = (1..n)
                .map(|_| {
                    let (u, v, c): (usize, usize, u8) =
                        (tokens.next(), tokens.next(), tokens.next());
                    (u - 1, v - 1, c == 0)
                })
                .collect();
            (n, edges)
        })
        .collect()
}

#[test]
fn winners_match_game_search() {
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        for (n, edges) in read_tests(&input) {
            assert_eq!(
                solution::winners(n, &edges),
                brute::winners(&edges),
                "edges {edges:?} (cargo x gen codechef-gerald08 --small --seed {seed})"
            );
        }
    }
}

#[test]
fn exact_values_confirmed_by_a_stalk_of_the_opposite_value() {
    let mut checked = 0;
    for (_, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        for (n, mut edges) in read_tests(&input) {
            if n > 7 {
                continue;
            }
            let value = tree_value(n, 0, &edges);
            // The stalk of value -x: the sign expansion of -x, one edge per sign, on the root.
            let signs = cgt_big_dyadic::sign_expansion(&-&value);
            let mut below = 0;
            for (i, &black) in signs.iter().enumerate() {
                let vertex = n + i;
                edges.push((below, vertex, black));
                below = vertex;
            }
            assert!(
                !brute::wins(&edges, true) && !brute::wins(&edges, false),
                "tree + stalk of {} is not 0: {edges:?}",
                -&value
            );
            checked += 1;
        }
    }
    assert!(checked > 50);
}
