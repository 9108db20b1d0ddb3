//! The Grundy table of a take-and-break code, by the mex of every option.

use crate::code::TakeBreak;

/// Grundy values `G(0..=limit)` of the take-and-break game `code`, exactly from the definition:
/// `G(n)` is the mex of the values of every position one move away from a heap of `n`, the
/// XOR of the heaps a move leaves.
///
/// What a break leaves depends only on how many tokens are left, `m = n - j`: the table keeps,
/// for every `m`, the set of values of its breaks into two heaps and into three (as bitsets
/// over the values, built once per `m` from the values below it, the unequal rule applied
/// there), and a heap ORs in the sets of each `m` its digits allow. Every option is looked at;
/// nothing is assumed about the sequence.
///
/// # Constraints
/// The table is of `limit + 1` values; breaks into three heaps make it cubic (below).
///
/// # Complexity
/// With k the number of tokens a move may remove (`limit` for an unbounded code) and W the
/// words of a value bitset (largest value / 64 + 1): O(limit^2) for the two-heap break sets,
/// O(limit^3 / 12) if some digit breaks into three, plus O(limit * k * W) to gather the options;
/// O(limit * W) memory. Measured (release, CPU of one core here, `/usr/bin/time -v` on the
/// example `table`, `-- CODE LIMIT`): Grundy's game to 1e4 in 0.05 s, HDU
/// 5795's game (`8.3...`) to 1e3 in 0.05 s, Lasker's Nim (`4.3...`) to 3000 in 0.02 s, 0.F to
/// 1e3 in 0.04 s.
///
/// # Example
/// ```
/// use cgt_take_break::{take_break_grundy, TakeBreak};
/// // Lasker's Nim: 3 and 4 swap in every block of four.
/// let lasker = TakeBreak::parse("4.3...").unwrap();
/// assert_eq!(take_break_grundy(&lasker, 8), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// // Grundy's game (OEIS A002188).
/// let grundy = TakeBreak::grundys_game();
/// assert_eq!(take_break_grundy(&grundy, 10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
/// ```
///
/// Used by: hdu-5795.
pub fn take_break_grundy(code: &TakeBreak, limit: usize) -> Vec<u32> {
    let digits_or = (0..=code.digits().len()).fold(0, |acc, j| acc | code.digit(j));
    let (pairs, triples) = (digits_or & 4 != 0, digits_or & 8 != 0);
    let mut g: Vec<u32> = Vec::with_capacity(limit + 1);
    // two[m], three[m]: the values of the breaks of m tokens into two and three heaps.
    let mut two: Vec<Vec<u64>> = Vec::with_capacity(if pairs { limit + 1 } else { 0 });
    let mut three: Vec<Vec<u64>> = Vec::with_capacity(if triples { limit + 1 } else { 0 });
    let mut options: Vec<u64> = Vec::new();
    for n in 0..=limit {
        // Every value so far is below 2^bits, and so is every XOR of them.
        let largest = g.iter().copied().max().unwrap_or(0);
        let words = (largest as usize + 1).next_power_of_two().max(64) / 64;
        if pairs {
            let mut set = vec![0u64; words];
            for a in 1..=n / 2 {
                if !(code.unequal() && 2 * a == n) {
                    insert(&mut set, g[a] ^ g[n - a]);
                }
            }
            two.push(set);
        }
        if triples {
            let mut set = vec![0u64; words];
            for a in 1..=n / 3 {
                for b in a..=(n - a) / 2 {
                    let c = n - a - b;
                    if !(code.unequal() && (a == b || b == c)) {
                        insert(&mut set, g[a] ^ g[b] ^ g[c]);
                    }
                }
            }
            three.push(set);
        }
        if n == 0 {
            g.push(0);
            continue;
        }
        options.clear();
        options.resize(words + 1, 0);
        let k = if code.unbounded() {
            n
        } else {
            code.digits().len().min(n)
        };
        for j in 0..=k {
            let d = code.digit(j);
            let m = n - j;
            if d & 1 != 0 && m == 0 {
                insert(&mut options, 0);
            }
            if d & 2 != 0 && m >= 1 {
                insert(&mut options, g[m]);
            }
            if d & 4 != 0 {
                or_into(&mut options, &two[m]);
            }
            if d & 8 != 0 {
                or_into(&mut options, &three[m]);
            }
        }
        let value = options
            .iter()
            .position(|&w| w != u64::MAX)
            .map(|i| i * 64 + options[i].trailing_ones() as usize)
            .unwrap();
        g.push(value as u32);
    }
    g
}

fn insert(set: &mut Vec<u64>, value: u32) {
    let word = value as usize / 64;
    if set.len() <= word {
        set.resize(word + 1, 0);
    }
    set[word] |= 1 << (value % 64);
}

fn or_into(target: &mut Vec<u64>, set: &[u64]) {
    if target.len() < set.len() {
        target.resize(set.len(), 0);
    }
    for (t, &s) in target.iter_mut().zip(set) {
        *t |= s;
    }
}
