//! LLVM's own words (`--format lv`): the `-debug-only=loop-vectorize` cost
//! lines and the optimization remarks, for reading side by side with `opt`.

use std::fmt::Write as _;

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

/// One LLVM optimization remark per loop, as `opt -pass-remarks=loop-vectorize
/// -pass-remarks-missed=loop-vectorize` prints them, for reading side by
/// side: `remark: FILE:LINE:COL: vectorized loop (vectorization width: 8,
/// interleaved count: 1)` or `…: loop not vectorized: REASON` (`<unknown>:0:0`
/// without a debug location, as LLVM).
pub fn report_lv(rows: &[LoopVerdict]) -> String {
    let mut out = String::new();
    for r in rows {
        let at = match &r.start_loc {
            Some(l) => format!("{}:{l}", r.start_file.as_deref().unwrap_or(&r.file)),
            None => "<unknown>:0:0".to_string(),
        };
        let _ = if !r.vectorized && r.ic > 1 {
            writeln!(
                out,
                "remark: {at}: interleaved loop (interleaved count: {})  ; @{} {}",
                r.ic, r.function, r.loop_
            )
        } else if r.vectorized {
            writeln!(
                out,
                "remark: {at}: vectorized loop (vectorization width: {}, interleaved count: {})  ; @{} {}",
                r.vf, r.ic, r.function, r.loop_
            )
        } else {
            writeln!(
                out,
                "remark: {at}: loop not vectorized: {}  ; @{} {}",
                r.reason.as_deref().unwrap_or("no reason recorded"),
                r.function,
                r.loop_
            )
        };
    }
    out
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
