//! Loop structure: nesting, latches, exits, preheader, trip count,
//! induction variables and `llvm.loop` hints of the selected loop (or of
//! every loop of the selected function or file).

use lanes::model::LoopInfo;
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::{SelInfo, Selection, TabView, View, answer, render_lines};
use crate::theme::Theme;

#[derive(Clone, Copy)]
pub struct StructureTab;

impl View for StructureTab {
    type Data = Vec<LoopInfo>;

    fn costs(&self) -> super::Costs {
        super::Costs::None
    }

    fn title(&self) -> &'static str {
        "Loops"
    }

    fn applies(&self, _sel: SelInfo) -> bool {
        true
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<Vec<LoopInfo>, String>> {
        answer(an.loops(&sel.file, sel.function.as_deref(), sel.loop_.as_deref()))
    }

    fn render(
        &self,
        loops: &Vec<LoopInfo>,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        render_lines(lines(loops, theme), area, buf, view);
    }
}

fn join(v: &[String]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

fn lines<'a>(loops: &'a [LoopInfo], theme: &Theme) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    if loops.is_empty() {
        out.push(Line::from(theme.dim("no loops")));
    }
    let mut function: Option<&str> = None;
    for l in loops {
        if function != Some(&l.function) {
            if function.is_some() {
                out.push(Line::default());
            }
            out.push(Line::from(theme.strong(format!("@{}", l.function))));
            function = Some(&l.function);
        } else {
            out.push(Line::default());
        }
        let pad = "  ".repeat(l.depth.saturating_sub(1) as usize);
        let mut facts = vec![format!("depth {}", l.depth)];
        if l.innermost {
            facts.push("innermost".into());
        }
        out.push(Line::from(vec![
            Span::raw(pad.clone()),
            theme.accent(l.path.clone()),
            Span::raw(" "),
            theme.strong(l.header.clone()),
            theme.dim(format!("  ({})", facts.join(", "))),
        ]));
        let field = |name: &'static str, value: String| {
            Line::from(vec![
                Span::raw(format!("{pad}  ")),
                theme.dim(format!("{name:<11}")),
                Span::raw(value),
            ])
        };
        out.push(field(
            "trip count",
            l.trip_count.map_or("unknown".into(), |n| n.to_string()),
        ));
        out.push(field(
            "preheader",
            l.preheader.clone().unwrap_or("none".into()),
        ));
        out.push(field("latches", join(&l.latches)));
        out.push(field("exiting", join(&l.exiting)));
        out.push(field("exits", join(&l.exits)));
        out.push(field("blocks", join(&l.blocks)));
        if let Some(p) = &l.parent {
            out.push(field("parent", p.clone()));
        }
        if l.inductions.is_empty() {
            out.push(field("IVs", "none".into()));
        }
        for (i, iv) in l.inductions.iter().enumerate() {
            let kind = if iv.pointer { " (pointer, bytes)" } else { "" };
            out.push(field(
                if i == 0 { "IVs" } else { "" },
                format!(
                    "{} = {} + {}·i{kind}; next {}",
                    iv.name, iv.start, iv.step, iv.update
                ),
            ));
        }
        for (i, (k, v)) in l.hints.iter().enumerate() {
            let text = if v.is_empty() {
                k.clone()
            } else {
                format!("{k} = {v}")
            };
            out.push(field(if i == 0 { "hints" } else { "" }, text));
        }
        if let Some(loc) =
            lanes::render::text::source_loc(l.start_loc.as_deref(), l.start_file.as_deref())
        {
            out.push(field("source", loc));
        }
    }
    out
}
