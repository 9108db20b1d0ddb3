//! The licence texts cargo-equip needs, offline.

use crate::build::cargo;
use anyhow::{bail, Context, Result};
use harness::paths::Workspace;
use std::path::Path;

/// Licence texts of dependencies whose published crate lacks one, as `licenses/<crate>-LICENSE-*`.
/// cargo-equip looks for such a text in its cache under the crate's git commit before it tries to
/// clone the crate's repository, so a cache seeded with them makes bundling work offline.
pub struct LicenseCache {
    dir: tempfile::TempDir,
}

impl LicenseCache {
    /// The folder to give cargo-equip as `XDG_CACHE_HOME`.
    pub fn cache_home(&self) -> &Path {
        self.dir.path()
    }

    /// Seeds a fresh cache with the texts under `licenses/` of `workspace`.
    pub fn seeded(workspace: &Workspace) -> Result<Self> {
        let dir = tempfile::tempdir()?;
        let metadata = cargo()
            .current_dir(&workspace.root)
            .args(["metadata", "--format-version", "1"])
            .output()
            .context("cannot run cargo metadata")?;
        harness::interrupt::check()?;
        if !metadata.status.success() {
            bail!(
                "cargo metadata failed: {}",
                String::from_utf8_lossy(&metadata.stderr)
            );
        }
        let metadata: serde_json::Value = serde_json::from_slice(&metadata.stdout)?;
        let licenses = workspace.licenses_dir();
        for entry in std::fs::read_dir(&licenses)
            .with_context(|| format!("cannot list {}", licenses.display()))?
        {
            let path = entry?.path();
            let file_name = path.file_name().unwrap().to_string_lossy().into_owned();
            let Some((krate, _)) = file_name.split_once("-LICENSE") else {
                continue;
            };
            let text = std::fs::read_to_string(&path)?;
            for package in metadata["packages"].as_array().into_iter().flatten() {
                if package["name"] != krate || package["source"].is_null() {
                    continue;
                }
                let manifest = Path::new(package["manifest_path"].as_str().unwrap_or_default());
                let vcs_path = manifest.with_file_name(".cargo_vcs_info.json");
                let vcs_text = std::fs::read_to_string(&vcs_path)
                    .with_context(|| format!("cannot read {}", vcs_path.display()))?;
                let vcs_info: serde_json::Value = serde_json::from_str(&vcs_text)
                    .with_context(|| format!("{}: not JSON", vcs_path.display()))?;
                let sha1 = vcs_info["git"]["sha1"]
                    .as_str()
                    .with_context(|| format!("{}: no git.sha1", vcs_path.display()))?;
                let cached = dir
                    .path()
                    .join("cargo-equip/license-files")
                    .join(krate)
                    .join(sha1);
                std::fs::create_dir_all(cached.parent().unwrap())?;
                std::fs::write(cached, &text)?;
            }
        }
        Ok(LicenseCache { dir })
    }
}
