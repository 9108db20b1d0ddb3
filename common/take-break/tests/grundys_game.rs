//! Grundy's game (`4.0 unequal` here) against cgt-octal's rare-value engine
//! (`cgt_octal::grundys_game_values`): the plain table from this crate's definition and the
//! sparse method must agree value for value, and together they give the 41 heaps where the
//! second player wins up to 1e6 (CSES 2207 embeds them).

use cgt_octal::grundys_game_values;
use cgt_take_break::{take_break_grundy, TakeBreak};

const ZEROS: [usize; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

fn rare(v: u32) -> bool {
    (v >> 1).count_ones() % 2 == 0
}

fn thread_cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap();
    stat.split_whitespace()
        .next()
        .unwrap()
        .parse::<f64>()
        .unwrap()
        / 1e9
}

#[test]
fn the_sparse_method_matches_the_plain_table() {
    let plain = take_break_grundy(&TakeBreak::grundys_game(), 3000);
    assert_eq!(plain, grundys_game_values(3000));
}

/// Every value to 1e6: the 41 zeros, 1,273 rare heaps in 1..1e6 (the last at 82,860), the
/// largest value 231 first at 763,622, and every value to 1e5 equal to the plain table's.
/// `cargo test -p cgt-take-break --release --test grundys_game -- --ignored --nocapture`.
#[test]
#[ignore]
fn every_value_to_a_million() {
    let clock = thread_cpu_seconds();
    let g = grundys_game_values(1_000_000);
    let seconds = thread_cpu_seconds() - clock;
    let zeros: Vec<usize> = (1..g.len()).filter(|&n| g[n] == 0).collect();
    assert_eq!(zeros, ZEROS);
    let rare_heaps: Vec<usize> = (1..g.len()).filter(|&n| rare(g[n])).collect();
    assert_eq!(rare_heaps.len(), 1273);
    assert_eq!(rare_heaps.last(), Some(&82_860));
    let largest = *g.iter().max().unwrap();
    assert_eq!(largest, 231);
    assert_eq!(g.iter().position(|&v| v == largest), Some(763_622));
    println!("Grundy's game to 1e6 by rare values: {seconds:.1} s of CPU");
    let clock = thread_cpu_seconds();
    let plain = take_break_grundy(&TakeBreak::grundys_game(), 100_000);
    let seconds = thread_cpu_seconds() - clock;
    assert_eq!(plain[..], g[..=100_000]);
    println!("the plain table to 1e5: {seconds:.1} s of CPU, equal value for value");
}
