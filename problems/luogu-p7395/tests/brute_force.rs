//! The verdict against a search of the board as displayed. A board is drawn as text (the diamond
//! with leading spaces and one space between holes); holes are located by their row and column in
//! that text, lines are found geometrically (holes on a common horizontal, vertical or 45-degree
//! line of the text, in order along it), and a position is the set of empty holes. Nothing here
//! uses the solution's masks or tables, except to hand it the 16 cells in reading order.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use brute::{board_holes, draw, empty_holes, holes_of, runs, Hole, ROWS};
use rand::{rngs::StdRng, Rng, SeedableRng};

fn verdicts_match(table: &[bool], rows: &[Vec<u8>], search: &mut impl FnMut(&[Hole]) -> bool) {
    let text = draw(rows);
    assert_eq!(holes_of(&text).len(), solution::HOLES);
    let cells: Vec<u8> = rows.concat();
    assert_eq!(
        table[solution::empty_mask(&cells)],
        search(&empty_holes(rows)),
        "\n{}",
        text.join("\n")
    );
}

fn parse_rows(board: &str) -> Vec<Vec<u8>> {
    board
        .split(" / ")
        .map(|row| row.split(' ').map(|c| c.as_bytes()[0]).collect())
        .collect()
}

#[test]
fn the_statement_sample() {
    let mut search = brute::board_search();
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
    let mut search = brute::board_search();
    let table = solution::winning_table();
    for _ in 0..400 {
        let empty_chance = rng.random_range(0.05..0.6);
        let rows: Vec<Vec<u8>> = ROWS
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
    assert_eq!(runs(&board_holes()).len(), solution::segments().len());
}
