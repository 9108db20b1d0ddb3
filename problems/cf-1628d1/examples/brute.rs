//! Game on Sum (Easy Version) by brute force: the real game searched from its definition, never the formula of
//! src/main.rs. `cargo x stress cf-1628d1` compares this program with the solution on small inputs.

use oracle::{stdin_tokens, GameSearch};

/// Whether the player to move wins from `n`, by searching the real game.
pub fn first_player_wins(n: u64) -> bool {
    let mut search = GameSearch::new(|&n: &u64| -> Vec<u64> {
        todo!("the positions one move away from {n}, as the statement defines a move")
    });
    search.wins(&n)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let n = tokens.next().expect("n");
    println!("{}", u8::from(first_player_wins(n)));
}
