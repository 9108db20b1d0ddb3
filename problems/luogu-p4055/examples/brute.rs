//! [JSOI2009] 游戏 by brute force: the real token game searched from its definition, never a
//! matching. A position is the token's cell and the set of cells entered so far (the start
//! included); a move goes to an edge-adjacent free cell not yet entered; who cannot move loses.
//! Little AA wins from a start iff little YY, who moves first, loses there. For small mazes (at
//! most 20 free cells, as the generator's `small` makes them).

use oracle::{stdin_tokens, GameSearch};

/// The free cells from which little AA wins, 0-based `(row, column)`, row-major, by search.
pub fn aa_winning_starts(maze: &[Vec<u8>]) -> Vec<(usize, usize)> {
    let free: Vec<(usize, usize)> = (0..maze.len())
        .flat_map(|r| (0..maze[r].len()).map(move |c| (r, c)))
        .filter(|&(r, c)| maze[r][c] == b'.')
        .collect();
    assert!(free.len() <= 20, "too many free cells for the search");
    let adjacent =
        |a: (usize, usize), b: (usize, usize)| a.0.abs_diff(b.0) + a.1.abs_diff(b.1) == 1;
    // Positions: (index of the token's cell in `free`, bit mask of the entered cells).
    let mut search = GameSearch::new(|&(token, entered): &(usize, u32)| {
        (0..free.len())
            .filter(|&next| entered >> next & 1 == 0 && adjacent(free[token], free[next]))
            .map(|next| (next, entered | 1 << next))
            .collect()
    });
    (0..free.len())
        .filter(|&s| !search.wins(&(s, 1 << s)))
        .map(|s| free[s])
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<String>();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let _m: usize = tokens.next().unwrap().parse().unwrap();
    let maze: Vec<Vec<u8>> = (0..n)
        .map(|_| tokens.next().unwrap().into_bytes())
        .collect();
    let starts = aa_winning_starts(&maze);
    if starts.is_empty() {
        println!("LOSE");
    } else {
        println!("WIN");
        for (r, c) in starts {
            println!("{} {}", r + 1, c + 1);
        }
    }
}
