//! {title} by brute force: the real race searched from its definition, every draw of the die
//! (`oracle::ChanceSearch`, in residues modulo 998244353 throughout), never the rule of
//! src/main.rs. `cargo x stress {name}` compares this program with the solution on small
//! inputs, and `tests/brute_force.rs` compares the two functions, residue for residue.
//!
//! TODO: the positions and the draws of the problem's game.

use oracle::{stdin_tokens, ChanceNode, ChanceSearch, Rational};

/// The modulus of the answer.
pub const MODULUS: u64 = 998_244_353;

/// The probability that the first player wins, as a residue: a position is (what the first
/// player still needs, what the second still needs, whether the first is to roll); a race that
/// is over is worth 1 when the first player won.
pub fn first_player_wins(n: u32, k: u32) -> u64 {
    let mut search = ChanceSearch::new(|&(first, second, first_rolls): &(u32, u32, bool)| {
        if first == 0 || second == 0 {
            return ChanceNode::End(Rational::from(i64::from(first == 0)));
        }
        let draws = (1..=k).map(|f| {
            let next = if first_rolls {
                (first.saturating_sub(f), second, false)
            } else {
                (first, second.saturating_sub(f), true)
            };
            (Rational::one(), next)
        });
        ChanceNode::Chance(draws.collect())
    });
    search.residue(&(n, n, true), MODULUS)
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u32>();
    let (n, k) = (tokens.next().expect("n"), tokens.next().expect("k"));
    println!("{}", first_player_wins(n, k));
}
