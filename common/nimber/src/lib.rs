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
//! The non-zero nimbers below 2^64 form a cyclic group of order
//! `2^64 - 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417` ([`nim_order`], [`nim_log`] by
//! Pohlig–Hellman); squaring is a bijection ([`nim_sqrt`]), and quadratics reduce to
//! `y^2 + y = d`, solvable iff the trace of `d` is 0 ([`nim_trace`], [`nim_quadratic_roots`]).
//!
//! Games: by the Tartan theorem the product of two coin-turning games (a move is a move in each
//! factor, turning the coins of the "rectangle" they span) has the coin values `g1(x) ⊗ g2(y)`;
//! see [`turning_corners_value`].
//!
//! Used by: cf-1310f, hdu-3404, librarychecker-nim-product-64.

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
/// # Constraints
/// None: any `a, b` of up to 64 bits (`u64`, the field GF(2^64)); narrower values widen to
/// `u64` (operands below `2^(2^k)` give a product below it). No wider nimbers.
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
/// Used by: hdu-3404, librarychecker-nim-product-64.
#[inline]
pub fn nim_product(a: u64, b: u64) -> u64 {
    mul64(tables(), a, b)
}

/// The nim product of `a, b < 2^16`, on the same byte table: the fast path for operands that
/// fit in 16 bits (the result does too, as the integers below 2^16 are a subfield).
///
/// # Constraints
/// `a, b` of up to 16 bits (`u16`, the field GF(2^16)); wider ones take [`nim_product`].
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
///
/// Used by: no judge problem yet.
#[inline]
pub fn nim_product_u16(a: u16, b: u16) -> u16 {
    mul16(tables(), a as u64, b as u64) as u16
}

/// The nim power `a^⊗e = a ⊗ a ⊗ ... ⊗ a` (`e` factors; `a^⊗0 = 1`), by square-and-multiply.
///
/// # Constraints
/// None: any `a` of up to 64 bits (`u64`) and any exponent `e` in `u64`.
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
///
/// Used by: cf-1310f.
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
///
/// Used by: no judge problem yet.
pub fn nim_inverse(a: u64) -> u64 {
    assert!(a != 0, "0 has no nim inverse");
    inv64(tables(), a)
}

/// The nim square root: the unique `r` with `r ⊗ r = a`.
///
/// In characteristic 2 squaring is additive (`(x ⊕ y)^⊗2 = x^⊗2 ⊕ y^⊗2`) and injective, so it is
/// a bijection of GF(2^64) (the Frobenius map) and every element has exactly one square root:
/// `r = a^⊗(2^63)`, since `r^⊗2 = a^⊗(2^64) = a`. Square roots stay in every subfield (below 2^8,
/// 2^16, 2^32 the root of a value is again below that bound).
///
/// # Constraints
/// None: any `a` of up to 64 bits (`u64`).
///
/// # Complexity
/// O(1): 63 nim squarings.
///
/// # Example
/// ```
/// use cgt_nimber::{nim_product, nim_sqrt};
/// assert_eq!(nim_sqrt(3), 2); // 2 ⊗ 2 = 3
/// assert_eq!(nim_sqrt(24), 16); // 16 ⊗ 16 = 24
/// let a = 0x0123_4567_89ab_cdef;
/// assert_eq!(nim_product(nim_sqrt(a), nim_sqrt(a)), a);
/// ```
///
/// [`nim_quadratic_roots`] is built on it.
///
/// Used by: no judge problem yet.
pub fn nim_sqrt(a: u64) -> u64 {
    let t = tables();
    (0..63).fold(a, |r, _| mul64(t, r, r))
}

/// The absolute trace `Tr(a) = a ⊕ a^⊗2 ⊕ a^⊗4 ⊕ ... ⊕ a^⊗(2^63)` of GF(2^64) over GF(2): always 0
/// or 1, and linear over GF(2) (`Tr(a ⊕ b) = Tr(a) ⊕ Tr(b)`). Exactly half of the field has
/// trace 0: the values `y ⊗ y ⊕ y` (Hilbert's theorem 90 for GF(2^64) over GF(2)). Every value below
/// 2^32 has trace 0 (its trace down to GF(2^32) is `a ⊕ a = 0`).
///
/// # Constraints
/// None: any `a` of up to 64 bits (`u64`). The trace is always that of GF(2^64): a value that
/// fits in a subfield is not traced over that subfield.
///
/// # Complexity
/// O(1): 63 nim squarings.
///
/// # Example
/// ```
/// use cgt_nimber::nim_trace;
/// assert_eq!(nim_trace(0), 0);
/// assert_eq!(nim_trace(1), 0); // 64 ones
/// assert_eq!(nim_trace(1 << 63), 1);
/// assert_eq!(nim_trace(0xffff_ffff), 0);
/// ```
///
/// [`nim_quadratic_roots`] is built on it.
///
/// Used by: no judge problem yet.
pub fn nim_trace(a: u64) -> u64 {
    let t = tables();
    let (mut sum, mut power) = (0, a);
    for _ in 0..64 {
        sum ^= power;
        power = mul64(t, power, power);
    }
    sum
}

/// An element of trace 1 (see [`nim_trace`]), the `δ` of [`artin_schreier`].
const TRACE_ONE: u64 = 1 << 63;

/// The `y` with `y ⊗ y ⊕ y = d` (the other one is `y ⊕ 1`), for `Tr(d) = 0`. With `Tr(δ) = 1`,
///
/// `y = Σ_{i=0}^{62} (Σ_{j=i+1}^{63} δ^(2^j)) ⊗ d^(2^i)`
///
/// works: in `y^2 ⊕ y` the term `d^(2^i)` (`1 <= i <= 63`) gets the coefficient `δ^(2^64) = δ`
/// and `d` gets `Tr(δ) ⊕ δ = 1 ⊕ δ`, so `y^2 ⊕ y = d ⊕ δ ⊗ Tr(d) = d`.
fn artin_schreier(t: &Tables, d: u64) -> u64 {
    let mut d_powers = [0u64; 64];
    let (mut dp, mut delta) = (d, TRACE_ONE);
    for slot in d_powers.iter_mut() {
        *slot = dp;
        dp = mul64(t, dp, dp);
    }
    // delta runs through δ^(2^j); suffix[i] = Σ_{j > i} δ^(2^j), built from i = 0 upward as the
    // trace minus the prefix.
    let mut prefix = 0; // Σ_{j <= i} δ^(2^j)
    let mut y = 0;
    for &d_power in d_powers.iter().take(63) {
        prefix ^= delta;
        delta = mul64(t, delta, delta);
        let suffix = 1 ^ prefix; // Tr(δ) = 1
        y ^= mul64(t, suffix, d_power);
    }
    y
}

/// The roots in GF(2^64) of `x ⊗ x ⊕ b ⊗ x ⊕ c = 0`, as `(smaller, larger)`; `None` when it
/// has none. When `b = 0` the single (double) root is `sqrt(c)`, returned twice. Otherwise
/// `x = b ⊗ y` turns it into `y ⊗ y ⊕ y = c ⊗ b^-2`, which is solvable iff the trace of
/// `c ⊗ b^-2` is 0; then its roots are `y` and `y ⊕ 1`, so the roots are `b ⊗ y` and
/// `b ⊗ y ⊕ b`. A quadratic with coefficients below `2^(2^k)` (k < 6) always has its roots below
/// `2^(2^(k+1))` (the field of twice the width is its splitting field), but not always below
/// `2^(2^k)`.
///
/// # Constraints
/// None: any `b, c` of up to 64 bits (`u64`). Only roots in GF(2^64) are found: a quadratic
/// whose roots lie outside it (`b != 0` and the trace of `c ⊗ b^-2` is 1) gives `None`.
///
/// # Complexity
/// O(1): an inverse, two traces of 63 squarings, and about 190 nim products.
///
/// # Example
/// ```
/// use cgt_nimber::nim_quadratic_roots;
/// // x^2 + x + 1 = 0 has the roots 2 and 3 (the field of 4 elements).
/// assert_eq!(nim_quadratic_roots(1, 1), Some((2, 3)));
/// // x^2 = 3 has the double root 2.
/// assert_eq!(nim_quadratic_roots(0, 3), Some((2, 2)));
/// // y^2 + y = 2^63 has no root: 2^63 has trace 1.
/// assert_eq!(nim_quadratic_roots(1, 1 << 63), None);
/// ```
///
/// Used by: no judge problem yet.
pub fn nim_quadratic_roots(b: u64, c: u64) -> Option<(u64, u64)> {
    if b == 0 {
        let r = nim_sqrt(c);
        return Some((r, r));
    }
    let t = tables();
    let b_inv = inv64(t, b);
    let d = mul64(t, c, mul64(t, b_inv, b_inv));
    if nim_trace(d) == 1 {
        return None;
    }
    let x = mul64(t, b, artin_schreier(t, d));
    Some((x.min(x ^ b), x.max(x ^ b)))
}

/// The prime factors of `2^64 - 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417`, the order of the
/// multiplicative group of GF(2^64) (cyclic, so the order of every non-zero element divides it;
/// it is squarefree, so an element's order is the product of a subset of these primes).
///
/// # Constraints
/// None: a constant. It is for the 64-bit nimbers (`u64`) only: the group of the nimbers below
/// `2^32` has the order `2^32 - 1 = 3 · 5 · 17 · 257 · 65537`, without 641 and 6700417.
///
/// # Complexity
/// Plain data: 7 words.
///
/// # Example
/// ```
/// use cgt_nimber::{nim_power, GROUP_ORDER_PRIMES};
/// assert_eq!(GROUP_ORDER_PRIMES.iter().product::<u64>(), u64::MAX);
/// let without = |q: &[u64]| GROUP_ORDER_PRIMES.iter().filter(|p| !q.contains(p)).product::<u64>();
/// assert_eq!(without(&[641, 6700417]), u32::MAX as u64);
/// // 2^33 generates the group: no power `(2^64 - 1) / p` of it is 1.
/// for p in GROUP_ORDER_PRIMES {
///     assert_ne!(nim_power(1 << 33, u64::MAX / p), 1);
/// }
/// // 2 has order 3: its power `(2^64 - 1) / p` is 1 for every other prime.
/// for p in &GROUP_ORDER_PRIMES[1..] {
///     assert_eq!(nim_power(2, u64::MAX / p), 1);
/// }
/// ```
///
/// Used by: cf-1310f.
pub const GROUP_ORDER_PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65537, 6700417];

/// The multiplicative order of `a`: the least `k >= 1` with `a^⊗k = 1`. It divides `2^64 - 1`;
/// starting from `2^64 - 1`, each prime `p` of [`GROUP_ORDER_PRIMES`] is dropped when
/// `a^⊗(order / p) = 1` (each prime divides `2^64 - 1` once). Values below 2^8, 2^16, 2^32 have
/// orders dividing 2^8 - 1, 2^16 - 1, 2^32 - 1.
///
/// # Constraints
/// `a != 0` (panics).
///
/// # Complexity
/// O(1): 7 nim powers, at most 7 · 128 nim products.
///
/// # Example
/// ```
/// use cgt_nimber::nim_order;
/// assert_eq!(nim_order(1), 1);
/// assert_eq!(nim_order(2), 3); // 2, 3, 1
/// assert_eq!(nim_order(4), 15);
/// assert_eq!(nim_order(1 << 63), u64::MAX / 3);
/// assert_eq!(nim_order(1 << 33), u64::MAX); // 2^33 generates the whole group
/// ```
///
/// Used by: cf-1310f.
pub fn nim_order(a: u64) -> u64 {
    assert!(a != 0, "0 has no multiplicative order");
    let mut order = u64::MAX;
    for p in GROUP_ORDER_PRIMES {
        if nim_power(a, order / p) == 1 {
            order /= p;
        }
    }
    order
}

/// The `y` in `0..p` with `g^⊗y = h`, where `g` has prime order `p` and `h` is a power of `g`
/// (baby-step giant-step: `y = i·m + j` with `m = ceil(sqrt p)`, the baby steps `g^⊗j` sorted,
/// the giant steps `h ⊗ g^⊗(-m·i)` looked up among them).
fn log_prime_order(t: &Tables, g: u64, h: u64, p: u64) -> u64 {
    let mut m = (p as f64).sqrt() as u64;
    while m * m < p {
        m += 1;
    }
    let mut baby = Vec::with_capacity(m as usize);
    let mut power = 1;
    for j in 0..m {
        baby.push((power, j));
        power = mul64(t, power, g);
    }
    baby.sort_unstable();
    let giant = inv64(t, power); // g^⊗(-m)
    let mut gamma = h;
    for i in 0..m {
        if let Ok(k) = baby.binary_search_by_key(&gamma, |&(value, _)| value) {
            return i * m + baby[k].1;
        }
        gamma = mul64(t, gamma, giant);
    }
    unreachable!("h is not a power of g")
}

/// The inverse of `a` modulo the prime `p` (`a` not a multiple of `p`), as `a^(p-2) mod p`.
fn inverse_mod(a: u64, p: u64) -> u64 {
    let (mut base, mut e, mut result) = (a % p, p - 2, 1);
    while e > 0 {
        if e & 1 == 1 {
            result = result * base % p;
        }
        base = base * base % p;
        e >>= 1;
    }
    result
}

/// The discrete logarithm: the least `x >= 0` with `a^⊗x = b`, or `None` if `b` is no power of
/// `a`. For `a != 0` the powers of `a` are periodic with period `ord(a)` ([`nim_order`]), so the
/// answers are exactly `x + k·ord(a)`. `b` is a power of `a` iff `b^⊗ord(a) = 1` (the group
/// is cyclic). Pohlig–Hellman: for each prime `p` of `ord(a)`, `a^⊗(ord/p)` has order `p`, and
/// `x mod p` is the logarithm of `b^⊗(ord/p)` to that base (baby-step giant-step); the residues
/// are joined by the Chinese remainder theorem (in u128).
///
/// `a = 0`: `0^⊗0 = 1` and `0^⊗x = 0` for `x >= 1`.
///
/// # Constraints
/// None: any `a, b` of up to 64 bits (`u64`), 0 included (see above).
///
/// # Complexity
/// O(sqrt(p_max)) nim products with `p_max <= 6700417` the largest prime of `ord(a)`: at most
/// about 5200 products for the baby and giant steps plus 15 nim powers, and a sort of 2589
/// pairs.
///
/// # Example
/// ```
/// use cgt_nimber::{nim_log, nim_power};
/// assert_eq!(nim_log(2, 3), Some(2)); // 2 ⊗ 2 = 3
/// assert_eq!(nim_log(2, 1), Some(0));
/// assert_eq!(nim_log(8, 2), None); // 8 has order 5, 2 has order 3
/// let a = 321321321321;
/// let x = nim_log(a, 2).unwrap();
/// assert_eq!(nim_power(a, x), 2);
/// ```
///
/// Used by: cf-1310f.
pub fn nim_log(a: u64, b: u64) -> Option<u64> {
    if a == 0 {
        return match b {
            1 => Some(0),
            0 => Some(1),
            _ => None,
        };
    }
    let order = nim_order(a);
    if b == 0 || nim_power(b, order) != 1 {
        return None;
    }
    let t = tables();
    let (mut x, mut modulus) = (0u128, 1u128);
    for p in GROUP_ORDER_PRIMES {
        if order % p != 0 {
            continue;
        }
        let g = nim_power(a, order / p);
        let h = nim_power(b, order / p);
        let y = log_prime_order(t, g, h, p);
        // x + modulus·k ≡ y (mod p)
        let gap = (y + p - (x % p as u128) as u64) % p;
        let k = gap * inverse_mod((modulus % p as u128) as u64, p) % p;
        x += modulus * k as u128;
        modulus *= p as u128;
    }
    Some(x as u64)
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
/// # Constraints
/// None: any `x, y` of up to 64 bits (`u64`), on the coordinates as the variant numbers them
/// (see above).
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
