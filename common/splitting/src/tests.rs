use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::{BTreeSet, HashMap};

/// The Grundy value of a set of rectangles from the definition: the mex over every legal cut
/// of every piece, each option being the whole new set of pieces (no sum theorem used).
fn grundy_naive(
    pieces: &[(usize, usize)],
    min_side: usize,
    memo: &mut HashMap<Vec<(usize, usize)>, u32>,
) -> u32 {
    if let Some(&known) = memo.get(pieces) {
        return known;
    }
    let mut options = BTreeSet::new();
    for (k, &(w, h)) in pieces.iter().enumerate() {
        let cuts = (min_side..=w.saturating_sub(min_side))
            .map(|i| [(i, h), (w - i, h)])
            .chain((min_side..=h.saturating_sub(min_side)).map(|j| [(w, j), (w, h - j)]));
        for halves in cuts {
            let mut next = pieces.to_vec();
            next.remove(k);
            next.extend(halves);
            next.sort_unstable();
            options.insert(grundy_naive(&next, min_side, memo));
        }
    }
    let value = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(pieces.to_vec(), value);
    value
}

#[test]
fn rectangle_cutting_grundy_compare_with_naive() {
    let mut rng = StdRng::seed_from_u64(2311);
    for min_side in 1..=3 {
        let mut memo = HashMap::new();
        // Cutting down to 1x1 pieces has many more positions: keep those sheets smaller.
        let top = if min_side == 1 { 5 } else { 8 };
        for _ in 0..4 {
            let (max_width, max_height) = (rng.random_range(0..=top), rng.random_range(0..=top));
            let g = rectangle_cutting_grundy(max_width, max_height, min_side);
            for (w, row) in g.iter().enumerate().skip(min_side) {
                for (h, &value) in row.iter().enumerate().skip(min_side) {
                    let expected = grundy_naive(&[(w, h)], min_side, &mut memo);
                    assert_eq!(value, expected, "{w}x{h}, min side {min_side}");
                }
            }
        }
    }
}

#[test]
fn small_sides_are_zero() {
    let g = rectangle_cutting_grundy(5, 5, 2);
    assert!((0..=5).all(|k| g[1][k] == 0 && g[k][1] == 0 && g[0][k] == 0));
}
