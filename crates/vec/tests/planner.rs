//! A one-shot report's [`lanes_vec::Planner`] decides every loop as the
//! memoized queries do: it shares one divergence analysis between the VFs
//! whose compares answer alike (and with WI analysis's run), where the
//! queries run the analysis once per VF.

mod common;

use lanes_db::{RootDatabase, file_functions, function_loops};

/// The seeds with divergent branches, piecewise-uniform compares and SOA
/// privates, and the GCC vectorizer tests of the corpus when present.
fn files() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = [
        "slev_a_i_plus_k.ll",
        "soa_divergence.ll",
        "soa_get_element.ll",
        "vplan_examples.ll",
        "vpo_vf_ranges.ll",
    ]
    .iter()
    .map(|n| (n.to_string(), common::fixture(n)))
    .collect();
    if let Ok(dir) = std::fs::read_dir("/work/shared/corpus/gcc-vect") {
        let mut paths: Vec<_> = dir
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
            .collect();
        paths.sort();
        for p in paths {
            let text = String::from_utf8_lossy(&std::fs::read(&p).unwrap()).into_owned();
            out.push((p.display().to_string(), text));
        }
    }
    out
}

#[test]
fn planner_decides_as_the_queries() {
    let mut loops = 0;
    for (name, text) in files() {
        let mut db = RootDatabase::default();
        let file = db.set_file(&name, &text);
        let targets: Vec<_> = ["avx2", "sse2"]
            .iter()
            .map(|t| db.new_target(&lanes_target::builtin(t).unwrap()))
            .collect();
        for &f in file_functions(&db, file) {
            for &l in function_loops(&db, f) {
                loops += 1;
                for &t in &targets {
                    let planner = lanes_vec::Planner::new(&db, l);
                    let header = l.header(&db);
                    assert_eq!(
                        *planner.best_vf(t),
                        **lanes_vec::best_vf(&db, l, t),
                        "{name}: {header}"
                    );
                    assert_eq!(
                        planner.decision(t),
                        lanes_vec::decision(&db, l, t),
                        "{name}: {header}"
                    );
                }
            }
        }
    }
    assert!(loops > 10, "{loops} loops");
}
