//! A build's units in the workspace (`lanes tui --project`, `--cargo`,
//! `--merge`): the compiler's decision beside lanes' with `≠` where they
//! differ, the differing filter, and loops ordered by their profile counts
//! when the IR carries profile data.

mod common;

use common::{draw_text, keys};
use lanes::model::{BuildRow, CompilerInfo, LoopDecision, UnitReport, UnitStatus};
use lanes_tui::{App, Theme};

/// Two functions with PGO counts: `@cold` (3 calls, its loop 300 times)
/// before `@hot` (1000 calls, the inner loop 800,000 times), as
/// `opt-22 -passes='print<block-freq>'` counts them.
const HOT: &str = include_str!("../../tests/tests/data/build/hot.ll");

fn app() -> App {
    let files = vec![lanes_tui::app::SourceFile {
        path: "hot.ll".into(),
        text: HOT.into(),
        disk: None,
    }];
    let mut app = App::new(files, Some("avx2"), Theme { color: false }).unwrap();
    app.show_timings = false;
    assert!(app.settle());
    app.status = Default::default();
    app
}

/// The unit as `lanes project` would report it, the compiler deciding
/// `decide(function, loop, lanes' verdict)`.
fn unit(app: &App, decide: impl Fn(&str, &LoopDecision) -> LoopDecision) -> UnitReport {
    let mut rows = Vec::new();
    let mut keys: Vec<_> = app.badges.keys().cloned().collect();
    keys.sort();
    for k in keys {
        let row = &app.badges[&k].row;
        let lanes = BuildRow::new("hot.c", row, None);
        let c = decide(&k.1, &lanes.lanes());
        rows.push(lanes.with_compiler(Some(c)));
    }
    UnitReport {
        file: "hot.c".into(),
        directory: "/".into(),
        arguments: vec!["clang-22".into(), "-c".into(), "hot.c".into()],
        compiler: CompilerInfo {
            name: "clang-22".into(),
            version: "22.1.8".into(),
            profile: "22".into(),
        },
        status: UnitStatus::Analysed,
        error: None,
        ir: Some("hot.ll".into()),
        rows,
        compiler_only: Vec::new(),
        records: None,
    }
}

/// The workspace column's rows.
fn nav(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter_map(|l| l.split('┃').nth(1).map(|s| s.trim_end().to_string()))
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn hottest_first_and_the_compilers_decision_beside_lanes() {
    let mut app = app();
    let outline = app.files[0].outline().unwrap().clone();
    let hotness: Vec<(String, Option<u64>)> = outline
        .functions
        .iter()
        .flat_map(|f| f.loops.iter().map(|l| (l.header.clone(), l.hotness)))
        .collect();
    assert_eq!(
        hotness,
        [
            ("loop".to_string(), Some(300)),
            ("outer".to_string(), Some(8000)),
            ("inner".to_string(), Some(800_000)),
        ]
    );
    // The compiler agrees on @cold and decides the other way on @hot.
    let flip = |d: &LoopDecision| LoopDecision {
        vectorized: !d.vectorized,
        vf: if d.vectorized { 1 } else { 4 },
        ic: 1,
        reason: None,
    };
    let u = unit(&app, |f, d| if f == "hot" { flip(d) } else { d.clone() });
    app.set_build(&[u]);
    app.nav_width = Some(64);
    let rows = nav(&draw_text(&mut app, 120, 16));
    // @hot comes first: its loops ran 800,000 times, @cold's 300.
    let at = |name: &str| rows.iter().position(|r| r.contains(name)).unwrap();
    assert!(at("@hot") < at("@cold"), "{rows:#?}");
    let inner = &rows[at("L0.0 inner")];
    let cold = &rows[at("L0 loop")];
    assert!(inner.contains("♨800k"), "{inner}");
    assert!(cold.contains("♨300"), "{cold}");
    assert!(inner.contains("│ clang-22"), "{inner}");
    assert!(inner.contains('≠'), "{inner}");
    assert!(!cold.contains('≠'), "{cold}");
    assert_eq!(app.compiler_agreement().1, 1, "only @cold's loop agrees");
    // `f` steps to the loops that differ from the compiler's decision.
    keys(&mut app, "fff");
    let listed: Vec<&String> = app
        .rows
        .iter()
        .filter_map(|r| match &r.key {
            lanes_tui::navtree::NavKey::Loop(_, f, l) => Some(l).filter(|_| f == "hot"),
            _ => None,
        })
        .collect();
    assert!(!listed.is_empty());
    assert!(
        app.rows.iter().all(|r| !matches!(
            &r.key,
            lanes_tui::navtree::NavKey::Loop(_, f, _) if f == "cold"
        )),
        "{:?}",
        app.rows
    );
}

/// Whether `program` runs; else the test is skipped (failing under CI).
fn have(program: &str) -> bool {
    let ok = std::process::Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        lanes_test_utils::skip(&format!("`{program}` is not installed"));
    }
    ok
}

/// `lanes ARGS` run in `dir`: (exit code, standard output, standard error).
fn lanes_in(dir: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lanes"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let s = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap_or(-1),
        s(out.stdout),
        s(out.stderr),
    )
}

/// Each row of a build report's JSON, its `ir` path aside.
fn build_rows(report: &serde_json::Value) -> Vec<String> {
    let mut rows: Vec<String> = report["units"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|u| u["rows"].as_array().unwrap().clone())
        .map(|r| r.to_string())
        .collect();
    rows.sort();
    rows
}

/// The tiny C library built with `make -j2` through the wrapper gives the
/// report `lanes project` gives on the same commands; `lanes tui --merge`
/// opens the wrapper's IR with the compiler's decisions.
#[test]
fn wrapper_inside_make_j2_gives_the_project_report() {
    if !have("clang-22") || !have("make") {
        return;
    }
    let data =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/tests/data/build/tiny");
    let dir = std::env::temp_dir().join(format!("lanes-tui-make-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for f in ["util.h", "add.c", "first.c"] {
        std::fs::copy(data.join(f), dir.join(f)).unwrap();
    }
    std::fs::write(
        dir.join("Makefile"),
        "OBJS = add.o first.o\nlibtiny.a: $(OBJS)\n\tar rcs $@ $(OBJS)\n%.o: %.c\n\t$(CC) -O2 -c $< -o $@\n",
    )
    .unwrap();
    let results = dir.join("results");
    let cc = format!(
        "{} cc --wrap {} -- clang-22",
        env!("CARGO_BIN_EXE_lanes"),
        results.display()
    );
    let make = std::process::Command::new("make")
        .args(["-s", "-j2", &format!("CC={cc}")])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(
        make.status.success(),
        "{}",
        String::from_utf8_lossy(&make.stderr)
    );
    assert!(make.stdout.is_empty(), "the wrapper is silent");
    assert!(dir.join("libtiny.a").is_file(), "the build's own output");
    let (code, merged, err) = lanes_in(&dir, &["report", "--merge", "results", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let merged: serde_json::Value = serde_json::from_str(&merged).unwrap();
    let db: Vec<serde_json::Value> = ["add.c", "first.c"]
        .iter()
        .map(|f| {
            let o = f.replace(".c", ".o");
            serde_json::json!({"directory": dir.display().to_string(), "file": f,
                "arguments": ["clang-22", "-O2", "-c", f, "-o", o]})
        })
        .collect();
    std::fs::write(
        dir.join("compile_commands.json"),
        serde_json::to_string(&db).unwrap(),
    )
    .unwrap();
    let (code, project, err) = lanes_in(
        &dir,
        &["project", "--format", "json", "compile_commands.json"],
    );
    assert_eq!(code, 0, "{err}");
    let project: serde_json::Value = serde_json::from_str(&project).unwrap();
    assert_eq!(build_rows(&merged), build_rows(&project));
    assert_eq!(merged["agreement"], project["agreement"]);
    assert_eq!(merged["agreement"]["compared"], 2, "{merged}");

    // `lanes tui --merge DIR`: the wrapper's IR, each loop with the
    // compiler's decision.
    let seen = std::cell::RefCell::new(None);
    let launch = |req: lanes::cli::TuiRequest| {
        *seen.borrow_mut() = Some(req);
        0
    };
    let args: Vec<String> = ["lanes", "tui", "--merge", &results.display().to_string()]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(
        lanes::cli::run_with(&args, &mut out, &mut err, Some(&launch)),
        0
    );
    let req = seen.borrow_mut().take().unwrap();
    assert_eq!(req.files.len(), 2);
    assert!(
        req.files
            .iter()
            .all(|f| f.starts_with(&results) && f.is_file()),
        "{:?}",
        req.files
    );
    let files = lanes_tui::app::read_request(&req).unwrap();
    let mut app = App::new(files, None, Theme { color: false }).unwrap();
    assert!(app.settle());
    app.set_build(&req.build);
    assert_eq!(app.compiler_agreement(), (2, 2));
    let screen = draw_text(&mut app, 100, 12);
    assert!(screen.contains("│ clang-22 VF 4×2"), "{screen}");
    let _ = std::fs::remove_dir_all(&dir);
}
