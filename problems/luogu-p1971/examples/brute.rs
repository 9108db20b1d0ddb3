//! [NOI2011] 兔兔与蛋蛋游戏 by brute force: the real board game searched from its definition, never
//! a matching. A position is the board (every cell `X`, `O` or `.`) and whose turn it is; 兔兔 moves
//! a white piece (`O`) that shares an edge with the empty cell into it, 蛋蛋 a black one (`X`); who
//! cannot move loses. 兔兔's move in a round is a mistake iff the position before it is a win for
//! him (to move) and the position after it a win for 蛋蛋 (to move). For small boards (at most 16
//! cells, as the generator's `small` makes them).

use oracle::{stdin_tokens, GameSearch};

/// A position: the board in reading order, and whether 兔兔 is to move.
pub type Position = (Vec<u8>, bool);

/// The positions one move away: the piece of the mover's colour next to the empty cell slides in.
pub fn moves(rows: usize, cols: usize, (board, tutu_to_move): &Position) -> Vec<Position> {
    let empty = board
        .iter()
        .position(|&b| b == b'.')
        .expect("one empty cell");
    let (r, c) = (empty / cols, empty % cols);
    let colour = if *tutu_to_move { b'O' } else { b'X' };
    let mut next = Vec::new();
    let neighbours = [
        (r > 0).then(|| empty - cols),
        (r + 1 < rows).then(|| empty + cols),
        (c > 0).then(|| empty - 1),
        (c + 1 < cols).then(|| empty + 1),
    ];
    for piece in neighbours.into_iter().flatten() {
        if board[piece] == colour {
            let mut after = board.clone();
            after.swap(empty, piece);
            next.push((after, !*tutu_to_move));
        }
    }
    next
}

/// The rounds (1-based) in which 兔兔's move was a mistake, by searching the real game. `record` holds
/// the 0-based cells of the pieces moved, 兔兔's and 蛋蛋's alternately.
pub fn mistakes(board: &[Vec<u8>], record: &[(usize, usize)]) -> Vec<usize> {
    let (rows, cols) = (board.len(), board[0].len());
    assert!(rows * cols <= 16, "too many cells for the search");
    let mut search = GameSearch::new(|p: &Position| moves(rows, cols, p));
    let mut position: Position = (board.concat(), true);
    let mut mistakes = Vec::new();
    for (i, &(r, c)) in record.iter().enumerate() {
        let before = search.wins(&position);
        // Play the recorded move, checking that it is one.
        let (board, tutu) = &position;
        let empty = board.iter().position(|&b| b == b'.').unwrap();
        let mut after = board.clone();
        after.swap(empty, r * cols + c);
        let next = (after, !tutu);
        assert!(
            moves(rows, cols, &position).contains(&next),
            "move {} is illegal",
            i + 1
        );
        if i % 2 == 0 && before && search.wins(&next) {
            mistakes.push(i / 2 + 1);
        }
        position = next;
    }
    assert!(
        moves(rows, cols, &position).is_empty() && position.1,
        "兔兔 can still move at the end"
    );
    mistakes
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<String>();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let _m: usize = tokens.next().unwrap().parse().unwrap();
    let board: Vec<Vec<u8>> = (0..n)
        .map(|_| tokens.next().unwrap().into_bytes())
        .collect();
    let numbers: Vec<usize> = tokens.map(|t| t.parse().unwrap()).collect();
    let k = numbers[0];
    let record: Vec<(usize, usize)> = numbers[1..1 + 4 * k]
        .chunks(2)
        .map(|rc| (rc[0] - 1, rc[1] - 1))
        .collect();
    let mistakes = mistakes(&board, &record);
    println!("{}", mistakes.len());
    for round in mistakes {
        println!("{round}");
    }
}
