//! Where a bundle's bytes go.

use super::header::EQUIP_MARKER;

/// Where a bundle's bytes go: the solution, the `cgt-*` crates of `common/`, proconio, other
/// crates, and cargo-equip's header and module skeleton.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BundleSizes {
    pub solution: u64,
    pub common: u64,
    pub proconio: u64,
    pub other: u64,
    pub header: u64,
    pub total: u64,
}

impl BundleSizes {
    /// Splits the text at cargo-equip's marker; after it, every `pub mod <name>` of
    /// `__cargo_equip` (in `crates`, `macros` and `preludes`) is charged to crate `<name>`.
    pub fn measure(text: &str) -> Self {
        let mut sizes = BundleSizes {
            total: text.len() as u64,
            ..Self::default()
        };
        let Some(marker) = text.find(EQUIP_MARKER) else {
            sizes.solution = sizes.total;
            return sizes;
        };
        sizes.solution = marker as u64;
        let mut current: Option<String> = None;
        for line in text[marker..].split_inclusive('\n') {
            let bytes = line.len() as u64;
            let name = match &current {
                Some(name) => Some(name.clone()),
                None => {
                    let module = line
                        .strip_prefix("        pub mod ")
                        .and_then(|rest| rest.split_once(" {"))
                        .map(|(name, _)| name.to_string());
                    if module.is_some() && !line.trim_end().ends_with('}') {
                        current = module.clone();
                    }
                    module
                }
            };
            if current.is_some() && line.trim_end() == "        }" {
                current = None;
            }
            // A crate the solution does not name itself is `__<name>_<version>`.
            match name.as_deref().map(|name| name.trim_start_matches("__")) {
                Some(name) if name.starts_with("cgt_") => sizes.common += bytes,
                Some(name) if name == "proconio" || name.starts_with("proconio_") => {
                    sizes.proconio += bytes
                }
                Some(_) => sizes.other += bytes,
                None => sizes.header += bytes,
            }
        }
        sizes
    }
}

/// The size table `cargo x bundle` prints (Markdown): each crate's sizes and its judge's limit.
pub fn size_table(rows: &[(&str, BundleSizes, u64)]) -> String {
    let mut text = String::from(
        "| crate | solution | common (cgt-*) | proconio | other crates | header | total | judge limit |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for (krate, s, limit) in rows {
        text.push_str(&format!(
            "| {krate} | {} | {} | {} | {} | {} | {} | {}{} |\n",
            s.solution,
            s.common,
            s.proconio,
            s.other,
            s.header,
            s.total,
            limit,
            if s.total > *limit { " OVER" } else { "" }
        ));
    }
    text
}

#[cfg(test)]
mod tests;
