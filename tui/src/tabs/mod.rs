//! Detail tabs. Each tab is one module implementing [`View`] with its
//! own data type: what it needs from the façade ([`View::fetch`], run on a
//! worker thread against a snapshot) and how it draws that plain data
//! ([`View::render`], on the UI thread, no analysis). Registering a tab is
//! one line in [`registry`].

use std::ops::Range;
use std::sync::Arc;

use lanes::target::TableId;
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::theme::Theme;

mod bales;
mod chart;
mod coalescing;
mod collapse;
mod cost;
mod deps;
pub mod ir;
mod legalize;
mod liveness;
mod memrefs;
mod numbering;
mod postlegal;
mod registers;
mod shapes;
pub mod source;
mod structure;
mod text;
pub mod vfs;
mod visa;
mod vls;
mod vplan;

/// What the navigator has selected: a file, a function or a loop.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Selection {
    pub file: String,
    pub function: Option<String>,
    /// Loop header label.
    pub loop_: Option<String>,
    /// The VF a per-VF tab shows (set by the app for [`Tab::per_vf`] tabs).
    pub vf: Option<u32>,
}

impl Selection {
    pub fn kind(&self) -> SelKind {
        match (&self.function, &self.loop_) {
            (None, _) => SelKind::File,
            (Some(_), None) => SelKind::Function,
            (Some(_), Some(_)) => SelKind::Loop,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SelKind {
    File,
    Function,
    Loop,
}

/// What a tab may know about the selection to decide whether it applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelInfo {
    pub kind: SelKind,
    /// The selected function (or the loop's) calls `llvm.genx.*`.
    pub genx: bool,
    /// For a loop: whether some VF has a plan (`None` while unknown).
    pub planned: Option<bool>,
}

/// Which cost tables a tab's answer reads: what a cost edit asks again
/// (the others are kept).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Costs {
    /// None: the analysis below pricing (IR, loops, memrefs, dependences,
    /// shapes), which reads the target's `vector` facts at most.
    None,
    /// The GenX facts (`genx`) and the `vector` facts.
    Genx,
    /// Any table: verdicts, costs, plans with their VLS decisions.
    All,
}

impl Costs {
    /// Whether an answer that reads `self` may change with an entry of
    /// `table`.
    pub fn reads(self, table: TableId) -> bool {
        match self {
            Costs::All => true,
            Costs::Genx => matches!(table, TableId::Genx | TableId::Vector),
            Costs::None => table == TableId::Vector,
        }
    }
}

/// A tab's fetched data as the app caches it: the tab's own
/// [`View::Data`] with the view that draws it ([`Fetched`]), so that tabs
/// do not share a data enum that every new tab would have to extend, and
/// no one recovers the data's type.
pub type TabData = Arc<dyn Fetched>;

/// The two ends of a move between a source line and its IR (Enter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpSide {
    /// Lines of source (the Source tab).
    Source,
    /// Lines of IR (the IR tab).
    Ir,
}

/// Per-view state the app keeps for the shown tab.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TabView {
    /// First visible line; tabs clamp it while rendering.
    pub scroll: usize,
    /// The VF selected for the loop (drawn by the VF table).
    pub vf: Option<u32>,
    /// The line under the cursor, in tabs with one ([`Tab::has_cursor`]).
    pub cursor: usize,
}

/// One detail view with its own data type: what it asks the façade for
/// ([`fetch`](Self::fetch), on a worker thread) and how it draws that
/// ([`render`](Self::render), on the UI thread). Every `View` is a
/// [`Tab`], the form the app keeps them in.
pub trait View: Clone + Send + Sync + 'static {
    /// What [`fetch`](Self::fetch) answers and [`render`](Self::render) draws.
    type Data: Send + Sync + 'static;
    fn title(&self) -> &'static str;
    /// Extra hints for the footer while the tab is shown: (what, meaning).
    fn hints(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// The symbols and abbreviations the tab draws, for the help overlay.
    fn legend(&self) -> Vec<(String, &'static str)> {
        Vec::new()
    }
    /// Whether the tab has something to say about this selection.
    fn applies(&self, sel: SelInfo) -> bool;
    /// Whether the tab shows one VF of a loop (its selection carries `vf`).
    fn per_vf(&self) -> bool {
        false
    }
    /// Which cost tables its answer reads.
    fn costs(&self) -> Costs {
        Costs::All
    }
    /// Asks the façade (worker thread). `Err` is a message for the user.
    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<Self::Data, String>>;
    /// The line to show first when the data is new for a selection.
    fn anchor(&self, _data: &Self::Data) -> usize {
        0
    }
    /// Whether `j`/`k` move a line cursor (the line Enter jumps from)
    /// rather than scroll.
    fn has_cursor(&self) -> bool {
        false
    }
    /// Where the cursor starts when the data is new for a selection.
    fn cursor_anchor(&self, data: &Self::Data) -> usize {
        self.anchor(data)
    }
    /// Which end of a move between source and IR (Enter) the tab is.
    fn jump_side(&self) -> Option<JumpSide> {
        None
    }
    /// The source location (debug-info file name, line) of line `line`.
    fn location_at(&self, _data: &Self::Data, _line: usize) -> Option<(String, u32)> {
        None
    }
    /// The first line showing source location (`file`, `line`).
    fn line_of_location(&self, _data: &Self::Data, _file: &str, _line: u32) -> Option<usize> {
        None
    }
    /// The loop's VF table, in the tab that shows it (the app keeps it
    /// for the VF keys and exports it as JSON).
    fn vf_table<'a>(&self, _data: &'a Self::Data) -> Option<&'a vfs::VfTable> {
        None
    }
    /// Draws the data; never computes analyses.
    fn render(
        &self,
        data: &Self::Data,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    );
}

/// A [`View`]'s answer with the view that fetched it: what the app asks
/// of a tab's data, each method on the data's own type.
pub trait Fetched: Send + Sync {
    /// The line to show first when the data is new for a selection.
    fn anchor(&self) -> usize;
    /// Where the cursor starts when the data is new for a selection.
    fn cursor_anchor(&self) -> usize;
    /// The source location (debug-info file name, line) of line `line`.
    fn location_at(&self, line: usize) -> Option<(String, u32)>;
    /// The first line showing source location (`file`, `line`).
    fn line_of_location(&self, file: &str, line: u32) -> Option<usize>;
    /// The loop's VF table, in the tab that shows it.
    fn vf_table(&self) -> Option<&vfs::VfTable>;
    /// Draws the data; never computes analyses.
    fn render(&self, area: Rect, buf: &mut Buffer, view: &mut TabView, theme: &Theme);
}

/// A view's data and the view, as [`Tab::fetch`] answers them.
struct Answer<V: View> {
    view: V,
    data: V::Data,
}

impl<V: View> Fetched for Answer<V> {
    fn anchor(&self) -> usize {
        self.view.anchor(&self.data)
    }
    fn cursor_anchor(&self) -> usize {
        self.view.cursor_anchor(&self.data)
    }
    fn location_at(&self, line: usize) -> Option<(String, u32)> {
        self.view.location_at(&self.data, line)
    }
    fn line_of_location(&self, file: &str, line: u32) -> Option<usize> {
        self.view.line_of_location(&self.data, file, line)
    }
    fn vf_table(&self) -> Option<&vfs::VfTable> {
        self.view.vf_table(&self.data)
    }
    fn render(&self, area: Rect, buf: &mut Buffer, view: &mut TabView, theme: &Theme) {
        View::render(&self.view, &self.data, area, buf, view, theme);
    }
}

impl<V: View> Tab for V {
    fn title(&self) -> &'static str {
        View::title(self)
    }
    fn hints(&self) -> &'static [(&'static str, &'static str)] {
        View::hints(self)
    }
    fn legend(&self) -> Vec<(String, &'static str)> {
        View::legend(self)
    }
    fn applies(&self, sel: SelInfo) -> bool {
        View::applies(self, sel)
    }
    fn per_vf(&self) -> bool {
        View::per_vf(self)
    }
    fn costs(&self) -> Costs {
        View::costs(self)
    }
    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        Ok(View::fetch(self, an, sel)?.map(|data| {
            Arc::new(Answer {
                view: self.clone(),
                data,
            }) as TabData
        }))
    }
    fn has_cursor(&self) -> bool {
        View::has_cursor(self)
    }
    fn jump_side(&self) -> Option<JumpSide> {
        View::jump_side(self)
    }
}

/// One detail view as the app keeps it: a [`View`] whose answers are
/// [`TabData`].
pub trait Tab: Send + Sync {
    fn title(&self) -> &'static str;
    /// Extra hints for the footer while the tab is shown: (what, meaning).
    fn hints(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// The symbols and abbreviations the tab draws, with their meaning, for
    /// the help overlay.
    fn legend(&self) -> Vec<(String, &'static str)> {
        Vec::new()
    }
    /// Whether the tab has something to say about this selection.
    fn applies(&self, sel: SelInfo) -> bool;
    /// Whether the tab shows one VF of a loop (its selection carries `vf`).
    fn per_vf(&self) -> bool {
        false
    }
    /// Which cost tables its answer reads (a cost edit of another table
    /// keeps the answer).
    fn costs(&self) -> Costs {
        Costs::All
    }
    /// Asks the façade (worker thread). `Err` is a message for the user.
    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>>;
    /// Whether `j`/`k` move a line cursor (the line Enter jumps from)
    /// rather than scroll.
    fn has_cursor(&self) -> bool {
        false
    }
    /// Which end of a move between source and IR (Enter) the tab is.
    fn jump_side(&self) -> Option<JumpSide> {
        None
    }
}

/// Every tab, in tab-bar order.
pub fn registry() -> Vec<Arc<dyn Tab>> {
    vec![
        Arc::new(ir::IrTab),
        Arc::new(structure::StructureTab),
        Arc::new(memrefs::tab()),
        Arc::new(deps::tab()),
        Arc::new(vfs::VfTab),
        Arc::new(shapes::ShapesTab),
        Arc::new(vplan::tab()),
        Arc::new(cost::CostTab),
        Arc::new(vls::tab()),
        Arc::new(bales::tab()),
        Arc::new(numbering::NumberingTab),
        Arc::new(liveness::tab()),
        Arc::new(chart::ChartTab),
        Arc::new(coalescing::tab()),
        Arc::new(registers::tab()),
        Arc::new(collapse::tab()),
        Arc::new(legalize::tab()),
        Arc::new(postlegal::tab()),
        Arc::new(visa::tab()),
        Arc::new(source::SourceTab),
    ]
}

/// Whether a per-VF tab applies: a loop for which some VF has a plan
/// (or it is not known yet).
pub(crate) fn applies_per_vf(sel: SelInfo) -> bool {
    sel.kind == SelKind::Loop && sel.planned != Some(false)
}

/// The selection's VF, for per-VF tabs.
pub(crate) fn vf_of(sel: &Selection) -> Result<u32, String> {
    sel.vf
        .ok_or_else(|| "no VF has a plan for this loop".to_string())
}

/// Asks `fetch` at the selection's VF, for per-VF tabs.
pub(crate) fn at_vf<T>(
    sel: &Selection,
    fetch: impl FnOnce(u32) -> Cancellable<Result<T, String>>,
) -> Cancellable<Result<T, String>> {
    match vf_of(sel) {
        Ok(vf) => fetch(vf),
        Err(e) => Ok(Err(e)),
    }
}

/// Converts a façade answer into a tab answer.
pub(crate) fn answer<T>(r: Cancellable<Result<T, lanes::Error>>) -> Cancellable<Result<T, String>> {
    r.map(|r| r.map_err(|e| e.to_string()))
}

/// The visible slice of `len` lines in `height` rows, clamping `scroll`.
pub fn visible(len: usize, height: u16, scroll: &mut usize) -> Range<usize> {
    let h = height as usize;
    *scroll = (*scroll).min(len.saturating_sub(h));
    *scroll..(*scroll + h).min(len)
}

/// The visible slice of `len` lines in `height` rows for a tab with a
/// cursor: the cursor clamped to the lines, the view scrolled to show it.
pub fn visible_with_cursor(len: usize, height: u16, view: &mut TabView) -> Range<usize> {
    let h = (height as usize).max(1);
    view.cursor = view.cursor.min(len.saturating_sub(1));
    if view.cursor < view.scroll {
        view.scroll = view.cursor;
    } else if view.cursor >= view.scroll + h {
        view.scroll = view.cursor + 1 - h;
    }
    visible(len, height, &mut view.scroll)
}

/// The lines of `lines` that fit in `height` rows from `scroll` (clamped).
pub fn scrolled<'a>(lines: Vec<Line<'a>>, height: u16, scroll: &mut usize) -> Vec<Line<'a>> {
    let range = visible(lines.len(), height, scroll);
    lines
        .into_iter()
        .skip(range.start)
        .take(range.len())
        .collect()
}

/// Renders already-built lines with vertical scrolling.
pub fn render_lines(lines: Vec<Line<'_>>, area: Rect, buf: &mut Buffer, view: &mut TabView) {
    Paragraph::new(scrolled(lines, area.height, &mut view.scroll)).render(area, buf);
}
