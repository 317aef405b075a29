//! From a user's build to answers: `lanes cc` on the acceptance file with
//! clang 22 and clang 14, `lanes project` on a tiny C project (parallel,
//! cached, a failing unit), the wrapper mode and `lanes report --merge`.
//!
//! Without the compiler a test needs it skips (saying so on standard
//! error), except under `CI=true`, where it fails.

use std::path::{Path, PathBuf};

use serde_json::Value;

use lanes_test_utils::skip;

/// Whether `program` runs; else the test is skipped.
fn have(program: &str) -> bool {
    let ok = std::process::Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        skip(&format!("`{program}` is not installed"));
    }
    ok
}

fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    let s = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (code, s(out), s(err))
}

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/build")
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("lanes-build-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Each row as `function: lanes … | compiler … agrees`.
fn rows(report: &Value) -> Vec<String> {
    let d = |v: &Value| {
        if v.is_null() {
            return "none".to_string();
        }
        if v["vectorized"] == true {
            format!("VF {} IC {}", v["vf"], v["ic"])
        } else {
            "scalar".to_string()
        }
    };
    report["units"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|u| u["rows"].as_array().unwrap().clone())
        .map(|r| {
            format!(
                "{} {}: lanes {} | compiler {} | agrees {}",
                r["function"].as_str().unwrap(),
                r["start_loc"].as_str().unwrap_or("?"),
                d(&r),
                d(&r["compiler"]),
                r["agrees"]
            )
        })
        .collect()
}

/// `lanes cc -- CC -O2 -g -c k.c -o k.o`: the object is the compile's,
/// every loop has both decisions, the profile is the compiler's.
fn cc_acceptance(cc: &str, profile: &str) {
    if !have(cc) {
        return;
    }
    let dir = scratch(&format!("cc-{cc}"));
    let src = data().join("k.c").display().to_string();
    let obj = dir.join("k.o").display().to_string();
    let (code, out, err) = run(&[
        "cc", "--format", "json", "--", cc, "-O2", "-g", "-c", &src, "-o", &obj,
    ]);
    assert_eq!(code, 0, "{err}");
    // The user's object, exactly as their command makes it.
    let reference = dir.join("ref.o");
    let status = std::process::Command::new(cc)
        .args(["-O2", "-g", "-c", &src, "-o"])
        .arg(&reference)
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(
        std::fs::read(&obj).unwrap(),
        std::fs::read(&reference).unwrap(),
        "the object differs from the one the command makes"
    );
    let report: Value = serde_json::from_str(&out).unwrap();
    let unit = &report["units"][0];
    assert_eq!(unit["compiler"]["profile"], profile, "{out}");
    assert!(
        unit["rows"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["profile"] == profile)
    );
    let got = rows(&report);
    let expected = [
        "saxpy 3:3: lanes VF 4 IC 2 | compiler VF 4 IC 2 | agrees true",
        "search 8:3: lanes scalar | compiler scalar | agrees true",
        "scatter 15:3: lanes scalar | compiler scalar | agrees true",
        "dot 21:3: lanes scalar | compiler scalar | agrees true",
    ];
    assert_eq!(got, expected, "{out}");
    assert_eq!(report["agreement"]["compared"], 4);
    // The text marks each loop.
    let obj2 = dir.join("k2.o").display().to_string();
    let (code, text, _) = run(&["cc", "--", cc, "-O2", "-c", &src, "-o", &obj2]);
    assert_eq!(code, 0);
    // The header's label is the IR's: clang 22's before LoopVectorize,
    // clang 14's after its pipeline (see `cc_keeps_a_loop_...`).
    let saxpy = text.lines().find(|l| l.contains("= @saxpy ")).unwrap_or("");
    assert!(saxpy.contains("k.c:3:3 (L0 "), "{text}");
    assert!(
        saxpy.ends_with(&format!("): lanes VF 4, IC 2 | {cc} VF 4, IC 2")),
        "{text}"
    );
    assert!(text.contains("agreement over 4 loops"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn cc_with_clang_22() {
    cc_acceptance("clang-22", "22");
}

#[test]
fn cc_with_clang_14() {
    cc_acceptance("clang-14", "14");
}

#[test]
fn cc_refuses_gcc_and_a_missing_compiler_in_one_line() {
    let src = data().join("k.c").display().to_string();
    if have("gcc") {
        let (code, out, err) = run(&["cc", "--", "gcc", "-O2", "-c", &src, "-o", "/dev/null"]);
        assert_eq!(code, 2);
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("is GCC") && err.contains("clang"), "{err}");
    }
    let (code, _, err) = run(&["cc", "--", "no-such-compiler-xyz", "-c", &src]);
    assert_eq!(code, 127);
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn cc_passes_a_failing_compile_through() {
    if !have("clang-22") {
        return;
    }
    let src = data().join("tiny/broken.c").display().to_string();
    let (code, out, err) = run(&["cc", "--", "clang-22", "-c", &src, "-o", "/dev/null"]);
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("broken.c:2:"), "{err}");
    assert!(err.contains("nothing analysed"), "{err}");
}

/// The tiny project copied into `dir`, with a `compile_commands.json`
/// naming `units` (file names under `tiny/`).
fn tiny_project(dir: &Path, units: &[&str]) -> PathBuf {
    for f in ["util.h", "add.c", "first.c", "broken.c"] {
        std::fs::copy(data().join("tiny").join(f), dir.join(f)).unwrap();
    }
    let entries: Vec<Value> = units
        .iter()
        .map(|u| {
            serde_json::json!({
                "directory": dir.display().to_string(),
                "file": u,
                "command": format!("clang-22 -O2 -c {u} -o {u}.o"),
            })
        })
        .collect();
    let db = dir.join("compile_commands.json");
    std::fs::write(&db, serde_json::to_string_pretty(&entries).unwrap()).unwrap();
    db
}

#[test]
fn project_analyses_every_unit_and_caches_them() {
    if !have("clang-22") {
        return;
    }
    let dir = scratch("project");
    let db = tiny_project(&dir, &["add.c", "first.c", "broken.c"]);
    let db = db.display().to_string();
    let (code, out, err) = run(&["project", "-j", "2", "--format", "json", &db]);
    // The broken unit fails, with its error; the others are answered.
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("broken.c:2:"), "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    let status: Vec<&str> = report["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["status"].as_str().unwrap())
        .collect();
    assert_eq!(status, ["analysed", "failed", "analysed"]);
    assert_eq!(
        rows(&report),
        [
            "add 4:3: lanes VF 4 IC 2 | compiler VF 4 IC 2 | agrees true",
            "first 4:3: lanes scalar | compiler scalar | agrees true",
        ]
    );
    // Nothing changed: every unit that compiled comes from the cache.
    let (_, out2, _) = run(&["project", "--format", "json", &db]);
    let again: Value = serde_json::from_str(&out2).unwrap();
    let status: Vec<&str> = again["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["status"].as_str().unwrap())
        .collect();
    assert_eq!(status, ["cached", "failed", "cached"]);
    assert_eq!(rows(&again), rows(&report));
    // The header both read changes: both are compiled again.
    std::fs::write(dir.join("util.h"), "#define SCALE 5\n").unwrap();
    let (_, out3, _) = run(&["project", "--format", "json", &db]);
    let third: Value = serde_json::from_str(&out3).unwrap();
    assert_eq!(third["units"][0]["status"], "analysed");
    assert_eq!(third["units"][2]["status"], "analysed");
    // No entry is left half-written.
    let leftovers: Vec<_> = std::fs::read_dir(dir.join(".lanes/units"))
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn project_bad_input_is_one_line() {
    let dir = scratch("project-bad");
    let db = dir.join("compile_commands.json");
    std::fs::write(&db, "[\n  {\"directory\": \"/\", \"file\": }\n]\n").unwrap();
    let (code, _, err) = run(&["project", &db.display().to_string()]);
    assert_eq!(code, 1);
    assert!(err.contains("compile_commands.json:2:"), "{err}");
    assert!(err.contains('^'), "{err}");
    std::fs::write(
        &db,
        r#"[{"directory": "/", "file": "a.c", "command": "no-such-compiler-xyz -c a.c"}]"#,
    )
    .unwrap();
    let (code, _, err) = run(&["project", &db.display().to_string()]);
    assert_eq!(code, 127);
    assert_eq!(err.lines().count(), 1, "{err}");
    let (code, _, err) = run(&["project", &dir.join("missing.json").display().to_string()]);
    assert_eq!(code, 1);
    assert_eq!(err.lines().count(), 1, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn wrapper_results_merge_into_the_project_report() {
    if !have("clang-22") {
        return;
    }
    let dir = scratch("wrap");
    let db = tiny_project(&dir, &["add.c", "first.c"]);
    let results = dir.join("results").display().to_string();
    for u in ["add.c", "first.c"] {
        let src = dir.join(u).display().to_string();
        let obj = dir.join(format!("{u}.o")).display().to_string();
        let (code, out, err) = run(&[
            "cc", "--wrap", &results, "--", "clang-22", "-O2", "-c", &src, "-o", &obj,
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.is_empty() && err.is_empty(), "the wrapper is silent");
    }
    // A link through the wrapper is run and writes nothing.
    let (code, _, _) = run(&["cc", "--wrap", &results, "--", "clang-22", "--version"]);
    assert_eq!(code, 0);
    let (code, merged, err) = run(&["report", "--merge", &results, "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let merged: Value = serde_json::from_str(&merged).unwrap();
    let (_, project, _) = run(&["project", "--format", "json", &db.display().to_string()]);
    let project: Value = serde_json::from_str(&project).unwrap();
    assert_eq!(rows(&merged), rows(&project));
    assert_eq!(merged["agreement"], project["agreement"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn build_commands_print_text_and_json_only() {
    for f in ["dot", "lv", "remarks", "igc"] {
        let (code, out, err) = run(&["cc", "--format", f, "--", "clang-22", "-c", "x.c"]);
        assert_eq!(code, 2, "{err}");
        assert!(out.is_empty());
        assert!(
            err.starts_with(&format!("error: lanes cc: --format {f} is not available (")),
            "{err}"
        );
        let (code, _, err) = run(&["project", "--format", f, "compile_commands.json"]);
        assert_eq!(code, 2, "{err}");
        let (code, _, err) = run(&["report", "--merge", "/nonexistent", "--format", f]);
        assert_eq!(code, 2, "{err}");
    }
}

/// Copies a directory tree.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            copy_tree(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).unwrap();
        }
    }
}

#[test]
fn cargo_reports_a_tiny_crate_beside_rustc() {
    if !have("cargo") || !have("rustc") {
        return;
    }
    let dir = scratch("cargo");
    copy_tree(&data().join("tinycrate"), &dir);
    let manifest = dir.join("Cargo.toml").display().to_string();
    let (code, out, err) = run(&[
        "cargo",
        "--format",
        "json",
        "--",
        "--manifest-path",
        &manifest,
    ]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    let unit = &report["units"][0];
    assert_eq!(unit["compiler"]["name"], "rustc");
    // Its own target directory (`lanes/` in the crate's, or in CARGO_TARGET_DIR).
    let ir = unit["ir"].as_str().unwrap();
    assert!(ir.contains("/lanes/ir/"), "{ir}");
    if std::env::var_os("CARGO_TARGET_DIR").is_none() {
        let own: Vec<String> = std::fs::read_dir(dir.join("target"))
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(own, ["lanes"]);
    }
    let mut got = rows(&report);
    got.sort();
    // saxpy's loop is the zip's (its location is in core); LLVM refuses
    // the early exit of `find` with an analysis remark alone.
    assert_eq!(got.len(), 2, "{out}");
    assert!(
        got[0].starts_with("find ")
            && got[0].ends_with("lanes scalar | compiler scalar | agrees true"),
        "{got:?}"
    );
    assert!(
        got[1].starts_with("saxpy ")
            && got[1].ends_with("lanes VF 4 IC 2 | compiler VF 4 IC 2 | agrees true"),
        "{got:?}"
    );
    // A cargo error is one line and a non-zero exit.
    std::fs::write(dir.join("Cargo.toml"), "[package\n").unwrap();
    let (code, _, err) = run(&["cargo", "--", "--manifest-path", &manifest]);
    assert_eq!(code, 1);
    assert_eq!(err.lines().count(), 1, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A crate whose two loops share one location: a generic sum inlined into
/// an `f32` and a `u32` function. rustc vectorizes the `u32` one and
/// refuses the `f32` one (no reassociation), so only records that name
/// their function pair each decision to its loop.
const TWO_SUMS: &str = "
#[inline(always)]
fn total<T: Copy + core::ops::Add<Output = T>>(x: &[T], zero: T) -> T {
    let mut s = zero;
    for &v in x {
        s = s + v;
    }
    s
}

#[no_mangle]
pub fn total_f32(x: &[f32]) -> f32 {
    total(x, 0.0)
}

#[no_mangle]
pub fn total_u32(x: &[u32]) -> u32 {
    total(x, 0)
}
";

/// Each row of `report` as `function: compiler's decision (its reason's
/// start)`, sorted.
fn compiler_rows(report: &Value) -> Vec<String> {
    let mut got: Vec<String> = report["units"][0]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let c = &r["compiler"];
            let reason = c["reason"].as_str().unwrap_or("-");
            format!(
                "{}: vectorized {} ({}) agrees {}",
                r["function"].as_str().unwrap(),
                c["vectorized"],
                &reason[..reason.len().min(48)],
                r["agrees"]
            )
        })
        .collect();
    got.sort();
    got
}

#[test]
fn cargo_pairs_rustc_records_by_function() {
    if !have("cargo") || !have("rustc") {
        return;
    }
    let dir = scratch("cargo-yaml");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"twosums\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n",
    )
    .unwrap();
    std::fs::write(dir.join("src/lib.rs"), TWO_SUMS).unwrap();
    let probe = dir.join("probe");
    std::fs::create_dir_all(&probe).unwrap();
    let records = lanes::build::rustc_records::probe(&probe);
    let manifest = dir.join("Cargo.toml").display().to_string();
    let (code, out, err) = run(&[
        "cargo",
        "--format",
        "json",
        "--",
        "--manifest-path",
        &manifest,
    ]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    let unit = &report["units"][0];
    if let Err(why) = records {
        // A toolchain without records gets the remark lines, and says so.
        assert_eq!(unit["records"], "remark-lines", "{why}");
        assert!(err.contains("reading its remark lines"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
        return;
    }
    assert_eq!(unit["records"], "yaml", "{err}");
    assert_eq!(unit["compiler_only"].as_array().unwrap().len(), 0, "{out}");
    expect_test::expect![[r#"
        [
            "total_f32: vectorized false (loop not vectorized: cannot prove it is safe to ) agrees true",
            "total_u32: vectorized true (-) agrees true",
        ]
    "#]]
    .assert_debug_eq(&compiler_rows(&report));
    records_are_rustcs(&dir, unit["ir"].as_str().unwrap());
    // The fallback, as on a toolchain without records: named in the
    // report and on standard error.
    let (code, out, err) = run(&[
        "cargo",
        "--remark-lines",
        "--",
        "--manifest-path",
        &manifest,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("reading its remark lines"), "{err}");
    assert!(
        out.contains("rustc's remark lines, which name no function"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The `opt` of rustc's LLVM, when there is one.
fn rustc_opt() -> Option<PathBuf> {
    let out = std::process::Command::new("rustc")
        .arg("-vV")
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let major = text
        .lines()
        .find_map(|l| l.strip_prefix("LLVM version: "))?
        .split('.')
        .next()?
        .parse()
        .ok()?;
    lanes::build::rustc_records::find_opt(major)
}

/// LoopVectorize's records of a YAML stream: kind, name, function and
/// place, in order.
fn lv_records(yaml: &str) -> Vec<String> {
    lanes::build::remarks::parse_records(yaml)
        .iter()
        .filter(|r| r.pass == "loop-vectorize")
        .map(|r| format!("{} {} {} {:?}", r.kind, r.name, r.function, r.loc))
        .collect()
}

/// `opt -passes=loop-vectorize` on the IR `lanes cargo` read (`ir`, in
/// `DIR/target/lanes/ir`) writes rustc's own records (`../remarks`),
/// record for record: the IR is the one rustc's LoopVectorize saw.
/// Needs an `opt` of rustc's LLVM (without one the IR is the end of
/// rustc's pipeline, which is not claimed).
fn records_are_rustcs(dir: &Path, ir: &str) {
    let Some(opt) = rustc_opt() else {
        skip("the record check: no opt of rustc's LLVM");
        return;
    };
    let yaml = dir.join("opt-records.yaml");
    let out = std::process::Command::new(&opt)
        .args([
            "-passes=loop-vectorize",
            "-pass-remarks-filter=loop-vectorize",
        ])
        .arg(format!("-pass-remarks-output={}", yaml.display()))
        .args(["-disable-output", ir])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ours = lv_records(&std::fs::read_to_string(&yaml).unwrap());
    let remarks = dir.join("target/lanes/remarks");
    let theirs: Vec<String> = lanes::build::rustc_records::yaml_files(&remarks, "twosums")
        .iter()
        .flat_map(|f| lv_records(&std::fs::read_to_string(f).unwrap()))
        .collect();
    assert!(!theirs.is_empty());
    assert_eq!(ours, theirs);
}

/// A PGO build's IR: every loop's profile count (`function_entry_count`
/// times the header's block frequency), as `opt-22
/// -passes='print<block-freq>'` counts them.
const HOT: &str = include_str!("data/build/hot.ll");

#[test]
fn loops_carry_their_profile_counts() {
    let hot = data().join("hot.ll").display().to_string();
    let (code, out, err) = run(&["loops", &hot]);
    assert_eq!(code, 0, "{err}");
    let heads: Vec<&str> = out.lines().filter(|l| l.contains(": depth")).collect();
    expect_test::expect![[r#"
        [
            "  L0 loop: depth 1, innermost, trip count unknown, ran 300 times (profile)",
            "  L0 outer: depth 1, trip count 8, ran 8000 times (profile)",
            "    L0.0 inner: depth 2, innermost, trip count unknown, ran 800000 times (profile)",
        ]
    "#]]
    .assert_debug_eq(&heads);
    // Without profile data there is no count, and no `hotness` field.
    let plain = HOT
        .replace(" !prof !0 {", " {")
        .replace(" !prof !1 {", " {");
    let dir = scratch("plain");
    let file = dir.join("plain.ll");
    std::fs::write(&file, plain).unwrap();
    let (code, json, err) = run(&["loops", "--format", "json", &file.display().to_string()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        json.contains("\"header\": \"inner\"") && !json.contains("hotness"),
        "{json}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A loop of at most two iterations, as zlib's `NEEDBITS`: LoopVectorize
/// decides about it, then `loop-unroll` unrolls it by its upper bound. The
/// IR is the one LoopVectorize read (the compile's pipeline cut before
/// it), so the loop is there with both decisions.
#[test]
fn cc_keeps_a_loop_unrolled_after_loop_vectorize() {
    if !have("clang-22") {
        return;
    }
    let dir = scratch("need");
    let src = data().join("need.c").display().to_string();
    let obj = dir.join("need.o").display().to_string();
    let (code, out, err) = run(&[
        "cc", "--format", "json", "--", "clang-22", "-O2", "-g", "-c", &src, "-o", &obj,
    ]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        rows(&report),
        ["need 6:3: lanes scalar | compiler scalar | agrees true"],
        "{out}"
    );
    assert_eq!(
        report["units"][0]["compiler_only"],
        serde_json::json!([]),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
