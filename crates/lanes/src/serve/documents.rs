//! The documents a client works on: its own texts (`open`, `change`,
//! `close`; LSP's range edits applied in place) and the files a query
//! names that it did not open, read from disk and read again whenever
//! they change.

use serde_json::{Value, json};

use super::protocol::code;
use super::{Server, failed, invalid, str_param};
use crate::error::Error;
use crate::host::TextPosition;

/// When a file was read from disk: its modification time and size.
pub(super) type DiskStamp = (Option<std::time::SystemTime>, u64);

impl Server {
    /// LSP's `contentChanges`, in order: `{range, text}` replaces the
    /// range (of an open file), `{text}` the whole text.
    pub(super) fn apply_changes(
        &mut self,
        path: &str,
        changes: &Value,
    ) -> Result<(), (i64, String)> {
        let Value::Array(changes) = changes else {
            return Err(invalid("`changes` must be an array"));
        };
        for c in changes {
            let text = str_param(c, "text")?;
            match c.get("range") {
                None | Some(Value::Null) => {
                    self.host.change_file(path, text);
                }
                Some(range) => {
                    if !self.opened.contains(path) {
                        return Err(invalid(format!(
                            "a range edit of '{path}', which is not open"
                        )));
                    }
                    let (start, end) = (position(range, "start")?, position(range, "end")?);
                    if (end.line, end.character) < (start.line, start.character) {
                        return Err(invalid(format!(
                            "range end {}:{} is before its start {}:{} (line:character, from 0)",
                            end.line, end.character, start.line, start.character
                        )));
                    }
                    self.host
                        .edit_file(path, start, end, text)
                        .map_err(failed)?;
                }
            }
        }
        Ok(())
    }

    pub(super) fn diagnostics(&self, path: &str) -> Result<Value, (i64, String)> {
        let diags = self
            .host
            .analysis()
            .diagnostics(path)
            .map_err(|_| (code::CONTENT_MODIFIED, "cancelled".to_string()))?
            .map_err(failed)?;
        Ok(json!({ "diagnostics": diags }))
    }

    /// The host path of a file a query names: the client's text when it
    /// opened that path, else the file on disk under its canonical path,
    /// read again whenever its modification time or size changed.
    pub(super) fn disk_file(&mut self, f: &std::path::Path) -> Result<String, String> {
        let given = f.display().to_string();
        if self.opened.contains(&given) {
            return Ok(given);
        }
        if f.is_dir() {
            return Err(Error::NotAFile(given).to_string());
        }
        let canonical = f
            .canonicalize()
            .map_err(|e| Error::NoSuchFile(format!("{given}: {e}")).to_string())?;
        let key = canonical.display().to_string();
        if self.opened.contains(&key) {
            return Ok(key);
        }
        let meta = std::fs::metadata(&canonical)
            .map_err(|e| Error::NoSuchFile(format!("{given}: {e}")).to_string())?;
        let stamp = (meta.modified().ok(), meta.len());
        if let Some((s, _)) = self.disk.get(&key)
            && *s == stamp
        {
            return Ok(key);
        }
        let text = crate::input::read_ir(&canonical)?;
        let hash = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            text.hash(&mut h);
            h.finish()
        };
        // Touched but equal: nothing to recompute.
        if self.disk.get(&key).is_none_or(|(_, h)| *h != hash) {
            self.host.change_file(&key, &text);
        }
        self.disk.insert(key.clone(), (stamp, hash));
        Ok(key)
    }
}

/// `range.start` or `range.end`: `{line, character}`, both from 0.
fn position(range: &Value, key: &str) -> Result<TextPosition, (i64, String)> {
    let field = |name: &str| {
        range
            .get(key)
            .and_then(|p| p.get(name))
            .and_then(Value::as_u64)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| {
                invalid(format!(
                    "`range.{key}.{name}` must be a non-negative integer"
                ))
            })
    };
    Ok(TextPosition {
        line: field("line")?,
        character: field("character")?,
    })
}
