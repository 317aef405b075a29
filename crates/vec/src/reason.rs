//! Typed reasons: why a loop or a VF is not vectorized, as enums of their
//! causes with the numbers and names they carry. Their `Display` is the
//! text a user reads (the façade's model serializes a reason as it), so
//! that reports read the same whether a reason is kept typed or rendered.

use std::fmt;
use std::ops::Deref;

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
