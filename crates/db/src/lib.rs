//! `lanes-db`: the salsa database. Inputs (source files, target, options),
//! the item tree, per-function IR, CFG, dominators, loops, induction
//! variables and affine forms.
//!
//! Every query is a thin wrapper: it gathers its inputs and calls a pure
//! algorithm from one of the modules below, which can be tested without a
//! database. Per-function queries read only their function's own text, so
//! editing one function leaves every other function's results valid.

pub mod affine;
pub mod cfg;
pub mod cost_cells;
pub mod debug_loc;
pub mod dom;
pub mod exit_count;
pub mod exits;
pub mod frequency;
pub mod ids;
mod inputs;
pub mod layout;
pub mod loops;
mod queries;

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;
use salsa::Database as _;

pub use inputs::*;
pub use queries::*;

/// How many threads the work split by function (the report) or by run of
/// text (splitting a file, parsing its header) uses: the `LANES_THREADS`
/// environment variable if it holds a positive number, else the machine's
/// cores (at most 8). The answers do not depend on it
/// (`scripts/report_threads.sh` and the `report_threads` test check it).
pub fn worker_threads() -> usize {
    std::env::var("LANES_THREADS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(8)
        })
}

/// The database trait every lanes query takes (`&dyn Db`).
#[salsa::db]
pub trait Db: salsa::Database {}

/// Names of the queries that executed, recorded from salsa's `WillExecute`
/// events. Shared by all clones of a database.
#[derive(Clone, Default)]
pub struct ExecutionLog {
    keys: Arc<Mutex<Vec<salsa::DatabaseKeyIndex>>>,
}

/// The concrete database: storage, the execution log, and the host's map
/// from paths to file inputs (never read by queries).
#[salsa::db]
#[derive(Clone)]
pub struct RootDatabase {
    storage: salsa::Storage<Self>,
    log: ExecutionLog,
    files: Arc<Mutex<FxHashMap<String, SourceFile>>>,
}

impl Default for RootDatabase {
    fn default() -> Self {
        let log = ExecutionLog::default();
        let sink = log.keys.clone();
        let storage = salsa::Storage::new(Some(Box::new(move |event: salsa::Event| {
            if let salsa::EventKind::WillExecute { database_key } = event.kind {
                sink.lock().unwrap().push(database_key);
            }
        })));
        RootDatabase {
            storage,
            log,
            files: Default::default(),
        }
    }
}

impl RootDatabase {
    /// A database that keeps no execution log ([`RootDatabase::take_executed`]
    /// is then always empty): salsa builds no event at all, which is a
    /// tenth of re-validating every memo after an edit.
    pub fn without_log() -> Self {
        RootDatabase {
            storage: salsa::Storage::new(None),
            log: ExecutionLog::default(),
            files: Default::default(),
        }
    }
}

#[salsa::db]
impl salsa::Database for RootDatabase {}

#[salsa::db]
impl Db for RootDatabase {}

impl RootDatabase {
    /// Forgets a file: its text becomes empty (salsa inputs cannot be
    /// deleted) and it no longer appears in [`RootDatabase::files`].
    pub fn remove_file(&mut self, path: &str) -> bool {
        match self.file(path) {
            Some(_) => {
                self.set_file(path, "");
                self.files.lock().unwrap().remove(path);
                true
            }
            None => false,
        }
    }

    pub fn file(&self, path: &str) -> Option<SourceFile> {
        self.files.lock().unwrap().get(path).copied()
    }

    /// All files, sorted by path.
    pub fn files(&self) -> Vec<SourceFile> {
        let map = self.files.lock().unwrap();
        let mut v: Vec<(&String, &SourceFile)> = map.iter().collect();
        v.sort_by(|a, b| a.0.cmp(b.0));
        v.into_iter().map(|(_, f)| *f).collect()
    }

    /// Takes the names of the queries executed since the last call, sorted.
    pub fn take_executed(&self) -> Vec<String> {
        let keys = std::mem::take(&mut *self.log.keys.lock().unwrap());
        let mut v: Vec<String> = keys
            .into_iter()
            .map(|k| {
                self.ingredient_debug_name(k.ingredient_index())
                    .into_owned()
            })
            .collect();
        v.sort();
        v
    }

    /// Takes the executed queries as (name, key id), in execution order, so
    /// that tests can tell *which* function or loop a query ran for (compare
    /// with `salsa::plumbing::AsId::as_id` of the key).
    pub fn take_executed_ids(&self) -> Vec<(String, salsa::Id)> {
        let keys = std::mem::take(&mut *self.log.keys.lock().unwrap());
        keys.into_iter()
            .map(|k| {
                let name = self
                    .ingredient_debug_name(k.ingredient_index())
                    .into_owned();
                (name, k.key_index())
            })
            .collect()
    }
}
