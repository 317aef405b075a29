//! Typed reasons: why a loop or a VF is not vectorized, as enums of their
//! causes with the numbers and names they carry. Their `Display` is the
//! text a user reads, and they serialize as that text, so that reports
//! read the same whether a reason is kept typed or rendered.

use std::fmt;
use std::ops::Deref;

/// Implements `serde::Serialize` as the value's `Display` text.
macro_rules! serialize_as_text {
    ($($t:ty),* $(,)?) => {
        $(
            impl serde::Serialize for $t {
                fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                    s.collect_str(self)
                }
            }
        )*
    };
}
pub(crate) use serialize_as_text;

/// A typed reason kept with its text, for lists that are read as text (a
/// report line, a test's expectation) and matched by kind.
#[derive(Clone, PartialEq, Eq)]
pub struct Reason<K> {
    pub kind: K,
    text: Box<str>,
}

impl<K: fmt::Display> Reason<K> {
    pub fn new(kind: K) -> Self {
        let text = kind.to_string().into_boxed_str();
        Reason { kind, text }
    }
}

/// An empty reason of the kind's default (for `unwrap_or_default`).
impl<K: Default + fmt::Display> Default for Reason<K> {
    fn default() -> Self {
        Reason::new(K::default())
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

impl<K> serde::Serialize for Reason<K> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

/// Serializes an optional reason of another crate as its `Display` text
/// (`#[serde(serialize_with = "...")]`).
pub fn optional_text<T: fmt::Display, S: serde::Serializer>(
    v: &Option<T>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match v {
        Some(v) => s.collect_str(v),
        None => s.serialize_none(),
    }
}
