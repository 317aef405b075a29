//! The project cache (`.lanes/`): each unit's IR and result, keyed by its
//! command and checked against the content of every file its compile read.
//!
//! An entry is `units/KEY.json` (the result and the files read, each with
//! the hash of its content) beside `units/KEY.ll`; KEY hashes the
//! compiler's version, the directory and the arguments. An entry is used
//! when every file it lists still hashes the same; the analysis is reused
//! when lanes' options are the same too, else the cached IR is analysed
//! again. Every file is written to a temporary name and renamed, so a
//! killed run leaves no partial entry.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use crate::model::UnitReport;

/// A 128-bit FNV-1a hash, as 32 hex digits: stable across runs and builds.
pub fn hash_bytes(parts: &[&[u8]]) -> String {
    const PRIME: u128 = 0x0000000001000000000000000000013B;
    let mut h: u128 = 0x6c62272e07bb014262b821756295c58d;
    for p in parts {
        for &b in *p {
            h ^= u128::from(b);
            h = h.wrapping_mul(PRIME);
        }
        // Parts are separated, so ["ab", "c"] and ["a", "bc"] differ.
        h ^= 0xff;
        h = h.wrapping_mul(PRIME);
    }
    format!("{h:032x}")
}

/// The files a make-style dependency file (`-MD -MF`) lists after its
/// target: escaped spaces and line continuations understood.
pub fn parse_deps(text: &str) -> Vec<String> {
    let joined = text.replace("\\\r\n", " ").replace("\\\n", " ");
    let mut out = Vec::new();
    for line in joined.lines() {
        // `target: deps`; the first `: ` (or `:` at the end) ends the target.
        let Some(at) = line
            .find(": ")
            .or_else(|| line.strip_suffix(':').map(|s| s.len()))
        else {
            continue;
        };
        let mut cur = String::new();
        let mut chars = line[at + 1..].chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' if chars.peek() == Some(&' ') => {
                    cur.push(' ');
                    chars.next();
                }
                c if c.is_whitespace() => {
                    if !cur.is_empty() {
                        out.push(std::mem::take(&mut cur));
                    }
                }
                c => cur.push(c),
            }
        }
        if !cur.is_empty() {
            out.push(cur);
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Writes `bytes` to `path` through a temporary file in the same directory
/// and a rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = path
        .file_name()
        .map_or("out".into(), |n| n.to_string_lossy());
    let tmp = path.with_file_name(format!(".{name}.{}.{n}.tmp", std::process::id()));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// A file the unit's compile read and its content's hash.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Dep {
    /// The path as resolved against the command's directory.
    pub path: PathBuf,
    /// [`hash_bytes`] of its content.
    pub hash: String,
}

/// One cache entry.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Entry {
    /// The files read.
    pub deps: Vec<Dep>,
    /// The compiler's decisions (the records compile's), kept so that a
    /// change of lanes' options re-analyses without compiling.
    pub decisions: Vec<CachedDecision>,
    /// lanes' options the result was made with ([`super::unit::Setup::key`]).
    pub setup: String,
    /// The result.
    pub unit: UnitReport,
}

/// A compiler decision as cached.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct CachedDecision {
    /// The function.
    pub function: String,
    /// `(file, line, column)` of the loop.
    pub loc: Option<(String, u32, u32)>,
    /// The decision.
    pub decision: crate::model::LoopDecision,
}

impl CachedDecision {
    /// From a decision read from records.
    pub fn of(d: &super::remarks::CompilerLoop) -> CachedDecision {
        CachedDecision {
            function: d.function.clone(),
            loc: d.loc.as_ref().map(|l| (l.file.clone(), l.line, l.column)),
            decision: d.decision.clone(),
        }
    }

    /// Back to a decision.
    pub fn decision(&self) -> super::remarks::CompilerLoop {
        super::remarks::CompilerLoop {
            function: self.function.clone(),
            loc: self
                .loc
                .as_ref()
                .map(|(file, line, column)| super::remarks::RecordLoc {
                    file: file.clone(),
                    line: *line,
                    column: *column,
                }),
            decision: self.decision.clone(),
        }
    }
}

/// The cache directory and the hashes of files already read in this run
/// (headers are shared by many units).
pub struct Cache {
    /// `.../.lanes/units`.
    pub dir: PathBuf,
    hashes: Mutex<HashMap<PathBuf, Option<String>>>,
}

impl Cache {
    /// The cache in `root` (`.lanes`), its directory created.
    pub fn open(root: &Path) -> std::io::Result<Cache> {
        let dir = root.join("units");
        std::fs::create_dir_all(&dir)?;
        Ok(Cache {
            dir,
            hashes: Mutex::new(HashMap::new()),
        })
    }

    /// The hash of a file's content (`None`: unreadable), read once per run.
    pub fn hash_file(&self, path: &Path) -> Option<String> {
        if let Some(h) = self.hashes.lock().ok()?.get(path) {
            return h.clone();
        }
        let h = std::fs::read(path).ok().map(|b| hash_bytes(&[&b]));
        if let Ok(mut m) = self.hashes.lock() {
            m.insert(path.to_path_buf(), h.clone());
        }
        h
    }

    /// The files' hashes, `None` if one is unreadable.
    pub fn deps(&self, paths: &[PathBuf]) -> Option<Vec<Dep>> {
        paths
            .iter()
            .map(|p| {
                self.hash_file(p).map(|hash| Dep {
                    path: p.clone(),
                    hash,
                })
            })
            .collect()
    }

    /// The entry of `key` if every file it read is unchanged.
    pub fn lookup(&self, key: &str) -> Option<Entry> {
        let text = std::fs::read(self.dir.join(format!("{key}.json"))).ok()?;
        let entry: Entry = serde_json::from_slice(&text).ok()?;
        let fresh = entry
            .deps
            .iter()
            .all(|d| self.hash_file(&d.path).as_deref() == Some(d.hash.as_str()));
        (fresh && self.ir_path(key).is_file()).then_some(entry)
    }

    /// Where the IR of `key` is kept.
    pub fn ir_path(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{key}.ll"))
    }

    /// Stores `entry` under `key` (its IR is already at [`Cache::ir_path`]).
    pub fn store(&self, key: &str, entry: &Entry) -> std::io::Result<()> {
        let bytes = serde_json::to_vec(entry).map_err(std::io::Error::other)?;
        write_atomic(&self.dir.join(format!("{key}.json")), &bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deps_with_continuations_and_spaces() {
        let d = "k.o: k.c /usr/include/stdio.h \\\n  my\\ dir/h.h \\\n  k.c\n";
        assert_eq!(
            parse_deps(d),
            vec!["/usr/include/stdio.h", "k.c", "my dir/h.h"]
        );
    }

    #[test]
    fn hash_separates_parts() {
        assert_ne!(hash_bytes(&[b"ab", b"c"]), hash_bytes(&[b"a", b"bc"]));
        assert_eq!(hash_bytes(&[b"x"]), hash_bytes(&[b"x"]));
        assert_eq!(hash_bytes(&[b"x"]).len(), 32);
    }
}
