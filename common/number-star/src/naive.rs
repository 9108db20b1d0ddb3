//! Short partizan games in canonical form, from the definitions alone, to test against.
//!
//! A game is `{L | R}` over earlier games; `G <= H` iff no `G^L >= H` and no `H^R <= G`. The
//! canonical form of a game removes dominated options and bypasses reversible ones until none
//! is left; two games are equal iff their canonical forms are the same, so every canonical form
//! is stored once and a game is known by the index of its canonical form. Sums are
//! `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`, numbers are `0 = { | }`, `n + 1 = {n | }`,
//! `-(n + 1) = { | -n}`, `m / 2^k = {(m - 1) / 2^k | (m + 1) / 2^k}`, and nimbers are
//! `*n = {*0, ..., *(n-1) | *0, ..., *(n-1)}`. Nothing here knows a rule about numbers plus
//! nimbers: which canonical forms are `x + *n` is found by building `x` and `*n` and adding them.

use crate::{Dyadic, NumberStar};
use std::collections::HashMap;

/// The index of a canonical form.
pub type Id = usize;

#[derive(Default)]
pub struct Games {
    /// The options of each stored form (sorted, without repeats).
    forms: Vec<(Vec<Id>, Vec<Id>)>,
    /// The day each stored form is born: one more than its latest option.
    birthdays: Vec<u64>,
    index: HashMap<(Vec<Id>, Vec<Id>), Id>,
    le_memo: HashMap<(Id, Id), bool>,
    sum_memo: HashMap<(Id, Id), Id>,
    number_memo: HashMap<Dyadic, Id>,
    /// Every `x + *n` born by day `table_day`, by its canonical form.
    table: HashMap<Id, NumberStar>,
    table_day: Option<u64>,
}

impl Games {
    fn store(&mut self, mut left: Vec<Id>, mut right: Vec<Id>) -> Id {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let key = (left, right);
        if let Some(&id) = self.index.get(&key) {
            return id;
        }
        let birthday = key
            .0
            .iter()
            .chain(&key.1)
            .map(|&x| self.birthdays[x] + 1)
            .max();
        self.birthdays.push(birthday.unwrap_or(0));
        self.forms.push(key.clone());
        self.index.insert(key, self.forms.len() - 1);
        self.forms.len() - 1
    }

    /// `G <= H` by the recursive definition.
    pub fn le(&mut self, g: Id, h: Id) -> bool {
        if let Some(&known) = self.le_memo.get(&(g, h)) {
            return known;
        }
        let g_left = self.forms[g].0.clone();
        let h_right = self.forms[h].1.clone();
        let answer =
            g_left.iter().all(|&gl| !self.le(h, gl)) && h_right.iter().all(|&hr| !self.le(hr, g));
        self.le_memo.insert((g, h), answer);
        answer
    }

    /// The canonical form of `{left | right}`, whose options are canonical forms.
    pub fn game(&mut self, mut left: Vec<Id>, mut right: Vec<Id>) -> Id {
        loop {
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
            // Dominated options: distinct canonical forms are distinct values, so x <= y means
            // x < y.
            let kept_left: Vec<Id> = left
                .iter()
                .copied()
                .filter(|&x| !left.iter().any(|&y| y != x && self.le(x, y)))
                .collect();
            let kept_right: Vec<Id> = right
                .iter()
                .copied()
                .filter(|&x| !right.iter().any(|&y| y != x && self.le(y, x)))
                .collect();
            if kept_left.len() < left.len() || kept_right.len() < right.len() {
                left = kept_left;
                right = kept_right;
                continue;
            }
            let g = self.store(left.clone(), right.clone());
            // A reversible option: x^R <= G for a Left option x, then x is replaced by the Left
            // options of x^R; symmetrically for Right.
            let mut bypassed = false;
            'left: for i in 0..left.len() {
                for xr in self.forms[left[i]].1.clone() {
                    if self.le(xr, g) {
                        let x = left.swap_remove(i);
                        debug_assert!(self.forms[x].1.contains(&xr));
                        left.extend(self.forms[xr].0.clone());
                        bypassed = true;
                        break 'left;
                    }
                }
            }
            if !bypassed {
                'right: for i in 0..right.len() {
                    for yl in self.forms[right[i]].0.clone() {
                        if self.le(g, yl) {
                            right.swap_remove(i);
                            right.extend(self.forms[yl].1.clone());
                            bypassed = true;
                            break 'right;
                        }
                    }
                }
            }
            if !bypassed {
                return g;
            }
        }
    }

    pub fn sum(&mut self, g: Id, h: Id) -> Id {
        if let Some(&known) = self.sum_memo.get(&(g, h)) {
            return known;
        }
        let (gl, gr) = self.forms[g].clone();
        let (hl, hr) = self.forms[h].clone();
        let mut left = Vec::new();
        let mut right = Vec::new();
        for &x in &gl {
            left.push(self.sum(x, h));
        }
        for &x in &hl {
            left.push(self.sum(g, x));
        }
        for &x in &gr {
            right.push(self.sum(x, h));
        }
        for &x in &hr {
            right.push(self.sum(g, x));
        }
        let s = self.game(left, right);
        self.sum_memo.insert((g, h), s);
        s
    }

    pub fn neg(&mut self, g: Id) -> Id {
        let (gl, gr) = self.forms[g].clone();
        let left = gr.iter().map(|&x| self.neg(x)).collect();
        let right = gl.iter().map(|&x| self.neg(x)).collect();
        self.game(left, right)
    }

    pub fn number(&mut self, x: Dyadic) -> Id {
        if let Some(&known) = self.number_memo.get(&x) {
            return known;
        }
        let (m, k) = (x.numerator(), x.exponent());
        let g = if k > 0 {
            let below = self.number(Dyadic::new(m - 1, k));
            let above = self.number(Dyadic::new(m + 1, k));
            self.game(vec![below], vec![above])
        } else if m > 0 {
            let below = self.number(Dyadic::integer(m - 1));
            self.game(vec![below], vec![])
        } else if m < 0 {
            let above = self.number(Dyadic::integer(m + 1));
            self.game(vec![], vec![above])
        } else {
            self.game(vec![], vec![])
        };
        self.number_memo.insert(x, g);
        g
    }

    pub fn nimber(&mut self, n: u32) -> Id {
        let options: Vec<Id> = (0..n).map(|k| self.nimber(k)).collect();
        self.game(options.clone(), options)
    }

    /// The canonical form of `x + *n`, as the sum of the games `x` and `*n`.
    pub fn number_star(&mut self, v: NumberStar) -> Id {
        let (x, n) = (self.number(v.number), self.nimber(v.star));
        self.sum(x, n)
    }

    pub fn birthday(&self, g: Id) -> u64 {
        self.birthdays[g]
    }

    /// Who wins `g`: Left whoever starts iff `g > 0`, Right iff `g < 0`, the second player iff
    /// `g = 0`, the first player otherwise.
    pub fn outcome(&mut self, g: Id) -> crate::Outcome {
        let zero = self.game(vec![], vec![]);
        match (self.le(zero, g), self.le(g, zero)) {
            (true, false) => crate::Outcome::Left,
            (false, true) => crate::Outcome::Right,
            (true, true) => crate::Outcome::Second,
            (false, false) => crate::Outcome::First,
        }
    }

    /// Every number born by day `day` (found as the dyadics whose canonical form is that old).
    pub fn numbers_born_by(&mut self, day: u64) -> Vec<Dyadic> {
        let d = day as i64;
        let k_max = day as u32;
        let mut numbers = Vec::new();
        for m in -(d << k_max)..=(d << k_max) {
            let x = Dyadic::new(m, k_max);
            let g = self.number(x);
            if self.birthday(g) <= day {
                numbers.push(x);
            }
        }
        numbers
    }

    /// `Some(x + *n)` if `g` is that value, `None` if it is no number plus a nimber: a lookup in
    /// the table of every `x + *n` born by the day `g` is born.
    pub fn as_number_star(&mut self, g: Id) -> Option<NumberStar> {
        let day = self.birthday(g);
        if self.table_day.map_or(true, |built| built < day) {
            for x in self.numbers_born_by(day) {
                let x_id = self.number(x);
                let x_day = self.birthday(x_id);
                for n in 0..=day as u32 {
                    let v = NumberStar::new(x, n);
                    let id = self.number_star(v);
                    // x + *n is born on day b(x) + n: so every x + *n born by `day` is here.
                    assert_eq!(self.birthday(id), x_day + u64::from(n), "{v}");
                    self.table.insert(id, v);
                }
            }
            self.table_day = Some(day);
        }
        self.table.get(&g).copied()
    }
}
