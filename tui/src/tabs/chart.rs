//! Live ranges of a GenX function drawn over the instruction numbering:
//! one row per (coalesced) live range, its segments as bars, the values
//! coalesced into it listed together.

use lanes::model::{Category, LiveRange, LiveRangeChart};
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::{SelInfo, SelKind, Selection, TabView, View, render_lines};
use crate::glyph;
use crate::theme::Theme;

#[derive(Clone, Copy)]
pub struct ChartTab;

/// The live ranges of each selected function after coalescing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartData {
    pub functions: Vec<LiveRangeChart>,
}

impl View for ChartTab {
    type Data = ChartData;

    fn costs(&self) -> super::Costs {
        super::Costs::Genx
    }

    fn title(&self) -> &'static str {
        "Chart"
    }

    fn hints(&self) -> &'static [(&'static str, &'static str)] {
        &[("█", "live")]
    }

    fn legend(&self) -> Vec<(String, &'static str)> {
        vec![
            (glyph::LIVE.into(), "live at that instruction number"),
            (glyph::NOT_LIVE.into(), "not live"),
            (
                "a,b".into(),
                "values coalesced into one live range (highlighted, listed under Coalesced)",
            ),
            (
                "address,align4".into(),
                "register file when not general (address, predicate, surface, sampler, vme), and alignment",
            ),
        ]
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.genx && sel.kind == SelKind::Function
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<ChartData, String>> {
        let r = an.live_range_chart(&sel.file, sel.function.as_deref())?;
        Ok(r.map(|functions| ChartData { functions })
            .map_err(|e| e.to_string()))
    }

    fn render(
        &self,
        d: &ChartData,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        render_lines(lines(d, area.width, theme), area, buf, view);
    }
}

pub fn lines<'a>(d: &'a ChartData, width: u16, theme: &Theme) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    for chart in &d.functions {
        let (f, ranges) = (&chart.function, &chart.ranges);
        let end = chart.end();
        let label_w = ranges
            .iter()
            .map(|r| r.values.join(",").chars().count())
            .max()
            .unwrap_or(0)
            .clamp(4, (width as usize / 3).max(4));
        let chart_w = (width as usize).saturating_sub(label_w + 2).max(8);
        let col = |n: u32| (n as usize * chart_w / end as usize).min(chart_w);
        out.push(Line::from(vec![
            theme.strong(format!("@{f}")),
            theme.dim(format!(
                " · {} over 0..{end}",
                lanes::format::count(ranges.len(), "live range")
            )),
        ]));
        // The axis: instruction numbers at both ends and the middle.
        let mut axis = vec![' '; chart_w];
        for n in [0, end / 2] {
            for (i, c) in n.to_string().chars().enumerate() {
                if let Some(x) = axis.get_mut(col(n) + i) {
                    *x = c;
                }
            }
        }
        let e = end.to_string();
        let at = chart_w.saturating_sub(e.len());
        for (i, c) in e.chars().enumerate() {
            axis[at + i] = c;
        }
        out.push(Line::from(vec![
            Span::raw(" ".repeat(label_w + 1)),
            theme.dim(axis.into_iter().collect::<String>()),
        ]));
        for r in ranges {
            let mut cells = vec![glyph::NOT_LIVE; chart_w];
            for seg in &r.segments {
                let (a, b) = (seg.start, seg.end);
                let (x0, x1) = (col(a), col(b).max(col(a) + 1).min(chart_w));
                for c in cells.iter_mut().take(x1).skip(x0) {
                    *c = glyph::LIVE;
                }
            }
            let name = r.values.join(",");
            let name: String = if name.chars().count() > label_w {
                let mut s: String = name.chars().take(label_w - 1).collect();
                s.push_str(glyph::MORE);
                s
            } else {
                name
            };
            let style = if r.values.len() > 1 {
                theme.accent(format!("{name:<label_w$} "))
            } else {
                Span::raw(format!("{name:<label_w$} "))
            };
            out.push(Line::from(vec![
                style,
                Span::raw(cells.into_iter().collect::<String>()),
                theme.dim(category_label(r)),
            ]));
        }
        let grouped: Vec<&LiveRange> = ranges.iter().filter(|r| r.values.len() > 1).collect();
        if !grouped.is_empty() {
            out.push(Line::from(theme.strong("Coalesced")));
            for r in grouped {
                let segs: Vec<String> = r
                    .segments
                    .iter()
                    .map(|s| format!("[{},{})", s.start, s.end))
                    .collect();
                out.push(Line::from(vec![
                    theme.accent(format!("  {}", r.values.join(" + "))),
                    theme.dim(format!("  {}", segs.join(""))),
                ]));
            }
        }
        out.push(Line::default());
    }
    out
}

/// The register file after a range's bar, when it is not the general one
/// (and the alignment an indirect access needs).
fn category_label(r: &LiveRange) -> String {
    match (r.category, r.align) {
        (Category::General, None) => String::new(),
        (c, None) => format!(" {}", c.name()),
        (c, Some(a)) => format!(" {},align{a}", c.name()),
    }
}

#[cfg(test)]
mod tests {
    use lanes::model::{Segment, SegmentKind};

    use super::*;

    fn range(values: &[&str], segs: &[(u32, u32)], category: Category) -> LiveRange {
        LiveRange {
            values: values.iter().map(|v| v.to_string()).collect(),
            segments: segs
                .iter()
                .map(|&(start, end)| Segment {
                    start,
                    end,
                    kind: SegmentKind::Strong,
                })
                .collect(),
            category,
            align: None,
        }
    }

    #[test]
    fn coalesced_ranges_are_listed_with_their_segments() {
        let d = ChartData {
            functions: vec![LiveRangeChart {
                function: "f".into(),
                ranges: vec![
                    range(&["a", "b"], &[(0, 69), (112, 117)], Category::General),
                    range(&["p"], &[(44, 50)], Category::Predicate),
                ],
            }],
        };
        let th = Theme { color: false };
        let text: Vec<String> = lines(&d, 80, &th)
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect();
        assert!(
            text[0].starts_with("@f · 2 live ranges over 0..117"),
            "{text:?}"
        );
        assert!(text[3].ends_with(" predicate"), "{text:?}");
        assert_eq!(text[5], "  a + b  [0,69)[112,117)");
    }
}
