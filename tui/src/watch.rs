//! Live reload: watches the directories of the opened files (editors often
//! replace a file instead of writing it, which would end a watch on the
//! file itself) and forwards changes of the opened files to the app.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::mpsc::Sender;

use notify::{EventKind, RecursiveMode, Watcher};

use crate::worker::Msg;

/// Starts watching; the watcher stops when dropped.
pub fn watch(files: &[PathBuf], tx: Sender<Msg>) -> notify::Result<notify::RecommendedWatcher> {
    let wanted: BTreeSet<PathBuf> = files.iter().cloned().collect();
    let dirs: BTreeSet<PathBuf> = files
        .iter()
        .filter_map(|f| f.parent().map(|p| p.to_path_buf()))
        .collect();
    let mut watcher = notify::recommended_watcher(move |res: notify::Result<notify::Event>| {
        let Ok(ev) = res else { return };
        if matches!(ev.kind, EventKind::Access(_)) {
            return;
        }
        for p in ev.paths {
            if wanted.contains(&p) {
                let _ = tx.send(Msg::FileChanged(p));
            }
        }
    })?;
    for d in dirs {
        watcher.watch(&d, RecursiveMode::NonRecursive)?;
    }
    Ok(watcher)
}
