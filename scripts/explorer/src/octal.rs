//! Reports on octal games: the table with the period certified by the octal periodicity
//! theorem (`cgt_octal::OctalGrundy`), or the period detected over the values when none is
//! certified, and the rules the values follow.

use crate::period::{detect_period, ArithmeticPeriod};
use crate::rules::{find_sequence_rules, SequenceRule};
use crate::table::cells::{describe, rows, rules_section};
use cgt_mex::EventualPeriod;
use cgt_octal::{OctalCode, OctalGrundy, SparseOctal, SparseProgress};
use std::fmt::Write;

/// The report of `cargo x explore <code> -n <shown>`: a header with the certified period (or the
/// detected arithmetic period), then `G(0..shown)` in rows.
pub fn octal_report(
    title: &str,
    code: &OctalCode,
    shown: usize,
    max: usize,
    color: bool,
) -> String {
    let mut game = OctalGrundy::new(code);
    let period = game.certify(max.max(shown));
    let computed = game.values().len();
    game.extend_to(shown);
    let values = &game.values()[..shown];
    let mut text = String::new();
    match period {
        Some(EventualPeriod { preperiod, period }) => {
            writeln!(
                text,
                "{title}: preperiod {preperiod}, period {period} (certified by the octal periodicity theorem from {computed} values)"
            )
            .unwrap();
            text.push_str(&rows(values, 0, Some((preperiod, period, 0)), color));
        }
        None => {
            let detected = detect_period(game.values());
            match detected {
                Some(ArithmeticPeriod {
                    preperiod,
                    period,
                    saltus,
                }) => {
                    writeln!(
                        text,
                        "{title}: no period certified within {} values; detected over them: {} (a detection, not a proof)",
                        game.values().len(),
                        describe(preperiod, period, saltus)
                    )
                    .unwrap();
                    text.push_str(&rows(values, 0, Some((preperiod, period, saltus)), color));
                }
                None => {
                    writeln!(
                        text,
                        "{title}: no period certified and no pattern detected within {} values",
                        game.values().len()
                    )
                    .unwrap();
                    text.push_str(&rows(values, 0, None, color));
                }
            }
        }
    }
    if period.is_none() {
        let all: Vec<u64> = game.values().iter().map(|&v| v as u64).collect();
        let found = find_sequence_rules(&all, 0);
        text.push_str(&rules_section(
            &found.iter().map(SequenceRule::summary).collect::<Vec<_>>(),
        ));
    }
    text
}

/// The report of `cargo x explore <code> --certify`: the period certified by the sparse-space
/// engine ([`SparseOctal`]), with the time it took. `progress` is called every 4096 values with
/// how far the engine got; when it returns false the engine stops there and the report says
/// how far it got.
pub fn certify_report(
    title: &str,
    code: &OctalCode,
    max: usize,
    progress: &mut dyn FnMut(&SparseProgress) -> bool,
) -> String {
    let start = std::time::Instant::now();
    let mut game = SparseOctal::new(code);
    let mut stopped = false;
    let found = game.certify_with(max, 1 << 12, |p| {
        stopped = !progress(p);
        !stopped
    });
    let elapsed = start.elapsed().as_secs_f64();
    let (sparse, plain) = game.ways();
    let engine = match game.mask() {
        Some(mask) => format!(
            "sparse space, mask {mask}, {} rare heaps (heap 0 included), largest value {}; {sparse} heaps the sparse way, {plain} the plain way where it was cheaper",
            game.rare_heaps().len(),
            game.largest()
        ),
        None => "plain".to_string(),
    };
    match found {
        Some(EventualPeriod { preperiod, period }) => format!(
            "{title}: preperiod {preperiod}, period {period} (certified by the octal periodicity theorem from {} values in {elapsed:.1} s; {engine})\n",
            game.len()
        ),
        None if stopped => format!(
            "{title}: stopped after {} values ({elapsed:.1} s; {engine}), no period certified yet\n",
            game.len()
        ),
        None => format!(
            "{title}: no period certified within {} values ({elapsed:.1} s; {engine}); raise --max\n",
            game.len()
        ),
    }
}
