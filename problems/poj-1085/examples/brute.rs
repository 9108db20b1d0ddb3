//! Triangle War by brute force: the real game searched from its definition with
//! `oracle::ScoreSearch` (plain minimax, payoff +1 if A wins and -1 if B does), over explicit
//! positions: the lines drawn, whether A is to move, and A's triangles minus B's. A line that
//! completes a triangle (its three sides drawn, checked triangle by triangle) scores it for the
//! mover, who then moves again; otherwise the turn passes. The given moves are replayed by the
//! same rule; one search serves every game.

use oracle::{stdin_tokens, ScoreSearch, Turn};

const LINES: [(usize, usize); 18] = [
    (1, 2),
    (1, 3),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 5),
    (3, 6),
    (4, 5),
    (5, 6),
    (4, 7),
    (4, 8),
    (5, 8),
    (5, 9),
    (6, 9),
    (6, 10),
    (7, 8),
    (8, 9),
    (9, 10),
];

const TRIANGLES: [[usize; 3]; 9] = [
    [1, 2, 3],
    [2, 4, 5],
    [2, 3, 5],
    [3, 5, 6],
    [4, 7, 8],
    [4, 5, 8],
    [5, 8, 9],
    [5, 6, 9],
    [6, 9, 10],
];

/// Whether the line between dots `a` and `b` is drawn in `drawn` (bit i: `LINES[i]`).
fn is_drawn(drawn: u32, a: usize, b: usize) -> bool {
    let i = LINES
        .iter()
        .position(|&l| l == (a.min(b), a.max(b)))
        .expect("a line of the grid");
    drawn >> i & 1 == 1
}

/// How many triangles have all three sides drawn.
fn complete(drawn: u32) -> i64 {
    TRIANGLES
        .iter()
        .filter(|&&[a, b, c]| {
            is_drawn(drawn, a, b) && is_drawn(drawn, a, c) && is_drawn(drawn, b, c)
        })
        .count() as i64
}

/// The position after drawing line `i` at (drawn, A to move, A's lead).
fn draw(&(drawn, a_to_move, lead): &(u32, bool, i64), i: usize) -> (u32, bool, i64) {
    let after = drawn | 1 << i;
    let gained = complete(after) - complete(drawn);
    let lead = if a_to_move {
        lead + gained
    } else {
        lead - gained
    };
    let a_next = if gained > 0 { a_to_move } else { !a_to_move };
    (after, a_next, lead)
}

/// The winner of each game, `'A'` or `'B'`.
pub fn winners(games: &[Vec<(usize, usize)>]) -> Vec<char> {
    let mut search = ScoreSearch::new(|position: &(u32, bool, i64)| {
        let (drawn, a_to_move, lead) = *position;
        if drawn == (1 << 18) - 1 {
            return Turn::Over(if lead > 0 { 1 } else { -1 });
        }
        let next = (0..18)
            .filter(|&i| drawn >> i & 1 == 0)
            .map(|i| draw(position, i))
            .collect();
        if a_to_move {
            Turn::First(next)
        } else {
            Turn::Second(next)
        }
    });
    games
        .iter()
        .map(|moves| {
            let mut position = (0, true, 0);
            for &(a, b) in moves {
                let i = LINES
                    .iter()
                    .position(|&l| l == (a.min(b), a.max(b)))
                    .unwrap();
                position = draw(&position, i);
            }
            if search.value(&position) == 1 {
                'A'
            } else {
                'B'
            }
        })
        .collect()
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let t = tokens.next().expect("T");
    let games: Vec<Vec<(usize, usize)>> = (0..t)
        .map(|_| {
            let m = tokens.next().expect("m");
            (0..m)
                .map(|_| (tokens.next().unwrap(), tokens.next().unwrap()))
                .collect()
        })
        .collect();
    for (k, winner) in winners(&games).into_iter().enumerate() {
        println!("Game {}: {winner} wins.", k + 1);
    }
}
