//! CSES 2207 by brute force: Grundy's game searched from its definition (`GameSearch` over
//! positions, a position being the sorted heaps; a move splits one heap into two non-empty heaps
//! of different sizes), never the list of src/main.rs. Heaps of a few dozen coins only.

use oracle::{stdin_tokens, GameSearch};

/// The positions one move away: one heap `h` replaced by `a` and `h - a`, `1 <= a < h - a`.
// The search's positions are `Vec<u32>`, so its move function takes `&Vec<u32>`.
#[allow(clippy::ptr_arg)]
fn splits(heaps: &Vec<u32>) -> Vec<Vec<u32>> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue;
        }
        for a in 1..h {
            if a < h - a {
                let mut after = heaps.clone();
                after.remove(i);
                after.extend([a, h - a]);
                after.sort_unstable();
                next.push(after);
            }
        }
    }
    next
}

/// A search of Grundy's game over whole positions.
pub type GrundySearch = GameSearch<Vec<u32>, fn(&Vec<u32>) -> Vec<Vec<u32>>>;

/// A fresh [`GrundySearch`].
pub fn grundy_search() -> GrundySearch {
    GameSearch::new(splits as fn(&Vec<u32>) -> Vec<Vec<u32>>)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u32>();
    let t = tokens.next().unwrap();
    let mut search = grundy_search();
    for _ in 0..t {
        let n = tokens.next().unwrap();
        let winner = if search.wins(&vec![n]) {
            "first"
        } else {
            "second"
        };
        println!("{winner}");
    }
}
