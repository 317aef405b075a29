//! Every view of a fact prints the one answer the analysis gives: the
//! loop's source location, whether a scalar epilogue runs, the address form
//! of an access, and how a refusal quotes what it is about.

use lanes::model::Tail;
use serde_json::Value;

fn fixture(name: &str) -> String {
    format!("{}/../../fixtures/views/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn run(args: &[&str]) -> String {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    String::from_utf8(out).unwrap()
}

/// The command's answer (the `result` of the JSON envelope).
fn json(args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.extend(["--format", "json"]);
    let v: Value = serde_json::from_str(&run(&args)).unwrap();
    v["result"].clone()
}

/// LLVM's `Loop::getStartLoc` (the loop ID's location, else the
/// preheader's branch, else the header's terminator), as `opt`'s remarks
/// print it: `loc.c:17:3`, `loc.c:30:5`, `loc.c:42:7`. The text report,
/// `loops`, the JSON and the remarks all name that location.
#[test]
fn a_loop_has_one_source_location() {
    let f = fixture("loop_location.ll");
    let expected = [
        ("from_preheader", "17:3"),
        ("from_loop_id", "30:5"),
        ("from_header", "42:7"),
    ];
    let report = run(&["report", &f]);
    let loops = run(&["loops", &f]);
    let remarks = run(&["report", "--format", "lv", &f]);
    let rows = json(&["report", &f]);
    for (function, loc) in expected {
        let row = rows
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["function"] == function)
            .unwrap();
        assert_eq!(row["start_loc"], loc, "{row}");
        assert_eq!(row["start_file"], "loc.c", "{row}");
        assert!(row.get("debug_loc").is_none(), "{row}");
        let text = format!("@{function} L0 for.body (loc.c:{loc})");
        assert!(report.contains(&text), "{text} in\n{report}");
        let remark = format!("remark: loc.c:{loc}: vectorized loop");
        assert!(remarks.contains(&remark), "{remark} in\n{remarks}");
    }
    let per_function = json(&["loops", &f, "--func", "from_preheader"]);
    assert_eq!(per_function[0]["start_loc"], "17:3");
    assert!(loops.contains("loc.c:17:3"), "{loops}");
    // The body's first location (18:13) is no location of the loop.
    assert!(!report.contains("18:13") && !loops.contains("18:13"));
}

/// A trip count of 12 allows no scalar epilogue, and the largest VF, 8,
/// leaves a tail: the tail is folded at every VF (LLVM's `computeMaxVF`;
/// `opt` 14 picks VF 8, tail folded). The VF table, the interleave
/// count's reason and the report all say so.
#[test]
fn the_tail_at_a_vf_is_one_answer() {
    let f = fixture("epilogue_tc12.ll");
    let mut host = lanes::AnalysisHost::new();
    host.open_path(&f).unwrap();
    let t = host.analysis().vf_table(&f, None, None).unwrap().unwrap();
    assert_eq!((t.best, t.ic), (8, 1), "{t:?}");
    let tail = |vf: u32| t.rows.iter().find(|r| r.vf == vf).unwrap().tail;
    assert_eq!(tail(1), Tail::None);
    assert_eq!(tail(4), Tail::Folded);
    assert_eq!(tail(8), Tail::Folded);
    assert_eq!(
        t.ic_reason.to_string(),
        "no scalar epilogue: the tail is folded into the vector loop"
    );
    let cost = run(&["cost", &f]);
    assert!(
        cost.contains(&format!("interleave count 1: {}", t.ic_reason)),
        "{cost}"
    );
    let report = run(&["report", &f]);
    assert!(report.contains("tail folded"), "{report}");
}

/// `a[LEN/2]` (a constant GEP expression) is uniform and has an address
/// form; the dependence with the store to `a[i]` is Unknown because the
/// strides differ, as `memrefs` shows them, not because the address has
/// no form.
#[test]
fn an_address_has_one_form() {
    let f = fixture("uniform_constant_index.ll");
    let m = json(&["memrefs", &f]);
    let first = &m["memrefs"][0];
    assert_eq!(first["class"], "Uniform", "{first}");
    assert_eq!(first["address"], "200 + @a", "{first}");
    assert_eq!(first["stride"], 0, "{first}");
    let deps = run(&["deps", &f]);
    assert!(!deps.contains("not affine"), "{deps}");
    assert!(
        deps.contains("#0 -> #2 Unknown: pointer access with non-constant or different stride"),
        "{deps}"
    );
    assert!(run(&["memrefs", &f]).contains("address 200 + @a"));
}

/// A refusal quotes each instruction once: a dependence names its two
/// accesses in backticks, and is not itself wrapped in backticks.
#[test]
fn refusals_never_quote_a_quote() {
    let f = fixture("uniform_constant_index.ll");
    let report = run(&["report", &f]);
    assert!(!report.contains("``"), "{report}");
    assert!(
        report.contains(
            "separate loop: Unknown dependence between `%m = load i32, i32* getelementptr"
        ),
        "{report}"
    );
    let rows = json(&["report", &f]);
    let refusal = &rows[0]["refusals"][0];
    assert_eq!(refusal["kind"], "UnsafeDep", "{refusal}");
    assert!(
        refusal["inst"]
            .as_str()
            .unwrap()
            .starts_with("Unknown dependence between `%m = load"),
        "{refusal}"
    );
    let cost = json(&["cost", &f]);
    assert_eq!(
        cost["legality"]["refusals"][0]["inst"], refusal["inst"],
        "the cost report's legality says the same"
    );
}
