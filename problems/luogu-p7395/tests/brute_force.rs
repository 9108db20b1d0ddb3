//! The verdict against a search of the board as displayed. A board is drawn as text (the diamond
//! with leading spaces and one space between holes); holes are located by their row and column in
//! that text, lines are found geometrically (holes on a common horizontal, vertical or 45-degree
//! line of the text, in order along it), and a position is the set of empty holes. Nothing here
//! uses the solution's masks or tables, except to hand it the 16 cells in reading order. The
//! boards are the statement's sample and the generator's small inputs (what `cargo x stress`
//! feeds).

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use brute::{board_holes, draw, empty_holes, holes_of, runs, Hole, ROWS};
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};

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
fn the_generators_small_boards_match_board_search() {
    let mut search = brute::board_search();
    let table = solution::winning_table();
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let t: usize = tokens.next();
        for _ in 0..t {
            let rows: Vec<Vec<u8>> = ROWS
                .iter()
                .map(|&k| {
                    (0..k)
                        .map(|_| tokens.next::<String>().as_bytes()[0])
                        .collect()
                })
                .collect();
            let board: Vec<String> = rows
                .iter()
                .map(|row| String::from_utf8_lossy(row).into_owned())
                .collect();
            let context = format!("{board:?} (cargo x gen luogu-p7395 --small --seed {seed})");
            assert_eq!(holes_of(&draw(&rows)).len(), solution::HOLES);
            let cells: Vec<u8> = rows.concat();
            assert_eq!(
                table[solution::empty_mask(&cells)],
                search(&empty_holes(&rows)),
                "{context}"
            );
        }
    }
}

#[test]
fn runs_found_in_the_text_are_as_many_as_the_solution_segments() {
    assert_eq!(runs(&board_holes()).len(), solution::segments().len());
}
