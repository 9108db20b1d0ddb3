//! `cargo x uses <crate> nim,grundy`: set the topic crates of `common/` a problem depends on
//! (the `cgt-*` lines of its `[dependencies]`), as `cargo x new --uses` set them first.

use crate::context::Context;
use anyhow::{bail, Context as _, Result};

#[derive(clap::Args)]
pub struct Args {
    /// The problem crate
    krate: String,
    /// Its topics, e.g. `nim,grundy` (none: an empty string)
    #[arg(value_delimiter = ',')]
    topics: Vec<String>,
}

pub fn run(args: Args, ctx: &Context) -> Result<bool> {
    ctx.select(vec![args.krate.clone()])?;
    let topics: Vec<&str> = args
        .topics
        .iter()
        .map(|t| t.trim().trim_start_matches("cgt-"))
        .filter(|t| !t.is_empty())
        .collect();
    for topic in &topics {
        if !ctx.workspace.topic_dir(topic).join("Cargo.toml").is_file() {
            bail!("there is no topic common/{topic}/");
        }
    }
    let manifest = ctx.problem(&args.krate).manifest();
    let text = std::fs::read_to_string(&manifest)
        .with_context(|| format!("cannot read {}", manifest.display()))?;
    let (text, before) = set_topics(&text, &topics)
        .with_context(|| format!("{}: no [dependencies] table", manifest.display()))?;
    harness::atomic::write_atomically(&manifest, &text)?;
    let list = |topics: &[String]| match topics {
        [] => "no topic".to_string(),
        _ => topics.join(", "),
    };
    let after: Vec<String> = topics.iter().map(|t| format!("cgt-{t}")).collect();
    println!(
        "problems/{}/Cargo.toml: uses {} (was {})",
        args.krate,
        list(&after),
        list(&before)
    );
    Ok(true)
}

/// The manifest `text` with its `cgt-<topic>.workspace = true` lines of `[dependencies]`
/// replaced by `topics`' (at the top of the table), and the topics it had.
pub fn set_topics(text: &str, topics: &[&str]) -> Option<(String, Vec<String>)> {
    let mut out = String::new();
    let mut before = Vec::new();
    let mut in_dependencies = false;
    let mut found = false;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            in_dependencies = trimmed == "[dependencies]";
            out.push_str(line);
            if in_dependencies {
                found = true;
                for topic in topics {
                    out.push_str(&format!("cgt-{topic}.workspace = true\n"));
                }
            }
            continue;
        }
        if in_dependencies {
            if let Some(name) = trimmed
                .split_once(['.', ' ', '='])
                .map(|(name, _)| name)
                .filter(|name| name.starts_with("cgt-"))
            {
                before.push(name.to_string());
                continue;
            }
        }
        out.push_str(line);
    }
    found.then_some((out, before))
}

#[cfg(test)]
mod tests;
