//! Graphviz renderings (`--format dot`) of the answers that are graphs: loop
//! forests (`loops`, `report`), dependence graphs (`deps`) and the VPlan of
//! the chosen VF with its recipe costs (`cost`).
//!
//! Node ids are built from what a user sees in the IR (function, loop
//! header, memref id, block order), never from hash order, so the same input
//! gives the same graph and a loop keeps its node across edits elsewhere.
//! Every id and label is a quoted, escaped DOT string.
//!
//! Every graph is written through one [`DotWriter`]: it owns the
//! `digraph`/`subgraph` nesting and the indentation, so the renderers only
//! say which nodes, edges and attributes a graph has.

use std::collections::HashMap;

use super::text::deps_verdict;
use crate::model::{
    CostReport, DepKind, DepsReport, LoopInfo, LoopVerdict, RecipeCost, RegionKind, VPBasicBlock,
    VPBlock, VPRegion, VPlan, VlsReport, VplanReport,
};

/// Writes one `digraph`: statements indented by nesting depth, subgraphs
/// opened and closed in pairs.
pub struct DotWriter {
    out: String,
    depth: usize,
    indent: &'static str,
}

impl DotWriter {
    /// Starts `digraph NAME {`, indenting two spaces a level.
    pub fn new(name: &str) -> DotWriter {
        DotWriter::with_indent(name, "  ")
    }

    /// Starts `digraph NAME {`, indenting `indent` a level (the OptVLS
    /// design draws its graphs with three spaces).
    pub fn with_indent(name: &str, indent: &'static str) -> DotWriter {
        DotWriter {
            out: format!("digraph {name} {{\n"),
            depth: 1,
            indent,
        }
    }

    /// One statement at the current depth (`graph [...]`, `label=...`).
    pub fn stmt(&mut self, s: &str) {
        for _ in 0..self.depth {
            self.out.push_str(self.indent);
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// A line at the top of the graph, not indented (LLVM's VPlan printer
    /// writes its graph attributes so).
    pub fn top(&mut self, s: &str) {
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// A node: `ID [ATTRS]` (the id as it should appear, quoted or not).
    pub fn node(&mut self, id: &str, attrs: &str) {
        self.stmt(&format!("{id} [{attrs}]"));
    }

    /// An edge `FROM -> TO`, with `[ATTRS]` unless `attrs` is empty.
    pub fn edge(&mut self, from: &str, to: &str, attrs: &str) {
        if attrs.is_empty() {
            self.stmt(&format!("{from} -> {to}"));
        } else {
            self.stmt(&format!("{from} -> {to} [{attrs}]"));
        }
    }

    /// Opens `subgraph ID {`; [`DotWriter::close`] ends it.
    pub fn open(&mut self, id: &str) {
        self.stmt(&format!("subgraph {id} {{"));
        self.depth += 1;
    }

    /// Closes the innermost open subgraph.
    pub fn close(&mut self) {
        self.depth = self.depth.saturating_sub(1).max(1);
        self.stmt("}");
    }

    /// Ends the graph and returns its text.
    pub fn finish(mut self) -> String {
        self.out.push_str("}\n");
        self.out
    }
}

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

/// A not-vectorized reason short enough for a node: without what it is
/// about (the instruction LLVM's remarks append), cut at a word near 60
/// characters.
pub fn node_reason(v: &LoopVerdict) -> String {
    if let Some(why) = v.skipped {
        return format!("skipped: {why}");
    }
    short_reason(v.reason_message().unwrap_or("no reason recorded"))
}

/// `reason` cut at a word near 60 characters.
pub fn short_reason(reason: &str) -> String {
    const MAX: usize = 60;
    let r = reason.trim();
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
    let mut w = DotWriter::new("loops");
    w.stmt("graph [fontname=Helvetica, labelloc=t]");
    w.stmt("node [shape=box, fontname=Helvetica]");
    if loops.is_empty() {
        w.stmt("graph [label=\"no loops\"]");
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
        w.open(&quote(&format!("cluster_@{f}")));
        w.stmt(&format!("label={}", quote(&format!("@{f}"))));
        for l in &mine {
            let mut facts = format!("depth {}", l.depth);
            if l.innermost {
                facts.push_str(", innermost");
            }
            let trip = l.trip_count.map_or("trip count unknown".to_string(), |n| {
                format!("trip count {n}")
            });
            let label = format!("{} {}\n{facts}\n{trip}", l.path, l.header);
            w.node(&id(f, &l.header), &format!("label={}", quote(&label)));
        }
        for l in &mine {
            if let Some(p) = &l.parent
                && mine.iter().any(|x| &x.header == p)
            {
                w.edge(&id(f, p), &id(f, &l.header), "");
            }
        }
        w.close();
    }
    w.finish()
}

/// `lanes report --format dot`: a cluster per file holding a cluster per
/// function; each loop is a node with its verdict (`VF 8`, or `✗` and the
/// shortened reason), vectorized loops filled green, the others dashed red,
/// edges from a loop to its inner loops. The full reason is the tooltip.
pub fn report_dot(paths: &[String], rows: &[LoopVerdict]) -> String {
    let mut w = DotWriter::new("report");
    w.stmt("graph [fontname=Helvetica, labelloc=t]");
    w.stmt("node [shape=box, fontname=Helvetica]");
    let id = |r: &LoopVerdict, header: &str| quote(&format!("{}@{}/{header}", r.file, r.function));
    for p in paths {
        w.open(&quote(&format!("cluster_{p}")));
        w.stmt(&format!("label={}", quote(p)));
        let mine: Vec<&LoopVerdict> = rows.iter().filter(|r| &r.file == p).collect();
        if mine.is_empty() {
            w.node(
                &quote(&format!("{p}: no loops")),
                "shape=plaintext, label=\"no loops\"",
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
            w.open(&quote(&format!("cluster_{p}@{f}")));
            w.stmt(&format!("label={}", quote(&format!("@{f}"))));
            for r in &loops {
                let (verdict, style) = verdict_style(r);
                let label = format!("{} {}\n{verdict}", r.path, r.loop_);
                let tooltip = r.reason.as_deref().unwrap_or("");
                w.node(
                    &id(r, &r.loop_),
                    &format!(
                        "label={}, tooltip={}, {style}",
                        quote(&label),
                        quote(tooltip)
                    ),
                );
            }
            for r in &loops {
                let parent =
                    parent_path(&r.path).and_then(|pp| loops.iter().find(|x| x.path == pp));
                if let Some(parent) = parent {
                    w.edge(&id(parent, &parent.loop_), &id(r, &r.loop_), "");
                }
            }
            w.close();
        }
        w.close();
    }
    w.finish()
}

/// A loop's verdict line and node style: `VF 8` filled green, or `✗` and
/// the shortened reason dashed red.
fn verdict_style(r: &LoopVerdict) -> (String, &'static str) {
    if r.vectorized {
        (
            super::text::vf_phrase(r),
            "style=filled, fillcolor=\"#c8e6c9\", color=\"#2e7d32\"",
        )
    } else {
        (
            format!("✗ {}", node_reason(r)),
            "style=dashed, color=\"#c62828\", fontcolor=\"#c62828\"",
        )
    }
}

/// `lanes deps --format dot`: memrefs as nodes (id, kind, type, instruction),
/// dependences as edges from `src` to `dst` labelled with kind, distance and
/// direction. Dependences that forbid vectorization are red and bold (and so
/// are the memrefs they join); pairs left to a run-time check are dashed
/// orange; `NoDep` dotted grey.
pub fn deps_dot(r: &DepsReport) -> String {
    let d = &r.dependences;
    let mut w = DotWriter::new("deps");
    w.stmt(&format!(
        "graph [fontname=Helvetica, labelloc=t, label={}]",
        quote(&deps_verdict(r))
    ));
    w.stmt("node [shape=box, fontname=Courier]");
    w.stmt("edge [fontname=Helvetica]");
    let unsafe_ends: Vec<crate::model::MemrefId> = d
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
        w.node(
            &quote(&format!("#{}", m.id)),
            &format!("label={}{style}", quote(&label)),
        );
    }
    for dep in &d.deps {
        let mut label = format!("{:?}", dep.kind);
        match (dep.distance_bytes, dep.distance_iters) {
            (Some(b), Some(i)) => {
                label.push_str(&format!(
                    "\n{b} bytes, {i} iterations ({})",
                    dep.direction.symbol()
                ));
            }
            (Some(b), None) => {
                label.push_str(&format!("\n{b} bytes"));
            }
            _ => {}
        }
        if !dep.note.is_empty() {
            label.push('\n');
            label.push_str(&dep.note);
        }
        let style = if dep.runtime_check {
            ", style=dashed, color=\"#ef6c00\", fontcolor=\"#ef6c00\""
        } else if !dep.kind.is_safe() {
            ", color=\"#c62828\", fontcolor=\"#c62828\", penwidth=2"
        } else if dep.kind == DepKind::NoDep {
            ", style=dotted, color=gray40, fontcolor=gray40"
        } else {
            ""
        };
        w.edge(
            &quote(&format!("#{}", dep.src)),
            &quote(&format!("#{}", dep.dst)),
            &format!("label={}{style}", quote(&label)),
        );
    }
    w.finish()
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
            // Cost lines of no recipe (the branches into predicated
            // blocks) follow the recipes' and go to the label.
            let flat = &p.flat_recipes;
            let aligned = flat.len() <= c.recipes.len()
                && flat.iter().zip(&c.recipes).all(|(f, rc)| *f == rc.recipe);
            if aligned {
                for rc in &c.recipes[flat.len()..] {
                    label.push(format!("{}: {}", rc.recipe, rc.cost));
                }
            }
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
    let mut w = DotWriter::new("VPlan");
    w.stmt(&format!(
        "graph [fontname=Courier, labelloc=t, label={}]",
        quote(&label.join("\n"))
    ));
    w.stmt("node [shape=rect, fontname=Courier]");
    w.stmt("edge [fontname=Courier]");
    if let Some(p) = plan {
        PlanWriter::new(&mut w, PlanStyle::Costed(recipes.map(|c| c.iter()))).plan(p);
    }
    w.finish()
}

/// How [`PlanWriter`] labels blocks and regions.
enum PlanStyle<'c> {
    /// LLVM's VPlan printer (`-vplan-print-in-dot-format`).
    Llvm,
    /// `cost --format dot`: each recipe with its cost when the costs line
    /// up with the plan, the block's condition, the inner loops' trip counts.
    Costed(Option<std::slice::Iter<'c, RecipeCost>>),
}

/// Walks a plan's blocks in the order [`VPlan::flat`] prices
/// them, so the n-th recipe drawn takes the n-th cost.
struct PlanWriter<'a, 'c> {
    w: &'a mut DotWriter,
    style: PlanStyle<'c>,
    next: usize,
    /// Block or region name → node id (a region: its first block's).
    ids: HashMap<String, String>,
    edges: Vec<(String, String)>,
}

impl<'a, 'c> PlanWriter<'a, 'c> {
    fn new(w: &'a mut DotWriter, style: PlanStyle<'c>) -> Self {
        PlanWriter {
            w,
            style,
            next: 0,
            ids: HashMap::new(),
            edges: Vec::new(),
        }
    }

    /// The blocks, then the edges between the ones drawn.
    fn plan(mut self, p: &VPlan) {
        self.blocks(&p.blocks);
        for (a, b) in &self.edges {
            if let (Some(x), Some(y)) = (self.ids.get(a), self.ids.get(b)) {
                self.w.edge(x, y, "");
            }
        }
    }

    fn blocks(&mut self, bs: &[VPBlock]) {
        for b in bs {
            match b {
                VPBlock::Basic(bb) => {
                    let id = format!("N{}", self.next);
                    self.next += 1;
                    let label = self.block_label(bb);
                    self.w.node(&id, &format!("label={label}"));
                    for s in &bb.successors {
                        self.edges.push((bb.name.clone(), s.clone()));
                    }
                    self.ids.insert(bb.name.clone(), id);
                }
                VPBlock::Region(r) => {
                    self.w.open(&format!("cluster_N{}", self.next));
                    self.next += 1;
                    match self.style {
                        PlanStyle::Llvm => {
                            self.w.stmt("fontname=Courier");
                            self.w.stmt(&format!("label=\"{}\"", esc(&r.label())));
                        }
                        PlanStyle::Costed(_) => self
                            .w
                            .stmt(&format!("label={}", quote(&costed_region_label(r)))),
                    }
                    self.blocks(&r.blocks);
                    self.w.close();
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

    /// A block's quoted label: its name and recipes, left-justified.
    fn block_label(&mut self, bb: &VPBasicBlock) -> String {
        let PlanStyle::Costed(costs) = &mut self.style else {
            let mut label = format!("{}:\\l", esc(&bb.name));
            for r in &bb.recipes {
                for line in r.text.lines() {
                    label.push_str(&format!("  {}\\l", esc(line)));
                }
            }
            return format!("\"{label}\"");
        };
        let mut lines = vec![format!("{}:", bb.name)];
        for r in &bb.recipes {
            let cost = costs.as_mut().and_then(Iterator::next);
            for (j, line) in r.text.lines().enumerate() {
                lines.push(match cost {
                    Some(c) if j == 0 => {
                        format!("{:>4}{} {line}", c.cost, if c.setup { "*" } else { " " })
                    }
                    Some(_) => format!("        {line}"),
                    None if j == 0 => format!("  {line}"),
                    None => format!("    {line}"),
                });
            }
        }
        if let Some(c) = &bb.cond {
            lines.push(format!("CondBit: {c}"));
        }
        left_label(&lines)
    }
}

/// Only quotes and backslashes, as LLVM's VPlan printer escapes: its labels
/// are built line by line.
fn esc(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// `lanes vls --format dot`: the final shuffle graph of every group (after
/// the last merge round, drawn as the OptVLS server draws it); a graph whose
/// label says why when there is nothing to draw.
pub fn vls_dot(r: &VlsReport) -> String {
    let mut out = String::new();
    for s in &r.sequences {
        let t = &s.trace;
        let graph = t
            .rounds
            .last()
            .map(|round| &round.graph)
            .or(t.simplified.as_ref())
            .or(t.initial.as_ref());
        if let Some(g) = graph {
            let mut w = DotWriter::with_indent(&format!("Group{}", s.group + 1), "   ");
            w.stmt("graph[ordering=in];");
            for e in g.dot_edges() {
                w.stmt(&e.to_string());
            }
            out.push_str(&w.finish());
        }
    }
    if out.is_empty() {
        let why = if r.sequences.is_empty() {
            "no OptVLS group".to_string()
        } else {
            let reasons: Vec<String> = r
                .sequences
                .iter()
                .filter_map(|s| s.trace.bail_out.clone())
                .collect();
            format!("every group bailed out: {}", reasons.join("; "))
        };
        let label = format!("@{} loop {} at VF {}: {why}", r.function, r.loop_, r.vf);
        let mut w = DotWriter::new("VLS");
        w.stmt(&format!("label={}", quote(&label)));
        out = w.finish();
    }
    out
}

/// `lanes vplan --format dot`: the plan as LLVM's VPlan printer draws it
/// (`-vplan-print-in-dot-format`): regions as clusters, each block a node
/// listing its recipes.
pub fn vplan_dot(plan: &VPlan) -> String {
    let mut w = DotWriter::new("VPlan");
    w.top(&format!(
        "graph [labelloc=t, fontsize=30; label=\"{}\"]",
        esc(&plan.name())
    ));
    w.top("node [shape=rect, fontname=Courier, fontsize=30]");
    w.top("edge [fontname=Courier, fontsize=30]");
    w.top("compound=true");
    PlanWriter::new(&mut w, PlanStyle::Llvm).plan(plan);
    w.finish()
}

/// A region's title in [`cost_dot`]: LLVM's, with an inner loop's trip count.
fn costed_region_label(r: &VPRegion) -> String {
    match r.kind {
        RegionKind::InnerLoop {
            divergent,
            trip_count: Some(n),
        } => format!(
            "<x1> inner loop {} ({} exit, {n} iterations)",
            r.name,
            if divergent { "divergent" } else { "uniform" },
        ),
        _ => r.label(),
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
        let long = short_reason(
            "value that could not be identified as reduction is used outside the loop",
        );
        assert_eq!(
            long,
            "value that could not be identified as reduction is used…"
        );
    }
}
