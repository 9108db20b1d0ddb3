//! Luogu P3185 \[HNOI2007\] 分裂游戏 (was BZOJ 1188). Bottles 0..n-1 hold p_i beans. A move picks
//! i < j <= k with bottle i non-empty, takes one bean out of bottle i and puts one bean into
//! bottle j and one into bottle k (both into j when j = k). Who cannot move (every bean in bottle
//! n-1) loses. Print the lexicographically smallest winning first move and the number of them.
//!
//! Model: the beans are independent games, and a bean's game depends only on its distance d to
//! the last bottle: it splits into two beans at distances d', d'' < d (equal when j = k). So
//! g(0) = 0 and g(d) = mex{ g(d') ^ g(d'') : d', d'' < d }, which gives 0, 1, 2, 4, 7, 8, ... (the
//! search of the whole bean game in examples/brute.rs finds the same values). Equal beans cancel
//! in pairs, so the position is worth X = XOR of g(n-1-i) over the bottles with an odd p_i. A move
//! (i, j, k) changes X by g_i ^ g_j ^ g_k (bottle indices, g_i = g(n-1-i)); it wins iff the result
//! is 0. All O(n^3) moves are tried in the order of the integer triples.
//!
//! Traps (all checked against the search in tests/brute_force.rs): the source bottle must be
//! non-empty; a triple with p_i = 0 can balance the XOR arithmetically but is no move (a published
//! solution counts it). A bottle with an even positive count adds nothing to X but is still a
//! legal source. Triples are counted, not beans (never times p_i). Moves are ordered as integers,
//! not strings (`0 2 9` before `0 2 10`). In the losing case both lines are printed: `-1 -1 -1`
//! and `0`.

use cgt_mex::MexBuffer;
use cgt_nim::nim_sum;
use proconio::input;
use std::io::{BufWriter, Write};

/// g(0..count): the Grundy value of one bean at distance d from the last bottle,
/// g(d) = mex{ g(a) ^ g(b) : a <= b < d }.
pub fn bean_grundy(count: usize) -> Vec<u32> {
    let mut g = vec![0u32; count];
    let mut options = MexBuffer::new(count * count + 1);
    for d in 1..count {
        options.clear();
        for a in 0..d {
            for b in a..d {
                options.insert(g[a] ^ g[b]);
            }
        }
        g[d] = options.mex();
    }
    g
}

/// Every winning first move (i, j, k) of the bottles `beans`, in increasing order.
pub fn winning_moves(beans: &[u32]) -> Vec<(usize, usize, usize)> {
    let n = beans.len();
    let by_distance = bean_grundy(n);
    // The value of one bean in bottle i.
    let g: Vec<u32> = (0..n).map(|i| by_distance[n - 1 - i]).collect();
    let x = nim_sum((0..n).filter(|&i| beans[i] % 2 == 1).map(|i| g[i]));
    let mut winning = Vec::new();
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                if x ^ g[i] ^ g[j] ^ g[k] == 0 {
                    winning.push((i, j, k));
                }
            }
        }
    }
    winning
}

fn main() {
    input! { tests: usize }
    debug_assert!((1..=10).contains(&tests), "1 <= t <= 10");
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..tests {
        input! { n: usize }
        debug_assert!((2..=21).contains(&n), "2 <= n <= 21");
        input! { beans: [u32; n] }
        debug_assert!(beans.iter().all(|&p| p <= 10_000), "0 <= p_i <= 1e4");
        let winning = winning_moves(&beans);
        match winning.first() {
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}").unwrap(),
            None => writeln!(out, "-1 -1 -1").unwrap(),
        }
        writeln!(out, "{}", winning.len()).unwrap();
    }
}
