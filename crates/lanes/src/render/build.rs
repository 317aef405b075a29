//! A build's report as text (`lanes cc`, `lanes project`, `lanes cargo`,
//! `lanes report --merge`): per unit, each loop with lanes' decision and
//! the compiler's, marked where they differ, and the agreement at the end.

use std::fmt::Write as _;

use crate::model::{BuildReport, BuildRow, LoopDecision, RecordSource, UnitReport, UnitStatus};

/// The marks at the start of a loop's line.
pub const LEGEND: &str =
    "= both decide alike, ≠ they differ (vectorize or not, or the VF), ? no compiler record";

/// `vectorized, VF 4, IC 2` or `scalar` (with `×IC` when interleaved).
fn decision_phrase(d: &LoopDecision) -> String {
    match (d.vectorized, d.ic) {
        (true, ic) => format!("VF {}, IC {ic}", d.vf),
        (false, 1) => "scalar".to_string(),
        (false, ic) => format!("scalar, IC {ic}"),
    }
}

fn mark(r: &BuildRow) -> &'static str {
    match r.agrees {
        Some(true) => "=",
        Some(false) => "≠",
        None => "?",
    }
}

fn unit_text(out: &mut String, u: &UnitReport) {
    let targets: std::collections::BTreeSet<&str> =
        u.rows.iter().map(|r| r.target.as_str()).collect();
    let targets: Vec<&str> = targets.into_iter().collect();
    let target = if targets.is_empty() {
        String::new()
    } else {
        format!(", target {}", targets.join("/"))
    };
    let _ = writeln!(
        out,
        "{}: {} {}, lanes as LLVM {}{target}{}",
        u.file,
        u.compiler.name,
        u.compiler.version,
        u.compiler.profile,
        if u.status == UnitStatus::Cached {
            " (cached)"
        } else {
            ""
        }
    );
    if u.records == Some(RecordSource::RemarkLines) {
        let _ = writeln!(
            out,
            "  {}'s remark lines, which name no function: each paired to the first loop at its place",
            u.compiler.name
        );
    }
    if u.status == UnitStatus::Failed {
        let _ = writeln!(out, "  failed:");
        for l in u.error.as_deref().unwrap_or("").lines() {
            let _ = writeln!(out, "    {l}");
        }
        return;
    }
    if u.rows.is_empty() && u.compiler_only.is_empty() {
        let _ = writeln!(out, "  no loops");
    }
    let compiler = &u.compiler.name;
    for r in &u.rows {
        let at = r.start_loc.as_deref().map_or(String::new(), |l| {
            format!(" {}:{l}", r.start_file.as_deref().unwrap_or("?"))
        });
        let theirs = r
            .compiler
            .as_ref()
            .map_or("no record".to_string(), decision_phrase);
        let _ = writeln!(
            out,
            "  {} @{}{at} ({} {}): lanes {} | {compiler} {theirs}",
            mark(r),
            r.function,
            r.path,
            r.loop_,
            decision_phrase(&r.lanes()),
        );
        // Where they differ, why each decided as it did.
        if r.agrees == Some(false) {
            if let Some(why) = r.reason.as_deref().filter(|_| !r.vectorized) {
                let _ = writeln!(out, "      lanes: {why}");
            }
            if let Some(why) = r.compiler.as_ref().and_then(|c| c.reason.as_deref()) {
                let _ = writeln!(out, "      {compiler}: {why}");
            }
        }
    }
    for c in &u.compiler_only {
        let _ = writeln!(
            out,
            "  ? @{} {}:{}: no loop of lanes' IR here | {compiler} {}",
            c.function,
            c.start_file.as_deref().unwrap_or("?"),
            c.start_loc.as_deref().unwrap_or("?"),
            decision_phrase(&c.compiler),
        );
    }
}

/// The report as text.
pub fn build_text(report: &BuildReport) -> String {
    let mut out = String::new();
    for u in &report.units {
        unit_text(&mut out, u);
    }
    let a = &report.agreement;
    let _ = writeln!(
        out,
        "agreement over {} loops with both decisions: vectorize-or-not {}/{}, VF {}/{} \
         (IC {}/{} of the loops both vectorize); {} loops without a compiler record, \
         {} compiler records matching no loop{}",
        a.compared,
        a.same_vectorize,
        a.compared,
        a.same_vf,
        a.compared,
        a.same_ic,
        a.both_vectorized,
        a.without_record,
        a.unmatched_records,
        if a.failed_units > 0 {
            format!(", {} units failed", a.failed_units)
        } else {
            String::new()
        }
    );
    let _ = writeln!(out, "{LEGEND}");
    out
}
