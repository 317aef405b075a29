//! The vISA of the selected GenX function beside the IR it came from: each
//! IR instruction on the left, the vISA its bale became on the right (an
//! instruction baled into another has none), each row under its `!dbg`
//! line (the `LOC` its vISA is written under), platform XeHPG as `lanes
//! visa` without `--cpu`.

use lanes::Analysis;
use lanes::model::VisaDump;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// Width of the IR column: longer instructions are cut with `…`.
const IR_WIDTH: usize = 64;

/// The tab: the façade's vISA rows, drawn as two columns.
pub fn tab() -> TextTab {
    TextTab {
        title: "vISA",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        costs: super::Costs::None,
        legend: &[
            ("7 …", "the instruction's !dbg line, its vISA's LOC"),
            (
                "IR │ vISA",
                "an instruction and the vISA of the bale it heads",
            ),
            ("IR │", "baled into a later instruction, or a branch"),
            (
                "// not written",
                "a bale the writer does not translate (docs/genx.md)",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(an.visa(&sel.file, sel.function.as_deref(), None), |d| {
                beside(d)
            })
        },
    }
}

/// Per function: the platform, then one row per IR instruction with its
/// vISA to the right.
fn beside(dumps: &[VisaDump]) -> String {
    let mut out = String::new();
    for d in dumps {
        out.push_str(&format!(
            "; vISA of @{} on {} ({}-byte GRF)\n",
            d.function, d.platform, d.grf_bytes
        ));
        for r in &d.rows {
            let loc = r.line.map(|l| l.to_string()).unwrap_or_default();
            let ir = cut(r.ir.trim(), IR_WIDTH);
            let mut lines = r.visa.iter();
            let first = lines.next().map(String::as_str).unwrap_or("");
            let row = format!("{loc:>5} {ir:<IR_WIDTH$} │ {first}");
            out.push_str(row.trim_end());
            out.push('\n');
            for l in lines {
                out.push_str(&format!("{:>5} {:<IR_WIDTH$} │ {l}\n", "", ""));
            }
        }
    }
    out
}

/// `s` cut to `n` characters, the last one `…` when cut.
fn cut(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        return s.to_string();
    }
    let mut t: String = s.chars().take(n - 1).collect();
    t.push('…');
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_put_the_visa_beside_its_instruction() {
        let d = VisaDump {
            function: "f".into(),
            platform: "XeHPG",
            grf_bytes: 32,
            visa: String::new(),
            rows: vec![
                lanes::model::VisaRow {
                    inst: 0,
                    line: Some(7),
                    ir: "%r = call <2 x i32> @llvm.genx.rdregioni(...)".into(),
                    visa: vec![],
                },
                lanes::model::VisaRow {
                    inst: 1,
                    line: Some(7),
                    ir: "%s = shl <2 x i32> %r, <i32 3, i32 3>".into(),
                    visa: vec!["shl (M1, 2) V33(0,0)<1>:d V32(0,0)<0;2,1>:d 0x3:d".into()],
                },
            ],
        };
        let text = beside(&[d]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "; vISA of @f on XeHPG (32-byte GRF)");
        assert!(lines[1].ends_with(" │"), "{:?}", lines[1]);
        assert!(lines[2].starts_with("    7 %s = shl"), "{:?}", lines[2]);
        assert!(lines[2].ends_with("│ shl (M1, 2) V33(0,0)<1>:d V32(0,0)<0;2,1>:d 0x3:d"));
        assert_eq!(cut("abcdef", 4), "abc…");
    }
}
