//! The mistakes against a search of the real board game (examples/brute.rs), on small random
//! boards with game records made by random legal play that 蛋蛋 wins.

#[path = "../src/main.rs"]
#[allow(dead_code)]
mod solution;

#[path = "../examples/brute.rs"]
#[allow(dead_code)]
mod brute;

use rand::{rngs::StdRng, Rng, SeedableRng};

/// A board (rows of `X`, `O`, `.`) and its record (0-based cells of the pieces moved).
type Game = (Vec<Vec<u8>>, Vec<(usize, usize)>);

/// A random board of at most 16 cells and a random legal record that ends with 兔兔 unable to
/// move after 蛋蛋's move, at least one round long; `None` when random play went otherwise.
fn random_game(rng: &mut StdRng) -> Option<Game> {
    let rows = rng.random_range(1..=4);
    let cols = rng.random_range(1..=16 / rows);
    let white = rng.random_range(0.2..0.8);
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
            // 兔兔 cannot move: a record 蛋蛋 won, if it has a round; 蛋蛋 cannot: 兔兔 won.
            return (position.1 && !record.is_empty()).then_some((start, record));
        }
        let after = next[rng.random_range(0..next.len())].clone();
        let empty = after.0.iter().position(|&b| b == b'.').unwrap();
        record.push((empty / cols, empty % cols));
        position = after;
    }
}

#[test]
fn mistakes_match_game_search() {
    let mut rng = StdRng::seed_from_u64(1971);
    let mut games = 0;
    let mut with_mistakes = 0;
    while games < 1000 {
        let Some((board, record)) = random_game(&mut rng) else {
            continue;
        };
        games += 1;
        let expected = brute::mistakes(&board, &record);
        with_mistakes += usize::from(!expected.is_empty());
        assert_eq!(
            solution::mistakes(&board, &record),
            expected,
            "board {:?}, record {record:?}",
            board
                .iter()
                .map(|row| String::from_utf8_lossy(row).into_owned())
                .collect::<Vec<_>>()
        );
    }
    // The comparison is only worth something if mistakes happen.
    assert!(with_mistakes > 50, "{with_mistakes} games with mistakes");
}
