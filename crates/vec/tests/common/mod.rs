//! Helpers shared by the test files: a database with one file open.

#![allow(dead_code)]

use lanes_db::{LoopId, RootDatabase, file_functions, function_loops};

pub fn fixture(name: &str) -> String {
    let path = format!("{}/../../fixtures/seeds/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

pub fn open(text: &str) -> RootDatabase {
    let mut db = RootDatabase::default();
    db.set_file("t.ll", text);
    db
}

/// A database with one file open and LLVM's `-enable-vplan-native-path`:
/// outer loops marked `llvm.loop.vectorize.enable` are candidates.
pub fn open_native_path(text: &str) -> RootDatabase {
    let mut db = open(text);
    let options = db.new_options(lanes_db::LayoutPolicy::Auto, None);
    salsa::Setter::to(options.set_vplan_native_path(&mut db), true);
    db
}

/// The loop of `func` with header `header`.
pub fn lp<'db>(db: &'db RootDatabase, func: &str, header: &str) -> LoopId<'db> {
    let file = db.file("t.ll").unwrap();
    let f = file_functions(db, file)
        .iter()
        .copied()
        .find(|f| &**f.name(db) == func)
        .unwrap_or_else(|| panic!("no @{func}"));
    function_loops(db, f)
        .iter()
        .copied()
        .find(|l| &**l.header(db) == header)
        .unwrap_or_else(|| panic!("no loop {header} in @{func}"))
}
