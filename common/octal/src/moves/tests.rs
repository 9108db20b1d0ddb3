use super::*;
use crate::octal_grundy;
use oracle::GameSearch;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A move named by the heap moved and the heaps left in its place.
type Named = (usize, Vec<usize>);

/// The positions one move away from a sum of heaps (sorted), each named by the heap moved
/// and the heaps left in its place, from the code's rules.
fn named_moves(code: &OctalCode, heaps: &[usize]) -> Vec<(Named, Vec<usize>)> {
    let mut next = Vec::new();
    for i in 0..heaps.len() {
        for left in code.heap_moves(heaps[i]) {
            let mut position = heaps.to_vec();
            position.remove(i);
            position.extend(&left);
            position.sort_unstable();
            next.push(((i, left), position));
        }
    }
    next
}

#[test]
fn octal_winning_moves_are_every_move_to_a_lost_sum() {
    let mut rng = StdRng::seed_from_u64(31);
    for _ in 0..40 {
        let len = rng.random_range(1..=3);
        let mut digits: Vec<u8> = (0..len).map(|_| rng.random_range(0..=7)).collect();
        *digits.last_mut().unwrap() = rng.random_range(1..=7);
        let code = OctalCode::from_digits(&digits).unwrap();
        let g = octal_grundy(&code, 14);
        let mut search = GameSearch::new(|heaps: &Vec<usize>| {
            named_moves(&code, heaps)
                .into_iter()
                .map(|(_, p)| p)
                .collect()
        });
        for _ in 0..8 {
            let count = rng.random_range(0..=3);
            let mut heaps: Vec<usize> = (0..count).map(|_| rng.random_range(0..=9)).collect();
            heaps.sort_unstable();
            let expected: Vec<(usize, Vec<usize>)> = named_moves(&code, &heaps)
                .into_iter()
                .filter(|(_, after)| !search.wins(after))
                .map(|(m, _)| m)
                .collect();
            let winning = octal_winning_moves(&code, &g, &heaps);
            assert_eq!(winning, expected, "{code}, {heaps:?}");
            assert_eq!(winning.is_empty(), !search.wins(&heaps));
            for (i, left) in &winning {
                let value = heaps.iter().fold(0, |x, &h| x ^ g[h]) ^ g[heaps[*i]];
                assert!(octal_move_to(&code, &g, heaps[*i], value).is_some());
                assert!(octal_moves_to(&code, &g, heaps[*i], value).contains(left));
            }
        }
    }
}

#[test]
fn every_value_below_a_heaps_value_has_a_move() {
    for code in ["0.07", "0.77", "0.137", "0.44", "0.6", "0.007"] {
        let code: OctalCode = code.parse().unwrap();
        let g = octal_grundy(&code, 40);
        for heap in 0..=40 {
            for value in 0..g[heap] {
                assert!(
                    octal_move_to(&code, &g, heap, value).is_some(),
                    "{code}, {heap}"
                );
            }
            assert!(octal_moves_to(&code, &g, heap, g[heap]).is_empty());
        }
    }
}
