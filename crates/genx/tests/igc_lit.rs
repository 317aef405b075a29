//! IGC's own baling lit tests: our `lanes bales --format igc` output for each
//! file (the baling dump of the IR as GenXBaling rewrites it, then that IR),
//! piped through LLVM's FileCheck with each RUN line's options. Every RUN
//! line that runs `GenXFuncBaling` into FileCheck counts, the IR-checking ones
//! included. Skips cleanly when the corpus or FileCheck is absent.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const FILECHECK: &str = "/usr/lib/llvm-14/bin/FileCheck";
/// RUN lines that pass today (all of them); a regression fails the test.
const FLOOR: usize = 14;

fn corpus() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/igc-lit");
    p.is_dir().then_some(p)
}

/// Our output for a whole module: one IGC dump per function, then the IR.
fn igc_output(text: &str) -> String {
    lanes_genx::render::igc_module(text, None, 32, 32, 2)
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
            Some(head) => cur.push_str(head),
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

#[test]
fn igc_baling_lit_tests() {
    let Some(dir) = corpus() else {
        eprintln!("skipped: no corpus");
        return;
    };
    if !Path::new(FILECHECK).exists() {
        eprintln!("skipped: no FileCheck");
        return;
    }
    let mut files: Vec<PathBuf> = ["Baling", "GenXBaling"]
        .iter()
        .flat_map(|d| std::fs::read_dir(dir.join(d)).into_iter().flatten())
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let (mut passed, mut total) = (0, 0);
    let mut report = String::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let runs: Vec<String> = run_lines(&text)
            .into_iter()
            .filter(|r| r.contains("GenXFuncBaling") && r.contains("FileCheck"))
            .collect();
        let ours = igc_output(&text);
        let name = file.strip_prefix(&dir).unwrap().display().to_string();
        for (k, run) in runs.iter().enumerate() {
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
                .write_all(ours.as_bytes())
                .unwrap();
            let ok = child.wait_with_output().unwrap().status.success();
            passed += usize::from(ok);
            total += 1;
            let verdict = if ok { "PASS" } else { "FAIL" };
            report.push_str(&format!("{verdict} {name} [RUN {}]\n", k + 1));
        }
    }
    eprintln!("{report}igc-lit baling: {passed}/{total} RUN lines pass");
    assert!(passed >= FLOOR, "{passed} < {FLOOR}\n{report}");
}
