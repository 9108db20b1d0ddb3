//! POJ 1143 Number Game: a position is the set of numbers in 2..20 still allowed, a 19-bit mask
//! (bit `x - 2` for `x`). Choosing `x` forbids `x` and every sum of forbidden numbers with it:
//! in increasing `y` from `x + 1`, `y` falls iff `y - x` is forbidden (before or just now). A
//! position is lost iff no choice leads to a lost position (the empty one is lost), memoised
//! over all 2^19 masks, once for the whole input; the winning moves are the choices that do.

use proconio::input;
use std::io::{BufWriter, Write};

/// The numbers of the game: 2..=20.
const LOW: usize = 2;
const HIGH: usize = 20;

/// Bit of `x` in a mask.
fn bit(x: usize) -> u32 {
    1 << (x - LOW)
}

/// The mask of the numbers still allowed after choosing `x` from `allowed`: `x` falls, and so
/// does every `y > x` with `y - x` fallen (the sums `x + f`, `2x + f`, ... of fallen numbers f).
/// 1 is never a chosen number, so `y - x = 1` forbids nothing.
pub fn after_choosing(allowed: u32, x: usize) -> u32 {
    let mut allowed = allowed & !bit(x);
    for y in x + 1..=HIGH {
        let rest = y - x;
        if rest >= LOW && allowed & bit(rest) == 0 {
            allowed &= !bit(y);
        }
    }
    allowed
}

/// Win/lose of every position met so far, on masks of 2..=20.
pub struct NumberGame {
    /// 0: not yet known, 1: won by the player to move, 2: lost.
    known: Vec<u8>,
}

impl Default for NumberGame {
    fn default() -> Self {
        Self::new()
    }
}

impl NumberGame {
    pub fn new() -> Self {
        NumberGame {
            known: vec![0; 1 << (HIGH - LOW + 1)],
        }
    }

    /// Whether the player to move wins with the numbers of `allowed` left (depth at most 19).
    pub fn wins(&mut self, allowed: u32) -> bool {
        match self.known[allowed as usize] {
            1 => return true,
            2 => return false,
            _ => {}
        }
        let wins = (LOW..=HIGH)
            .filter(|&x| allowed & bit(x) != 0)
            .any(|x| !self.wins(after_choosing(allowed, x)));
        self.known[allowed as usize] = if wins { 1 } else { 2 };
        wins
    }

    /// Every winning move of the position whose allowed numbers are `numbers` (any order),
    /// increasing: the choices after which the position is lost.
    pub fn winning_moves(&mut self, numbers: &[usize]) -> Vec<usize> {
        let allowed = numbers.iter().fold(0, |mask, &x| mask | bit(x));
        (LOW..=HIGH)
            .filter(|&x| allowed & bit(x) != 0)
            .filter(|&x| !self.wins(after_choosing(allowed, x)))
            .collect()
    }
}

/// The whole output for the positions, in the statement's format: `Test Case #m`, the answer,
/// and a blank line after every case.
pub fn report(positions: &[Vec<usize>]) -> String {
    let mut game = NumberGame::new();
    let mut text = String::new();
    for (m, numbers) in positions.iter().enumerate() {
        text.push_str(&format!("Test Case #{}\n", m + 1));
        let moves = game.winning_moves(numbers);
        if moves.is_empty() {
            text.push_str("There's no winning move.\n");
        } else {
            let list: Vec<String> = moves.iter().map(usize::to_string).collect();
            text.push_str(&format!("The winning moves are: {}\n", list.join(" ")));
        }
        text.push('\n');
    }
    text
}

/// Whether `numbers` lists a position that can occur: distinct numbers whose complement in
/// 2..=20 (the forbidden numbers) is closed under addition. For the statement's guarantee in
/// debug builds.
fn can_occur(numbers: &[usize]) -> bool {
    let allowed = numbers.iter().fold(0, |mask, &x| mask | bit(x));
    let forbidden = |x: usize| allowed & bit(x) == 0;
    allowed.count_ones() as usize == numbers.len()
        && (LOW..=HIGH)
            .all(|x| (LOW..=HIGH - x).all(|y| !(forbidden(x) && forbidden(y)) || forbidden(x + y)))
}

fn main() {
    let mut positions = Vec::new();
    while !proconio::is_stdin_empty() {
        input! { n: usize }
        if n == 0 {
            break;
        }
        debug_assert!(n <= 20, "1 <= n <= 20");
        input! { numbers: [usize; n] }
        debug_assert!(
            numbers.iter().all(|a| (LOW..=HIGH).contains(a)),
            "2 <= a_i <= 20"
        );
        debug_assert!(
            can_occur(&numbers),
            "every position can really occur in a game"
        );
        positions.push(numbers);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    out.write_all(report(&positions).as_bytes()).unwrap();
}
