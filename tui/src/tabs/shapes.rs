//! Every value of the selected loop with its shape at the selected VF:
//! uniform, unit-stride, strided, random or one of the SOA shapes. Each
//! shape has a colour and, for terminals without colours, a textual tag.

use lanes::model::{Shape, ShapesReport};
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::text::{Line, Span};

use super::{SelInfo, Selection, TabView, View, answer, at_vf, render_lines};
use crate::theme::Theme;

#[derive(Clone, Copy)]
pub struct ShapesTab;

/// The tag and colour of a shape: `uni`, `+1`, `s8` (strided, bytes),
/// `rnd`, the SOA shapes in magenta.
pub fn tag(shape: Shape) -> (String, Color) {
    match shape {
        Shape::Uniform => ("uni".into(), Color::Green),
        Shape::UnitStride(s) => (
            if s < 0 {
                format!("{s}")
            } else {
                format!("+{s}")
            },
            Color::Blue,
        ),
        Shape::Strided(s) => (format!("s{s}"), Color::Cyan),
        Shape::Random => ("rnd".into(), Color::Red),
        Shape::SoaSeq(s) => (format!("soa+{s}"), Color::Magenta),
        Shape::SoaStr(s) => (format!("soa×{s}"), Color::Magenta),
        Shape::SoaRnd => ("soa?".into(), Color::Magenta),
        Shape::Undef => ("undef".into(), Color::DarkGray),
    }
}

/// One shape of each kind, with what its tag means (the help overlay's
/// legend).
const SHAPES: [(Shape, &str); 9] = [
    (Shape::Uniform, "uniform: the same value in every lane"),
    (Shape::UnitStride(1), "unit stride: lane l holds v + l"),
    (
        Shape::UnitStride(-1),
        "reversed unit stride: lane l holds v - l",
    ),
    (
        Shape::Strided(8),
        "strided: lanes 8 apart (bytes for pointers)",
    ),
    (Shape::Random, "random: no known relation between lanes"),
    (
        Shape::SoaSeq(4),
        "SOA private, lane-invariant offset: lanes 4 bytes apart",
    ),
    (
        Shape::SoaStr(4),
        "SOA private, offset advancing 4 bytes per iteration",
    ),
    (Shape::SoaRnd, "SOA private with no usable stride"),
    (Shape::Undef, "not reached by the analysis"),
];

impl View for ShapesTab {
    type Data = ShapesReport;

    fn costs(&self) -> super::Costs {
        super::Costs::None
    }

    fn title(&self) -> &'static str {
        "Shapes"
    }

    fn legend(&self) -> Vec<(String, &'static str)> {
        let mut out: Vec<(String, &'static str)> = SHAPES
            .iter()
            .map(|&(shape, what)| (tag(shape).0, what))
            .collect();
        out.push(("div".into(), "a divergent branch (uni: uniform)"));
        out
    }

    fn applies(&self, sel: SelInfo) -> bool {
        super::applies_per_vf(sel)
    }

    fn per_vf(&self) -> bool {
        true
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<ShapesReport, String>> {
        at_vf(sel, |vf| {
            answer(an.shapes(
                &sel.file,
                sel.function.as_deref(),
                sel.loop_.as_deref(),
                vf,
                None,
            ))
        })
    }

    fn render(
        &self,
        r: &ShapesReport,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        render_lines(lines(r, theme), area, buf, view);
    }
}

pub fn lines<'a>(r: &'a ShapesReport, theme: &Theme) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    let legend = [
        ("uni", "uniform", Color::Green),
        ("+1", "unit stride", Color::Blue),
        ("s8", "strided (bytes)", Color::Cyan),
        ("rnd", "random", Color::Red),
        ("soa", "SOA private", Color::Magenta),
    ];
    out.push(Line::from(vec![
        theme.strong(format!("VF {}", r.vf)),
        theme.dim(format!(" · layout {:?}", r.layout)),
    ]));
    let mut l = Line::default();
    for (t, what, c) in legend {
        l.spans.push(Span::styled(t, theme.colour(c)));
        l.spans.push(theme.dim(format!(" {what}  ")));
    }
    out.push(l);
    out.push(Line::default());
    for v in &r.shapes.values {
        let (t, c) = tag(v.shape);
        out.push(Line::from(vec![
            Span::styled(format!("{t:<7}"), theme.colour(c)),
            Span::raw(v.text.as_str()),
        ]));
    }
    if !r.shapes.branches.is_empty() {
        out.push(Line::default());
        out.push(Line::from(theme.strong("Branches")));
        for b in &r.shapes.branches {
            out.push(Line::from(vec![
                if b.uniform {
                    Span::styled("uni    ", theme.colour(Color::Green))
                } else {
                    Span::styled("div    ", theme.colour(Color::Red))
                },
                Span::raw(b.block.as_str()),
            ]));
        }
    }
    for n in &r.shapes.notes {
        out.push(Line::from(theme.dim(n.as_str())));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_follow_the_shape() {
        assert_eq!(tag(Shape::UnitStride(-1)).0, "-1");
        assert_eq!(tag(Shape::UnitStride(1)).0, "+1");
        assert_eq!(tag(Shape::Strided(8)), ("s8".into(), Color::Cyan));
        assert_eq!(tag(Shape::SoaStr(4)).0, "soa×4");
        assert_eq!(tag(Shape::SoaRnd).0, "soa?");
    }
}
