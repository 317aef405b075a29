//! Background work. Each job runs on its own thread against an `Analysis`
//! snapshot taken on the UI thread; the snapshot is dropped *before* the
//! result is sent, because the host's setters wait for every snapshot to
//! be dropped. Results carry the revision of the inputs they were computed
//! from so that the app discards stale ones.

use std::path::PathBuf;
use std::sync::mpsc::Sender;

use lanes::nav::FileOutline;
use lanes::{Analysis, Cancellable};

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
    /// The vectorization verdict of every loop of `paths`.
    Badges {
        revision: u64,
        result: Cancellable<Result<Vec<lanes::vplan::LoopVerdict>, String>>,
    },
    /// A watched file changed on disk (from the file watcher).
    FileChanged(PathBuf),
}

/// Runs `job` on a new thread and sends its message.
pub fn spawn(an: Analysis, tx: Sender<Msg>, job: impl FnOnce(&Analysis) -> Msg + Send + 'static) {
    std::thread::spawn(move || {
        let msg = job(&an);
        drop(an);
        let _ = tx.send(msg);
    });
}

/// The outlines of `paths`, in order (one snapshot for all, so they agree).
pub fn outlines(an: &Analysis, paths: &[String]) -> Cancellable<Vec<Result<FileOutline, String>>> {
    paths
        .iter()
        .map(|p| Ok(an.outline(p)?.map_err(|e| e.to_string())))
        .collect()
}
