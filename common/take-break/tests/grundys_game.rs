//! Grundy's game to 1e6 from its definition, by the rare-value (sparse space) method, and the
//! 41 heaps where the second player wins (CSES 2207 embeds them).
//!
//! The values split by the parity of `popcount(v >> 1)`: the rare class (even) and the common
//! class (odd), and the class of `x ^ y` is the sum of the classes. An option `G(a) ^ G(n - a)`
//! of the common class has a rare part, so every common option of `n` is among the
//! `G(r) ^ G(n - r)` over the few rare heaps `r`. `G(n)` is the least value not among those,
//! unless a rare-class value below it is missing too, which only a search over every split can
//! say: it stops at the first split that has it, and runs to the end only where `G(n)` is rare.
//! Exact, whatever the classes: every value below `G(n)` is shown to be an option, and `G(n)`
//! shown not to be.

use cgt_take_break::{take_break_grundy, TakeBreak};

const ZEROS: [usize; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

fn rare(v: u16) -> bool {
    (v >> 1).count_ones() % 2 == 0
}

/// `G(0..=limit)` of Grundy's game by the rare-value method.
fn grundys_game_sparse(limit: usize) -> Vec<u16> {
    let mut g: Vec<u16> = vec![0; limit + 1];
    let mut rare_heaps: Vec<usize> = Vec::new();
    let mut stamp = vec![0usize; 1 << 16];
    for n in 1..=limit {
        // The options with a rare part (a and n - a both at least 1 and different).
        for &r in &rare_heaps {
            if r < n && 2 * r != n {
                stamp[usize::from(g[r] ^ g[n - r])] = n;
            }
        }
        let mut v: u16 = 0;
        loop {
            if stamp[usize::from(v)] == n {
                v += 1;
                continue;
            }
            if !rare(v) {
                break; // a common value without a rare part: no option has it
            }
            // A rare-class value: is it G(a) ^ G(n - a) for two common parts?
            if (1..(n + 1) / 2).any(|a| g[a] ^ g[n - a] == v) {
                v += 1;
                continue;
            }
            break;
        }
        g[n] = v;
        if rare(v) {
            rare_heaps.push(n);
        }
    }
    g
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
fn sparse_method_matches_the_plain_table() {
    let plain = take_break_grundy(&TakeBreak::grundys_game(), 3000);
    let sparse = grundys_game_sparse(3000);
    assert!(plain.iter().zip(&sparse).all(|(&p, &s)| p == u32::from(s)));
}

/// Every value to 1e6: the 41 zeros, 1,273 rare heaps in 1..1e6 (the last at 82,860), the
/// largest value 231 first at 763,622, and the plain table's values to 2e4.
/// `cargo test -p cgt-take-break --release --test grundys_game -- --ignored --nocapture`.
#[test]
#[ignore]
fn every_value_to_a_million() {
    let clock = thread_cpu_seconds();
    let g = grundys_game_sparse(1_000_000);
    let seconds = thread_cpu_seconds() - clock;
    let zeros: Vec<usize> = (1..g.len()).filter(|&n| g[n] == 0).collect();
    assert_eq!(zeros, ZEROS);
    let rare_heaps: Vec<usize> = (1..g.len()).filter(|&n| rare(g[n])).collect();
    assert_eq!(rare_heaps.len(), 1273);
    assert_eq!(rare_heaps.last(), Some(&82_860));
    let largest = *g.iter().max().unwrap();
    assert_eq!(largest, 231);
    assert_eq!(g.iter().position(|&v| v == largest), Some(763_622));
    let plain = take_break_grundy(&TakeBreak::grundys_game(), 20_000);
    assert!(plain.iter().zip(&g).all(|(&p, &s)| p == u32::from(s)));
    println!("Grundy's game to 1e6 by rare values: {seconds:.1} s of CPU");
}
