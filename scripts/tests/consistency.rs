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

/// The example of `cargo x check` in scripts/docs/solving.md shows the steps check runs, in
/// their order, and its closing line counts them.
fn check_example_matches_the_steps(
    workspace: &Workspace,
    _: &JudgeConfig,
) -> anyhow::Result<Vec<String>> {
    let page = std::fs::read_to_string(workspace.root.join("scripts/docs/solving.md"))?;
    let Some(example) = page.split("$ cargo x check ").nth(1) else {
        return Ok(vec![
            "scripts/docs/solving.md has no `$ cargo x check` example".into(),
        ]);
    };
    let krate = example
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    let block: Vec<&str> = example
        .lines()
        .take_while(|l| !l.starts_with("```"))
        .collect();
    let shown: Vec<String> = block
        .iter()
        .filter_map(|line| line.strip_prefix("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "total")
        .map(str::to_string)
        .collect();
    let ctx = scripts::context::Context::new(
        workspace.clone(),
        scripts::context::Shell::with_colour(false),
    );
    let steps: Vec<String> = scripts::steps::check_steps(&ctx, std::slice::from_ref(&krate), 100)?
        .into_iter()
        .map(|step| step.name)
        .collect();
    let mut found = Vec::new();
    if shown != steps {
        found.push(format!(
            "solving.md's example check of {krate} shows the steps {shown:?}; check runs {steps:?}"
        ));
    }
    let closing = format!("check: {} passed, 0 failed", steps.len());
    if !block.iter().any(|line| *line == closing) {
        found.push(format!(
            "solving.md's example check does not end with `{closing}`"
        ));
    }
    Ok(found)
}

fn main() {
    let trials = vec![
        agrees(
            "docs: solving.md's example check shows the steps check runs",
            check_example_matches_the_steps,
        ),
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
