//! The IR of the selection as the analyses see it (parsed and printed
//! back), with line numbers; a selected loop's blocks are marked.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{SelInfo, Selection, Tab, TabData, TabView, visible};
use crate::glyph;
use crate::theme::Theme;

pub struct IrTab;

/// The printed IR and which lines belong to the selected loop.
pub struct IrData {
    pub lines: Vec<String>,
    /// Parallel to `lines`: inside one of the loop's blocks.
    pub in_loop: Vec<bool>,
    /// First line of the loop header, if a loop is selected.
    pub header_line: Option<usize>,
    /// Parallel to `lines`: an instruction a legality rule the loop fails
    /// is about (LLVM's remark points at it).
    pub offending: Vec<bool>,
}

/// The block label a line starts, if any (`for.body:   ; preds = ...`).
fn label_of(line: &str) -> Option<&str> {
    if line.starts_with([' ', '\t', ';', '}']) || line.starts_with("define") || line.is_empty() {
        return None;
    }
    let end = line.find(':')?;
    Some(line[..end].trim_matches('"'))
}

impl IrData {
    pub fn new(text: &str, loop_blocks: &[String], header: Option<&str>) -> IrData {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let mut in_loop = Vec::with_capacity(lines.len());
        let mut header_line = None;
        let mut inside = false;
        for (i, l) in lines.iter().enumerate() {
            if let Some(label) = label_of(l) {
                inside = loop_blocks.iter().any(|b| b == label);
                if header == Some(label) {
                    header_line = Some(i);
                }
            } else if l.starts_with('}') {
                inside = false;
            }
            in_loop.push(inside && !l.is_empty());
        }
        IrData {
            offending: vec![false; lines.len()],
            lines,
            in_loop,
            header_line,
        }
    }

    /// Marks the lines of the loop's blocks that print one of `insts`.
    pub fn mark_offending(&mut self, insts: &[String]) {
        for (i, l) in self.lines.iter().enumerate() {
            self.offending[i] = self.in_loop[i] && insts.iter().any(|x| x.trim() == l.trim());
        }
    }
}

impl Tab for IrTab {
    fn costs(&self) -> super::Costs {
        super::Costs::None
    }

    fn title(&self) -> &'static str {
        "IR"
    }

    fn hints(&self) -> &'static [(&'static str, &'static str)] {
        &[(glyph::LOOP_BLOCK, "loop blocks")]
    }

    fn legend(&self) -> Vec<(String, &'static str)> {
        vec![
            (
                glyph::LOOP_BLOCK.into(),
                "a line of the selected loop's blocks",
            ),
            (
                glyph::FAILED.into(),
                "an instruction a legality rule the loop fails is about (e shows every rule)",
            ),
        ]
    }

    fn applies(&self, _sel: SelInfo) -> bool {
        true
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        let text = match an.ir(&sel.file, sel.function.as_deref())? {
            Ok(t) => t,
            Err(e) => return Ok(Err(e.to_string())),
        };
        let (blocks, header) = match &sel.loop_ {
            Some(h) => match an.loops(&sel.file, sel.function.as_deref(), Some(h))? {
                Ok(ls) => (
                    ls.into_iter().flat_map(|l| l.blocks).collect(),
                    Some(h.as_str()),
                ),
                Err(e) => return Ok(Err(e.to_string())),
            },
            None => (Vec::new(), None),
        };
        let mut data = IrData::new(&text, &blocks, header);
        if let Some(h) = &sel.loop_ {
            // The instructions the loop's refusals are about.
            if let Ok(lg) = an.legality(&sel.file, sel.function.as_deref(), Some(h))? {
                let insts: Vec<String> = lg
                    .refusals
                    .iter()
                    .filter_map(|r| match &r.subject {
                        Some(lanes::model::Subject::Inst(i)) => Some(i.clone()),
                        _ => None,
                    })
                    .collect();
                data.mark_offending(&insts);
            }
        }
        Ok(Ok(std::sync::Arc::new(data)))
    }

    fn anchor(&self, data: &TabData) -> usize {
        let d = data.downcast_ref::<IrData>().expect("IR data");
        // A little context above the loop header.
        d.header_line.map_or(0, |l| l.saturating_sub(2))
    }

    fn render(
        &self,
        data: &TabData,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        let d = data.downcast_ref::<IrData>().expect("IR data");
        let width = d.lines.len().to_string().len();
        let range = visible(d.lines.len(), area.height, &mut view.scroll);
        let lines: Vec<Line> = range
            .map(|i| {
                let text = &d.lines[i];
                let body = if label_of(text).is_some() || text.starts_with("define") {
                    theme.strong(text)
                } else if text.trim_start().starts_with(';') {
                    theme.dim(text)
                } else {
                    Span::raw(text.as_str())
                };
                let mark = if d.offending[i] {
                    theme.error(glyph::FAILED)
                } else if d.in_loop[i] {
                    theme.accent(glyph::LOOP_BLOCK)
                } else {
                    Span::raw(" ")
                };
                let mut line =
                    Line::from(vec![theme.dim(format!("{:>width$} ", i + 1)), mark, body]);
                if d.in_loop[i] {
                    line = line.style(theme.loop_line());
                }
                line
            })
            .collect();
        Paragraph::new(lines).render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_the_loop_blocks() {
        let text = "define void @f() {\nentry:\n  br label %l\n\nl:   ; preds = %entry\n  br label %x\n\nx:\n  ret void\n}\n";
        let d = IrData::new(text, &["l".to_string()], Some("l"));
        let marked: Vec<&str> = d
            .lines
            .iter()
            .zip(&d.in_loop)
            .filter(|(_, m)| **m)
            .map(|(l, _)| l.as_str())
            .collect();
        assert_eq!(marked, ["l:   ; preds = %entry", "  br label %x"]);
        assert_eq!(d.header_line, Some(4));
        let mut d = d;
        d.mark_offending(&["br label %x".to_string(), "ret void".to_string()]);
        let marked: Vec<usize> = (0..d.lines.len()).filter(|&i| d.offending[i]).collect();
        // Only inside the loop's blocks.
        assert_eq!(marked, [5]);
    }
}
