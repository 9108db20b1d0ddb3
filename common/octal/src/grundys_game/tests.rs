use super::*;
use oracle::GameSearch;

/// The plain mex over every unequal split.
fn plain(limit: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(limit + 1);
    for n in 0..=limit {
        let mut seen = vec![false; 2 * n + 2];
        for a in 1..n {
            if a < n - a {
                seen[(g[a] ^ g[n - a]) as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}

#[test]
fn grundys_game_values_compare_with_naive() {
    let fast = grundys_game_values(12_000);
    assert_eq!(fast, plain(12_000));
    // The two-byte table (taken when a value reaches 256) gives the same values.
    assert_eq!(values_in::<u16>(3_000).unwrap(), fast[..=3_000]);
    // The first values against a search of the game itself (sums of heaps as positions).
    let mut search = GameSearch::new(|heaps: &Vec<usize>| {
        let mut next = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            for a in 1..n {
                if a < n - a {
                    let mut p = heaps.clone();
                    p.remove(i);
                    p.extend([a, n - a]);
                    p.sort_unstable();
                    next.push(p);
                }
            }
        }
        next
    });
    for (n, &value) in fast.iter().enumerate().take(15).skip(1) {
        assert_eq!(value == 0, !search.wins(&vec![n]), "heap {n}");
    }
}

/// The plain mex to 1e5 (2.5e9 steps: `cargo test -p cgt-octal --release
/// grundys_game_to_1e5_compare_with_naive -- --ignored`).
#[test]
#[ignore]
fn grundys_game_to_1e5_compare_with_naive() {
    assert_eq!(grundys_game_values(100_000), plain(100_000));
}

/// OEIS A002188 (Grundy's game), offset 0, the first 60 terms.
#[test]
fn published_terms() {
    const A002188: [u32; 60] = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
    ];
    assert_eq!(grundys_game_values(59), A002188);
}

/// The second-player heaps (G = 0) known for Grundy's game, all up to 1222 (none other is
/// known below 2^35; `grundys_game_to_a_million` checks none to 1e6).
const SECOND_PLAYER: [usize; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

#[test]
fn second_player_heaps() {
    let g = grundys_game_values(3_000);
    let zeros: Vec<usize> = (1..g.len()).filter(|&n| g[n] == 0).collect();
    assert_eq!(zeros, SECOND_PLAYER);
}

/// The record figures to 1e6 (`cargo test -p cgt-octal --release grundys_game_to_a_million
/// -- --ignored --nocapture` prints the time).
#[test]
#[ignore]
fn grundys_game_to_a_million() {
    let start = std::time::Instant::now();
    let g = grundys_game_values(1_000_000);
    println!("Grundy's game to 1e6: {:.2?}", start.elapsed());
    let zeros: Vec<usize> = (1..g.len()).filter(|&n| g[n] == 0).collect();
    println!("second-player heaps in 1..=1e6: {zeros:?}");
    assert_eq!(zeros, SECOND_PLAYER);
    let rare: Vec<usize> = (1..g.len())
        .filter(|&n| (g[n] >> 1).count_ones() % 2 == 0)
        .collect();
    assert_eq!((rare.len(), rare.last()), (1273, Some(&82_860)));
    let largest = *g.iter().max().unwrap();
    assert_eq!(largest, 231);
    assert_eq!(g.iter().position(|&v| v == largest), Some(763_622));
}
