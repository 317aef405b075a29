//! Instruction numbering of the selected GenX function, as `lanes numbering`
//! prints it: the bale dump with each instruction's number (`[7]`), the
//! numbers reserved for phi copies, the unoverlapper copies and the blocks
//! that splitting critical edges would add.

use lanes::model::{DumpLine, DumpLineKind as Kind};
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{SelInfo, SelKind, Selection, TabView, View, visible};
use crate::theme::Theme;

#[derive(Clone, Copy)]
pub struct NumberingTab;

/// The dump of every selected function, its lines typed by the façade.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumberingData {
    pub lines: Vec<DumpLine>,
}

impl View for NumberingTab {
    type Data = NumberingData;

    fn costs(&self) -> super::Costs {
        super::Costs::Genx
    }

    fn title(&self) -> &'static str {
        "Numbering"
    }

    fn legend(&self) -> Vec<(String, &'static str)> {
        vec![
            (
                "[7]".into(),
                "instruction number (a bale shares its head's)",
            ),
            (
                "// reserved".into(),
                "a number reserved for a phi copy (highlighted)",
            ),
            (
                "// split edge".into(),
                "a block splitting a critical edge would add",
            ),
        ]
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.genx && sel.kind == SelKind::Function
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<NumberingData, String>> {
        let r = an.numbered_dump(&sel.file, sel.function.as_deref())?;
        Ok(r.map(|dumps| {
            let several = dumps.len() > 1;
            let mut lines = Vec::new();
            for d in dumps {
                if several {
                    lines.push(DumpLine {
                        kind: Kind::Comment,
                        number: None,
                        text: format!("; @{}", d.function),
                        note: None,
                    });
                }
                lines.extend(d.lines);
            }
            NumberingData { lines }
        })
        .map_err(|e| e.to_string()))
    }

    fn render(
        &self,
        d: &NumberingData,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        let range = visible(d.lines.len(), area.height, &mut view.scroll);
        let lines: Vec<Line> = d.lines[range].iter().map(|l| line(l, theme)).collect();
        Paragraph::new(lines).render(area, buf);
    }
}

/// Numbers dim, block labels bold, what numbering adds to the IR (phi-copy
/// slots, unoverlappers, split-edge blocks) accented; the dump's own words
/// (`// reserved for phi copy`, `// split edge`) say the same without colour.
pub fn line<'a>(l: &'a DumpLine, theme: &Theme) -> Line<'a> {
    let mut spans = Vec::new();
    if let Some(n) = l.number {
        spans.push(theme.dim(format!("[{n}]")));
    }
    let rest = l.text.as_str();
    match l.kind {
        Kind::Block => spans.push(theme.strong(rest)),
        Kind::EdgeBlock => {
            spans.push(theme.strong(rest));
            if let Some(note) = &l.note {
                spans.push(theme.accent(format!("  {note}")));
            }
        }
        Kind::PhiSlot | Kind::Unoverlapper | Kind::EdgeInst => spans.push(theme.accent(rest)),
        Kind::Comment => spans.push(theme.dim(rest)),
        Kind::Inst => spans.push(Span::raw(rest)),
    }
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dump_line(kind: Kind, number: Option<u32>, text: &str, note: Option<&str>) -> DumpLine {
        DumpLine {
            kind,
            number,
            text: text.into(),
            note: note.map(str::to_string),
        }
    }

    #[test]
    fn numbers_are_drawn_apart_from_the_line() {
        let th = Theme { color: false };
        let l = dump_line(Kind::Inst, Some(3), "  br label %a", None);
        let drawn = line(&l, &th);
        let parts: Vec<&str> = drawn.spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(parts, ["[3]", "  br label %a"]);
        let l = dump_line(Kind::EdgeBlock, None, "e:", Some("// split edge"));
        let drawn = line(&l, &th);
        let parts: Vec<&str> = drawn.spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(parts, ["e:", "  // split edge"]);
    }

    /// The typed lines are the `lanes numbering` text, line for line.
    #[test]
    fn typed_lines_are_the_text_dump() {
        let mut host = lanes::AnalysisHost::new();
        let text = include_str!("../../../fixtures/seeds/genx_phi.ll");
        host.open_file("p.ll", text);
        let an = host.analysis();
        let typed = an.numbered_dump("p.ll", None).unwrap().unwrap();
        let dumps = an.numbering("p.ll", None).unwrap().unwrap();
        assert_eq!(typed.len(), dumps.len());
        for (t, d) in typed.iter().zip(&dumps) {
            let rendered: Vec<String> = t.lines.iter().map(DumpLine::render).collect();
            let printed: Vec<&str> = d.text.lines().collect();
            assert_eq!(rendered, printed);
        }
        let kinds: Vec<Kind> = typed
            .iter()
            .flat_map(|t| &t.lines)
            .map(|l| l.kind)
            .collect();
        assert!(kinds.contains(&Kind::PhiSlot), "{kinds:?}");
        assert!(kinds.contains(&Kind::Block), "{kinds:?}");
    }
}
