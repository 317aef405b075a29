//! Instruction numbering of the selected GenX function, as `lanes numbering`
//! prints it: the bale dump with each instruction's number (`[7]`), the
//! numbers reserved for phi copies, the unoverlapper copies and the blocks
//! that splitting critical edges would add.

use std::collections::HashSet;
use std::ops::Range;

use lanes::genx::GenxDump;
use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{SelInfo, SelKind, Selection, Tab, TabData, TabView, visible};
use crate::theme::Theme;

pub struct NumberingTab;

/// What a line of the dump is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `for.body:`
    Block,
    /// `a.b_crit_edge:  // split edge`: a block splitting a critical edge.
    EdgeBlock,
    /// `[29]  // reserved for phi copy for %x`
    PhiSlot,
    /// `[60]  %x.unoverlapper = bitcast …`
    Unoverlapper,
    /// An instruction of a split-edge block (its branch).
    EdgeInst,
    /// A numbered instruction or bale line.
    Inst,
    /// `; @f` between functions.
    Comment,
}

/// The dump, split into classified lines once on the worker thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumberingData {
    pub lines: Vec<(Kind, String)>,
}

/// Numbers of a JSON array of numbers, or of `field` in an array of objects.
fn numbers(v: Option<&serde_json::Value>, field: Option<&str>) -> Vec<u64> {
    v.and_then(|v| v.as_array())
        .into_iter()
        .flatten()
        .filter_map(|x| match field {
            Some(f) => x.get(f)?.as_u64(),
            None => x.as_u64(),
        })
        .collect()
}

/// The number of a `[n]  …` line.
fn number_of(line: &str) -> Option<u64> {
    line.strip_prefix('[')?.split_once(']')?.0.parse().ok()
}

/// Classifies the lines of one function's dump with the numbering result.
pub fn classify(d: &GenxDump) -> Vec<(Kind, String)> {
    let r = &d.result;
    let slots: HashSet<u64> = numbers(r.get("phi_slots"), Some("number"))
        .into_iter()
        .collect();
    let unoverlappers: HashSet<u64> = numbers(r.get("unoverlappers"), None).into_iter().collect();
    let edges: Vec<Range<u64>> = numbers(r.get("edges"), Some("start"))
        .into_iter()
        .zip(numbers(r.get("edges"), Some("end")))
        .map(|(a, b)| a..b)
        .collect();
    d.text
        .lines()
        .map(|l| {
            let kind = match number_of(l) {
                Some(n) if slots.contains(&n) => Kind::PhiSlot,
                Some(n) if unoverlappers.contains(&n) => Kind::Unoverlapper,
                Some(n) if edges.iter().any(|e| e.contains(&n)) => Kind::EdgeInst,
                Some(_) => Kind::Inst,
                None if l.ends_with("// split edge") => Kind::EdgeBlock,
                None if l.starts_with(';') => Kind::Comment,
                None if l.ends_with(':') && !l.starts_with([' ', '\t']) => Kind::Block,
                None => Kind::Inst,
            };
            (kind, l.to_string())
        })
        .collect()
}

impl Tab for NumberingTab {
    fn title(&self) -> &'static str {
        "Numbering"
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.genx && sel.kind == SelKind::Function
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        let r = an.numbering(&sel.file, sel.function.as_deref())?;
        Ok(r.map(|dumps| {
            let several = dumps.len() > 1;
            let mut lines = Vec::new();
            for d in &dumps {
                if several {
                    lines.push((Kind::Comment, format!("; @{}", d.function)));
                }
                lines.extend(classify(d));
            }
            std::sync::Arc::new(NumberingData { lines }) as TabData
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
        let d = data
            .downcast_ref::<NumberingData>()
            .expect("numbering data");
        let range = visible(d.lines.len(), area.height, &mut view.scroll);
        let lines: Vec<Line> = d.lines[range]
            .iter()
            .map(|(k, l)| line(*k, l, theme))
            .collect();
        Paragraph::new(lines).render(area, buf);
    }
}

/// Numbers dim, block labels bold, what numbering adds to the IR (phi-copy
/// slots, unoverlappers, split-edge blocks) accented; the dump's own words
/// (`// reserved for phi copy`, `// split edge`) say the same without colour.
pub fn line<'a>(kind: Kind, l: &'a str, theme: &Theme) -> Line<'a> {
    let (num, rest) = match l.find(']') {
        Some(i) if l.starts_with('[') => l.split_at(i + 1),
        _ => ("", l),
    };
    let mut spans = Vec::new();
    if !num.is_empty() {
        spans.push(theme.dim(num));
    }
    match kind {
        Kind::Block => spans.push(theme.strong(rest)),
        Kind::EdgeBlock => match rest.split_once("  //") {
            Some((label, comment)) => {
                spans.push(theme.strong(label));
                spans.push(theme.accent(format!("  //{comment}")));
            }
            None => spans.push(theme.strong(rest)),
        },
        Kind::PhiSlot | Kind::Unoverlapper | Kind::EdgeInst => spans.push(theme.accent(rest)),
        Kind::Comment => spans.push(theme.dim(rest)),
        Kind::Inst => spans.push(Span::raw(rest)),
    }
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dump(text: &str, result: &str) -> GenxDump {
        GenxDump {
            function: "f".into(),
            text: text.into(),
            insts: vec![],
            args: vec![],
            result: serde_json::from_str(result).unwrap(),
        }
    }

    #[test]
    fn classifies_what_numbering_adds() {
        let d = dump(
            "entry:\n\
             [3]  br i1 %c, label %a, label %b\n\
             entry.b_crit_edge:  // split edge\n\
             [5]  // reserved for phi copy for %p\n\
             [7]  br label %b\n\
             a:\n\
             [10]  %p = phi i32 [ 0, %entry.b_crit_edge ]\n\
             [12]  %p.unoverlapper = bitcast i32 %p to i32\n\
             [14]  bale {\n",
            r#"{"phi_slots": [{"block": 0, "edge": 2, "number": 5, "phi": 2}],
                "unoverlappers": [12], "edges": [{"pred": 0, "succ": 2, "start": 4, "end": 8}]}"#,
        );
        let kinds: Vec<Kind> = classify(&d).into_iter().map(|(k, _)| k).collect();
        assert_eq!(
            kinds,
            [
                Kind::Block,
                Kind::Inst,
                Kind::EdgeBlock,
                Kind::PhiSlot,
                Kind::EdgeInst,
                Kind::Block,
                Kind::Inst,
                Kind::Unoverlapper,
                Kind::Inst,
            ]
        );
    }

    #[test]
    fn numbers_are_split_from_the_line() {
        let th = Theme { color: false };
        let l = line(Kind::Inst, "[3]  br label %a", &th);
        let parts: Vec<&str> = l.spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(parts, ["[3]", "  br label %a"]);
        let l = line(Kind::EdgeBlock, "e:  // split edge", &th);
        let parts: Vec<&str> = l.spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(parts, ["e:", "  // split edge"]);
    }
}
