//! The plan's text form (LLVM's `VPlan::print`); the façade draws its
//! Graphviz form.

use std::fmt::Write as _;

use super::{RegionKind, VPBlock, VPRegion, VPlan};

impl VPlan {
    /// The LLVM-like text form (`VPlan::print`).
    pub fn print(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "VPlan '{}' {{", self.name());
        if let Some(r) = &self.illegal {
            let _ = writeln!(out, "; not vectorized: {r}");
            out.push_str("}\n");
            return out;
        }
        out.push_str("Live-in vp<%0> = vector-trip-count\n");
        if self.fold_tail {
            out.push_str("Live-in vp<%BTC> = backedge-taken count (tail folded by masking)\n");
        }
        out.push('\n');
        print_blocks(&mut out, &self.blocks, 0);
        out.push_str("}\n");
        out
    }
}

impl VPRegion {
    /// The region's title as LLVM's VPlan printer writes it.
    pub fn label(&self) -> String {
        match self.kind {
            RegionKind::VectorLoop => format!("<x1> {}", self.name),
            RegionKind::Replicate => format!("<xVFxUF> {}", self.name),
            RegionKind::InnerLoop { divergent, .. } => format!(
                "<x1> inner loop {} ({} exit)",
                self.name,
                if divergent { "divergent" } else { "uniform" }
            ),
        }
    }
}

fn print_successors(out: &mut String, pad: &str, s: &[String]) {
    if s.is_empty() {
        let _ = writeln!(out, "{pad}No successors");
    } else {
        let _ = writeln!(out, "{pad}Successor(s): {}", s.join(", "));
    }
}

fn print_blocks(out: &mut String, bs: &[VPBlock], depth: usize) {
    let pad = "  ".repeat(depth);
    for (k, b) in bs.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        match b {
            VPBlock::Basic(bb) => {
                let _ = writeln!(out, "{pad}{}:", bb.name);
                for r in &bb.recipes {
                    for (j, line) in r.text.lines().enumerate() {
                        let extra = if j > 0 { "  " } else { "" };
                        let _ = writeln!(out, "{pad}  {extra}{line}");
                    }
                }
                print_successors(out, &pad, &bb.successors);
                if let Some(c) = &bb.cond {
                    let _ = writeln!(out, "{pad}CondBit: {c}");
                }
            }
            VPBlock::Region(r) => {
                let _ = writeln!(out, "{pad}{}: {{", r.label());
                print_blocks(out, &r.blocks, depth + 1);
                let _ = writeln!(out, "{pad}}}");
                print_successors(out, &pad, &r.successors);
            }
        }
    }
}
