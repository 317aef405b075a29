//! Text renderings of the façade's plain data (the JSON forms are serde's).

use std::fmt::Write;

use crate::model::{FunctionInfo, LoopInfo};

/// `lanes loops` text: one paragraph per loop, nested loops indented.
pub fn loops_text(loops: &[LoopInfo]) -> String {
    let mut out = String::new();
    let mut current: Option<&str> = None;
    for l in loops {
        if current != Some(&l.function) {
            if current.is_some() {
                out.push('\n');
            }
            let _ = writeln!(out, "@{}", l.function);
            current = Some(&l.function);
        }
        let indent = "  ".repeat(l.depth as usize);
        let mut facts = vec![format!("depth {}", l.depth)];
        if l.innermost {
            facts.push("innermost".into());
        }
        facts.push(match l.trip_count {
            Some(n) => format!("trip count {n}"),
            None => "trip count unknown".into(),
        });
        if let Some(loc) = &l.debug_loc {
            facts.push(format!("line {loc}"));
        }
        let _ = writeln!(out, "{indent}{} {}: {}", l.path, l.header, facts.join(", "));
        let _ = writeln!(
            out,
            "{indent}  preheader {}; latches {}; exiting {}; exits {}",
            l.preheader.as_deref().unwrap_or("none"),
            join(&l.latches),
            join(&l.exiting),
            join(&l.exits)
        );
        let _ = writeln!(out, "{indent}  blocks {}", join(&l.blocks));
        for iv in &l.inductions {
            let _ = writeln!(
                out,
                "{indent}  {} {} = {} step {} (next {})",
                if iv.pointer { "pointer IV" } else { "IV" },
                iv.name,
                iv.start,
                iv.step,
                iv.update
            );
        }
        for (k, v) in &l.hints {
            if v.is_empty() {
                let _ = writeln!(out, "{indent}  hint {k}");
            } else {
                let _ = writeln!(out, "{indent}  hint {k} = {v}");
            }
        }
    }
    if loops.is_empty() {
        out.push_str("no loops\n");
    }
    out
}

/// A compact listing of functions.
pub fn functions_text(path: &str, funcs: &[FunctionInfo]) -> String {
    let mut out = format!("{path}\n");
    for f in funcs {
        let _ = writeln!(
            out,
            "  @{} (line {}): {} blocks, {} instructions, {} loops{}{}",
            f.name,
            f.line,
            f.blocks,
            f.instructions,
            f.loops,
            if f.genx { ", GenX" } else { "" },
            if f.ok { "" } else { ", has errors" }
        );
    }
    out
}

fn join(v: &[String]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}
