//! Optimal stopping when the chance of success is uniform on `[t, 1]`.

/// The expected value of a choice made after seeing p, drawn uniformly from `[t, 1]`: stop and
/// keep `stop`, or go on and get `go` with probability p (nothing otherwise). That is
/// `E[max(stop, p · go)] = (1/(1 - t)) ∫_t^1 max(stop, p · go) dp`, and for `t = 1` simply
/// `max(stop, go)`.
///
/// Going on is better iff `p > p0 = stop / go`. If `p0 <= t` one always goes on:
/// `go · (1 + t) / 2`. If `p0 >= 1` one always stops: `stop`. Otherwise the integral is `stop`
/// plus the gain of going on where it pays, `∫_{p0}^1 (p · go - stop) dp = go (1 - p0)^2 / 2`:
/// `stop + go (1 - p0)^2 / (2 (1 - t))`. Both forms are sums of positive terms, so nothing
/// cancels as t nears 1; the textbook `(stop (p0 - t) + go (1 - p0^2) / 2) / (1 - t)`, or
/// `go (1/2 - t^2/2) / (1 - t)` for the first case, divides a difference of nearly equal numbers
/// by the small `1 - t` and loses about `log10(1 / (1 - t))` digits.
///
/// # Constraints
/// `0 <= t <= 1`, `0 <= stop`, `0 < go`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use cgt_continuous::uniform_stop_or_go;
/// // Stop with 1 or go on for 2, p uniform on [0, 1]: go on iff p > 1/2: 1/2 · 1 + ∫ 2p = 1.25.
/// assert_eq!(uniform_stop_or_go(1.0, 2.0, 0.0), 1.25);
/// // With p uniform on [0.6, 1] one always goes on: 2 · 0.8.
/// assert!((uniform_stop_or_go(1.0, 2.0, 0.6) - 1.6).abs() < 1e-15);
/// ```
///
/// Used by: poj-2651.
pub fn uniform_stop_or_go(stop: f64, go: f64, t: f64) -> f64 {
    debug_assert!((0.0..=1.0).contains(&t), "0 <= t <= 1");
    debug_assert!(stop >= 0.0 && go > 0.0, "0 <= stop, 0 < go");
    if t >= 1.0 {
        return stop.max(go);
    }
    if stop >= go {
        return stop;
    }
    let miss = (go - stop) / go; // 1 - p0, without rounding p0 first
    if 1.0 - miss <= t {
        go * (1.0 + t) / 2.0
    } else {
        stop + go * miss * miss / (2.0 * (1.0 - t))
    }
}

/// The expected prize of the "2^n-aire" game: a prize of 1, and up to `n` questions; before
/// each one the player sees the chance p of answering right, uniform on `[t, 1]`, and stops
/// (keeping the prize) or answers (a right answer doubles the prize, a wrong one loses it);
/// after the n-th question the prize is kept. With `E_n = 2^n` and
/// `E_i = uniform_stop_or_go(2^i, E_{i+1}, t)` ([`uniform_stop_or_go`]), the answer is `E_0`.
///
/// # Constraints
/// `0 <= t <= 1`, `n <= 1000` (2^n in f64).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use cgt_continuous::double_or_nothing;
/// assert_eq!(double_or_nothing(1, 0.5), 1.5); // always answer: 2 · 0.75
/// assert!((double_or_nothing(2, 0.6) - 2.56).abs() < 1e-12); // 4 · 0.8^2
/// assert_eq!(double_or_nothing(30, 1.0), 2f64.powi(30));
/// ```
///
/// Used by: poj-2651.
pub fn double_or_nothing(n: u32, t: f64) -> f64 {
    let mut expected = 2f64.powi(n as i32);
    for i in (0..n).rev() {
        expected = uniform_stop_or_go(2f64.powi(i as i32), expected, t);
    }
    expected
}

// The unit tests are in the sibling folder (cargo-equip looks for `src/tests.rs` otherwise).
#[cfg(test)]
#[path = "stopping/tests.rs"]
mod tests;
