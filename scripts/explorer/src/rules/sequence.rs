//! The rule finder over a sequence `g(first), g(first + 1), ...`: every family's rules, and
//! the value they predict far away.

use super::beatty;
use super::features;
use super::halving;
use super::losing;
use super::periodic;
use super::rule::{agree, SequenceRule};
use super::scale;

/// Every rule the values `g(first), g(first + 1), ...` follow (detected, not proved), simplest
/// first.
///
/// # Complexity
/// Close to linear in `values.len()` for every family (a 10^5 sequence: a few milliseconds).
pub fn find_sequence_rules(values: &[u64], first: u64) -> Vec<SequenceRule> {
    let mut rules = Vec::new();
    if values.len() < 12 {
        return rules;
    }
    // A Beatty set and a period both found disagree far away: the prediction is then `?`.
    rules.extend(periodic::find(values, first));
    rules.extend(beatty::find(values, first));
    let single = features::find(values, first);
    if single.is_none() {
        rules.extend(features::find_combined(values, first));
    }
    rules.extend(single);
    rules.extend(features::find_capped(values, first));
    rules.extend(features::find_residue(values, first));
    rules.extend(halving::find(values, first));
    rules.extend(scale::find(values, first));
    rules.extend(losing::find(values, first));
    rules
}

/// The value at `n`: the given one inside the table, else the value every rule that speaks
/// about `n` gives, or `None` when no rule speaks or two rules disagree.
pub fn predict_sequence(rules: &[SequenceRule], values: &[u64], first: u64, n: u64) -> Option<u64> {
    if n >= first && n - first < values.len() as u64 {
        return Some(values[(n - first) as usize]);
    }
    if n < first {
        return None;
    }
    agree(rules.iter().map(|rule| rule.predict(n)))
}
