//! Lexer for textual LLVM IR.
//!
//! Works on bytes and produces [`Token`]s that are plain offsets into the
//! input: no token owns a `String`, the parser slices the text when it needs
//! a token's spelling. Every token boundary is a `char` boundary, so slicing
//! never panics, whatever the input.

/// What a token is. Punctuation kinds are named after their spelling.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TokenKind {
    Eof,
    /// A byte that starts no token, or an unterminated string.
    Error,
    /// Keyword or bare word: `add`, `i32`, `nuw`, `DW_OP_deref`, `DIFlagPrototyped`.
    Word,
    /// Decimal integer, possibly negative.
    Int,
    /// `u0x...` / `s0x...` integer.
    HexInt,
    /// Decimal float (`1.5e+3`) or hex float (`0x3FF0...`, `0xK...`, `0xH...`).
    Float,
    /// `"..."`; the text includes the quotes.
    String,
    /// `c"..."`.
    CString,
    /// `name:`, `42:` or `"quoted":`; the text includes the colon.
    Label,
    /// `%name` / `%"quoted"`.
    LocalVar,
    /// `%42`.
    LocalId,
    /// `@name` / `@"quoted"`.
    GlobalVar,
    /// `@42`.
    GlobalId,
    /// `$name` / `$"quoted"`.
    ComdatVar,
    /// `!name` (named metadata, attachment kinds, `!DILocation`).
    MetadataVar,
    /// `!42`.
    MetadataId,
    /// `#42`.
    AttrGroupId,
    /// `#dbg_value`, `#dbg_declare`, ...: the start of a debug record.
    DbgRecord,
    /// `^42`: a ThinLTO summary entry id.
    SummaryId,
    Equal,
    Comma,
    Star,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Less,
    Greater,
    /// `!` not followed by a name or number (`!{`, `!"str"`).
    Exclaim,
    Bar,
    DotDotDot,
}

/// A token: kind and byte range. `line_start` says whether it is the first
/// token on its line, which the parser uses where LLVM's grammar is
/// ambiguous without line breaks (trailing call attributes) and the splitter
/// uses to find items.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Token {
    pub kind: TokenKind,
    pub line_start: bool,
    pub start: u32,
    pub end: u32,
}

impl Token {
    pub fn text(self, src: &str) -> &str {
        &src[self.start as usize..self.end as usize]
    }
    pub fn len(self) -> u32 {
        self.end - self.start
    }
    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
}

/// An incremental lexer over a byte range of `text`.
pub struct Lexer<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// Whether a newline was crossed since the previous token.
    newline: bool,
}

/// Bytes that may continue an identifier (`IDENT`) and start one
/// (`IDENT_START`), as bits of one table: one load per byte in the loops
/// that scan names, most of a module's text.
const IDENT: u8 = 1;
const IDENT_START: u8 = 2;
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let punct = matches!(c, b'-' | b'$' | b'.' | b'_');
        if c.is_ascii_alphabetic() || punct {
            t[b] = IDENT | IDENT_START;
        } else if c.is_ascii_digit() {
            t[b] = IDENT;
        }
        b += 1;
    }
    t
};

fn is_ident(b: u8) -> bool {
    CLASS[b as usize] & IDENT != 0
}

fn is_ident_start(b: u8) -> bool {
    CLASS[b as usize] & IDENT_START != 0
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str, pos: usize) -> Lexer<'a> {
        let bytes = text.as_bytes();
        let newline = pos == 0 || bytes.get(pos.wrapping_sub(1)) == Some(&b'\n');
        Lexer {
            bytes,
            pos: pos.min(bytes.len()),
            newline,
        }
    }

    /// Current byte offset (after the last token returned).
    pub fn offset(&self) -> usize {
        self.pos
    }

    fn peek_at(&self, i: usize) -> u8 {
        self.bytes.get(i).copied().unwrap_or(0)
    }

    fn skip_trivia(&mut self) {
        while let Some(&b) = self.bytes.get(self.pos) {
            match b {
                b'\n' => {
                    self.newline = true;
                    self.pos += 1;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                b';' => {
                    let rest = &self.bytes[self.pos..];
                    self.pos += rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
                }
                _ => break,
            }
        }
    }

    fn ident_end(&self, i: usize) -> usize {
        let rest = self.bytes.get(i..).unwrap_or_default();
        i + rest
            .iter()
            .position(|&b| !is_ident(b))
            .unwrap_or(rest.len())
    }

    fn digits_end(&self, i: usize) -> usize {
        let rest = self.bytes.get(i..).unwrap_or_default();
        i + rest
            .iter()
            .position(|b| !b.is_ascii_digit())
            .unwrap_or(rest.len())
    }

    /// End of a string whose opening quote is at `i`, or `None` if unterminated.
    fn string_end(&self, i: usize) -> Option<usize> {
        let rest = &self.bytes[i + 1..];
        rest.iter().position(|&b| b == b'"').map(|p| i + 1 + p + 1)
    }

    /// End of the UTF-8 character starting at `i`.
    fn char_end(&self, i: usize) -> usize {
        let mut j = i + 1;
        while j < self.bytes.len() && (self.bytes[j] & 0xC0) == 0x80 {
            j += 1;
        }
        j
    }

    #[inline]
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let line_start = std::mem::replace(&mut self.newline, false);
        let start = self.pos;
        let (kind, end) = self.scan(start);
        self.pos = end;
        Token {
            kind,
            line_start,
            start: start as u32,
            end: end as u32,
        }
    }

    fn scan(&self, i: usize) -> (TokenKind, usize) {
        use TokenKind::*;
        let Some(&b) = self.bytes.get(i) else {
            return (Eof, i);
        };
        let single = |k| (k, i + 1);
        match b {
            b'=' => single(Equal),
            b',' => single(Comma),
            b'*' => single(Star),
            b'(' => single(LParen),
            b')' => single(RParen),
            b'[' => single(LBracket),
            b']' => single(RBracket),
            b'{' => single(LBrace),
            b'}' => single(RBrace),
            b'<' => single(Less),
            b'>' => single(Greater),
            b'|' => single(Bar),
            b'%' | b'@' | b'$' | b'!' => self.scan_var(i, b),
            b'#' => {
                let e = self.digits_end(i + 1);
                if e > i + 1 {
                    (AttrGroupId, e)
                } else if self.bytes[i + 1..].starts_with(b"dbg_") {
                    (DbgRecord, self.ident_end(i + 5))
                } else {
                    (Error, i + 1)
                }
            }
            b'^' => {
                let e = self.digits_end(i + 1);
                if e > i + 1 {
                    (SummaryId, e)
                } else {
                    (Error, i + 1)
                }
            }
            b'"' => match self.string_end(i) {
                Some(e) if self.peek_at(e) == b':' => (Label, e + 1),
                Some(e) => (String, e),
                None => (Error, self.bytes.len()),
            },
            b'0'..=b'9' | b'-' | b'+' => self.scan_number(i),
            b'.' if self.bytes[i..].starts_with(b"...") => (DotDotDot, i + 3),
            _ if is_ident_start(b) => self.scan_word(i),
            _ => (Error, self.char_end(i)),
        }
    }

    fn scan_var(&self, i: usize, sigil: u8) -> (TokenKind, usize) {
        use TokenKind::*;
        let (named, id) = match sigil {
            b'%' => (LocalVar, LocalId),
            b'@' => (GlobalVar, GlobalId),
            b'$' => (ComdatVar, ComdatVar),
            _ => (MetadataVar, MetadataId),
        };
        let n = self.peek_at(i + 1);
        if n == b'"' && sigil != b'!' {
            return match self.string_end(i + 1) {
                Some(e) => (named, e),
                None => (Error, self.bytes.len()),
            };
        }
        if n.is_ascii_digit() && sigil != b'$' {
            return (id, self.digits_end(i + 1));
        }
        if is_ident_start(n)
            || (sigil == b'!' && n == b'\\')
            || (sigil == b'$' && n.is_ascii_digit())
        {
            let mut e = i + 1;
            while e < self.bytes.len()
                && (is_ident(self.bytes[e]) || (sigil == b'!' && self.bytes[e] == b'\\'))
            {
                e += 1;
            }
            return (named, e);
        }
        if sigil == b'!' {
            (Exclaim, i + 1)
        } else {
            (Error, i + 1)
        }
    }

    fn scan_number(&self, i: usize) -> (TokenKind, usize) {
        use TokenKind::*;
        let b = self.bytes[i];
        if b == b'0' && self.peek_at(i + 1) == b'x' {
            let mut j = i + 2;
            if matches!(self.peek_at(j), b'K' | b'L' | b'M' | b'H' | b'R') {
                j += 1;
            }
            let e = {
                let mut e = j;
                while e < self.bytes.len() && self.bytes[e].is_ascii_hexdigit() {
                    e += 1;
                }
                e
            };
            return if e > j { (Float, e) } else { (Error, i + 2) };
        }
        let digits_start = if matches!(b, b'-' | b'+') { i + 1 } else { i };
        let e = self.digits_end(digits_start);
        if e == digits_start {
            // `-foo:` is a label; a lone sign is not a token.
            let w = self.ident_end(i);
            if self.peek_at(w) == b':' && w > i + 1 {
                return (Label, w + 1);
            }
            return (Error, i + 1);
        }
        if self.peek_at(e) == b'.' && self.peek_at(e + 1) != b'.' {
            let mut f = self.digits_end(e + 1);
            if matches!(self.peek_at(f), b'e' | b'E') {
                let s = if matches!(self.peek_at(f + 1), b'-' | b'+') {
                    f + 2
                } else {
                    f + 1
                };
                let x = self.digits_end(s);
                if x > s {
                    f = x;
                }
            }
            return (Float, f);
        }
        let w = self.ident_end(e);
        if self.peek_at(w) == b':' {
            return (Label, w + 1);
        }
        (Int, e)
    }

    fn scan_word(&self, i: usize) -> (TokenKind, usize) {
        use TokenKind::*;
        let b = self.bytes[i];
        let n = self.peek_at(i + 1);
        if b == b'c' && n == b'"' {
            return match self.string_end(i + 1) {
                Some(e) => (CString, e),
                None => (Error, self.bytes.len()),
            };
        }
        if matches!(b, b'u' | b's') && n == b'0' && self.peek_at(i + 2) == b'x' {
            let mut e = i + 3;
            while e < self.bytes.len() && self.bytes[e].is_ascii_hexdigit() {
                e += 1;
            }
            if e > i + 3 {
                return (HexInt, e);
            }
        }
        let e = self.ident_end(i);
        if self.peek_at(e) == b':' {
            return (Label, e + 1);
        }
        (Word, e)
    }
}

/// Lexes the whole of `text`; the last token is `Eof`.
pub fn lex(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    lex_into(text, &mut out);
    out
}

/// [`lex`] into `out`, cleared first: a buffer kept from one text to the
/// next is allocated once.
pub fn lex_into(text: &str, out: &mut Vec<Token>) {
    let mut lexer = Lexer::new(text, 0);
    out.clear();
    out.reserve(text.len() / 5 + 1);
    loop {
        let t = lexer.next_token();
        out.push(t);
        if t.kind == TokenKind::Eof {
            return;
        }
    }
}

/// Decodes LLVM's string escapes (`\\` and `\XX`) into bytes.
pub fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            if b.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if let (Some(h), Some(l)) = (
                b.get(i + 1).and_then(|c| (*c as char).to_digit(16)),
                b.get(i + 2).and_then(|c| (*c as char).to_digit(16)),
            ) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    fn dump(text: &str) -> String {
        lex(text)
            .iter()
            .map(|t| {
                format!(
                    "{:?}{}`{}`",
                    t.kind,
                    if t.line_start { "^" } else { "" },
                    t.text(text)
                )
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn tokens() {
        expect![[r#"Label^`entry:` LocalVar^`%x.1` Equal`=` Word`add` Word`nsw` Word`i32` LocalId`%0` Comma`,` Int`-7` Word^`br` Word`label` LocalVar`%"a b"` Eof^``"#]]
            .assert_eq(&dump("entry:\n  %x.1 = add nsw i32 %0, -7 ; c\n br label %\"a b\"\n"));
        expect![[r#"Float^`1.5e+3` Float`0x3FF0000000000000` Float`0xK4000800000000000000` Float`0xH3C00` HexInt`u0xFF` CString`c"ab\00"` MetadataVar`!dbg` MetadataId`!12` Exclaim`!` LBrace`{` String`"s"` RBrace`}` AttrGroupId`#3` DotDotDot`...` Label`"q":` Label`42:` GlobalVar`@"\01f"` GlobalId`@7` ComdatVar`$c` Eof``"#]]
            .assert_eq(&dump(r#"1.5e+3 0x3FF0000000000000 0xK4000800000000000000 0xH3C00 u0xFF c"ab\00" !dbg !12 !{"s"} #3 ... "q": 42: @"\01f" @7 $c"#));
    }

    #[test]
    fn garbage_is_error_tokens() {
        expect![[r#"Error^`é` Error`%` Error`#` Word`x` Error`"never closed`"#]]
            .assert_eq(&dump("é % #x \"never closed").replace(" Eof``", ""));
    }

    #[test]
    fn escapes() {
        assert_eq!(unescape(r"a\5Cb\\c\01\zz"), b"a\\b\\c\x01\\zz");
    }
}
