//! IGC's own lit tests (`shared/corpus/igc-lit`, every folder): each RUN
//! line whose last pass lanes models is run on lanes' output for that pass
//! and piped through LLVM's FileCheck with the RUN line's options, as
//! `scripts/igc_lit.py` does through the binary:
//!
//! * `-GenXFuncBaling`, `-GenXGroupBalingWrapper`: the baling dump of the
//!   IR as GenXBaling rewrites it, then that IR (`lanes bales --format igc`);
//! * `-GenXNumberingWrapper`: the IR (`lanes numbering --format igc`);
//! * `-GenXCategoryWrapper`, `-GenXLiveRangesWrapper`: GenXLiveness's dump
//!   of each function group, then the IR as GenXCategory leaves it (`lanes
//!   liveness --format igc`);
//! * `-GenXCoalescingWrapper`: the IR with the copies coalescing inserts
//!   (`lanes coalesce --format igc`; `-vc-disable-coalescing` disables it).
//!
//! A RUN line without FileCheck passes when lanes produces its output. An
//! `%opt_opaque_ptrs` RUN line reads the input as `opt -opaque-pointers`
//! does ([`lanes_genx::igc::opaque_pointers`]).
//! Out of scope (see docs/genx.md): `llc` runs, passes lanes does not
//! model, and GenXCategory's constant loading. The test asserts that every
//! RUN line of [`PASSING`] still passes. Skips cleanly when the corpus or
//! FileCheck is absent.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use lanes_genx::igc::{Pass, module_output_with};

const FILECHECK: &str = "/usr/lib/llvm-14/bin/FileCheck";

/// In-scope RUN lines that pass (folder/file, RUN number from 1): a
/// regression fails the test.
const PASSING: &[(&str, usize)] = &[
    ("Baling/arith_corr.ll", 1),
    ("Baling/cast_sat_bfloat.ll", 1),
    ("Baling/debug-split-wrr.ll", 1),
    ("Baling/debug-split-wrr.ll", 2),
    ("Baling/debug-split-wrr.ll", 3),
    ("Baling/debug-split-wrr.ll", 4),
    ("Baling/inline-asm-operand-bitmap.ll", 1),
    ("Baling/mem-ordering.ll", 1),
    ("Baling/not-bale-gloabal-rdr-deps.ll", 1),
    ("Baling/not-bale-gloabal-rdr-deps.ll", 2),
    ("Baling/scmp_zext.ll", 1),
    ("Baling/signed-unsigned-cast-baling.ll", 1),
    ("Baling/ucmp_sext.ll", 1),
    ("GenXBaling/ext.ll", 1),
    ("GenXBaling/mad.ll", 1),
    ("GenXBaling/mad.ll", 2),
    ("GenXCategory/conv-after-phi.ll", 1),
    ("GenXCategory/conv-after-phi.ll", 2),
    ("GenXCategory/debug-big-const.ll", 1),
    ("GenXCategory/debug-big-const.ll", 2),
    ("GenXCategory/debug-phi-circular.ll", 1),
    ("GenXCategory/debug-phi-circular.ll", 2),
    ("GenXCategory/debug-phi-struct.ll", 1),
    ("GenXCategory/debug-phi-struct.ll", 2),
    ("GenXCategory/debug-simple-const.ll", 1),
    ("GenXCategory/debug-simple-const.ll", 2),
    ("GenXCoalescing/bitcast_reach_check.ll", 1),
    ("GenXCoalescing/bitcast_reach_check.ll", 2),
    ("GenXCoalescing/debug.ll", 1),
    ("GenXCoalescing/debug.ll", 2),
    ("GenXCoalescing/liveness_func_subroutine.ll", 1),
    ("GenXCoalescing/liveness_func_subroutine.ll", 2),
    ("GenXCoalescing/possibly_wrong_test_with_constants.ll", 1),
    ("GenXCoalescing/possibly_wrong_test_with_constants.ll", 2),
    ("GenXCoalescing/undo_copy_elimination.ll", 1),
    ("GenXNumbering/debug.ll", 1),
    ("GenXNumbering/debug.ll", 2),
];

fn corpus() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/igc-lit");
    p.is_dir().then_some(p)
}

/// RUN lines joined across `\` continuations.
fn run_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for l in text.lines() {
        let Some(r) = l.trim_start().strip_prefix("; RUN:") else {
            continue;
        };
        let r = r.trim();
        match r.strip_suffix('\\') {
            Some(head) => {
                cur.push_str(head);
                cur.push(' ');
            }
            None => {
                cur.push_str(r);
                out.push(std::mem::take(&mut cur));
            }
        }
    }
    out
}

fn filecheck_args(run: &str) -> Vec<String> {
    let after = run.split("FileCheck").nth(1).unwrap_or("");
    after
        .split_whitespace()
        .filter(|a| *a != "%s")
        .map(str::to_string)
        .collect()
}

/// What lanes prints for a RUN line: the output of its last pass, when
/// lanes models it (the same mapping as `scripts/igc_lit.py`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Out {
    Bales,
    Pass(Pass),
}

fn scope(file: &str, run: &str, text: &str) -> Option<Out> {
    if run.starts_with("FileCheck") || run.contains("%llc") {
        return None;
    }
    let passes: Vec<&str> = run
        .split_whitespace()
        .filter_map(|w| w.strip_prefix("-passes=").or_else(|| w.strip_prefix('-')))
        .filter(|w| w.starts_with("GenX") && *w != "GenXModule")
        .collect();
    let last = *passes.last()?;
    match last {
        "GenXFuncBaling" | "GenXGroupBalingWrapper" => Some(Out::Bales),
        "GenXCoalescingWrapper" => Some(Out::Pass(Pass::Coalescing)),
        "GenXNumberingWrapper" => Some(Out::Pass(Pass::Numbering)),
        "GenXLiveRangesWrapper" => Some(Out::Pass(Pass::Liveness)),
        "GenXCategoryWrapper" => {
            // GenXConstants' constant loading is out of scope.
            let loads = text.lines().any(|l| {
                l.trim_start().starts_with(';')
                    && ["@llvm.genx.constant", "@llvm.genx.wrconstregion"]
                        .iter()
                        .any(|k| l.contains(k))
            });
            let simd = ["GenXCategory/eu-fusion.ll", "GenXCategory/simd32.ll"].contains(&file);
            (!loads && !simd).then_some(Out::Pass(Pass::Liveness))
        }
        _ => None,
    }
}

fn filecheck(run: &str, file: &Path, input: &str) -> bool {
    let mut child = Command::new(FILECHECK)
        .args(filecheck_args(run))
        .arg(file)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("FileCheck runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap().status.success()
}

#[test]
fn igc_lit_tests() {
    let Some(dir) = corpus() else {
        return lanes_test_utils::skip("../shared/corpus/igc-lit not found");
    };
    if lanes_test_utils::tool(FILECHECK).is_none() {
        return;
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .flat_map(|d| std::fs::read_dir(d).into_iter().flatten())
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let grf = lanes_genx::Grf::default();
    let mut passing = Vec::new();
    let (mut total, mut out_of_scope) = (0, 0);
    let mut report = String::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.strip_prefix(&dir).unwrap().display().to_string();
        for (k, run) in run_lines(&text).iter().enumerate() {
            let Some(out) = scope(&name, run, &text) else {
                out_of_scope += 1;
                continue;
            };
            total += 1;
            // `%opt_opaque_ptrs` reads the input with opaque pointers.
            let input = if run.contains("%opt_opaque_ptrs") {
                lanes_genx::igc::opaque_pointers(&text)
            } else {
                text.clone()
            };
            let ours = match out {
                Out::Bales => lanes_genx::render::igc_module(
                    &input,
                    None,
                    grf.bytes,
                    grf.max_exec,
                    grf.max_operand_grfs,
                ),
                Out::Pass(p) => {
                    let opts = lanes_genx::igc::Options {
                        disable_coalescing: run
                            .split_whitespace()
                            .any(|w| w == "-vc-disable-coalescing"),
                    };
                    module_output_with(&input, None, p, grf, opts)
                }
            };
            let ok = !run.contains("FileCheck") || filecheck(run, file, &ours);
            if ok {
                passing.push((name.clone(), k + 1));
            }
            let verdict = if ok { "PASS" } else { "FAIL" };
            report.push_str(&format!("{verdict} {name} [RUN {}] {out:?}\n", k + 1));
        }
    }
    eprintln!(
        "{report}igc-lit: {}/{total} in-scope RUN lines pass, {out_of_scope} out of scope",
        passing.len()
    );
    let lost: Vec<_> = PASSING
        .iter()
        .filter(|(f, r)| !passing.iter().any(|(g, s)| g == f && s == r))
        .collect();
    assert!(lost.is_empty(), "no longer passing: {lost:?}\n{report}");
}
