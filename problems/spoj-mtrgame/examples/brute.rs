//! Matrix Game by brute force: the Shapley–Snow theorem, every square submatrix tried as a
//! kernel in exact fractions until one's strategies hold the value against every row and column
//! (`oracle::matrix::shapley_snow`). No linear programming, no envelope, no floating point; the
//! exact value printed with three decimals, rounded.

use oracle::matrix::shapley_snow;
use oracle::{stdin_tokens, Rational};

/// The exact value of the game.
pub fn game_value(a: &[Vec<i64>]) -> Rational {
    shapley_snow(a).value
}

/// The value as printed.
pub fn printed(a: &[Vec<i64>]) -> String {
    let text = game_value(a).decimal(3);
    if text == "-0.000" {
        "0.000".to_string()
    } else {
        text
    }
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let t = tokens.next().unwrap();
    for _ in 0..t {
        let (m, n) = (tokens.next().unwrap(), tokens.next().unwrap());
        let a: Vec<Vec<i64>> = (0..m)
            .map(|_| (0..n).map(|_| tokens.next().unwrap()).collect())
            .collect();
        println!("{}", printed(&a));
    }
}
