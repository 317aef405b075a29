//! Printer: IR back to `.ll` text in LLVM's syntax.

use std::fmt;

use crate::inst::Value;
use crate::module::Function;

/// Writes an identifier, quoting it (`"name with space"`) when LLVM would.
pub fn write_ident(f: &mut fmt::Formatter<'_>, name: &str) -> fmt::Result {
    f.write_str(name)
}

/// The operand as LLVM prints it without its type (`%x`, `4`, `@g`, `null`).
pub fn value_to_string(_func: &Function, _v: &Value) -> String {
    unimplemented!()
}

/// IEEE half bits to f64.
pub fn half_to_f64(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((bits >> 10) & 0x1f) as i32;
    let frac = (bits & 0x3ff) as f64;
    match exp {
        0 => sign * frac * 2f64.powi(-24),
        31 if frac == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        e => sign * (1.0 + frac / 1024.0) * 2f64.powi(e - 15),
    }
}
