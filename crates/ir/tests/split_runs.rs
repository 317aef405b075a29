//! Splitting and parsing a module's text in runs on several threads
//! (`split_module_on`, `parse_module_items_on`) gives exactly what one
//! pass gives: the same items, module and diagnostics, whatever the
//! number of threads and runs, including when a cut falls inside a
//! string or a body.

use lanes_ir::{
    ItemKind, parse_items_on, parse_module_items, parse_module_items_on, split_module,
    split_module_on,
};

/// Checks every number of threads from 1 to 8 (the split cuts a few runs
/// per thread; the header's parse one per thread) against one pass.
fn same_in_runs(text: &str) {
    let items = split_module(text);
    let parsed = parse_module_items(text);
    let header: Vec<_> = items
        .iter()
        .filter(|i| i.kind != ItemKind::Define)
        .map(|i| (i.kind, i.span))
        .collect();
    for parts in 1..=8 {
        assert_eq!(split_module_on(text, parts), items, "split in {parts} runs");
        assert_eq!(
            parse_module_items_on(text, parts),
            parsed,
            "parsed in {parts} runs"
        );
        let (module, diags) = parse_items_on(text, &header, parts);
        assert_eq!(
            (&module, &diags),
            (&parsed.0, &parsed.2),
            "split items parsed in {parts} runs"
        );
    }
}

/// `n` global items of about 100 bytes each.
fn globals(prefix: &str, n: usize) -> String {
    (0..n)
        .map(|i| {
            format!("@{prefix}{i} = global [4 x i32] [i32 {i}, i32 1, i32 2, i32 3], align 16\n")
        })
        .collect()
}

#[test]
fn a_large_module_in_runs() {
    same_in_runs(&lanes_ir::synth::large_module(600));
}

#[test]
fn a_cut_inside_a_string_goes_on_to_the_end() {
    // Lines inside a string that look like items: the cut at the middle
    // of the text falls on one of them.
    let fake = globals("fake", 2000).replace('"', "");
    let text = format!(
        "{}@s = global [1 x i8] c\"\n{fake}\"\n{}",
        globals("a", 2000),
        globals("b", 2000)
    );
    same_in_runs(&text);
    assert!(
        split_module_on(&text, 2)
            .iter()
            .any(|i| i.name.as_deref() == Some("s"))
    );
}

#[test]
fn a_cut_inside_a_body_goes_on_to_the_end() {
    // A body whose lines begin with `!` and `@` (not IR a compiler
    // writes, but the splitter skips bodies by their closing line).
    let body: String = (0..3000)
        .map(|i| format!("!{i} = !{{}}\n@x{i} = foo\n"))
        .collect();
    let text = format!(
        "{}define void @f() {{\nentry:\n{body}}}\n{}",
        globals("a", 2000),
        globals("b", 2000)
    );
    same_in_runs(&text);
}

#[test]
fn errors_are_the_same_in_runs() {
    // Items that do not parse, on both sides of every cut.
    let bad: String = (0..4000)
        .map(|i| match i % 3 {
            0 => format!("@g{i} = global i32 {i}\n"),
            1 => format!("!{i} = !{{!\"x\", i32 @\n"),
            _ => format!("@h{i} = oops\n"),
        })
        .collect();
    same_in_runs(&bad);
    same_in_runs(&format!(
        "target triple = \"a\"\n{bad}target triple = \"b\"\n"
    ));
}
