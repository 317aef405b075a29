//! The VF table of a loop: one row per candidate VF with its legality,
//! cost, cost per lane, ratio to the scalar loop, gathers/scatters, VLS
//! groups and masked operations; the chosen VF is starred, the VF the other
//! per-VF tabs show is marked `▶`, and rejected VFs say why.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use super::{SelInfo, SelKind, Selection, TabView, View, render_lines};
use crate::glyph;
use crate::theme::Theme;

#[derive(Clone, Copy)]
pub struct VfTab;

/// The VF table and its rows: the façade's, with the memory operations of
/// each VF's plan counted there.
pub use lanes::model::{Tail, VfLine, VfTable};

impl View for VfTab {
    type Data = VfTable;

    fn vf_table<'a>(&self, data: &'a VfTable) -> Option<&'a VfTable> {
        Some(data)
    }

    fn title(&self) -> &'static str {
        "VF"
    }

    fn hints(&self) -> &'static [(&'static str, &'static str)] {
        &[(glyph::STAR, "chosen"), (glyph::SELECTED, "shown")]
    }

    fn legend(&self) -> Vec<(String, &'static str)> {
        [
            (glyph::STAR, "the chosen VF (in green)"),
            (
                glyph::SELECTED,
                "the VF the Shapes, VPlan, Cost and VLS tabs show",
            ),
            (glyph::PLANNED, "the VF has a plan"),
            (glyph::FAILED, "the VF is rejected (see Why not)"),
            ("cost", "cost of one vector iteration"),
            ("/lane", "cost per lane"),
            (
                "×scal",
                "cost per lane over the scalar loop's (below 1: cheaper)",
            ),
            ("g/s", "gathers/scatters"),
            ("VLS", "VLS groups"),
            ("msk", "masked operations"),
            (
                "tail",
                "epi: a scalar epilogue runs the left-over iterations; fold: tail folded under a mask; -: nothing left over",
            ),
            ("-", "does not apply (the scalar loop, or no plan)"),
        ]
        .into_iter()
        .map(|(s, m)| (s.to_string(), m))
        .collect()
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.kind == SelKind::Loop
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<VfTable, String>> {
        super::answer(an.vf_table(&sel.file, sel.function.as_deref(), sel.loop_.as_deref()))
    }

    fn render(&self, t: &VfTable, area: Rect, buf: &mut Buffer, view: &mut TabView, theme: &Theme) {
        render_lines(lines(t, view.vf, theme), area, buf, view);
    }
}

/// A column of the table: its heading and the width it takes at least
/// (wider when a cell is), so that small tables keep their spacing and big
/// costs do not push cells out of their columns.
struct Column {
    head: &'static str,
    min: usize,
}

const COLUMNS: [Column; 8] = [
    Column { head: "VF", min: 3 },
    Column { head: "ok", min: 2 },
    Column {
        head: "cost",
        min: 5,
    },
    Column {
        head: "/lane",
        min: 6,
    },
    Column {
        head: "×scal",
        min: 6,
    },
    Column {
        head: "g/s",
        min: 4,
    },
    Column {
        head: "VLS",
        min: 3,
    },
    Column {
        head: "msk",
        min: 3,
    },
];

/// Shown only when some VF folds its tail (keeps 80 columns otherwise).
const TAIL: Column = Column {
    head: "tail",
    min: 4,
};

fn opt<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "-".to_string(), |v| v.to_string())
}

/// The cells of a row, in the order of [`COLUMNS`] (and [`TAIL`]).
fn cells(t: &VfTable, r: &VfLine, tail: bool) -> Vec<String> {
    let legal = r.total.is_some();
    let vs = r
        .per_lane
        .filter(|_| t.scalar_cost > 0)
        .map(|p| format!("{:.2}", p / t.scalar_cost as f64));
    let stats = |n: String| if r.vf > 1 && legal { n } else { "-".into() };
    // LLVM's placeholder for an emulated access is no price: `emul`,
    // then no ratio (Why not says what it is).
    let (total, per_lane, vs) = if r.emulated {
        ("emul".to_string(), "inval".to_string(), "-".to_string())
    } else {
        (
            opt(r.total),
            opt(r.per_lane.map(|p| format!("{p:.2}"))),
            opt(vs),
        )
    };
    let mut out = vec![
        r.vf.to_string(),
        if legal { glyph::PLANNED } else { glyph::FAILED }.to_string(),
        total,
        per_lane,
        vs,
        stats(format!("{}/{}", r.gathers, r.scatters)),
        stats(r.vls_groups.to_string()),
        stats(r.masked.to_string()),
    ];
    if tail {
        // `epi`: a scalar loop runs the left-over iterations; `-`: none are
        // left over (the trip count is a multiple of VF × IC).
        out.push(stats(
            match r.tail {
                Tail::Folded => "fold",
                Tail::Epilogue => "epi",
                Tail::None => "-",
            }
            .into(),
        ));
    }
    out
}

/// Cells right-aligned in their columns, one space apart.
fn row_text(cells: &[impl AsRef<str>], widths: &[usize]) -> String {
    let mut s = String::new();
    for (c, &w) in cells.iter().zip(widths) {
        let c = c.as_ref();
        s.push(' ');
        s.push_str(&" ".repeat(w.saturating_sub(c.chars().count())));
        s.push_str(c);
    }
    s
}

/// The table as lines (also used by tests and the docs).
pub fn lines<'a>(t: &'a VfTable, shown: Option<u32>, theme: &Theme) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    let verdict = if t.vectorized && t.ic > 1 {
        format!("VF {} chosen, interleaved ×{}", t.best, t.ic)
    } else if t.vectorized {
        format!("VF {} chosen", t.best)
    } else {
        format!("{} not vectorized", glyph::FAILED)
    };
    let mut head = vec![
        if t.vectorized {
            theme.ok(verdict)
        } else {
            theme.error(verdict)
        },
        theme.dim(format!(" · scalar cost {}", t.scalar_cost)),
        theme.dim(format!(" · {}", t.target)),
    ];
    if t.rows.is_empty() {
        head.push(theme.dim(" · no candidate VFs"));
    }
    out.push(Line::from(head));
    if let Some(r) = &t.reason {
        out.push(Line::from(theme.dim(r.to_string())));
    }
    if t.vectorized {
        out.push(Line::from(
            theme.dim(format!("IC {}: {}", t.ic, t.ic_reason)),
        ));
    }
    let any_fold = t.rows.iter().any(|r| r.tail == Tail::Folded);
    let columns: Vec<&Column> = COLUMNS.iter().chain(any_fold.then_some(&TAIL)).collect();
    let rows: Vec<Vec<String>> = t.rows.iter().map(|r| cells(t, r, any_fold)).collect();
    let widths: Vec<usize> = columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            rows.iter()
                .map(|r| r[i].chars().count())
                .chain([c.min, c.head.chars().count()])
                .max()
                .unwrap_or(c.min)
        })
        .collect();
    out.push(Line::default());
    let heads: Vec<&str> = columns.iter().map(|c| c.head).collect();
    out.push(Line::from(
        theme.strong(format!("  {}", row_text(&heads, &widths))),
    ));
    for (r, cells) in t.rows.iter().zip(&rows) {
        let marker = if shown == Some(r.vf) {
            glyph::SELECTED
        } else {
            " "
        };
        let star = if r.chosen { glyph::STAR } else { " " };
        let text = format!("{marker}{star}{}", row_text(cells, &widths));
        let mut span = Span::raw(text);
        if r.chosen {
            span = Span::styled(span.content, theme.ok_style().add_modifier(Modifier::BOLD));
        } else if r.total.is_none() {
            span = theme.dim(span.content);
        }
        let mut line = Line::from(span);
        if shown == Some(r.vf) {
            line = line.style(theme.loop_line());
        }
        out.push(line);
    }
    let rejected: Vec<&VfLine> = t.rows.iter().filter(|r| r.reason.is_some()).collect();
    if !rejected.is_empty() {
        out.push(Line::default());
        out.push(Line::from(theme.strong("Why not")));
        for r in rejected {
            out.push(Line::from(vec![
                theme.accent(format!("{:>6}  ", r.vf)),
                Span::raw(
                    r.reason
                        .as_ref()
                        .map(ToString::to_string)
                        .unwrap_or_default(),
                ),
            ]));
        }
    }
    // Only where there is a VF to move to.
    if t.planned().len() > 1 {
        out.push(Line::default());
        out.push(Line::from(theme.dim(
            "[/] change the VF the Shapes, VPlan, Cost and VLS tabs show",
        )));
    }
    out
}
