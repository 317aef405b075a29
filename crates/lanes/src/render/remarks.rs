//! LLVM's optimization records (`--format remarks`): the YAML documents
//! LLVM 14's `opt -loop-vectorize -pass-remarks-output=FILE` writes for the
//! loop vectorizer, made from `lanes report`'s verdicts, so that tools
//! that read LLVM's records (opt-viewer, editors) read lanes' too.
//!
//! The remarks follow the vectorizer's steps: hints, legality (every rule
//! a loop fails, as LLVM reports them all when records are written), the
//! function checks, the cost model, then the verdict.

use std::fmt::Write as _;

use lanes_vec::legal::NotCandidate;

use crate::model::{BestReason, LoopVerdict, RefusalInfo, RefusalKind};

/// The loop vectorizer's pass name, as every record carries it.
const PASS: &str = "loop-vectorize";
/// The prefix of every analysis remark about a refusal.
const NOT_VECTORIZED: &str = "loop not vectorized: ";

/// A record's kind: its YAML tag.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RemarkKind {
    /// `!Passed`: the loop was vectorized or interleaved.
    Passed,
    /// `!Missed`: the loop was left as it is.
    Missed,
    /// `!Analysis`: why.
    Analysis,
    /// `!AnalysisFPCommute`: floating-point operations that may not be reordered.
    AnalysisFPCommute,
    /// `!AnalysisAliasing`: too many run-time alias checks.
    AnalysisAliasing,
}

impl RemarkKind {
    /// The YAML tag without `!`.
    pub fn tag(self) -> &'static str {
        match self {
            RemarkKind::Passed => "Passed",
            RemarkKind::Missed => "Missed",
            RemarkKind::Analysis => "Analysis",
            RemarkKind::AnalysisFPCommute => "AnalysisFPCommute",
            RemarkKind::AnalysisAliasing => "AnalysisAliasing",
        }
    }
}

/// A source position as LLVM's `DebugLoc:` names it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RemarkLoc {
    /// The `DIFile`'s file name, as the loop's location names it.
    pub file: String,
    /// 1-based line (0: LLVM's location of compiler-made code).
    pub line: u32,
    /// 1-based column.
    pub column: u32,
}

/// One optimization remark.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Remark {
    /// The YAML tag.
    pub kind: RemarkKind,
    /// LLVM's remark name (`Vectorized`, `CantVectorizeLibcall`).
    pub name: &'static str,
    /// Where it points (`None`: the IR has no debug location there).
    pub loc: Option<RemarkLoc>,
    /// Function name without `@`.
    pub function: String,
    /// `(key, value)`: `String` pieces and named values
    /// (`VectorizationFactor`), which read as one message when joined.
    pub args: Vec<(&'static str, String)>,
}

impl Remark {
    fn new(
        kind: RemarkKind,
        name: &'static str,
        loc: Option<RemarkLoc>,
        row: &LoopVerdict,
    ) -> Self {
        Remark {
            kind,
            name,
            loc,
            function: row.function.clone(),
            args: Vec::new(),
        }
    }

    fn text(mut self, s: &str) -> Self {
        self.args.push(("String", s.to_string()));
        self
    }

    fn value(mut self, key: &'static str, v: u32) -> Self {
        self.args.push((key, v.to_string()));
        self
    }

    /// The message, as `opt -pass-remarks*` prints it.
    pub fn message(&self) -> String {
        self.args.iter().map(|(_, v)| v.as_str()).collect()
    }
}

/// Whether LLVM's loop vectorizer visits the loop at all: outer loops
/// (unless planned as outer loops), loops inside an outer-loop plan and
/// irreducible ones get no remark.
pub fn considered(row: &LoopVerdict) -> bool {
    !matches!(
        row.reason.as_ref().map(|r| &r.kind),
        Some(BestReason::NotCandidate(
            NotCandidate::OuterLoop
                | NotCandidate::Irreducible
                | NotCandidate::EnclosingOuterLoop(_)
        ))
    )
}

/// The remarks LLVM emits about one loop, in its order (none for a loop
/// it does not visit).
pub fn loop_remarks(row: &LoopVerdict) -> Vec<Remark> {
    if !considered(row) {
        return Vec::new();
    }
    let start = start_loc(row);
    let missed = |name| Remark::new(RemarkKind::Missed, name, start.clone(), row);
    let details = || missed("MissedDetails").text("loop not vectorized");
    match row.reason.as_ref().map(|r| &r.kind) {
        Some(BestReason::NotCandidate(NotCandidate::AlreadyVectorized)) => vec![
            Remark::new(RemarkKind::Analysis, "AllDisabled", start.clone(), row).text(
                "loop not vectorized: vectorization and interleaving are explicitly disabled, or the loop has already been vectorized",
            ),
        ],
        Some(BestReason::NotCandidate(NotCandidate::Disabled)) => vec![
            missed("MissedExplicitlyDisabled")
                .text("loop not vectorized: vectorization is explicitly disabled"),
        ],
        Some(BestReason::NotCandidate(_)) => vec![details()],
        Some(BestReason::Illegal(_)) => refused(row, &start, details()),
        _ if row.vectorized => vectorized(row, &start),
        _ => scalar(row, &start, Vec::new()),
    }
}

/// A vectorized loop: its VF and interleave count.
fn vectorized(row: &LoopVerdict, start: &Option<RemarkLoc>) -> Vec<Remark> {
    let mut out = Vec::new();
    if row.ic <= 1 {
        out.push(interleaving_not_beneficial(
            RemarkKind::Analysis,
            row,
            start,
        ));
    }
    out.push(
        Remark::new(RemarkKind::Passed, "Vectorized", start.clone(), row)
            .text("vectorized loop (vectorization width: ")
            .value("VectorizationFactor", row.vf)
            .text(", interleaved count: ")
            .value("InterleaveCount", row.ic.max(1))
            .text(")"),
    );
    out
}

/// A legal loop the cost model leaves scalar (interleaved when its count
/// is above 1), after the remarks `first` about why no VF was possible.
fn scalar(row: &LoopVerdict, start: &Option<RemarkLoc>, mut first: Vec<Remark>) -> Vec<Remark> {
    if row.trip_count == Some(1) && first.is_empty() {
        first.push(
            Remark::new(
                RemarkKind::Analysis,
                "SingleIterationLoop",
                start.clone(),
                row,
            )
            .text(NOT_VECTORIZED)
            .text("loop trip count is one, irrelevant for vectorization"),
        );
    }
    let not_beneficial = |kind| {
        Remark::new(kind, "VectorizationNotBeneficial", start.clone(), row)
            .text("the cost-model indicates that vectorization is not beneficial")
    };
    if row.ic > 1 {
        first.push(not_beneficial(RemarkKind::Analysis));
        first.push(
            Remark::new(RemarkKind::Passed, "Interleaved", start.clone(), row)
                .text("interleaved loop (interleaved count: ")
                .value("InterleaveCount", row.ic)
                .text(")"),
        );
    } else {
        first.push(not_beneficial(RemarkKind::Missed));
        first.push(interleaving_not_beneficial(RemarkKind::Missed, row, start));
    }
    first
}

fn interleaving_not_beneficial(
    kind: RemarkKind,
    row: &LoopVerdict,
    start: &Option<RemarkLoc>,
) -> Remark {
    Remark::new(kind, "InterleavingNotBeneficial", start.clone(), row)
        .text("the cost-model indicates that interleaving is not beneficial")
}

/// When LLVM checks a rule: the legality analysis (all its failures are
/// reported), the function checks after it, or the cost model's choice of
/// the largest VF.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    Legality,
    Function,
    MaxVf,
}

fn stage(kind: RefusalKind) -> Stage {
    match kind {
        RefusalKind::NoImplicitFloat
        | RefusalKind::CantReorderFPOps
        | RefusalKind::CantReorderMemOps => Stage::Function,
        RefusalKind::SingleIterationLoop
        | RefusalKind::CantVersionLoopWithOptForSize
        | RefusalKind::NoTailLoopWithOptForSize
        | RefusalKind::UnknownLoopCountComplexCFG => Stage::MaxVf,
        _ => Stage::Legality,
    }
}

/// A refused loop: the remarks of the first stage that fails (LLVM stops
/// there), then what LLVM concludes.
fn refused(row: &LoopVerdict, start: &Option<RemarkLoc>, details: Remark) -> Vec<Remark> {
    let Some(first) = row.refusals.first() else {
        return vec![details];
    };
    let at = stage(first.kind);
    let mut out: Vec<Remark> = match at {
        Stage::Legality => row
            .refusals
            .iter()
            .filter(|r| stage(r.kind) == Stage::Legality)
            .filter_map(|r| refusal_remark(row, r, start))
            .collect(),
        _ => refusal_remark(row, first, start).into_iter().collect(),
    };
    if at == Stage::MaxVf {
        return scalar(row, start, out);
    }
    out.push(details);
    out
}

/// LLVM 14's name and words for a refusal (lanes' words add what LLVM
/// leaves out), and whether the remark points at the instruction.
fn llvm_words(r: &RefusalInfo) -> Option<(&'static str, String, bool)> {
    let msg = r.message.as_str();
    let (name, text, at_inst) = match r.kind {
        RefusalKind::RecurrenceSinkConflict => return None,
        RefusalKind::CFGNotUnderstood if msg.starts_with("loop contains a switch") => {
            ("LoopContainsSwitch", msg.to_string(), true)
        }
        RefusalKind::CFGNotUnderstood if msg.starts_with("Loop contains an unsupported switch") => {
            ("LoopContainsUnsupportedSwitch", msg.to_string(), true)
        }
        RefusalKind::CFGNotUnderstood
            if msg.starts_with("Loop contains an unsupported terminator") =>
        {
            ("LoopContainsUnsupportedTerminator", msg.to_string(), true)
        }
        RefusalKind::CFGNotUnderstood => (
            "CFGNotUnderstood",
            "loop control flow is not understood by vectorizer".into(),
            false,
        ),
        RefusalKind::CantVectorizeCall => ("CantVectorizeLibcall", msg.into(), true),
        RefusalKind::UnsafeDep => ("UnsafeMemDep", msg.into(), false),
        RefusalKind::NonSimpleAccess if msg.starts_with("read") => {
            ("NonSimpleLoad", msg.into(), true)
        }
        RefusalKind::NonSimpleAccess => ("NonSimpleStore", msg.into(), true),
        RefusalKind::CantVectorizeNontemporal if msg.contains("load") => {
            ("CantVectorizeNontemporalLoad", msg.into(), true)
        }
        RefusalKind::CantVectorizeNontemporal => {
            ("CantVectorizeNontemporalStore", msg.into(), true)
        }
        RefusalKind::CantVectorizeInstruction if msg.starts_with("store") => {
            ("CantVectorizeStore", msg.into(), true)
        }
        // The dependence analysis' remark about a call that touches
        // memory names no instruction.
        RefusalKind::CantVectorizeInstruction if msg == "instruction cannot be vectorized" => {
            ("CantVectorizeInstruction", msg.into(), false)
        }
        RefusalKind::CantVersionLoopWithOptForSize | RefusalKind::NoTailLoopWithOptForSize => {
            (r.kind.name(), opt_size_words(r.kind, msg), false)
        }
        RefusalKind::UnknownLoopCountComplexCFG => (
            "UnknownLoopCountComplexCFG",
            without_explanation(msg).to_string(),
            false,
        ),
        RefusalKind::CantReorderMemOps => (
            "CantReorderMemOps",
            "cannot prove it is safe to reorder memory operations".into(),
            false,
        ),
        kind => (kind.name(), without_explanation(msg).to_string(), true),
    };
    Some((name, text, at_inst))
}

/// LLVM's words for the refusals of `-Os`/`-Oz` loops.
fn opt_size_words(kind: RefusalKind, msg: &str) -> String {
    const ENABLE: &str = "Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz";
    if kind == RefusalKind::NoTailLoopWithOptForSize {
        return format!("cannot optimize for size and vectorize at the same time. {ENABLE}");
    }
    let what = if msg.starts_with("runtime SCEV") {
        "SCEV"
    } else {
        "pointer"
    };
    format!("runtime {what} checks needed. {ENABLE}")
}

/// `msg` without the trailing `(...)` lanes adds to LLVM's words.
fn without_explanation(msg: &str) -> &str {
    match msg.strip_suffix(')').and_then(|m| m.rfind(" (")) {
        Some(at) => &msg[..at],
        None => msg,
    }
}

/// The analysis remark of one refusal, at its instruction when LLVM
/// names one and it has a location, else at the loop's start.
fn refusal_remark(row: &LoopVerdict, r: &RefusalInfo, start: &Option<RemarkLoc>) -> Option<Remark> {
    let (name, text, at_inst) = llvm_words(r)?;
    let inst_loc = r.loc.as_deref().and_then(|l| loc_in(row, l));
    let loc = match r.kind {
        // Placed at the instruction's location, with no fallback.
        RefusalKind::CantReorderFPOps => inst_loc,
        _ if at_inst => inst_loc.or_else(|| start.clone()),
        _ => start.clone(),
    };
    let remark = match r.kind {
        RefusalKind::CantReorderFPOps => Remark::new(RemarkKind::AnalysisFPCommute, name, loc, row)
            .text(&format!("{NOT_VECTORIZED}{text}")),
        RefusalKind::CantReorderMemOps => Remark::new(RemarkKind::AnalysisAliasing, name, loc, row)
            .text(&format!("{NOT_VECTORIZED}{text}")),
        _ => Remark::new(RemarkKind::Analysis, name, loc, row)
            .text(NOT_VECTORIZED)
            .text(&text),
    };
    Some(remark)
}

/// The loop's start location (LLVM's `Loop::getStartLoc`).
fn start_loc(row: &LoopVerdict) -> Option<RemarkLoc> {
    loc_in(row, row.start_loc.as_deref()?)
}

/// `line:col` in the file LLVM names for the loop.
fn loc_in(row: &LoopVerdict, line_col: &str) -> Option<RemarkLoc> {
    let (line, column) = line_col.split_once(':')?;
    Some(RemarkLoc {
        file: row.start_file.clone().unwrap_or_else(|| row.file.clone()),
        line: line.parse().ok()?,
        column: column.parse().ok()?,
    })
}

/// Every remark of `rows`, as `opt -pass-remarks-output` writes them.
pub fn report_remarks(rows: &[LoopVerdict]) -> String {
    let mut out = String::new();
    for r in in_llvm_order(rows) {
        for remark in loop_remarks(r) {
            write_yaml(&mut out, &remark);
        }
    }
    out
}

/// `rows` (a function's loops in pre-order, functions in file order) in
/// the order LLVM's vectorizer visits the loops: it stacks the loop nests
/// with the top-level loops last-first and each loop's children
/// first-last, then pops; so nests come in program order and, within a
/// nest, sibling loops last-first.
pub fn in_llvm_order(rows: &[LoopVerdict]) -> Vec<&LoopVerdict> {
    let mut out: Vec<&LoopVerdict> = Vec::with_capacity(rows.len());
    for group in rows.chunk_by(|a, b| a.file == b.file && a.function == b.function) {
        let mut group: Vec<&LoopVerdict> = group.iter().collect();
        group.sort_by_cached_key(|r| visit_key(&r.path));
        out.extend(group);
    }
    out
}

/// The loop path `L0.2.1` as `[0, -2, -1]`: the top-level index counts
/// up, the deeper ones down.
fn visit_key(path: &str) -> Vec<i64> {
    path.trim_start_matches('L')
        .split('.')
        .enumerate()
        .map(|(depth, n)| {
            let n: i64 = n.parse().unwrap_or(0);
            if depth == 0 { n } else { -n }
        })
        .collect()
}

/// One YAML document, laid out as LLVM's YAML writer does: keys padded
/// to 16 columns, scalars quoted only where YAML needs it.
fn write_yaml(out: &mut String, r: &Remark) {
    let _ = writeln!(out, "--- !{}", r.kind.tag());
    key(out, "", "Pass", PASS);
    key(out, "", "Name", r.name);
    if let Some(l) = &r.loc {
        debug_loc(out, l);
    }
    key(out, "", "Function", &r.function);
    if !r.args.is_empty() {
        out.push_str("Args:\n");
        for (k, v) in &r.args {
            key(out, "  - ", k, v);
        }
    }
    out.push_str("...\n");
}

/// LLVM's YAML writer wraps a flow mapping past column 70: the next key
/// goes on a new line, two columns in from the `{`.
const WRAP_COLUMN: usize = 70;

/// `DebugLoc: { File: F, Line: N, Column: N }`, wrapped as LLVM wraps it.
fn debug_loc(out: &mut String, l: &RemarkLoc) {
    let mut line = padded("DebugLoc");
    let brace = line.len();
    line.push_str("{ ");
    let fields = [
        ("File", scalar_yaml(&l.file)),
        ("Line", l.line.to_string()),
        ("Column", l.column.to_string()),
    ];
    for (i, (k, v)) in fields.iter().enumerate() {
        if i > 0 {
            line.push_str(", ");
        }
        if line.chars().count() > WRAP_COLUMN {
            out.push_str(&line);
            out.push('\n');
            line = " ".repeat(brace + 2);
        }
        let _ = write!(line, "{k}: {v}");
    }
    out.push_str(&line);
    out.push_str(" }\n");
}

fn key(out: &mut String, indent: &str, k: &str, v: &str) {
    let _ = writeln!(out, "{indent}{}{}", padded(k), scalar_yaml(v));
}

/// `key:` followed by spaces up to column 17, or one space after a longer key.
fn padded(k: &str) -> String {
    format!("{k}:{}", " ".repeat(16usize.saturating_sub(k.len()).max(1)))
}

/// How LLVM's YAML writer quotes a scalar.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Quoting {
    None,
    Single,
    Double,
}

/// `s` as a YAML scalar: plain when that reads back as the same string,
/// else single-quoted (`'` doubled), or double-quoted with escapes for
/// control characters and non-ASCII text.
pub fn scalar_yaml(s: &str) -> String {
    match quoting(s) {
        Quoting::None => s.to_string(),
        Quoting::Single => format!("'{}'", s.replace('\'', "''")),
        Quoting::Double => double_quoted(s),
    }
}

fn quoting(s: &str) -> Quoting {
    let (Some(first), Some(last)) = (s.chars().next(), s.chars().last()) else {
        return Quoting::Single;
    };
    let mut q = Quoting::None;
    if first.is_ascii_whitespace()
        || last.is_ascii_whitespace()
        || is_reserved_word(s)
        || is_number(s)
        || "-?:\\,[]{}#&*!|>'\"%@`".contains(first)
    {
        q = Quoting::Single;
    }
    for b in s.bytes() {
        match b {
            b if b.is_ascii_alphanumeric() => {}
            b'_' | b'-' | b'^' | b'.' | b',' | b' ' | b'\t' => {}
            b'\n' | b'\r' => q = q.max(Quoting::Single),
            0x7f => return Quoting::Double,
            b if !(0x20..0x80).contains(&b) => return Quoting::Double,
            _ => q = q.max(Quoting::Single),
        }
    }
    q
}

/// The words YAML reads as null or a boolean.
fn is_reserved_word(s: &str) -> bool {
    matches!(
        s,
        "null" | "Null" | "NULL" | "~" | "true" | "True" | "TRUE" | "false" | "False" | "FALSE"
    )
}

/// Whether YAML would read `s` as a number (decimal, hex, octal, float,
/// infinity or NaN).
fn is_number(s: &str) -> bool {
    let t = s.strip_prefix(['-', '+']).unwrap_or(s);
    if matches!(t, ".inf" | ".Inf" | ".INF") || matches!(s, ".nan" | ".NaN" | ".NAN") {
        return true;
    }
    let radix = |p: &str, ok: fn(char) -> bool| {
        s.strip_prefix(p)
            .is_some_and(|d| !d.is_empty() && d.chars().all(ok))
    };
    if radix("0x", |c| c.is_ascii_hexdigit()) || radix("0o", |c| c.is_digit(8)) {
        return true;
    }
    let (mantissa, exp) = match t.find(['e', 'E']) {
        Some(at) => (&t[..at], Some(&t[at + 1..])),
        None => (t, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |d: &str| d.chars().all(|c| c.is_ascii_digit());
    let mantissa_ok = digits(int) && digits(frac) && !(int.is_empty() && frac.is_empty());
    let exp_ok = exp.is_none_or(|e| {
        let e = e.strip_prefix(['-', '+']).unwrap_or(e);
        !e.is_empty() && digits(e)
    });
    mantissa_ok && exp_ok
}

fn double_quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                let _ = write!(out, "\\x{:02X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::scalar_yaml;

    #[test]
    fn scalars_are_quoted_as_llvm_quotes_them() {
        assert_eq!(scalar_yaml("loop not vectorized"), "loop not vectorized");
        assert_eq!(
            scalar_yaml("loop not vectorized: "),
            "'loop not vectorized: '"
        );
        assert_eq!(scalar_yaml("4"), "'4'");
        assert_eq!(scalar_yaml("1.5e3"), "'1.5e3'");
        assert_eq!(scalar_yaml("a.c"), "a.c");
        assert_eq!(scalar_yaml("./a.inc"), "'./a.inc'");
        assert_eq!(scalar_yaml("it's"), "'it''s'");
        assert_eq!(scalar_yaml(""), "''");
        assert_eq!(scalar_yaml("true"), "'true'");
        assert_eq!(scalar_yaml("-x"), "'-x'");
        assert_eq!(scalar_yaml("a\u{1}"), "\"a\\x01\"");
    }
}
