use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashMap;

/// The Grundy value of a whole position (a bit mask of active coins), by searching the real
/// game: pick an active coin, turn it and the other coins of one of its moves.
fn position_grundy_naive(
    mask: u32,
    moves: &[Vec<Vec<usize>>],
    memo: &mut HashMap<u32, u32>,
) -> u32 {
    if let Some(&v) = memo.get(&mask) {
        return v;
    }
    let mut options = Vec::new();
    for (x, moves_of_x) in moves.iter().enumerate() {
        if mask >> x & 1 == 1 {
            for others in moves_of_x {
                let next = others.iter().fold(mask ^ 1 << x, |m, &y| m ^ 1 << y);
                options.push(position_grundy_naive(next, moves, memo));
            }
        }
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(mask, value);
    value
}

#[test]
fn coin_turning_grundy_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..200 {
        let count = rng.random_range(0..=8);
        let moves: Vec<Vec<Vec<usize>>> = (0..count)
            .map(|x| {
                (0..rng.random_range(0..6))
                    .map(|_| (0..x).filter(|_| rng.random_bool(0.4)).collect())
                    .collect()
            })
            .collect();
        let g = coin_turning_grundy(count, |x| moves[x].clone());
        let mut memo = HashMap::new();
        for mask in 0..1u32 << count {
            let sum = (0..count)
                .filter(|&x| mask >> x & 1 == 1)
                .fold(0, |acc, x| acc ^ g[x]);
            assert_eq!(
                sum,
                position_grundy_naive(mask, &moves, &mut memo),
                "moves {moves:?}, mask {mask:b}"
            );
        }
    }
}

/// Mock Turtles' single-coin values from the mex definition: turn x alone, or with one or two
/// smaller coins.
fn mock_turtles_naive(limit: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for x in 0..limit {
        let mut options = vec![0];
        for y in 0..x {
            options.push(g[y]);
            options.extend((0..y).map(|z| g[y] ^ g[z]));
        }
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

#[test]
fn mock_turtles_grundy_compare_with_naive() {
    let naive = mock_turtles_naive(70);
    let closed: Vec<u64> = (0..70).map(mock_turtles_grundy).collect();
    assert_eq!(closed, naive);
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..1000 {
        let x = rng.random_range(0..1u64 << 62);
        let g = mock_turtles_grundy(x);
        assert!(g >> 1 == x && g.count_ones() % 2 == 1, "x = {x}, g = {g}");
    }
}
