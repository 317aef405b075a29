//! The navigator's tree: files → functions → loops, built from the
//! façade's outlines and the user's fold state.

use std::collections::HashSet;
use std::path::PathBuf;

use lanes::model::FileOutline;

use crate::tabs::Selection;

/// What the façade said about a file so far.
#[derive(Clone, Debug)]
pub enum FileState {
    Loading,
    Ready(FileOutline),
    /// The file could not be analysed at all (e.g. it vanished).
    Failed(String),
}

/// An open file.
#[derive(Clone, Debug)]
pub struct FileEntry {
    /// The path the host knows the file by (as given by the user).
    pub path: String,
    /// Where it lives on disk, canonicalized, for watching (none for the demo).
    pub disk: Option<PathBuf>,
    pub state: FileState,
    /// Hash of the text last given to the host, to skip no-op reloads.
    pub text_hash: u64,
}

impl FileEntry {
    pub fn outline(&self) -> Option<&FileOutline> {
        match &self.state {
            FileState::Ready(o) => Some(o),
            _ => None,
        }
    }
}

/// Identity of a row that survives re-analysis (names, not indices).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum NavKey {
    File(String),
    Function(String, String),
    Loop(String, String, String),
}

impl NavKey {
    pub fn selection(&self) -> Selection {
        match self {
            NavKey::File(f) => Selection {
                file: f.clone(),
                function: None,
                loop_: None,
                vf: None,
            },
            NavKey::Function(f, func) => Selection {
                file: f.clone(),
                function: Some(func.clone()),
                loop_: None,
                vf: None,
            },
            NavKey::Loop(f, func, l) => Selection {
                file: f.clone(),
                function: Some(func.clone()),
                loop_: Some(l.clone()),
                vf: None,
            },
        }
    }

    pub fn parent(&self) -> Option<NavKey> {
        match self {
            NavKey::File(_) => None,
            NavKey::Function(f, _) => Some(NavKey::File(f.clone())),
            NavKey::Loop(f, func, _) => Some(NavKey::Function(f.clone(), func.clone())),
        }
    }
}

/// A visible row: its key and where its data lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub key: NavKey,
    pub file: usize,
    pub func: Option<usize>,
    pub lp: Option<usize>,
    /// Whether the row has children (and so a fold marker).
    pub parent: bool,
}

/// The hottest profile count among `loops` (0 without profile data).
fn hottest(loops: &[lanes::model::LoopInfo]) -> u64 {
    loops.iter().filter_map(|l| l.hotness).max().unwrap_or(0)
}

/// Indices of `items` with the hottest first, by `heat`; the same order
/// when none is hot.
fn hottest_first<T>(items: &[T], heat: impl Fn(&T) -> u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(heat(&items[i])));
    order
}

/// A function's loops, each outermost loop's nest together (in pre-order),
/// the nest with the hottest loop first: opt-viewer's order by hotness,
/// keeping each nest a tree.
fn loop_order(loops: &[lanes::model::LoopInfo]) -> Vec<usize> {
    let mut nests: Vec<std::ops::Range<usize>> = Vec::new();
    for (i, l) in loops.iter().enumerate() {
        match nests.last_mut() {
            Some(n) if l.depth > 1 => n.end = i + 1,
            _ => nests.push(i..i + 1),
        }
    }
    hottest_first(&nests, |n| hottest(&loops[n.clone()]))
        .into_iter()
        .flat_map(|n| nests[n].clone())
        .collect()
}

/// Every row, or only those not hidden under a folded parent. When the IR
/// carries profile data, files, functions and loop nests come hottest
/// first.
pub fn rows(files: &[FileEntry], folded: Option<&HashSet<NavKey>>) -> Vec<Row> {
    let is_folded = |k: &NavKey| folded.is_some_and(|f| f.contains(k));
    let mut out = Vec::new();
    let file_heat = |f: &FileEntry| {
        f.outline().map_or(0, |o| {
            o.functions
                .iter()
                .map(|u| hottest(&u.loops))
                .max()
                .unwrap_or(0)
        })
    };
    for fi in hottest_first(files, file_heat) {
        let file = &files[fi];
        let fkey = NavKey::File(file.path.clone());
        let outline = file.outline();
        out.push(Row {
            parent: outline.is_some_and(|o| !o.functions.is_empty()),
            key: fkey.clone(),
            file: fi,
            func: None,
            lp: None,
        });
        let Some(o) = outline else { continue };
        if is_folded(&fkey) {
            continue;
        }
        for ui in hottest_first(&o.functions, |u| hottest(&u.loops)) {
            let func = &o.functions[ui];
            let ukey = NavKey::Function(file.path.clone(), func.info.name.clone());
            out.push(Row {
                parent: !func.loops.is_empty(),
                key: ukey.clone(),
                file: fi,
                func: Some(ui),
                lp: None,
            });
            if is_folded(&ukey) {
                continue;
            }
            for li in loop_order(&func.loops) {
                let l = &func.loops[li];
                out.push(Row {
                    key: NavKey::Loop(file.path.clone(), func.info.name.clone(), l.header.clone()),
                    file: fi,
                    func: Some(ui),
                    lp: Some(li),
                    parent: false,
                });
            }
        }
    }
    out
}

/// What a search matches in a row: function names, loop headers and paths.
pub fn row_matches(files: &[FileEntry], row: &Row, needle: &str) -> bool {
    let needle = needle.to_lowercase();
    let Some(o) = files[row.file].outline() else {
        return false;
    };
    match (row.func, row.lp) {
        (Some(u), None) => o.functions[u].info.name.to_lowercase().contains(&needle),
        (Some(u), Some(l)) => {
            let lp = &o.functions[u].loops[l];
            lp.header.to_lowercase().contains(&needle) || lp.path.to_lowercase() == needle
        }
        _ => false,
    }
}

/// Names to show for files: paths without the directory they all share
/// (just the file name when there is one file).
pub fn display_names(paths: &[&str]) -> Vec<String> {
    let dir_of = |p: &str| p.rfind('/').map_or(0, |i| i + 1);
    let mut common = match paths {
        [] => return Vec::new(),
        [p] => dir_of(p),
        [p, ..] => dir_of(p),
    };
    for p in paths {
        let same = paths[0]
            .bytes()
            .zip(p.bytes())
            .take(common)
            .take_while(|(a, b)| a == b)
            .count();
        common = paths[0][..same].rfind('/').map_or(0, |i| i + 1);
    }
    paths.iter().map(|p| p[common..].to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::display_names;

    #[test]
    fn shared_directories_are_dropped() {
        assert_eq!(
            display_names(&["seeds/a.ll", "seeds/b.ll"]),
            ["a.ll", "b.ll"]
        );
        assert_eq!(display_names(&["x/a.ll", "y/b.ll"]), ["x/a.ll", "y/b.ll"]);
        assert_eq!(display_names(&["/tmp/d/k.ll"]), ["k.ll"]);
        assert_eq!(display_names(&["k.ll"]), ["k.ll"]);
        assert_eq!(
            display_names(&["s/ab/x.ll", "s/ac/y.ll"]),
            ["ab/x.ll", "ac/y.ll"]
        );
    }
}
