//! The mistakes against a search of the real board game (examples/brute.rs), on the generator's
//! small inputs (what `cargo x stress` feeds: boards of at most 16 cells with game records made
//! by random legal play that 蛋蛋 wins); and, on boards too large
//! for the search, the matching kept through the game against maximum matchings recomputed from
//! scratch for every state.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

#[path = "../examples/gen.rs"]
#[allow(dead_code)]
mod gen;

use cgt_matching::{maximum_matching, BipartiteGraph};
use oracle::gen::{small_inputs, Tokens, SMALL_CASES};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A board (rows of `X`, `O`, `.`) and its record (0-based cells of the pieces moved).
type Game = (Vec<Vec<u8>>, Vec<(usize, usize)>);

#[test]
fn mistakes_match_game_search() {
    let mut with_mistakes = 0;
    // Five times the usual count: a thousand games.
    for (seed, input) in small_inputs(&gen::GENERATOR, 1..=5 * SMALL_CASES) {
        let mut tokens = Tokens::new(&input);
        let (n, _m): (usize, usize) = (tokens.next(), tokens.next());
        let board: Vec<Vec<u8>> = (0..n)
            .map(|_| tokens.next::<String>().into_bytes())
            .collect();
        let k: usize = tokens.next();
        let record: Vec<(usize, usize)> = (0..2 * k)
            .map(|_| (tokens.next::<usize>() - 1, tokens.next::<usize>() - 1))
            .collect();
        let expected = brute::mistakes(&board, &record);
        with_mistakes += usize::from(!expected.is_empty());
        assert_eq!(
            solution::mistakes(&board, &record),
            expected,
            "cargo x gen luogu-p1971 --small --seed {seed}"
        );
    }
    // The comparison is only worth something if mistakes happen.
    assert!(with_mistakes > 50, "{with_mistakes} games with mistakes");
}

/// The mistakes with every state valued from scratch: the player to move wins iff removing the
/// token's cell from the graph of the unvisited usable cells and the token lowers its maximum
/// matching (two Hopcroft-Karp runs per state, no matching kept between states).
fn mistakes_from_scratch(board: &[Vec<u8>], record: &[(usize, usize)]) -> Vec<usize> {
    let (rows, cols) = (board.len(), board[0].len());
    let empty = (0..rows * cols)
        .find(|&v| board[v / cols][v % cols] == b'.')
        .unwrap();
    let odd = |v: usize| (v / cols + v % cols + empty / cols + empty % cols) % 2 == 1;
    let usable: Vec<bool> = (0..rows * cols)
        .map(|v| match board[v / cols][v % cols] {
            b'.' => true,
            b'O' => odd(v),
            _ => !odd(v),
        })
        .collect();
    let matching_size = |live: &[bool]| {
        let mut edges = Vec::new();
        for v in (0..rows * cols).filter(|&v| live[v]) {
            if v % cols + 1 < cols && live[v + 1] {
                edges.push((v, v + 1));
            }
            if v + cols < rows * cols && live[v + cols] {
                edges.push((v, v + cols));
            }
        }
        maximum_matching(&BipartiteGraph::new(rows * cols, &edges)).size()
    };
    let mut live = usable;
    let mut token = empty;
    let wins = |live: &mut Vec<bool>, token: usize| {
        let with = matching_size(live);
        live[token] = false;
        let without = matching_size(live);
        live[token] = true;
        with > without
    };
    let mut mistakes = Vec::new();
    for (i, &(r, c)) in record.iter().enumerate() {
        let before = wins(&mut live, token);
        live[token] = false;
        token = r * cols + c;
        assert!(live[token], "move {} enters a dead or visited cell", i + 1);
        if i % 2 == 0 && before && wins(&mut live, token) {
            mistakes.push(i / 2 + 1);
        }
    }
    mistakes
}

#[test]
fn kept_matching_matches_recomputation_on_large_boards() {
    let mut rng = StdRng::seed_from_u64(19711);
    // Random boards of up to 12 x 12 with random records 蛋蛋 won.
    let mut games = 0;
    while games < 100 {
        let rows = rng.random_range(1..=12);
        let cols = rng.random_range(1..=12);
        let Some((board, record)) = random_game(&mut rng, rows, cols) else {
            continue;
        };
        games += 1;
        assert_eq!(
            solution::mistakes(&board, &record),
            mistakes_from_scratch(&board, &record)
        );
    }
    // The longest record on a 20 x 20 board: the empty cell walks the rows in a serpentine
    // through 399 cells, k = 199.
    let side = 20;
    let path: Vec<usize> = (0..side)
        .flat_map(|r| (0..side).map(move |c| r * side + if r % 2 == 0 { c } else { side - 1 - c }))
        .collect();
    let mut board = vec![vec![b'X'; side]; side];
    for (j, &v) in path.iter().enumerate() {
        board[v / side][v % side] = match j {
            0 => b'.',
            _ if j % 2 == 1 && j + 1 < path.len() => b'O',
            _ => b'X',
        };
    }
    let record: Vec<(usize, usize)> = path[1..path.len() - 1]
        .iter()
        .map(|&v| (v / side, v % side))
        .collect();
    assert_eq!(record.len(), 2 * 199);
    assert_eq!(
        solution::mistakes(&board, &record),
        mistakes_from_scratch(&board, &record)
    );
}

/// A random board and random legal play (mistakes of both players included) until someone is
/// stuck: the board and the record if 兔兔 is stuck after at least one round, else `None`.
fn random_game(rng: &mut StdRng, rows: usize, cols: usize) -> Option<Game> {
    let white = rng.random_range(0.3..0.7);
    let mut board: Vec<u8> = (0..rows * cols)
        .map(|_| if rng.random_bool(white) { b'O' } else { b'X' })
        .collect();
    board[rng.random_range(0..rows * cols)] = b'.';
    let start: Vec<Vec<u8>> = board.chunks(cols).map(|row| row.to_vec()).collect();
    let mut position: brute::Position = (board, true);
    let mut record = Vec::new();
    loop {
        let next = brute::moves(rows, cols, &position);
        if next.is_empty() {
            return (position.1 && !record.is_empty()).then_some((start, record));
        }
        let after = next[rng.random_range(0..next.len())].clone();
        let empty = after.0.iter().position(|&b| b == b'.').unwrap();
        record.push((empty / cols, empty % cols));
        position = after;
    }
}
