//! Luogu P3185 分裂游戏 by brute force: the real bean game searched as a whole position (the bean
//! counts of all bottles). A move takes a bean out of a non-empty bottle i and puts one bean into
//! bottle j and one into bottle k for some i < j <= k (both into j when j = k). The winning first
//! moves are the moves whose result is lost for the player who then moves, in the order of the
//! integer triples (i, j, k). Never the per-bean values or the XOR.

use oracle::stdin_tokens;
use oracle::GameSearch;

/// The first moves (i, j, k), in increasing order, with the position each leaves.
pub fn moves(beans: &[u32]) -> Vec<((usize, usize, usize), Vec<u32>)> {
    let n = beans.len();
    let mut next = Vec::new();
    for i in 0..n {
        if beans[i] == 0 {
            continue;
        }
        for j in i + 1..n {
            for k in j..n {
                let mut after = beans.to_vec();
                after[i] -= 1;
                after[j] += 1;
                after[k] += 1;
                next.push(((i, j, k), after));
            }
        }
    }
    next
}

/// The winning first moves of `beans`, in increasing order, by search of the real game.
pub fn winning_moves(beans: &[u32]) -> Vec<(usize, usize, usize)> {
    let mut search = GameSearch::new(|p: &Vec<u32>| moves(p).into_iter().map(|(_, q)| q).collect());
    moves(beans)
        .into_iter()
        .filter(|(_, after)| !search.wins(after))
        .map(|(triple, _)| triple)
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u32>();
    let tests = tokens.next().unwrap();
    for _ in 0..tests {
        let n = tokens.next().unwrap() as usize;
        let beans: Vec<u32> = tokens.by_ref().take(n).collect();
        let winning = winning_moves(&beans);
        match winning.first() {
            Some((i, j, k)) => println!("{i} {j} {k}"),
            None => println!("-1 -1 -1"),
        }
        println!("{}", winning.len());
    }
}
