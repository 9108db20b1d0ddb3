//! Quadratic irrationals `(p + s√w)/q` exactly, in integers: the value of a periodic continued
//! fraction, the periodic tail of a continued fraction, and the comparisons the Beatty rule
//! ([`super::beatty`]) makes with them.

/// `(p + s·√w)/q` with `q > 0` and `w` not a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Surd {
    pub p: i128,
    pub s: i128,
    pub w: u128,
    pub q: i128,
}

/// `⌊√n⌋`, exactly.
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = (n as f64).sqrt() as u128;
    while x.checked_mul(x).is_none_or(|sq| sq > n) {
        x -= 1;
    }
    while (x + 1).checked_mul(x + 1).is_some_and(|sq| sq <= n) {
        x += 1;
    }
    x
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `⌊√(a·b)⌋` for `a·b < 2^256`, exactly: an estimate in floating point, corrected by
/// comparing 256-bit squares.
fn isqrt_product(a: u128, b: u128) -> u128 {
    // (hi, lo) of x·y.
    fn wide(x: u128, y: u128) -> (u128, u128) {
        let (x1, x0, y1, y0) = (x >> 64, x & u64::MAX as u128, y >> 64, y & u64::MAX as u128);
        let (p00, p01, p10, p11) = (x0 * y0, x0 * y1, x1 * y0, x1 * y1);
        let mid = (p00 >> 64) + (p01 & u64::MAX as u128) + (p10 & u64::MAX as u128);
        let lo = (p00 & u64::MAX as u128) | (mid << 64);
        let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
        (hi, lo)
    }
    let target = wide(a, b);
    let fits = |r: u128| wide(r, r) <= target;
    let estimate = ((a as f64) * (b as f64)).sqrt();
    let guess = if estimate >= 3.4e38 {
        u128::MAX >> 1
    } else {
        estimate as u128
    };
    // The estimate is within a relative 2^-50 of the root.
    let slack = (guess >> 48) + 2;
    let (mut lo, mut hi) = (guess.saturating_sub(slack), guess.saturating_add(slack));
    while !fits(lo) {
        lo /= 2;
    }
    while fits(hi) {
        hi = hi.saturating_mul(2);
    }
    // fits(lo), !fits(hi).
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

impl Surd {
    /// `α + d`.
    pub fn plus(&self, d: i128) -> Option<Surd> {
        Some(Surd {
            p: self.p.checked_add(d.checked_mul(self.q)?)?,
            ..*self
        })
    }

    /// `⌊n·α⌋`, exactly; `None` past u128.
    pub fn floor_times(&self, n: u64) -> Option<i128> {
        if n == 0 {
            return Some(0);
        }
        let n = n as u128;
        let factor = self
            .s
            .unsigned_abs()
            .checked_mul(self.s.unsigned_abs())?
            .checked_mul(self.w)?;
        let root = i128::try_from(isqrt_product(n * n, factor)).ok()?;
        // √inside is irrational: its floor is root, and -√inside has floor -(root + 1).
        let t = if self.s >= 0 { root } else { -(root + 1) };
        let np = (n as i128).checked_mul(self.p)?;
        Some(np.checked_add(t)?.div_euclid(self.q))
    }

    /// The surd in lowest terms, its square root as simple as it goes: `(3 + √5)/2`, `√2`.
    pub fn text(&self) -> String {
        // s·√w = √(s²w); take the largest square k² out of s²w with k dividing p and q.
        let inside = self.s.unsigned_abs() * self.s.unsigned_abs() * self.w;
        let mut k = isqrt(inside) as i128;
        while k > 1 {
            let k2 = (k * k) as u128;
            if inside.is_multiple_of(k2) && self.p % k == 0 && self.q % k == 0 {
                break;
            }
            k -= 1;
        }
        let k = k.max(1);
        let (p, q, d) = (self.p / k, self.q / k, inside / (k * k) as u128);
        let root = format!("√{d}");
        let sign = if self.s < 0 { "-" } else { "+" };
        let top = match (p, self.s < 0) {
            (0, false) => root,
            (0, true) => format!("-{root}"),
            _ => format!("({p} {sign} {root})"),
        };
        if q == 1 {
            top
        } else if top.starts_with('(') {
            format!("{top}/{q}")
        } else {
            format!("({top})/{q}")
        }
    }
}

/// The continued fraction of `num/den` (both positive), at most `most` terms.
pub(crate) fn continued_fraction(mut num: u128, mut den: u128, most: usize) -> Vec<u128> {
    let mut terms = Vec::new();
    while den != 0 && terms.len() < most {
        terms.push(num / den);
        (num, den) = (den, num % den);
    }
    terms
}

/// The quadratic irrational `[a0; a1, ..., a_{s-1}, (b1, ..., bt) repeated]`.
pub fn surd_of(pre: &[u128], period: &[u128]) -> Option<Surd> {
    // The convergents of the period: y = (P y + P') / (Q y + Q').
    let (mut p1, mut p0, mut q1, mut q0) = (1i128, 0i128, 0i128, 1i128);
    for &b in period {
        let b = i128::try_from(b).ok()?;
        (p1, p0) = (b.checked_mul(p1)?.checked_add(p0)?, p1);
        (q1, q0) = (b.checked_mul(q1)?.checked_add(q0)?, q1);
    }
    // Q y² + (Q' - P) y - P' = 0, y > 0.
    let (a, b, c) = (q1, q0 - p1, -p0);
    let disc = b
        .checked_mul(b)?
        .checked_sub(4i128.checked_mul(a)?.checked_mul(c)?)?;
    let (u, w, v) = (-b, u128::try_from(disc).ok()?, 2 * a);
    let root = isqrt(w);
    if root * root == w || v == 0 {
        return None;
    }
    // α = (M00 y + M01) / (M10 y + M11) for the preperiod's matrix.
    let (mut m00, mut m01, mut m10, mut m11) = (1i128, 0i128, 0i128, 1i128);
    for &t in pre {
        let t = i128::try_from(t).ok()?;
        (m00, m01) = (t.checked_mul(m00)?.checked_add(m01)?, m00);
        (m10, m11) = (t.checked_mul(m10)?.checked_add(m11)?, m10);
    }
    // y = (u + √w)/v: α = (X + m00√w) / (Y + m10√w).
    let x = m00.checked_mul(u)?.checked_add(m01.checked_mul(v)?)?;
    let y = m10.checked_mul(u)?.checked_add(m11.checked_mul(v)?)?;
    let wi = i128::try_from(w).ok()?;
    let mut p = x
        .checked_mul(y)?
        .checked_sub(m00.checked_mul(m10)?.checked_mul(wi)?)?;
    let mut s = m00.checked_mul(y)?.checked_sub(x.checked_mul(m10)?)?;
    let mut q = y
        .checked_mul(y)?
        .checked_sub(m10.checked_mul(m10)?.checked_mul(wi)?)?;
    if q == 0 {
        return None;
    }
    if q < 0 {
        (p, s, q) = (-p, -s, -q);
    }
    let g = gcd(gcd(p, s), q);
    Some(Surd {
        p: p / g,
        s: s / g,
        w,
        q: q / g,
    })
}

/// The shortest eventually periodic pattern `(preperiod, period)` of the terms (preperiod at
/// most 3, period at most 6) whose period is seen twice and once more begun to the end.
pub(crate) fn periodic_tail(terms: &[u128]) -> Option<(usize, usize)> {
    for size in 1..=9 {
        for period in 1..=size.min(6) {
            let pre = size - period;
            if pre > 3 || terms.len() < pre + 2 * period + 1 {
                continue;
            }
            if (pre + period..terms.len()).all(|i| terms[i] == terms[i - period]) {
                return Some((pre, period));
            }
        }
    }
    None
}
