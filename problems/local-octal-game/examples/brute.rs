//! local-octal-game by brute force: each query is a sum of heaps; each heap is searched as the
//! real game (a move follows the digit bits literally and leaves no, one or two heaps), its value
//! the mex over its moves of the XOR of the values of the heaps the move leaves, and a query is
//! won iff the XOR of its heaps' values is not 0 (the Sprague–Grundy theorem, the only theorem
//! used). Never the periods or tables of the solution. Only small heaps are feasible.

use oracle::SumSearch;
use std::io::Read;

/// The digits `d1..dk` of the code `0.d1..dk`.
pub fn digits_of(code: &str) -> Vec<u8> {
    let rest = code.trim().strip_prefix("0.").expect("a code 0.d1..dk");
    rest.bytes().map(|b| b - b'0').collect()
}

/// The moves on one heap of `n`, each as the heaps it leaves: pick a `j`; bit 1 of `d_j` takes
/// a heap of exactly `j` away, bit 2 leaves one heap of `n - j` (when `n > j`), bit 4 leaves two
/// non-empty heaps that add up to `n - j`.
pub fn heap_moves(digits: &[u8], n: u64) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (index, &d) in digits.iter().enumerate() {
        let j = index as u64 + 1;
        if d & 1 != 0 && n == j {
            next.push(vec![]);
        }
        if d & 2 != 0 && n > j {
            next.push(vec![n - j]);
        }
        if d & 4 != 0 && n > j {
            for a in 1..n - j {
                next.push(vec![a, n - j - a]);
            }
        }
    }
    next
}

/// For each query (a list of heaps), whether the player to move wins, by search.
pub fn solve(code: &str, queries: &[Vec<u64>]) -> Vec<bool> {
    let digits = digits_of(code);
    let mut search = SumSearch::new(|&n: &u64| heap_moves(&digits, n));
    queries.iter().map(|heaps| search.wins(heaps)).collect()
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
