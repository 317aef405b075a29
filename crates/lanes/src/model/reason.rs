//! Typed reasons in the model: a kind to match on, kept with the text a
//! user reads; the JSON is the text.

use std::fmt;
use std::ops::Deref;

use serde::{Serialize, Serializer};

use super::DepKind;

/// A typed reason with its text (`kind` from the engine, for matching by
/// kind; the text for reading). Serializes as the text.
#[derive(Clone, PartialEq, Eq)]
pub struct Reason<K> {
    /// What the reason is.
    pub kind: K,
    text: Box<str>,
}

impl<K> Reason<K> {
    /// A reason whose text was written already (the engine's).
    pub fn with_text(kind: K, text: &str) -> Self {
        Reason {
            kind,
            text: text.into(),
        }
    }
}

impl<K: fmt::Display> Reason<K> {
    /// A reason whose text is its kind's `Display`.
    pub fn new(kind: K) -> Self {
        let text = kind.to_string().into_boxed_str();
        Reason { kind, text }
    }
}

impl<K> Deref for Reason<K> {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl<K> fmt::Display for Reason<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl<K> fmt::Debug for Reason<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.text, f)
    }
}

impl<K> Serialize for Reason<K> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

/// What a refusal is about: an instruction, or the dependence that makes
/// the loop unsafe. Serializes as [`Subject::text`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Subject {
    /// An instruction, as written.
    Inst(String),
    /// A dependence between two accesses, as written.
    Dependence {
        /// Its kind (`Backward`, ...).
        kind: DepKind,
        /// The source access.
        src: String,
        /// The sink access.
        dst: String,
    },
}

impl Subject {
    /// The instruction as written, or the dependence in words: the JSON
    /// form (unquoted, as `inst` always was).
    pub fn text(&self) -> String {
        match self {
            Subject::Inst(i) => i.clone(),
            Subject::Dependence { .. } => self.to_string(),
        }
    }
}

impl fmt::Display for Subject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Subject::Inst(i) => write!(f, "`{i}`"),
            Subject::Dependence { kind, src, dst } => {
                write!(f, "{kind:?} dependence between `{src}` and `{dst}`")
            }
        }
    }
}

impl Serialize for Subject {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

/// Serializes a typed value as its `Display` text
/// (`#[serde(serialize_with = "as_text")]`).
pub fn as_text<T: fmt::Display, S: Serializer>(v: &T, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(v)
}

/// Serializes an optional typed value as its `Display` text, or `null`.
pub fn optional_text<T: fmt::Display, S: Serializer>(
    v: &Option<T>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match v {
        Some(v) => s.collect_str(v),
        None => s.serialize_none(),
    }
}
