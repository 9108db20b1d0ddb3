//! 51Nod 1381 by brute force: the expected number of lines a coin touches, integrated exactly
//! from the definition, never from the formula 2R. Lines lie at every integer height; the coin's
//! centre t is uniform over one period [0, 1); it touches the line y iff |y - t| <= R. The count
//! is a step function of t that changes only where t - R or t + R is an integer, so the integral
//! is the sum over the pieces between those points of (piece length) x (the count at the piece's
//! midpoint, found by scanning the lines near the coin one by one); the points themselves have
//! probability 0. Meant for small R (the scan is O(R)).

use oracle::stdin_tokens;

/// The lines (integers) y with |y - k/m| <= r, counted one by one near the coin.
pub fn lines_touched(r: u64, k: u64, m: u64) -> u64 {
    let (r, k, m) = (r as i128, k as i128, m as i128);
    let centre = k / m;
    ((centre - r - 2)..=(centre + r + 2))
        .filter(|&y| (y * m - k).abs() <= r * m)
        .count() as u64
}

/// The expected number of lines touched by a coin of integer radius `r`, as a fraction
/// `(numerator, denominator)`.
pub fn expectation(r: u64) -> (u64, u64) {
    // Where the count can change in [0, 1): t = y + r or t = y - r for an integer y; with an
    // integer r that is only t = 0. Positions are in units of 1/2, so the pieces' midpoints
    // are whole units.
    const UNIT: u64 = 2;
    let cuts = [0, UNIT];
    // The sum of (length x count at the midpoint) over the pieces, the midpoint of [from, to)
    // being (from + to) / (2 UNIT).
    let numerator: u64 = cuts
        .windows(2)
        .map(|piece| {
            let (from, to) = (piece[0], piece[1]);
            (to - from) * lines_touched(r, from + to, 2 * UNIT)
        })
        .sum();
    (numerator, UNIT)
}

/// The integer part of the expectation.
pub fn integer_part(r: u64) -> u64 {
    let (numerator, denominator) = expectation(r);
    numerator / denominator
}

#[allow(dead_code)]
fn main() {
    let mut tokens = stdin_tokens::<u64>();
    let t = tokens.next().unwrap();
    for r in tokens.take(t as usize) {
        println!("{}", integer_part(r));
    }
}
