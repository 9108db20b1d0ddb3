//! Luogu P7395 by brute force: each board is redrawn as the statement displays it (a diamond of
//! rows of 1, 2, 3, 4, 3, 2, 1 holes, indented, one space between holes), holes are located by
//! their row and column in that text, lines are found geometrically (holes on a common
//! horizontal, vertical or 45-degree line of the text, in order along it), and the game (fill 1
//! to 3 consecutive empty holes of a line; who cannot move loses) is searched over the sets of
//! empty holes. Nothing here uses the solution's masks or tables.

use oracle::GameSearch;
use std::collections::BTreeSet;
use std::io::Read;

/// A hole's (row, column) in the drawn text.
pub type Hole = (i32, i32);

/// Holes per display row.
pub const ROWS: [usize; 7] = [1, 2, 3, 4, 3, 2, 1];

/// The diamond as text, rows given by their cells.
pub fn draw(rows: &[Vec<u8>]) -> Vec<String> {
    rows.iter()
        .map(|cells| {
            let indent = 4 - cells.len();
            let drawn: Vec<String> = cells.iter().map(|&c| (c as char).to_string()).collect();
            format!("{}{}", " ".repeat(indent), drawn.join(" "))
        })
        .collect()
}

/// (row, column) and content of every hole of a drawn board.
pub fn holes_of(text: &[String]) -> Vec<(Hole, u8)> {
    let mut holes = Vec::new();
    for (r, line) in text.iter().enumerate() {
        for (c, byte) in line.bytes().enumerate() {
            if byte == b'*' || byte == b'.' {
                holes.push(((r as i32, c as i32), byte));
            }
        }
    }
    holes
}

/// Every run of 1..=3 consecutive holes along a horizontal, vertical or diagonal line of the text.
pub fn runs(holes: &[Hole]) -> BTreeSet<Vec<Hole>> {
    let mut runs = BTreeSet::new();
    for &p in holes {
        runs.insert(vec![p]);
        for &q in holes {
            let (dr, dc) = (q.0 - p.0, q.1 - p.1);
            let straight = dr == 0 || dc == 0 || dr.abs() == dc.abs();
            if q == p || !straight || (dr, dc) < (0, 0) {
                continue;
            }
            // All holes on the line through p and q, in order along it.
            let mut line: Vec<Hole> = holes
                .iter()
                .copied()
                .filter(|&h| (h.0 - p.0) * dc == (h.1 - p.1) * dr)
                .collect();
            line.sort_by_key(|&h| (h.0 - p.0) * dr + (h.1 - p.1) * dc);
            for length in 2..=3 {
                for window in line.windows(length) {
                    runs.insert(window.to_vec());
                }
            }
        }
    }
    runs
}

/// The holes of the full board as drawn, in the order of the text.
pub fn board_holes() -> Vec<Hole> {
    let rows: Vec<Vec<u8>> = ROWS.iter().map(|&k| vec![b'*'; k]).collect();
    holes_of(&draw(&rows)).iter().map(|&(h, _)| h).collect()
}

/// A search of the game: `search(empty)` tells whether the player to move wins when `empty`
/// holds the empty holes. A position is kept as the set of indices (into [`board_holes`]) of
/// the empty holes, one bit each; a move empties the set of one run lying inside it.
pub fn board_search() -> impl FnMut(&[Hole]) -> bool {
    let holes = board_holes();
    let index = |h: &Hole| holes.iter().position(|q| q == h).unwrap();
    let run_sets: Vec<u32> = runs(&holes)
        .iter()
        .map(|run| run.iter().map(|h| 1u32 << index(h)).sum())
        .collect();
    let mut search = GameSearch::new(move |&empty: &u32| {
        run_sets
            .iter()
            .filter(|&&run| empty & run == run)
            .map(|&run| empty & !run)
            .collect()
    });
    move |empty: &[Hole]| {
        let set = empty
            .iter()
            .map(|h| 1u32 << holes.iter().position(|q| q == h).unwrap())
            .sum();
        search.wins(&set)
    }
}

/// The empty holes of a board given by its rows of cells, located in the drawn text.
pub fn empty_holes(rows: &[Vec<u8>]) -> Vec<Hole> {
    holes_of(&draw(rows))
        .iter()
        .filter(|&&(_, c)| c == b'.')
        .map(|&(h, _)| h)
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut lines = input.lines();
    let t: usize = lines.next().unwrap().trim().parse().unwrap();
    // Board rows: the non-blank lines after T, seven to a board.
    let rows: Vec<Vec<u8>> = lines
        .filter(|line| !line.trim().is_empty())
        .map(|line| line.bytes().filter(|&b| b == b'*' || b == b'.').collect())
        .collect();
    assert_eq!(rows.len(), 7 * t, "expected {t} boards of 7 rows");
    let mut search = board_search();
    for board in rows.chunks(7) {
        let counts: Vec<usize> = board.iter().map(Vec::len).collect();
        assert_eq!(
            counts, ROWS,
            "a board's rows hold 1, 2, 3, 4, 3, 2, 1 holes"
        );
        let alice_wins = search(&empty_holes(board));
        println!(
            "{}",
            if alice_wins {
                "Possible."
            } else {
                "Impossible."
            }
        );
    }
}
