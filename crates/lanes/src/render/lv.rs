//! LLVM's own words (`--format lv`): the `-debug-only=loop-vectorize` cost
//! lines and the optimization remarks, for reading side by side with `opt`.

use std::fmt::Write as _;

use super::remarks;
use crate::model::{CostReport, LoopVerdict};

/// LLVM's `-debug-only=loop-vectorize` cost lines for every VF.
pub fn cost_lv(r: &CostReport) -> String {
    let mut out = String::new();
    for c in &r.costs {
        out.push_str(&c.lv());
    }
    if r.best.vectorized {
        let _ = writeln!(out, "LV: Selecting VF: {}.", r.best.vf);
        out.push_str(&r.interleave.lv());
    } else if let Some(reason) = &r.best.reason {
        let _ = writeln!(out, "LV: Not vectorizing: {reason}.");
    }
    out
}

/// One LLVM optimization remark per loop LLVM's vectorizer visits, as
/// `opt -pass-remarks=loop-vectorize -pass-remarks-missed=loop-vectorize`
/// prints them, for reading side by side: `remark: FILE:LINE:COL:
/// vectorized loop (vectorization width: 8, interleaved count: 1)` or
/// `…: loop not vectorized: REASON` (`<unknown>:0:0` without a debug
/// location, as LLVM). A refused loop's line is LLVM's analysis remark
/// about the first rule it fails, at that rule's instruction as LLVM
/// places it; every line is one remark (instructions are not quoted).
pub fn report_lv(rows: &[LoopVerdict]) -> String {
    let mut out = String::new();
    for r in remarks::in_llvm_order(rows)
        .into_iter()
        .filter(|r| remarks::considered(r))
    {
        let (loc, text) = if !r.vectorized && r.ic > 1 {
            (
                r.start_loc.clone(),
                format!("interleaved loop (interleaved count: {})", r.ic),
            )
        } else if r.vectorized {
            (
                r.start_loc.clone(),
                format!(
                    "vectorized loop (vectorization width: {}, interleaved count: {})",
                    r.vf, r.ic
                ),
            )
        } else {
            not_vectorized(r)
        };
        let at = match &loc {
            Some(l) => format!("{}:{l}", r.start_file.as_deref().unwrap_or(&r.file)),
            None => "<unknown>:0:0".to_string(),
        };
        let text = one_line(&text);
        let _ = writeln!(out, "remark: {at}: {text}  ; @{} {}", r.function, r.loop_);
    }
    out
}

/// Where and how a loop left scalar is reported: LLVM's analysis remark
/// about the first rule it fails, else lanes' reason at the loop.
fn not_vectorized(r: &LoopVerdict) -> (Option<String>, String) {
    let first = r.refused().then(|| {
        remarks::loop_remarks(r)
            .into_iter()
            .find(|m| m.name != "MissedDetails")
    });
    if let Some(Some(m)) = first {
        let loc = m.loc.as_ref().map(|l| format!("{}:{}", l.line, l.column));
        return (loc, m.message());
    }
    let reason = r.reason.as_deref().unwrap_or("no reason recorded");
    (
        r.start_loc.clone(),
        format!("loop not vectorized: {reason}"),
    )
}

/// `text` on one line: a remark never spans several.
fn one_line(text: &str) -> String {
    text.split(['\n', '\r'])
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The cost lines of one VF, as [`cost_lv`] prints them (empty: the VF
/// has no plan).
pub fn vplan_lv(c: &CostReport, vf: u32) -> String {
    c.costs
        .iter()
        .filter(|x| x.vf == vf)
        .map(|x| x.lv())
        .collect()
}
