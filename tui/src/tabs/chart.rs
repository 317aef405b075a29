//! Live ranges of a GenX function drawn over the instruction numbering:
//! one row per (coalesced) live range, its segments as bars, the values
//! coalesced into it listed together.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::{SelInfo, SelKind, Selection, Tab, TabData, TabView, render_lines};
use crate::theme::Theme;

pub struct ChartTab;

/// One live range: the values sharing it, its segments and category.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Range {
    pub values: Vec<String>,
    pub segments: Vec<(u32, u32)>,
    pub category: String,
}

/// The live ranges of each function after coalescing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartData {
    pub functions: Vec<(String, Vec<Range>)>,
}

/// Parses `a,b:[0,7)[9,12){general}`.
pub fn parse_range(line: &str) -> Option<Range> {
    let (names, rest) = line.rsplit_once(":[")?;
    let (segs, cat) = rest.split_once("){")?;
    let segments = segs
        .split(")[")
        .map(|s| {
            let (a, b) = s.split_once(',')?;
            // `[ph44,50)`: a phi-copy segment, live like any other.
            let a = a.trim().trim_start_matches("ph");
            Some((a.parse().ok()?, b.trim().parse().ok()?))
        })
        .collect::<Option<Vec<(u32, u32)>>>()?;
    Some(Range {
        values: names.split(',').map(str::to_string).collect(),
        segments,
        category: cat.trim_end_matches('}').to_string(),
    })
}

impl Tab for ChartTab {
    fn title(&self) -> &'static str {
        "Chart"
    }

    fn hints(&self) -> &'static [(&'static str, &'static str)] {
        &[("█", "live")]
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.genx && sel.kind == SelKind::Function
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        let r = an.coalescing(&sel.file, sel.function.as_deref())?;
        Ok(r.map(|dumps| {
            let functions = dumps
                .iter()
                .map(|d| {
                    let ranges = d.text.lines().filter_map(parse_range).collect();
                    (d.function.clone(), ranges)
                })
                .collect();
            std::sync::Arc::new(ChartData { functions }) as TabData
        })
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
        let d = data.downcast_ref::<ChartData>().expect("chart data");
        render_lines(lines(d, area.width, theme), area, buf, view);
    }
}

pub fn lines<'a>(d: &'a ChartData, width: u16, theme: &Theme) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    for (f, ranges) in &d.functions {
        let end = ranges
            .iter()
            .flat_map(|r| r.segments.iter().map(|s| s.1))
            .max()
            .unwrap_or(0)
            .max(1);
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
            theme.dim(format!(" · {} live ranges over 0..{end}", ranges.len())),
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
            let mut cells = vec!['·'; chart_w];
            for &(a, b) in &r.segments {
                let (x0, x1) = (col(a), col(b).max(col(a) + 1).min(chart_w));
                for c in cells.iter_mut().take(x1).skip(x0) {
                    *c = '█';
                }
            }
            let name = r.values.join(",");
            let name: String = if name.chars().count() > label_w {
                let mut s: String = name.chars().take(label_w - 1).collect();
                s.push('…');
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
                theme.dim(if r.category == "general" {
                    String::new()
                } else {
                    format!(" {}", r.category)
                }),
            ]));
        }
        let grouped: Vec<&Range> = ranges.iter().filter(|r| r.values.len() > 1).collect();
        if !grouped.is_empty() {
            out.push(Line::from(theme.strong("Coalesced")));
            for r in grouped {
                let segs: Vec<String> = r
                    .segments
                    .iter()
                    .map(|(a, b)| format!("[{a},{b})"))
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

#[cfg(test)]
mod tests {
    use super::parse_range;

    #[test]
    fn parses_coalesced_ranges() {
        let r = parse_range("a,b:[0,69)[112,117){general}").unwrap();
        assert_eq!(r.values, ["a", "b"]);
        assert_eq!(r.segments, [(0, 69), (112, 117)]);
        assert_eq!(r.category, "general");
        assert!(parse_range("; @f").is_none());
        let r = parse_range("p:[ph44,50)[50,60){general}").unwrap();
        assert_eq!(r.segments, [(44, 50), (50, 60)]);
    }
}
