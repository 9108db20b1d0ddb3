//! Luogu P3185 分裂游戏 by brute force: the real bean game (the bean counts of all bottles). A
//! move takes a bean out of a non-empty bottle i and puts one bean into bottle j and one into
//! bottle k for some i < j <= k (both into j when j = k). The winning first moves are the moves
//! whose result is lost for the player who then moves, in the order of the integer triples
//! (i, j, k). A position is a sum of beans, each a game of its own whose moves leave two beans:
//! each bean is searched by the mex over its moves, and a position is lost iff the XOR over its
//! beans is 0 (the Sprague–Grundy theorem). Never the solution's table.

use oracle::stdin_tokens;
use oracle::SumSearch;

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
    let n = beans.len();
    // One bean in bottle i: a move leaves one bean in j and one in k, i < j <= k < n.
    let mut search = SumSearch::new(|&i: &usize| {
        (i + 1..n)
            .flat_map(|j| (j..n).map(move |k| vec![j, k]))
            .collect()
    });
    moves(beans)
        .into_iter()
        .filter(|(_, after)| {
            let every_bean: Vec<usize> = (0..n)
                .flat_map(|i| std::iter::repeat(i).take(after[i] as usize))
                .collect();
            !search.wins(&every_bean)
        })
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
