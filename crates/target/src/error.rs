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
}

impl Error {
    pub(crate) fn msg(message: impl Into<String>) -> Error {
        Error {
            file: None,
            position: None,
            message: message.into(),
        }
    }

    pub(crate) fn from_toml(err: &toml::de::Error, text: &str, file: &str) -> Error {
        Error {
            file: Some(file.to_string()),
            position: err.span().map(|s| Position::of_offset(text, s.start)),
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
