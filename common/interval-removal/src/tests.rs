//! The closed forms against the octal engine's table of `OctalCode::interval_removal(l, r)`, and
//! that table and the cycles built from it against a search of the real graphs (a path or a cycle
//! of vertices, a move erasing k connected vertices: `oracle::connected_removals`).

use super::*;
use cgt_octal::{OctalCode, OctalGrundy};
use oracle::{connected_removals, GameSearch};

fn path_table(l: usize, r: usize, len: usize) -> Vec<u32> {
    let mut game = OctalGrundy::new(&OctalCode::interval_removal(l, r));
    game.extend_to(len);
    game.values().to_vec()
}

#[test]
fn path_values_below_l_plus_r_match_the_octal_engine() {
    for r in 1..=14usize {
        for l in 1..=r {
            let table = path_table(l, r, l + r + 5);
            for (n, &g) in table.iter().enumerate() {
                let closed = path_value(n as u64, l as u64, r as u64);
                if n < l + r {
                    assert_eq!(closed, Some(u64::from(g)), "path {n}, l {l}, r {r}");
                } else {
                    assert_eq!(closed, None);
                }
            }
        }
    }
}

#[test]
fn cycle_values_match_the_cycles_from_the_octal_table() {
    for r in 2..=14usize {
        for l in 1..r {
            let len = 3 * (l + r) + 10;
            let cycles = cycle_values_from_paths(&path_table(l, r, len), l, r);
            for (c, &g) in cycles.iter().enumerate() {
                assert_eq!(
                    cycle_value(c as u64, l as u64, r as u64),
                    u64::from(g),
                    "cycle {c}, l {l}, r {r}"
                );
            }
        }
    }
}

#[test]
fn with_l_equal_to_r_a_cycle_of_4l_minus_1_is_worth_one() {
    // The closed form's c >= l + r case needs two removal sizes: with l = r it fails.
    for l in 1..=8usize {
        let cycles = cycle_values_from_paths(&path_table(l, l, 4 * l), l, l);
        assert_eq!(cycles[4 * l - 1], 1, "l = r = {l}");
        assert!(
            cycles[2 * l..4 * l - 1].iter().all(|&g| g == 0),
            "l = r = {l}"
        );
    }
}

fn path_graph(n: usize) -> Vec<Vec<usize>> {
    (0..n)
        .map(|v| {
            [v.wrapping_sub(1), v + 1]
                .into_iter()
                .filter(|&w| w < n)
                .collect()
        })
        .collect()
}

fn cycle_graph(n: usize) -> Vec<Vec<usize>> {
    (0..n).map(|v| vec![(v + n - 1) % n, (v + 1) % n]).collect()
}

#[test]
fn the_octal_table_and_its_cycles_match_the_search_of_the_real_graphs() {
    for r in 1..=5usize {
        for l in 1..=r {
            let paths = path_table(l, r, 11);
            let cycles = cycle_values_from_paths(&paths, l, r);
            for n in 1..=10usize {
                let all = (1u64 << n) - 1;
                let path = path_graph(n);
                let mut game = GameSearch::new(|&s: &u64| connected_removals(&path, s, l..=r));
                assert_eq!(game.grundy(&all), paths[n], "path {n}, l {l}, r {r}");
                if n >= 3 {
                    let cycle = cycle_graph(n);
                    let mut game = GameSearch::new(|&s: &u64| connected_removals(&cycle, s, l..=r));
                    assert_eq!(game.grundy(&all), cycles[n], "cycle {n}, l {l}, r {r}");
                }
            }
        }
    }
}
