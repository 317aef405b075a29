//! Diagnostics with byte positions, rendered as `file:line:col: error: ...`
//! with the source line and a caret.

use std::fmt::Write;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

/// A problem in the input. `offset` is relative to the text that was parsed
/// (the function's own text for function bodies, see [`crate::Span`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub offset: u32,
    pub len: u32,
    pub message: String,
}

impl Diagnostic {
    pub fn error(offset: u32, len: u32, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            offset,
            len,
            message: message.into(),
        }
    }
    pub fn warning(offset: u32, len: u32, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            offset,
            len,
            message: message.into(),
        }
    }
    /// The same diagnostic with its offset moved by `base` (function-relative → file).
    pub fn shifted(mut self, base: u32) -> Diagnostic {
        self.offset += base;
        self
    }

    /// The message with control characters of the input written `\\xNN`,
    /// so that printing it never drives a terminal or breaks a line.
    pub fn printable_message(&self) -> String {
        let mut message = String::with_capacity(self.message.len());
        for c in self.message.chars() {
            if c.is_control() {
                let _ = write!(message, "\\x{:02X}", c as u32);
            } else {
                message.push(c);
            }
        }
        message
    }

    /// `path:line:col: error: message`, the source line, and a caret under the column.
    pub fn render(&self, path: &str, file_text: &str) -> String {
        let index = LineIndex::new(file_text);
        let (line, col) = index.line_col(self.offset);
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        let message = self.printable_message();
        let mut out = format!("{path}:{}:{}: {sev}: {message}\n", line + 1, col + 1);
        // Control characters of the input (a binary file, stray escapes)
        // would drive the terminal: each shows as one replacement character.
        let src: String = index
            .line_text(file_text, line)
            .chars()
            .map(|c| {
                if c.is_control() && c != '\t' {
                    '\u{FFFD}'
                } else {
                    c
                }
            })
            .collect();
        let col = index.line_text(file_text, line)[..]
            .get(..col as usize)
            .map_or(col as usize, |s| s.chars().count());
        let _ = writeln!(out, "{src}");
        let pad: String = src
            .chars()
            .take(col)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let width = (self.len as usize).clamp(1, src.chars().count().saturating_sub(col).max(1));
        let _ = writeln!(out, "{pad}^{}", "~".repeat(width - 1));
        out
    }
}

/// Maps byte offsets to zero-based (line, column in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        LineIndex { starts }
    }
    /// Zero-based line and character column of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        (line as u32, offset - self.starts[line])
    }
    pub fn line_start(&self, line: u32) -> u32 {
        self.starts[line as usize]
    }
    pub fn line_text<'t>(&self, text: &'t str, line: u32) -> &'t str {
        let start = self.starts[line as usize] as usize;
        let end = self
            .starts
            .get(line as usize + 1)
            .map(|&e| e as usize)
            .unwrap_or(text.len());
        let start = start.min(text.len());
        text.get(start..end.min(text.len()))
            .unwrap_or("")
            .trim_end_matches(['\n', '\r'])
    }
}
