use std::fmt;

/// A 1-based line and column (in characters) in a TOML source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub line: u32,
    pub column: u32,
}

impl Position {
    /// The position of byte offset `offset` in `text`.
    pub fn of_offset(text: &str, offset: usize) -> Position {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &text[..offset];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Position {
            line: before.matches('\n').count() as u32 + 1,
            column: before[line_start..].chars().count() as u32 + 1,
        }
    }
}

/// An error reading, parsing or editing a target description.
///
/// Displays as `file:line:column: message` when the position is known, the
/// form editors and terminals turn into links.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Error {
    /// The file (or built-in name) the error is in, if any.
    pub file: Option<String>,
    pub position: Option<Position>,
    pub message: String,
    /// The text of the line at `position`, for showing it with a caret.
    pub source_line: Option<String>,
}

impl Error {
    pub(crate) fn msg(message: impl Into<String>) -> Error {
        Error {
            file: None,
            position: None,
            message: message.into(),
            source_line: None,
        }
    }

    pub(crate) fn from_toml(err: &toml::de::Error, text: &str, file: &str) -> Error {
        let position = err.span().map(|s| Position::of_offset(text, s.start));
        Error {
            file: Some(file.to_string()),
            position,
            source_line: position
                .and_then(|p| text.lines().nth(p.line as usize - 1))
                .map(str::to_string),
            message: err
                .message()
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

impl Error {
    /// The error as compilers print one: `file:line:col: error: message`,
    /// then the source line and a caret under the column (when known).
    pub fn render(&self) -> String {
        let mut out = String::new();
        if let Some(file) = &self.file {
            out.push_str(file);
            out.push(':');
            if let Some(p) = self.position {
                out.push_str(&format!("{}:{}:", p.line, p.column));
            }
            out.push(' ');
        }
        out.push_str("error: ");
        out.push_str(&self.message);
        out.push('\n');
        if let (Some(p), Some(line)) = (self.position, &self.source_line) {
            let pad: String = line
                .chars()
                .take(p.column.saturating_sub(1) as usize)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            out.push_str(&format!("{line}\n{pad}^\n"));
        }
        out
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}:")?;
            if let Some(p) = self.position {
                write!(f, "{}:{}:", p.line, p.column)?;
            }
            f.write_str(" ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}
