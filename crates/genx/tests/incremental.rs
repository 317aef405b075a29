//! Editing one function re-runs none of the GenX queries of another.

use lanes_db::{FunctionId, RootDatabase, file_functions};
use salsa::plumbing::AsId;

const SRC: &str = include_str!("../../../fixtures/seeds/genx_shl.ll");

fn run_all(db: &RootDatabase, file: lanes_db::SourceFile, t: lanes_db::Target, only: Option<&str>) {
    for &f in file_functions(db, file) {
        if only.is_some_and(|n| &**f.name(db) != n) {
            continue;
        }
        lanes_genx::register_assignment(db, f, t);
        lanes_genx::live_ranges(db, f, t);
    }
}

#[test]
fn editing_one_function_reruns_no_genx_query_of_another() {
    let mut db = RootDatabase::default();
    let t = db.new_target(&lanes_target::builtin("genx").unwrap());
    let file = db.set_file("shl.ll", SRC);
    run_all(&db, file, t, None);
    db.take_executed();
    let edited = SRC.replacen("<i32 3, i32 3>, !dbg !200", "<i32 4, i32 4>, !dbg !200", 1);
    assert_ne!(edited, SRC);
    db.set_file("shl.ll", &edited);
    // Another function's results: nothing GenX re-runs.
    run_all(&db, file, t, Some("rd_y_backend"));
    let genx = [
        "genx_categories",
        "bales",
        "numbering",
        "live_ranges",
        "coalescing",
        "register_assignment",
    ];
    let ran: Vec<String> = db
        .take_executed()
        .into_iter()
        .filter(|n| genx.contains(&n.as_str()))
        .collect();
    assert!(ran.is_empty(), "{ran:?}");
    // The edited function: each query once.
    run_all(&db, file, t, Some("rd_y_after_clang"));
    let ids = db.take_executed_ids();
    let clang = FunctionId::new(&db, file, Box::<str>::from("rd_y_after_clang")).as_id();
    assert!(
        ids.iter()
            .any(|(n, k)| n == "genx_categories" && *k == clang)
    );
    let mut ran: Vec<&str> = ids
        .iter()
        .map(|(n, _)| n.as_str())
        .filter(|n| genx.contains(n))
        .collect();
    ran.sort();
    assert_eq!(
        ran,
        [
            "bales",
            "coalescing",
            "genx_categories",
            "live_ranges",
            "numbering",
            "register_assignment"
        ]
    );
}

#[test]
fn changing_the_platform_reruns_region_collapsing_only() {
    use lanes_genx::subtarget::Platform;
    let mut db = RootDatabase::default();
    let t = db.new_target(&lanes_target::builtin("genx").unwrap());
    let file = db.set_file("shl.ll", SRC);
    let f = file_functions(&db, file)[0];
    let (hpg, xe2) = (
        Platform::by_name("XeHPG").unwrap(),
        Platform::by_name("Xe2").unwrap(),
    );
    lanes_genx::region_collapsing(&db, f, hpg);
    lanes_genx::register_assignment(&db, f, t);
    db.take_executed();
    // The same platform again: nothing runs.
    lanes_genx::region_collapsing(&db, f, hpg);
    assert!(db.take_executed().iter().all(|n| n != "region_collapsing"));
    // Another platform: region collapsing runs for it, and nothing else.
    lanes_genx::region_collapsing(&db, f, xe2);
    lanes_genx::register_assignment(&db, f, t);
    let ran = db.take_executed();
    assert_eq!(
        ran.iter().filter(|n| *n == "region_collapsing").count(),
        1,
        "{ran:?}"
    );
    assert!(
        !ran.iter()
            .any(|n| ["bales", "genx_categories", "register_assignment"].contains(&n.as_str())),
        "{ran:?}"
    );
}

#[test]
fn changing_the_platform_reruns_legalization_and_post_legalization_only() {
    use lanes_genx::subtarget::Platform;
    let mut db = RootDatabase::default();
    let t = db.new_target(&lanes_target::builtin("genx").unwrap());
    let file = db.set_file("shl.ll", SRC);
    let f = file_functions(&db, file)[0];
    let (hpg, xe2) = (
        Platform::by_name("XeHPG").unwrap(),
        Platform::by_name("Xe2").unwrap(),
    );
    lanes_genx::post_legalization(&db, f, hpg);
    lanes_genx::register_assignment(&db, f, t);
    db.take_executed();
    // The same platform again: nothing runs.
    lanes_genx::post_legalization(&db, f, hpg);
    let ran = db.take_executed();
    assert!(
        !ran.iter()
            .any(|n| n == "post_legalization" || n == "legalization"),
        "{ran:?}"
    );
    // Another platform: legalization and post-legalization run once each
    // for it, the platform-independent queries not at all.
    lanes_genx::post_legalization(&db, f, xe2);
    lanes_genx::register_assignment(&db, f, t);
    let ran = db.take_executed();
    for q in ["legalization", "post_legalization"] {
        assert_eq!(ran.iter().filter(|n| *n == q).count(), 1, "{q}: {ran:?}");
    }
    assert!(
        !ran.iter()
            .any(|n| ["bales", "genx_categories", "register_assignment"].contains(&n.as_str())),
        "{ran:?}"
    );
}
