//! Text renderers: the seed's dumps (`bale { ... }`, `[N]` numbers, live
//! ranges `name:[a,b){general}`) and IGC's `-print-baling-info` lines.

use std::fmt::Write as _;

use lanes_ir::{Function, InstId};

use crate::bale::{BaleKind, Bales};
use crate::baling::igc_operand;
use crate::category::Categories;
use crate::coalesce::Coalescing;
use crate::liveness::{LiveRanges, format_range};
use crate::number::{EdgeBlock, Numbering, PhiSlot, edge_block_name};
use crate::regalloc::RegisterAssignment;
use crate::view::{Val, View};

/// Source line of an instruction (from its `!dbg`), supplied by the caller.
pub type LineOf<'a> = &'a dyn Fn(InstId) -> Option<u32>;

fn inst_text(f: &Function, i: InstId, line: LineOf, kind: Option<BaleKind>) -> String {
    let mut s = lanes_ir::print::print_inst(f, i);
    if let Some(k) = kind.filter(|k| *k != BaleKind::MainInst) {
        let _ = write!(s, " {{{}}}", k.name());
    }
    if let Some(l) = line(i) {
        let _ = write!(s, " // line {l}");
    }
    s
}

/// What a line of the bale dump is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DumpLineKind {
    /// `for.body:`
    Block,
    /// `a.b_crit_edge:  // split edge`: a block splitting a critical edge.
    EdgeBlock,
    /// `[29]  // reserved for phi copy for %x`
    PhiSlot,
    /// `[60]  %x.unoverlapper = bitcast …`
    Unoverlapper,
    /// An instruction of a split-edge block (its branch).
    EdgeInst,
    /// An instruction, or a line of a bale (`bale {`, a member, `}`).
    Inst,
    /// `; …` notes after the dump.
    Comment,
}

/// One line of the bale dump: what it is, its instruction number (only
/// when numbered), its text after the number, and a trailing note.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DumpLine {
    /// What the line shows.
    pub kind: DumpLineKind,
    /// The `[n]` the line starts with (numbered dumps only).
    pub number: Option<u32>,
    /// The text after the number, as printed (leading spaces included).
    pub text: String,
    /// A note printed after the text, two spaces apart (`// split edge`).
    pub note: Option<String>,
}

impl DumpLine {
    fn new(kind: DumpLineKind, number: Option<u32>, text: String) -> DumpLine {
        DumpLine {
            kind,
            number,
            text,
            note: None,
        }
    }

    /// The line as the text dump prints it (without the line break).
    pub fn render(&self) -> String {
        let mut s = match self.number {
            Some(n) => format!("[{n}]"),
            None => String::new(),
        };
        s.push_str(&self.text);
        if let Some(note) = &self.note {
            let _ = write!(s, "  {note}");
        }
        s
    }
}

/// Bales in code order as the seed prints them, optionally with numbers,
/// reserved phi-copy slots and unoverlapper copies.
pub fn bales_text(
    f: &Function,
    bales: &Bales,
    num: Option<(&Numbering, &Categories)>,
    line: LineOf,
) -> String {
    let mut out = String::new();
    for l in bale_lines(f, bales, num, line) {
        out.push_str(&l.render());
        out.push('\n');
    }
    out
}

/// [`bales_text`] line by line, each line typed.
pub fn bale_lines(
    f: &Function,
    bales: &Bales,
    num: Option<(&Numbering, &Categories)>,
    line: LineOf,
) -> Vec<DumpLine> {
    use DumpLineKind as K;
    let v = View::new(f);
    let mut out = Vec::new();
    let tag = |n: u32| num.is_some().then_some(n);
    for (k, &b) in f.layout.iter().enumerate() {
        if k > 0 || num.is_some() {
            out.push(DumpLine::new(
                K::Block,
                None,
                format!("{}:", f.blocks[b].name),
            ));
        }
        let insts = &f.blocks[b].insts;
        for (pos, &i) in insts.iter().enumerate() {
            if let Some((n, _)) = num
                && v.inst(i).opcode.is_terminator()
            {
                let at_end = |s: &&PhiSlot| s.block == b && s.edge.is_none();
                reserved_slots(&mut out, &v, n.phi_slots.iter().filter(at_end));
            }
            if bales.is_head(i) {
                let bale = bales.bale_of_head(i).expect("head has a bale");
                let number = num.map_or(0, |(n, _)| n.own[i]);
                if bale.members.len() == 1 {
                    let kind = bales.info.get(i).map(|x| x.kind);
                    let text = format!("  {}", inst_text(f, i, line, kind));
                    out.push(DumpLine::new(K::Inst, tag(number), text));
                } else {
                    out.push(DumpLine::new(K::Inst, tag(number), "  bale {".into()));
                    for m in &bale.members {
                        let text = format!("     {}", inst_text(f, m.inst, line, Some(m.kind)));
                        out.push(DumpLine::new(K::Inst, tag(number), text));
                    }
                    out.push(DumpLine::new(K::Inst, tag(number), "  }".into()));
                }
            }
            if let Some((n, cats)) = num {
                let last_phi = v.is_phi(i) && insts.get(pos + 1).is_none_or(|&x| !v.is_phi(x));
                if last_phi {
                    for (u, un) in cats
                        .unoverlappers
                        .iter()
                        .enumerate()
                        .filter(|(_, u)| u.block == b)
                    {
                        let ty = v.inst(un.phi).ty;
                        let text = format!(
                            "  %{} = bitcast {ty} %{} to {ty}",
                            un.name,
                            v.name(Val::Inst(un.phi))
                        );
                        out.push(DumpLine::new(
                            K::Unoverlapper,
                            Some(n.unoverlappers[u]),
                            text,
                        ));
                    }
                }
            }
        }
        if let Some((n, _)) = num {
            for e in n.edges.iter().filter(|e| e.pred == b) {
                edge_block_lines(&mut out, &v, n, e);
            }
        }
    }
    if num.is_none() && !bales.rewrites.is_empty() {
        out.push(DumpLine::new(
            K::Comment,
            None,
            "; GenXBaling rewrites (--format igc shows the rewritten IR):".into(),
        ));
        for r in &bales.rewrites {
            out.push(DumpLine::new(K::Comment, None, format!(";   {r}")));
        }
    }
    out
}

fn reserved_slots<'a>(out: &mut Vec<DumpLine>, v: &View, slots: impl Iterator<Item = &'a PhiSlot>) {
    for s in slots {
        out.push(DumpLine::new(
            DumpLineKind::PhiSlot,
            Some(s.number),
            format!(
                "  // reserved for phi copy for %{}",
                v.name(Val::Inst(s.phi))
            ),
        ));
    }
}

/// A split critical edge as the block BreakCriticalEdges would insert.
fn edge_block_lines(out: &mut Vec<DumpLine>, v: &View, n: &Numbering, e: &EdgeBlock) {
    let f = v.func;
    out.push(DumpLine {
        kind: DumpLineKind::EdgeBlock,
        number: None,
        text: format!("{}:", edge_block_name(f, e.pred, e.succ)),
        note: Some("// split edge".into()),
    });
    let on_edge = |s: &&PhiSlot| s.block == e.pred && s.edge == Some(e.succ);
    reserved_slots(out, v, n.phi_slots.iter().filter(on_edge));
    out.push(DumpLine::new(
        DumpLineKind::EdgeInst,
        Some(e.end - 1),
        format!("  br label %{}", f.blocks[e.succ].name),
    ));
}

/// IGC's `-print-baling-info` dump of one function.
pub fn bales_igc(f: &Function, bales: &Bales) -> String {
    let v = View::new(f);
    let mut out = String::new();
    for w in &bales.warnings {
        let _ = writeln!(out, "{w}");
    }
    out.push_str("GenXBaling dump start\n");
    let entries: Vec<InstId> = v.insts().filter(|&i| bales.info.get(i).is_some()).collect();
    if !entries.is_empty() {
        let _ = writeln!(out, "bales in function: {}:", f.name());
    }
    for i in entries {
        let bi = &bales.info[i];
        let mut ops: Vec<usize> = bi.baled.iter().map(|&o| igc_operand(f, i, o)).collect();
        ops.sort();
        let _ = write!(
            out,
            "  {}: {}",
            lanes_ir::print::print_inst(f, i),
            bi.kind.name()
        );
        for o in ops {
            let _ = write!(out, " {o}");
        }
        out.push('\n');
    }
    out.push_str("GenXBaling dump end\n");
    out
}

/// IGC's output for `opt -GenXFuncBaling -print-baling-info -S` on a module:
/// the baling dump of every selected function, as GenXBaling computes it on
/// the IR it rewrites while baling, then the module with those rewrites
/// (see [`crate::rewrite`]). `func` selects one function.
pub fn igc_module(
    text: &str,
    func: Option<&str>,
    grf_bytes: u32,
    max_exec: u32,
    max_grfs: u32,
) -> String {
    let (mut module, _) = lanes_ir::parse_module(text);
    let mut out = String::new();
    for f in module.functions.iter_mut() {
        if func.is_some_and(|n| n != f.name()) {
            continue;
        }
        let rw = crate::rewrite::rewrite(f, grf_bytes);
        let b = crate::baling::first_bales(&rw.func, grf_bytes, max_exec, max_grfs);
        out.push_str(&bales_igc(&rw.func, &b));
        *f = rw.func;
    }
    crate::igc::print_selected(&mut module, func, &mut out);
    out
}

/// One live range per line.
pub fn live_ranges_text(lr: &LiveRanges) -> String {
    let mut out = String::new();
    for x in &lr.values {
        let _ = writeln!(
            out,
            "{}",
            format_range(std::slice::from_ref(&x.name), &x.segments, x.category, None)
        );
    }
    out
}

pub fn coalescing_text(f: &Function, co: &Coalescing) -> String {
    let v = View::new(f);
    let mut out = String::new();
    for r in &co.ranges {
        let _ = writeln!(
            out,
            "{}",
            format_range(&r.names, &r.segments, r.category, r.align)
        );
    }
    for c in &co.copies {
        // An unoverlapper replaces every use: named after the first instruction.
        let (user, _) = c.user.unwrap_or((lanes_db::ids::inst_from_index(0), 0));
        let _ = writeln!(
            out,
            "[{}]  %{} = bitcast %{} ({} copy for %{} in %{})",
            c.number,
            c.name,
            co.liveness
                .get(c.source)
                .map_or_else(|| v.name(c.source), |x| x.name.clone()),
            match c.kind {
                crate::liveness::CopyKind::Phi => "phi",
                crate::liveness::CopyKind::TwoAddress => "two-address",
                crate::liveness::CopyKind::Unoverlapper => "unoverlapper",
            },
            v.name(Val::Inst(user)),
            match c.edge {
                Some(succ) => edge_block_name(f, c.block, succ),
                None => f.blocks[c.block].name.to_string(),
            }
        );
    }
    out
}

pub fn registers_text(f: &Function, ra: &RegisterAssignment) -> String {
    let v = View::new(f);
    let mut out = String::new();
    for r in &ra.registers {
        let mut name = r.name.clone();
        for a in &r.aliases {
            let _ = write!(name, ",{a}{{{}}}", r.name);
        }
        let _ = writeln!(
            out,
            "{name}: {} {}",
            r.range.names.join(","),
            r.types.join(",")
        );
    }
    for (a, b) in &ra.extra {
        let _ = writeln!(
            out,
            "extra coalescing: %{} with %{}",
            v.name(*a),
            v.name(*b)
        );
    }
    for i in v.insts() {
        let text = lanes_ir::print::print_inst(f, i);
        match ra.register_of(Val::Inst(i)) {
            Some(r) => {
                let _ = writeln!(out, "[{}]  {text}", r.name.to_lowercase());
            }
            None => {
                let _ = writeln!(out, "    {text}");
            }
        }
    }
    out
}
