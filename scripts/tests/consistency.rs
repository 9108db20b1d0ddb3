//! The workspace agrees with itself: every crate in problems/ has its judge.toml entry, samples,
//! generator and the shared sample test (`scripts/harness/problem.rs`), and nothing is left over.
//! The problems' own tests (`cargo test -p <crate>`) run their samples.

use libtest_mimic::{Arguments, Trial};
use scripts::config::JudgeConfig;
use scripts::workspace;

fn main() {
    let trials = vec![Trial::test(
        "workspace: crates, judge.toml, samples, generators and sample tests agree",
        || {
            let config = JudgeConfig::load(&workspace::judge_toml())?;
            let problems = workspace::inconsistencies(&config)?;
            if problems.is_empty() {
                Ok(())
            } else {
                Err(problems.join("\n").into())
            }
        },
    )];
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}
