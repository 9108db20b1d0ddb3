//! local-octal-game by brute force: each query's sum of heaps is searched as a whole game (a
//! position is the sorted multiset of its heaps; a move follows the digit bits literally), never
//! through Grundy values, XOR or periods. Only small heaps are feasible.

use oracle::GameSearch;
use std::io::Read;

/// The digits `d1..dk` of the code `0.d1..dk`.
pub fn digits_of(code: &str) -> Vec<u8> {
    let rest = code.trim().strip_prefix("0.").expect("a code 0.d1..dk");
    rest.bytes().map(|b| b - b'0').collect()
}

/// The positions one move away from `heaps` (sorted): pick a heap `n` and a `j`; bit 1 of `d_j`
/// takes a heap of exactly `j` away, bit 2 leaves one heap of `n - j` (when `n > j`), bit 4
/// leaves two non-empty heaps that add up to `n - j`.
pub fn moves(digits: &[u8], heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &n) in heaps.iter().enumerate() {
        let mut others = heaps.to_vec();
        others.remove(i);
        for (index, &d) in digits.iter().enumerate() {
            let j = index as u64 + 1;
            let mut leave = |parts: &[u64]| {
                let mut position = others.clone();
                position.extend_from_slice(parts);
                position.sort_unstable();
                next.push(position);
            };
            if d & 1 != 0 && n == j {
                leave(&[]);
            }
            if d & 2 != 0 && n > j {
                leave(&[n - j]);
            }
            if d & 4 != 0 && n > j {
                for a in 1..n - j {
                    leave(&[a, n - j - a]);
                }
            }
        }
    }
    next
}

/// For each query (a list of heaps), whether the player to move wins, by search.
pub fn solve(code: &str, queries: &[Vec<u64>]) -> Vec<bool> {
    let digits = digits_of(code);
    let mut search = GameSearch::new(|heaps: &Vec<u64>| moves(&digits, heaps));
    queries
        .iter()
        .map(|heaps| {
            let mut position: Vec<u64> = heaps.iter().copied().filter(|&x| x > 0).collect();
            position.sort_unstable();
            search.wins(&position)
        })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let code = tokens.next().unwrap().to_string();
    let mut numbers = tokens.map(|t| t.parse::<u64>().unwrap());
    let q = numbers.next().unwrap();
    let queries: Vec<Vec<u64>> = (0..q)
        .map(|_| {
            let m = numbers.next().unwrap() as usize;
            numbers.by_ref().take(m).collect()
        })
        .collect();
    for wins in solve(&code, &queries) {
        println!("{}", if wins { 'W' } else { 'L' });
    }
}
