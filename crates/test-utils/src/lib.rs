//! What the test suites share: where the workspace and the shared corpus
//! are, and how a test whose oracle or corpus is missing skips. Under
//! `CI=true` it fails instead: `.ci/run` installs every oracle, so a
//! missing one there is a broken install, not a reason to pass.

use std::path::{Path, PathBuf};

/// Skips the calling test, saying why; under `CI=true` fails it.
#[track_caller]
pub fn skip(why: &str) {
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "CI=true and {why}: under CI a missing oracle or corpus is a failure"
    );
    eprintln!("skipping: {why}");
}

/// The workspace's root directory.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `../shared/corpus` beside the workspace, or `None` after [`skip`].
#[track_caller]
pub fn shared_corpus() -> Option<PathBuf> {
    let dir = workspace_root().join("../shared/corpus");
    if dir.is_dir() {
        Some(dir)
    } else {
        skip("../shared/corpus not found");
        None
    }
}

/// `path` when that file exists, or `None` after [`skip`].
#[track_caller]
pub fn tool(path: &str) -> Option<&str> {
    if Path::new(path).exists() {
        Some(path)
    } else {
        skip(&format!("{path} not found"));
        None
    }
}
