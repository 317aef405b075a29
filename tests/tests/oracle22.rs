//! The LLVM 22 oracle: `opt-22 -passes=loop-vectorize -pass-remarks-output`
//! on a small module (`tests/tests/data/oracle22.ll`), read by the wrapper the
//! comparison scripts use (`scripts/corpus.py llvm22`: remarks grouped per
//! loop, the first reason, its category). Checks that every loop of the
//! module gets its verdict, that an Analysis remark at an instruction's
//! location joins its loop, and the categories of the reasons; then that
//! lanes reads LLVM 22's text and finds the same loops.
//!
//! Skips (saying so on standard error) without `opt-22` or `python3`, except
//! under `CI=true`, where it fails: `sh scripts/setup-llvm22.sh` installs it.

use std::path::PathBuf;
use std::process::Command;

use lanes_test_utils::skip;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// LLVM 22's opt: `opt-22` on PATH, else Debian's install path.
fn opt22() -> Option<String> {
    let runs = |p: &str| {
        Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    ["opt-22", "/usr/lib/llvm-22/bin/opt"]
        .into_iter()
        .find(|p| runs(p))
        .map(str::to_string)
}

fn python3() -> bool {
    Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// One loop verdict as the wrapper prints it.
#[derive(Debug, PartialEq)]
struct Verdict {
    function: String,
    line: u64,
    vectorized: bool,
    vf: u64,
    ic: u64,
    first: Option<String>,
    category: Option<String>,
    names: Vec<String>,
}

#[test]
fn opt22_remarks_are_read_per_loop() {
    let Some(opt) = opt22() else {
        return skip("opt-22 not found (sh scripts/setup-llvm22.sh)");
    };
    if !python3() {
        return skip("python3 not found");
    }
    let file = root().join("tests/tests/data/oracle22.ll");
    let out = Command::new("python3")
        .arg(root().join("scripts/corpus.py"))
        .args(["llvm22", "--opt", &opt, "--mattr=+avx2"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let loops = json[file.to_str().unwrap()].as_array().unwrap();
    let text = |v: &serde_json::Value| v.as_str().map(str::to_string);
    let got: Vec<Verdict> = loops
        .iter()
        .map(|v| Verdict {
            function: v["function"].as_str().unwrap().to_string(),
            line: v["loc"][0].as_u64().unwrap(),
            vectorized: v["vectorized"].as_bool().unwrap(),
            vf: v["vf"].as_u64().unwrap(),
            ic: v["ic"].as_u64().unwrap(),
            first: text(&v["first"]),
            category: text(&v["category"]),
            names: v["names"]
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_str().unwrap().to_string())
                .collect(),
        })
        .collect();
    let refused = |function: &str, line, first: &str, category: &str, names: &[&str]| Verdict {
        function: function.into(),
        line,
        vectorized: false,
        vf: 1,
        ic: 1,
        first: Some(first.into()),
        category: Some(category.into()),
        names: names.iter().map(|n| n.to_string()).collect(),
    };
    let want = vec![
        Verdict {
            function: "two".into(),
            line: 3,
            vectorized: true,
            vf: 8,
            ic: 4,
            first: None,
            category: None,
            names: vec![],
        },
        // The call's remark is at line 6, the loop's at line 5.
        refused(
            "two",
            5,
            "CantVectorizeLibcall",
            "call",
            &[
                "CantVectorizeLibcall",
                "CantVectorizeInstruction",
                "MissedDetails",
            ],
        ),
        refused(
            "fsum",
            10,
            "CantReorderFPOps",
            "fp reorder",
            &["CantReorderFPOps", "MissedDetails"],
        ),
        refused(
            "find",
            16,
            "PotentiallyFaultingEarlyExitLoop",
            "early exit",
            &["PotentiallyFaultingEarlyExitLoop", "MissedDetails"],
        ),
    ];
    assert_eq!(got, want);

    // lanes reads the same text and finds the same loops (by start line).
    let mut argv: Vec<String> = ["lanes", "report", "--format", "json", "--target", "avx2"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    argv.push(file.display().to_string());
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    lanes::cli::run(&argv, &mut stdout, &mut stderr);
    let rows: serde_json::Value = serde_json::from_slice(&stdout).unwrap();
    let mut mine: Vec<(String, u64)> = rows["result"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["innermost"].as_bool() == Some(true))
        .map(|r| {
            let line = r["start_loc"].as_str().unwrap().split(':').next().unwrap();
            (
                r["function"].as_str().unwrap().to_string(),
                line.parse().unwrap(),
            )
        })
        .collect();
    mine.sort();
    let mut theirs: Vec<(String, u64)> = got.iter().map(|v| (v.function.clone(), v.line)).collect();
    theirs.sort();
    assert_eq!(mine, theirs, "{}", String::from_utf8_lossy(&stderr));
}
