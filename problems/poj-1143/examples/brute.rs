//! Number Game by brute force, from the definition: a position is the set of numbers in 2..20
//! still allowed (every other number, and every number above 20, is forbidden). Choosing `x`
//! forbids every sum `k_1 c_1 + ... + k_k c_k` of the choices, that is the set of all sums of
//! forbidden numbers and `x`: computed here as the closure of the forbidden set with `x` under
//! addition, by adding pairs until nothing new appears, never the solution's one-pass rule. The
//! game is searched by `oracle::GameSearch`, whose winning moves are the positions lost for the
//! opponent; a choice is a winning move iff it leads to one of them.

use oracle::{stdin_tokens, GameSearch};

const HIGH: u32 = 20;

/// Whether each number 0..=20 is forbidden once `x` is chosen from `allowed`: the smallest set
/// holding the numbers of 2..=20 not in `allowed`, and `x`, that is closed under addition
/// (within 2..=20: a sum above 20 is forbidden anyway, and no sum of larger numbers comes back
/// below it). Pairs are added until nothing new appears.
fn forbidden_after(allowed: &[u32], x: u32) -> [bool; HIGH as usize + 1] {
    let mut forbidden = [false; HIGH as usize + 1];
    for y in 2..=HIGH {
        forbidden[y as usize] = !allowed.contains(&y) || y == x;
    }
    loop {
        let mut changed = false;
        for a in 2..=HIGH as usize {
            for b in 2..=HIGH as usize - a {
                if forbidden[a] && forbidden[b] && !forbidden[a + b] {
                    forbidden[a + b] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            return forbidden;
        }
    }
}

/// The position (allowed numbers, increasing) after choosing `x` from `allowed`.
pub fn after(allowed: &[u32], x: u32) -> Vec<u32> {
    let forbidden = forbidden_after(allowed, x);
    (2..=HIGH).filter(|&y| !forbidden[y as usize]).collect()
}

/// The statement's output for each position (its allowed numbers, any order).
pub fn report(positions: &[Vec<usize>]) -> String {
    let mut search =
        GameSearch::new(|allowed: &Vec<u32>| allowed.iter().map(|&x| after(allowed, x)).collect());
    let mut text = String::new();
    for (m, numbers) in positions.iter().enumerate() {
        let allowed: Vec<u32> = (2..=HIGH)
            .filter(|&y| numbers.contains(&(y as usize)))
            .collect();
        let lost_after = search.winning_moves(&allowed);
        let moves: Vec<String> = allowed
            .iter()
            .filter(|&&x| lost_after.contains(&after(&allowed, x)))
            .map(|x| x.to_string())
            .collect();
        text.push_str(&format!("Test Case #{}\n", m + 1));
        if moves.is_empty() {
            text.push_str("There's no winning move.\n");
        } else {
            text.push_str(&format!("The winning moves are: {}\n", moves.join(" ")));
        }
        text.push('\n');
    }
    text
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let mut positions = Vec::new();
    while let Some(n) = tokens.next() {
        if n == 0 {
            break;
        }
        positions.push(tokens.by_ref().take(n).collect());
    }
    print!("{}", report(&positions));
}
