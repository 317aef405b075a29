//! The output contracts of `docs/formats.md`: every command's JSON parses and
//! is byte-identical across fresh hosts, so snapshots over it are stable.

use std::path::PathBuf;

use lanes::AnalysisHost;

fn seeds() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/seeds");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no seed fixtures in {}", dir.display());
    files
}

/// Runs `lanes ARGS --format json` on a fresh host (the CLI builds one per run).
fn run(args: &[String]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().cloned());
    argv.extend(["--format".to_string(), "json".to_string()]);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

/// Every command of `docs/formats.md` with the arguments that select each
/// function and loop of `path`.
fn commands(path: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut host = AnalysisHost::new();
    host.open_file(path, &text);
    let an = host.analysis();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let mut out = vec![
        s(&["functions", path]),
        s(&["ir", path]),
        s(&["loops", path]),
        s(&["report", path]),
    ];
    for f in an.functions(path).unwrap().unwrap() {
        let func = f.name.as_str();
        for q in [
            "bales",
            "numbering",
            "liveness",
            "coalesce",
            "regalloc",
            "collapse",
            "visa",
            "legalize",
            "postlegal",
        ] {
            out.push(s(&[q, path, "--func", func]));
        }
        for l in an.loops(path, Some(func), None).unwrap().unwrap() {
            let lp = l.path.as_str();
            for q in ["memrefs", "deps", "vf-ranges", "cost"] {
                out.push(s(&[q, path, "--func", func, "--loop", lp]));
            }
            for q in ["shapes", "vls", "vplan"] {
                out.push(s(&[q, path, "--func", func, "--loop", lp, "--vf", "4"]));
            }
        }
    }
    out
}

#[test]
fn every_json_output_parses_and_is_byte_identical_across_fresh_hosts() {
    let mut answered = std::collections::BTreeSet::new();
    let mut runs = 0;
    for file in seeds() {
        let path = file.display().to_string();
        for args in commands(&path) {
            let first = run(&args);
            let second = run(&args);
            assert_eq!(
                first,
                second,
                "`lanes {}` differs between runs",
                args.join(" ")
            );
            runs += 1;
            let (code, out, err) = first;
            if code == 0 {
                let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| {
                    panic!("`lanes {}` printed invalid JSON: {e}", args.join(" "))
                });
                assert!(!v.is_null(), "`lanes {}` printed null", args.join(" "));
                answered.insert(args[0].clone());
            } else {
                assert!(out.is_empty(), "a failed command printed to stdout");
                assert!(err.starts_with("error: "), "{err}");
            }
        }
    }
    assert!(runs > 100, "only {runs} commands ran");
    let all = [
        "functions",
        "ir",
        "loops",
        "report",
        "memrefs",
        "deps",
        "shapes",
        "vf-ranges",
        "vls",
        "vplan",
        "cost",
        "bales",
        "numbering",
        "liveness",
        "coalesce",
        "regalloc",
        "collapse",
        "visa",
        "legalize",
        "postlegal",
    ];
    let missing: Vec<&str> = all
        .iter()
        .copied()
        .filter(|c| !answered.contains(*c))
        .collect();
    assert!(missing.is_empty(), "never answered on a seed: {missing:?}");
}

#[test]
fn json_object_keys_are_sorted_and_arrays_keep_ir_order() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/seeds/vplan_examples.ll")
        .display()
        .to_string();
    let (code, out, _) = run(&["functions".to_string(), path.clone()]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let names: Vec<&str> = v["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    // Functions in file order, not sorted.
    assert_eq!(
        names,
        [
            "vplan_if_blend",
            "vplan_predicated_sdiv",
            "vplan_reduction_int",
            "vplan_reduction_fp",
            "vplan_dep_distance4",
            "vplan_first_order_recurrence"
        ]
    );
    // Keys in every object are printed sorted.
    fn check_sorted(v: &serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                let keys: Vec<&String> = m.keys().collect();
                let mut sorted = keys.clone();
                sorted.sort();
                assert_eq!(keys, sorted);
                m.values().for_each(check_sorted);
            }
            serde_json::Value::Array(a) => a.iter().for_each(check_sorted),
            _ => {}
        }
    }
    for q in ["report", "cost"] {
        let mut args = vec![q.to_string(), path.clone()];
        if q == "cost" {
            args.extend(["--func".to_string(), "vplan_if_blend".to_string()]);
        }
        let (code, out, _) = run(&args);
        assert_eq!(code, 0);
        // Check the printed order, not a re-parsed map's order.
        let mut last_indent_keys: Vec<(usize, String)> = Vec::new();
        for line in out.lines() {
            let indent = line.len() - line.trim_start().len();
            let t = line.trim_start();
            if let Some(rest) = t.strip_prefix('"')
                && let Some((key, _)) = rest.split_once("\":")
            {
                last_indent_keys.retain(|(i, _)| *i <= indent);
                if let Some((i, prev)) = last_indent_keys.last()
                    && *i == indent
                {
                    assert!(prev.as_str() < key, "`{prev}` printed before `{key}`");
                }
                last_indent_keys.retain(|(i, _)| *i < indent);
                last_indent_keys.push((indent, key.to_string()));
            } else if t.starts_with('}') || t.starts_with(']') {
                last_indent_keys.retain(|(i, _)| *i < indent);
            }
        }
        check_sorted(&serde_json::from_str(&out).unwrap());
    }
}
