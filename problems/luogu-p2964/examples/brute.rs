//! Luogu P2964 by brute force: a plain minimax search of the game from its rules. The player to
//! move takes k coins from the top, 1 <= k <= limit (2 on the first move, then twice the
//! opponent's last take), and each player maximises the total of the coins they take. Exponential:
//! stacks of about 20 coins.

use oracle::stdin_tokens;

/// (total of the player to move, total of the other player) from `top` on, under best play.
pub fn play(coins: &[u32], top: usize, limit: usize) -> (u32, u32) {
    if top == coins.len() {
        return (0, 0);
    }
    let mut best = (0, 0);
    for k in 1..=limit.min(coins.len() - top) {
        let taken: u32 = coins[top..top + k].iter().sum();
        let (theirs, mine) = play(coins, top + k, 2 * k);
        if mine + taken > best.0 {
            best = (mine + taken, theirs);
        }
    }
    best
}

#[allow(dead_code)]
fn main() {
    let values: Vec<u32> = stdin_tokens().collect();
    let coins = &values[1..=values[0] as usize];
    println!("{}", play(coins, 0, 2).0);
}
