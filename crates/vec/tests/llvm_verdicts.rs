//! Loops whose legality LLVM 14 decides by one rule each (nontemporal
//! accesses, `noimplicitfloat`, loop hints, calls LLVM does not take for a
//! library function, intrinsics with scalar operands, address spaces,
//! pointers chosen among objects, irreducible control flow, recurrences
//! that sink into each other, ...), one file per rule in
//! `tests/data/legality/`, and loops whose profitability turns on one
//! price of LLVM 14's X86 cost tables (a cast, a division) in
//! `tests/data/cost/`. The verdicts are a snapshot; when LLVM 14's `opt`
//! is installed, a second test checks every vectorize-or-not verdict
//! against it, so the snapshot cannot drift from the oracle. A file's
//! `; target: NAME` line picks another built-in x86 target than AVX2 (and
//! `opt`'s matching `-mattr`).
//!
//! Every file states both LLVMs' verdicts: `verdicts.expected` as LLVM 14
//! answers (`--llvm 14`), `verdicts.llvm22.expected` as LLVM 22 does
//! (`--llvm 22`), each checked against that version's `opt` when it is
//! installed.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{data_files, loop_of_f, open_as, target_of};
use lanes_db::Profile;

const OPT: &str = "/usr/lib/llvm-14/bin/opt";
const OPT22: &str = "/usr/bin/opt-22";

const DIRS: [&str; 2] = ["legality", "cost"];

/// lanes' verdict on the first loop of `@f` as LLVM `profile` answers:
/// (vectorized, line); `with_ic` adds the interleave count of a
/// vectorized loop (the cost files pin it).
fn lanes_verdict(text: &str, profile: Profile, with_ic: bool) -> (bool, String) {
    let (db, t) = open_as(text, profile);
    let l = loop_of_f(&db);
    let best = lanes_vec::best_vf(&db, l, t);
    let line = if best.vectorized && with_ic {
        let ic = lanes_vec::interleave(&db, l, t).ic;
        format!("vectorized, VF {}, IC {ic}", best.vf)
    } else if best.vectorized {
        format!("vectorized, VF {}", best.vf)
    } else {
        format!(
            "not vectorized: {}",
            best.reason.clone().unwrap_or_default()
        )
    };
    (best.vectorized, line)
}

fn verdict_lines(dir: &str, profile: Profile) -> String {
    let mut out = String::new();
    for path in data_files(dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        let (_, line) = lanes_verdict(&text, profile, dir == "cost");
        let name = path.file_name().unwrap().to_string_lossy();
        out += &format!("{name}: {line}\n");
    }
    out
}

#[test]
fn verdicts() {
    expect_test::expect_file!["data/legality/verdicts.expected"]
        .assert_eq(&verdict_lines("legality", Profile::Llvm14));
}

#[test]
fn verdicts_llvm22() {
    expect_test::expect_file!["data/legality/verdicts.llvm22.expected"]
        .assert_eq(&verdict_lines("legality", Profile::Llvm22));
}

#[test]
fn cost_verdicts() {
    expect_test::expect_file!["data/cost/verdicts.expected"]
        .assert_eq(&verdict_lines("cost", Profile::Llvm14));
}

#[test]
fn cost_verdicts_llvm22() {
    expect_test::expect_file!["data/cost/verdicts.llvm22.expected"]
        .assert_eq(&verdict_lines("cost", Profile::Llvm22));
}

/// The VF and interleave count `opt -passes=loop-vectorize` vectorizes a
/// loop of the file with (its `Vectorized` remark), at the `-mattr` of the
/// file's target; `None` when it leaves the loop scalar.
fn llvm_vectorizes(opt: &str, path: &Path, mattr: &str, opaque: bool) -> Option<(u32, u32)> {
    let remarks = llvm_remarks(opt, path, mattr, opaque);
    let at = remarks.find("Name:            Vectorized")?;
    let arg = |key: &str| -> Option<u32> {
        let v = remarks[at..].split(key).nth(1)?;
        v.split('\'').next()?.parse().ok()
    };
    Some((arg("VectorizationFactor: '")?, arg("InterleaveCount: '")?))
}

/// The remarks (YAML) `opt -passes=loop-vectorize` writes about the file.
fn llvm_remarks(opt: &str, path: &Path, mattr: &str, opaque: bool) -> String {
    // A file of its own (`opt` 22 writes no remarks to `/dev/stdout`), one
    // per `opt`: the LLVM 14 and 22 tests run at once on the same files.
    let yaml = std::env::temp_dir().join(format!(
        "lanes-llvm-verdicts-{}-{}-{}.yaml",
        std::process::id(),
        if opt == OPT { "14" } else { "22" },
        path.file_stem().unwrap().to_string_lossy()
    ));
    let mut cmd = Command::new(opt);
    cmd.args(["-passes=loop-vectorize", "-disable-output"]);
    cmd.arg(format!("-pass-remarks-output={}", yaml.display()));
    if opaque && opt == OPT {
        cmd.arg("-opaque-pointers");
    }
    if !mattr.is_empty() {
        cmd.arg(format!("-mattr={mattr}"));
    }
    let out = cmd.arg(path).output().expect("run opt");
    assert!(out.status.success(), "opt failed on {}", path.display());
    let remarks = std::fs::read_to_string(&yaml).unwrap_or_default();
    let _ = std::fs::remove_file(&yaml);
    remarks
}

#[test]
fn verdicts_agree_with_llvm() {
    agree_with(OPT, Profile::Llvm14, &DIRS);
}

/// The LLVM 22 verdicts of the legality and cost files. Files that turn
/// on a rule lanes models only as LLVM 14 has it are left out by name,
/// each with the rule.
#[test]
fn verdicts_agree_with_llvm22() {
    agree_with(OPT22, Profile::Llvm22, &DIRS);
}

/// Whether the text writes typed pointers (`i32*`).
fn typed_pointers(text: &str) -> bool {
    let b = text.as_bytes();
    (1..b.len()).any(|i| b[i] == b'*' && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'*'))
}

/// Files whose LLVM 22 verdict differs from LLVM 14's by a rule lanes does
/// not model in its LLVM 22 profile.
const LLVM22_UNMODELLED: &[&str] = &[
    // LLVM 22's VPlan-based cost model finds the loop not profitable;
    // lanes prices it with LLVM 14's model.
    "invariant_widened.ll",
];

/// Files in opaque pointers on which LLVM 14's `opt` crashes (in
/// `RuntimePointerChecking::insert`, which LLVM 14 wrote for typed
/// pointers); each has a `_typed.ll` twin that LLVM 14 checks. Also the
/// files LLVM 14 cannot read: an argument's `range` attribute (LLVM 19's).
const LLVM14_CRASHES: &[&str] = &[
    "struct_fields_char_access.ll",
    "clamped_index_shifted_mask_guarded_count.ll",
    "clamped_index_shifted_mask_unguarded_count.ll",
    "forked_pointer_gep_of_phi.ll",
    "forked_pointer_extended_arm.ll",
    "invariant_load_store_beside_other_stores.ll",
    "runtime_checks_cost_forked_16.ll",
    "runtime_checks_cost_forked_64.ll",
    "runtime_checks_cost_phi_24.ll",
    "runtime_checks_diff_16.ll",
    "runtime_checks_nine_pairs.ll",
    "shifted_iv_phi.ll",
    "shifted_iv_phi_other_start.ll",
    "tiny_trip_count_down_checks.ll",
    "tiny_max_trip_count_range_attr.ll",
    "tiny_max_trip_count_guard.ll",
    "tiny_max_trip_count_assume.ll",
    "max_trip_count_no_range_attr.ll",
    "running_stride_swap_may_alias.ll",
    "running_stride_is_trip_count.ll",
    "running_stride_negated.ll",
    "running_stride_two_casts.ll",
    "exit_count_ult_step2_finite_with_store.ll",
    // `inbounds nuw` and `trunc nuw nsw`, which LLVM 14 cannot read.
    "exit_count_trunc_iv_finite_with_pure_call.ll",
];

fn agree_with(opt: &str, profile: Profile, dirs: &[&str]) {
    if lanes_test_utils::tool(opt).is_none() {
        return;
    }
    let mut wrong = Vec::new();
    for path in dirs.iter().flat_map(|d| data_files(d)) {
        let name = path.file_name().unwrap().to_string_lossy();
        if profile == Profile::Llvm22 && LLVM22_UNMODELLED.contains(&&*name) {
            continue;
        }
        if profile == Profile::Llvm14 && LLVM14_CRASHES.contains(&&*name) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let opaque = !typed_pointers(&text);
        // LLVM 22 reads no typed pointers.
        if profile == Profile::Llvm22 && !opaque {
            continue;
        }
        let cost = path.parent().is_some_and(|d| d.ends_with("cost"));
        let (ours, line) = lanes_verdict(&text, profile, cost);
        let isa = target_of(&text).vector.isa.expect("an x86 target");
        let llvm = llvm_vectorizes(opt, &path, isa.mattr(), opaque);
        // The cost files also pin the VF and the interleave count.
        let same = match llvm {
            Some((vf, ic)) if cost => line == format!("vectorized, VF {vf}, IC {ic}"),
            Some(_) => ours,
            None => !ours,
        };
        if !same {
            wrong.push(format!(
                "{}: LLVM {} | lanes {line}",
                path.display(),
                match llvm {
                    Some((vf, ic)) => format!("vectorizes with VF {vf}, IC {ic}"),
                    None => "does not vectorize".to_string(),
                }
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The name of the first remark LLVM gives about a loop lanes leaves
/// scalar, from lanes' reason: a legality refusal's own name, the hints'
/// "AllDisabled" or "MissedExplicitlyDisabled", else the cost model's
/// "VectorizationNotBeneficial".
fn first_remark(text: &str, profile: Profile) -> String {
    use lanes_vec::cost::BestReason;
    use lanes_vec::legal::NotCandidate;
    let (db, t) = open_as(text, profile);
    let l = loop_of_f(&db);
    let best = lanes_vec::best_vf(&db, l, t);
    match best.reason.as_ref().map(|r| &r.kind) {
        _ if best.vectorized => "Vectorized".to_string(),
        Some(BestReason::Illegal(r)) => r.kind.name().to_string(),
        Some(BestReason::NotCandidate(NotCandidate::AlreadyVectorized)) => {
            "AllDisabled".to_string()
        }
        Some(BestReason::NotCandidate(NotCandidate::Disabled)) => {
            "MissedExplicitlyDisabled".to_string()
        }
        Some(BestReason::NotCandidate(_)) => "MissedDetails".to_string(),
        _ => "VectorizationNotBeneficial".to_string(),
    }
}

/// Loops under `llvm.loop.vectorize.width 1` (clang's `vectorize(disable)`
/// and `vectorize_width(1)`): LLVM 14 and 22 refuse them by the hints only
/// with an interleave count of 1 ("AllDisabled"); otherwise the legality
/// checks run ("CantReorderFPOps": a width of 1 allows no reordering) and
/// a legal loop is left scalar by the cost model. The first remark of each
/// `width_one*.ll` file, checked against both `opt`s.
#[test]
fn width_one_first_remark_agrees_with_llvm() {
    let files: Vec<PathBuf> = data_files("legality")
        .into_iter()
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("width_one")
        })
        .collect();
    assert!(files.len() >= 4);
    let mut wrong = Vec::new();
    for (opt, profile) in [(OPT, Profile::Llvm14), (OPT22, Profile::Llvm22)] {
        if lanes_test_utils::tool(opt).is_none() {
            continue;
        }
        for path in &files {
            let text = std::fs::read_to_string(path).unwrap();
            let ours = first_remark(&text, profile);
            let remarks = llvm_remarks(opt, path, "+avx2", !typed_pointers(&text));
            let llvm = remarks
                .lines()
                .find_map(|l| l.strip_prefix("Name:"))
                .map(str::trim)
                .unwrap_or("")
                .to_string();
            if ours != llvm {
                wrong.push(format!(
                    "{} ({profile:?}): LLVM {llvm} | lanes {ours}",
                    path.display()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Files whose first reason (not only the verdict) is checked against both
/// `opt`s: each turns on the order of LLVM's legality checks.
const FIRST_REASON_FILES: &[&str] = &[
    "unsupported_terminator_invoke.ll",
    "latch_invoke.ll",
    "early_exit_faulting_load.ll",
    "early_exit_faulting_load_stride2.ll",
    "early_exit_faulting_load_reverse.ll",
    "terminator_invoke.ll",
    "terminator_after_predicated_call.ll",
    "terminator_invoke_latch.ll",
    "terminator_invoke_one_block.ll",
    "tiny_trip_count_down_checks.ll",
    "tiny_trip_count_down_checks_typed.ll",
    "early_exit_reverse_to_first_element.ll",
    "early_exit_reverse_above_first_element.ll",
    "early_exit_reverse_zext_index.ll",
    "struct_fields_char_access.ll",
    "struct_fields_char_access_typed.ll",
    "volatile_store_uncountable.ll",
    "volatile_store_counted.ll",
    "induction_shifted_sext_wrapping.ll",
    "induction_shifted_sext_live_out.ll",
    "induction_shifted_sext_counted.ll",
    "induction_shifted_sext_odd_start.ll",
    "early_exit_guarded_trip_count.ll",
    "early_exit_guarded_trip_count_past_object.ll",
    "early_exit_guarded_zext_bound.ll",
    "early_exit_guarded_zext_bound_past_object.ll",
    "early_exit_guarded_offset_start.ll",
    "early_exit_guarded_offset_start_same_width.ll",
    "early_exit_guarded_gep_offset.ll",
    "early_exit_guarded_gep_offset_past_object.ll",
    "early_exit_guarded_inclusive_from_one.ll",
    "early_exit_guarded_count_minus_two.ll",
    "early_exit_guarded_strided_first_byte.ll",
    "volatile_store_step2_no_wrap_flags.ll",
    "volatile_store_step2_no_wrap_flags_typed.ll",
    "volatile_store_step2_extended_bound.ll",
    "volatile_store_step2_extended_bound_typed.ll",
    "tiny_max_trip_count_guard.ll",
    "tiny_max_trip_count_guard_typed.ll",
    "tiny_max_trip_count_assume.ll",
    "tiny_max_trip_count_assume_typed.ll",
    "tiny_max_trip_count_range_attr.ll",
];

/// The files of [`FIRST_REASON_FILES`] whose first reason under a profile
/// is not LLVM's, with the same verdict: a one-block loop ending in an
/// `invoke` under LLVM 14, where LLVM asks for the exit count before LAA
/// finds the `invoke` and lanes refuses the `invoke` among the
/// instructions first; and a volatile load and store under a condition,
/// which LLVM 14 refuses as control flow it cannot turn into selects
/// before its memory checks (lanes names the volatile load).
const FIRST_REASON_EXCEPTIONS: &[(&str, Profile)] = &[
    ("terminator_invoke_one_block.ll", Profile::Llvm14),
    ("volatile_store_step2_extended_bound.ll", Profile::Llvm14),
    (
        "volatile_store_step2_extended_bound_typed.ll",
        Profile::Llvm14,
    ),
];

/// The words of the first remark `opt` gives about the file's loop, without
/// "loop not vectorized: " ("Vectorized" when it vectorizes).
fn llvm_first_words(remarks: &str) -> String {
    // A vectorized loop's first remark may be the interleave count's.
    if remarks.contains("Name:            Vectorized") {
        return "Vectorized".to_string();
    }
    let Some(first) = remarks.split("--- !").find(|r| !r.trim().is_empty()) else {
        return String::new();
    };
    // YAML doubles a quote inside a quoted string.
    let words: String = first
        .lines()
        .filter_map(|l| l.trim().strip_prefix("- String:"))
        .map(|s| s.trim().trim_matches('\'').replace("''", "'"))
        .collect();
    // A remark's details follow on a line of their own (LAA's "Unknown
    // data dependence."): the first line is the reason.
    let words = words.split("\\n").next().unwrap_or_default();
    let words = words.trim_end_matches('"');
    words
        .strip_prefix("loop not vectorized: ")
        .unwrap_or(words)
        .to_string()
}

/// lanes' first reason for the loop of `@f` (its text), or "Vectorized".
fn lanes_first_words(text: &str, profile: Profile) -> String {
    let (db, t) = open_as(text, profile);
    let best = lanes_vec::best_vf(&db, loop_of_f(&db), t);
    if best.vectorized {
        return "Vectorized".to_string();
    }
    best.reason
        .as_ref()
        .map(ToString::to_string)
        .unwrap_or_default()
}

/// The first reason of each [`FIRST_REASON_FILES`] file: lanes' reason
/// begins (whatever the case) with the words of the first remark of `opt` 14 and `opt-22`
/// (lanes adds what it is about).
#[test]
fn first_reasons_agree_with_llvm() {
    let mut wrong = Vec::new();
    for (opt, profile) in [(OPT, Profile::Llvm14), (OPT22, Profile::Llvm22)] {
        if lanes_test_utils::tool(opt).is_none() {
            continue;
        }
        for name in FIRST_REASON_FILES {
            // As in `agree_with`: `opt` 14 crashes on some files in opaque
            // pointers (their typed twins are checked instead), and LLVM 22
            // reads no typed pointers.
            if FIRST_REASON_EXCEPTIONS.contains(&(*name, profile))
                || profile == Profile::Llvm14 && LLVM14_CRASHES.contains(name)
            {
                continue;
            }
            let path = data_files("legality")
                .into_iter()
                .find(|p| p.file_name().is_some_and(|f| f == *name))
                .unwrap_or_else(|| panic!("no {name}"));
            let text = std::fs::read_to_string(&path).unwrap();
            // Each `opt` reads the twin it can: LLVM 22 no typed pointers,
            // LLVM 14 not the opaque files it crashes on.
            let skip = match profile {
                Profile::Llvm14 => LLVM14_CRASHES.contains(name),
                Profile::Llvm22 => typed_pointers(&text),
            };
            if skip {
                continue;
            }
            let llvm = llvm_first_words(&llvm_remarks(opt, &path, "+avx2", !typed_pointers(&text)));
            let ours = lanes_first_words(&text, profile);
            // Case aside: LLVM 22 capitalises some of LLVM 14's words.
            if llvm.is_empty() || !ours.to_lowercase().starts_with(&llvm.to_lowercase()) {
                wrong.push(format!(
                    "{name} ({profile:?}): LLVM {llvm:?} | lanes {ours:?}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
