//! {title} by brute force: the real game searched from its definition in exact fractions
//! (`oracle::ChanceSearch`: the player's choices and the die's draws), never the rule of
//! src/main.rs. `cargo x stress {name}` compares this program with the solution on small
//! inputs within the problem's tolerance, and `tests/brute_force.rs` compares the two
//! functions the same way.
//!
//! TODO: the positions, the choices and the draws of the problem's game.

use oracle::{stdin_tokens, ChanceNode, ChanceSearch, Rational};

/// The exact expected score of best play: a position is (the total, the phase: 0 the player
/// chooses to roll or stop, 1 the die is rolled, 2 the player stopped).
pub fn expected_score(n: u32, k: u32) -> Rational {
    let mut search = ChanceSearch::new(|&(total, phase): &(u32, u8)| match phase {
        _ if total > n => ChanceNode::End(Rational::zero()),
        0 => ChanceNode::Max(vec![(total, 2), (total, 1)]),
        1 => ChanceNode::Chance((1..=k).map(|f| (Rational::one(), (total + f, 0))).collect()),
        _ => ChanceNode::End(Rational::from(i64::from(total))),
    });
    search.value(&(0, 0))
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u32>();
    let (n, k) = (tokens.next().expect("n"), tokens.next().expect("k"));
    println!("{}", expected_score(n, k).decimal(12));
}
