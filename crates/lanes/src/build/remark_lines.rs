//! rustc's LoopVectorize remark lines (LLVM's `-pass-remarks*` output on
//! standard error, `remark: FILE:LINE:COL: message`), read when rustc
//! writes no YAML records (a toolchain where `RUSTC_BOOTSTRAP` cannot
//! reach `-Z remark-dir`). The lines name no function: a package's lines
//! are told apart by building it alone (`-j1`, after its `Compiling`
//! line), and a loop's lines by their order and places.

use std::collections::BTreeMap;

use super::remarks::{CompilerLoop, Record, RecordLoc, after_legality, loop_decisions};

/// LLVM's remark lines (`remark: FILE:LINE:COL: message`) as records
/// without a function: `vectorized loop (vectorization width: 4,
/// interleaved count: 2)` is a `Passed` record, any other a `Missed` one.
pub fn stderr_records(text: &str) -> Vec<Record> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("remark: ") else {
            continue;
        };
        let Some((loc, message)) = split_loc(rest) else {
            continue;
        };
        // `vectorized loop (...)`, `vectorized epilogue loop (...)`.
        let vectorized = message.starts_with("vectorized ") && message.contains("width: ");
        let mut args = vec![("String".to_string(), message.to_string())];
        let num = |key: &str| {
            let at = message.find(key)? + key.len();
            let digits: String = message[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            Some(digits)
        };
        if let Some(vf) = num("vectorization width: ") {
            args.push(("VectorizationFactor".into(), vf));
        }
        if let Some(ic) = num("interleaved count: ") {
            args.push(("InterleaveCount".into(), ic));
        }
        let interleaved = message.starts_with("interleaved loop");
        out.push(Record {
            kind: if vectorized || interleaved {
                "Passed"
            } else if message.starts_with("loop not vectorized: ") {
                // `-pass-remarks-analysis`: why.
                "Analysis"
            } else {
                "Missed"
            }
            .into(),
            pass: "loop-vectorize".into(),
            name: if vectorized {
                "Vectorized"
            } else if interleaved {
                "Interleaved"
            } else {
                "Missed"
            }
            .into(),
            loc: Some(loc),
            function: String::new(),
            args,
        });
    }
    out
}

/// `FILE:LINE:COL: message` → the location and the message.
fn split_loc(rest: &str) -> Option<(RecordLoc, &str)> {
    // The first `:LINE:COL: ` from the left where both are numbers.
    let bytes = rest.as_bytes();
    for (i, _) in rest.match_indices(':') {
        let tail = &rest[i + 1..];
        let line: String = tail.chars().take_while(char::is_ascii_digit).collect();
        if line.is_empty() || bytes.get(i + 1 + line.len()) != Some(&b':') {
            continue;
        }
        let tail2 = &tail[line.len() + 1..];
        let col: String = tail2.chars().take_while(char::is_ascii_digit).collect();
        if col.is_empty() || !tail2[col.len()..].starts_with(": ") {
            continue;
        }
        return Some((
            RecordLoc {
                file: rest[..i].to_string(),
                line: line.parse().ok()?,
                column: col.parse().ok()?,
            },
            &tail2[col.len() + 2..],
        ));
    }
    None
}

/// One decision per loop from function-less records in order. A record
/// at the place of the verdict before it is about the same loop (a second
/// remark, the epilogue). Analysis records say why before the verdict:
/// they go with the verdict that follows when it is LoopVectorize's plain
/// `loop not vectorized` or at one of their places; otherwise (LLVM 22
/// refuses some loops with an analysis record alone) they are a loop of
/// their own, at their place. A refusal LLVM 22 makes after legality
/// (`after_legality`) is always a loop of its own.
pub fn sequential_decisions(records: &[Record]) -> Vec<CompilerLoop> {
    let mut out: Vec<CompilerLoop> = Vec::new();
    let mut pending: Vec<&Record> = Vec::new();
    let mut last: Option<RecordLoc> = None;
    let push = |out: &mut Vec<CompilerLoop>, last: &mut Option<RecordLoc>, group: &[&Record]| {
        let Some(first) = group.first() else { return };
        let same = last.is_some() && *last == first.loc;
        last.clone_from(&first.loc);
        let owned: Vec<Record> = group.iter().map(|r| (*r).clone()).collect();
        let Some(d) = loop_decisions(&owned).into_iter().last() else {
            return;
        };
        match out.last_mut() {
            Some(prev) if same => {
                if !prev.decision.vectorized && d.decision.vectorized {
                    prev.decision = d.decision;
                } else if !prev.decision.vectorized && prev.decision.reason.is_none() {
                    prev.decision.reason = d.decision.reason;
                }
            }
            _ => out.push(d),
        }
    };
    for r in records {
        if r.kind.starts_with("Analysis") && after_legality(&r.message()) {
            // No verdict follows it: the analyses before it were loops of
            // their own too.
            for p in pending.drain(..) {
                push(&mut out, &mut last, &[p]);
            }
            push(&mut out, &mut last, &[r]);
            continue;
        }
        if r.kind.starts_with("Analysis") {
            pending.push(r);
            continue;
        }
        let plain = r.message() == "loop not vectorized";
        let owns = plain || pending.iter().any(|p| p.loc == r.loc);
        if !owns {
            for p in pending.drain(..) {
                push(&mut out, &mut last, &[p]);
            }
        }
        // The analyses, placed where the verdict is, are its reasons.
        let mut group: Vec<Record> = pending
            .drain(..)
            .map(|p| Record {
                loc: r.loc.clone(),
                ..p.clone()
            })
            .collect();
        group.push(r.clone());
        let refs: Vec<&Record> = group.iter().collect();
        push(&mut out, &mut last, &refs);
    }
    for p in pending {
        push(&mut out, &mut last, &[p]);
    }
    out
}

/// The remark lines of each package the last build compiled (`-j1`:
/// each package's lines follow its `Compiling NAME vX (PATH)` line).
pub fn remarks_by_package(stderr: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current = None;
    for line in stderr.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("Compiling ") {
            current = rest.split_whitespace().next().map(str::to_string);
            continue;
        }
        if let (Some(p), true) = (&current, t.starts_with("remark: ")) {
            let e = out.entry(p.clone()).or_default();
            e.push_str(t);
            e.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    /// Each decision's `line:column` and first reason.
    fn placed_reasons(r: &[Record]) -> Vec<String> {
        sequential_decisions(r)
            .iter()
            .map(|d| {
                let l = d.loc.as_ref().unwrap();
                let why = d.decision.reason.as_deref().unwrap_or("-");
                format!("{}:{} {why}", l.line, l.column)
            })
            .collect()
    }

    use super::*;

    #[test]
    fn llvm_remark_lines() {
        let r = stderr_records(
            "   Compiling x v0.1.0 (/x)\n\
             remark: library/core/src/iter/adapters/zip.rs:306:12: vectorized loop (vectorization width: 4, interleaved count: 2)\n\
             remark: C:/a:b.rs:7:3: the cost-model indicates that vectorization is not beneficial\n",
        );
        assert_eq!(r.len(), 2);
        let d = sequential_decisions(&r);
        assert_eq!((d[0].decision.vf, d[0].decision.ic), (4, 2));
        assert_eq!(d[0].loc.as_ref().unwrap().line, 306);
        assert_eq!(d[1].loc.as_ref().unwrap().file, "C:/a:b.rs");
        assert!(!d[1].decision.vectorized);
    }

    #[test]
    fn analysis_lines_go_with_their_verdict_or_stand_alone() {
        let r = stderr_records(
            "remark: k.rs:7:3: loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported\n\
             remark: k.rs:14:3: the cost-model indicates that vectorization is not beneficial\n\
             remark: k.rs:14:3: the cost-model indicates that interleaving is not beneficial\n\
             remark: k.rs:21:7: loop not vectorized: cannot prove it is safe to reorder floating-point operations\n\
             remark: k.rs:20:3: loop not vectorized\n",
        );
        let got = placed_reasons(&r);
        assert_eq!(
            got,
            [
                "7:3 loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported",
                "14:3 the cost-model indicates that vectorization is not beneficial",
                "20:3 loop not vectorized: cannot prove it is safe to reorder floating-point operations",
            ]
        );
    }

    #[test]
    fn a_refusal_after_legality_is_not_the_next_verdicts_reason() {
        // memchr: the faulting-load refusal of one loop, then another loop
        // refused by legality (its first reason at an instruction's place).
        let r = stderr_records(
            "remark: src/arch/all/mod.rs:131:12: loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported\n\
             remark: library/core/src/ptr/mod.rs:547:14: loop not vectorized: instruction return type cannot be vectorized\n\
             remark: src/arch/generic/packedpair.rs:192:15: loop not vectorized: Cannot vectorize early exit loop with more than one early exit\n\
             remark: src/arch/generic/packedpair.rs:192:15: loop not vectorized\n",
        );
        let got = placed_reasons(&r);
        assert_eq!(
            got,
            [
                "131:12 loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported",
                "192:15 loop not vectorized: instruction return type cannot be vectorized",
            ]
        );
    }

    #[test]
    fn remarks_go_to_the_package_compiled() {
        let m = remarks_by_package(
            "   Compiling a v0.1.0 (/a)\nremark: a.rs:1:1: x\n   Compiling b v0.2.0\nremark: b.rs:2:2: y\n",
        );
        assert_eq!(m["a"], "remark: a.rs:1:1: x\n");
        assert_eq!(m["b"], "remark: b.rs:2:2: y\n");
    }
}
