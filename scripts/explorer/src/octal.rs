//! Reports on octal games: the table with the period certified by the octal periodicity
//! theorem (`cgt_octal::OctalGrundy`), or the period detected over the values when none is
//! certified, and the rules the values follow.

use crate::detected_period::ArithmeticPeriod;
use crate::table::cells::rows;
use crate::table::sequence::uncertified_report;
use cgt_mex::EventualPeriod;
use cgt_octal::{OctalCode, OctalGrundy, SparseOctal, SparseProgress};

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
    let Some(EventualPeriod { preperiod, period }) = period else {
        return uncertified_report(title, game.values(), shown, color);
    };
    let pattern = ArithmeticPeriod {
        preperiod,
        period,
        saltus: 0,
    };
    format!(
        "{title}: preperiod {preperiod}, period {period} (certified by the octal periodicity theorem from {computed} values)\n"
    ) + &rows(&game.values()[..shown], 0, Some(pattern), color)
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
