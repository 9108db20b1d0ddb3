//! Library Checker `nim_product_64` by brute force, for operands below 256: the nim product from
//! its DEFINITION, `a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`, tabulated
//! for all `a, b` up to the largest operand of the input (never by the halving rule or a library).

use oracle::stdin_tokens;

/// `table[a][b] = a ⊗ b` for `a, b < n`, by the mex of the definition.
///
/// # Constraints
/// `n <= 256`: then every value stays below 256 (the integers below 2^8 are closed under ⊕ and ⊗,
/// as the definition itself shows: a mex over fewer than 256 * 256 options of values below 256).
pub fn products_by_mex(n: usize) -> Vec<Vec<u64>> {
    assert!(
        n <= 256,
        "the brute force only tabulates operands below 256"
    );
    let mut table = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in a..n {
            // Options as a 512-bit set (XORs of values below 256 stay below 256, and the mex
            // of a subset of 0..256 is at most 256).
            let mut seen = [0u64; 8];
            for a2 in 0..a {
                for b2 in 0..b {
                    let v = table[a2][b] ^ table[a][b2] ^ table[a2][b2];
                    seen[(v >> 6) as usize] |= 1 << (v & 63);
                }
            }
            let word = seen.iter().position(|&w| w != u64::MAX).unwrap();
            let mex = word as u64 * 64 + (!seen[word]).trailing_zeros() as u64;
            table[a][b] = mex;
            table[b][a] = mex;
        }
    }
    table
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let t = tokens.next().unwrap() as usize;
    let pairs: Vec<(u64, u64)> = (0..t)
        .map(|_| (tokens.next().unwrap(), tokens.next().unwrap()))
        .collect();
    let largest = pairs.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    assert!(
        largest < 256,
        "the brute force only takes operands below 256"
    );
    let table = products_by_mex(largest as usize + 1);
    for (a, b) in pairs {
        println!("{}", table[a as usize][b as usize]);
    }
}
