//! Vitya and Strange Lesson by brute force, from the definition: every query XORs each element of
//! the whole array by x, then the mex is found by looking for 0, 1, 2, ... among the elements.
//! No trie, no accumulated XOR.

use oracle::stdin_tokens;

/// The mex of the array after each query, recomputing the whole array each time.
pub fn mexes_after_xors(array: &[u32], queries: &[u32]) -> Vec<u64> {
    let mut array = array.to_vec();
    let mut mexes = Vec::new();
    for &x in queries {
        for a in &mut array {
            *a ^= x;
        }
        let mex = (0u32..).find(|v| !array.contains(v)).unwrap();
        mexes.push(u64::from(mex));
    }
    mexes
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u32>();
    let n = tokens.next().expect("n") as usize;
    let m = tokens.next().expect("m") as usize;
    let array: Vec<u32> = tokens.by_ref().take(n).collect();
    let queries: Vec<u32> = tokens.take(m).collect();
    for mex in mexes_after_xors(&array, &queries) {
        println!("{mex}");
    }
}
