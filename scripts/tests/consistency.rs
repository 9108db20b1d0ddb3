//! The workspace agrees with itself: every crate in problems/ has its judge.toml entry, samples,
//! generator and the shared sample test (`scripts/harness/problem.rs`), and nothing is left over.
//! The problems' own tests (`cargo test -p <crate>`) run their samples.

use harness::config::JudgeConfig;
use harness::paths::Workspace;
use libtest_mimic::{Arguments, Trial};

fn main() {
    let trials = vec![Trial::test(
        "workspace: crates, judge.toml, samples, generators and sample tests agree",
        || {
            let workspace = Workspace::from_current_dir()?;
            let config = JudgeConfig::load(&workspace.judge_toml())?;
            let problems = harness::consistency::inconsistencies(&workspace, &config)?;
            if problems.is_empty() {
                Ok(())
            } else {
                Err(problems.join("\n").into())
            }
        },
    ),
    Trial::test(
        "docs: the generated catalogues (common/lib.rs's table, scripts/docs/problems.md) are fresh",
        || {
            let workspace = Workspace::from_current_dir()?;
            let config = JudgeConfig::load(&workspace.judge_toml())?;
            let stale = scripts::catalogue::stale(&workspace, &config)?;
            if stale.is_empty() {
                Ok(())
            } else {
                let names: Vec<String> = stale.iter().map(|p| p.display().to_string()).collect();
                Err(format!("stale: {} (run `cargo x docs`)", names.join(", ")).into())
            }
        },
    )];
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}
