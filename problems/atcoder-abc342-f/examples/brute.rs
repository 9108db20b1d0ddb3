//! Black Jack by brute force: the real game searched roll by roll with the oracle's
//! `ChanceSearch` in exact fractions: you choose to stop or roll (every face), then the dealer
//! rolls every face while below L, and the end is judged by the rules. No window sums, no
//! dealer distribution, no formula of src/main.rs.

use oracle::{stdin_tokens, ChanceNode, ChanceSearch, Rational};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Phase {
    /// You choose: stop (the dealer plays) or roll.
    Choose,
    /// You roll once, then choose again.
    Roll,
    /// The dealer's total so far.
    Dealer(usize),
}

/// Your best chance, exactly.
pub fn win_probability(n: usize, l: usize, d: usize) -> Rational {
    let mut game = ChanceSearch::new(|&(x, phase): &(usize, Phase)| {
        let roll = |next: &dyn Fn(usize) -> (usize, Phase)| {
            ChanceNode::Chance((1..=d).map(|face| (Rational::one(), next(face))).collect())
        };
        match phase {
            _ if x > n => ChanceNode::End(Rational::zero()),
            Phase::Choose => ChanceNode::Max(vec![(x, Phase::Dealer(0)), (x, Phase::Roll)]),
            Phase::Roll => roll(&|face| (x + face, Phase::Choose)),
            Phase::Dealer(y) if y < l => roll(&|face| (x, Phase::Dealer(y + face))),
            Phase::Dealer(y) => ChanceNode::End(Rational::from(i64::from(y > n || x > y))),
        }
    });
    game.value(&(0, Phase::Choose))
}

#[allow(dead_code)]
fn main() {
    let v: Vec<usize> = stdin_tokens().collect();
    println!("{}", win_probability(v[0], v[1], v[2]).decimal(15));
}
