//! Text renderings of the façade's plain data (the JSON forms are serde's):
//! what `lanes COMMAND` prints by default, following the dumps of the
//! designs lanes implements.

use std::fmt::Write;

use crate::model::SourceView;
use crate::model::{
    BestReason, CostReport, DepsReport, DiffRow, FunctionInfo, GenxDump, GenxQuery, LoopInfo,
    LoopVerdict, Memref, MemrefsReport, PointerStyle, Producer, ShapesReport, Skipped, Subject,
    TargetSource, VfRangesReport, VplanReport,
};
use lanes_ir::english::count;

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
        if let Some(h) = l.hotness {
            facts.push(format!("ran {h} times (profile)"));
        }
        if let Some(loc) = source_loc(l.start_loc.as_deref(), l.start_file.as_deref()) {
            facts.push(loc);
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
            "  @{} (line {}): {}, {}, {}{}{}",
            f.name,
            f.line,
            count(f.blocks, "block"),
            count(f.instructions, "instruction"),
            count(f.loops, "loop"),
            if f.genx { ", GenX" } else { "" },
            if f.ok { "" } else { ", has errors" }
        );
    }
    out
}

/// A loop's source location as every view prints it: `file.c:17:3` as
/// LLVM's remarks name it, `line 17:3` when the location names no file.
pub fn source_loc(start_loc: Option<&str>, start_file: Option<&str>) -> Option<String> {
    let loc = start_loc?;
    Some(match start_file {
        Some(file) => format!("{file}:{loc}"),
        None => format!("line {loc}"),
    })
}

fn join(v: &[String]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

fn memref_line(out: &mut String, m: &Memref) {
    let stride = m.stride.map_or("?".to_string(), |s| s.to_string());
    let _ = writeln!(
        out,
        "  #{} {:?} {} {}{}: {:?}, stride {} bytes, address {}{}  | {}",
        m.id,
        m.kind,
        m.elem_ty,
        m.base.name(),
        if m.private { " (private)" } else { "" },
        m.class,
        stride,
        m.address.as_deref().unwrap_or("?"),
        m.align.map(|a| format!(", align {a}")).unwrap_or_default(),
        m.text
    );
}

/// One line per memref.
pub fn memrefs_text(r: &MemrefsReport) -> String {
    let mut out = format!(
        "@{} loop {}: {} memrefs\n",
        r.function,
        r.loop_,
        r.memrefs.len()
    );
    for m in &r.memrefs {
        memref_line(&mut out, m);
    }
    out
}

/// The loop's verdict: `@f loop for.body: max safe VF 4, max safe dependence distance 16 bytes`.
pub fn deps_verdict(r: &DepsReport) -> String {
    let d = &r.dependences;
    let mut out = format!("@{} loop {}: ", r.function, r.loop_);
    if let Some(m) = d.unbounded {
        // LAA gives up before its dependence checks and plans no run-time
        // check.
        let text = m.of(&r.memrefs).map_or("?", |m| &*m.text);
        let _ = write!(
            out,
            "cannot identify array bounds of `{text}`: no run-time checks can be planned"
        );
        return out;
    }
    if !d.safe {
        out.push_str("unsafe to vectorize (max safe VF 1)");
    } else {
        match d.max_safe_vf {
            Some(vf) => {
                let _ = write!(out, "max safe VF {vf}");
            }
            None => out.push_str("no dependence limits the VF"),
        }
    }
    if let Some(b) = d.max_safe_dist_bytes {
        let _ = write!(out, ", max safe dependence distance {b} bytes");
    }
    if d.runtime_checks > 0 {
        let _ = write!(out, ", {} run-time checks", d.runtime_checks);
    }
    out
}

/// The loop's verdict, then one line per dependence.
pub fn deps_text(r: &DepsReport) -> String {
    let d = &r.dependences;
    let mut out = deps_verdict(r);
    out.push('\n');
    for dep in &d.deps {
        let dist = match (dep.distance_bytes, dep.distance_iters) {
            (Some(b), Some(i)) => format!(
                " distance {}, {} ({})",
                count(b, "byte"),
                count(i, "iteration"),
                dep.direction.symbol()
            ),
            (Some(b), None) => format!(" distance {b} bytes"),
            _ => String::new(),
        };
        let text = |id: crate::model::MemrefId| id.of(&r.memrefs).map_or("?", |m| &*m.text);
        let _ = writeln!(
            out,
            "  #{} -> #{} {:?}{}{}\n      {}\n      {}",
            dep.src,
            dep.dst,
            dep.kind,
            dist,
            if dep.note.is_empty() {
                String::new()
            } else {
                format!(": {}", dep.note)
            },
            text(dep.src),
            text(dep.dst)
        );
    }
    out
}

/// The seed's dump: `Uniform: [Shape: Uniform] i32 %x = load i32* %p`.
pub fn shapes_text(r: &ShapesReport) -> String {
    r.shapes.dump()
}

/// The plan, then the VLS decisions of its groups.
pub fn vplan_text(r: &VplanReport) -> String {
    let mut out = format!(
        "@{} loop {} VF {} (target {}, {}):\n",
        r.function,
        r.loop_,
        r.vf,
        r.target,
        r.target_source.phrase()
    );
    out.push_str(&r.plan.print());
    for v in &r.vls {
        let _ = writeln!(out, "{v}");
    }
    out
}

/// The VF table, then each VF's recipes with their costs.
pub fn cost_text(r: &CostReport) -> String {
    let mut out = format!("@{} ", r.function);
    out.push_str(&r.best.table());
    out.push_str(&r.interleave.text());
    let _ = writeln!(
        out,
        "{}",
        answered_by(&r.target, r.target_source, &r.profile)
    );
    for c in &r.costs {
        out.push('\n');
        out.push_str(&c.text());
    }
    out
}

/// Which target and LLVM answered: `target sse2 (from the function's
/// target-cpu/target-features), LLVM 22`.
fn answered_by(target: &str, source: TargetSource, profile: &str) -> String {
    format!("target {target} ({}), LLVM {profile}", source.phrase())
}

/// One line per loop: `@f L0 for.body (line 12:3): VF 8, cost 6 (scalar 9)`.
pub fn report_text(paths: &[String], rows: &[LoopVerdict]) -> String {
    let mut out = String::new();
    for p in paths {
        let _ = writeln!(out, "{p}");
        let mine: Vec<&LoopVerdict> = rows.iter().filter(|r| &r.file == p).collect();
        if mine.is_empty() {
            let _ = writeln!(out, "  no loops");
        }
        // The target once when every loop has the same, else on each loop.
        let target = |r: &LoopVerdict| answered_by(&r.target, r.target_source, &r.profile);
        let one = mine
            .split_first()
            .filter(|(a, rest)| rest.iter().all(|b| target(b) == target(a)))
            .map(|(a, _)| target(a));
        if let Some(t) = &one {
            let _ = writeln!(out, "  {t}");
        }
        for r in mine {
            let own = match one {
                Some(_) => String::new(),
                None => format!(" [{}]", target(r)),
            };
            let verdict = if let Some(why) = r.skipped {
                // LoopVectorize never looks at the loop: no reason to give.
                format!("skipped: {why}")
            } else if r.vectorized {
                format!(
                    "vectorized, {}, cost {} per vector iteration (scalar {} per iteration)",
                    vf_phrase(r),
                    r.cost,
                    r.scalar_cost
                )
            } else {
                format!(
                    "not vectorized{}: {}",
                    if r.ic > 1 {
                        format!(" (scalar loop interleaved ×{})", r.ic)
                    } else {
                        String::new()
                    },
                    r.reason.as_deref().unwrap_or("no reason recorded")
                )
            };
            let _ = writeln!(
                out,
                "  @{} {} {}{}{own}: depth {}{}, trip count {}: {verdict}",
                r.function,
                r.path,
                r.loop_,
                source_loc(r.start_loc.as_deref(), r.start_file.as_deref())
                    .map(|l| format!(" ({l})"))
                    .unwrap_or_default(),
                r.depth,
                if r.innermost { ", innermost" } else { "" },
                r.trip_count
                    .map_or("unknown".to_string(), |n| n.to_string()),
            );
            // LLVM reports every rule a loop fails; the first is the
            // reason, when legality is what decided.
            if !r.vectorized && r.refused() {
                for x in r.refusals.iter().skip(1) {
                    let _ = writeln!(
                        out,
                        "      also: {}{}{}",
                        x.message,
                        x.subject
                            .as_ref()
                            .map(|s| match s {
                                Subject::Inst(i) => match i.split_once('\n') {
                                    Some((line, _)) => format!(": `{line} …`"),
                                    None => format!(": `{i}`"),
                                },
                                Subject::Dependence { .. } => format!(": {s}"),
                            })
                            .unwrap_or_default(),
                        x.loc
                            .as_ref()
                            .map(|l| format!(" (line {l})"))
                            .unwrap_or_default()
                    );
                }
            }
        }
    }
    out
}

/// The line that ends a text answer covering every function when some did
/// not parse (nothing when none was skipped): their errors went to
/// standard error, and without this line a skipped function would look
/// like one without loops.
pub fn skipped_text(skipped: &[Skipped]) -> String {
    if skipped.is_empty() {
        return String::new();
    }
    let names: Vec<String> = skipped.iter().map(|s| format!("@{}", s.function)).collect();
    format!(
        "{} skipped (not parsed, see the errors above): {}\n",
        count(names.len(), "function"),
        names.join(", ")
    )
}

/// One line naming what made a module: `clang 14.0.6, typed pointers`;
/// the first ident as written when it names no compiler the usual way;
/// empty when the module says nothing.
pub fn producer_text(p: &Producer) -> String {
    let mut parts = Vec::new();
    match (&p.compiler, &p.version) {
        (Some(c), Some(v)) => parts.push(format!("{c} {v}")),
        _ => {
            if let Some(s) = p.idents.first().or(p.compile_units.first()) {
                // A metadata string may hold any byte.
                let printable = s
                    .chars()
                    .map(|c| if c.is_control() { '\u{FFFD}' } else { c });
                parts.push(printable.collect());
            }
        }
    }
    match p.pointers {
        PointerStyle::Typed => parts.push("typed pointers".into()),
        PointerStyle::Opaque => parts.push("opaque pointers".into()),
        PointerStyle::Mixed => parts.push("typed and opaque pointers".into()),
        PointerStyle::None => {}
    }
    parts.join(", ")
}

fn vf_list(vfs: &[u32]) -> String {
    let v: Vec<String> = vfs.iter().map(u32::to_string).collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

/// Candidates, rejections, then one line per range with its constraints.
pub fn vf_ranges_text(r: &VfRangesReport) -> String {
    let c = &r.candidates;
    let mut out = format!(
        "@{} loop {}: target {} ({})\n",
        r.function,
        r.loop_,
        r.target,
        r.target_source.phrase()
    );
    let _ = writeln!(out, "  candidate VFs: {}", vf_list(&c.vfs));
    if let Some(s) = c.max_safe_vf {
        let _ = writeln!(out, "  max safe VF: {s}");
    }
    for (vf, why) in &c.rejected {
        let _ = writeln!(out, "  rejected VF {vf}: {why}");
    }
    let _ = writeln!(out, "  VF ranges:");
    for rr in &r.ranges {
        let _ = writeln!(out, "    {}: {}", rr.range, count(rr.groups, "group"));
        for a in &rr.active {
            let apart = a.free_up_to.map_or("at every VF".to_string(), |d| {
                format!("{} apart", count(d, "iteration"))
            });
            let _ = writeln!(
                out,
                "      #{} and #{} keep their order ({:?}, {apart})\n        {}\n        {}",
                a.a, a.b, a.kind, a.texts[0], a.texts[1]
            );
        }
    }
    out
}

/// The GenX dumps of the selected functions, each after a `; @f` line when
/// there are several (`igc`: IGC's lines, never separated).
pub fn genx_text(dumps: &[GenxDump], q: GenxQuery, igc: bool) -> String {
    let mut text = String::new();
    let several = dumps.len() > 1 && !igc;
    for d in dumps {
        if several {
            text.push_str(&format!("; @{}\n", d.function));
        }
        // A function with nothing to show says so rather than print nothing.
        let nothing = match q {
            GenxQuery::Liveness => Some("no live ranges"),
            GenxQuery::Coalesce => Some("no coalescing candidates"),
            GenxQuery::Regalloc => Some("no registers assigned"),
            GenxQuery::Bales | GenxQuery::Numbering => None,
        };
        match nothing {
            Some(what) if !igc && d.text.trim().is_empty() => {
                text.push_str(&format!("@{}: {what}\n", d.function));
            }
            _ => text.push_str(&d.text),
        }
    }
    if dumps.is_empty() && !igc {
        text.push_str("no functions\n");
    }
    text
}

/// How a vectorized loop is vectorized: `VF 8`, `, IC 2` when interleaved,
/// `, tail folded` when the tail is folded (the report's verdict and the
/// DOT node say it alike).
pub fn vf_phrase(r: &LoopVerdict) -> String {
    let ic = if r.ic > 1 {
        format!(", IC {}", r.ic)
    } else {
        String::new()
    };
    let tail = if r.fold_tail { ", tail folded" } else { "" };
    format!("VF {}{ic}{tail}", r.vf)
}

/// A not-vectorized reason as one short clause, for a one-line verdict
/// such as the navigator's `✗ not profitable`: a refusal without what it
/// is about, a loop that is no candidate without the explanation, an
/// unprofitable choice without its numbers.
///
/// ```
/// use lanes::model::BestReason;
/// let r = BestReason::NotProfitable { vf: 8, per_lane: Some(10.0), scalar: 10 };
/// assert_eq!(lanes::render::text::reason_clause(&r), "not profitable");
/// ```
pub fn reason_clause(reason: &BestReason) -> String {
    match reason {
        BestReason::Illegal(f) => f.message.clone(),
        BestReason::NotCandidate(n) => n.headline().to_string(),
        BestReason::NotProfitable { .. }
        | BestReason::NotProfitableOverTrips { .. }
        | BestReason::NotProfitableCodeSize { .. } => "not profitable".to_string(),
        r => r.to_string(),
    }
}

/// A verdict's category in a few words, for a badge that must fit beside a
/// loop's name (`fp reorder`, `unsafe dep`, `not profitable`); the full
/// reason is [`reason_clause`] and the explanation.
///
/// ```
/// use lanes::model::BestReason;
/// let r = BestReason::NotProfitable { vf: 8, per_lane: Some(10.0), scalar: 10 };
/// assert_eq!(lanes::render::text::reason_category(&r), "not profitable");
/// ```
pub fn reason_category(reason: &BestReason) -> &'static str {
    use crate::model::{NotCandidate, RefusalKind as K};
    match reason {
        BestReason::Illegal(f) => match f.kind {
            K::NoImplicitFloat => "noimplicitfloat",
            K::CFGNotUnderstood => "control flow",
            K::CantComputeNumberOfIterations => "trip count unknown",
            K::CantReorderFPOps => "fp reorder",
            K::NonReductionValueUsedOutsideLoop | K::ValueUsedOutsideLoop => "live-out",
            K::RecurrenceSinkConflict => "recurrence",
            K::NoInductionVariable | K::NoIntegerInductionVariable => "no induction",
            K::NoCFGForSelect => "if-conversion",
            K::CantVectorizeIntrinsic | K::CantVectorizeLibcall | K::CantVectorizeCall => "call",
            K::CantVectorizeInstruction | K::CantVectorizeInstructionReturnType => "instruction",
            K::NonSimpleAccess => "volatile/atomic",
            K::CantVectorizeNontemporal => "nontemporal",
            K::CantVectorizeStoreToLoopInvariantAddress => "invariant store",
            K::CantIdentifyArrayBounds => "array bounds",
            K::UnsafeDep => "unsafe dep",
            K::CantReorderMemOps => "memory checks",
            K::CantVersionLoopWithOptForSize | K::NoTailLoopWithOptForSize => "optsize",
            K::UnknownLoopCountComplexCFG => "control flow",
            K::SingleIterationLoop => "one iteration",
            K::UnsupportedUncountableLoop
            | K::RecurrencesInEarlyExitLoop
            | K::EarlyExitTooManySuccessors
            | K::TooManyUncountableEarlyExits
            | K::EarlyExitNotLatchPredecessor
            | K::UnknownLatchExitCountEarlyExitLoop
            | K::WritesInEarlyExitLoop
            | K::UncountableEarlyExitUnsupported
            | K::UnsafeOperationsEarlyExitLoop
            | K::NoConditionLoadForEarlyExitLoop
            | K::CantVectorizeAliasWithCriticalUncountableExitLoad
            | K::EarlyExitLoopWithStridedFaultOnlyFirstLoad => "early exit",
            K::PotentiallyFaultingLoadsNotSupported => "may fault",
        },
        BestReason::NotCandidate(n) => match n {
            NotCandidate::Irreducible => "irreducible",
            NotCandidate::AlreadyVectorized => "already vectorized",
            NotCandidate::DisableNonforced | NotCandidate::Disabled => "disabled",
            NotCandidate::OuterLoop => "outer loop",
            NotCandidate::EnclosingOuterLoop(_) => "enclosing loop",
        },
        BestReason::NotProfitable { .. }
        | BestReason::NotProfitableOverTrips { .. }
        | BestReason::NotProfitableCodeSize { .. } => "not profitable",
        BestReason::Rejected(_) | BestReason::NoLegalVf => "no legal VF",
        _ => "scalar",
    }
}

/// The whole answer about one loop, for the terminal UI's explanation:
/// where it is, the verdict, the target and profile, every rule it fails
/// with the instruction and source line, then the reason of the choice.
pub fn explanation_text(r: &LoopVerdict) -> String {
    let mut out = String::new();
    let at = source_loc(r.start_loc.as_deref(), r.start_file.as_deref())
        .map(|l| format!(" ({l})"))
        .unwrap_or_default();
    let _ = writeln!(out, "@{} {} {}{at}", r.function, r.path, r.loop_);
    let verdict = if r.vectorized {
        format!(
            "vectorized, {}: cost {} per vector iteration, scalar {} per iteration",
            vf_phrase(r),
            r.cost,
            r.scalar_cost
        )
    } else if let Some(s) = r.skipped {
        format!("skipped: {s} (LLVM's loop vectorizer does not run on the function)")
    } else {
        "not vectorized".to_string()
    };
    let _ = writeln!(out, "{verdict}");
    let _ = writeln!(
        out,
        "{}",
        answered_by(&r.target, r.target_source, &r.profile)
    );
    if !r.refusals.is_empty() {
        let _ = writeln!(out, "\nEvery rule the loop fails, in LLVM's order:");
        for (i, x) in r.refusals.iter().enumerate() {
            let what = x
                .subject
                .as_ref()
                .map(|s| match s {
                    Subject::Inst(i) => format!(": `{}`", i.lines().next().unwrap_or("")),
                    Subject::Dependence { .. } => format!(": {s}"),
                })
                .unwrap_or_default();
            let line = x
                .loc
                .as_ref()
                .map(|l| format!(" (line {l})"))
                .unwrap_or_default();
            let _ = writeln!(out, "{}. {}{what}{line}", i + 1, x.message);
        }
    }
    if let Some(reason) = &r.reason {
        let _ = writeln!(out, "\nWhy: {reason}");
    }
    out
}

/// `lanes diff`: a line per side, then each loop that differs with both
/// verdicts (`VF 4, IC 2 → VF 16, IC 4`), and how many loops were compared.
pub fn diff_text(labels: [&str; 2], rows: &[DiffRow], compared: usize) -> String {
    let mut out = format!("{} → {}\n", labels[0], labels[1]);
    let verdict = |r: &Option<LoopVerdict>| match r {
        None => "no such loop".to_string(),
        Some(r) if r.vectorized => vf_phrase(r),
        Some(r) => format!(
            "not vectorized: {}",
            r.reason_message().unwrap_or("no reason recorded")
        ),
    };
    for d in rows {
        let any = d.a.row.as_ref().or(d.b.row.as_ref());
        let at = any
            .and_then(|r| source_loc(r.start_loc.as_deref(), r.start_file.as_deref()))
            .map(|l| format!(" ({l})"))
            .unwrap_or_default();
        let path = any.map(|r| r.path.as_str()).unwrap_or("");
        let _ = writeln!(
            out,
            "  {} @{} {path} {}{at}: {} → {}",
            d.file,
            d.function,
            d.loop_,
            verdict(&d.a.row),
            verdict(&d.b.row)
        );
    }
    let n = rows.len();
    let _ = writeln!(
        out,
        "{n} of {compared} loop{} differ{}",
        if compared == 1 { "" } else { "s" },
        if n == 1 { "s" } else { "" }
    );
    out
}

/// `lanes source`: each source file with every loop's verdict under its
/// start line, a caret at the loop's column (the whole file; around the
/// loops only, with `window`), as opt-viewer places remarks; each line
/// with the source line it shows.
pub fn source_lines(ir: &str, views: &[SourceView], window: bool) -> Vec<SourceLine> {
    let mut out = Vec::new();
    let mut line = |text: String, at: Option<(&str, u32)>| {
        out.push(SourceLine {
            text,
            at: at.map(|(f, n)| (f.to_string(), n)),
        })
    };
    if views.is_empty() {
        line(
            format!("{ir}: no loop has a source location (compile with -g or -gline-tables-only)"),
            None,
        );
    }
    for v in views {
        line(
            format!(
                "{} ({}, {}; {})",
                v.path.as_deref().unwrap_or(&v.source),
                count(v.loops.len(), "loop"),
                ir,
                v.note
            ),
            None,
        );
        let width = v.lines.len().max(1).to_string().len();
        let shown = |n: usize| {
            !window
                || v.loops
                    .iter()
                    .any(|l| n + 3 >= l.line as usize && n <= l.line as usize + 3)
        };
        let mut gap = false;
        let last = v
            .lines
            .len()
            .max(v.loops.iter().map(|l| l.line as usize).max().unwrap_or(0));
        for n in 1..=last {
            if !shown(n) {
                gap = true;
                continue;
            }
            if std::mem::take(&mut gap) {
                line(format!("{:>width$} |", "…"), None);
            }
            let text = v.lines.get(n - 1).map_or("", String::as_str);
            line(format!("{n:>width$} | {text}"), Some((&v.source, n as u32)));
            for l in v.loops.iter().filter(|l| l.line as usize == n) {
                let r = &l.row;
                let verdict = if r.vectorized {
                    format!("vectorized, {}", vf_phrase(r))
                } else if let Some(s) = r.skipped {
                    format!("skipped: {s}")
                } else {
                    format!(
                        "not vectorized: {}",
                        r.reason_message().unwrap_or("no reason recorded")
                    )
                };
                let pad = " ".repeat(l.column.saturating_sub(1) as usize);
                line(
                    format!(
                        "{:>width$} | {pad}^ @{} {} {}: {verdict}",
                        "", r.function, r.path, r.loop_
                    ),
                    None,
                );
            }
        }
    }
    out
}

/// [`source_lines`] as one text (`lanes source`).
pub fn source_text(ir: &str, views: &[SourceView], window: bool) -> String {
    source_lines(ir, views, window)
        .into_iter()
        .map(|l| l.text + "\n")
        .collect()
}

/// One line of the annotated source and the source line it shows (`None`
/// for a heading, a gap or a verdict).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLine {
    /// The line as printed.
    pub text: String,
    /// The source line it shows: the file as the debug info names it, 1-based.
    pub at: Option<(String, u32)>,
}
