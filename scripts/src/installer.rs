//! What bundling needs, installed once and never in the user's way: cargo-equip and the judge
//! compiler. The first `cargo x` starts installing what is missing in the background
//! (the module `background`, with its own log) while the user writes code; a step that needs it (the
//! bundle step of `check`, `cargo x bundle`, `cargo x setup`) waits for it with a progress line
//! and an estimate of how long is left.

mod background;
pub mod cargo_equip;
pub mod judge_rustc;
mod place;

pub use background::WORKER_FLAG;
pub use cargo_equip::{CargoEquip, CARGO_EQUIP_VERSION};
pub use judge_rustc::JudgeRustc;

use crate::context::Context;
use anyhow::{bail, Result};
use harness::config::JudgeCompiler;

/// Starts installing in the background whatever is missing, unless a background set-up runs
/// already; says so when it starts one. Any trouble is only a warning: a step that needs the
/// tools says it again.
pub fn start_in_background(ctx: &Context) {
    let Ok(config) = ctx.config() else { return };
    let equip_missing = cargo_equip::find().is_none();
    // A judge compiler that could not be had lately (no apt-get rights, no network) is not
    // tried again by every command: only by a step that needs it.
    let judge_missing = judge_rustc::find(&config.judge_compiler).is_none()
        && !background::judge_compiler_failed_lately();
    if !equip_missing && !judge_missing {
        return;
    }
    match background::start(&ctx.workspace.root) {
        Ok(true) => ctx.shell.status(&format!(
            "setup: installing {} in the background while you work (once; log: {}); `cargo x \
             check` and `bundle` wait for it only if they get there first",
            match (equip_missing, judge_missing) {
                (true, true) => format!("cargo-equip {CARGO_EQUIP_VERSION} and the judge compiler"),
                (true, false) => format!("cargo-equip {CARGO_EQUIP_VERSION}"),
                _ => "the judge compiler".to_string(),
            },
            place::log_path().display()
        )),
        Ok(false) => {}
        Err(error) => ctx.shell.warn(&format!(
            "cannot start the set-up in the background: {error:#}"
        )),
    }
}

/// cargo-equip and the judge compiler, installed: waits for the background set-up (starting it
/// where none runs) with a progress line; cargo-equip missing after it is an error with the
/// log's end, the judge compiler missing a warning and the workspace's rustc. A judge compiler
/// that could not be had in the last day is tried again only with `retry` (`cargo x setup`).
pub fn tools(
    ctx: &Context,
    compiler: &JudgeCompiler,
    retry: bool,
) -> Result<(CargoEquip, JudgeRustc)> {
    let give_up_on_judge = !retry && background::judge_compiler_failed_lately();
    let start = std::time::Instant::now();
    let mut progress = ctx.shell.progress();
    let mut seen_running = false;
    let mut said = false;
    let (equip, judge) = loop {
        let equip = cargo_equip::find();
        let judge = judge_rustc::find(compiler);
        if equip.is_some() && (judge.is_some() || give_up_on_judge) {
            break (equip, judge);
        }
        if background::running() {
            seen_running = true;
        } else if seen_running {
            // It ran and ended: what is missing now is missing for good.
            break (equip, judge);
        } else {
            background::start(&ctx.workspace.root)?;
            seen_running = true;
        }
        let line = || background::waiting_line(equip.is_none(), judge.is_none());
        if said {
            progress.update(line);
        } else {
            progress.show(&line());
            said = true;
        }
        harness::interrupt::check()?;
        std::thread::sleep(background::LOOK_EVERY);
    };
    progress.finish();
    if seen_running {
        ctx.shell.status(&format!(
            "setup: waited {:.0} s for the background set-up",
            start.elapsed().as_secs_f64()
        ));
    }
    let Some(equip) = equip else {
        bail!(
            "cargo-equip {CARGO_EQUIP_VERSION} could not be installed; the end of {}:\n{}",
            place::log_path().display(),
            background::log_tail(20)
        );
    };
    let judge = judge.unwrap_or_else(|| {
        let fallback = JudgeRustc::fallback();
        ctx.shell.warn(&judge_rustc::fallback_warning(
            compiler,
            &fallback,
            &format!(
                "see {} (`cargo x setup` tries again)",
                place::log_path().display()
            ),
        ));
        fallback
    });
    Ok((equip, judge))
}

/// The background set-up itself (`x setup --in-background`).
pub fn work_in_background(compiler: &JudgeCompiler) -> Result<()> {
    background::work(compiler)
}
