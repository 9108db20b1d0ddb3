//! {title} by brute force: the real game searched from its definition (`oracle::GameSearch`),
//! never the rule of src/main.rs. `cargo x stress {name}` compares this program with the
//! solution on small inputs, and `tests/brute_force.rs` compares the two functions.
//!
//! TODO: the positions and the moves of the problem's game.

use oracle::{moves_in_one_pile, stdin_tokens, GameSearch};

/// Whether the player to move wins `piles`, by searching the real game: a position is the
/// piles (sorted); a move takes 1 to `k` stones from one pile.
pub fn first_player_wins(piles: &[u64], k: u64) -> bool {
    let mut search = GameSearch::new(|piles: &Vec<u64>| {
        moves_in_one_pile(piles, |a| (a.saturating_sub(k)..a).collect())
    });
    let mut start = piles.to_vec();
    start.sort_unstable();
    search.wins(&start)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let n = tokens.next().expect("n") as usize;
    let k = tokens.next().expect("k");
    let piles: Vec<u64> = tokens.take(n).collect();
    let winner = if first_player_wins(&piles, k) {
        "First"
    } else {
        "Second"
    };
    println!("{winner}");
}
