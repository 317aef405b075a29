//! Graphviz renderings (`--format dot`) of the answers that are graphs: loop
//! forests (`loops`, `report`), dependence graphs (`deps`) and the VPlan of
//! the chosen VF with its recipe costs (`cost`).
//!
//! Node ids are built from what a user sees in the IR (function, loop
//! header, memref id, block order), never from hash order, so the same input
//! gives the same graph and a loop keeps its node across edits elsewhere.
//! Every id and label is a quoted, escaped DOT string.

use std::collections::HashMap;
use std::fmt::Write as _;

use lanes_vec::RecipeCost;
use lanes_vec::vplan::{RegionKind, VPBlock, VPRegion};

use crate::model::LoopInfo;
use crate::vec::{DepsReport, deps_verdict};
use crate::vplan::{CostReport, LoopVerdict, VplanReport};

/// `s` as a quoted DOT string: backslashes and quotes escaped, line breaks
/// as `\n` (centred), so no input can end the string or inject attributes.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Left-justified lines as one quoted label (`\l` ends every line).
fn left_label(lines: &[String]) -> String {
    let mut body = String::new();
    for l in lines {
        let q = quote(l);
        body.push_str(&q[1..q.len() - 1]);
        body.push_str("\\l");
    }
    format!("\"{body}\"")
}

/// A not-vectorized reason short enough for a node: without the quoted
/// instruction LLVM's remarks append, cut at a word near 60 characters.
pub fn short_reason(reason: &str) -> String {
    const MAX: usize = 60;
    let r = reason.split(": `").next().unwrap_or(reason).trim();
    if r.chars().count() <= MAX {
        return r.to_string();
    }
    let cut: String = r.chars().take(MAX).collect();
    let cut = match cut.rfind(' ') {
        Some(i) if i > MAX / 2 => &cut[..i],
        _ => cut.as_str(),
    };
    format!("{}…", cut.trim_end_matches([',', ':', ';', ' ']))
}

/// `s` broken at spaces into lines of at most about `width` characters, so a
/// long reason does not make the graph's title wider than the graph.
fn wrap(s: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in s.split(' ') {
        let line = lines.last_mut().expect("never empty");
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

/// The parent path of a loop path (`L0.1` → `L0`); `None` for a top-level loop.
fn parent_path(path: &str) -> Option<&str> {
    path.rfind('.').map(|i| &path[..i])
}

/// `lanes loops --format dot`: one cluster per function, one node per loop
/// (path, header, depth, trip count), edges from a loop to its inner loops.
pub fn loops_dot(loops: &[LoopInfo]) -> String {
    let mut out = String::from("digraph loops {\n");
    out.push_str("  graph [fontname=Helvetica, labelloc=t]\n");
    out.push_str("  node [shape=box, fontname=Helvetica]\n");
    if loops.is_empty() {
        out.push_str("  graph [label=\"no loops\"]\n");
    }
    let id = |f: &str, header: &str| quote(&format!("@{f}/{header}"));
    let mut functions: Vec<&str> = Vec::new();
    for l in loops {
        if !functions.contains(&l.function.as_str()) {
            functions.push(&l.function);
        }
    }
    for f in functions {
        let mine: Vec<&LoopInfo> = loops.iter().filter(|l| l.function == f).collect();
        let _ = writeln!(out, "  subgraph {} {{", quote(&format!("cluster_@{f}")));
        let _ = writeln!(out, "    label={}", quote(&format!("@{f}")));
        for l in &mine {
            let mut facts = format!("depth {}", l.depth);
            if l.innermost {
                facts.push_str(", innermost");
            }
            let trip = l.trip_count.map_or("trip count unknown".to_string(), |n| {
                format!("trip count {n}")
            });
            let label = format!("{} {}\n{facts}\n{trip}", l.path, l.header);
            let _ = writeln!(out, "    {} [label={}]", id(f, &l.header), quote(&label));
        }
        for l in &mine {
            if let Some(p) = &l.parent
                && mine.iter().any(|x| &x.header == p)
            {
                let _ = writeln!(out, "    {} -> {}", id(f, p), id(f, &l.header));
            }
        }
        out.push_str("  }\n");
    }
    out.push_str("}\n");
    out
}

/// `lanes report --format dot`: a cluster per file holding a cluster per
/// function; each loop is a node with its verdict (`VF 8`, or `✗` and the
/// shortened reason), vectorized loops filled green, the others dashed red,
/// edges from a loop to its inner loops. The full reason is the tooltip.
pub fn report_dot(paths: &[String], rows: &[LoopVerdict]) -> String {
    let mut out = String::from("digraph report {\n");
    out.push_str("  graph [fontname=Helvetica, labelloc=t]\n");
    out.push_str("  node [shape=box, fontname=Helvetica]\n");
    let id = |r: &LoopVerdict, header: &str| quote(&format!("{}@{}/{header}", r.file, r.function));
    for p in paths {
        let _ = writeln!(out, "  subgraph {} {{", quote(&format!("cluster_{p}")));
        let _ = writeln!(out, "    label={}", quote(p));
        let mine: Vec<&LoopVerdict> = rows.iter().filter(|r| &r.file == p).collect();
        if mine.is_empty() {
            let _ = writeln!(
                out,
                "    {} [shape=plaintext, label=\"no loops\"]",
                quote(&format!("{p}: no loops"))
            );
        }
        let mut functions: Vec<&str> = Vec::new();
        for r in &mine {
            if !functions.contains(&r.function.as_str()) {
                functions.push(&r.function);
            }
        }
        for f in functions {
            let loops: Vec<&LoopVerdict> =
                mine.iter().copied().filter(|r| r.function == f).collect();
            let _ = writeln!(
                out,
                "    subgraph {} {{",
                quote(&format!("cluster_{p}@{f}"))
            );
            let _ = writeln!(out, "      label={}", quote(&format!("@{f}")));
            for r in &loops {
                let (verdict, style) = if r.vectorized {
                    (
                        format!(
                            "VF {}{}{}",
                            r.vf,
                            if r.ic > 1 {
                                format!(", IC {}", r.ic)
                            } else {
                                String::new()
                            },
                            if r.fold_tail { ", tail folded" } else { "" }
                        ),
                        "style=filled, fillcolor=\"#c8e6c9\", color=\"#2e7d32\"",
                    )
                } else {
                    (
                        format!(
                            "✗ {}",
                            short_reason(r.reason.as_deref().unwrap_or("no reason recorded"))
                        ),
                        "style=dashed, color=\"#c62828\", fontcolor=\"#c62828\"",
                    )
                };
                let label = format!("{} {}\n{verdict}", r.path, r.loop_);
                let tooltip = r.reason.as_deref().unwrap_or("");
                let _ = writeln!(
                    out,
                    "      {} [label={}, tooltip={}, {style}]",
                    id(r, &r.loop_),
                    quote(&label),
                    quote(tooltip)
                );
            }
            for r in &loops {
                let parent =
                    parent_path(&r.path).and_then(|pp| loops.iter().find(|x| x.path == pp));
                if let Some(parent) = parent {
                    let _ = writeln!(
                        out,
                        "      {} -> {}",
                        id(parent, &parent.loop_),
                        id(r, &r.loop_)
                    );
                }
            }
            out.push_str("    }\n");
        }
        out.push_str("  }\n");
    }
    out.push_str("}\n");
    out
}

/// `lanes deps --format dot`: memrefs as nodes (id, kind, type, instruction),
/// dependences as edges from `src` to `dst` labelled with kind, distance and
/// direction. Dependences that forbid vectorization are red and bold (and so
/// are the memrefs they join); pairs left to a run-time check are dashed
/// orange; `NoDep` dotted grey.
pub fn deps_dot(r: &DepsReport) -> String {
    let d = &r.dependences;
    let mut out = String::from("digraph deps {\n");
    let _ = writeln!(
        out,
        "  graph [fontname=Helvetica, labelloc=t, label={}]",
        quote(&deps_verdict(r))
    );
    out.push_str("  node [shape=box, fontname=Courier]\n  edge [fontname=Helvetica]\n");
    let unsafe_ends: Vec<lanes_vec::MemrefId> = d
        .deps
        .iter()
        .filter(|dep| !dep.kind.is_safe() && !dep.runtime_check)
        .flat_map(|dep| [dep.src, dep.dst])
        .collect();
    for m in &r.memrefs {
        let label = format!("#{} {:?} {}\n{}", m.id, m.kind, m.elem_ty, m.text);
        let style = if unsafe_ends.contains(&m.id) {
            ", color=\"#c62828\", penwidth=2"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  {} [label={}{style}]",
            quote(&format!("#{}", m.id)),
            quote(&label)
        );
    }
    for dep in &d.deps {
        let mut label = format!("{:?}", dep.kind);
        match (dep.distance_bytes, dep.distance_iters) {
            (Some(b), Some(i)) => {
                let _ = write!(
                    label,
                    "\n{b} bytes, {i} iterations ({})",
                    dep.direction.symbol()
                );
            }
            (Some(b), None) => {
                let _ = write!(label, "\n{b} bytes");
            }
            _ => {}
        }
        if !dep.note.is_empty() {
            let _ = write!(label, "\n{}", dep.note);
        }
        let style = if dep.runtime_check {
            ", style=dashed, color=\"#ef6c00\", fontcolor=\"#ef6c00\""
        } else if !dep.kind.is_safe() {
            ", color=\"#c62828\", fontcolor=\"#c62828\", penwidth=2"
        } else if dep.kind == lanes_vec::DepKind::NoDep {
            ", style=dotted, color=gray40, fontcolor=gray40"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  {} -> {} [label={}{style}]",
            quote(&format!("#{}", dep.src)),
            quote(&format!("#{}", dep.dst)),
            quote(&label)
        );
    }
    out.push_str("}\n");
    out
}

/// The VF whose plan `lanes cost --format dot` draws: the chosen one, or,
/// when the loop stays scalar, the widest VF that has a legal plan (`false`:
/// not the chosen VF). `None`: no VF has a plan.
pub fn cost_dot_vf(r: &CostReport) -> Option<(u32, bool)> {
    if r.best.vectorized {
        return Some((r.best.vf, true));
    }
    r.costs
        .iter()
        .filter(|c| c.illegal.is_none())
        .map(|c| c.vf)
        .max()
        .map(|vf| (vf, false))
}

/// `lanes cost --format dot`: the plan of [`cost_dot_vf`]'s VF as a
/// hierarchical CFG (regions as clusters), each recipe prefixed with its
/// cost at that VF as `lanes cost` prints it; the graph label holds the
/// decision and the totals. `plan` is `None` when no VF has a plan.
pub fn cost_dot(r: &CostReport, plan: Option<&VplanReport>) -> String {
    let mut out = String::from("digraph VPlan {\n");
    let mut label = vec![format!("@{} loop {}", r.function, r.loop_)];
    let reason = r.best.reason.as_deref().unwrap_or("no reason recorded");
    let chosen = cost_dot_vf(r);
    match chosen {
        Some((vf, true)) => label.extend(wrap(&format!("vectorized with VF {vf} ({reason})"), 100)),
        Some((vf, false)) => {
            label.extend(wrap(&format!("not vectorized ({reason})"), 100));
            label.push(format!("showing the plan of the widest legal VF, {vf}"));
        }
        None => {
            label.extend(wrap(&format!("not vectorized ({reason})"), 100));
            label.push("no VF has a plan".into());
        }
    }
    let cost = chosen.and_then(|(vf, _)| r.costs.iter().find(|c| c.vf == vf));
    if let Some(c) = cost {
        label.push(format!(
            "VF {}: total {}, per lane {:.2}, scalar {}{}{}",
            c.vf,
            c.total,
            c.per_lane,
            c.scalar_cost,
            if c.setup > 0 {
                format!(", setup {}", c.setup)
            } else {
                String::new()
            },
            if c.fold_tail { ", tail folded" } else { "" }
        ));
    }
    let plan = plan.filter(|_| chosen.is_some()).map(|p| &p.plan);
    // The costs are in the plan's recipe order; use them only if they line up.
    let recipes = match (plan, cost) {
        (Some(p), Some(c)) => {
            let flat = p.flat();
            let aligned = flat.len() == c.recipes.len()
                && flat
                    .iter()
                    .zip(&c.recipes)
                    .all(|(f, rc)| f.recipe.text.lines().next().unwrap_or("") == rc.recipe);
            aligned.then_some(c.recipes.as_slice())
        }
        _ => None,
    };
    if let Some(p) = plan {
        label.push(p.name());
        if recipes.is_some() {
            label
                .push("each recipe: its cost per vector iteration (* once, after the loop)".into());
        }
    }
    let _ = writeln!(
        out,
        "  graph [fontname=Courier, labelloc=t, label={}]",
        quote(&label.join("\n"))
    );
    out.push_str("  node [shape=rect, fontname=Courier]\n  edge [fontname=Courier]\n");
    if let Some(p) = plan {
        let mut w = PlanWriter {
            out: &mut out,
            costs: recipes.map(|c| c.iter()),
            next: 0,
            ids: HashMap::new(),
            edges: Vec::new(),
        };
        w.blocks(&p.blocks, 1);
        let (ids, edges) = (w.ids, w.edges);
        for (a, b) in edges {
            if let (Some(x), Some(y)) = (ids.get(&a), ids.get(&b)) {
                let _ = writeln!(out, "  {x} -> {y}");
            }
        }
    }
    out.push_str("}\n");
    out
}

/// Walks a plan's blocks in the order [`lanes_vec::VPlan::flat`] prices
/// them, so the n-th recipe drawn takes the n-th cost.
struct PlanWriter<'a, 'c> {
    out: &'a mut String,
    costs: Option<std::slice::Iter<'c, RecipeCost>>,
    next: usize,
    /// Block or region name → node id (a region: its first block's).
    ids: HashMap<String, String>,
    edges: Vec<(String, String)>,
}

impl PlanWriter<'_, '_> {
    fn blocks(&mut self, bs: &[VPBlock], depth: usize) {
        let pad = "  ".repeat(depth);
        for b in bs {
            match b {
                VPBlock::Basic(bb) => {
                    let id = format!("N{}", self.next);
                    self.next += 1;
                    let mut lines = vec![format!("{}:", bb.name)];
                    for r in &bb.recipes {
                        let cost = self.costs.as_mut().and_then(Iterator::next);
                        for (j, line) in r.text.lines().enumerate() {
                            lines.push(match cost {
                                Some(c) if j == 0 => format!(
                                    "{:>4}{} {line}",
                                    c.cost,
                                    if c.setup { "*" } else { " " }
                                ),
                                Some(_) => format!("        {line}"),
                                None if j == 0 => format!("  {line}"),
                                None => format!("    {line}"),
                            });
                        }
                    }
                    if let Some(c) = &bb.cond {
                        lines.push(format!("CondBit: {c}"));
                    }
                    let _ = writeln!(self.out, "{pad}{id} [label={}]", left_label(&lines));
                    for s in &bb.successors {
                        self.edges.push((bb.name.clone(), s.clone()));
                    }
                    self.ids.insert(bb.name.clone(), id);
                }
                VPBlock::Region(r) => {
                    let _ = writeln!(self.out, "{pad}subgraph cluster_N{} {{", self.next);
                    self.next += 1;
                    let _ = writeln!(self.out, "{pad}  label={}", quote(&region_label(r)));
                    self.blocks(&r.blocks, depth + 1);
                    let _ = writeln!(self.out, "{pad}}}");
                    if let Some(first) = r.blocks.first()
                        && !self.ids.contains_key(&r.name)
                        && let Some(id) = self.ids.get(first.name()).cloned()
                    {
                        self.ids.insert(r.name.clone(), id);
                    }
                    if let Some(last) = r.blocks.last() {
                        for s in &r.successors {
                            self.edges.push((last.name().to_string(), s.clone()));
                        }
                    }
                }
            }
        }
    }
}

/// A region's title as LLVM's VPlan printer writes it.
fn region_label(r: &VPRegion) -> String {
    match r.kind {
        RegionKind::VectorLoop => format!("<x1> {}", r.name),
        RegionKind::Replicate => format!("<xVFxUF> {}", r.name),
        RegionKind::InnerLoop {
            divergent,
            trip_count,
        } => format!(
            "<x1> inner loop {} ({} exit{})",
            r.name,
            if divergent { "divergent" } else { "uniform" },
            trip_count.map_or(String::new(), |n| format!(", {n} iterations"))
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_keeps_labels_inside_their_string() {
        assert_eq!(quote(r#"a "b" \c"#), r#""a \"b\" \\c""#);
        assert_eq!(quote("x\ny"), r#""x\ny""#);
        assert_eq!(left_label(&["a\"".into(), "b".into()]), r#""a\"\lb\l""#);
    }

    #[test]
    fn reasons_are_shortened_at_a_word() {
        assert_eq!(short_reason("no reason"), "no reason");
        assert_eq!(
            short_reason("could not determine number of loop iterations: `br i1 %c`"),
            "could not determine number of loop iterations"
        );
        let long = short_reason(
            "value that could not be identified as reduction is used outside the loop",
        );
        assert_eq!(
            long,
            "value that could not be identified as reduction is used…"
        );
    }
}
