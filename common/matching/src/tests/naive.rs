use std::collections::HashMap;

/// Every maximum matching of the graph on `0..n` restricted to the vertices of `alive` (a
/// bit mask), as bit masks of the vertices covered: all subsets of the edges, kept when no
/// two share a vertex.
pub fn maximum_matchings_covers(n: usize, edges: &[(usize, usize)], alive: u32) -> Vec<u32> {
    assert!(n <= 32 && edges.len() <= 16);
    let usable: Vec<(usize, usize)> = edges
        .iter()
        .copied()
        .filter(|&(a, b)| alive >> a & 1 == 1 && alive >> b & 1 == 1)
        .collect();
    let mut best = 0;
    let mut covers = Vec::new();
    for subset in 0u32..1 << usable.len() {
        let mut covered = 0u32;
        let mut is_matching = true;
        for (e, &(a, b)) in usable.iter().enumerate() {
            if subset >> e & 1 == 1 {
                if covered >> a & 1 == 1 || covered >> b & 1 == 1 {
                    is_matching = false;
                    break;
                }
                covered |= 1 << a | 1 << b;
            }
        }
        if !is_matching {
            continue;
        }
        let size = subset.count_ones();
        if size > best {
            best = size;
            covers.clear();
        }
        if size == best {
            covers.push(covered);
        }
    }
    covers
}

/// The size of a maximum matching of the live graph.
pub fn maximum_matching_size(n: usize, edges: &[(usize, usize)], alive: u32) -> usize {
    maximum_matchings_covers(n, edges, alive)[0].count_ones() as usize / 2
}

/// The token game searched over positions (token, visited set): the player to move wins iff
/// some move to an unvisited neighbour reaches a position lost for the opponent.
pub fn token_wins(
    edges: &[(usize, usize)],
    token: usize,
    visited: u32,
    memo: &mut HashMap<(usize, u32), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(token, visited)) {
        return known;
    }
    let wins = edges.iter().any(|&(a, b)| {
        let to = if a == token {
            b
        } else if b == token {
            a
        } else {
            return false;
        };
        visited >> to & 1 == 0 && !token_wins(edges, to, visited | 1 << to, memo)
    });
    memo.insert((token, visited), wins);
    wins
}
