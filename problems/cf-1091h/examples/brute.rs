//! New Year and the Tricolore Recreation by brute force: the real game searched from its
//! definition, never the gaps' Grundy values of src/main.rs. A position is the tokens' columns
//! of every row and who is to move; Alice moves a row's blue token, or its blue and white
//! tokens, k cells right; Bob moves its red token, or its white and red tokens, k cells left;
//! k is a prime or a product of two primes (trial division), k != f, and every row keeps
//! b < w < r. The partisan rules are played as written. Tiny boards only.

use oracle::{stdin_tokens, GameSearch};

/// Whether k is a prime or a product of two primes, by trial division.
fn is_step(k: i64) -> bool {
    let (mut rest, mut factors) = (k, 0);
    let mut d = 2;
    while d * d <= rest {
        while rest % d == 0 {
            rest /= d;
            factors += 1;
        }
        d += 1;
    }
    if rest > 1 {
        factors += 1;
    }
    k >= 2 && factors <= 2
}

type Position = (Vec<(i64, i64, i64)>, bool);

/// Whether the player to move first (`alice_first`) wins.
pub fn first_player_wins(f: i64, rows: &[(i64, i64, i64)], alice_first: bool) -> bool {
    let widest = rows.iter().map(|&(b, _, r)| r - b).max().unwrap_or(0);
    let steps: Vec<i64> = (2..=widest).filter(|&k| is_step(k) && k != f).collect();
    let mut search = GameSearch::new(|(rows, alice): &Position| {
        let mut next = Vec::new();
        for i in 0..rows.len() {
            let (b, w, r) = rows[i];
            for &k in &steps {
                let moved = if *alice {
                    [(b + k, w, r), (b + k, w + k, r)]
                } else {
                    [(b, w, r - k), (b, w - k, r - k)]
                };
                for (b2, w2, r2) in moved {
                    if b2 < w2 && w2 < r2 {
                        let mut after = rows.clone();
                        after[i] = (b2, w2, r2);
                        next.push((after, !*alice));
                    }
                }
            }
        }
        next
    });
    search.wins(&(rows.to_vec(), alice_first))
}

/// The two lines: the winner when Alice starts, then when Bob starts, each by its own search.
pub fn winners(f: i64, rows: &[(i64, i64, i64)]) -> [&'static str; 2] {
    let alice_starts = if first_player_wins(f, rows, true) {
        "Alice"
    } else {
        "Bob"
    };
    let bob_starts = if first_player_wins(f, rows, false) {
        "Bob"
    } else {
        "Alice"
    };
    [alice_starts, bob_starts]
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<i64>();
    let mut next = || tokens.next().expect("a number");
    let (n, f) = (next() as usize, next());
    let rows: Vec<(i64, i64, i64)> = (0..n).map(|_| (next(), next(), next())).collect();
    for winner in winners(f, &rows) {
        println!("{winner}");
    }
}
