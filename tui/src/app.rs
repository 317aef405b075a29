//! The application model and its update function. `update` is the only
//! place that changes state or writes to the host; rendering (in
//! [`crate::view`]) only reads the model.

use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use lanes::AnalysisHost;
use lanes::cli::TuiRequest;
use lanes::target::TargetDesc;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEventKind, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::{Position, Rect};

use crate::keymap::{self, Action, Ctx, Key};
use crate::navtree::{self, FileEntry, FileState, NavKey, Row};
use crate::tabs::{self, SelInfo, Selection, Tab, TabData, TabView};
use crate::target::{self, Item, Source};
use crate::theme::Theme;
use crate::view;
use crate::worker::{self, DetailKey, Msg};

/// Which pane has the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    Navigator,
    Detail,
    Target,
}

/// What a text prompt is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// A new value for a cost entry.
    Value { path: String },
    /// Where to save the edited target.
    SavePath,
}

/// What a yes/no question does on yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Quit, discarding unsaved cost edits.
    Quit,
    /// Switch to the next target, discarding unsaved cost edits.
    CycleTarget,
    /// Replace an existing file with the edited target.
    Overwrite(PathBuf),
}

/// Modal state on top of the panes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Normal,
    Help {
        scroll: usize,
    },
    /// Incremental search; `origin` is where it started (Esc goes back).
    Search {
        input: String,
        origin: Option<NavKey>,
    },
    Prompt {
        prompt: Prompt,
        input: String,
    },
    /// A yes/no question; `on_yes` happens on `y`/Enter.
    Confirm {
        question: String,
        on_yes: Pending,
    },
}

/// The message line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub error: bool,
}

/// A recomputation being timed: started by an input change, finished when
/// every job of the new revision has answered.
struct Measure {
    label: String,
    started: Instant,
}

/// The last finished recomputation, for the status bar (and tests).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recompute {
    pub label: String,
    /// Names of the queries that re-ran (sorted, one per execution).
    pub executed: Vec<String>,
    pub elapsed: Duration,
}

/// Data shown in the detail pane, possibly from an older revision while
/// the new one computes.
struct Shown {
    key: DetailKey,
    revision: u64,
    data: Result<TabData, String>,
}

/// The target pane.
pub struct TargetPane {
    /// The target as loaded (edits are compared with it).
    pub base: TargetDesc,
    pub current: TargetDesc,
    pub items: Vec<Item>,
    /// Index into `items` (always an entry).
    pub selected: usize,
    pub offset: usize,
    pub sources: Vec<Source>,
    pub source: usize,
}

impl TargetPane {
    fn new(base: TargetDesc, sources: Vec<Source>, source: usize) -> TargetPane {
        let mut p = TargetPane {
            items: Vec::new(),
            current: base.clone(),
            base,
            selected: 0,
            offset: 0,
            sources,
            source,
        };
        p.refresh(None);
        p
    }

    /// Rebuilds the rows, keeping the selection on the same path.
    fn refresh(&mut self, keep: Option<String>) {
        let keep = keep.or_else(|| self.entry().map(|e| e.path.clone()));
        self.items = target::items(&self.current, &self.base);
        let found = keep.and_then(|p| {
            self.items
                .iter()
                .position(|i| matches!(i, Item::Entry(e) if e.path == p))
        });
        self.selected = found.unwrap_or_else(|| {
            self.first_entry_from(self.selected.min(self.items.len().saturating_sub(1)))
        });
    }

    fn first_entry_from(&self, i: usize) -> usize {
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
    fn move_by(&mut self, delta: isize) {
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

/// Changes to the host waiting for the snapshots in flight to be dropped
/// (the host's setters block until then; the UI never does).
#[derive(Default)]
struct Writes {
    /// Push `target.current` to the host.
    target: bool,
    /// New texts by path (the last one wins).
    files: Vec<(String, String)>,
    /// What the status line calls the change (the last one).
    label: String,
}

/// A file to open: the host's path, its text, and where it is on disk.
pub struct SourceFile {
    pub path: String,
    pub text: String,
    pub disk: Option<PathBuf>,
}

/// The embedded demo workspace.
pub fn demo_files() -> Vec<SourceFile> {
    lanes::demo::files()
        .into_iter()
        .map(|(p, t)| SourceFile {
            path: p.to_string(),
            text: t.to_string(),
            disk: None,
        })
        .collect()
}

/// Reads the files of a request (the demo when there are none).
pub fn read_request(req: &TuiRequest) -> Result<Vec<SourceFile>, String> {
    if req.files.is_empty() {
        return Ok(demo_files());
    }
    req.files
        .iter()
        .map(|f| {
            let text = lanes::input::read_ir(f)?;
            Ok(SourceFile {
                path: f.display().to_string(),
                text,
                disk: f.canonicalize().ok(),
            })
        })
        .collect()
}

fn hash(text: &str) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// A loop's decision as the navigator shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Badge {
    pub vectorized: bool,
    pub vf: u32,
    pub reason: Option<String>,
}

/// (file, function, loop header).
pub type LoopKey = (String, String, String);

pub struct App {
    pub host: AnalysisHost,
    /// Every loop's decision (kept while a new revision computes).
    pub badges: HashMap<LoopKey, Badge>,
    /// The VF table of each loop seen (kept while a new revision computes).
    pub vf_tables: HashMap<LoopKey, Arc<tabs::vfs::VfTable>>,
    /// The VF the user picked for a loop with `[`/`]`.
    pub vf_pick: HashMap<LoopKey, u32>,
    /// Registry index of the VF table tab.
    vf_tab: Option<usize>,
    pub files: Vec<FileEntry>,
    /// What the navigator calls each file (see [`navtree::display_names`]).
    pub display_names: Vec<String>,
    pub demo: bool,
    pub folded: HashSet<NavKey>,
    /// Visible navigator rows (rebuilt when outlines or folds change).
    pub rows: Vec<Row>,
    /// The selected row's identity; kept even while the row is missing (a
    /// file being rewritten) so that the selection comes back.
    pub selected: Option<NavKey>,
    /// Row index used when `selected` is not visible.
    pub cursor_hint: usize,
    pub nav_offset: usize,
    pub tabs: Vec<Arc<dyn Tab>>,
    /// The tab the user chose (registry index); another is shown when it
    /// does not apply to the selection.
    pub preferred_tab: usize,
    shown: Option<Shown>,
    pub view: TabView,
    view_key: Option<DetailKey>,
    cache: HashMap<DetailKey, Result<TabData, String>>,
    pending: HashSet<DetailKey>,
    pub target: TargetPane,
    pub show_target: bool,
    pub focus: Focus,
    pub mode: Mode,
    pub last_search: Option<String>,
    pub status: Status,
    pub last_recompute: Option<Recompute>,
    measure: Option<Measure>,
    /// Bumped on every input change; results of older revisions are stale.
    pub revision: u64,
    /// Jobs of the current revision not answered yet.
    pub inflight: usize,
    /// Snapshots alive on worker threads (of any revision).
    live: worker::Live,
    /// Host changes waiting for `live` to empty.
    writes: Option<Writes>,
    /// A note given while computing, shown after the recomputation's report.
    late_note: Option<String>,
    busy_since: Option<Instant>,
    tx: Sender<Msg>,
    rx: Receiver<Msg>,
    _watcher: Option<notify::RecommendedWatcher>,
    /// Size of the last frame, for mouse hit-testing.
    pub size: Rect,
    pub theme: Theme,
    /// Whether the status bar shows durations (tests turn it off).
    pub show_timings: bool,
    pub should_quit: bool,
    pub dirty: bool,
}

impl App {
    /// Opens `files` with the target `target` (built-in name or TOML path).
    pub fn new(files: Vec<SourceFile>, target: Option<&str>, theme: Theme) -> Result<App, String> {
        let mut sources: Vec<Source> = lanes::target::builtin_names()
            .iter()
            .map(|n| Source::Builtin(n))
            .collect();
        let name = target.unwrap_or(lanes::target::DEFAULT_TARGET);
        let source = match sources
            .iter()
            .position(|s| *s == Source::Builtin(builtin_ref(name)))
        {
            Some(i) => i,
            None => {
                sources.push(Source::File(name.to_string()));
                sources.len() - 1
            }
        };
        let desc = sources[source].load()?;
        let mut host = AnalysisHost::new();
        host.set_target(&desc);
        let mut entries = Vec::new();
        for f in files {
            host.open_file(&f.path, &f.text);
            entries.push(FileEntry {
                path: f.path,
                disk: f.disk,
                state: FileState::Loading,
                text_hash: hash(&f.text),
            });
        }
        let (tx, rx) = channel();
        let paths: Vec<&str> = entries.iter().map(|e| e.path.as_str()).collect();
        let display_names = navtree::display_names(&paths);
        let tabs = tabs::registry();
        let vf_tab = tabs.iter().position(|t| t.title() == "VF");
        let mut app = App {
            host,
            badges: HashMap::new(),
            vf_tables: HashMap::new(),
            vf_pick: HashMap::new(),
            vf_tab,
            display_names,
            files: entries,
            demo: false,
            folded: HashSet::new(),
            rows: Vec::new(),
            selected: None,
            cursor_hint: 0,
            nav_offset: 0,
            tabs,
            preferred_tab: 0,
            shown: None,
            view: TabView::default(),
            view_key: None,
            cache: HashMap::new(),
            pending: HashSet::new(),
            target: TargetPane::new(desc, sources, source),
            show_target: false,
            focus: Focus::Navigator,
            mode: Mode::Normal,
            last_search: None,
            status: Status::default(),
            last_recompute: None,
            measure: None,
            revision: 0,
            inflight: 0,
            live: worker::Live::default(),
            writes: None,
            late_note: None,
            busy_since: None,
            tx,
            rx,
            _watcher: None,
            size: Rect::new(0, 0, 80, 24),
            theme,
            show_timings: true,
            should_quit: false,
            dirty: true,
        };
        app.rebuild_rows();
        app.selected = app.rows.first().map(|r| r.key.clone());
        let n = app.files.len();
        app.changed(
            format!("opened {n} file{}", if n == 1 { "" } else { "s" }),
            None,
        );
        Ok(app)
    }

    /// The embedded demo workspace with the default target.
    pub fn demo(theme: Theme) -> App {
        let mut app = App::new(demo_files(), None, theme).expect("the demo opens");
        app.demo = true;
        app
    }

    /// Starts watching the files that live on disk.
    pub fn watch(&mut self) {
        let disk: Vec<PathBuf> = self.files.iter().filter_map(|f| f.disk.clone()).collect();
        if disk.is_empty() {
            return;
        }
        match crate::watch::watch(&disk, self.tx.clone()) {
            Ok(w) => self._watcher = Some(w),
            Err(e) => self.set_error(format!("live reload is off: {e}")),
        }
    }

    // ----- jobs and messages -------------------------------------------------

    /// An input changed (or the app started): everything shown is
    /// recomputed under a new revision and the recomputation is timed.
    fn changed(&mut self, label: String, only: Option<&str>) {
        // The setter already waited for old snapshots; what they ran is not
        // part of this recomputation.
        self.host.take_executed();
        self.revision += 1;
        self.inflight = 0;
        self.cache.clear();
        self.pending.clear();
        self.measure = Some(Measure {
            label,
            started: Instant::now(),
        });
        let paths: Vec<String> = match only {
            Some(p) => vec![p.to_string()],
            None => self.files.iter().map(|f| f.path.clone()).collect(),
        };
        self.request_outlines(paths.clone());
        self.request_badges(paths);
        self.want_detail();
        self.dirty = true;
    }

    /// Runs `job` on a snapshot, unless a host change is waiting (the
    /// change recomputes everything once it is applied).
    fn spawn(&mut self, job: impl FnOnce(&lanes::Analysis) -> Msg + Send + 'static) -> bool {
        if self.writes.is_some() {
            return false;
        }
        self.start_job();
        worker::spawn(self.host.analysis(), self.tx.clone(), &self.live, job);
        true
    }

    fn request_outlines(&mut self, paths: Vec<String>) {
        let revision = self.revision;
        self.spawn(move |an| Msg::Outlines {
            revision,
            result: worker::outlines(an, &paths),
            paths,
        });
    }

    fn request_badges(&mut self, paths: Vec<String>) {
        let revision = self.revision;
        self.spawn(move |an| Msg::Badges {
            revision,
            result: an
                .vectorization_report(&paths)
                .map(|r| r.map_err(|e| e.to_string())),
        });
    }

    fn request_detail(&mut self, key: DetailKey) {
        if self.writes.is_some() || !self.pending.insert(key.clone()) {
            return;
        }
        let revision = self.revision;
        let tab = self.tabs[key.tab].clone();
        self.spawn(move |an| Msg::Detail {
            revision,
            result: tab.fetch(an, &key.sel),
            key,
        });
    }

    /// Queues a change of the host's inputs. It is applied at once when no
    /// snapshot is alive; otherwise the snapshots are cancelled, every
    /// result in flight is dropped, and the change is applied as soon as
    /// the last snapshot is gone, so that the UI thread never waits for a
    /// computation (`q` and Ctrl-C work while anything computes). Changes
    /// queued meanwhile are applied together.
    fn write(&mut self, label: String, change: impl FnOnce(&mut Writes)) {
        let w = self.writes.get_or_insert_with(Writes::default);
        change(w);
        w.label = label;
        // Whatever is computing answers for inputs about to change.
        self.revision += 1;
        self.inflight = 0;
        self.pending.clear();
        self.busy_since.get_or_insert_with(Instant::now);
        self.dirty = true;
        self.flush_writes();
    }

    /// Applies the queued host changes if no snapshot is alive; otherwise
    /// asks the live ones to stop. Never blocks.
    pub fn flush_writes(&mut self) {
        if self.writes.is_none() {
            return;
        }
        if !self.live.is_empty() {
            self.live.cancel_all();
            return;
        }
        let Some(w) = self.writes.take() else { return };
        if w.target {
            self.host.set_target(&self.target.current);
        }
        let mut paths: Vec<&str> = Vec::new();
        for (p, t) in &w.files {
            self.host.change_file(p, t);
            if !paths.contains(&p.as_str()) {
                paths.push(p);
            }
        }
        let only = match (w.target, &paths[..]) {
            (false, [p]) => Some(p.to_string()),
            _ => None,
        };
        self.changed(w.label, only.as_deref());
    }

    fn start_job(&mut self) {
        self.inflight += 1;
        self.busy_since.get_or_insert_with(Instant::now);
    }

    /// Whether work is under way (the UI shows a spinner).
    pub fn busy(&self) -> bool {
        self.inflight > 0 || self.writes.is_some()
    }

    /// How many snapshots are alive on worker threads.
    pub fn live_snapshots(&self) -> usize {
        self.live.len()
    }

    /// How long the current work has been going (drives the spinner).
    pub fn busy_for(&self) -> Duration {
        self.busy_since.map_or(Duration::ZERO, |t| t.elapsed())
    }

    /// Applies every message that has arrived; never blocks.
    pub fn drain(&mut self) {
        while let Ok(msg) = self.rx.try_recv() {
            self.on_msg(msg);
        }
        self.flush_writes();
    }

    /// Blocks until the current revision's jobs are done (tests, benches).
    /// Returns false on timeout.
    pub fn settle(&mut self) -> bool {
        self.settle_until(Duration::from_secs(30), |app| !app.busy())
    }

    /// Applies messages until `done` holds or `timeout` passes.
    pub fn settle_until(&mut self, timeout: Duration, done: impl Fn(&App) -> bool) -> bool {
        let deadline = Instant::now() + timeout;
        loop {
            self.flush_writes();
            if done(self) {
                break;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            if let Ok(msg) = self.rx.recv_timeout(left.min(Duration::from_millis(50))) {
                self.on_msg(msg);
            }
        }
        true
    }

    fn on_msg(&mut self, msg: Msg) {
        self.dirty = true;
        match msg {
            Msg::FileChanged(p) => self.reload(&p),
            Msg::Outlines {
                revision,
                paths,
                result,
            } => {
                if revision != self.revision {
                    return;
                }
                self.job_done();
                match result {
                    Err(lanes::Cancelled) => {
                        self.request_badges(paths.clone());
                        self.request_outlines(paths)
                    }
                    Ok(outlines) => {
                        for (p, o) in paths.iter().zip(outlines) {
                            if let Some(f) = self.files.iter_mut().find(|f| &f.path == p) {
                                f.state = match o {
                                    Ok(o) => FileState::Ready(o),
                                    Err(e) => FileState::Failed(e),
                                };
                            }
                        }
                        self.rebuild_rows();
                        self.want_detail();
                    }
                }
            }
            Msg::Badges { revision, result } => {
                if revision != self.revision {
                    return;
                }
                self.job_done();
                match result {
                    // Asked again by the next outline request.
                    Err(lanes::Cancelled) => {}
                    Ok(Err(_)) => {}
                    Ok(Ok(rows)) => {
                        for v in rows {
                            self.badges.insert(
                                (v.file, v.function, v.loop_),
                                Badge {
                                    vectorized: v.vectorized,
                                    vf: v.vf,
                                    reason: v.reason,
                                },
                            );
                        }
                    }
                }
            }
            Msg::Detail {
                revision,
                key,
                result,
            } => {
                if revision != self.revision {
                    return;
                }
                self.job_done();
                self.pending.remove(&key);
                match result {
                    Err(lanes::Cancelled) => self.request_detail(key),
                    Ok(data) => {
                        if Some(key.tab) == self.vf_tab
                            && let (Ok(d), Some(lk)) = (&data, loop_key(&key.sel))
                            && let Some(t) = d.downcast_ref::<tabs::vfs::VfTable>()
                        {
                            self.vf_tables.insert(lk, Arc::new(t.clone()));
                        }
                        self.cache.insert(key.clone(), data);
                        self.want_detail();
                    }
                }
            }
        }
        self.finish_measure();
    }

    fn job_done(&mut self) {
        self.inflight = self.inflight.saturating_sub(1);
        if self.inflight == 0 {
            self.busy_since = None;
        }
    }

    /// Reports the recomputation once the new revision's jobs are done.
    fn finish_measure(&mut self) {
        if self.busy() {
            return;
        }
        let Some(m) = self.measure.take() else {
            if let Some(n) = self.late_note.take() {
                self.set_info(n);
            }
            return;
        };
        let executed = self.host.take_executed();
        let elapsed = m.started.elapsed();
        let n = executed.len();
        let mut text = format!(
            "{} · {n} quer{} re-ran",
            m.label,
            if n == 1 { "y" } else { "ies" }
        );
        if self.show_timings {
            text.push_str(&format!(" in {}", fmt_duration(elapsed)));
        }
        if let Some(n) = self.late_note.take() {
            text.push_str(&format!(" · {n}"));
        }
        self.status = Status { text, error: false };
        self.last_recompute = Some(Recompute {
            label: m.label,
            executed,
            elapsed,
        });
    }

    /// Re-reads a watched file; a parse error shows as diagnostics.
    fn reload(&mut self, disk: &std::path::Path) {
        let Some(i) = self
            .files
            .iter()
            .position(|f| f.disk.as_deref() == Some(disk))
        else {
            return;
        };
        let text = match lanes::input::read_ir(disk) {
            Ok(t) => t,
            // Mid-save or deleted: keep the last text; a later event follows.
            Err(e) => {
                self.set_error(format!("{e}; showing its last version"));
                return;
            }
        };
        let h = hash(&text);
        if h == self.files[i].text_hash {
            return;
        }
        self.files[i].text_hash = h;
        let path = self.files[i].path.clone();
        self.write(format!("reloaded {path}"), |w| w.files.push((path, text)));
    }

    /// Replaces a file's text as if it changed on disk (tests, and the
    /// reload path once the text is read).
    pub fn set_file_text(&mut self, path: &str, text: &str) {
        if let Some(f) = self.files.iter_mut().find(|f| f.path == path) {
            f.text_hash = hash(text);
        }
        let (p, t) = (path.to_string(), text.to_string());
        self.write(format!("reloaded {path}"), |w| w.files.push((p, t)));
    }

    // ----- navigator -----------------------------------------------------------

    pub fn rebuild_rows(&mut self) {
        self.rows = navtree::rows(&self.files, Some(&self.folded));
    }

    /// The selected row's index (or the nearest one while it is missing).
    pub fn cursor(&self) -> usize {
        self.selected
            .as_ref()
            .and_then(|k| self.rows.iter().position(|r| &r.key == k))
            .unwrap_or(self.cursor_hint.min(self.rows.len().saturating_sub(1)))
    }

    fn select_row(&mut self, i: usize) {
        if self.rows.is_empty() {
            return;
        }
        let i = i.min(self.rows.len() - 1);
        let key = self.rows[i].key.clone();
        // An error about the previous selection no longer applies.
        if self.status.error && self.selected.as_ref() != Some(&key) {
            self.status = Status::default();
        }
        self.cursor_hint = i;
        self.selected = Some(key);
        self.want_detail();
    }

    fn select_key(&mut self, key: NavKey) {
        let mut p = key.parent();
        while let Some(k) = p {
            self.folded.remove(&k);
            p = k.parent();
        }
        self.rebuild_rows();
        if let Some(i) = self.rows.iter().position(|r| r.key == key) {
            self.select_row(i);
        }
    }

    fn nav_move(&mut self, delta: isize) {
        let i = (self.cursor() as isize + delta).clamp(0, self.rows.len() as isize - 1);
        self.select_row(i as usize);
    }

    fn nav_fold(&mut self, fold: bool) {
        let Some(row) = self.rows.get(self.cursor()).cloned() else {
            return;
        };
        let folded = self.folded.contains(&row.key);
        if fold {
            if row.parent && !folded {
                self.folded.insert(row.key.clone());
                self.rebuild_rows();
            } else if let Some(p) = row.key.parent() {
                self.select_key(p);
            }
        } else if row.parent && folded {
            self.folded.remove(&row.key);
            self.rebuild_rows();
        } else if row.parent {
            self.nav_move(1);
        }
        self.dirty = true;
    }

    fn nav_activate(&mut self) {
        let Some(row) = self.rows.get(self.cursor()).cloned() else {
            return;
        };
        if row.parent {
            if !self.folded.remove(&row.key) {
                self.folded.insert(row.key);
            }
            self.rebuild_rows();
        } else {
            self.focus = Focus::Detail;
        }
    }

    /// The current selection, if any.
    pub fn selection(&self) -> Option<Selection> {
        self.rows.get(self.cursor()).map(|r| r.key.selection())
    }

    // ----- detail --------------------------------------------------------------

    /// Registry indices of the tabs that apply to the selection.
    pub fn applicable_tabs(&self) -> Vec<usize> {
        let Some(info) = self.sel_info() else {
            return Vec::new();
        };
        (0..self.tabs.len())
            .filter(|&i| self.tabs[i].applies(info))
            .collect()
    }

    /// What tabs may know about the selection.
    pub fn sel_info(&self) -> Option<SelInfo> {
        let row = self.rows.get(self.cursor())?;
        let sel = row.key.selection();
        let genx = row
            .func
            .and_then(|u| Some(self.files[row.file].outline()?.functions.get(u)?.info.genx))
            .unwrap_or(false);
        let planned = loop_key(&sel)
            .and_then(|k| self.vf_tables.get(&k))
            .map(|t| !t.planned().is_empty());
        Some(SelInfo {
            kind: sel.kind(),
            genx,
            planned,
        })
    }

    /// The tab shown: the preferred one if it applies, else the first that does.
    pub fn active_tab(&self) -> Option<usize> {
        let t = self.applicable_tabs();
        t.iter()
            .copied()
            .find(|&i| i == self.preferred_tab)
            .or(t.first().copied())
    }

    /// Why the selection shows the error view instead of tabs, if it does.
    pub fn error_view(&self) -> Option<ErrorView<'_>> {
        let sel = self.selection()?;
        let file = self.files.iter().find(|f| f.path == sel.file)?;
        match &file.state {
            FileState::Loading => None,
            FileState::Failed(e) => Some(ErrorView::Failed(e)),
            FileState::Ready(o) => {
                let broken = match &sel.function {
                    None => o.has_errors(),
                    Some(name) => o
                        .functions
                        .iter()
                        .any(|f| &f.info.name == name && !f.info.ok),
                };
                broken.then_some(ErrorView::Diagnostics(o))
            }
        }
    }

    /// The key the detail pane wants to show.
    pub fn wanted_detail(&self) -> Option<DetailKey> {
        if self.error_view().is_some() {
            return None;
        }
        let sel = self.selection()?;
        let file = self.files.iter().find(|f| f.path == sel.file)?;
        if matches!(file.state, FileState::Loading) {
            return None;
        }
        let tab = self.active_tab()?;
        let mut sel = sel;
        if self.tabs[tab].per_vf() {
            sel.vf = Some(self.selected_vf()?);
        }
        Some(DetailKey { tab, sel })
    }

    /// The VF table of the selected loop, if known (maybe from an older revision).
    pub fn vf_table(&self) -> Option<&tabs::vfs::VfTable> {
        let k = loop_key(&self.selection()?)?;
        self.vf_tables.get(&k).map(|t| &**t)
    }

    /// The VF the per-VF tabs show for the selected loop: the one picked
    /// with `[`/`]` while it has a plan, else the chosen one.
    pub fn selected_vf(&self) -> Option<u32> {
        let k = loop_key(&self.selection()?)?;
        let t = self.vf_tables.get(&k)?;
        match self.vf_pick.get(&k) {
            Some(v) if t.planned().contains(v) => Some(*v),
            _ => t.default_vf(),
        }
    }

    /// Moves the selected loop's VF by `delta` among the VFs with a plan.
    fn step_vf(&mut self, delta: isize) {
        let Some(k) = self.selection().as_ref().and_then(loop_key) else {
            return self.set_error("select a loop to choose a VF".into());
        };
        let Some(t) = self.vf_tables.get(&k) else {
            return;
        };
        let planned = t.planned();
        let Some(cur) = self.selected_vf() else {
            return self.set_error("no VF has a plan for this loop".into());
        };
        let i = planned.iter().position(|&v| v == cur).unwrap_or(0) as isize;
        let j = (i + delta).clamp(0, planned.len() as isize - 1) as usize;
        self.vf_pick.insert(k, planned[j]);
        self.want_detail();
    }

    /// Shows the wanted data if known, else asks a worker for it.
    fn want_detail(&mut self) {
        self.dirty = true;
        let Some(key) = self.wanted_detail() else {
            if let (Some(vt), Some(sel)) = (self.vf_tab, self.selection())
                && sel.kind() == tabs::SelKind::Loop
                && self.error_view().is_none()
            {
                let key = DetailKey { tab: vt, sel };
                if !self.cache.contains_key(&key) {
                    self.request_detail(key);
                }
            }
            return;
        };
        if let Some(data) = self.cache.get(&key) {
            let fresh = self.view_key.as_ref() != Some(&key);
            if fresh {
                self.view.scroll = match data {
                    Ok(d) => self.tabs[key.tab].anchor(d),
                    Err(_) => 0,
                };
                self.view_key = Some(key.clone());
            }
            self.shown = Some(Shown {
                key,
                revision: self.revision,
                data: data.clone(),
            });
        } else {
            self.request_detail(key);
        }
        // Per-VF tabs need the loop's VF table, whichever tab is shown.
        if let (Some(vt), Some(sel)) = (self.vf_tab, self.selection())
            && sel.kind() == tabs::SelKind::Loop
        {
            let key = DetailKey { tab: vt, sel };
            if !self.cache.contains_key(&key) {
                self.request_detail(key);
            }
        }
    }

    /// What the detail pane draws: the data (if for the wanted key) and
    /// whether it is from an older revision.
    pub fn detail(&self) -> Option<(&DetailKey, &Result<TabData, String>, bool)> {
        let want = self.wanted_detail()?;
        let s = self.shown.as_ref().filter(|s| s.key == want)?;
        Some((&s.key, &s.data, s.revision != self.revision))
    }

    fn switch_tab(&mut self, to: impl FnOnce(&[usize], usize) -> usize) {
        let tabs = self.applicable_tabs();
        let Some(cur) = self
            .active_tab()
            .and_then(|t| tabs.iter().position(|&i| i == t))
        else {
            return;
        };
        let i = to(&tabs, cur);
        if let Some(&t) = tabs.get(i) {
            self.preferred_tab = t;
            self.want_detail();
        }
    }

    // ----- target --------------------------------------------------------------

    fn set_error(&mut self, text: String) {
        self.status = Status { text, error: true };
        self.dirty = true;
    }

    /// An information for the status line that outlives the recomputation
    /// under way (it is appended to its report) instead of being replaced.
    fn note(&mut self, text: String) {
        if self.busy() {
            self.late_note = Some(text);
            self.dirty = true;
        } else {
            self.set_info(text);
        }
    }

    fn set_info(&mut self, text: String) {
        self.status = Status { text, error: false };
        self.dirty = true;
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
        let old = self.target.current.get(path).ok();
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
        let mut desc = self.target.current.clone();
        match desc.set(path, v) {
            Ok(_) => {
                self.target.current = desc;
                self.target.refresh(Some(path.to_string()));
                let was = old.map(|o| format!("{o} → ")).unwrap_or_default();
                let label = match note {
                    Some(n) => format!("{path} {was}{v} ({n})"),
                    None => format!("{path} {was}{v}"),
                };
                self.write(label, |w| w.target = true);
            }
            Err(e) => self.set_error(e.to_string()),
        }
    }

    fn set_target(&mut self, desc: TargetDesc, label: String) {
        self.target.current = desc;
        self.target.refresh(None);
        self.write(label, |w| w.target = true);
    }

    /// `t`: the next target; asks first when cost edits would be lost.
    fn request_cycle_target(&mut self) {
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
                "discard {edited} edited entr{} of {} and switch to {next}? y/n (w saves them first)",
                if edited == 1 { "y" } else { "ies" },
                self.target.current.name,
            ),
            on_yes: Pending::CycleTarget,
        };
    }

    fn cycle_target(&mut self) {
        let n = self.target.sources.len();
        for step in 1..=n {
            let i = (self.target.source + step) % n;
            match self.target.sources[i].load() {
                Ok(desc) => {
                    self.target.source = i;
                    self.target.base = desc.clone();
                    let label = format!("target {}", desc.name);
                    self.set_target(desc, label);
                    return;
                }
                Err(e) => self.set_error(e),
            }
        }
    }

    /// `q` (and a first Ctrl-C): quits, or asks first when cost edits are
    /// unsaved.
    fn request_quit(&mut self) {
        let edited = self.target.edited();
        if edited == 0 {
            self.should_quit = true;
            return;
        }
        self.mode = Mode::Confirm {
            question: format!(
                "quit and discard {edited} edited entr{} of {}? y/n (w saves them; C-c again quits)",
                if edited == 1 { "y" } else { "ies" },
                self.target.current.name,
            ),
            on_yes: Pending::Quit,
        };
    }

    /// The files the app reads, as they are on disk (canonical paths).
    fn inputs(&self) -> Vec<PathBuf> {
        self.files.iter().filter_map(|f| f.disk.clone()).collect()
    }

    /// `w` + Enter: refuses the files being analysed, asks before replacing
    /// any other existing file, then writes.
    fn save_target(&mut self, path: &str) {
        let path = path.trim();
        if path.is_empty() {
            return self.set_error("no file name given".into());
        }
        let target = PathBuf::from(path);
        let canonical = canonical_path(&target);
        if self.inputs().iter().any(|i| Some(i) == canonical.as_ref()) {
            return self.set_error(format!(
                "{path} is a file being analysed; save the target under another name"
            ));
        }
        if target.is_dir() {
            return self.set_error(format!("{path} is a directory; give a file name"));
        }
        if target.exists() {
            self.mode = Mode::Confirm {
                question: format!("replace the existing {path}? y/n"),
                on_yes: Pending::Overwrite(target),
            };
            return;
        }
        self.write_target_file(&target);
    }

    /// Writes the edited target to `path` atomically: a temporary file in
    /// the same directory, then a rename over `path`, so that a failure
    /// (disk full, interrupted) never leaves a half-written file.
    fn write_target_file(&mut self, path: &std::path::Path) {
        let shown = path.display().to_string();
        match write_atomically(path, self.target.current.to_toml().as_bytes()) {
            Ok(()) => self.set_info(format!(
                "saved {} ({} edited entr{}) to {shown}",
                self.target.current.name,
                self.target.edited(),
                if self.target.edited() == 1 {
                    "y"
                } else {
                    "ies"
                }
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
        format!("./{}-edited.toml", self.target.current.name)
    }

    // ----- search --------------------------------------------------------------

    /// Selects the next row (in the unfolded tree) matching `needle`,
    /// starting after the cursor (or at it with `inclusive`).
    fn search(&mut self, needle: &str, forward: bool, inclusive: bool) -> bool {
        if needle.is_empty() {
            return false;
        }
        let all = navtree::rows(&self.files, None);
        if all.is_empty() {
            return false;
        }
        let here = self
            .selected
            .as_ref()
            .and_then(|k| all.iter().position(|r| &r.key == k))
            .unwrap_or(0);
        let n = all.len();
        let start = if inclusive { 0 } else { 1 };
        let found = (start..=n)
            .map(|d| {
                if forward {
                    (here + d) % n
                } else {
                    (here + n - d % n) % n
                }
            })
            .find(|&i| navtree::row_matches(&self.files, &all[i], needle));
        match found {
            Some(i) => {
                // A failed search's message is stale once one succeeds.
                if self.status.error {
                    self.status = Status::default();
                }
                self.select_key(all[i].key.clone());
                true
            }
            None => {
                self.set_error(format!("no function or loop matches '{needle}'"));
                false
            }
        }
    }

    // ----- events --------------------------------------------------------------

    /// The keymap context of the current mode and focus.
    pub fn ctx(&self) -> Ctx {
        match self.mode {
            Mode::Help { .. } => Ctx::Help,
            Mode::Search { .. } | Mode::Prompt { .. } => Ctx::Input,
            Mode::Confirm { .. } => Ctx::Confirm,
            Mode::Normal => match self.focus {
                Focus::Navigator => Ctx::Navigator,
                Focus::Detail => Ctx::Detail,
                Focus::Target => Ctx::Target,
            },
        }
    }

    pub fn handle_event(&mut self, ev: &Event) {
        match ev {
            Event::Key(k) if k.kind != KeyEventKind::Release => {
                let Some(key) = Key::of(k) else { return };
                self.dirty = true;
                match keymap::lookup(self.ctx(), key) {
                    Some(a) => self.update(a),
                    None => {
                        if let (Ctx::Input, KeyCode::Char(c), false) =
                            (self.ctx(), key.code, key.ctrl)
                        {
                            self.input_char(c);
                        }
                    }
                }
            }
            Event::Mouse(m) => self.mouse(m),
            Event::Resize(w, h) => {
                self.size = Rect::new(0, 0, *w, *h);
                self.dirty = true;
            }
            _ => {}
        }
    }

    /// Applies an action: the only place that changes the model.
    pub fn update(&mut self, action: Action) {
        self.dirty = true;
        let page = self.size.height.saturating_sub(6).max(1) as isize;
        match action {
            Action::Quit => self.request_quit(),
            Action::Interrupt => match &self.mode {
                // A second Ctrl-C: quit whatever is unsaved.
                Mode::Confirm {
                    on_yes: Pending::Quit,
                    ..
                } => self.should_quit = true,
                _ => {
                    self.mode = Mode::Normal;
                    self.request_quit();
                }
            },
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::CloseHelp => self.mode = Mode::Normal,
            Action::FocusNext | Action::FocusPrev => {
                let mut order = vec![Focus::Navigator, Focus::Detail];
                if self.show_target {
                    order.push(Focus::Target);
                }
                let i = order.iter().position(|f| *f == self.focus).unwrap_or(0);
                let n = order.len();
                let j = if action == Action::FocusNext {
                    (i + 1) % n
                } else {
                    (i + n - 1) % n
                };
                self.focus = order[j];
            }
            Action::Search => {
                self.mode = Mode::Search {
                    input: String::new(),
                    origin: self.selected.clone(),
                }
            }
            Action::SearchNext | Action::SearchPrev => match self.last_search.clone() {
                Some(s) => {
                    self.search(&s, action == Action::SearchNext, false);
                }
                None => self.set_error("no search yet: press / to search".into()),
            },
            Action::NextVf => self.step_vf(1),
            Action::PrevVf => self.step_vf(-1),
            Action::NextTab => self.switch_tab(|t, i| (i + 1) % t.len()),
            Action::PrevTab => self.switch_tab(|t, i| (i + t.len() - 1) % t.len()),
            Action::SelectTab(n) => self.switch_tab(|_, _| n as usize),
            Action::ToggleTarget => {
                self.show_target = !self.show_target;
                self.focus = if self.show_target {
                    Focus::Target
                } else if self.focus == Focus::Target {
                    Focus::Navigator
                } else {
                    self.focus
                };
            }
            Action::CycleTarget => self.request_cycle_target(),
            Action::Save => {
                self.mode = Mode::Prompt {
                    prompt: Prompt::SavePath,
                    input: self.default_save_path(),
                }
            }
            Action::Up
            | Action::Down
            | Action::PageUp
            | Action::PageDown
            | Action::Top
            | Action::Bottom => {
                let delta = match action {
                    Action::Up => -1,
                    Action::Down => 1,
                    Action::PageUp => -page,
                    Action::PageDown => page,
                    Action::Top => isize::MIN / 2,
                    _ => isize::MAX / 2,
                };
                self.scroll(delta);
            }
            Action::Collapse => self.nav_fold(true),
            Action::Expand => self.nav_fold(false),
            Action::Activate => self.nav_activate(),
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
                        None => self
                            .set_error(format!("{} is not in {}", e.path, self.target.base.name)),
                    }
                }
            }
            Action::ResetAll => {
                if self.target.edited() > 0 {
                    let base = self.target.base.clone();
                    let label = format!("reset {}", base.name);
                    self.set_target(base, label);
                }
            }
            Action::Confirm => self.confirm(),
            Action::Cancel => {
                if let Mode::Confirm { on_yes, .. } = &self.mode {
                    let what = match on_yes {
                        Pending::Quit => "not quitting",
                        Pending::CycleTarget => "kept the edited target",
                        Pending::Overwrite(_) => "not saved",
                    };
                    self.set_info(what.into());
                }
                if let Mode::Search {
                    origin: Some(k), ..
                } = &self.mode
                {
                    let k = k.clone();
                    self.select_key(k);
                }
                self.mode = Mode::Normal;
            }
            Action::DeleteChar => {
                if let Some(input) = self.input_mut() {
                    input.pop();
                }
                self.incremental_search();
            }
            Action::ClearInput => {
                if let Some(input) = self.input_mut() {
                    input.clear();
                }
            }
        }
    }

    fn input_mut(&mut self) -> Option<&mut String> {
        match &mut self.mode {
            Mode::Search { input, .. } | Mode::Prompt { input, .. } => Some(input),
            _ => None,
        }
    }

    fn input_char(&mut self, c: char) {
        if let Some(input) = self.input_mut() {
            input.push(c);
        }
        self.incremental_search();
    }

    /// While typing a search, jump to the first match from where it started.
    fn incremental_search(&mut self) {
        if let Mode::Search { input, origin } = &self.mode {
            let (input, origin) = (input.clone(), origin.clone());
            if let Some(o) = origin {
                self.selected = Some(o);
            }
            if !input.is_empty() {
                self.search(&input, true, true);
            }
        }
    }

    fn confirm(&mut self) {
        match std::mem::replace(&mut self.mode, Mode::Normal) {
            Mode::Search { input, .. } => {
                if !input.is_empty() {
                    self.last_search = Some(input);
                }
            }
            Mode::Prompt {
                prompt: Prompt::Value { path },
                input,
            } => match input.trim().parse::<u64>() {
                // Clamped to the entry's range by `set_cost`.
                Ok(v) => self.set_cost(&path, u32::try_from(v).unwrap_or(u32::MAX)),
                Err(_) => self.set_error(format!("'{input}' is not a non-negative integer")),
            },
            Mode::Prompt {
                prompt: Prompt::SavePath,
                input,
            } => self.save_target(&input),
            Mode::Confirm { on_yes, .. } => match on_yes {
                Pending::Quit => self.should_quit = true,
                Pending::CycleTarget => self.cycle_target(),
                Pending::Overwrite(path) => self.write_target_file(&path),
            },
            m => self.mode = m,
        }
    }

    fn scroll(&mut self, delta: isize) {
        if let Mode::Help { scroll } = &mut self.mode {
            *scroll = (*scroll as isize + delta).max(0) as usize;
            return;
        }
        match self.focus {
            Focus::Navigator => self.nav_move(delta),
            Focus::Detail => {
                // Clamped to the content when drawn.
                self.view.scroll =
                    (self.view.scroll as isize).saturating_add(delta).max(0) as usize;
            }
            Focus::Target => self.target.move_by(delta),
        }
    }

    fn mouse(&mut self, m: &MouseEvent) {
        if self.mode != Mode::Normal {
            return;
        }
        let areas = view::layout(self.size, self.show_target);
        let at = Position::new(m.column, m.row);
        let pane = if areas.nav.contains(at) {
            Some(Focus::Navigator)
        } else if areas.detail.contains(at) {
            Some(Focus::Detail)
        } else if areas.target.is_some_and(|t| t.contains(at)) {
            Some(Focus::Target)
        } else {
            None
        };
        let Some(pane) = pane else { return };
        self.dirty = true;
        match m.kind {
            MouseEventKind::ScrollDown | MouseEventKind::ScrollUp => {
                let down = m.kind == MouseEventKind::ScrollDown;
                let prev = self.focus;
                self.focus = pane;
                let step = if pane == Focus::Detail { 3 } else { 1 };
                self.scroll(if down { step } else { -step });
                self.focus = prev;
            }
            MouseEventKind::Down(MouseButton::Left) => {
                self.focus = pane;
                match pane {
                    Focus::Navigator => {
                        let row =
                            self.nav_offset + (m.row.saturating_sub(areas.nav.y + 1)) as usize;
                        if m.row > areas.nav.y && row < self.rows.len() {
                            if row == self.cursor() {
                                self.nav_activate();
                                self.focus = Focus::Navigator;
                            } else {
                                self.select_row(row);
                            }
                        }
                    }
                    Focus::Detail if m.row == areas.detail.y => {
                        let titles = self.tab_titles();
                        if let Some(i) = view::tab_at(&titles, areas.detail, m.column) {
                            self.switch_tab(|_, _| i);
                        }
                    }
                    Focus::Detail => {}
                    Focus::Target => {
                        let t = areas.target.expect("target pane shown");
                        let i = self.target.offset + (m.row.saturating_sub(t.y + 1)) as usize;
                        if m.row > t.y && matches!(self.target.items.get(i), Some(Item::Entry(_))) {
                            self.target.selected = i;
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Titles of the applicable tabs, in order.
    pub fn tab_titles(&self) -> Vec<&'static str> {
        self.applicable_tabs()
            .iter()
            .map(|&i| self.tabs[i].title())
            .collect()
    }

    /// Draws the UI (see [`crate::view`]).
    pub fn render(&mut self, f: &mut ratatui::Frame) {
        self.size = f.area();
        view::render(self, f);
    }

    /// Advances time-driven state (the spinner); true when a redraw is due.
    pub fn tick(&mut self) -> bool {
        if self.busy() {
            self.dirty = true;
        }
        self.dirty
    }
}

/// The loop key of a loop selection.
pub fn loop_key(sel: &Selection) -> Option<LoopKey> {
    Some((sel.file.clone(), sel.function.clone()?, sel.loop_.clone()?))
}

/// Why the detail pane shows errors instead of tabs.
pub enum ErrorView<'a> {
    Failed(&'a str),
    Diagnostics(&'a lanes::model::FileOutline),
}

/// The canonical form of `path`, also for a file that does not exist yet
/// (its directory canonicalised).
fn canonical_path(path: &std::path::Path) -> Option<PathBuf> {
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
fn builtin_ref(name: &str) -> &'static str {
    lanes::target::builtin_names()
        .iter()
        .find(|n| **n == name)
        .copied()
        .unwrap_or("")
}

pub fn fmt_duration(d: Duration) -> String {
    let us = d.as_micros();
    if us < 1000 {
        format!("{us} µs")
    } else if us < 1_000_000 {
        format!("{:.1} ms", us as f64 / 1000.0)
    } else {
        format!("{:.2} s", d.as_secs_f64())
    }
}

/// The spinner frame for an elapsed time.
pub fn spinner(d: Duration) -> char {
    const FRAMES: [char; 10] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
    FRAMES[(d.as_millis() / 80) as usize % FRAMES.len()]
}
