//! The OptVLS dump as text: the request, the server's grouping output,
//! then per group its shuffle sequence (or the full trace) and the cost
//! decision.

use std::fmt::Write;

use crate::model::VlsReport;

fn indent(text: &str, pad: &str) -> String {
    text.lines().map(|l| format!("{pad}{l}\n")).collect()
}

/// The request, the server's grouping output, then per group its sequence
/// (or the full trace) and the cost decision.
pub fn vls_text(r: &VlsReport, trace: bool) -> String {
    let mut out = format!(
        "@{} loop {}: VF {} (range {}), target {} ({}), vector length {} bytes\n",
        r.function,
        r.loop_,
        r.vf,
        r.range,
        r.target,
        r.target_source.phrase(),
        r.vector_length
    );
    for m in &r.memrefs {
        let _ = writeln!(out, "  #{} = memref {}: {}", m.server, m.memref, m.text);
    }
    out.push_str(&r.grouping.to_string());
    for (s, c) in r.sequences.iter().zip(&r.costs) {
        let members: Vec<String> = c.members.iter().map(ToString::to_string).collect();
        let _ = writeln!(
            out,
            "Group#{} (memrefs {}):",
            s.group + 1,
            members.join(", ")
        );
        if trace {
            out.push_str(&indent(&s.trace.to_string(), "  "));
        } else {
            match &s.trace.result {
                Ok(seq) => {
                    out.push_str("  Final Sequence:\n");
                    out.push_str(&indent(&seq.to_string(), "    "));
                }
                Err(_) => {
                    let b = s.trace.bail_out.as_deref().unwrap_or_default();
                    let _ = writeln!(out, "  Bail out: {b}");
                }
            }
        }
        let seq = c
            .sequence_cost
            .map_or("none".to_string(), |s| s.to_string());
        let _ = writeln!(
            out,
            "  Cost: gathers {}, sequence {} -> {} ({})",
            c.gather_cost,
            seq,
            c.cost,
            if c.uses_sequence {
                "sequence"
            } else {
                "gathers"
            }
        );
    }
    out
}
