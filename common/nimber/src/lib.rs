//! Nimbers: the non-negative integers as a field of characteristic 2.
//!
//! The nim sum `a ⊕ b` (XOR) is the value of the sum of two Nim heaps. The nim product is
//! defined, like every Grundy value, by a mex:
//!
//! `a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`.
//!
//! With ⊕ and ⊗ the integers below `2^(2^k)` form the field GF(2^(2^k)); so do the 64-bit words,
//! GF(2^64). The powers `F = 2^(2^k)` (2, 4, 16, 256, 65536, 2^32) are the *Fermat 2-powers*:
//! below such an `F` the nim product of `x < F` and `F` is the ordinary product `x * F`, and
//! `F ⊗ F = F ⊕ F/2` (the nim square of a Fermat 2-power is its sesquimultiple, `3F/2`). So
//! splitting `a = a1·F + a0`, `b = b1·F + b0` around the Fermat 2-power `F` of half the width,
//!
//! `a ⊗ b = ((r ⊕ q)·F) ⊕ (p ⊗ F/2) ⊕ q`, with `p = a1 ⊗ b1`, `q = a0 ⊗ b0`,
//! `r = (a1 ⊕ a0) ⊗ (b1 ⊕ b0)`
//!
//! (Karatsuba: three half-width products and a multiplication by the constant `F/2`, which is
//! linear over GF(2) and so a few table lookups). This crate bottoms out in a table of the
//! 256 x 256 products of bytes, built on first use.
//!
//! Games: by the Tartan theorem the product of two coin-turning games (a move is a move in each
//! factor, turning the coins of the "rectangle" they span) has the coin values `g1(x) ⊗ g2(y)`;
//! see [`turning_corners_value`].

use std::sync::OnceLock;

/// Products of bytes, and the linear maps "times `F/2`" for the Fermat 2-powers `F` = 2^16 and
/// 2^32, byte by byte; inverses of bytes.
struct Tables {
    /// `byte[a][b] = a ⊗ b` for `a, b < 256`.
    byte: [[u8; 256]; 256],
    /// `half16[i][x] = (x << 8i) ⊗ 2^15`.
    half16: [[u16; 256]; 2],
    /// `half32[i][x] = (x << 8i) ⊗ 2^31`.
    half32: [[u32; 256]; 4],
    /// `inverse[a] ⊗ a = 1` for `0 < a < 256`; `inverse[0] = 0`.
    inverse: [u8; 256],
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Box<Tables>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = Box::new(Tables {
            byte: [[0; 256]; 256],
            half16: [[0; 256]; 2],
            half32: [[0; 256]; 4],
            inverse: [0; 256],
        });
        // Bytes from nibbles, nibbles straight from the halving rule.
        let mut nibble = [[0u8; 16]; 16];
        for (a, row) in nibble.iter_mut().enumerate() {
            for (b, product) in row.iter_mut().enumerate() {
                *product = by_halves(a as u64, b as u64, 4) as u8;
            }
        }
        for (a, row) in t.byte.iter_mut().enumerate() {
            for (b, product) in row.iter_mut().enumerate() {
                let ((a1, a0), (b1, b0)) = ((a >> 4, a & 15), (b >> 4, b & 15));
                let p = nibble[a1][b1];
                let q = nibble[a0][b0];
                let r = nibble[a1 ^ a0][b1 ^ b0];
                *product = ((r ^ q) << 4) | (q ^ nibble[p as usize][8]);
            }
        }
        for a in 1..256 {
            t.inverse[a] = (1..=255u8).find(|&b| t.byte[a][b as usize] == 1).unwrap();
        }
        for (i, half) in t.half16.iter_mut().enumerate() {
            for (x, image) in half.iter_mut().enumerate() {
                *image = by_halves((x as u64) << (8 * i), 1 << 15, 16) as u16;
            }
        }
        for (i, half) in t.half32.iter_mut().enumerate() {
            for (x, image) in half.iter_mut().enumerate() {
                *image = by_halves((x as u64) << (8 * i), 1 << 31, 32) as u32;
            }
        }
        t
    })
}

/// The nim product of `a, b < 2^width` (`width` a power of two), by the halving rule alone.
fn by_halves(a: u64, b: u64, width: u32) -> u64 {
    if width == 1 {
        return a & b;
    }
    let h = width / 2;
    let low = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & low, b >> h, b & low);
    let p = by_halves(a1, b1, h);
    let q = by_halves(a0, b0, h);
    let r = by_halves(a1 ^ a0, b1 ^ b0, h);
    ((r ^ q) << h) | (q ^ by_halves(p, 1 << (h - 1), h))
}

#[inline(always)]
fn mul8(t: &Tables, a: u64, b: u64) -> u64 {
    t.byte[a as usize][b as usize] as u64
}

#[inline(always)]
fn mul16(t: &Tables, a: u64, b: u64) -> u64 {
    let (a1, a0, b1, b0) = (a >> 8, a & 0xff, b >> 8, b & 0xff);
    let p = mul8(t, a1, b1);
    let q = mul8(t, a0, b0);
    let r = mul8(t, a1 ^ a0, b1 ^ b0);
    ((r ^ q) << 8) | (q ^ mul8(t, p, 0x80))
}

#[inline(always)]
fn half16(t: &Tables, p: u64) -> u64 {
    (t.half16[0][(p & 0xff) as usize] ^ t.half16[1][(p >> 8) as usize]) as u64
}

#[inline(always)]
fn mul32(t: &Tables, a: u64, b: u64) -> u64 {
    let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
    let p = mul16(t, a1, b1);
    let q = mul16(t, a0, b0);
    let r = mul16(t, a1 ^ a0, b1 ^ b0);
    ((r ^ q) << 16) | (q ^ half16(t, p))
}

#[inline(always)]
fn half32(t: &Tables, p: u64) -> u64 {
    (t.half32[0][(p & 0xff) as usize]
        ^ t.half32[1][(p >> 8 & 0xff) as usize]
        ^ t.half32[2][(p >> 16 & 0xff) as usize]
        ^ t.half32[3][(p >> 24) as usize]) as u64
}

#[inline(always)]
fn mul64(t: &Tables, a: u64, b: u64) -> u64 {
    let (a1, a0, b1, b0) = (a >> 32, a & 0xffff_ffff, b >> 32, b & 0xffff_ffff);
    let p = mul32(t, a1, b1);
    let q = mul32(t, a0, b0);
    let r = mul32(t, a1 ^ a0, b1 ^ b0);
    ((r ^ q) << 32) | (q ^ half32(t, p))
}

/// The nim product `a ⊗ b`: the Grundy value of the coin-turning product of Nim heaps, and the
/// multiplication of the field GF(2^64) whose addition is XOR.
///
/// Defined by `a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`; computed by
/// splitting at the Fermat 2-powers 2^32, 2^16, 2^8 (see the crate doc), on a table of byte
/// products built once, on the first call (about 70 KiB).
///
/// # Complexity
/// O(1): 27 byte products and 9 lookups of the linear maps "times `F/2`".
///
/// # Example
/// ```
/// use cgt_nimber::nim_product;
/// assert_eq!(nim_product(2, 2), 3);
/// assert_eq!(nim_product(2, 3), 1);
/// assert_eq!(nim_product(16, 16), 24);
/// assert_eq!(nim_product(3141, 5926), 14994);
/// assert_eq!(nim_product(u64::MAX, u64::MAX), 11290409524105353207);
/// ```
///
/// Used by: librarychecker-nim-product-64, hdu-3404.
#[inline]
pub fn nim_product(a: u64, b: u64) -> u64 {
    mul64(tables(), a, b)
}

/// The nim product of `a, b < 2^16`, on the same byte table: the fast path for operands that
/// fit in 16 bits (the result does too, as the integers below 2^16 are a subfield).
///
/// # Complexity
/// O(1): 4 byte products.
///
/// # Example
/// ```
/// use cgt_nimber::{nim_product, nim_product_u16};
/// assert_eq!(nim_product_u16(256, 256), 384);
/// assert_eq!(nim_product_u16(10000, 9999) as u64, nim_product(10000, 9999));
/// ```
#[inline]
pub fn nim_product_u16(a: u16, b: u16) -> u16 {
    mul16(tables(), a as u64, b as u64) as u16
}

/// The nim power `a^⊗e = a ⊗ a ⊗ ... ⊗ a` (`e` factors; `a^⊗0 = 1`), by square-and-multiply.
///
/// # Complexity
/// O(log e) nim products.
///
/// # Example
/// ```
/// use cgt_nimber::{nim_power, nim_product};
/// assert_eq!(nim_power(2, 2), 3);
/// assert_eq!(nim_power(7, 0), 1);
/// assert_eq!(nim_power(5, 3), nim_product(5, nim_product(5, 5)));
/// // The multiplicative group of GF(2^64) has order 2^64 - 1.
/// assert_eq!(nim_power(0x1234_5678_9abc_def0, u64::MAX), 1);
/// ```
pub fn nim_power(a: u64, mut e: u64) -> u64 {
    let t = tables();
    let (mut base, mut result) = (a, 1);
    while e > 0 {
        if e & 1 == 1 {
            result = mul64(t, result, base);
        }
        base = mul64(t, base, base);
        e >>= 1;
    }
    result
}

/// The inverse of `a ⊗ x` over one halving level: for `a = a1·F + a0` its conjugate
/// `a1·F + (a1 ⊕ a0)` (the other root's image under Frobenius) times `a` is the norm
/// `(a1 ⊗ a1) ⊗ F/2 ⊕ a0 ⊗ (a1 ⊕ a0)`, which lies in the half-width subfield.
macro_rules! inverse_level {
    ($name:ident, $h:expr, $mul:ident, $half:expr, $inv:ident) => {
        #[inline(always)]
        fn $name(t: &Tables, a: u64) -> u64 {
            let low = (1u64 << $h) - 1;
            let (a1, a0) = (a >> $h, a & low);
            let norm = $half(t, $mul(t, a1, a1)) ^ $mul(t, a0, a1 ^ a0);
            let n = $inv(t, norm);
            ($mul(t, a1, n) << $h) | $mul(t, a1 ^ a0, n)
        }
    };
}

#[inline(always)]
fn inv8(t: &Tables, a: u64) -> u64 {
    t.inverse[a as usize] as u64
}
inverse_level!(inv16, 8, mul8, |t, p| mul8(t, p, 0x80), inv8);
inverse_level!(inv32, 16, mul16, half16, inv16);
inverse_level!(inv64, 32, mul32, half32, inv32);

/// The nim inverse: the `x` with `a ⊗ x = 1`, that is `a^⊗(2^64 - 2)`, computed down the tower
/// of subfields: `a^-1 = conj(a) ⊗ (a ⊗ conj(a))^-1`, where the norm `a ⊗ conj(a)` lies in the
/// subfield of half the width (see the source).
///
/// # Constraints
/// `a != 0` (0 has no inverse; it panics).
///
/// # Complexity
/// O(1): 3 products and an inverse at each of the widths 32, 16, 8.
///
/// # Example
/// ```
/// use cgt_nimber::{nim_inverse, nim_product};
/// assert_eq!(nim_inverse(1), 1);
/// assert_eq!(nim_inverse(2), 3); // 2 ⊗ 3 = 1
/// let a = 0xdead_beef_0123_4567;
/// assert_eq!(nim_product(a, nim_inverse(a)), 1);
/// ```
pub fn nim_inverse(a: u64) -> u64 {
    assert!(a != 0, "0 has no nim inverse");
    inv64(tables(), a)
}

/// The value of a lit cell `(x, y)` in Turning Corners and its kin: `x ⊗ y`.
///
/// Turning Corners is the coin-turning product of two copies of the one-row game "turn coin `x`
/// and one smaller coin", whose coin `x` has value `x` (coordinates from 0, rectangles with
/// `x1 < x2`, `y1 < y2`). By the Tartan theorem, a product game's coin `(x, y)` has the value
/// `g1(x) ⊗ g2(y)`. The variant that also allows degenerate rectangles (a segment or a single
/// cell, toggling only the distinct corners) is the product of "turn coin `x`, and at most one
/// smaller coin", on coordinates from 1, which again gives coin `x` the value `x`: there too a
/// cell `(x, y)` is worth `x ⊗ y` on the coordinates as given. A position is worth the XOR of
/// its lit cells.
///
/// # Complexity
/// O(1), as [`nim_product`].
///
/// # Example
/// ```
/// use cgt_nimber::turning_corners_value;
/// // HDU 3404's sample: cells (1,2) and (2,1) cancel; (1,1) and (2,2) do not.
/// assert_eq!(turning_corners_value(1, 2) ^ turning_corners_value(2, 1), 0);
/// assert_eq!(turning_corners_value(1, 1) ^ turning_corners_value(2, 2), 2);
/// ```
///
/// Used by: hdu-3404.
#[inline]
pub fn turning_corners_value(x: u64, y: u64) -> u64 {
    nim_product(x, y)
}

#[cfg(test)]
mod tests;
