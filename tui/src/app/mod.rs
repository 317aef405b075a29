//! The application model ([`App`]) and its update function. `update`
//! (in `update.rs`) is the only place that applies user actions; the host
//! is written only through the deferred writes of `jobs.rs`; rendering (in
//! [`crate::view`]) only reads the model.
//!
//! The `impl App` is split by concern: `jobs.rs` (façade questions on
//! worker threads, their answers, host writes, timing), `nav.rs` (the
//! navigator's rows and selection), `search.rs`, `vf.rs` (the VF per-VF
//! tabs show), `target_pane.rs` (cost tables, switching and saving
//! targets), `status.rs` (the message line and when a message goes),
//! `mouse.rs` and `update.rs` (events to actions).

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

mod compare;
mod compiler;
mod export;
mod jobs;
mod jump;
mod mouse;
mod nav;
mod search;
mod status;
mod target_pane;
mod update;
mod vf;

pub use compare::Other;
pub use compiler::CompilerSide;
use export::Export;
use jobs::Jobs;
pub use jobs::{Request, Requests};
pub use mouse::MOUSE_HELP;
use status::Change;
pub use status::{About, Status};
use target_pane::builtin_ref;
pub use target_pane::{TargetPane, write_atomically};

use crate::keymap::{self, Action, Ctx, Key};
use crate::navtree::{self, FileEntry, FileState, NavKey, Row};
use crate::tabs::{self, SelInfo, Selection, Tab, TabData, TabView};
use crate::target::{self, Item, Source};
use crate::theme::Theme;
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
    /// Where to export a view.
    ExportPath(Export),
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
    /// Replace an existing file with an exported view.
    OverwriteExport(PathBuf, Export),
}

/// Modal state on top of the panes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Normal,
    Help {
        scroll: usize,
    },
    /// The selected loop's whole answer, wrapped (`e`).
    Explain {
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
    /// Filtering the loops as you type; `before` comes back on Esc.
    Filter {
        input: String,
        before: Option<String>,
    },
    /// A yes/no question; `on_yes` happens on `y`/Enter.
    Confirm {
        question: String,
        on_yes: Pending,
    },
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
#[derive(Clone, Debug, PartialEq)]
pub struct Badge {
    pub vectorized: bool,
    pub vf: u32,
    pub ic: u32,
    pub reason: Option<lanes::model::Reason<lanes::model::BestReason>>,
    /// Why LoopVectorize does not look at the loop (`optnone`).
    pub skipped: Option<&'static str>,
    /// The target the loop is analysed for (its VF tab reads the same).
    pub target: String,
    pub target_source: lanes::model::TargetSource,
    /// The whole report row, for the explanation (`e`).
    pub row: Arc<lanes::model::LoopVerdict>,
}

/// Which loops the navigator lists; files and functions with none listed
/// are left out too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NavFilter {
    #[default]
    All,
    /// The loops left scalar (skipped ones included).
    NotVectorized,
    Vectorized,
    /// The loops whose verdict, VF or IC differ from the other side's
    /// (while comparing, `C`), or whose compiler decided otherwise (a
    /// build's units).
    Differing,
}

impl NavFilter {
    /// How the navigator's title says it (nothing for all loops).
    pub fn label(self) -> &'static str {
        match self {
            NavFilter::All => "",
            NavFilter::NotVectorized => "not vectorized",
            NavFilter::Vectorized => "vectorized",
            NavFilter::Differing => "differing",
        }
    }
}

/// A loop's verdict as one category: `vectorized`, `skipped`, or the
/// category of the reason (`fp reorder`, `unsafe dep`, ...).
pub fn category(row: &lanes::model::LoopVerdict) -> &'static str {
    if row.vectorized {
        "vectorized"
    } else if row.skipped.is_some() {
        "skipped"
    } else {
        row.reason.as_ref().map_or("not vectorized", |r| {
            lanes::render::text::reason_category(&r.kind)
        })
    }
}

/// Where a jump between source and IR goes, applied once the tab's data
/// is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Jump {
    /// The IR tab's first line of an instruction from this source line.
    Ir(String, u32),
    /// The Source tab's line.
    Source(String, u32),
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
    /// Which loops the navigator lists (`f`).
    pub filter: NavFilter,
    /// Loops whose function, header or reason contain this (`F`).
    pub text_filter: Option<String>,
    /// Loops of this category only (`r`).
    pub category: Option<&'static str>,
    /// The side every loop is compared with (`C`).
    pub compare: Option<Other>,
    /// The host answering for the other side (the same files and inputs
    /// but the one difference), written along with `host`.
    compare_host: Option<AnalysisHost>,
    /// The other side's verdict of every loop.
    pub compare_rows: HashMap<LoopKey, Arc<lanes::model::LoopVerdict>>,
    /// The loops whose verdict, VF or IC differ between the sides
    /// (`model::diff_reports`, as `lanes diff`).
    pub differs: HashSet<LoopKey>,
    /// The compiler's own decision of each loop of a build's units
    /// (`--project`, `--cargo`, `--merge`).
    pub compiler: HashMap<LoopKey, CompilerSide>,
    /// Every file's text as given to the host, for the other side's host.
    texts: Vec<(String, String)>,
    /// The navigator's width chosen with `<`/`>`.
    pub nav_width: Option<u16>,
    /// The navigator's share of the left column over the target pane,
    /// chosen with `(`/`)`.
    pub nav_share: Option<u16>,
    /// A jump between source and IR waiting for its tab's data.
    pub jump: Option<Jump>,
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
    /// Work off the UI thread: revisions, jobs in flight, deferred writes.
    jobs: Jobs,
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
    /// How the panes share the frame now.
    pub fn split(&self) -> crate::layout::Split {
        crate::layout::Split {
            nav_width: self.nav_width,
            nav_share: self.nav_share,
        }
    }

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
        // As on the command line: a target named applies to every function
        // (a wider built-in its attributes name excepted); none named, each
        // function gets the built-in its attributes name.
        if target.is_some() {
            match &sources[source] {
                Source::Builtin(name) => host.choose_builtin_target(name, &desc),
                Source::File(_) => host.choose_target(&desc),
            }
        }
        let mut entries = Vec::new();
        let mut texts = Vec::new();
        for f in files {
            host.open_file(&f.path, &f.text);
            texts.push((f.path.clone(), f.text.clone()));
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
            filter: NavFilter::All,
            text_filter: None,
            category: None,
            compare: None,
            compare_host: None,
            compare_rows: HashMap::new(),
            differs: HashSet::new(),
            compiler: HashMap::new(),
            texts,
            nav_width: None,
            nav_share: None,
            jump: None,
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
            target: TargetPane::new(&desc, sources, source, target.is_some()),
            show_target: false,
            focus: Focus::Navigator,
            mode: Mode::Normal,
            last_search: None,
            status: Status::default(),
            last_recompute: None,
            jobs: Jobs {
                measure: None,
                revision: 0,
                inflight: 0,
                live: worker::Live::default(),
                writes: None,
                late_note: None,
                busy_since: None,
                requests: Requests::default(),
                tx,
                rx,
            },
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
            format!("opened {}", lanes::format::count(n, "file")),
            jobs::Changed::everything(),
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
        match crate::watch::watch(&disk, self.jobs.tx.clone()) {
            Ok(w) => self._watcher = Some(w),
            Err(e) => self.set_error(format!("live reload is off: {e}")),
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
                "quit and discard {} of {}? y/n (w saves them; C-c again quits)",
                lanes::format::count(edited, "edited entry"),
                self.target.name,
            ),
            on_yes: Pending::Quit,
        };
    }

    /// The files the app reads, as they are on disk (canonical paths).
    fn inputs(&self) -> Vec<PathBuf> {
        self.files.iter().filter_map(|f| f.disk.clone()).collect()
    }

    /// Titles of the applicable tabs, in order.
    pub fn tab_titles(&self) -> Vec<&'static str> {
        self.applicable_tabs()
            .iter()
            .map(|&i| self.tabs[i].title())
            .collect()
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
