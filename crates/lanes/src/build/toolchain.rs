//! The toolchain a crate pins for rustup (`rust-toolchain.toml` or the
//! older `rust-toolchain`), so that a `rustc` that cannot run, most often
//! because rustup cannot install the pin, is reported by the pin's name
//! and file rather than by the empty `rustc -vV` it leaves.

use std::path::{Path, PathBuf};

/// The pin rustup reads for a command run in `dir`: the first of
/// `rust-toolchain.toml` and `rust-toolchain` in `dir` or an ancestor
/// (rustup looks up the directory tree), with the channel it names
/// (`[toolchain] channel = "..."`, or the whole of a one-line legacy file).
pub fn pin(dir: &Path) -> Option<(PathBuf, String)> {
    for d in dir.ancestors() {
        for name in ["rust-toolchain.toml", "rust-toolchain"] {
            let file = d.join(name);
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            let channel = channel(&text).unwrap_or_else(|| "an unreadable channel".into());
            return Some((file, channel));
        }
    }
    None
}

/// The channel of a toolchain file: `channel = "1.70"` (TOML), or the
/// single line of the legacy format.
fn channel(text: &str) -> Option<String> {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let toml = lines.iter().find_map(|l| {
        let (k, v) = l.split_once('=')?;
        (k.trim() == "channel").then(|| v.trim().trim_matches(['"', '\'']).to_string())
    });
    match (toml, lines.as_slice()) {
        (Some(c), _) => Some(c),
        (None, [one]) if !one.contains(['=', '[']) => Some(one.to_string()),
        _ => None,
    }
}

/// Why `rustc -vV` gave no release: the pin, when the crate has one,
/// and rustc's own first error line.
pub fn no_release(dir: &Path, stderr: &str) -> String {
    let first = stderr.lines().map(str::trim).find(|l| !l.is_empty());
    let said = first.map(|l| format!(" ({l})")).unwrap_or_default();
    match pin(dir) {
        Some((file, channel)) => format!(
            "rustc -vV names no release: the crate pins toolchain `{channel}` in {}, \
             which rustup could not run{said}",
            file.display()
        ),
        None => format!("rustc -vV names no release{said}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn channel_of_both_formats() {
        assert_eq!(
            channel("[toolchain]\nchannel = \"1.40.0\"\ncomponents = [\"rustfmt\"]\n").as_deref(),
            Some("1.40.0")
        );
        assert_eq!(
            channel("nightly-2020-01-01\n").as_deref(),
            Some("nightly-2020-01-01")
        );
        assert_eq!(channel("[toolchain]\nprofile = \"minimal\"\n"), None);
    }

    /// hound pins an old toolchain in its `rust-toolchain.toml`: the
    /// message names it and the file, found from a subdirectory too.
    #[test]
    fn message_names_the_pin_and_its_file() {
        let root = std::env::temp_dir().join(format!("lanes-toolchain-{}", std::process::id()));
        let sub = root.join("src");
        std::fs::create_dir_all(&sub).unwrap();
        let file = root.join("rust-toolchain.toml");
        std::fs::write(&file, "[toolchain]\nchannel = \"1.1.0\"\n").unwrap();
        let msg = no_release(&sub, "error: toolchain '1.1.0' is not installable\n");
        let _ = std::fs::remove_dir_all(&root);
        assert_eq!(
            msg,
            format!(
                "rustc -vV names no release: the crate pins toolchain `1.1.0` in {}, \
                 which rustup could not run (error: toolchain '1.1.0' is not installable)",
                file.display()
            )
        );
    }
}
