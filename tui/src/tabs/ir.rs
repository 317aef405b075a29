//! The IR of the selection as the `.ll` file has it, numbered as the file
//! is; a selected loop's blocks are marked, and Enter on an instruction's
//! line goes to its source line in the Source tab.

use lanes::model::{IrBlockLines, IrLineKind, IrListing};
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{SelInfo, Selection, TabView, View, visible_with_cursor};
use crate::glyph;
use crate::theme::Theme;

#[derive(Clone, Copy)]
pub struct IrTab;

/// The IR's lines and which belong to the selected loop.
pub struct IrData {
    pub lines: Vec<String>,
    /// Parallel to `lines`: the line's number in the file.
    pub numbers: Vec<u32>,
    /// Parallel to `lines`: the source line (debug-info file name, line)
    /// of the instruction written on it.
    pub sources: Vec<Option<(String, u32)>>,
    /// Parallel to `lines`: what the parser found on it.
    pub kinds: Vec<IrLineKind>,
    /// Parallel to `lines`: inside one of the loop's blocks.
    pub in_loop: Vec<bool>,
    /// First line of the loop header, if a loop is selected.
    pub header_line: Option<usize>,
    /// Parallel to `lines`: an instruction a legality rule the loop fails
    /// is about (LLVM's remark points at it).
    pub offending: Vec<bool>,
}

impl IrData {
    /// The façade's listing (`Analysis::ir_listing`), the loop's blocks
    /// (of `function`) and its header marked from the listing's block
    /// lines.
    pub fn of_listing(
        listing: IrListing,
        function: Option<&str>,
        loop_blocks: &[String],
        header: Option<&str>,
    ) -> IrData {
        let n = listing.lines.len();
        let mut lines = Vec::with_capacity(n);
        let mut numbers = Vec::with_capacity(n);
        let mut sources = Vec::with_capacity(n);
        let mut kinds = Vec::with_capacity(n);
        for l in listing.lines {
            lines.push(l.text);
            numbers.push(l.line);
            sources.push(l.source);
            kinds.push(l.kind);
        }
        let of_loop: Vec<&IrBlockLines> = listing
            .blocks
            .iter()
            .filter(|b| Some(b.function.as_str()) == function)
            .filter(|b| loop_blocks.contains(&b.label))
            .collect();
        let in_loop = numbers
            .iter()
            .zip(&kinds)
            .map(|(&n, &k)| {
                k != IrLineKind::Blank && of_loop.iter().any(|b| (b.first..=b.last).contains(&n))
            })
            .collect();
        let header_line = of_loop
            .iter()
            .find(|b| Some(b.label.as_str()) == header)
            .and_then(|b| numbers.iter().position(|&n| n == b.first));
        IrData {
            offending: vec![false; n],
            lines,
            numbers,
            sources,
            kinds,
            in_loop,
            header_line,
        }
    }

    /// Marks the instruction lines of the loop's blocks that write one
    /// of `insts` (spacing aside: a refusal names its instruction by its
    /// text, which the file's line is compared with).
    pub fn mark_offending(&mut self, insts: &[String]) {
        let words = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let insts: Vec<String> = insts.iter().map(|x| words(x)).collect();
        for (i, l) in self.lines.iter().enumerate() {
            self.offending[i] = self.in_loop[i] && self.kinds[i] == IrLineKind::Inst && {
                let l = words(l);
                insts.contains(&l)
            };
        }
    }

    /// Marks the instructions on these lines of the file (ascending), the
    /// ones a refusal names by its place.
    pub fn mark_lines(&mut self, lines: &[u32]) {
        for (i, n) in self.numbers.iter().enumerate() {
            if self.kinds[i] == IrLineKind::Inst && lines.binary_search(n).is_ok() {
                self.offending[i] = true;
            }
        }
    }

    /// The first line of an instruction from source line `line` of `file`.
    pub fn line_of_source(&self, file: &str, line: u32) -> Option<usize> {
        self.sources
            .iter()
            .position(|s| s.as_ref().is_some_and(|(f, l)| f == file && *l == line))
    }
}

impl View for IrTab {
    type Data = IrData;

    fn jump_side(&self) -> Option<super::JumpSide> {
        Some(super::JumpSide::Ir)
    }

    fn location_at(&self, d: &IrData, line: usize) -> Option<(String, u32)> {
        d.sources.get(line).cloned().flatten()
    }

    fn line_of_location(&self, d: &IrData, file: &str, line: u32) -> Option<usize> {
        d.line_of_source(file, line)
    }

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

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<IrData, String>> {
        let listing = match an.ir_listing(&sel.file, sel.function.as_deref())? {
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
        let mut data = IrData::of_listing(listing, sel.function.as_deref(), &blocks, header);
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
            if let Ok(lines) = an.refused_lines(&sel.file, sel.function.as_deref(), Some(h))? {
                data.mark_lines(&lines);
            }
        }
        Ok(Ok(data))
    }

    fn anchor(&self, d: &IrData) -> usize {
        // A little context above the loop header.
        d.header_line.map_or(0, |l| l.saturating_sub(2))
    }

    fn has_cursor(&self) -> bool {
        true
    }

    fn cursor_anchor(&self, d: &IrData) -> usize {
        d.header_line.unwrap_or(0)
    }

    fn render(&self, d: &IrData, area: Rect, buf: &mut Buffer, view: &mut TabView, theme: &Theme) {
        let width = d.numbers.last().copied().unwrap_or(1).to_string().len();
        let range = visible_with_cursor(d.lines.len(), area.height, view);
        let lines: Vec<Line> = range
            .map(|i| {
                let text = &d.lines[i];
                let body = match d.kinds[i] {
                    IrLineKind::Label | IrLineKind::Signature => theme.strong(text),
                    IrLineKind::Comment => theme.dim(text),
                    _ => Span::raw(text.as_str()),
                };
                let mark = if d.offending[i] {
                    theme.error(glyph::FAILED)
                } else if d.in_loop[i] {
                    theme.accent(glyph::LOOP_BLOCK)
                } else {
                    Span::raw(" ")
                };
                let mut line = Line::from(vec![
                    theme.dim(format!("{:>width$} ", d.numbers[i])),
                    mark,
                    body,
                ]);
                if i == view.cursor {
                    line = line.style(theme.selected(false));
                } else if d.in_loop[i] {
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
    fn marks_the_loop_blocks_from_the_listing() {
        let text = "define void @f() {\nentry:\n  br label %l\n\nl:   ; preds = %entry\n  ; l's\n  br label %x\n\nx:\n  ret void\n}\n";
        let mut host = lanes::AnalysisHost::new();
        host.open_file("t.ll", text);
        let listing = host
            .analysis()
            .ir_listing("t.ll", Some("f"))
            .unwrap()
            .unwrap();
        let d = IrData::of_listing(listing, Some("f"), &["l".to_string()], Some("l"));
        let marked: Vec<&str> = d
            .lines
            .iter()
            .zip(&d.in_loop)
            .filter(|(_, m)| **m)
            .map(|(l, _)| l.as_str())
            .collect();
        assert_eq!(
            marked,
            ["l:   ; preds = %entry", "  ; l's", "  br label %x"]
        );
        assert_eq!(d.header_line, Some(4));
        let mut d = d;
        d.mark_offending(&["br label %x".to_string(), "ret void".to_string()]);
        let marked: Vec<usize> = (0..d.lines.len()).filter(|&i| d.offending[i]).collect();
        // Only inside the loop's blocks.
        assert_eq!(marked, [6]);
        // By place: the file's line 10 (`ret void`), but not a label's.
        d.mark_lines(&[5, 10]);
        let marked: Vec<usize> = (0..d.lines.len()).filter(|&i| d.offending[i]).collect();
        assert_eq!(marked, [6, 9]);
    }

    #[test]
    fn marks_a_refused_instruction_with_metadata() {
        let text = "declare void @ext()

define void @f(ptr %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @ext(), !dbg !9
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: \"k.c\", directory: \"/tmp\")
!3 = !{i32 2, !\"Debug Info Version\", i32 3}
!7 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, unit: !0)
!9 = !DILocation(line: 4, column: 5, scope: !7)
";
        let mut host = lanes::AnalysisHost::new();
        host.open_file("t.ll", text);
        let sel = Selection {
            file: "t.ll".into(),
            function: Some("f".into()),
            loop_: Some("loop".into()),
            vf: None,
        };
        let d = View::fetch(&IrTab, &host.analysis(), &sel)
            .unwrap()
            .unwrap();
        let marked: Vec<&str> = (0..d.lines.len())
            .filter(|&i| d.offending[i])
            .map(|i| d.lines[i].trim())
            .collect();
        assert_eq!(marked, ["call void @ext(), !dbg !9"]);
    }
}
