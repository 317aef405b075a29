//! Background work. Each job runs on its own thread against an `Analysis`
//! snapshot taken on the UI thread; the snapshot is dropped *before* the
//! result is sent, because the host's setters wait for every snapshot to
//! be dropped. Results carry the revision of the inputs they were computed
//! from so that the app discards stale ones.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};

use lanes::model::FileOutline;
use lanes::{Analysis, CancelHandle, Cancellable};

use crate::tabs::{Selection, TabData};

/// Which tab's data for which selection.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DetailKey {
    /// Index in the tab registry.
    pub tab: usize,
    pub sel: Selection,
}

/// Everything that reaches the UI thread from elsewhere.
pub enum Msg {
    Outlines {
        revision: u64,
        paths: Vec<String>,
        result: Cancellable<Vec<Result<FileOutline, String>>>,
    },
    Detail {
        revision: u64,
        key: DetailKey,
        result: Cancellable<Result<TabData, String>>,
    },
    /// The vectorization verdicts of some loops of the files asked for;
    /// `last` ends the job (the verdicts come function by function, in
    /// chunks).
    Badges {
        revision: u64,
        result: Cancellable<Result<Vec<lanes::model::LoopVerdict>, String>>,
        last: bool,
    },
    /// The other side's verdict of every loop (comparing, `C`).
    Compare {
        revision: u64,
        result: Cancellable<Result<Vec<lanes::model::LoopVerdict>, String>>,
    },
    /// A watched file changed on disk (from the file watcher).
    FileChanged(PathBuf),
}

/// The snapshots alive on worker threads, by job number, with the handles
/// that cancel them. The host's setters wait for every snapshot to be
/// dropped, so the app writes to the host only when this is empty (and
/// cancels what is in it when a write is waiting).
#[derive(Clone, Default)]
pub struct Live(Arc<Mutex<HashMap<u64, CancelHandle>>>);

impl Live {
    /// How many snapshots are alive.
    pub fn len(&self) -> usize {
        self.0.lock().map_or(0, |m| m.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Asks every live snapshot to stop at its next query.
    pub fn cancel_all(&self) {
        if let Ok(m) = self.0.lock() {
            for h in m.values() {
                h.cancel();
            }
        }
    }
}

/// Runs `job` on a new thread and sends its message. The snapshot is
/// registered in `live` until it is dropped, which is before the message
/// is sent.
pub fn spawn(
    an: Analysis,
    tx: Sender<Msg>,
    live: &Live,
    job: impl FnOnce(&Analysis) -> Msg + Send + 'static,
) {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    if let Ok(mut m) = live.0.lock() {
        m.insert(id, an.cancel_handle());
    }
    let live = live.clone();
    std::thread::spawn(move || {
        let msg = job(&an);
        drop(an);
        if let Ok(mut m) = live.0.lock() {
            m.remove(&id);
        }
        let _ = tx.send(msg);
    });
}

/// [`spawn`] for a job that also sends messages before its last one:
/// `job` gets a sender for them (the app handles them while the snapshot
/// is alive; only the last one is sent after it is dropped).
pub fn spawn_streaming(
    an: Analysis,
    tx: Sender<Msg>,
    live: &Live,
    job: impl FnOnce(&Analysis, &Sender<Msg>) -> Msg + Send + 'static,
) {
    let partial = tx.clone();
    spawn(an, tx, live, move |an| job(an, &partial));
}

/// The outlines of `paths`, in order (one snapshot for all, so they agree).
pub fn outlines(an: &Analysis, paths: &[String]) -> Cancellable<Vec<Result<FileOutline, String>>> {
    paths
        .iter()
        .map(|p| Ok(an.outline(p)?.map_err(|e| e.to_string())))
        .collect()
}
