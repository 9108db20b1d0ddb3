//! The rule finder scored on games whose far values are known: a game as a table computed from
//! its definition with the truth at far indices ([`Game`]), and the score of the rule finder on
//! a set of games ([`score`]): right, `?` or wrong at every far index. The benchmarks
//! (`scripts/explorer/tests/unseen_games`, `scale_games.rs` and
//! `scripts/tests/explore_benchmark.rs`) are written with it.

use crate::rules::{find_grid_rules, find_sequence_rules, predict_grid, predict_sequence};

pub const FAR: [u64; 5] = [
    1_000_000,
    1_000_001,
    98_765_432_123,
    999_999_999_999_999_999,
    1_000_000_000_000_000_000,
];
pub const FAR2: [(u64, u64); 5] = [
    (1_000_000, 1_000_003),
    (1_000_000_000_000, 7),
    (123_456_789, 987_654_321),
    (999_999_999_999_999_999, 1_000_000_000_000_000_000),
    (1 << 61, (1 << 61) + 5),
];

/// The truth at `n`: `Some(value)`, or `None` when it is not known (then `?` is expected).
pub type Truth = Box<dyn Fn(u64) -> Option<u64>>;
pub type Truth2 = Box<dyn Fn(u64, u64) -> Option<u64>>;

pub enum Table {
    Sequence {
        first: u64,
        values: Vec<u64>,
        truth: Truth,
        far: Vec<u64>,
    },
    Grid {
        first: u64,
        grid: Vec<Vec<u64>>,
        truth: Truth2,
        far: Vec<(u64, u64)>,
    },
}

pub struct Game {
    pub name: String,
    pub table: Table,
}

/// A sequence game asked at [`FAR`].
pub fn seq(
    name: &str,
    first: u64,
    values: Vec<u64>,
    truth: impl Fn(u64) -> Option<u64> + 'static,
) -> Game {
    seq_at(name, first, values, truth, &FAR)
}

/// A sequence game asked at the indices `far`.
pub fn seq_at(
    name: &str,
    first: u64,
    values: Vec<u64>,
    truth: impl Fn(u64) -> Option<u64> + 'static,
    far: &[u64],
) -> Game {
    Game {
        name: name.to_string(),
        table: Table::Sequence {
            first,
            values,
            truth: Box::new(truth),
            far: far.to_vec(),
        },
    }
}

/// A grid game asked at [`FAR2`].
pub fn grid(
    name: &str,
    first: u64,
    grid: Vec<Vec<u64>>,
    truth: impl Fn(u64, u64) -> Option<u64> + 'static,
) -> Game {
    Game {
        name: name.to_string(),
        table: Table::Grid {
            first,
            grid,
            truth: Box::new(truth),
            far: FAR2.to_vec(),
        },
    }
}

/// Whether to print the rules found under each game (`EXPLORE_RULES=1`).
fn show_rules() -> bool {
    std::env::var_os("EXPLORE_RULES").is_some()
}

fn outcome(got: Option<u64>, truth: Option<u64>) -> &'static str {
    match (got, truth) {
        (None, _) => "?",
        (Some(g), Some(t)) if g == t => "right",
        _ => "WRONG",
    }
}

/// How the rule finder did on a set of games: a game is right when every far index is, wrong
/// when one is, `?` otherwise.
pub struct Score {
    pub right: usize,
    pub unknown: usize,
    /// The names of the games with a wrong value.
    pub wrong: Vec<String>,
}

/// Runs the rule finder on every game and prints a row per game.
pub fn score(games: &[Game]) -> Score {
    let mut score = Score {
        right: 0,
        unknown: 0,
        wrong: Vec::new(),
    };
    println!("{:<66} {:>6} {:>6} {:>6}", "game", "right", "?", "WRONG");
    for game in games {
        let results: Vec<&str> = match &game.table {
            Table::Sequence {
                first,
                values,
                truth,
                far,
            } => {
                let rules = find_sequence_rules(values, *first);
                if show_rules() {
                    rules.iter().for_each(|r| println!("    {}", r.summary()));
                }
                far.iter()
                    .map(|&n| outcome(predict_sequence(&rules, values, *first, n), truth(n)))
                    .collect()
            }
            Table::Grid {
                first,
                grid,
                truth,
                far,
            } => {
                let rules = find_grid_rules(grid, *first, *first);
                if show_rules() {
                    rules.iter().for_each(|r| println!("    {}", r.summary()));
                }
                far.iter()
                    .map(|&(a, b)| {
                        outcome(
                            predict_grid(&rules, grid, *first, *first, a, b),
                            truth(a, b),
                        )
                    })
                    .collect()
            }
        };
        let count = |what: &str| results.iter().filter(|&&r| r == what).count();
        println!(
            "{:<66} {:>6} {:>6} {:>6}",
            game.name,
            count("right"),
            count("?"),
            count("WRONG")
        );
        if count("WRONG") > 0 {
            score.wrong.push(game.name.clone());
        } else if count("right") == results.len() {
            score.right += 1;
        } else {
            score.unknown += 1;
        }
    }
    println!(
        "{} right, {} wrong, {} `?` of {} games",
        score.right,
        score.wrong.len(),
        score.unknown,
        games.len()
    );
    score
}

/// Panics unless every game's table agrees with its truth at every value given (the searches
/// and the theorems say the same).
pub fn assert_tables_agree(games: &[Game]) {
    for game in games {
        match &game.table {
            Table::Sequence {
                first,
                values,
                truth,
                ..
            } => {
                for (i, &v) in values.iter().enumerate() {
                    let n = first + i as u64;
                    assert_eq!(truth(n), Some(v), "{} at {n}", game.name);
                }
            }
            Table::Grid {
                first, grid, truth, ..
            } => {
                for (i, row) in grid.iter().enumerate() {
                    for (j, &v) in row.iter().enumerate() {
                        let (a, b) = (first + i as u64, first + j as u64);
                        assert_eq!(truth(a, b), Some(v), "{} at ({a}, {b})", game.name);
                    }
                }
            }
        }
    }
}
