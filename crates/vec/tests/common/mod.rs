//! Helpers shared by the test files: a database with one file open.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use lanes_db::{LoopId, Profile, RootDatabase, Target, file_functions, function_loops};

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

/// The `.ll` files of `tests/data/DIR`, sorted.
pub fn data_files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
}

/// The built-in target a file names on a `; target: NAME` line (AVX2
/// without one).
pub fn target_of(text: &str) -> lanes_target::TargetDesc {
    let name = text
        .lines()
        .find_map(|l| l.strip_prefix("; target: "))
        .map_or("avx2", str::trim);
    lanes_target::builtin(name).unwrap_or_else(|| panic!("no built-in target {name}"))
}

/// A database over `text` answering as LLVM `profile`, and the file's
/// target.
pub fn open_as(text: &str, profile: Profile) -> (RootDatabase, Target) {
    let mut db = open(text);
    let options = db.new_options(lanes_db::LayoutPolicy::Auto, None);
    salsa::Setter::to(options.set_profile(&mut db), Some(profile));
    let t = db.new_target(&target_of(text));
    (db, t)
}

/// The first loop of `@f` in `t.ll`.
pub fn loop_of_f(db: &RootDatabase) -> LoopId<'_> {
    let file = db.file("t.ll").unwrap();
    let f = file_functions(db, file)
        .iter()
        .copied()
        .find(|f| &**f.name(db) == "f")
        .expect("@f");
    function_loops(db, f)[0]
}
