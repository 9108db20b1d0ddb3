//! The verdict against a search of the board as displayed. A board is drawn as text (the diamond
//! with leading spaces and one space between holes); holes are located by their row and column in
//! that text, lines are found geometrically (holes on a common horizontal, vertical or 45-degree
//! line of the text, in order along it), and a position is the set of empty holes. Nothing here
//! uses the solution's masks or tables, except to hand it the 16 cells in reading order.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

use rand::{rngs::StdRng, Rng, SeedableRng};
use scripts::oracle::GameSearch;
use std::collections::BTreeSet;

type Hole = (i32, i32);

/// The diamond as text, rows given by their cells.
fn draw(rows: &[Vec<u8>]) -> Vec<String> {
    rows.iter()
        .map(|cells| {
            let indent = 4 - cells.len();
            let drawn: Vec<String> = cells.iter().map(|&c| (c as char).to_string()).collect();
            format!("{}{}", " ".repeat(indent), drawn.join(" "))
        })
        .collect()
}

/// (row, column) and content of every hole of a drawn board.
fn holes_of(text: &[String]) -> Vec<(Hole, u8)> {
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
fn runs(holes: &[Hole]) -> BTreeSet<Vec<Hole>> {
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

fn verdicts_match(table: &[bool], rows: &[Vec<u8>], search: &mut impl FnMut(&Vec<Hole>) -> bool) {
    let text = draw(rows);
    let holes = holes_of(&text);
    assert_eq!(holes.len(), solution::HOLES);
    let empty: Vec<Hole> = holes
        .iter()
        .filter(|&&(_, c)| c == b'.')
        .map(|&(h, _)| h)
        .collect();
    let cells: Vec<u8> = rows.concat();
    assert_eq!(
        table[solution::empty_mask(&cells)],
        search(&empty),
        "\n{}",
        text.join("\n")
    );
}

fn board_search() -> impl FnMut(&Vec<Hole>) -> bool {
    let rows: Vec<Vec<u8>> = [1, 2, 3, 4, 3, 2, 1]
        .iter()
        .map(|&k| vec![b'*'; k])
        .collect();
    let holes: Vec<Hole> = holes_of(&draw(&rows)).iter().map(|&(h, _)| h).collect();
    let runs = runs(&holes);
    let mut search = GameSearch::new(move |empty: &Vec<Hole>| {
        runs.iter()
            .filter(|run| run.iter().all(|h| empty.contains(h)))
            .map(|run| empty.iter().copied().filter(|h| !run.contains(h)).collect())
            .collect()
    });
    move |empty: &Vec<Hole>| search.wins(empty)
}

fn parse_rows(board: &str) -> Vec<Vec<u8>> {
    board
        .split(" / ")
        .map(|row| row.split(' ').map(|c| c.as_bytes()[0]).collect())
        .collect()
}

#[test]
fn the_statement_sample() {
    let mut search = board_search();
    let boards = [
        "* / * * / * * * / * * * * / . * * / . * / .",
        "* / * * / * * * / . . . * / * * * / * * / *",
        "* / * * / * * . / * * * * / * * . / * * / *",
        "* / * * / . . * / * * * * / * * * / * * / *",
        ". / * * / * * * / * * * . / * * * / * * / *",
        ". / * . / * * . / * * * . / * * * / * * / *",
    ];
    let expected = [true, true, true, true, false, true];
    let table = solution::winning_table();
    for (board, expected) in boards.iter().zip(expected) {
        let rows = parse_rows(board);
        assert_eq!(
            table[solution::empty_mask(&rows.concat())],
            expected,
            "{board}"
        );
        verdicts_match(&table, &rows, &mut search);
    }
}

#[test]
fn random_boards_match_board_search() {
    let mut rng = StdRng::seed_from_u64(7395);
    let mut search = board_search();
    let table = solution::winning_table();
    for _ in 0..400 {
        let empty_chance = rng.random_range(0.05..0.6);
        let rows: Vec<Vec<u8>> = [1, 2, 3, 4, 3, 2, 1]
            .iter()
            .map(|&k| {
                (0..k)
                    .map(|_| {
                        if rng.random_bool(empty_chance) {
                            b'.'
                        } else {
                            b'*'
                        }
                    })
                    .collect()
            })
            .collect();
        verdicts_match(&table, &rows, &mut search);
    }
}

#[test]
fn runs_found_in_the_text_are_as_many_as_the_solution_segments() {
    let rows: Vec<Vec<u8>> = [1, 2, 3, 4, 3, 2, 1]
        .iter()
        .map(|&k| vec![b'*'; k])
        .collect();
    let holes: Vec<Hole> = holes_of(&draw(&rows)).iter().map(|&(h, _)| h).collect();
    assert_eq!(runs(&holes).len(), solution::segments().len());
}
