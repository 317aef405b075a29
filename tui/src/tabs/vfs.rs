//! The VF table of a loop: one row per candidate VF with its legality,
//! cost, cost per lane, ratio to the scalar loop, gathers/scatters, VLS
//! groups and masked operations; the chosen VF is starred, the VF the other
//! per-VF tabs show is marked `▶`, and rejected VFs say why.

use lanes::vplan::CostReport;
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use super::{SelInfo, SelKind, Selection, Tab, TabData, TabView, render_lines};
use crate::theme::Theme;

pub struct VfTab;

/// One candidate VF.
#[derive(Clone, Debug, PartialEq)]
pub struct VfLine {
    pub vf: u32,
    /// Cost of one iteration at this VF (`None`: no plan, not legal).
    pub total: Option<u32>,
    pub per_lane: Option<f64>,
    pub gathers: u32,
    pub scatters: u32,
    pub vls_groups: u32,
    pub masked: u32,
    /// The tail is folded into the vector loop (a header mask).
    pub fold_tail: bool,
    pub chosen: bool,
    /// Why this VF was not chosen.
    pub reason: Option<String>,
}

/// The VF table of one loop.
#[derive(Clone, Debug, PartialEq)]
pub struct VfTable {
    pub function: String,
    pub loop_: String,
    pub vectorized: bool,
    /// The chosen VF (1: scalar).
    pub best: u32,
    pub scalar_cost: u32,
    /// Why the loop is not vectorized, or what decided the VF.
    pub reason: Option<String>,
    /// Interleave count of the chosen VF, and why.
    pub ic: u32,
    pub ic_reason: String,
    pub rows: Vec<VfLine>,
}

impl VfTable {
    pub fn new(r: &CostReport) -> VfTable {
        let rows = r
            .best
            .rows
            .iter()
            .map(|row| {
                let mut line = VfLine {
                    vf: row.vf,
                    total: row.total,
                    per_lane: row.per_lane,
                    gathers: 0,
                    scatters: 0,
                    vls_groups: 0,
                    masked: 0,
                    fold_tail: false,
                    chosen: row.chosen,
                    reason: row.reason.as_ref().map(ToString::to_string),
                };
                if let Some(c) = r.costs.iter().find(|c| c.vf == row.vf) {
                    line.fold_tail = c.fold_tail;
                    for rc in c.recipes.iter().filter(|rc| !rc.setup) {
                        use lanes::vplan::{MemAccess, RecipeKind};
                        let gather =
                            |a: MemAccess| matches!(a, MemAccess::Gather | MemAccess::Strided(_));
                        match rc.kind {
                            RecipeKind::Load { access, masked } => {
                                line.gathers += u32::from(gather(access));
                                line.masked += u32::from(masked);
                            }
                            RecipeKind::Store { access, masked } => {
                                line.scatters += u32::from(gather(access));
                                line.masked += u32::from(masked);
                            }
                            RecipeKind::VlsGroup { masked } => {
                                line.vls_groups += 1;
                                line.masked += u32::from(masked);
                            }
                            _ => {}
                        }
                    }
                }
                line
            })
            .collect::<Vec<VfLine>>();
        let mut rows = rows;
        if !rows.iter().any(|r| r.vf == 1) {
            // The scalar loop, the baseline every VF is compared with.
            rows.insert(
                0,
                VfLine {
                    vf: 1,
                    total: Some(r.best.scalar_cost),
                    per_lane: Some(r.best.scalar_cost as f64),
                    gathers: 0,
                    scatters: 0,
                    vls_groups: 0,
                    masked: 0,
                    fold_tail: false,
                    chosen: !r.best.vectorized,
                    reason: None,
                },
            );
        }
        VfTable {
            function: r.function.clone(),
            loop_: r.loop_.clone(),
            vectorized: r.best.vectorized,
            best: r.best.vf,
            scalar_cost: r.best.scalar_cost,
            reason: r.best.reason.as_ref().map(ToString::to_string),
            ic: r.interleave.ic,
            ic_reason: r.interleave.reason.to_string(),
            rows,
        }
    }

    /// The vector VFs that have a plan, in order.
    pub fn planned(&self) -> Vec<u32> {
        self.rows
            .iter()
            .filter(|r| r.vf > 1 && r.total.is_some())
            .map(|r| r.vf)
            .collect()
    }

    /// The VF shown when the user has not picked one: the chosen VF, else
    /// the cheapest planned one per lane.
    pub fn default_vf(&self) -> Option<u32> {
        let planned = self.planned();
        if planned.contains(&self.best) {
            return Some(self.best);
        }
        self.rows
            .iter()
            .filter(|r| planned.contains(&r.vf))
            .min_by(|a, b| {
                let (a, b) = (
                    a.per_lane.unwrap_or(f64::MAX),
                    b.per_lane.unwrap_or(f64::MAX),
                );
                a.total_cmp(&b)
            })
            .map(|r| r.vf)
    }
}

/// The short form of a decision for the navigator: `VF 8`, or `✗` and the
/// reason's first clause.
pub fn short_reason(reason: &str) -> String {
    let end = reason.find([':', '(', ';']).unwrap_or(reason.len());
    reason[..end].trim().to_string()
}

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
        let r = an.cost(&sel.file, sel.function.as_deref(), sel.loop_.as_deref())?;
        Ok(r.map(|r| std::sync::Arc::new(VfTable::new(&r)) as TabData)
            .map_err(|e| e.to_string()))
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
    let any_fold = t.rows.iter().any(|r| r.fold_tail);
    out.push(Line::default());
    out.push(Line::from(
        // The tail column only when some VF folds its tail (keeps 80 columns).
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
                stats(if r.fold_tail { "fold" } else { "epi" }.into())
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
