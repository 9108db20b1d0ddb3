//! A bundle carries only the topics of `common` its solution uses: a change to another topic
//! leaves its bytes as they were, and the names of unused topics never appear in it.

use crate::fixtures::{copy_sources, this_checkout};
use scripts::bundler::LicenseCache;
use std::path::Path;

/// cargo-equip, waited for as a bundle step waits.
fn cargo_equip() -> Result<scripts::installer::CargoEquip, String> {
    let ctx = scripts::context::Context::new(
        harness::paths::Workspace::new(this_checkout()),
        scripts::context::Shell::with_colour(false),
    );
    let compiler = &ctx.config().map_err(|e| format!("{e:#}"))?.judge_compiler;
    let (equip, _) =
        scripts::installer::tools(&ctx, compiler, false).map_err(|e| format!("{e:#}"))?;
    Ok(equip)
}

/// cargo-equip's bundle of `krate` in the workspace at `root`, as text.
fn equip(root: &Path, krate: &str, licenses: &LicenseCache) -> Result<String, String> {
    let out = tempfile::NamedTempFile::new().map_err(|e| e.to_string())?;
    let output = cargo_equip()?
        .command()
        .current_dir(root)
        .env("XDG_CACHE_HOME", licenses.cache_home())
        .args(["--bin", krate, "--remove", "docs", "comments"])
        .args(["--minify", "libs", "--no-check", "--manifest-path"])
        .arg(root.join("problems").join(krate).join("Cargo.toml"))
        .arg("--output")
        .arg(out.path())
        .output()
        .map_err(|e| format!("cannot run cargo equip: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "cargo equip {krate}: {}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    std::fs::read_to_string(out.path()).map_err(|e| e.to_string())
}

#[test]
fn a_change_to_an_unrelated_topic_leaves_a_bundle_unchanged() -> Result<(), String> {
    let licenses = LicenseCache::seeded(&harness::paths::Workspace::new(this_checkout()))
        .map_err(|e| format!("{e:#}"))?;
    let copy = tempfile::tempdir().map_err(|e| e.to_string())?;
    copy_sources(&this_checkout(), copy.path()).map_err(|e| e.to_string())?;
    let nim_before = equip(copy.path(), "poj-2234", &licenses)?;
    let octal_before = equip(copy.path(), "local-octal-game", &licenses)?;

    // A new function in the octal topic, which poj-2234 does not use and local-octal-game does.
    let octal = copy.path().join("common/octal/src/lib.rs");
    let mut text = std::fs::read_to_string(&octal).map_err(|e| e.to_string())?;
    text.push_str("\n/// Added by a test.\npub fn added_by_a_test() -> u32 {\n    7\n}\n");
    std::fs::write(&octal, text).map_err(|e| e.to_string())?;

    let nim_after = equip(copy.path(), "poj-2234", &licenses)?;
    let octal_after = equip(copy.path(), "local-octal-game", &licenses)?;
    if nim_before != nim_after {
        return Err("poj-2234's bundle changed when only the octal topic did".to_string());
    }
    if octal_before == octal_after || !octal_after.contains("added_by_a_test") {
        return Err("local-octal-game's bundle did not take the octal topic's change".to_string());
    }
    Ok(())
}

#[test]
fn poj_1704_carries_only_the_nim_topic_and_proconio() -> Result<(), String> {
    let licenses = LicenseCache::seeded(&harness::paths::Workspace::new(this_checkout()))
        .map_err(|e| format!("{e:#}"))?;
    let bundle = equip(&this_checkout(), "poj-1704", &licenses)?;
    // proconio and cgt-nim (with its winning moves) take about 16 KiB.
    const LIMIT: usize = 17 * 1024;
    if bundle.len() > LIMIT {
        return Err(format!(
            "poj-1704's bundle is {} bytes, over {LIMIT}",
            bundle.len()
        ));
    }
    for unused in [
        "treblecross",
        "GrundyMemo",
        "PeriodicGrundy",
        "rectangle_cutting",
        "coin_turning",
        "dag_grundy",
        "count_subsets_by_xor",
    ] {
        if bundle.contains(unused) {
            return Err(format!(
                "poj-1704's bundle contains `{unused}`, which it never uses"
            ));
        }
    }
    Ok(())
}
