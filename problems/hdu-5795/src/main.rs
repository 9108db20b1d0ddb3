//! HDU 5795 A Simple Nim: a move takes any positive number of candies from one heap, or splits
//! one heap into three non-empty heaps; whoever takes the last candy wins.
//!
//! Model: in Flammenkamp's notation the game is `8.3...`: d0 = 8 (break into three heaps
//! without taking) and every d_j = 3 (take j, leaving one heap or none), with no bound on j.
//! A position is a sum of heaps, so the first player wins iff the XOR of the heaps' Grundy
//! values is not 0. `cgt-take-break` computes the values of the first 64 heaps from the
//! definition and finds their arithmetic period: period 8, saltus 8 from heap 1 (7 and 8 swap
//! in every block of eight: G(8q + 7) = 8q + 8, G(8q + 8) = 8q + 7, else G(n) = n), and a heap
//! of any size is read from it. The library only detects the pattern, but it holds for every
//! heap: cgt-take-break's docs prove it (a full-adder argument on the low three bits), and its
//! tests check it from the definition to heap 2000, the brute force here on every small input.
//!
//! Traps: plain Nim is wrong ({1, 6, 7} has Nim sum 0 but is won; {1, 6, 8} the reverse); both
//! output lines end with a full stop; a case may hold 1e6 heaps (about 11 MB of input): read
//! through the byte source, heaps folded into the XOR as they come.
//!
//! Samples: 1 is the statement's; 2 (the plain-Nim traps {1, 6, 7} and {1, 6, 8}, a lone heap,
//! {7, 8}) is answered by the brute force; 3 (heaps near 1e9, one case where plain Nim and the
//! swap disagree) by the problem set's formula above, the heaps being past any search.

use cgt_fast_input::{ByteSource, Int};
use cgt_take_break::{detect_arithmetic_period, take_break_grundy, ArithmeticPeriod, TakeBreak};
use proconio::input;
use std::io::{BufWriter, Write};

/// The Grundy values of `8.3...` for heaps of any size: the first values and their period.
pub struct SimpleNim {
    table: Vec<u32>,
    period: ArithmeticPeriod,
}

impl SimpleNim {
    pub fn new() -> Self {
        let code = TakeBreak::parse("8.3...").unwrap();
        let table = take_break_grundy(&code, 64);
        let period = detect_arithmetic_period(&table).unwrap();
        SimpleNim { table, period }
    }

    /// The Grundy value of one heap of `heap` candies.
    pub fn grundy(&self, heap: u64) -> u64 {
        self.period.grundy(&self.table, heap)
    }

    /// Whether the first player wins on `heaps`.
    pub fn first_player_wins(&self, heaps: impl IntoIterator<Item = u64>) -> bool {
        heaps.into_iter().fold(0, |xor, s| xor ^ self.grundy(s)) != 0
    }
}

impl Default for SimpleNim {
    fn default() -> Self {
        Self::new()
    }
}

fn main() {
    let game = SimpleNim::new();
    let mut source = ByteSource::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    input! { from &mut source, t: Int<usize> }
    debug_assert!((1..=100).contains(&t), "1 <= T <= 100");
    for _ in 0..t {
        input! { from &mut source, n: Int<usize> }
        debug_assert!((1..=1_000_000).contains(&n), "1 <= n <= 1e6");
        let heaps = (0..n).map(|_| {
            input! { from &mut source, s: Int<u64> }
            debug_assert!((1..=1_000_000_000).contains(&s), "1 <= s_i <= 1e9");
            s
        });
        let winner = if game.first_player_wins(heaps) {
            "First"
        } else {
            "Second"
        };
        writeln!(out, "{winner} player wins.").unwrap();
    }
}
