//! The target pane: the cost tables, edited live; switching, saving.

use super::*;

/// The target pane. Its entries are the host's (the one description of
/// the target, [`App::target_desc`], compared with the host's as loaded,
/// [`App::target_base`]); the pane keeps only their rows, built from
/// them.
pub struct TargetPane {
    /// The name of the target shown (the host's target of that name).
    pub name: String,
    pub items: Vec<Item>,
    /// Index into `items` (always an entry).
    pub selected: usize,
    pub offset: usize,
    pub sources: Vec<Source>,
    pub source: usize,
    /// Whether a target was chosen for every function (`--target`, `t`);
    /// else each function gets the built-in its attributes name, and the
    /// pane shows the target of the selected loop.
    pub chosen: bool,
}

impl TargetPane {
    /// The pane of `loaded`, not edited yet.
    pub(super) fn new(
        loaded: &TargetDesc,
        sources: Vec<Source>,
        source: usize,
        chosen: bool,
    ) -> TargetPane {
        let mut p = TargetPane {
            items: Vec::new(),
            name: loaded.name.clone(),
            selected: 0,
            offset: 0,
            sources,
            source,
            chosen,
        };
        p.refresh(None, loaded, loaded);
        p
    }

    /// Rebuilds the rows from `current` compared with `base`, keeping the
    /// selection on the same path.
    pub(super) fn refresh(
        &mut self,
        keep: Option<String>,
        current: &TargetDesc,
        base: &TargetDesc,
    ) {
        let keep = keep.or_else(|| self.entry().map(|e| e.path.clone()));
        self.items = target::items(current, base);
        let found = keep.and_then(|p| {
            self.items
                .iter()
                .position(|i| matches!(i, Item::Entry(e) if e.path == p))
        });
        self.selected = found.unwrap_or_else(|| {
            self.first_entry_from(self.selected.min(self.items.len().saturating_sub(1)))
        });
    }

    pub(super) fn first_entry_from(&self, i: usize) -> usize {
        (i..self.items.len())
            .chain((0..i).rev())
            .find(|&j| matches!(self.items[j], Item::Entry(_)))
            .unwrap_or(0)
    }

    pub fn entry(&self) -> Option<&target::Entry> {
        match self.items.get(self.selected)? {
            Item::Entry(e) => Some(e),
            Item::Header(_) => None,
        }
    }

    pub fn edited(&self) -> usize {
        self.items
            .iter()
            .filter(|i| matches!(i, Item::Entry(e) if e.edited()))
            .count()
    }

    /// Moves by `delta` entries (headers are skipped).
    pub(super) fn move_by(&mut self, delta: isize) {
        let entries: Vec<usize> = (0..self.items.len())
            .filter(|&i| matches!(self.items[i], Item::Entry(_)))
            .collect();
        let Some(pos) = entries.iter().position(|&i| i == self.selected) else {
            return;
        };
        let to = (pos as isize + delta).clamp(0, entries.len() as isize - 1) as usize;
        self.selected = entries[to];
    }
}

impl App {
    /// The description of the target the pane shows: the host's, with
    /// the edits queued for it (they reach the host once no snapshot is
    /// alive).
    pub fn target_desc(&self) -> TargetDesc {
        let name = &self.target.name;
        let writes = self.jobs.writes.as_ref();
        let chosen = writes.and_then(|w| w.choose.as_ref()).map(|(_, d)| d);
        let mut desc = match chosen.filter(|d| d.name == *name) {
            Some(d) => d.clone(),
            None => self
                .host
                .target_desc_of(name)
                .unwrap_or_else(|| self.target_base()),
        };
        for e in writes.into_iter().flat_map(|w| &w.costs) {
            if e.target == *name {
                let _ = desc.set(&e.path(), e.value);
            }
        }
        desc
    }

    /// The target the pane shows as it was chosen or loaded, without its
    /// cost edits: the host's (or the one queued to be chosen).
    pub fn target_base(&self) -> TargetDesc {
        let name = &self.target.name;
        let writes = self.jobs.writes.as_ref();
        let chosen = writes.and_then(|w| w.choose.as_ref()).map(|(_, d)| d);
        match chosen.filter(|d| d.name == *name) {
            Some(d) => d.clone(),
            None => self
                .host
                .loaded_target_of(name)
                .or_else(|| lanes::target::builtin(name))
                .unwrap_or_else(|| self.host.target_desc()),
        }
    }

    /// Rebuilds the pane's rows from [`target_desc`](Self::target_desc)
    /// and [`target_base`](Self::target_base).
    pub(super) fn refresh_target(&mut self, keep: Option<String>) {
        let desc = self.target_desc();
        let base = self.target_base();
        self.target.refresh(keep, &desc, &base);
    }

    /// Sets one cost entry and recomputes what depends on it. A value
    /// outside the entry's range ([`lanes::target::limits`]) is clamped to
    /// it, and the status line says so.
    pub fn set_cost(&mut self, path: &str, value: u32) {
        let limit = lanes::target::limit(path);
        if (limit.min..=limit.max).contains(&value) && !limit.contains(value) {
            return self.set_error(format!("{path} must be {limit}, not {value}"));
        }
        let v = limit.clamp(value);
        let mut desc = self.target_desc();
        let old = desc.get(path).ok();
        let note = if v == value {
            None
        } else if v == limit.max && value > v {
            Some(format!("{path} is at its maximum, {v} ({limit})"))
        } else if v == limit.min && value < v {
            Some(format!("{path} is at its minimum, {v} ({limit})"))
        } else {
            Some(format!("{path} must be {limit}"))
        };
        if old == Some(v) {
            if let Some(n) = note {
                self.note(n);
            }
            return;
        }
        match desc.set(path, v) {
            Ok(_) => {
                let was = old.map(|o| format!("{o} → ")).unwrap_or_default();
                let label = match note {
                    Some(n) => format!("{path} {was}{v} ({n})"),
                    None => format!("{path} {was}{v}"),
                };
                let edit = match jobs::CostEdit::at(&self.target.name, path, v) {
                    Ok(edit) => edit,
                    Err(e) => return self.set_error(e),
                };
                // The last value of an entry wins: one queued edit each.
                self.write(label, |w| {
                    w.costs.retain(|e| !e.same_entry(&edit));
                    w.costs.push(edit)
                });
                self.refresh_target(Some(path.to_string()));
            }
            Err(e) => self.set_error(e.to_string()),
        }
    }

    /// Shows the tables of the target the selected loop is analysed for,
    /// when no target was chosen and no edit would be lost: the entries
    /// the pane edits are then the ones that price that loop.
    pub(super) fn follow_selected_target(&mut self) {
        if self.target.chosen || self.target.edited() > 0 {
            return;
        }
        let Some(key) = self.selection().as_ref().and_then(loop_key) else {
            return;
        };
        let Some(name) = self.badges.get(&key).map(|b| b.target.clone()) else {
            return;
        };
        if name == self.target.name {
            return;
        }
        let Some(i) = self
            .target
            .sources
            .iter()
            .position(|s| *s == Source::Builtin(builtin_ref(&name)))
        else {
            return;
        };
        if let Ok(desc) = self.target.sources[i].load() {
            self.target.source = i;
            self.target.name = desc.name;
            self.refresh_target(None);
        }
    }

    /// `t`: the next target; asks first when cost edits would be lost.
    pub(super) fn request_cycle_target(&mut self) {
        let edited = self.target.edited();
        if edited == 0 {
            return self.cycle_target();
        }
        let n = self.target.sources.len();
        let next = match &self.target.sources[(self.target.source + 1) % n] {
            Source::Builtin(b) => b.to_string(),
            Source::File(f) => f.clone(),
        };
        self.mode = Mode::Confirm {
            question: format!(
                "discard {} of {} and switch to {next}? y/n (w saves them first)",
                lanes::format::count(edited, "edited entry"),
                self.target.name,
            ),
            on_yes: Pending::CycleTarget,
        };
    }

    pub(super) fn cycle_target(&mut self) {
        let n = self.target.sources.len();
        for step in 1..=n {
            let i = (self.target.source + step) % n;
            match self.target.sources[i].load() {
                Ok(desc) => {
                    self.target.source = i;
                    self.target.chosen = true;
                    self.target.name = desc.name.clone();
                    let label = format!("target {}", desc.name);
                    let source = self.target.sources[i].clone();
                    self.write(label, |w| w.choose = Some((source, desc)));
                    self.refresh_target(None);
                    return;
                }
                Err(e) => self.set_error(e),
            }
        }
    }

    /// `w` + Enter: refuses the files being analysed, asks before replacing
    /// any other existing file, then writes.
    pub(super) fn save_target(&mut self, path: &str) {
        if let Some(target) = self.destination(path, Pending::Overwrite) {
            self.write_target_file(&target);
        }
    }

    /// Writes the edited target to `path` atomically: a temporary file in
    /// the same directory, then a rename over `path`, so that a failure
    /// (disk full, interrupted) never leaves a half-written file.
    /// The target is saved under a name of its own, from the file name
    /// (`mine` for `mine.toml`), so that loading it again is not taken for
    /// the built-in it was edited from.
    pub(super) fn write_target_file(&mut self, path: &std::path::Path) {
        let shown = path.display().to_string();
        let mut saved = self.target_desc();
        saved.name = saved_target_name(path, &saved.name);
        match write_atomically(path, saved.to_toml().as_bytes()) {
            Ok(()) => self.set_info(format!(
                "saved {} ({}) as {} to {shown}",
                self.target.name,
                lanes::format::count(self.target.edited(), "edited entry"),
                saved.name,
            )),
            Err(e) => self.set_error(format!("cannot write {shown}: {e}")),
        }
    }

    /// Selects the target pane's entry for `path` (`arith.fdiv.f64`).
    pub fn select_target_entry(&mut self, path: &str) -> bool {
        match self
            .target
            .items
            .iter()
            .position(|i| matches!(i, Item::Entry(e) if e.path == path))
        {
            Some(i) => {
                self.target.selected = i;
                self.dirty = true;
                true
            }
            None => false,
        }
    }

    /// `./<name>-edited.toml`, offered by the save prompt.
    pub fn default_save_path(&self) -> String {
        format!("./{}-edited.toml", self.target.name)
    }

    /// `+`/`-`, Enter and `u` on the selected entry of the target pane.
    pub(super) fn target_entry_action(&mut self, action: Action) {
        match action {
            Action::Increase | Action::Decrease => {
                if let Some(e) = self.target.entry().cloned() {
                    let up = action == Action::Increase;
                    let v = target::step(&e.path, e.value, up);
                    if v == e.value {
                        let limit = lanes::target::limit(&e.path);
                        let end = if up { "maximum" } else { "minimum" };
                        self.note(format!("{} is at its {end}, {v} ({limit})", e.path));
                    } else {
                        self.set_cost(&e.path, v);
                    }
                }
            }
            Action::EditValue => {
                if let Some(e) = self.target.entry() {
                    self.mode = Mode::Prompt {
                        prompt: Prompt::Value {
                            path: e.path.clone(),
                        },
                        input: e.value.to_string(),
                    };
                }
            }
            Action::ResetEntry => {
                if let Some(e) = self.target.entry().cloned() {
                    match e.base {
                        Some(b) => self.set_cost(&e.path, b),
                        None => {
                            self.set_error(format!("{} is not in {}", e.path, self.target.name))
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// `U`: every entry back to the base target.
    pub(super) fn reset_target(&mut self) {
        if self.target.edited() > 0 {
            let target = self.target.name.clone();
            let edits: Vec<jobs::CostEdit> = self
                .target
                .items
                .iter()
                .filter_map(|i| match i {
                    Item::Entry(e) if e.edited() => {
                        jobs::CostEdit::at(&target, &e.path, e.base?).ok()
                    }
                    _ => None,
                })
                .collect();
            let label = format!("reset {}", self.target.name);
            self.write(label, |w| w.costs.extend(edits));
            self.refresh_target(None);
        }
    }
}

/// The canonical form of `path`, also for a file that does not exist yet
/// (its directory canonicalised).
pub(super) fn canonical_path(path: &std::path::Path) -> Option<PathBuf> {
    if let Ok(p) = path.canonicalize() {
        return Some(p);
    }
    let name = path.file_name()?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.canonicalize().ok()?,
        _ => std::env::current_dir().ok()?,
    };
    Some(dir.join(name))
}

/// The name a target saved to `path` gets: the file's stem (`mine` for
/// `mine.toml`), with `-edited` when that is a built-in's name (`avx2.toml`
/// holds `avx2-edited`); `<was>-edited` when the path has no usable stem.
pub(super) fn saved_target_name(path: &std::path::Path, was: &str) -> String {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().trim().to_string())
        .filter(|s| !s.is_empty());
    match stem {
        Some(s) if lanes::target::builtin_names().contains(&s.as_str()) => format!("{s}-edited"),
        Some(s) => s,
        None => format!("{was}-edited"),
    }
}

/// Writes `bytes` to a temporary file next to `path` and renames it over
/// `path`: readers see the old file or the new one, never a partial one.
pub fn write_atomically(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other("not a file name"))?;
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Maps a name given by the user to the static built-in name.
pub(super) fn builtin_ref(name: &str) -> &'static str {
    lanes::target::builtin_names()
        .iter()
        .find(|n| **n == name)
        .copied()
        .unwrap_or("")
}
