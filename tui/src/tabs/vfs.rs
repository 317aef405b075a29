//! The VF table of a loop: one row per candidate VF with its legality,
//! cost, cost per lane, ratio to the scalar loop, gathers/scatters, VLS
//! groups and masked operations; the chosen VF is starred, the VF the other
//! per-VF tabs show is marked `▶`, and rejected VFs say why.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use super::{SelInfo, SelKind, Selection, Tab, TabData, TabView, render_lines};
use crate::theme::Theme;

pub struct VfTab;

/// The VF table and its rows: the façade's, with the memory operations of
/// each VF's plan counted there.
pub use lanes::model::{Tail, VfLine, VfTable};

impl Tab for VfTab {
    fn title(&self) -> &'static str {
        "VF"
    }

    fn hints(&self) -> &'static [(&'static str, &'static str)] {
        &[("*", "chosen"), ("▶", "shown")]
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.kind == SelKind::Loop
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        super::answer(an.vf_table(&sel.file, sel.function.as_deref(), sel.loop_.as_deref()))
    }

    fn render(
        &self,
        data: &TabData,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        let t = data.downcast_ref::<VfTable>().expect("VF table");
        render_lines(lines(t, view.vf, theme), area, buf, view);
    }
}

fn opt<T: std::fmt::Display>(v: Option<T>, w: usize) -> String {
    match v {
        Some(v) => format!("{v:>w$}"),
        None => format!("{:>w$}", "-"),
    }
}

/// The table as lines (also used by tests and the docs).
pub fn lines<'a>(t: &'a VfTable, shown: Option<u32>, theme: &Theme) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    let verdict = if t.vectorized && t.ic > 1 {
        format!("VF {} chosen, interleaved ×{}", t.best, t.ic)
    } else if t.vectorized {
        format!("VF {} chosen", t.best)
    } else {
        "✗ not vectorized".to_string()
    };
    let mut head = vec![
        if t.vectorized {
            theme.ok(verdict)
        } else {
            theme.error(verdict)
        },
        theme.dim(format!(" · scalar cost {}", t.scalar_cost)),
    ];
    if t.rows.is_empty() {
        head.push(theme.dim(" · no candidate VFs"));
    }
    out.push(Line::from(head));
    if let Some(r) = &t.reason {
        out.push(Line::from(theme.dim(r.as_str())));
    }
    if t.vectorized {
        out.push(Line::from(
            theme.dim(format!("IC {}: {}", t.ic, t.ic_reason)),
        ));
    }
    let any_fold = t.rows.iter().any(|r| r.tail == Tail::Folded);
    out.push(Line::default());
    out.push(Line::from(
        // The tail column only when some VF folds its tail (keeps 80 columns).
        // `epi`: a scalar loop runs the left-over iterations; `-`: none are
        // left over (the trip count is a multiple of VF × IC).
        theme.strong(if any_fold {
            "    VF ok  cost  /lane  ×scal  g/s VLS msk tail"
        } else {
            "    VF ok  cost  /lane  ×scal  g/s VLS msk"
        }),
    ));
    for r in &t.rows {
        let legal = r.total.is_some();
        let vs = r
            .per_lane
            .filter(|_| t.scalar_cost > 0)
            .map(|p| format!("{:.2}", p / t.scalar_cost as f64));
        let stats = |n: String| if r.vf > 1 && legal { n } else { "-".into() };
        let marker = if shown == Some(r.vf) { "▶" } else { " " };
        let star = if r.chosen { "*" } else { " " };
        let mut text = format!(
            "{marker}{star} {:>3}  {} {} {} {} {:>4} {:>3} {:>3}",
            r.vf,
            if legal { "✓" } else { "✗" },
            opt(r.total, 5),
            opt(r.per_lane.map(|p| format!("{p:.2}")), 6),
            opt(vs, 6),
            stats(format!("{}/{}", r.gathers, r.scatters)),
            stats(r.vls_groups.to_string()),
            stats(r.masked.to_string()),
        );
        if any_fold {
            text += &format!(
                " {:>4}",
                stats(
                    match r.tail {
                        Tail::Folded => "fold",
                        Tail::Epilogue => "epi",
                        Tail::None => "-",
                    }
                    .into()
                )
            );
        }
        let mut span = Span::raw(text);
        if r.chosen {
            span = Span::styled(span.content, theme.ok_style().add_modifier(Modifier::BOLD));
        } else if !legal {
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
                Span::raw(r.reason.as_deref().unwrap_or_default()),
            ]));
        }
    }
    out.push(Line::default());
    out.push(Line::from(theme.dim(
        "[/] or ←/→ change the VF the Shapes, VPlan, Cost and VLS tabs show",
    )));
    out
}
