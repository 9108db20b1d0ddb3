//! Inputs of luogu-p1971 in the statement's exact format (`cargo x gen luogu-p1971`): `small` for the
//! brute force, `random` of moderate size, and the worst cases by name (`max`).

use oracle::gen::{line, Generator};
use rand::{rngs::StdRng, Rng};

pub const GENERATOR: Generator = Generator {
    // At most 16 cells: the brute force searches the real board game.
    small: Some(|rng| loop {
        let rows = rng.random_range(1..=4);
        let cols = rng.random_range(1..=16 / rows);
        if let Some(text) = random_game(rng, rows, cols) {
            return text;
        }
    }),
    random: |rng| loop {
        let rows = rng.random_range(1..=12);
        let cols = rng.random_range(1..=12);
        if let Some(text) = random_game(rng, rows, cols) {
            return text;
        }
    },
    // The longest records: the empty cell walks a Hamiltonian path of the 40 x 40 board through
    // 1599 cells, k = 799 rounds, and every cell but the path's last is usable.
    max: &[
        ("serpentine-40x40-k799", |_| path_game(40, &serpentine(40))),
        ("spiral-40x40-k799", |_| path_game(40, &spiral(40))),
        ("random-path-40x40-k799", |rng| {
            let mut path = serpentine(40);
            backbite(rng, 40, &mut path, 20_000);
            path_game(40, &path)
        }),
    ],
};

const EMPTY: u8 = b'.';
const WHITE: u8 = b'O';
const BLACK: u8 = b'X';

/// The cells next to `v` on a `rows` x `cols` board, in reading order.
fn neighbours(rows: usize, cols: usize, v: usize) -> Vec<usize> {
    let (r, c) = (v / cols, v % cols);
    let mut next = Vec::new();
    if r > 0 {
        next.push(v - cols);
    }
    if c > 0 {
        next.push(v - 1);
    }
    if c + 1 < cols {
        next.push(v + 1);
    }
    if r + 1 < rows {
        next.push(v + cols);
    }
    next
}

/// The cells whose piece the player to move may slide into the empty cell: 兔兔 white, 蛋蛋
/// black, next to the empty cell.
fn legal_moves(rows: usize, cols: usize, board: &[u8], tutu_to_move: bool) -> Vec<usize> {
    let empty = board.iter().position(|&b| b == EMPTY).unwrap();
    let colour = if tutu_to_move { WHITE } else { BLACK };
    neighbours(rows, cols, empty)
        .into_iter()
        .filter(|&v| board[v] == colour)
        .collect()
}

/// A random board and random legal play until someone cannot move; the input if 兔兔 is the one
/// (after at least one round), `None` if 蛋蛋 is.
fn random_game(rng: &mut StdRng, rows: usize, cols: usize) -> Option<String> {
    let white = rng.random_range(0.2..0.8);
    let mut board: Vec<u8> = (0..rows * cols)
        .map(|_| if rng.random_bool(white) { WHITE } else { BLACK })
        .collect();
    board[rng.random_range(0..rows * cols)] = EMPTY;
    let start = board.clone();
    let mut record = Vec::new();
    loop {
        let tutu_to_move = record.len() % 2 == 0;
        let moves = legal_moves(rows, cols, &board, tutu_to_move);
        if moves.is_empty() {
            return (tutu_to_move && !record.is_empty()).then(|| text(rows, cols, &start, &record));
        }
        let piece = moves[rng.random_range(0..moves.len())];
        let empty = board.iter().position(|&b| b == EMPTY).unwrap();
        board.swap(empty, piece);
        record.push(piece);
    }
}

/// The game in which the empty cell walks `path` (a Hamiltonian path of the `side` x `side`
/// board) as far as its next-to-last cell: the path's cells alternate black and white from the
/// empty first one, except the last, which is black so that 兔兔 is stuck at the end. The record
/// is replayed by the rules before it is printed.
fn path_game(side: usize, path: &[usize]) -> String {
    let cells = side * side;
    assert_eq!(path.len(), cells);
    let mut board = vec![0u8; cells];
    for (j, &v) in path.iter().enumerate() {
        board[v] = match j {
            0 => EMPTY,
            _ if j % 2 == 1 && j + 1 < cells => WHITE,
            _ => BLACK,
        };
    }
    let rounds = (cells - 1) / 2;
    let record = &path[1..=2 * rounds];
    // Replay: every move legal, and 兔兔 cannot move after the last one.
    let mut replay = board.clone();
    for (i, &piece) in record.iter().enumerate() {
        assert!(legal_moves(side, side, &replay, i % 2 == 0).contains(&piece));
        let empty = replay.iter().position(|&b| b == EMPTY).unwrap();
        replay.swap(empty, piece);
    }
    assert!(legal_moves(side, side, &replay, true).is_empty());
    text(side, side, &board, record)
}

/// The rows from top to bottom, left to right and right to left in turn.
fn serpentine(side: usize) -> Vec<usize> {
    (0..side)
        .flat_map(|r| (0..side).map(move |c| r * side + if r % 2 == 0 { c } else { side - 1 - c }))
        .collect()
}

/// From the top left corner clockwise around the board, inwards.
fn spiral(side: usize) -> Vec<usize> {
    let (mut top, mut bottom, mut left, mut right) = (0, side - 1, 0, side - 1);
    let mut path = Vec::with_capacity(side * side);
    while top <= bottom && left <= right {
        path.extend((left..=right).map(|c| top * side + c));
        path.extend((top + 1..=bottom).map(|r| r * side + right));
        if top < bottom {
            path.extend((left..right).rev().map(|c| bottom * side + c));
        }
        if left < right {
            path.extend((top + 1..bottom).rev().map(|r| r * side + left));
        }
        top += 1;
        left += 1;
        if bottom == 0 || right == 0 {
            break;
        }
        bottom -= 1;
        right -= 1;
    }
    path
}

/// `steps` backbite moves on a Hamiltonian path of the `side` x `side` board: join an end to
/// one of its grid neighbours and cut the path there, which keeps it Hamiltonian.
fn backbite(rng: &mut StdRng, side: usize, path: &mut [usize], steps: usize) {
    let cells = side * side;
    let mut index = vec![0usize; cells];
    for (j, &v) in path.iter().enumerate() {
        index[v] = j;
    }
    for _ in 0..steps {
        let from_front = rng.random_bool(0.5);
        let end = if from_front { path[0] } else { path[cells - 1] };
        let next = neighbours(side, side, end);
        let w = next[rng.random_range(0..next.len())];
        let i = index[w];
        if from_front {
            if i == 1 {
                continue;
            }
            path[..i].reverse();
            for j in 0..i {
                index[path[j]] = j;
            }
        } else {
            if i + 2 == cells {
                continue;
            }
            path[i + 1..].reverse();
            for j in i + 1..cells {
                index[path[j]] = j;
            }
        }
    }
}

/// `n m`, the board, `k`, then the 2k moves as 1-based `row column`.
fn text(rows: usize, cols: usize, board: &[u8], record: &[usize]) -> String {
    let mut text = line([rows, cols]);
    for row in board.chunks(cols) {
        text += &line([String::from_utf8_lossy(row)]);
    }
    text += &line([record.len() / 2]);
    for &v in record {
        text += &line([v / cols + 1, v % cols + 1]);
    }
    text
}

fn main() {
    oracle::gen::main(&GENERATOR);
}
