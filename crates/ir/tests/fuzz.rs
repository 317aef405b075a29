//! Parsing never panics and every diagnostic points into the text: real IR
//! (the shared corpus when present, and this crate's test data) mutated,
//! truncated and spliced, plus garbage.

mod common;

use std::path::Path;
use std::sync::OnceLock;

use lanes_ir::{Diagnostic, parse_function, parse_module, print::print_module, split_module};
use proptest::prelude::*;

/// Inputs small enough to parse hundreds of times in a debug build: LLVM 14
/// era files and today's compilers' output (`tests/data/modern`).
fn seeds() -> &'static [String] {
    static SEEDS: OnceLock<Vec<String>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = common::ll_files(&root.join("tests/data"));
        files.extend(common::ll_files(&root.join("../../../shared/corpus")));
        let mut out = Vec::new();
        for text in files.iter().filter_map(|f| std::fs::read_to_string(f).ok()) {
            if text.len() < 24_000 {
                out.push(text);
            } else {
                // Larger files (the modern rustc and clang 22 output) seed
                // with each function on its own: debug records, `samesign`,
                // `splat`, new flags and attributes, without the megabytes
                // of debug metadata around them.
                out.extend(
                    split_module(&text)
                        .iter()
                        .filter(|i| i.kind == lanes_ir::ItemKind::Define)
                        .map(|i| i.text(&text).to_string())
                        .filter(|t| t.len() < 24_000),
                );
            }
        }
        out.push("define void @f() {\n  ret void\n}\n".into());
        out
    })
}

/// Fragments that stress the lexer and parser when spliced in.
const FRAGMENTS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    "\"",
    "c\"",
    "%",
    "@",
    "!",
    "#",
    "$",
    "\\",
    ":",
    "=",
    ",",
    "*",
    "...",
    "0x",
    "0xK",
    "-",
    "\n}\n",
    "\ndefine ",
    "\ndeclare ",
    "%\"",
    "@\"\\FF\"",
    "!{",
    "!DILocation(",
    "i99999999",
    "<vscale x",
    "label",
    "metadata",
    "\u{e9}",
    "\0",
    ";",
    "phi",
    "call",
    "asm",
    "to",
    "unwind",
    "distinct",
    "null",
    "zeroinitializer",
    "-1e999",
    "18446744073709551616",
    "i1",
    "ptr",
    "addrspace(",
    "\r\n",
    "#dbg_value(",
    "#dbg_declare(",
    "#dbg_assign(",
    "#dbg_label(",
    "samesign",
    "splat (",
    "ptrtoaddr",
    "target(\"",
    "captures(",
    "^0 = ",
    "uselistorder",
];

#[derive(Debug, Clone)]
enum Edit {
    Truncate(usize),
    Delete(usize, usize),
    Insert(usize, usize),
    Duplicate(usize, usize, usize),
    Garbage(usize, Vec<u8>),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), 0usize..64).prop_map(|(a, n)| Edit::Delete(a, n)),
        (any::<usize>(), 0..FRAGMENTS.len()).prop_map(|(a, f)| Edit::Insert(a, f)),
        (any::<usize>(), 0usize..200, any::<usize>())
            .prop_map(|(a, n, b)| Edit::Duplicate(a, n, b)),
        (
            any::<usize>(),
            proptest::collection::vec(any::<u8>(), 0..16)
        )
            .prop_map(|(a, g)| Edit::Garbage(a, g)),
    ]
}

fn floor(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn apply(text: &mut String, e: &Edit) {
    let at = |s: &str, i: usize| floor(s, if s.is_empty() { 0 } else { i % (s.len() + 1) });
    match e {
        Edit::Truncate(i) => {
            let i = at(text, *i);
            text.truncate(i);
        }
        Edit::Delete(i, n) => {
            let a = at(text, *i);
            let b = floor(text, a + n);
            text.replace_range(a..b, "");
        }
        Edit::Insert(i, f) => {
            let a = at(text, *i);
            text.insert_str(a, FRAGMENTS[*f]);
        }
        Edit::Duplicate(i, n, j) => {
            let a = at(text, *i);
            let b = floor(text, a + n);
            let piece = text[a..b].to_string();
            let c = at(text, *j);
            text.insert_str(c, &piece);
        }
        Edit::Garbage(i, bytes) => {
            let a = at(text, *i);
            text.insert_str(a, &String::from_utf8_lossy(bytes));
        }
    }
}

fn check_diags(text: &str, diags: &[Diagnostic]) -> Result<(), TestCaseError> {
    for d in diags {
        prop_assert!(
            d.offset as usize + d.len as usize <= text.len(),
            "diagnostic {:?} outside text of {} bytes",
            d,
            text.len()
        );
        // Rendering must work too.
        let _ = d.render("f.ll", text);
    }
    Ok(())
}

fn exercise(text: &str) -> Result<(), TestCaseError> {
    let (m, diags) = parse_module(text);
    check_diags(text, &diags)?;
    for item in split_module(text) {
        prop_assert!(item.span.start <= item.span.end && item.span.end as usize <= text.len());
        if item.kind == lanes_ir::ItemKind::Define {
            let t = item.text(text);
            let (_, d) = parse_function(t);
            check_diags(t, &d)?;
        }
    }
    let printed = print_module(&m);
    let (_, d) = parse_module(&printed);
    check_diags(&printed, &d)?;
    Ok(())
}

proptest! {
    // `FUZZ_CASES=100000` for a longer run.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("FUZZ_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(400),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn mutated_ir_never_panics(seed in any::<prop::sample::Index>(), edits in proptest::collection::vec(edit(), 1..6)) {
        let seeds = seeds();
        let mut text = seeds[seed.index(seeds.len())].clone();
        for e in &edits {
            apply(&mut text, e);
        }
        exercise(&text)?;
    }

    #[test]
    fn garbage_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        exercise(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn fragment_soup_never_panics(parts in proptest::collection::vec(0..FRAGMENTS.len(), 0..64)) {
        let text: String = parts.iter().map(|&i| FRAGMENTS[i]).collect::<Vec<_>>().join(" ");
        exercise(&text)?;
    }
}

#[test]
fn every_prefix_of_a_function_is_handled() {
    let text = seeds()
        .iter()
        .find(|s| s.contains("landingpad"))
        .unwrap_or(&seeds()[0]);
    let mut i = 0;
    while i <= text.len() {
        let t = &text[..floor(text, i)];
        let (_, d) = parse_module(t);
        assert!(d.iter().all(|d| (d.offset + d.len) as usize <= t.len()));
        i += 7;
    }
}
