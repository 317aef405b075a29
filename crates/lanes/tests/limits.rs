//! Every target entry at the ends of its documented range: the analyses
//! finish quickly, within bounded memory, and never overflow (a debug build
//! panics on arithmetic overflow).

use lanes::AnalysisHost;
use lanes::target::{
    GenxFacts, MemoryCosts, ScalarCosts, ShuffleKind, TargetDesc, VectorFacts, limit,
};

/// Every settable path of `t` (register facts and costs).
fn paths(t: &TargetDesc) -> Vec<String> {
    let mut out = Vec::new();
    let fields = |out: &mut Vec<String>, table: &str, names: &[&str]| {
        out.extend(names.iter().map(|f| format!("{table}.{f}")));
    };
    fields(&mut out, "vector", VectorFacts::FIELDS);
    fields(&mut out, "memory", MemoryCosts::FIELDS);
    fields(&mut out, "scalar", ScalarCosts::FIELDS);
    fields(&mut out, "genx", GenxFacts::FIELDS);
    for k in ShuffleKind::ALL {
        out.push(format!("shuffle.{}", k.name()));
    }
    for (table, ops) in [
        ("arith", &t.arith.table),
        ("scalar.ops", &t.scalar.ops),
        ("reduction", &t.reduction.table),
    ] {
        out.push(format!("{table}.default"));
        for (op, costs) in ops.columns() {
            for (col, _) in costs.entries() {
                out.push(format!("{table}.{}.{col}", op.name()));
            }
        }
    }
    out
}

/// `base` with every entry at its minimum or maximum.
fn extreme(base: &str, max: bool) -> TargetDesc {
    let mut t = lanes::target::builtin(base).unwrap();
    for p in paths(&t) {
        let l = limit(&p);
        t.set(&p, if max { l.max } else { l.min })
            .unwrap_or_else(|e| panic!("{p}: {e}"));
    }
    t.validate().unwrap();
    t
}

#[test]
fn the_demo_answers_with_every_entry_at_either_end_of_its_range() {
    for base in ["avx2", "genx"] {
        for max in [false, true] {
            let t = extreme(base, max);
            let mut host = AnalysisHost::new();
            host.set_target(&t);
            let mut paths = Vec::new();
            for (p, text) in lanes::demo::files() {
                host.open_file(p, text);
                paths.push(p.to_string());
            }
            let started = std::time::Instant::now();
            let an = host.analysis();
            let report = an.vectorization_report(&paths).unwrap().unwrap();
            assert!(!report.is_empty());
            for p in &paths {
                let _ = an.bales(p, None, false).unwrap();
                let _ = an.register_assignment(p, None).unwrap();
            }
            assert!(
                started.elapsed() < std::time::Duration::from_secs(60),
                "{base} max={max}: {:?}",
                started.elapsed()
            );
        }
    }
}
