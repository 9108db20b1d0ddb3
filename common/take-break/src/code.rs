//! Take-and-break codes `d0.d1d2...dk`: hexadecimal digits, a d0 digit, an unbounded last digit,
//! and splits into unequal heaps.

use std::fmt;
use std::str::FromStr;

/// The rules of a take-and-break game, in Flammenkamp's notation `d0.d1d2...dk` (the octal
/// notation of Winning Ways, grown by a digit before the point and hexadecimal digits).
///
/// Digit `d_j` says what a move that removes `j` tokens from one heap of `n` may leave, one bit
/// per number of heaps left, the `n - j` remaining tokens shared among them, none empty:
/// - bit 1: no heap (only when `n = j`);
/// - bit 2: one heap of `n - j`;
/// - bit 4: two heaps `a + b = n - j`;
/// - bit 8: three heaps `a + b + c = n - j` (a hexadecimal digit, 8 to F).
///
/// `d0` (before the point) rules the moves that remove nothing: it breaks a heap into two (bit
/// 4) or three (bit 8) heaps; its bits 1 and 2 would remove a heap without a token or leave it
/// as it was, so they are not allowed. A code ending in `...` repeats its last digit forever: a
/// take of any size `j >= k` follows `d_k`. A code followed by the word `unequal` allows only
/// breaks into heaps of pairwise different sizes.
///
/// The games it names:
/// - octal games are the codes `0.d1...dk` with digits `0..=7` (`cgt-octal`, whose values these
///   are: 0.07 Dawson's Kayles, 0.77 Kayles, 0.137 Dawson's chess, 0.6 Officers);
/// - Nim is `0.3...` (take any number, the heap may go);
/// - Lasker's Nim is `4.3...`: take any number, or split a heap in two without taking;
/// - HDU 5795's game is `8.3...`: take any number, or split a heap into three without taking;
/// - Grundy's game is `4.0 unequal`: split a heap into two heaps of different sizes;
/// - hexadecimal games are `0.d1...dk` with digits up to F (Howse and Nowakowski, 2004).
///
/// # Constraints
/// `d0` is one of 0, 4, 8, C; at least one digit after the point, each `0..=F` (either case);
/// the last digit is not 0 unless it is the only one and `d0` is not 0 (Grundy's game, `4.0`);
/// `...` only after a non-zero digit.
///
/// # Complexity
/// Parsing is O(k) for k digits.
///
/// # Example
/// ```
/// use cgt_take_break::TakeBreak;
/// let lasker: TakeBreak = "4.3...".parse().unwrap();
/// assert_eq!((lasker.d0(), lasker.digits(), lasker.unbounded()), (4, &[3][..], true));
/// assert_eq!(lasker.digit(1_000_000), 3);
/// let grundy = TakeBreak::parse("4.0 unequal").unwrap();
/// assert!(grundy.unequal());
/// assert_eq!(grundy.to_string(), "4.0 unequal");
/// assert_eq!(TakeBreak::parse("0.333...").unwrap().to_string(), "0.3...");
/// assert!("0.G".parse::<TakeBreak>().is_err());
/// ```
///
/// Used by: hdu-5795.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TakeBreak {
    d0: u8,
    digits: Vec<u8>,
    unbounded: bool,
    unequal: bool,
}

/// Why a string is not a take-and-break code.
///
/// # Constraints
/// None: plain data.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_take_break::{ParseTakeBreakError, TakeBreak};
/// assert_eq!("07".parse::<TakeBreak>(), Err(ParseTakeBreakError::MissingPoint));
/// assert_eq!(
///     "3.1".parse::<TakeBreak>(),
///     Err(ParseTakeBreakError::FirstDigitWithoutBreak { d0: 3 })
/// );
/// assert_eq!("0.10".parse::<TakeBreak>(), Err(ParseTakeBreakError::LastDigitZero));
/// let error = "0.G".parse::<TakeBreak>().unwrap_err();
/// assert_eq!(error, ParseTakeBreakError::NotAHexDigit { position: 1, found: 'G' });
/// assert_eq!(error.to_string(), "digit 1 after the point is `G`, not a hexadecimal digit 0..F");
/// ```
///
/// Used by: hdu-5795.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseTakeBreakError {
    /// No `.` after the first digit (`d0.d1...`, as in `0.07` or `4.3...`).
    MissingPoint,
    /// The character before the point is not a hexadecimal digit.
    NotAFirstDigit { found: String },
    /// `d0` has bit 1 or 2: a move that takes nothing must break the heap (d0 is 0, 4, 8 or C).
    FirstDigitWithoutBreak { d0: u8 },
    /// Nothing after the point.
    NoDigits,
    /// A character after the point that is not a hexadecimal digit (1-based position).
    NotAHexDigit { position: usize, found: char },
    /// The last digit is 0 (allowed only as `D.0` with `D` not 0, a game of breaks only).
    LastDigitZero,
    /// A word after the code other than `unequal`.
    UnknownModifier { found: String },
}

impl fmt::Display for ParseTakeBreakError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseTakeBreakError::MissingPoint => write!(
                f,
                "a take-and-break code is d0.d1d2... with a point after the first digit (as in 0.07 or 4.3...)"
            ),
            ParseTakeBreakError::NotAFirstDigit { found } => write!(
                f,
                "`{found}` before the point is not one hexadecimal digit (d0 is 0, 4, 8 or C)"
            ),
            ParseTakeBreakError::FirstDigitWithoutBreak { d0 } => write!(
                f,
                "d0 = {d0:X} has bit 1 or 2, but a move that takes nothing must break the heap: d0 is 0, 4, 8 or C"
            ),
            ParseTakeBreakError::NoDigits => write!(f, "a code has digits after the point"),
            ParseTakeBreakError::NotAHexDigit { position, found } => write!(
                f,
                "digit {position} after the point is `{found}`, not a hexadecimal digit 0..F"
            ),
            ParseTakeBreakError::LastDigitZero => write!(
                f,
                "the last digit is 0; write the code without its trailing zeros (only a break-only game is written D.0)"
            ),
            ParseTakeBreakError::UnknownModifier { found } => write!(
                f,
                "`{found}` after the code: the only word allowed there is `unequal`"
            ),
        }
    }
}

impl std::error::Error for ParseTakeBreakError {}

impl TakeBreak {
    /// The code from its parts: `d0`, the digits `d1..dk`, whether `d_k` repeats forever, and
    /// whether breaks must leave heaps of pairwise different sizes.
    ///
    /// # Constraints
    /// The same as for parsing.
    pub fn new(
        d0: u8,
        digits: &[u8],
        unbounded: bool,
        unequal: bool,
    ) -> Result<Self, ParseTakeBreakError> {
        if d0 > 15 {
            return Err(ParseTakeBreakError::NotAFirstDigit {
                found: d0.to_string(),
            });
        }
        if d0 & 3 != 0 {
            return Err(ParseTakeBreakError::FirstDigitWithoutBreak { d0 });
        }
        if digits.is_empty() {
            return Err(ParseTakeBreakError::NoDigits);
        }
        if let Some(i) = digits.iter().position(|&d| d > 15) {
            return Err(ParseTakeBreakError::NotAHexDigit {
                position: i + 1,
                found: '?',
            });
        }
        let break_only = digits == [0] && d0 != 0 && !unbounded;
        if digits[digits.len() - 1] == 0 && !break_only {
            return Err(ParseTakeBreakError::LastDigitZero);
        }
        let mut digits = digits.to_vec();
        if unbounded {
            // 0.333... is 0.3...: the repeated copies of the last digit say nothing more.
            while digits.len() >= 2 && digits[digits.len() - 2] == digits[digits.len() - 1] {
                digits.pop();
            }
        }
        Ok(TakeBreak {
            d0,
            digits,
            unbounded,
            unequal,
        })
    }

    /// Grundy's game, `4.0 unequal`: a move splits a heap into two heaps of different sizes.
    pub fn grundys_game() -> Self {
        TakeBreak::new(4, &[0], false, true).unwrap()
    }

    /// The parsed code, or why the text is not one. Same as `text.parse()`.
    pub fn parse(text: &str) -> Result<Self, ParseTakeBreakError> {
        let mut words = text.split_whitespace();
        let code = words.next().ok_or(ParseTakeBreakError::MissingPoint)?;
        let mut unequal = false;
        for word in words {
            if word == "unequal" && !unequal {
                unequal = true;
            } else {
                return Err(ParseTakeBreakError::UnknownModifier {
                    found: word.to_string(),
                });
            }
        }
        let (first, rest) = code
            .split_once('.')
            .ok_or(ParseTakeBreakError::MissingPoint)?;
        let mut first_chars = first.chars();
        let d0 = match (first_chars.next(), first_chars.next()) {
            (Some(c), None) if c.is_ascii_hexdigit() => c.to_digit(16).unwrap() as u8,
            _ => {
                return Err(ParseTakeBreakError::NotAFirstDigit {
                    found: first.to_string(),
                })
            }
        };
        let (rest, unbounded) = match rest.strip_suffix("...") {
            Some(rest) => (rest, true),
            None => (rest, false),
        };
        let digits = rest
            .chars()
            .enumerate()
            .map(|(i, c)| {
                c.to_digit(16)
                    .map(|d| d as u8)
                    .ok_or(ParseTakeBreakError::NotAHexDigit {
                        position: i + 1,
                        found: c,
                    })
            })
            .collect::<Result<Vec<u8>, _>>()?;
        TakeBreak::new(d0, &digits, unbounded, unequal)
    }

    /// `d0`, the digit of the moves that take nothing (0, 4, 8 or 12).
    pub fn d0(&self) -> u8 {
        self.d0
    }

    /// The digits `d1..dk` as written (without repeats of an unbounded last digit).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// Whether the last digit repeats forever (takes of any size).
    pub fn unbounded(&self) -> bool {
        self.unbounded
    }

    /// Whether breaks must leave heaps of pairwise different sizes.
    pub fn unequal(&self) -> bool {
        self.unequal
    }

    /// The digit ruling moves that remove `j` tokens: `d0` for `j = 0`, `d_j`, and past the last
    /// digit `d_k` if the code is unbounded, else 0.
    pub fn digit(&self, j: usize) -> u8 {
        match j {
            0 => self.d0,
            j if j <= self.digits.len() => self.digits[j - 1],
            _ if self.unbounded => self.digits[self.digits.len() - 1],
            _ => 0,
        }
    }

    /// The most heaps one move leaves: 3 if some digit has bit 8, 2 if some has bit 4, else 1.
    pub fn most_heaps(&self) -> usize {
        let bits = self.digits.iter().fold(self.d0, |acc, &d| acc | d);
        if bits & 8 != 0 {
            3
        } else if bits & 4 != 0 {
            2
        } else {
            1
        }
    }

    /// Whether every digit is octal (`0..=7`), `d0` is 0 and nothing repeats or must be unequal:
    /// a game of `cgt-octal`.
    pub fn is_octal(&self) -> bool {
        self.d0 == 0 && !self.unbounded && !self.unequal && self.digits.iter().all(|&d| d <= 7)
    }

    /// The positions one move away from a single heap of `n`, each as the heaps it leaves
    /// (sorted, none empty), straight from the digits' bits; repeats are removed. Meant for
    /// searches and tests.
    ///
    /// # Complexity
    /// O(n^3) time and memory with three-heap breaks, O(n^2) otherwise.
    ///
    /// # Example
    /// ```
    /// use cgt_take_break::TakeBreak;
    /// let hdu_5795 = TakeBreak::parse("8.3...").unwrap();
    /// assert_eq!(hdu_5795.heap_moves(3), [vec![], vec![1], vec![1, 1, 1], vec![2]]);
    /// assert_eq!(TakeBreak::grundys_game().heap_moves(6), [vec![1, 5], vec![2, 4]]);
    /// ```
    pub fn heap_moves(&self, n: usize) -> Vec<Vec<usize>> {
        let mut moves = Vec::new();
        for j in 0..=n {
            let d = self.digit(j);
            let m = n - j;
            if d & 1 != 0 && m == 0 {
                moves.push(Vec::new());
            }
            if d & 2 != 0 && m >= 1 {
                moves.push(vec![m]);
            }
            if d & 4 != 0 {
                for a in 1..=m / 2 {
                    if !(self.unequal && a == m - a) {
                        moves.push(vec![a, m - a]);
                    }
                }
            }
            if d & 8 != 0 {
                for a in 1..=m / 3 {
                    for b in a..=(m - a) / 2 {
                        let c = m - a - b;
                        if !(self.unequal && (a == b || b == c)) {
                            moves.push(vec![a, b, c]);
                        }
                    }
                }
            }
        }
        moves.sort();
        moves.dedup();
        moves
    }
}

impl FromStr for TakeBreak {
    type Err = ParseTakeBreakError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        TakeBreak::parse(text)
    }
}

impl fmt::Display for TakeBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:X}.", self.d0)?;
        for &d in &self.digits {
            write!(f, "{d:X}")?;
        }
        if self.unbounded {
            f.write_str("...")?;
        }
        if self.unequal {
            f.write_str(" unequal")?;
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "code/tests.rs"]
mod tests;
