//! The explorer on games it was not written for: tables computed here from the games'
//! definitions (a mex over the moves, or a win/lose search), far values known from a theorem
//! or from the period the octal periodicity theorem certifies. For each game the first values
//! go to the rule finder, which predicts far indices; an answer is right, `?` or wrong, and no
//! answer may be wrong.
//!
//! Sets, in the order they were written: `tuning` (the games the first detectors were developed
//! against) and `held_out` (fixed before those detectors and not looked at while tuning them);
//! then `tuning2` (the games the residues, complementary pairs and row periods were developed
//! against), `unseen2` (written with `tuning2`, first scored after those three families, then
//! tuned on: quotients, misère corners, sums of features, short product factors, the commoner
//! value of a Beatty table), `unseen3` (written before that tuning and scored once at the end;
//! its author knew the families, so it is not blind), and `unseen4` (written after all but the
//! last family and scored once, before the complementary reading of two-valued tables).
//! `cargo test -p explorer --test unseen_games -- --nocapture` prints them all.

mod first_sets;
mod games;
mod later_sets;

use explorer::benchmark::{assert_tables_agree, score, Game};
use first_sets::{held_out, tuning, tuning2};
use later_sets::{unseen2, unseen3, unseen4};

/// The tables agree with the truths inside them (the searches and the theorems say the same).
#[test]
fn tables_agree_with_their_truths() {
    let games: Vec<Game> = tuning()
        .into_iter()
        .chain(held_out())
        .chain(tuning2())
        .chain(unseen2())
        .chain(unseen3())
        .chain(unseen4())
        .collect();
    assert_tables_agree(&games);
}

#[test]
fn tuning_set() {
    let wrong = score(&tuning()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn held_out_set() {
    let wrong = score(&held_out()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn second_tuning_set() {
    let wrong = score(&tuning2()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn second_unseen_set() {
    let wrong = score(&unseen2()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn third_unseen_set() {
    let wrong = score(&unseen3()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}

#[test]
fn fourth_unseen_set() {
    let wrong = score(&unseen4()).wrong;
    assert!(wrong.is_empty(), "wrong values: {wrong:?}");
}
