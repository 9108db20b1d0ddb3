//! ABC229 H by brute force: the whole board searched by minimax from its definition, with the
//! player to move as part of the position (Takahashi first). No columns, no numbers, no
//! simplicity rule: a player wins iff one of his moves leaves the other player losing.

use oracle::GameSearch;
use std::io::Read;

/// The boards one move of Takahashi (`white`) or of Snuke away: move one of one's own pieces one
/// square up into an empty square, or eat one of the other player's pieces.
pub fn moves(board: &[Vec<u8>], white: bool) -> Vec<Vec<Vec<u8>>> {
    let (mine, theirs) = if white { (b'W', b'B') } else { (b'B', b'W') };
    let mut next = Vec::new();
    for i in 0..board.len() {
        for j in 0..board.len() {
            if board[i][j] == mine && i > 0 && board[i - 1][j] == b'.' {
                let mut b = board.to_vec();
                b[i - 1][j] = mine;
                b[i][j] = b'.';
                next.push(b);
            }
            if board[i][j] == theirs {
                let mut b = board.to_vec();
                b[i][j] = b'.';
                next.push(b);
            }
        }
    }
    next
}

/// Whether Takahashi, moving first, wins, by minimax over the whole board.
pub fn takahashi_wins(board: &[Vec<u8>]) -> bool {
    let mut search = GameSearch::new(|(b, white): &(Vec<Vec<u8>>, bool)| {
        moves(b, *white)
            .into_iter()
            .map(|next| (next, !*white))
            .collect()
    });
    search.wins(&(board.to_vec(), true))
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let board: Vec<Vec<u8>> = (0..n)
        .map(|_| tokens.next().unwrap().as_bytes().to_vec())
        .collect();
    let winner = if takahashi_wins(&board) {
        "Takahashi"
    } else {
        "Snuke"
    };
    println!("{winner}");
}
