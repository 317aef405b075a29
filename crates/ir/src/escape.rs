//! LLVM's spelling of names and string bytes in `.ll` text: what the
//! printer and the types' `Display` share.

use std::fmt;

/// Writes an identifier, quoting it (`"name with space"`) when LLVM would.
pub fn write_ident(f: &mut dyn fmt::Write, name: &str) -> fmt::Result {
    let b = name.as_bytes();
    let plain = !b.is_empty()
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_'))
        && (!b[0].is_ascii_digit() || b.iter().all(u8::is_ascii_digit));
    if plain {
        return f.write_str(name);
    }
    f.write_char('"')?;
    write_escaped(f, b)?;
    f.write_char('"')
}

/// Writes bytes with LLVM's escaping: printable ASCII but `"` and `\` as is,
/// everything else as `\XX`.
pub fn write_escaped(f: &mut dyn fmt::Write, bytes: &[u8]) -> fmt::Result {
    for &c in bytes {
        if (0x20..0x7F).contains(&c) && c != b'"' && c != b'\\' {
            f.write_char(c as char)?;
        } else {
            write!(f, "\\{c:02X}")?;
        }
    }
    Ok(())
}
