//! What one VF costs: every recipe of the plan with its cost as a bar and
//! how the number came about.

use lanes::model::CostReport;
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::{SelInfo, Selection, TabView, View, at_vf, render_lines};
use crate::theme::Theme;

#[derive(Clone, Copy)]
pub struct CostTab;

/// The cost report and the VF it is shown at.
pub struct CostData {
    pub vf: u32,
    pub report: CostReport,
}

impl View for CostTab {
    type Data = CostData;

    fn title(&self) -> &'static str {
        "Cost"
    }

    fn legend(&self) -> Vec<(String, &'static str)> {
        vec![
            (
                bar(12, 8, 1),
                "a recipe's cost, as a share of the most expensive one",
            ),
            ("(after the loop)".into(), "paid once, not per iteration"),
        ]
    }

    fn applies(&self, sel: SelInfo) -> bool {
        super::applies_per_vf(sel)
    }

    fn per_vf(&self) -> bool {
        true
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<CostData, String>> {
        at_vf(sel, |vf| {
            let r = an.cost(&sel.file, sel.function.as_deref(), sel.loop_.as_deref())?;
            Ok(r.map(|report| CostData { vf, report })
                .map_err(|e| e.to_string()))
        })
    }

    fn render(
        &self,
        d: &CostData,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        render_lines(lines(d, area.width, theme), area, buf, view);
    }
}

/// `████▌` for `value` of `max` in `width` cells.
pub fn bar(value: u32, max: u32, width: usize) -> String {
    if max == 0 || value == 0 {
        return String::new();
    }
    let eighths = (value as u64 * width as u64 * 8).div_ceil(max as u64) as usize;
    let mut s = "█".repeat(eighths / 8);
    const PARTS: [char; 8] = [' ', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
    if !eighths.is_multiple_of(8) {
        s.push(PARTS[eighths % 8]);
    }
    s
}

pub fn lines<'a>(d: &'a CostData, width: u16, theme: &Theme) -> Vec<Line<'a>> {
    let Some(c) = d.report.costs.iter().find(|c| c.vf == d.vf) else {
        return vec![Line::from(theme.dim(format!("no plan at VF {}", d.vf)))];
    };
    let mut out = vec![
        Line::from(vec![
            theme.strong(format!("VF {}", c.vf)),
            Span::raw(format!(
                ": total {}, per lane {:.2}, scalar {}",
                c.total, c.per_lane, c.scalar_cost
            )),
            theme.dim(if c.setup > 0 {
                format!(", setup {}", c.setup)
            } else {
                String::new()
            }),
        ]),
        Line::default(),
    ];
    let max = c.recipes.iter().map(|r| r.cost).max().unwrap_or(0);
    let bar_w = ((width as usize) / 5).clamp(4, 16);
    for r in &c.recipes {
        let b = bar(r.cost, max, bar_w);
        let mut spans = vec![
            Span::raw(format!("{:>5} ", r.cost)),
            theme.accent(format!("{b:<bar_w$} ")),
            Span::raw(r.recipe.trim().to_string()),
        ];
        if r.setup {
            spans.push(theme.dim(" (after the loop)"));
        }
        out.push(Line::from(spans));
        if !r.note.is_empty() {
            out.push(Line::from(theme.dim(format!(
                "{:>w$}{}",
                "",
                r.note,
                w = bar_w + 7
            ))));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::bar;

    #[test]
    fn bars_scale_to_the_largest() {
        assert_eq!(bar(8, 8, 4), "████");
        assert_eq!(bar(1, 8, 4), "▌");
        assert_eq!(bar(0, 8, 4), "");
    }
}
