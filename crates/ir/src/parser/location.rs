//! The numbered `DILocation` items of a module's header read straight from
//! their bytes, without a token buffer: most of the header of a module
//! with debug info (3,986 of its 4,987 metadata lines at the 1x bench
//! module), each lexed into tokens and parsed field by field before.
//!
//! Only the spelling LLVM prints is taken:
//! `!N = [distinct ]!DILocation(line: L, column: C, scope: !S[, inlinedAt: !I])`,
//! numbers of at most nine digits. Anything else (other blanks, a comment,
//! other fields, a sign, a tenth digit) returns `None` and the item goes to
//! the parser, so what is read here is exactly what the parser builds
//! (a [`MdKind::Location`] without diagnostics), and bad input still gets
//! the parser's diagnostics.

use crate::metadata::{Location, MdKind, MdNode};

/// The node number and node of the item `text`, if it is a `DILocation`
/// in the spelling above.
pub(super) fn location_item(text: &str) -> Option<(u32, MdNode)> {
    let mut r = Bytes(text.as_bytes());
    r.eat(b"!")?;
    let n = r.number()?;
    r.eat(b" = ")?;
    let distinct = r.eat(b"distinct ").is_some();
    r.eat(b"!DILocation(line: ")?;
    let line = r.number()?;
    r.eat(b", column: ")?;
    let column = r.number()?;
    r.eat(b", scope: !")?;
    let scope = r.number()?;
    let inlined_at = match r.eat(b", inlinedAt: !") {
        Some(()) => Some(r.number()?),
        None => None,
    };
    r.eat(b")")?;
    if !r.0.is_empty() {
        return None;
    }
    let kind = MdKind::Location(Location {
        line,
        column,
        scope,
        inlined_at,
    });
    Some((n, MdNode { distinct, kind }))
}

/// The bytes not read yet.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn eat(&mut self, s: &[u8]) -> Option<()> {
        self.0 = self.0.strip_prefix(s)?;
        Some(())
    }

    /// A decimal number of one to nine digits (so that it fits a `u32`),
    /// not followed by a byte that would continue its token (the lexer
    /// reads `3a` or `3.` as something else).
    fn number(&mut self) -> Option<u32> {
        let len = self
            .0
            .iter()
            .take(10)
            .take_while(|b| b.is_ascii_digit())
            .count();
        if len == 0 || len > 9 {
            return None;
        }
        let (digits, rest) = self.0.split_at(len);
        if !matches!(rest.first(), Some(b',' | b')' | b' ') | None) {
            return None;
        }
        self.0 = rest;
        Some(digits.iter().fold(0, |v, &d| v * 10 + u32::from(d - b'0')))
    }
}

#[cfg(test)]
mod tests {
    use super::location_item;
    use crate::module::Module;
    use crate::parser::{ItemKind, parse_item};

    /// What the parser builds for the item, if it builds one node without
    /// diagnostics.
    fn parsed(text: &str) -> Option<(u32, crate::MdNode)> {
        let mut m = Module::default();
        let diags = parse_item(&mut m, text, ItemKind::Metadata);
        (diags.is_empty() && m.metadata.len() == 1).then(|| m.metadata.pop().unwrap())
    }

    #[test]
    fn agrees_with_the_parser() {
        let taken = [
            "!5 = !DILocation(line: 3, column: 7, scope: !4)",
            "!12 = distinct !DILocation(line: 0, column: 0, scope: !9, inlinedAt: !11)",
            "!7 = !DILocation(line: 123456789, column: 12, scope: !007)",
        ];
        for t in taken {
            let fast = location_item(t);
            assert!(fast.is_some(), "{t}");
            assert_eq!(fast, parsed(t), "{t}");
        }
        // Left to the parser: other spellings, other fields, numbers a
        // `u32` may not hold, tokens that continue a number, trailing text.
        let left = [
            "!5 = !DILocation(line: 3, column: 7, scope: !4) ; c",
            "!5 =  !DILocation(line: 3, column: 7, scope: !4)",
            "!5 = !DILocation(line: 3, scope: !4)",
            "!5 = !DILocation(line: -3, column: 7, scope: !4)",
            "!5 = !DILocation(line: 3, column: 7, scope: !4, isImplicitCode: true)",
            "!5 = !DILocation(line: 1234567890, column: 7, scope: !4)",
            "!5 = !DILocation(line: 3a, column: 7, scope: !4)",
            "!5 = !DILocation(line: 3., column: 7, scope: !4)",
            "!5 = !DILocation(line: 3, column: 7, scope: !4)x",
            "!5 = !DILocation(line: 3, column: 7, scope: !4",
            "!99999999999 = !DILocation(line: 3, column: 7, scope: !4)",
            "!5 = !DIFile(filename: \"a.c\", directory: \"/\")",
            "!5 = !{!1, !2}",
        ];
        for t in left {
            assert_eq!(location_item(t), None, "{t}");
        }
    }

    /// Every prefix and every one-byte change of a taken item is either
    /// taken to what the parser builds, or left to the parser.
    #[test]
    fn never_differs_from_the_parser() {
        let base = "!12 = distinct !DILocation(line: 40, column: 9, scope: !9, inlinedAt: !11)";
        let mut texts: Vec<String> = (0..=base.len()).map(|k| base[..k].to_string()).collect();
        for k in 0..base.len() {
            for b in [
                b' ', b'0', b'9', b'a', b'!', b',', b')', b'-', b'.', b';', b'\n',
            ] {
                let mut t = base.as_bytes().to_vec();
                t[k] = b;
                texts.push(String::from_utf8(t).unwrap());
            }
        }
        for t in &texts {
            if let Some(fast) = location_item(t) {
                assert_eq!(Some(fast), parsed(t), "{t:?}");
            }
        }
    }
}
