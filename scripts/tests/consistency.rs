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
    )];
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}
