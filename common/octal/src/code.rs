//! Octal codes: `0.d1d2...dk`, the rules of a take-and-break game.

use std::fmt;
use std::str::FromStr;

/// The rules of an octal game, from its code `0.d1d2...dk`.
///
/// Digit `d_j` (the j-th after the point) says what a move that removes `j` tokens from one heap
/// of `n` may leave, one bit per kind of move:
/// - bit 1 (`d_j & 1`): only when `n = j`; the heap disappears;
/// - bit 2 (`d_j & 2`): when `n > j`; one heap of `n - j` remains;
/// - bit 4 (`d_j & 4`): when `n - j >= 2`; the `n - j` tokens left are split into two non-empty
///   heaps `a + b = n - j` (any split).
///
/// So 0.07 is Dawson's Kayles, 0.77 Kayles, 0.137 Dawson's chess, 0.007 Treblecross, and a
/// subtraction game with set S is the code with digit 3 at every `s` in S
/// ([`OctalCode::subtraction`]: S = {1, 3, 4} is 0.3033).
///
/// # Constraints
/// At least one digit, each `0..=7`, the last one non-zero.
///
/// # Complexity
/// Parsing is O(k) for k digits.
///
/// # Example
/// ```
/// use cgt_octal::OctalCode;
/// let kayles: OctalCode = "0.77".parse().unwrap();
/// assert_eq!(kayles.digits(), [7, 7]);
/// assert_eq!(kayles.max_removal(), 2);
/// assert_eq!(kayles.to_string(), "0.77");
/// assert_eq!(OctalCode::subtraction(&[1, 3, 4]).to_string(), "0.3033");
/// assert!("0.80".parse::<OctalCode>().is_err());
/// ```
///
/// Used by: atcoder-abc278-g, cf-1704f, local-octal-game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    digits: Vec<u8>,
}

/// Why a string is not an octal code.
///
/// # Constraints
/// None: plain data.
///
/// # Complexity
/// Plain data.
///
/// # Example
/// ```
/// use cgt_octal::{OctalCode, ParseOctalError};
/// assert_eq!("1.07".parse::<OctalCode>(), Err(ParseOctalError::MissingPrefix));
/// assert_eq!("0.".parse::<OctalCode>(), Err(ParseOctalError::NoDigits));
/// assert_eq!("0.070".parse::<OctalCode>(), Err(ParseOctalError::LastDigitZero));
/// let error = "0.08".parse::<OctalCode>().unwrap_err();
/// assert_eq!(error, ParseOctalError::NotAnOctalDigit { position: 2, found: '8' });
/// assert_eq!(error.to_string(), "digit 2 after the point is `8`, not an octal digit 0..7");
/// ```
///
/// Used by: atcoder-abc278-g, cf-1704f, local-octal-game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseOctalError {
    /// The code does not start with `0.`.
    MissingPrefix,
    /// Nothing after the point.
    NoDigits,
    /// A character after the point that is not one of `0..=7` (1-based position after the point).
    NotAnOctalDigit { position: usize, found: char },
    /// The last digit is 0: it allows no move, so the code is written without it.
    LastDigitZero,
}

impl fmt::Display for ParseOctalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseOctalError::MissingPrefix => {
                write!(f, "an octal code starts with `0.` (as in 0.07)")
            }
            ParseOctalError::NoDigits => write!(f, "an octal code has digits after `0.`"),
            ParseOctalError::NotAnOctalDigit { position, found } => write!(
                f,
                "digit {position} after the point is `{found}`, not an octal digit 0..7"
            ),
            ParseOctalError::LastDigitZero => write!(
                f,
                "the last digit is 0; write the code without its trailing zeros"
            ),
        }
    }
}

impl std::error::Error for ParseOctalError {}

impl OctalCode {
    /// The code from its digits `d1..dk`.
    ///
    /// # Constraints
    /// The same as for parsing: at least one digit, each `0..=7`, the last non-zero.
    pub fn from_digits(digits: &[u8]) -> Result<Self, ParseOctalError> {
        if digits.is_empty() {
            return Err(ParseOctalError::NoDigits);
        }
        if let Some(i) = digits.iter().position(|&d| d > 7) {
            return Err(ParseOctalError::NotAnOctalDigit {
                position: i + 1,
                found: char::from_digit(u32::from(digits[i] % 36), 36).unwrap_or('?'),
            });
        }
        if digits[digits.len() - 1] == 0 {
            return Err(ParseOctalError::LastDigitZero);
        }
        Ok(OctalCode {
            digits: digits.to_vec(),
        })
    }

    /// The subtraction game with move set `moves` (take exactly `s` tokens, the heap may be
    /// emptied): digit 3 (bits 1 and 2) at every `s`.
    ///
    /// # Constraints
    /// At least one move, every move at least 1.
    pub fn subtraction(moves: &[usize]) -> Self {
        assert!(
            !moves.is_empty() && moves.iter().all(|&s| s >= 1),
            "a subtraction set has moves of at least one token"
        );
        let mut digits = vec![0u8; *moves.iter().max().unwrap()];
        for &s in moves {
            digits[s - 1] = 3;
        }
        OctalCode { digits }
    }

    /// Interval removal on a row: a move removes between `l` and `r` consecutive tokens of one
    /// heap (a path of vertices), leaving nothing, one heap or two (digit 7 at every `j` in
    /// `l..=r`). Kayles is `interval_removal(1, 2)`; cgt-interval-removal has the closed forms
    /// for `l < r` on paths and on cycles.
    ///
    /// # Constraints
    /// `1 <= l <= r`.
    ///
    /// # Example
    /// ```
    /// use cgt_octal::OctalCode;
    /// assert_eq!(OctalCode::interval_removal(1, 2).to_string(), "0.77");
    /// assert_eq!(OctalCode::interval_removal(2, 4).to_string(), "0.0777");
    /// ```
    pub fn interval_removal(l: usize, r: usize) -> Self {
        assert!(1 <= l && l <= r, "a move removes l..=r tokens, 1 <= l <= r");
        let mut digits = vec![0u8; r];
        digits[l - 1..].fill(7);
        OctalCode { digits }
    }

    /// The parsed code, or why the text is not one. Same as `text.parse()`.
    pub fn parse(text: &str) -> Result<Self, ParseOctalError> {
        let rest = text
            .trim()
            .strip_prefix("0.")
            .ok_or(ParseOctalError::MissingPrefix)?;
        let digits = rest
            .chars()
            .enumerate()
            .map(|(i, c)| match c {
                '0'..='7' => Ok(c as u8 - b'0'),
                _ => Err(ParseOctalError::NotAnOctalDigit {
                    position: i + 1,
                    found: c,
                }),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        OctalCode::from_digits(&digits)
    }

    /// The digits `d1..dk`: `digits()[j - 1]` rules the moves that remove `j` tokens.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// k, the most tokens one move removes (the number of digits).
    pub fn max_removal(&self) -> usize {
        self.digits.len()
    }

    /// Whether some move splits a heap in two (a digit with bit 4).
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|&d| d & 4 != 0)
    }

    /// The positions one move away from a single heap of `n`, each as the heaps it leaves
    /// (`[]`, `[a]` or `[a, b]` with `a <= b`), straight from the digits' bits. Repeats are
    /// removed. Meant for searches and tests; the Grundy engines never build these lists.
    ///
    /// # Complexity
    /// O(k * n) time and memory.
    pub fn heap_moves(&self, n: usize) -> Vec<Vec<usize>> {
        let mut moves = Vec::new();
        for (i, &d) in self.digits.iter().enumerate() {
            let j = i + 1;
            if d & 1 != 0 && n == j {
                moves.push(Vec::new());
            }
            if d & 2 != 0 && n > j {
                moves.push(vec![n - j]);
            }
            if d & 4 != 0 && n >= j + 2 {
                let rest = n - j;
                moves.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
            }
        }
        moves.sort();
        moves.dedup();
        moves
    }
}

impl FromStr for OctalCode {
    type Err = ParseOctalError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        OctalCode::parse(text)
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0.")?;
        for &d in &self.digits {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "code/tests.rs"]
mod tests;
