//! Input at C++ speed: a source for proconio's `input!` that reads stdin once as bytes and splits
//! it on ASCII whitespace, and an integer marker, [`Int`], that parses without `str::parse`.
//!
//! ```
//! use cgt_fast_input::{ByteSource, Int};
//! use proconio::input;
//!
//! let mut source = ByteSource::from("3\r\n10 20 30\r\n-7");
//! input! { from &mut source, n: Int<usize>, a: [Int<u64>; n], d: Int<i32> }
//! assert_eq!((n, a, d), (3, vec![10, 20, 30], -7));
//! assert!(source.is_exhausted());
//! ```
//!
//! A solution reads all of stdin once at the top of `main`, then writes `input!(from &mut source,
//! ...)` where it would write `input!(...)`, as often as it likes:
//!
//! ```no_run
//! use cgt_fast_input::{ByteSource, Int};
//! use proconio::input;
//!
//! let mut source = ByteSource::stdin();
//! input! { from &mut source, n: Int<usize>, piles: [Int<u64>; n] }
//! ```
//!
//! # Where the time goes
//! Reading 10^6 numbers below 10^4 (4.9 MB), in one process, release build: proconio's `input!`
//! about 13 ms; of that, the UTF-8 check of the whole input 0.2 ms, `split_whitespace` alone 8 ms
//! (it decodes every `char` to test Unicode whitespace). [`ByteSource`] finds the same tokens in
//! about 4 ms; with `str::parse` (`[usize; n]`) the whole read takes about 8.5 ms, with [`Int`]
//! about 7.5 ms; a hand parser that never forms tokens takes about 4 ms. The rest of the gap is
//! the second look at each token's bytes that a token-based `input!` cannot avoid, so both looks
//! go eight bytes at a time where tokens are long (10^6 numbers of 19 digits: the end of a token
//! is found a word at a time, and eight digits are checked and converted at once).
//!
//! Whole programs against a plain C++ of the same algorithm (`fread` and a hand parser), CPU time
//! of paired runs: see `bench/cpu_vs_cpp.py` and the `bench/` folders of local-coin-game-2,
//! local-octal-game and atcoder-abc209-e.
//!
//! # Why a marker type and not `usize` itself
//! `input!` reads a type `T` through proconio's `Readable` trait, which proconio implements for
//! every `T: FromStr` by `str::parse`. That blanket impl cannot be overridden for `usize`, and a
//! source only hands out `&str` tokens. So the fast parser is a marker, like proconio's own
//! `Usize1`: `Int<u64>` reads a `u64`, and [`Int1<usize>`](Int1) reads a 1-based index as
//! 0-based, as `Usize1` does; [`Word<N>`](Word) reads a token of at most `N` bytes without the
//! allocation of proconio's `Bytes`. Any other type (`String`, `Bytes`, `Chars`, `usize`, `Usize1`,
//! tuples) still works from a [`ByteSource`] through proconio's own impls; only the
//! splitting is faster for them.
//!
//! # What is accepted
//! Exactly what `str::parse` accepts, with a panic naming the token, its type and the reason
//! otherwise: an optional `+` (or `-` for a signed type) then one or more ASCII digits (leading
//! zeros allowed), within the type's range. `-0` is rejected for unsigned types, as `str::parse`
//! rejects it. Tokens are separated by the ASCII whitespace bytes `' '`, `\t`, `\n`, `\r`,
//! `\x0B` and `\x0C` (those `split_whitespace` splits on below 128), so `\r\n` line ends and a
//! missing final newline read the same as `\n`. Unlike `split_whitespace`, non-ASCII whitespace
//! (U+00A0, U+3000) does not separate tokens. Input that is not UTF-8 panics when it is read,
//! naming the first token that is not (proconio panics there too).
//!
//! # Not for interactive problems
//! [`ByteSource::stdin`] reads until the end of the input, which an interactive judge sends only
//! after the program's last answer: keep `input_interactive!` there.
//!
//! The problems whose largest input is over 1 MB read through it.
//!
//! Used by: atcoder-abc209-e, atcoder-agc017-d, atcoder-nikkei2019-qual-c, cf-1091h, cf-1498f,
//! cf-1823e, cf-255e, cf-603c, cf-842d, codechef-gerald08, gym-103186k, hdu-2516, hdu-3032,
//! hdu-3404, hdu-3537, hdu-3595, hdu-5795, librarychecker-nim-product-64, local-bash-game,
//! local-coin-game-2, local-octal-game, local-subtraction-game, luogu-p2148, luogu-p4077,
//! luogu-p4643, luogu-p5970, luogu-p6560, luogu-p6665, poj-1067, poj-2234, poj-2425, poj-2975,
//! poj-3710, spoj-mtrgame.

use proconio::source::{Readable, Source};
use std::fmt::Debug;
use std::io::{BufRead, Read};
use std::marker::PhantomData;

/// The whole input, read once, handed to `input!` token by token.
///
/// # Constraints
/// The input is UTF-8 (else it panics when read) and complete before the program answers: not
/// for interactive problems.
///
/// # Complexity
/// [`ByteSource::stdin`] and [`ByteSource::new`]: O(input bytes), one read. Each token: O(its
/// length plus the whitespace before it); no allocation.
///
/// # Example
/// ```
/// use cgt_fast_input::ByteSource;
/// use proconio::{input, marker::Bytes};
///
/// let mut source = ByteSource::from("abc  xyz\r\n");
/// input! { from &mut source, first: String, second: Bytes }
/// assert_eq!((first.as_str(), second), ("abc", b"xyz".to_vec()));
/// assert!(source.is_exhausted());
/// ```
///
/// Used by: atcoder-abc209-e, atcoder-agc017-d, atcoder-nikkei2019-qual-c, cf-1091h, cf-1498f,
/// cf-1823e, cf-255e, cf-603c, cf-842d, codechef-gerald08, gym-103186k, hdu-2516, hdu-3032,
/// hdu-3404, hdu-3537, hdu-3595, hdu-5795, librarychecker-nim-product-64, local-bash-game,
/// local-coin-game-2, local-octal-game, local-subtraction-game, luogu-p2148, luogu-p4077,
/// luogu-p4643, luogu-p5970, luogu-p6560, luogu-p6665, poj-1067, poj-2234, poj-2425, poj-2975,
/// poj-3710, spoj-mtrgame.
#[derive(Clone, Debug)]
pub struct ByteSource {
    text: String,
    pos: usize,
}

/// The bytes `split_whitespace` splits on below 128: space, `\t`, `\n`, `\x0B`, `\x0C`, `\r`.
#[inline]
fn is_space(b: u8) -> bool {
    b <= b' ' && matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r')
}

/// The first whitespace byte of `bytes` at or after `start`, or `bytes.len()`: eight bytes at a
/// time, as long tokens (19-digit numbers) are common.
#[inline]
fn token_end(bytes: &[u8], start: usize) -> usize {
    const ONES: u64 = u64::MAX / 255;
    let mut i = start;
    while let Some(chunk) = bytes.get(i..i + 8) {
        let word = u64::from_le_bytes(chunk.try_into().unwrap());
        // The high bit of each byte below 0x21 (Hacker's Delight's "has less than"): the lowest
        // one is exact (borrows only make false ones above it), and the first byte is lowest.
        let low = word.wrapping_sub(0x21 * ONES) & !word & (0x80 * ONES);
        if low == 0 {
            i += 8;
            continue;
        }
        let j = i + (low.trailing_zeros() / 8) as usize;
        if is_space(bytes[j]) {
            return j;
        }
        // A control byte that is no whitespace belongs to the token.
        i = j + 1;
    }
    while i < bytes.len() && !is_space(bytes[i]) {
        i += 1;
    }
    i
}

impl ByteSource {
    /// All of stdin, read now.
    ///
    /// # Panics
    /// If stdin cannot be read, or is not UTF-8 (the message names the first token that is not).
    pub fn stdin() -> Self {
        Self::new(std::io::stdin().lock())
    }

    /// All of `reader`, read now.
    ///
    /// # Panics
    /// If `reader` fails, or what it gives is not UTF-8 (the message names the first token that
    /// is not).
    pub fn new<R: Read>(mut reader: R) -> Self {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .expect("failed to read the input");
        Self::from(bytes)
    }

    /// Where the next token lies in the input, or `None` at its end.
    #[inline]
    fn next_range(&mut self) -> Option<(usize, usize)> {
        let bytes = self.text.as_bytes();
        let mut start = self.pos;
        loop {
            match bytes.get(start) {
                None => {
                    self.pos = start;
                    return None;
                }
                Some(&b) if is_space(b) => start += 1,
                Some(_) => break,
            }
        }
        let end = token_end(bytes, start);
        self.pos = end;
        Some((start, end))
    }

    /// The next token as bytes, or `None` at the end of the input.
    #[inline]
    pub fn next_bytes(&mut self) -> Option<&[u8]> {
        let (start, end) = self.next_range()?;
        Some(&self.text.as_bytes()[start..end])
    }

    /// Whether only whitespace is left (what proconio's `is_stdin_empty` says of stdin).
    pub fn is_exhausted(&mut self) -> bool {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && is_space(bytes[self.pos]) {
            self.pos += 1;
        }
        self.pos == bytes.len()
    }
}

impl From<&str> for ByteSource {
    fn from(text: &str) -> Self {
        Self::from(text.to_string())
    }
}

impl From<String> for ByteSource {
    fn from(text: String) -> Self {
        ByteSource { text, pos: 0 }
    }
}

impl From<Vec<u8>> for ByteSource {
    /// # Panics
    /// If `bytes` is not UTF-8: the message names the first token that is not, and where it is.
    fn from(bytes: Vec<u8>) -> Self {
        // One check of the whole input (a fraction of a millisecond a megabyte), so that a token
        // is a slice of a `str` with no check of its own.
        match String::from_utf8(bytes) {
            Ok(text) => Self::from(text),
            Err(error) => not_utf8(error),
        }
    }
}

#[cold]
#[inline(never)]
fn not_utf8(error: std::string::FromUtf8Error) -> ! {
    let at = error.utf8_error().valid_up_to();
    let bytes = error.as_bytes();
    let start = bytes[..at]
        .iter()
        .rposition(|&b| is_space(b))
        .map_or(0, |i| i + 1);
    let end = bytes[at..]
        .iter()
        .position(|&b| is_space(b))
        .map_or(bytes.len(), |i| at + i);
    panic!(
        "the input is not UTF-8: the token `{}` at byte {start}",
        String::from_utf8_lossy(&bytes[start..end])
    )
}

/// proconio's `Source` is generic over the reader it was built from; a [`ByteSource`] has read
/// everything already and names `std::io::Empty` there.
impl Source<std::io::Empty> for ByteSource {
    #[inline]
    fn next_token(&mut self) -> Option<&str> {
        let (start, end) = self.next_range()?;
        // SAFETY: `next_range` gives `start <= end <= len`, each the end of the text or the index
        // of an ASCII byte (whitespace, or the first byte after it), so never inside a character:
        // this is `&self.text[start..end]` without its bound and boundary checks, which cost
        // about a tenth of reading 10^6 short numbers.
        Some(unsafe { self.text.get_unchecked(start..end) })
    }

    fn is_empty(&mut self) -> bool {
        self.is_exhausted()
    }
}

/// A marker for `input!`: `Int<u64>` reads one token as a `u64` (any primitive integer type),
/// accepting and rejecting exactly what `str::parse` does.
///
/// # Constraints
/// `T` is a primitive integer type (`u8` to `u128`, `usize`, `i8` to `i128`, `isize`).
///
/// # Panics
/// On a token `str::parse::<T>` rejects: empty, a sign alone, a `-` on an unsigned type, a
/// non-digit, or a value out of `T`'s range. The message names the token and the type.
///
/// # Complexity
/// O(token length): eight digits at a time, then one multiply and add per digit, with an overflow
/// check only past the digit count that could overflow.
///
/// # Example
/// ```
/// use cgt_fast_input::{ByteSource, Int};
/// use proconio::input;
///
/// let mut source = ByteSource::from("+5 -0 18446744073709551615 -128");
/// input! { from &mut source, a: Int<u8>, b: Int<i64>, c: Int<u64>, d: Int<i8> }
/// assert_eq!((a, b, c, d), (5, 0, u64::MAX, -128));
/// ```
///
/// ```should_panic
/// use cgt_fast_input::{ByteSource, Int};
/// use proconio::input;
///
/// // `str::parse::<u32>` rejects a minus sign, even on zero.
/// let mut source = ByteSource::from("-0");
/// input! { from &mut source, a: Int<u32> }
/// ```
///
/// Used by: atcoder-abc209-e, atcoder-agc017-d, atcoder-nikkei2019-qual-c, cf-1091h, cf-1498f,
/// cf-1823e, cf-255e, cf-603c, cf-842d, codechef-gerald08, gym-103186k, hdu-2516, hdu-3032,
/// hdu-3404, hdu-3537, hdu-3595, hdu-5795, librarychecker-nim-product-64, local-bash-game,
/// local-coin-game-2, local-octal-game, local-subtraction-game, luogu-p2148, luogu-p4077,
/// luogu-p4643, luogu-p5970, luogu-p6560, luogu-p6665, poj-1067, poj-2234, poj-2425, poj-2975,
/// poj-3710, spoj-mtrgame.
pub struct Int<T>(PhantomData<T>);

/// The primitive integer types [`Int`] reads.
///
/// # Constraints
/// Implemented for `u8` to `u128`, `usize`, `i8` to `i128` and `isize`. Another implementor's
/// `parse_bytes` must accept exactly the tokens its `str::parse` accepts: [`Int`] builds its
/// panic message from `str::parse`'s error. Neither method panics: out-of-range values and
/// stray bytes give `None`.
///
/// # Complexity
/// `parse_bytes`: O(token length), no allocation. `minus_one`: O(1).
///
/// # Example
/// ```
/// use cgt_fast_input::FastInt;
/// assert_eq!(u8::parse_bytes(b"255"), Some(255));
/// assert_eq!(u8::parse_bytes(b"256"), None); // out of range
/// assert_eq!(i8::parse_bytes(b"-128"), Some(-128));
/// assert_eq!(u64::parse_bytes(b"+0012345678901"), Some(12_345_678_901));
/// assert_eq!(u32::parse_bytes(b"-0"), None); // no sign on an unsigned type
/// assert_eq!(i32::parse_bytes(b"1e3"), None);
/// assert_eq!(5usize.minus_one(), Some(4));
/// assert_eq!(0u32.minus_one(), None);
/// ```
///
/// Used by: atcoder-abc209-e, atcoder-agc017-d, atcoder-nikkei2019-qual-c, cf-1091h, cf-1498f,
/// cf-1823e, cf-255e, cf-603c, cf-842d, codechef-gerald08, gym-103186k, hdu-2516, hdu-3032,
/// hdu-3404, hdu-3537, hdu-3595, hdu-5795, librarychecker-nim-product-64, local-bash-game,
/// local-coin-game-2, local-octal-game, local-subtraction-game, luogu-p2148, luogu-p4077,
/// luogu-p4643, luogu-p5970, luogu-p6560, luogu-p6665, poj-1067, poj-2234, poj-2425, poj-2975,
/// poj-3710, spoj-mtrgame.
pub trait FastInt: Copy + Debug + std::str::FromStr<Err = std::num::ParseIntError> {
    /// The value of `token`, or `None` where `str::parse::<Self>` fails.
    fn parse_bytes(token: &[u8]) -> Option<Self>;

    /// `self - 1`, or `None` below the type's minimum.
    fn minus_one(self) -> Option<Self>;
}

/// The value of eight ASCII digits, the first the most significant, or `None` if one is no digit:
/// all eight at once in a `u64` (SWAR), with no branch on the digits.
#[inline]
fn eight_digits(chunk: [u8; 8]) -> Option<u64> {
    const ONES: u64 = u64::MAX / 255;
    let word = u64::from_le_bytes(chunk);
    // A byte is a digit iff its high nibble is 3 and stays 3 once 6 is added (0x30..=0x39); a
    // carry out of a byte comes only from a byte >= 0xFA, which fails the test itself.
    let high = word & (0xF0 * ONES);
    let high_plus_6 = word.wrapping_add(6 * ONES) & (0xF0 * ONES);
    if high | (high_plus_6 >> 4) != 0x33 * ONES {
        return None;
    }
    // The first digit is the lowest byte: pairs, then fours, then all eight.
    let value = word - 0x30 * ONES;
    let value = value.wrapping_mul(10).wrapping_add(value >> 8) & 0x00FF_00FF_00FF_00FF;
    let value = value.wrapping_mul(100).wrapping_add(value >> 16) & 0x0000_FFFF_0000_FFFF;
    Some(value.wrapping_mul(10_000).wrapping_add(value >> 32) & 0xFFFF_FFFF)
}

macro_rules! unsigned {
    ($($t:ty: $safe:expr),*) => {$(
        impl FastInt for $t {
            #[inline]
            fn minus_one(self) -> Option<$t> {
                self.checked_sub(1)
            }

            #[inline]
            fn parse_bytes(token: &[u8]) -> Option<$t> {
                let digits = match token {
                    [b'+', rest @ ..] => rest,
                    _ => token,
                };
                if digits.is_empty() {
                    return None;
                }
                let mut value: $t = 0;
                if digits.len() <= $safe {
                    // Eight digits at a time while eight are left, then one at a time.
                    let mut digits = digits;
                    while digits.len() >= 8 {
                        let chunk = eight_digits(digits[..8].try_into().unwrap())?;
                        value = value * (100_000_000u64 as $t) + chunk as $t;
                        digits = &digits[8..];
                    }
                    for &c in digits {
                        let d = c.wrapping_sub(b'0');
                        if d > 9 {
                            return None;
                        }
                        value = value * 10 + d as $t;
                    }
                } else {
                    for &c in digits {
                        let d = c.wrapping_sub(b'0');
                        if d > 9 {
                            return None;
                        }
                        value = value.checked_mul(10)?.checked_add(d as $t)?;
                    }
                }
                Some(value)
            }
        }
    )*};
}

macro_rules! signed {
    ($($t:ty: $safe:expr),*) => {$(
        impl FastInt for $t {
            #[inline]
            fn minus_one(self) -> Option<$t> {
                self.checked_sub(1)
            }

            #[inline]
            fn parse_bytes(token: &[u8]) -> Option<$t> {
                let (negative, digits) = match token {
                    [b'+', rest @ ..] => (false, rest),
                    [b'-', rest @ ..] => (true, rest),
                    _ => (false, token),
                };
                if digits.is_empty() {
                    return None;
                }
                let mut value: $t = 0;
                if digits.len() <= $safe {
                    for &c in digits {
                        let d = c.wrapping_sub(b'0');
                        if d > 9 {
                            return None;
                        }
                        value = value * 10 + d as $t;
                    }
                    return Some(if negative { -value } else { value });
                }
                // Accumulate towards the sign, so that MIN (one past -MAX) is reached.
                for &c in digits {
                    let d = c.wrapping_sub(b'0');
                    if d > 9 {
                        return None;
                    }
                    value = value.checked_mul(10)?;
                    value = if negative {
                        value.checked_sub(d as $t)?
                    } else {
                        value.checked_add(d as $t)?
                    };
                }
                Some(value)
            }
        }
    )*};
}

/// Digits that cannot overflow a type of `bits` bits, signed or not: one fewer than its maximum
/// has (`u64::MAX` has 20 digits, `i64::MAX` 19).
const fn safe_digits(bits: u32, signed: bool) -> usize {
    match (bits, signed) {
        (8, _) => 2,
        (16, _) => 4,
        (32, _) => 9,
        (64, false) => 19,
        (64, true) => 18,
        _ => 38,
    }
}

// The fast path takes at most `safe_digits` digits: fewer than the maximum has cannot overflow.
unsigned!(
    u8: safe_digits(8, false),
    u16: safe_digits(16, false),
    u32: safe_digits(32, false),
    u64: safe_digits(64, false),
    u128: safe_digits(128, false),
    usize: safe_digits(usize::BITS, false)
);
signed!(
    i8: safe_digits(8, true),
    i16: safe_digits(16, true),
    i32: safe_digits(32, true),
    i64: safe_digits(64, true),
    i128: safe_digits(128, true),
    isize: safe_digits(isize::BITS, true)
);

impl<T: FastInt> Readable for Int<T> {
    type Output = T;

    #[inline]
    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> T {
        let token = source.next_token_unwrap();
        match T::parse_bytes(token.as_bytes()) {
            Some(value) => value,
            None => fail::<T>(token),
        }
    }
}

/// A marker for `input!`: `Int1<usize>` reads a 1-based index as 0-based, like proconio's
/// `Usize1` (any primitive integer type, parsed as [`Int`] parses).
///
/// # Constraints
/// As [`Int`]; the value is at least the type's minimum plus one.
///
/// # Panics
/// Where [`Int`] panics, and on the type's minimum (0 for an unsigned type), which has no
/// predecessor.
///
/// # Complexity
/// O(token length), as [`Int`].
///
/// # Example
/// ```
/// use cgt_fast_input::{ByteSource, Int, Int1};
/// use proconio::input;
///
/// let mut source = ByteSource::from("2\r\n1 2\r\n2 3");
/// input! { from &mut source, m: Int<usize>, edges: [(Int1<usize>, Int1<usize>); m] }
/// assert_eq!(edges, [(0, 1), (1, 2)]);
/// ```
///
/// Used by: atcoder-agc017-d, cf-1498f, cf-1823e, codechef-gerald08, luogu-p4643, luogu-p6560,
/// luogu-p6665, poj-3710.
pub struct Int1<T>(PhantomData<T>);

impl<T: FastInt> Readable for Int1<T> {
    type Output = T;

    #[inline]
    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> T {
        let token = source.next_token_unwrap();
        match T::parse_bytes(token.as_bytes()) {
            Some(value) => match value.minus_one() {
                Some(index) => index,
                None => panic!(
                    "the input `{token}` is not a 1-based `{}`: it has no predecessor",
                    std::any::type_name::<T>()
                ),
            },
            None => fail::<T>(token),
        }
    }
}

/// A token of at most `N` bytes, read by `input!` without allocating (proconio's `Bytes` makes a
/// `Vec<u8>` per token); it derefs to its bytes.
///
/// # Constraints
/// Every token read this way has at most `N` bytes (the statement's longest word).
///
/// # Panics
/// When read, on a token longer than `N` bytes (the message names it).
///
/// # Complexity
/// O(N) to read, no allocation.
///
/// # Example
/// ```
/// use cgt_fast_input::{ByteSource, Int, Word};
/// use proconio::input;
///
/// let mut source = ByteSource::from("2\r\nabc\r\nabcdefgh");
/// input! { from &mut source, n: Int<usize>, words: [Word<8>; n] }
/// assert_eq!(&*words[0], b"abc");
/// assert_eq!(words[1].len(), 8);
/// ```
///
/// Used by: atcoder-abc209-e.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Word<const N: usize> {
    len: usize,
    bytes: [u8; N],
}

impl<const N: usize> Word<N> {
    /// `token` as a word, or `None` if it is longer than `N` bytes.
    pub fn new(token: &[u8]) -> Option<Self> {
        let mut bytes = [0; N];
        bytes.get_mut(..token.len())?.copy_from_slice(token);
        Some(Word {
            len: token.len(),
            bytes,
        })
    }
}

impl<const N: usize> std::ops::Deref for Word<N> {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

impl<const N: usize> AsRef<[u8]> for Word<N> {
    fn as_ref(&self) -> &[u8] {
        self
    }
}

impl<const N: usize> Debug for Word<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Word({:?})", String::from_utf8_lossy(self))
    }
}

impl<const N: usize> Readable for Word<N> {
    type Output = Word<N>;

    #[inline]
    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Word<N> {
        let token = source.next_token_unwrap();
        match Word::new(token.as_bytes()) {
            Some(word) => word,
            None => panic!("the input `{token}` is longer than a Word<{N}> holds"),
        }
    }
}

#[cold]
#[inline(never)]
fn fail<T: FastInt>(token: &str) -> ! {
    // `str::parse` rejects the same tokens and says why.
    let reason = match token.parse::<T>() {
        Err(error) => error.to_string(),
        Ok(_) => "not a plain integer".to_string(),
    };
    panic!(
        "failed to parse the input `{token}` as `{}`: {reason}",
        std::any::type_name::<T>()
    )
}

#[cfg(test)]
mod tests;
