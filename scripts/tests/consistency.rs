//! The workspace agrees with itself: every crate in problems/ has its judge.toml entry, samples,
//! generator and the shared sample test (`scripts/harness/problem.rs`), and nothing is left over;
//! the generated catalogues are fresh. The problems' own tests (`cargo test -p <crate>`) run
//! their samples.

use harness::config::JudgeConfig;
use harness::paths::Workspace;
use libtest_mimic::{Arguments, Failed, Trial};

/// A trial that passes when `problems` finds nothing in this workspace.
fn agrees(
    name: &str,
    problems: fn(&Workspace, &JudgeConfig) -> anyhow::Result<Vec<String>>,
) -> Trial {
    Trial::test(name, move || {
        let workspace = Workspace::from_current_dir()?;
        let config = JudgeConfig::load(&workspace.judge_toml())?;
        match problems(&workspace, &config)? {
            found if found.is_empty() => Ok(()),
            found => Err(Failed::from(found.join("\n"))),
        }
    })
}

fn stale_catalogues(workspace: &Workspace, config: &JudgeConfig) -> anyhow::Result<Vec<String>> {
    Ok(scripts::catalogue::stale(workspace, config)?
        .iter()
        .map(|path| format!("{} is stale: run `cargo x docs`", path.display()))
        .collect())
}

fn main() {
    let trials = vec![
        agrees(
            "workspace: crates, judge.toml, samples, generators and sample tests agree",
            harness::consistency::inconsistencies,
        ),
        agrees(
            "docs: the generated catalogues (common/lib.rs's table, scripts/docs/problems.md, the Used by lines) are fresh",
            stale_catalogues,
        ),
    ];
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}
