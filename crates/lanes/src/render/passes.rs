//! Text renderings of the GenX IR passes and the vISA writer: what `lanes
//! collapse` and `lanes visa` print by default.

/// A GenX IR pass's output: per function, a header naming the pass and the
/// platform, the rules applied as comments, then the function after it.
pub fn pass_text(dumps: &Vec<crate::model::PassDump>) -> String {
    let mut out = String::new();
    for d in dumps {
        out.push_str(&format!(
            "; {} on {} ({}-byte GRF): @{}, {}\n",
            d.pass,
            d.platform,
            d.grf_bytes,
            d.function,
            match d.rules.len() {
                0 => "unchanged".to_string(),
                n => format!("{n} {}", if n == 1 { "rewrite" } else { "rewrites" }),
            }
        ));
        for r in &d.rules {
            out.push_str(&format!(";   {r}\n"));
        }
        out.push_str(&d.after);
        out.push('\n');
    }
    out
}

/// vISA assembly per function, after a line naming the platform.
pub fn visa_text(dumps: &Vec<crate::model::VisaDump>) -> String {
    let mut out = String::new();
    for d in dumps {
        out.push_str(&format!(
            "// vISA of @{} on {} ({}-byte GRF)\n{}",
            d.function, d.platform, d.grf_bytes, d.visa
        ));
    }
    out
}
