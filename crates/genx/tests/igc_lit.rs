//! IGC's own lit tests (`shared/corpus/igc-lit`, every folder): each RUN
//! line runs unchanged, with `lanes igc` in place of IGC's `opt` and `llc`
//! ([`lanes_genx::driver`], called in-process) and LLVM 14's FileCheck.
//! The substitutions are those IGC's `lit.cfg.py` makes under LLVM 14:
//! `%opt` and `%opt_typed_ptrs` are `opt -typed-pointers`,
//! `%opt_opaque_ptrs` is `opt -opaque-pointers`, `%llc_*` likewise,
//! `%use_old_pass_manager%` is `-enable-new-pm=0`, and the tools lit
//! disables under LLVM 14 (`%opt_new_pm_*`) make the RUN line `: || …`,
//! which lit counts as passing and this test as disabled.
//!
//! A RUN line the driver refuses (a pass or option not modelled) fails with
//! the driver's message as its reason; `docs/genx-rules.md` lists them. The
//! test asserts that every RUN line of [`PASSING`] still passes and prints
//! the pass rate per folder, for the alphabetically odd files (the tuning
//! half) and even files (the measuring half) apart. Skips cleanly when the
//! corpus or FileCheck is absent (a failure under `CI=true`).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const LLVM14: &str = "/usr/lib/llvm-14/bin";

/// RUN lines that pass (folder/file, RUN number from 1): a regression
/// fails the test.
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
    ("CisaBuilder/add3.ll", 1),
    ("CisaBuilder/add3.ll", 2),
    ("CisaBuilder/bf8_cvt_in_sat.ll", 1),
    ("CisaBuilder/bf8_cvt_in_sat.ll", 2),
    ("CisaBuilder/bf8_cvt_out_sat.ll", 1),
    ("CisaBuilder/bf8_cvt_out_sat.ll", 2),
    ("CisaBuilder/dnscl.ll", 1),
    ("CisaBuilder/dnscl.ll", 2),
    ("CisaBuilder/dnscl.ll", 3),
    ("CisaBuilder/dnscl.ll", 4),
    ("CisaBuilder/exec_mode.ll", 1),
    ("CisaBuilder/exec_mode.ll", 2),
    ("CisaBuilder/fneg.ll", 1),
    ("CisaBuilder/fneg.ll", 2),
    ("CisaBuilder/grf_size_512.ll", 1),
    ("CisaBuilder/hf8_cvt_in_sat.ll", 1),
    ("CisaBuilder/hf8_cvt_in_sat.ll", 2),
    ("CisaBuilder/hf8_cvt_out_sat.ll", 1),
    ("CisaBuilder/hf8_cvt_out_sat.ll", 2),
    ("CisaBuilder/lfsr_vector.ll", 1),
    ("CisaBuilder/lfsr_vector.ll", 2),
    ("CisaBuilder/lfsr_vector.ll", 3),
    ("CisaBuilder/lfsr_vector.ll", 4),
    ("CisaBuilder/lsc_block2d_ugm.ll", 1),
    ("CisaBuilder/lsc_block2d_ugm.ll", 2),
    ("CisaBuilder/lsc_block2d_ugm_offset.ll", 1),
    ("CisaBuilder/lsc_block2d_ugm_offset.ll", 2),
    ("CisaBuilder/math_f16.ll", 1),
    ("CisaBuilder/math_f16.ll", 2),
    ("CisaBuilder/maxnum.ll", 1),
    ("CisaBuilder/maxnum.ll", 2),
    ("CisaBuilder/packed_4bit_upconvert_lut_to_16bit_vnni.ll", 1),
    ("CisaBuilder/packed_4bit_upconvert_lut_to_16bit_vnni.ll", 2),
    ("CisaBuilder/packed_4bit_upconvert_lut_to_8bit_linear.ll", 1),
    ("CisaBuilder/packed_4bit_upconvert_lut_to_8bit_linear.ll", 2),
    ("CisaBuilder/predef_surf_write.ll", 1),
    ("CisaBuilder/predef_surf_write.ll", 2),
    ("CisaBuilder/raw_sendg.ll", 1),
    ("CisaBuilder/raw_sendg.ll", 2),
    ("CisaBuilder/raw_sendg.ll", 3),
    ("CisaBuilder/rdtsc.ll", 1),
    ("CisaBuilder/rdtsc.ll", 2),
    ("CisaBuilder/sample_predef_surface.ll", 1),
    ("CisaBuilder/sample_predef_surface.ll", 2),
    ("CisaBuilder/sampler_load.ll", 1),
    ("CisaBuilder/sampler_load.ll", 2),
    ("CisaBuilder/srnd_bf8.ll", 1),
    ("CisaBuilder/srnd_bf8.ll", 2),
    ("CisaBuilder/srnd_bf8.ll", 3),
    ("CisaBuilder/srnd_bf8.ll", 4),
    ("CisaBuilder/srnd_half.ll", 1),
    ("CisaBuilder/srnd_half.ll", 2),
    ("CisaBuilder/srnd_sat_bf8.ll", 1),
    ("CisaBuilder/srnd_sat_bf8.ll", 2),
    ("CisaBuilder/tanh_vector.ll", 1),
    ("CisaBuilder/tanh_vector.ll", 2),
    ("CisaBuilder/tanh_vector.ll", 3),
    ("CisaBuilder/tanh_vector.ll", 4),
    ("CisaBuilder/trap.ll", 1),
    ("CisaBuilder/trap.ll", 2),
    ("CisaBuilder/trap.ll", 3),
    ("CisaBuilder/trap.ll", 4),
    ("CisaBuilder/trap.ll", 5),
    ("CisaBuilder/trap.ll", 6),
    ("CisaBuilder/trap.ll", 7),
    ("CisaBuilder/trap.ll", 8),
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
    ("GenXLegalization/addr_reg.ll", 1),
    ("GenXLegalization/debug_anyall.ll", 1),
    ("GenXLegalization/debug_anyall.ll", 2),
    ("GenXLegalization/debug_intrinsic.ll", 1),
    ("GenXLegalization/debug_intrinsic.ll", 2),
    ("GenXLegalization/eu-fusion.ll", 1),
    ("GenXLegalization/eu-fusion.ll", 2),
    ("GenXLegalization/eu-fusion.ll", 3),
    ("GenXLegalization/eu-fusion.ll", 4),
    ("GenXLegalization/eu-fusion.ll", 5),
    ("GenXLegalization/eu-fusion.ll", 6),
    ("GenXLegalization/grf_crossing.ll", 1),
    ("GenXLegalization/rdregion.ll", 1),
    ("GenXLegalization/simd32.ll", 1),
    ("GenXLegalization/simd32.ll", 2),
    ("GenXLegalization/umadw.ll", 1),
    ("Legalization/addr_reg.ll", 1),
    ("Legalization/bf8_cvt.ll", 1),
    ("Legalization/bf_cvt_32.ll", 1),
    ("Legalization/debug-anyall.ll", 1),
    ("Legalization/debug-anyall.ll", 2),
    ("Legalization/debug-gstore.ll", 1),
    ("Legalization/debug-gstore.ll", 2),
    ("Legalization/debug-transform-move.ll", 1),
    ("Legalization/debug-transform-move.ll", 2),
    ("Legalization/dpas.ll", 1),
    ("Legalization/integer-div-width.ll", 1),
    ("Legalization/integer-div-width.ll", 2),
    ("Legalization/live-elements.ll", 1),
    ("Legalization/pred_4.ll", 1),
    ("Legalization/pred_4.ll", 2),
    ("GenXRegionCollapsing/4bit-upconvert-lut.ll", 1),
    ("GenXRegionCollapsing/offset.ll", 1),
    ("GenXRegionCollapsing/offset.ll", 2),
    ("PostLegalization/bitcasts.ll", 1),
    ("PostLegalization/constant_load_return.ll", 1),
    ("PostLegalization/constant_load_return.ll", 2),
    ("PostLegalization/constant_srnd.ll", 1),
    ("PostLegalization/decomposer.ll", 1),
    ("PostLegalization/wrregion.ll", 1),
    ("PostLegalization/wrregion.ll", 2),
    ("RegionCollapsing/PredefReg-2.ll", 1),
    ("RegionCollapsing/PredefReg.ll", 1),
    ("RegionCollapsing/gv_clobbering.ll", 1),
    ("RegionCollapsing/gv_clobbering.ll", 2),
    ("RegionCollapsing/ptr_size_crash.ll", 1),
    ("RegionCollapsing/ptr_size_crash.ll", 2),
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

/// `lit.cfg.py`'s substitutions under LLVM 14 (longest names first), and
/// lit's `%if feature %{…%} %else %{…%}` with no `llvm_15_or_greater`-type
/// feature set.
fn substitute(run: &str, file: &str) -> String {
    let mut s = run.to_string();
    while let Some(i) = s.find("%if ") {
        let rest = &s[i..];
        let (Some(a), Some(b)) = (rest.find("%{"), rest.find("%}")) else {
            break;
        };
        let mut end = i + b + 2;
        let mut keep = String::new();
        let after = &s[end..];
        if let Some(e) = after.trim_start().strip_prefix("%else")
            && let (Some(c), Some(d)) = (e.find("%{"), e.find("%}"))
        {
            keep = e[c + 2..d].to_string();
            end += after.len() - e.len() + d + 2;
        }
        let _ = a;
        s.replace_range(i..end, &keep);
    }
    for (from, to) in [
        ("%not_opt_new_pm_typed", ": ||"),
        ("%not_opt_new_pm_opaque", ": ||"),
        ("%opt_new_pm_typed", ": ||"),
        ("%opt_new_pm_opaque", ": ||"),
        ("%not_opt_typed_ptrs", "not opt -typed-pointers"),
        ("%not_opt_opaque_ptrs", "not opt -opaque-pointers"),
        ("%opt_typed_ptrs", "opt -typed-pointers"),
        ("%opt_opaque_ptrs", "opt -opaque-pointers"),
        ("%opt_legacy_typed", "opt -typed-pointers"),
        ("%opt_legacy_opaque", "opt -opaque-pointers"),
        ("%llc_typed_ptrs", "llc -typed-pointers"),
        ("%llc_opaque_ptrs", "llc -opaque-pointers"),
        ("%opt", "opt"),
        ("%use_old_pass_manager%", "-enable-new-pm=0"),
        ("%s", file),
    ] {
        s = s.replace(from, to);
    }
    s
}

/// Shell words: quotes group, `|`, `<` and `2>&1` stand alone.
fn words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote = None;
    let mut any = false;
    for c in s.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            (None, '|' | '<') => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
                out.push(c.to_string());
            }
            (None, c) => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// How a RUN line went.
enum Verdict {
    Pass,
    Fail(String),
    /// A tool lit disables under LLVM 14.
    Disabled,
}

/// Runs one substituted RUN line: `[not] opt|llc ARGS [< FILE] [2>&1]
/// [| [not] FileCheck ARGS]`.
fn run_line(line: &str) -> Verdict {
    if line.trim_start().starts_with(": ||") {
        return Verdict::Disabled;
    }
    let w = words(line);
    let stages: Vec<&[String]> = w.split(|x| x == "|").collect();
    if stages.len() > 2 {
        return Verdict::Fail("a pipeline of more than two commands".into());
    }
    let mut first: Vec<String> = stages[0].to_vec();
    let negate = first.first().is_some_and(|x| x == "not");
    if negate {
        first.remove(0);
    }
    let merge_err = first.iter().any(|x| x == "2>&1");
    first.retain(|x| x != "2>&1");
    let mut stdin_file = None;
    if let Some(k) = first.iter().position(|x| x == "<") {
        stdin_file = first.get(k + 1).cloned();
        first.drain(k..(k + 2).min(first.len()));
    }
    let Some(tool) = first.first().cloned() else {
        return Verdict::Fail("an empty command".into());
    };
    if tool == "FileCheck" {
        return Verdict::Fail("checks a dump an earlier llc RUN line writes".into());
    }
    let out = lanes_genx::driver::run(&tool, &first[1..], || match &stdin_file {
        Some(f) => std::fs::read_to_string(f),
        None => Ok(String::new()),
    });
    if out.code == 2 {
        return Verdict::Fail(out.stderr.trim().to_string());
    }
    if negate == (out.code == 0) {
        return Verdict::Fail(format!("exit {}: {}", out.code, out.stderr.trim()));
    }
    let Some(check) = stages.get(1) else {
        return Verdict::Pass;
    };
    let mut check: Vec<String> = check.to_vec();
    let negate_check = check.first().is_some_and(|x| x == "not");
    if negate_check {
        check.remove(0);
    }
    if check.first().map(String::as_str) != Some("FileCheck") {
        return Verdict::Fail(format!("`{}` is not FileCheck", check.join(" ")));
    }
    let mut input = out.stdout;
    if merge_err {
        input.push_str(&out.stderr);
    }
    let mut child = Command::new(format!("{LLVM14}/FileCheck"))
        .args(&check[1..])
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
    let r = child.wait_with_output().unwrap();
    if r.status.success() != negate_check {
        Verdict::Pass
    } else {
        let err = String::from_utf8_lossy(&r.stderr);
        let first = err
            .lines()
            .find(|l| l.contains("error:"))
            .unwrap_or("FileCheck failed");
        let first = first.split_once("error: ").map_or(first, |(_, m)| m);
        Verdict::Fail(format!("FileCheck: {first}"))
    }
}

#[test]
fn igc_lit_tests() {
    let Some(dir) = corpus() else {
        return lanes_test_utils::skip("../shared/corpus/igc-lit not found");
    };
    if lanes_test_utils::tool(&format!("{LLVM14}/FileCheck")).is_none() {
        return;
    }
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    let mut passing = Vec::new();
    let mut failing = Vec::new();
    let mut report = String::new();
    // folder → [tune pass, tune total, measure pass, measure total, disabled]
    let mut tally: BTreeMap<String, [usize; 5]> = BTreeMap::new();
    for folder in &folders {
        let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
            .collect();
        files.sort();
        let fname = folder.file_name().unwrap().to_string_lossy().to_string();
        for (n, file) in files.iter().enumerate() {
            let text = std::fs::read_to_string(file).unwrap();
            let name = file.strip_prefix(&dir).unwrap().display().to_string();
            let half = if n % 2 == 0 { 0 } else { 2 };
            for (k, run) in run_lines(&text).iter().enumerate() {
                let t = tally.entry(fname.clone()).or_default();
                let line = substitute(run, &file.display().to_string());
                let (verdict, why) = match run_line(&line) {
                    Verdict::Disabled => {
                        t[4] += 1;
                        ("DISABLED", String::new())
                    }
                    Verdict::Pass => {
                        t[half] += 1;
                        t[half + 1] += 1;
                        passing.push((name.clone(), k + 1));
                        ("PASS", String::new())
                    }
                    Verdict::Fail(why) => {
                        t[half + 1] += 1;
                        failing.push((name.clone(), k + 1));
                        ("FAIL", format!(": {why}"))
                    }
                };
                let which = if half == 0 { "tune" } else { "measure" };
                report.push_str(&format!(
                    "{verdict} {name} [RUN {}] ({which}){why}\n",
                    k + 1
                ));
            }
        }
    }
    let mut totals = String::new();
    for (f, [tp, tn, mp, mn, d]) in &tally {
        totals.push_str(&format!(
            "{f}: tune {tp}/{tn}, measure {mp}/{mn}, all {}/{}{}\n",
            tp + mp,
            tn + mn,
            if *d > 0 {
                format!(" ({d} disabled under LLVM 14)")
            } else {
                String::new()
            }
        ));
    }
    eprintln!("{report}{totals}");
    let lost: Vec<_> = PASSING
        .iter()
        .filter(|(f, r)| !passing.iter().any(|(g, s)| g == f && s == r))
        .collect();
    assert!(lost.is_empty(), "no longer passing: {lost:?}\n{report}");
    // docs/genx-rules.md lists the failing RUN lines of these folders
    // exactly (`Folder/file.ll` and the RUN numbers).
    let listed = documented_failures();
    for folder in CHECKED_FOLDERS {
        let mut actual: Vec<_> = failing
            .iter()
            .filter(|(f, _)| f.starts_with(&format!("{folder}/")))
            .cloned()
            .collect();
        let mut doc: Vec<_> = listed
            .iter()
            .filter(|(f, _)| f.starts_with(&format!("{folder}/")))
            .cloned()
            .collect();
        actual.sort();
        doc.sort();
        assert_eq!(
            actual, doc,
            "{folder}: failing RUN lines (left) differ from docs/genx-rules.md (right)"
        );
    }
}

/// Folders whose failing RUN lines docs/genx-rules.md lists exactly.
const CHECKED_FOLDERS: &[&str] = &[
    "Baling",
    "GenXBaling",
    "Legalization",
    "GenXLegalization",
    "RegionCollapsing",
    "GenXRegionCollapsing",
    "PostLegalization",
    "CisaBuilder",
];

/// The RUN lines docs/genx-rules.md's failure table names as
/// `` `Folder/file.ll` 1, 3–4 ``.
fn documented_failures() -> Vec<(String, usize)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/genx-rules.md");
    let text = std::fs::read_to_string(path).expect("docs/genx-rules.md");
    let section = text
        .split("## IGC lit RUN lines that fail")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .unwrap_or("");
    let mut out = Vec::new();
    for part in section.split('`').collect::<Vec<_>>().windows(2) {
        let (file, rest) = (part[0], part[1]);
        if !file.ends_with(".ll") || !file.contains('/') {
            continue;
        }
        let nums: String = rest
            .chars()
            .take_while(|c| c.is_ascii_digit() || matches!(c, ' ' | ',' | '–' | '-'))
            .collect();
        for item in nums.split(',') {
            let item = item.trim();
            let (a, b) = item.split_once(['–', '-']).unwrap_or((item, item));
            if let (Ok(a), Ok(b)) = (a.trim().parse::<usize>(), b.trim().parse::<usize>()) {
                out.extend((a..=b).map(|k| (file.to_string(), k)));
            }
        }
    }
    out
}

#[test]
fn substitutions_are_lit_cfg_s() {
    assert_eq!(
        substitute(
            "%opt_opaque_ptrs %use_old_pass_manager% -GenXFuncBaling -S < %s | FileCheck %s",
            "t.ll"
        ),
        "opt -opaque-pointers -enable-new-pm=0 -GenXFuncBaling -S < t.ll | FileCheck t.ll"
    );
    assert_eq!(
        substitute(
            "FileCheck %s --check-prefixes=CHECK%if llvm_18_or_greater %{,NEW%} %else %{,OLD%}",
            "t"
        ),
        "FileCheck t --check-prefixes=CHECK,OLD"
    );
    assert_eq!(
        words("llc -finalizer-opts='-a -b' -o /dev/null 2>&1 | FileCheck x"),
        [
            "llc",
            "-finalizer-opts=-a -b",
            "-o",
            "/dev/null",
            "2>&1",
            "|",
            "FileCheck",
            "x"
        ]
    );
}
