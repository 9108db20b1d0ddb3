//! The checker of Codeforces 1310F: `cf-1310f-checker INPUT EXPECTED ACTUAL` (three files: the
//! test input, the reference output, the output to judge). Exits 0 when ACTUAL is right; else
//! prints a one-line reason and exits 1.
//!
//! An answer `x` to the pair `(a, b)` is right iff `0 <= x < 2^64` and `a^⊗x = b`; `-1` is right
//! iff the reference also says `-1` (whether a solution exists is known only from the
//! reference, whose own `x` is verified too, so a wrong reference is reported). The nim product
//! here is written from the statement's rules alone, over pairs of powers of two, and trusts no
//! library code.

use std::process::exit;

/// The table of `2^i ⊗ 2^j` for `i, j < 64`, from the statement's rules: with `2^k` the highest
/// bit of `i | j` and `F = 2^(2^k)`, a factor `2^i` with that bit is `F ⊗ 2^(i - 2^k)` (the rule
/// `F ⊗ c = F·c` for `c < F`); so `2^i ⊗ 2^j` is `F` times a product below `F` (an ordinary
/// product again) when only one factor holds `F`, and `(F ⊕ F/2) ⊗ rest` (the rule
/// `F ⊗ F = 3F/2`) when both do. Any `a ⊗ b` is then the XOR over the set bits, by distributivity.
pub struct PowerProducts {
    table: Vec<u64>,
}

impl PowerProducts {
    pub fn new() -> Self {
        let mut this = PowerProducts {
            table: vec![0; 64 * 64],
        };
        // Any order works: the recursion only descends to smaller Fermat 2-powers, and a
        // product not yet in the table (0 there: no product of non-zero values is 0) is
        // computed on the spot.
        for i in 0..64 {
            for j in 0..64 {
                let p = this.power_product(i, j);
                this.table[i * 64 + j] = p;
            }
        }
        this
    }

    /// `2^i ⊗ 2^j`, split at the Fermat 2-power of the highest bit of `i | j` (see above).
    fn power_product(&self, i: usize, j: usize) -> u64 {
        if i == 0 || j == 0 {
            return 1 << (i + j);
        }
        // The largest k with bit k set in i or j: F = 2^(2^k).
        let k = 63 - ((i | j) as u64).leading_zeros() as usize;
        let f = 1usize << k; // the exponent 2^k of F
        match (i & f != 0, j & f != 0) {
            // 2^i = F · 2^(i-f) with 2^(i-f) < F: F ⊗ (smaller product) is an ordinary product.
            (true, false) => self.slow_product(1 << (i - f), 1 << j) << f,
            (false, true) => self.slow_product(1 << i, 1 << (j - f)) << f,
            // F ⊗ F ⊗ (2^(i-f) ⊗ 2^(j-f)) = (F ⊕ F/2) ⊗ rest.
            _ => {
                let rest = self.slow_product(1 << (i - f), 1 << (j - f));
                self.slow_product((1 << f) ^ (1 << (f - 1)), rest)
            }
        }
    }

    /// `a ⊗ b` by distributivity over the bits, from products of powers of two (recursion on
    /// smaller operands, where the table is not yet filled).
    fn slow_product(&self, a: u64, b: u64) -> u64 {
        let mut result = 0;
        for i in bits(a) {
            for j in bits(b) {
                let known = self.table[i * 64 + j];
                result ^= if known != 0 {
                    known
                } else {
                    self.power_product(i, j)
                };
            }
        }
        result
    }

    /// `a ⊗ b`: the XOR of `2^i ⊗ 2^j` over the set bits `i` of `a` and `j` of `b`.
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let mut result = 0;
        for i in bits(a) {
            for j in bits(b) {
                result ^= self.table[i * 64 + j];
            }
        }
        result
    }

    /// `a^⊗x`, square and multiply.
    pub fn power(&self, a: u64, mut x: u64) -> u64 {
        let (mut base, mut result) = (a, 1);
        while x > 0 {
            if x & 1 == 1 {
                result = self.product(result, base);
            }
            base = self.product(base, base);
            x >>= 1;
        }
        result
    }
}

/// The positions of the set bits of `v`, from the lowest.
fn bits(mut v: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (v != 0).then(|| {
            let i = v.trailing_zeros() as usize;
            v &= v - 1;
            i
        })
    })
}

impl Default for PowerProducts {
    fn default() -> Self {
        Self::new()
    }
}

/// Judges `actual` against `expected` for the input `input`: `Err(reason)` when wrong.
pub fn check(input: &str, expected: &str, actual: &str) -> Result<(), String> {
    let mut tokens = input.split_ascii_whitespace();
    let t: usize = tokens
        .next()
        .and_then(|t| t.parse().ok())
        .ok_or("the input has no count")?;
    let pairs: Vec<(u64, u64)> = (0..t)
        .map(|_| {
            let a = tokens.next().and_then(|v| v.parse().ok());
            let b = tokens.next().and_then(|v| v.parse().ok());
            a.zip(b).ok_or("the input is short")
        })
        .collect::<Result<_, _>>()?;
    let expected: Vec<&str> = expected.split_ascii_whitespace().collect();
    let actual: Vec<&str> = actual.split_ascii_whitespace().collect();
    if expected.len() != t {
        return Err(format!(
            "the reference has {} answers for {t} pairs",
            expected.len()
        ));
    }
    if actual.len() != t {
        return Err(format!("{} answers for {t} pairs", actual.len()));
    }
    let field = PowerProducts::new();
    for (case, (&(a, b), (&reference, &answer))) in
        pairs.iter().zip(expected.iter().zip(&actual)).enumerate()
    {
        let case = case + 1;
        let solvable = match reference {
            "-1" => false,
            x => {
                let x: u64 = x
                    .parse()
                    .map_err(|_| format!("case {case}: the reference's {x:?} is not a u64"))?;
                if field.power(a, x) != b {
                    return Err(format!("case {case}: the reference's x = {x} is wrong"));
                }
                true
            }
        };
        if answer == "-1" {
            if solvable {
                return Err(format!(
                    "case {case}: -1 but {a}^{reference} = {b} (reference)"
                ));
            }
            continue;
        }
        let x: u64 = answer
            .parse()
            .map_err(|_| format!("case {case}: {answer:?} is neither -1 nor a u64"))?;
        if !solvable {
            return Err(format!(
                "case {case}: the reference says -1, but {x} was printed"
            ));
        }
        let power = field.power(a, x);
        if power != b {
            return Err(format!("case {case}: {a}^{x} = {power}, not {b}"));
        }
    }
    Ok(())
}

#[allow(dead_code)]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 3 {
        eprintln!("usage: cf-1310f-checker INPUT EXPECTED ACTUAL");
        exit(2);
    }
    let read = |path: &str| {
        std::fs::read_to_string(path).unwrap_or_else(|e| {
            eprintln!("cannot read {path}: {e}");
            exit(2);
        })
    };
    match check(&read(&args[0]), &read(&args[1]), &read(&args[2])) {
        Ok(()) => exit(0),
        Err(reason) => {
            println!("{reason}");
            exit(1);
        }
    }
}
