//! Running a problem's generator (`examples/gen.rs`, the example `<crate>-gen`; see
//! `oracle::gen`): what `cargo x gen`, `stress`, `bench` and the `samples` test ask it for.

use crate::run::{run_with_args, Input, Limits, OUTPUT_LIMIT_BYTES};
use std::path::Path;
use std::time::Duration;

/// What the generator program `generator` (a problem's `<crate>-gen`, see `oracle::gen`) prints
/// when asked `request`, e.g. `["random", "--seed", "3"]`.
pub fn generate(generator: &Path, request: &[&str]) -> anyhow::Result<String> {
    let args: Vec<&std::ffi::OsStr> = request.iter().map(|arg| arg.as_ref()).collect();
    let outcome = run_with_args(
        generator,
        &args,
        Input::Bytes(b""),
        &Limits {
            time: GENERATOR_TIME,
            cpu: None,
            memory_kib: None,
            output_bytes: OUTPUT_LIMIT_BYTES,
        },
    )?;
    match outcome.status {
        Some(status) if status.success() && outcome.killed.is_none() => {
            Ok(String::from_utf8_lossy(&outcome.stdout).into_owned())
        }
        _ => anyhow::bail!(
            "`{} {}` failed: {}",
            generator.display(),
            request.join(" "),
            String::from_utf8_lossy(&outcome.stderr).trim_end()
        ),
    }
}

/// How long a generator may take for one input.
pub const GENERATOR_TIME: Duration = Duration::from_secs(60);
