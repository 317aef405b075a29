//! Where a function's blocks and instructions are in its text, by line:
//! what a listing of the text marks (a loop's blocks, a label, the
//! instruction written on a line) from the parse, without reading the
//! text again.

use std::ops::Range;

use la_arena::ArenaMap;

use crate::diag::LineIndex;
use crate::inst::{BlockId, InstId};
use crate::module::Function;

/// What one line of a function's text holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// The `define` line, or a line of the signature before the first block.
    Signature,
    /// A block's label (an entry block without one has none).
    Label(BlockId),
    /// The first line of an instruction.
    Inst(InstId),
    /// A further line of an instruction, or of a debug record written
    /// before it (`#dbg_value`).
    Continuation(InstId),
    /// A line holding only a comment.
    Comment,
    /// An empty line.
    Blank,
    /// The closing `}`, or what follows the last block.
    Other,
}

/// The zero-based lines of a function's text each block covers, and what
/// every line holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextLines {
    /// From the label (or the first instruction) to the terminator's last
    /// line, end exclusive.
    pub blocks: ArenaMap<BlockId, Range<u32>>,
    /// One per line of the text.
    pub kinds: Vec<LineKind>,
}

impl TextLines {
    /// The lines of `func` as parsed from `text` (its spans are relative
    /// to `text`).
    pub fn of(func: &Function, text: &str) -> TextLines {
        let index = LineIndex::new(text);
        let line = |offset: u32| index.line_col(offset).0;
        // Lines of a span, end exclusive; an empty span covers its line.
        let lines = |start: u32, end: u32| line(start)..line(end.max(start + 1) - 1) + 1;
        let mut kinds: Vec<LineKind> = text
            .lines()
            .map(|l| match l.trim_start() {
                "" => LineKind::Blank,
                t if t.starts_with(';') => LineKind::Comment,
                _ => LineKind::Other,
            })
            .collect();
        let mut set = |r: Range<u32>, first: LineKind, rest: LineKind| {
            for (k, l) in r.clone().enumerate() {
                if let Some(slot) = kinds.get_mut(l as usize) {
                    *slot = if k == 0 { first } else { rest };
                }
            }
        };
        let mut blocks = ArenaMap::default();
        let mut body_start = None;
        for &b in &func.layout {
            let data = &func.blocks[b];
            let range = lines(data.span.start, data.span.end);
            body_start.get_or_insert(range.start);
            if data.explicit_label {
                let label = line(data.span.start);
                set(label..label + 1, LineKind::Label(b), LineKind::Label(b));
            }
            for &i in &data.insts {
                let inst = &func.insts[i];
                for r in &inst.records {
                    let rl = lines(r.span.start, r.span.end);
                    set(rl, LineKind::Continuation(i), LineKind::Continuation(i));
                }
                let il = lines(inst.span.start, inst.span.end);
                set(il, LineKind::Inst(i), LineKind::Continuation(i));
            }
            blocks.insert(b, range);
        }
        let body_start = body_start.unwrap_or(kinds.len() as u32) as usize;
        for k in kinds.iter_mut().take(body_start) {
            if *k == LineKind::Other {
                *k = LineKind::Signature;
            }
        }
        TextLines { blocks, kinds }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_blocks_and_instructions() {
        let text = "define void @f(i1 %c) {\n  br label %l\n\nl:   ; preds = %0\n  ; a comment\n  switch i32 0, label %x [\n    i32 1, label %l\n  ]\n\nx:\n  ret void\n}\n";
        let (f, diags) = crate::parse_function(text);
        assert!(diags.is_empty(), "{diags:?}");
        let f = f.unwrap();
        let t = TextLines::of(&f, text);
        let ranges: Vec<(String, Range<u32>)> = f
            .layout
            .iter()
            .map(|&b| (f.blocks[b].name.to_string(), t.blocks[b].clone()))
            .collect();
        assert_eq!(
            ranges,
            [("0".into(), 1..2), ("l".into(), 3..8), ("x".into(), 9..11)]
        );
        let shape: String = t
            .kinds
            .iter()
            .map(|k| match k {
                LineKind::Signature => 'S',
                LineKind::Label(_) => 'L',
                LineKind::Inst(_) => 'I',
                LineKind::Continuation(_) => '+',
                LineKind::Comment => ';',
                LineKind::Blank => '_',
                LineKind::Other => 'o',
            })
            .collect();
        assert_eq!(shape, "SI_L;I++_LIo");
    }
}
