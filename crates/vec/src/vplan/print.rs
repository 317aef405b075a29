//! The plan's text form (LLVM's `VPlan::print`) and its Graphviz form.

use std::fmt::Write as _;

use rustc_hash::FxHashMap;

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

    /// Graphviz form: one cluster per region, one node per basic block.
    pub fn dot(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "digraph VPlan {{");
        let _ = writeln!(
            out,
            "graph [labelloc=t, fontsize=30; label=\"{}\"]",
            esc(&self.name())
        );
        out.push_str("node [shape=rect, fontname=Courier, fontsize=30]\nedge [fontname=Courier, fontsize=30]\ncompound=true\n");
        let mut edges = Vec::new();
        let mut n = 0usize;
        let mut ids: FxHashMap<String, String> = FxHashMap::default();
        dot_blocks(&mut out, &self.blocks, 1, &mut n, &mut ids, &mut edges);
        for (a, b) in edges {
            if let (Some(x), Some(y)) = (ids.get(&a), ids.get(&b)) {
                let _ = writeln!(out, "  {x} -> {y}");
            }
        }
        out.push_str("}\n");
        out
    }
}

fn esc(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

fn dot_blocks(
    out: &mut String,
    bs: &[VPBlock],
    depth: usize,
    n: &mut usize,
    ids: &mut FxHashMap<String, String>,
    edges: &mut Vec<(String, String)>,
) {
    let pad = "  ".repeat(depth);
    for b in bs {
        match b {
            VPBlock::Basic(bb) => {
                let id = format!("N{n}");
                *n += 1;
                let mut label = format!("{}:\\l", esc(&bb.name));
                for r in &bb.recipes {
                    for line in r.text.lines() {
                        let _ = write!(label, "  {}\\l", esc(line));
                    }
                }
                let _ = writeln!(out, "{pad}{id} [label=\"{label}\"]");
                ids.insert(bb.name.clone(), id);
                for s in &bb.successors {
                    edges.push((bb.name.clone(), s.clone()));
                }
            }
            VPBlock::Region(r) => {
                let _ = writeln!(out, "{pad}subgraph cluster_N{n} {{");
                *n += 1;
                let _ = writeln!(
                    out,
                    "{pad}  fontname=Courier\n{pad}  label=\"{}\"",
                    esc(&region_label(r))
                );
                dot_blocks(out, &r.blocks, depth + 1, n, ids, edges);
                let _ = writeln!(out, "{pad}}}");
                if let Some(first) = r.blocks.first()
                    && !ids.contains_key(&r.name)
                {
                    let id = ids.get(first.name()).cloned().unwrap_or_default();
                    ids.insert(r.name.clone(), id);
                }
                if let Some(last) = r.blocks.last() {
                    for s in &r.successors {
                        edges.push((last.name().to_string(), s.clone()));
                    }
                }
            }
        }
    }
}

fn region_label(r: &VPRegion) -> String {
    match r.kind {
        RegionKind::VectorLoop => format!("<x1> {}", r.name),
        RegionKind::Replicate => format!("<xVFxUF> {}", r.name),
        RegionKind::InnerLoop { divergent, .. } => format!(
            "<x1> inner loop {} ({} exit)",
            r.name,
            if divergent { "divergent" } else { "uniform" }
        ),
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
                let _ = writeln!(out, "{pad}{}: {{", region_label(r));
                print_blocks(out, &r.blocks, depth + 1);
                let _ = writeln!(out, "{pad}}}");
                print_successors(out, &pad, &r.successors);
            }
        }
    }
}
