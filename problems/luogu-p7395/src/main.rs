//! Luogu P7395 弹珠游戏 (2021 CoE-I C): 16 holes drawn as a diamond of 7 rows with 1, 2, 3, 4, 3,
//! 2, 1 holes, `*` filled and `.` empty. A move fills 1 to 3 consecutive empty holes along one
//! straight line: horizontal, vertical or either diagonal as displayed. Who cannot move loses;
//! Alice moves first.
//!
//! The geometry decides everything, so it is derived from the display: row `r` (0..7) of the
//! diamond holds its holes at columns `|r - 3|, |r - 3| + 2, ..` of the text (one space between
//! holes), and consecutive holes along a line differ by (0, 2) (horizontal), (2, 0) (vertical),
//! (1, 1) or (1, -1) (the diagonals, which are the rows and columns of the 4x4 grid the diamond
//! is turned from). A position is the set of empty holes, a 16-bit mask in reading order; every
//! move empties a segment from it, so the outcome of each of the 2^16 masks follows from smaller
//! masks, tabled once in increasing order (no recursion).
//!
//! Input is up to 1e6 boards (about 45 MB). `proconio` would hold the whole input and split it
//! into 16 million tokens; instead `main` streams stdin through `std::io::Read` in fixed blocks,
//! takes every `*` and `.` in order, 16 to a board, skipping T (digits), spaces and line breaks.
//! Memory stays at the 64 KiB table plus the buffers.

use std::io::{BufWriter, Read, Write};

/// Holes on the board.
pub const HOLES: usize = 16;

/// Display coordinates (row, column) of the holes, in reading order.
pub fn holes() -> Vec<(i32, i32)> {
    (0..7)
        .flat_map(|row: i32| {
            let indent = (row - 3).abs();
            let count = 4 - indent;
            (0..count).map(move |k| (row, indent + 2 * k))
        })
        .collect()
}

/// Every set of 1 to 3 consecutive holes on one straight line, as a mask over the reading order.
pub fn segments() -> Vec<u16> {
    let holes = holes();
    let bit = |p: (i32, i32)| holes.iter().position(|&q| q == p);
    let mut segments = Vec::new();
    for &start in &holes {
        for (dr, dc) in [(0, 2), (2, 0), (1, 1), (1, -1)] {
            for length in 1..=3 {
                let cells: Option<Vec<usize>> = (0..length)
                    .map(|k| bit((start.0 + dr * k, start.1 + dc * k)))
                    .collect();
                if let Some(cells) = cells {
                    segments.push(cells.iter().map(|&b| 1u16 << b).sum());
                }
            }
        }
    }
    segments.sort_unstable();
    segments.dedup();
    segments
}

/// `wins[empty]`: whether the player to move wins when `empty` is the set of empty holes.
/// `wins[e] = some segment s inside e with !wins[e - s]`; `e - s < e`, so increasing order works.
pub fn winning_table() -> Vec<bool> {
    let segments = segments();
    let mut wins = vec![false; 1 << HOLES];
    for empty in 0..1usize << HOLES {
        wins[empty] = segments.iter().any(|&s| {
            let s = usize::from(s);
            empty & s == s && !wins[empty ^ s]
        });
    }
    wins
}

/// The mask of empty holes of a board given as its 16 cells (`*` or `.`) in reading order.
pub fn empty_mask(cells: &[u8]) -> usize {
    cells
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c == b'.')
        .map(|(i, _)| 1 << i)
        .sum()
}

fn main() {
    let wins = winning_table();
    let mut stdin = std::io::stdin().lock();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut block = vec![0u8; 1 << 16];
    let mut board = [0u8; HOLES];
    let mut cells = 0;
    // T and the number of boards read, for the statement's checks in debug builds.
    let (mut t, mut boards, mut seen_cell) = (0u64, 0u64, false);
    loop {
        let read = stdin.read(&mut block).unwrap();
        if read == 0 {
            break;
        }
        if cfg!(debug_assertions) && !seen_cell {
            for &byte in block[..read]
                .iter()
                .take_while(|&&b| b != b'*' && b != b'.')
            {
                if byte.is_ascii_digit() {
                    t = t * 10 + u64::from(byte - b'0');
                    debug_assert!(t <= 1_000_000, "T <= 1e6");
                }
            }
            seen_cell = block[..read].iter().any(|&b| b == b'*' || b == b'.');
        }
        // T is made of digits only, so it never looks like a cell.
        for &byte in block[..read].iter().filter(|&&b| b == b'*' || b == b'.') {
            board[cells] = byte;
            cells += 1;
            if cells == HOLES {
                let verdict: &[u8] = if wins[empty_mask(&board)] {
                    b"Possible.\n"
                } else {
                    b"Impossible.\n"
                };
                out.write_all(verdict).unwrap();
                cells = 0;
                boards += 1;
            }
        }
    }
    debug_assert!(t <= 1_000_000, "T <= 1e6");
    debug_assert!(cells == 0 && boards == t, "T boards of 16 holes");
}
