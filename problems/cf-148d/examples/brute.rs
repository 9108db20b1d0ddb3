//! Bag of mice by brute force: the real draws, one by one, in exact rationals (no rounding, no
//! formula of src/main.rs). From `i` white and `j` black mice, whoever draws picks each mouse
//! with probability 1/(i+j); a white one ends the game; after the dragon's black draw a mouse
//! left in the bag, each with probability 1/(mice left), jumps out. Printed with 15 decimals;
//! judged by the problem's tolerance.

use oracle::{stdin_tokens, Rational};
use std::collections::HashMap;

/// The princess's chance of winning, exactly.
pub fn princess_wins(w: usize, b: usize) -> Rational {
    let mut memo = HashMap::new();
    princess(w, b, &mut memo)
}

/// `(i, j, 0)`: the princess to draw; `(i, j, 1)`: the dragon; `(i, j, 2)`: a mouse jumps.
type Memo = HashMap<(usize, usize, u8), Rational>;

/// Every mouse of the bag, each with probability 1 / (mice): the sum over them of `after`.
fn each_mouse(i: usize, j: usize, mut after: impl FnMut(bool) -> Rational) -> Rational {
    let share = Rational::new(1, (i + j) as i128);
    let whites: Rational = (0..i).map(|_| share * after(true)).sum();
    let blacks: Rational = (0..j).map(|_| share * after(false)).sum();
    whites + blacks
}

fn princess(i: usize, j: usize, memo: &mut Memo) -> Rational {
    if i + j == 0 {
        return Rational::zero();
    }
    if let Some(&known) = memo.get(&(i, j, 0)) {
        return known;
    }
    let value = each_mouse(i, j, |white| {
        if white {
            Rational::one()
        } else {
            dragon(i, j - 1, memo)
        }
    });
    memo.insert((i, j, 0), value);
    value
}

fn dragon(i: usize, j: usize, memo: &mut Memo) -> Rational {
    if i + j == 0 {
        return Rational::zero();
    }
    if let Some(&known) = memo.get(&(i, j, 1)) {
        return known;
    }
    let value = each_mouse(i, j, |white| {
        if white || i + j - 1 == 0 {
            // The dragon's white wins for him; after his black draw from the last mouse, none
            // is left to jump and none for the princess: an empty bag, the dragon's win.
            Rational::zero()
        } else {
            // One of the i + j - 1 mice left jumps out.
            each_mouse(i, j - 1, |jumper_white| {
                if jumper_white {
                    princess(i - 1, j - 1, memo)
                } else {
                    princess(i, j - 2, memo)
                }
            })
        }
    });
    memo.insert((i, j, 1), value);
    value
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<usize>();
    let (w, b) = (tokens.next().expect("w"), tokens.next().expect("b"));
    println!("{}", princess_wins(w, b).decimal(15));
}
