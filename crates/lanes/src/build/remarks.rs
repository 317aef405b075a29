//! Reading the compiler's optimization records (LLVM's YAML remarks, as
//! `clang -fsave-optimization-record` and `rustc -Z remark-dir` write
//! them) and turning LoopVectorize's into one decision per loop.
//!
//! The reader is tolerant: it knows the shape LLVM's `YAMLRemarkSerializer`
//! writes (`--- !Kind`, top-level `Pass`, `Name`, `DebugLoc`, `Function`,
//! an `Args` list of one-key maps) and skips what it does not know.

use std::collections::BTreeMap;

use crate::model::LoopDecision;

/// A source position as a record's `DebugLoc` names it.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub struct RecordLoc {
    /// The `DIFile` name.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
}

/// One optimization record.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// The YAML tag without `!` (`Passed`, `Missed`, `Analysis`, `AnalysisFPCommute`).
    pub kind: String,
    /// The pass (`loop-vectorize`).
    pub pass: String,
    /// The remark's name (`Vectorized`, `MissedDetails`).
    pub name: String,
    /// Where it points.
    pub loc: Option<RecordLoc>,
    /// The function, as the IR names it (mangled for C++ and Rust).
    pub function: String,
    /// The arguments in order: `(key, value)`.
    pub args: Vec<(String, String)>,
}

impl Record {
    /// The message: every argument's value joined.
    pub fn message(&self) -> String {
        self.args.iter().map(|(_, v)| v.as_str()).collect()
    }

    fn arg(&self, key: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    fn is_analysis(&self) -> bool {
        self.kind.starts_with("Analysis")
    }
}

/// Every record of a YAML stream, in order. Unknown keys and malformed
/// lines are skipped.
pub fn parse_records(yaml: &str) -> Vec<Record> {
    let mut out: Vec<Record> = Vec::new();
    // Logical lines: a line indented deeper than its key and not itself a
    // key or a list item continues the previous value (LLVM folds long
    // scalars and flow maps).
    let mut lines: Vec<String> = Vec::new();
    for raw in yaml.lines() {
        let t = raw.trim_start();
        let indent = raw.len() - t.len();
        let open = lines.last().is_some_and(|p| unclosed(p));
        let continues =
            indent > 0 && !t.is_empty() && (open || (!t.starts_with("- ") && !is_key_line(t)));
        match lines.last_mut() {
            Some(prev) if continues && !prev.starts_with("---") => {
                prev.push(' ');
                prev.push_str(t);
            }
            _ => lines.push(raw.to_string()),
        }
    }
    let mut in_args = false;
    for line in &lines {
        if let Some(rest) = line.strip_prefix("---") {
            let kind = rest.trim().strip_prefix('!').unwrap_or("").trim();
            out.push(Record {
                kind: kind.to_string(),
                ..Record::default()
            });
            in_args = false;
            continue;
        }
        let Some(r) = out.last_mut() else { continue };
        if line.starts_with("...") {
            in_args = false;
            continue;
        }
        let t = line.trim_start();
        let indent = line.len() - t.len();
        if indent == 0 {
            in_args = false;
            let Some((k, v)) = split_key(t) else { continue };
            match k {
                "Pass" => r.pass = scalar(v),
                "Name" => r.name = scalar(v),
                "Function" => r.function = scalar(v),
                "DebugLoc" => r.loc = flow_loc(v),
                "Args" => in_args = true,
                _ => {}
            }
        } else if in_args && let Some((k, v)) = t.strip_prefix("- ").and_then(split_key) {
            r.args.push((k.to_string(), scalar(v)));
        }
        // Deeper keys (an argument's own `DebugLoc`) are not read.
    }
    out
}

/// Whether a line leaves a flow map (`{`) or a quoted scalar open.
fn unclosed(line: &str) -> bool {
    let (mut depth, mut quote, mut prev) = (0i32, None, ' ');
    for c in line.chars() {
        match (c, quote) {
            // A quote opens a scalar only where one starts (not `isn't`).
            ('\'' | '"', None) if prev == ' ' || prev == '{' || prev == ',' => quote = Some(c),
            (q, Some(open)) if q == open => quote = None,
            ('{', None) => depth += 1,
            ('}', None) => depth -= 1,
            _ => {}
        }
        prev = c;
    }
    depth > 0 || quote.is_some()
}

/// Whether a trimmed line starts with `Key:` (a plain key followed by a
/// colon and a space or the end).
fn is_key_line(t: &str) -> bool {
    split_key(t).is_some() && !t.starts_with('\'') && !t.starts_with('"')
}

/// `Key: value` → `("Key", "value")`.
fn split_key(t: &str) -> Option<(&str, &str)> {
    let colon = t.find(':')?;
    let key = &t[..colon];
    let rest = &t[colon + 1..];
    let key_ok = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    (key_ok && (rest.is_empty() || rest.starts_with(' '))).then(|| (key, rest.trim()))
}

/// A YAML scalar: single-quoted (`''` is a quote), double-quoted (with
/// backslash escapes), or plain.
fn scalar(v: &str) -> String {
    let v = v.trim();
    if let Some(inner) = v.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')) {
        return inner.replace("''", "'");
    }
    if let Some(inner) = v.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
        let mut out = String::new();
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(other) => out.push(other),
                None => {}
            }
        }
        return out;
    }
    v.to_string()
}

/// `{ File: k.c, Line: 2, Column: 3 }`.
fn flow_loc(v: &str) -> Option<RecordLoc> {
    let inner = v.trim().strip_prefix('{')?.strip_suffix('}')?;
    let (mut file, mut line, mut column) = (None, None, None);
    // A quoted file name may hold commas: split outside quotes only.
    let mut fields = Vec::new();
    let (mut start, mut quote) = (0, None);
    for (i, c) in inner.char_indices() {
        match (c, quote) {
            ('\'' | '"', None) => quote = Some(c),
            (q, Some(open)) if q == open => quote = None,
            (',', None) => {
                fields.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    fields.push(&inner[start..]);
    for f in fields {
        let Some((k, v)) = f.trim().split_once(':') else {
            continue;
        };
        match k.trim() {
            "File" => file = Some(scalar(v)),
            "Line" => line = v.trim().parse().ok(),
            "Column" => column = v.trim().parse().ok(),
            _ => {}
        }
    }
    Some(RecordLoc {
        file: file?,
        line: line?,
        column: column.unwrap_or(0),
    })
}

/// The compiler's decision about one loop: where its records point.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CompilerLoop {
    /// The function.
    pub function: String,
    /// The loop's location (the `Passed`/`Missed` record's).
    pub loc: Option<RecordLoc>,
    /// The decision.
    pub decision: LoopDecision,
}

/// LoopVectorize's decisions, one per loop, from its records in order.
///
/// LoopVectorize finishes one loop before the next, so a function's
/// records come loop by loop: the analysis records that say why (at the
/// loop or at an instruction in it: another loop's place, when the code
/// is inlined), then the verdict. A `Passed` `Vectorized` record gives the
/// VF and IC (the epilogue's, at the same place, is not the loop's
/// decision); `Interleaved` an IC at VF 1; `Missed` a scalar loop. A
/// verdict after analysis records, or at a place with no loop yet, or
/// repeating a record the loop at its place already has (a second
/// inlined copy of the loop) starts a loop; otherwise it is the loop's
/// second record (the cost model's `InterleavingNotBeneficial` after
/// `VectorizationNotBeneficial`). Analysis records no verdict follows in
/// their function, and LLVM 22's refusals after legality (the
/// "Auto-vectorization of ..." ones, which no verdict follows), are a
/// loop each, at their place.
pub fn loop_decisions(records: &[Record]) -> Vec<CompilerLoop> {
    let mut d = Decisions::default();
    let mut pending: Vec<&Record> = Vec::new();
    for r in records.iter().filter(|r| r.pass == "loop-vectorize") {
        if pending.first().is_some_and(|p| p.function != r.function) {
            d.flush(&mut pending);
        }
        if r.is_analysis() {
            if after_legality(&r.message()) {
                d.flush(&mut pending);
                d.flush(&mut vec![r]);
            } else {
                pending.push(r);
            }
            continue;
        }
        let i = d.verdict_loop(r, !pending.is_empty());
        for p in pending.drain(..) {
            d.loops[i]
                .decision
                .reason
                .get_or_insert_with(|| p.message());
        }
        let dec = &mut d.loops[i].decision;
        let num = |k: &str| r.arg(k).and_then(|v| v.trim().parse::<u32>().ok());
        match (r.kind.as_str(), r.name.as_str()) {
            ("Passed", "Vectorized") if !dec.vectorized => {
                dec.vf = num("VectorizationFactor").unwrap_or(1);
                dec.ic = num("InterleaveCount").unwrap_or(1);
                dec.vectorized = dec.vf > 1;
                dec.reason = None;
            }
            ("Passed", "Interleaved") if !dec.vectorized => {
                dec.ic = num("InterleaveCount").unwrap_or(1);
            }
            ("Passed", _) => {}
            _ if !dec.vectorized => {
                dec.reason.get_or_insert_with(|| r.message());
            }
            _ => {}
        }
    }
    d.flush(&mut pending);
    d.loops
}

/// Whether `message` is one of LLVM 22's refusals in `processLoop` after
/// legality has passed (the early-exit and faulting-load ones, all worded
/// "Auto-vectorization of ..."): `reportVectorizationFailure` without
/// `emitRemarkWithHints`, so no verdict follows and the record is the
/// loop's only one.
pub fn after_legality(message: &str) -> bool {
    message
        .strip_prefix("loop not vectorized: ")
        .unwrap_or(message)
        .starts_with("Auto-vectorization of ")
}

/// The loops found so far, by function and location (the latest loop
/// at each), with the verdict records each has had.
#[derive(Default)]
struct Decisions {
    loops: Vec<CompilerLoop>,
    /// The names of each loop's verdict records.
    verdicts: Vec<Vec<String>>,
    at: BTreeMap<(String, Option<RecordLoc>), usize>,
}

impl Decisions {
    /// A new scalar loop where `r` points, without a reason.
    fn push(&mut self, r: &Record) -> usize {
        self.loops.push(CompilerLoop {
            function: r.function.clone(),
            loc: r.loc.clone(),
            decision: LoopDecision {
                vectorized: false,
                vf: 1,
                ic: 1,
                reason: None,
            },
        });
        self.verdicts.push(Vec::new());
        let i = self.loops.len() - 1;
        self.at.insert((r.function.clone(), r.loc.clone()), i);
        i
    }

    /// The loop the verdict `r` is about: the one at its place, unless
    /// `r` has analysis records of its own, there is none, that loop
    /// already had a record like `r` (the epilogue's `Vectorized` aside),
    /// or it is closed: `MissedDetails` (`emitRemarkWithHints`) is the
    /// last record LoopVectorize writes for a loop it gives up on, so a
    /// `Vectorized` after it at the same place (inlined iterator code) is
    /// another loop's.
    fn verdict_loop(&mut self, r: &Record, own_analyses: bool) -> usize {
        let key = (r.function.clone(), r.loc.clone());
        let epilogue = r.message().contains("vectorized epilogue loop");
        let open = |v: &[String]| {
            (epilogue || !v.contains(&r.name)) && !v.iter().any(|n| n == "MissedDetails")
        };
        let i = match self.at.get(&key) {
            Some(&i) if !own_analyses && open(&self.verdicts[i]) => i,
            _ => self.push(r),
        };
        self.verdicts[i].push(r.name.clone());
        i
    }

    /// Analysis records no verdict followed: each a loop where it points.
    fn flush(&mut self, pending: &mut Vec<&Record>) {
        for r in pending.drain(..) {
            let i = self.push(r);
            self.loops[i].decision.reason = Some(r.message());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLANG22: &str = "--- !Passed
Pass:            loop-vectorize
Name:            Vectorized
DebugLoc:        { File: k.c, Line: 2, Column: 3 }
Function:        saxpy
Args:
  - String:          'vectorized '
  - String:          'loop (vectorization width: '
  - VectorizationFactor: '4'
  - String:          ', interleaved count: '
  - InterleaveCount: '2'
  - String:          ')'
...
--- !Analysis
Pass:            loop-vectorize
Name:            PotentiallyFaultingLoadsNotSupported
DebugLoc:        { File: k.c, Line: 7, Column: 3 }
Function:        search
Args:
  - String:          'loop not vectorized: '
  - String:          Auto-vectorization of loops with potentially faulting load is not supported
...
--- !Missed
Pass:            loop-vectorize
Name:            VectorizationNotBeneficial
DebugLoc:        { File: k.c, Line: 14, Column: 3 }
Function:        scatter
Args:
  - String:          the cost-model indicates that vectorization is not beneficial
...
--- !Missed
Pass:            loop-vectorize
Name:            InterleavingNotBeneficial
DebugLoc:        { File: k.c, Line: 14, Column: 3 }
Function:        scatter
Args:
  - String:          the cost-model indicates that interleaving is not beneficial
...
--- !AnalysisFPCommute
Pass:            loop-vectorize
Name:            CantReorderFPOps
DebugLoc:        { File: 'dir/k, 2.c', Line: 21,
                   Column: 7 }
Function:        dot
Args:
  - String:          'loop not vectorized: cannot prove it is safe to reorder
      floating-point operations'
...
--- !Missed
Pass:            loop-vectorize
Name:            MissedDetails
DebugLoc:        { File: k.c, Line: 20, Column: 3 }
Function:        dot
Args:
  - String:          loop not vectorized
...
";

    #[test]
    fn reads_records_and_folded_lines() {
        let r = parse_records(CLANG22);
        assert_eq!(r.len(), 6);
        assert_eq!(r[0].kind, "Passed");
        assert_eq!(r[0].arg("VectorizationFactor"), Some("4"));
        assert_eq!(
            r[4].loc,
            Some(RecordLoc {
                file: "dir/k, 2.c".into(),
                line: 21,
                column: 7
            })
        );
        assert_eq!(
            r[4].message(),
            "loop not vectorized: cannot prove it is safe to reorder floating-point operations"
        );
    }

    #[test]
    fn one_decision_per_loop() {
        let loops = loop_decisions(&parse_records(CLANG22));
        let got: Vec<String> = loops
            .iter()
            .map(|l| {
                format!(
                    "{} {}:{} vec={} vf={} ic={} {}",
                    l.function,
                    l.loc.as_ref().map_or(0, |l| l.line),
                    l.loc.as_ref().map_or(0, |l| l.column),
                    l.decision.vectorized,
                    l.decision.vf,
                    l.decision.ic,
                    l.decision.reason.as_deref().unwrap_or("-")
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                "saxpy 2:3 vec=true vf=4 ic=2 -",
                "search 7:3 vec=false vf=1 ic=1 loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported",
                "scatter 14:3 vec=false vf=1 ic=1 the cost-model indicates that vectorization is not beneficial",
                "dot 20:3 vec=false vf=1 ic=1 loop not vectorized: cannot prove it is safe to reorder floating-point operations",
            ]
        );
    }

    /// One record set per loop, in order: `multmodp` inlined twice into
    /// `crc32_combine64` (zlib's crc32.c), as clang 22 writes them.
    #[test]
    fn two_loops_at_one_place() {
        let set = |name: &str| {
            format!(
                "--- !Analysis\nPass: loop-vectorize\nName: {name}\n\
                 DebugLoc: {{ File: crc32.c, Line: 168, Column: 5 }}\n\
                 Function: crc32_combine64\nArgs:\n  - String: 'loop not vectorized: '\n\
                 \x20 - String: {name}\n...\n\
                 --- !Missed\nPass: loop-vectorize\nName: MissedDetails\n\
                 DebugLoc: {{ File: crc32.c, Line: 168, Column: 5 }}\n\
                 Function: crc32_combine64\nArgs:\n  - String: loop not vectorized\n...\n"
            )
        };
        let text = format!("{}{}", set("first"), set("second"));
        let loops = loop_decisions(&parse_records(&text));
        let reasons: Vec<&str> = loops
            .iter()
            .map(|l| l.decision.reason.as_deref().unwrap_or("-"))
            .collect();
        assert_eq!(
            reasons,
            ["loop not vectorized: first", "loop not vectorized: second"]
        );
        // The cost model's two `Missed` records are one loop's.
        let scatter = loop_decisions(&parse_records(CLANG22));
        assert_eq!(scatter.len(), 4);
    }

    /// rustc's records of one function (deltae's `parse_str_to_vecf32`,
    /// shortened): the second loop's first analysis is at an instruction
    /// inlined from the place of the first loop's verdict, and a refusal
    /// after legality that no verdict follows is a loop of its own.
    #[test]
    fn records_follow_loopvectorize_loop_by_loop() {
        let rec = |kind: &str, name: &str, line: u32, msg: &str| {
            format!(
                "--- !{kind}\nPass: loop-vectorize\nName: {name}\n\
                 DebugLoc: {{ File: m.rs, Line: {line}, Column: 9 }}\n\
                 Function: f\nArgs:\n  - String: '{msg}'\n...\n"
            )
        };
        let text = [
            rec("Analysis", "A", 2766, "loop not vectorized: first"),
            rec("Missed", "MissedDetails", 2766, "loop not vectorized"),
            rec("Analysis", "B", 2766, "loop not vectorized: second"),
            rec("Analysis", "C", 366, "loop not vectorized: second, later"),
            rec("Missed", "MissedDetails", 366, "loop not vectorized"),
            rec(
                "Analysis",
                "F",
                400,
                "loop not vectorized: Auto-vectorization of x",
            ),
            rec("Analysis", "D", 500, "loop not vectorized: fourth"),
            rec("Missed", "MissedDetails", 500, "loop not vectorized"),
            rec(
                "Missed",
                "VectorizationNotBeneficial",
                600,
                "not beneficial",
            ),
            rec(
                "Missed",
                "InterleavingNotBeneficial",
                600,
                "no interleaving",
            ),
        ]
        .concat();
        let got: Vec<String> = loop_decisions(&parse_records(&text))
            .iter()
            .map(|l| {
                format!(
                    "{} {}",
                    l.loc.as_ref().unwrap().line,
                    l.decision.reason.as_deref().unwrap_or("-")
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                "2766 loop not vectorized: first",
                "366 loop not vectorized: second",
                "400 loop not vectorized: Auto-vectorization of x",
                "500 loop not vectorized: fourth",
                "600 not beneficial",
            ]
        );
    }

    /// ruzstd's `compress_literals`: three loops inlined from one
    /// iterator share a place; the second's verdict (`Vectorized`, no
    /// analysis) follows the first's `MissedDetails` and is its own loop.
    #[test]
    fn vectorized_after_missed_details_is_another_loop() {
        let rec = |kind: &str, name: &str, msg: &str| {
            format!(
                "--- !{kind}\nPass: loop-vectorize\nName: {name}\n\
                 DebugLoc: {{ File: macros.rs, Line: 180, Column: 28 }}\n\
                 Function: f\nArgs:\n  - String: '{msg}'\n...\n"
            )
        };
        let vectorized = "--- !Passed\nPass: loop-vectorize\nName: Vectorized\n\
             DebugLoc: { File: macros.rs, Line: 180, Column: 28 }\nFunction: f\nArgs:\n\
             \x20 - String: 'vectorized loop (vectorization width: '\n\
             \x20 - VectorizationFactor: '2'\n  - String: ', interleaved count: '\n\
             \x20 - InterleaveCount: '2'\n  - String: ')'\n...\n";
        let text = [
            rec(
                "Analysis",
                "NonReductionValueUsedOutsideLoop",
                "loop not vectorized: first",
            ),
            rec("Missed", "MissedDetails", "loop not vectorized"),
            vectorized.to_string(),
            rec(
                "Analysis",
                "NonReductionValueUsedOutsideLoop",
                "loop not vectorized: third",
            ),
            rec("Missed", "MissedDetails", "loop not vectorized"),
        ]
        .concat();
        let got: Vec<String> = loop_decisions(&parse_records(&text))
            .iter()
            .map(|l| {
                let d = &l.decision;
                format!("vf={} {}", d.vf, d.reason.as_deref().unwrap_or("-"))
            })
            .collect();
        assert_eq!(
            got,
            [
                "vf=1 loop not vectorized: first",
                "vf=2 -",
                "vf=1 loop not vectorized: third",
            ]
        );
    }

    #[test]
    fn garbage_is_skipped() {
        assert!(parse_records("not yaml: [\n\u{0}").is_empty());
        let r = parse_records("--- !Missed\nDebugLoc: { Line: x }\nArgs:\n  - \n");
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].loc, None);
    }
}
