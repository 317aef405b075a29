//! Parses `.ll` files and counts the functions that parse, with the most
//! frequent error messages and any panic:
//! `cargo run -p lanes-ir --example parse_stats -- FILES...` (`-v` lists every error).
use std::collections::BTreeMap;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "-v");
    let (mut defines, mut parsed, mut panics, mut files) = (0usize, 0usize, 0usize, 0usize);
    let mut messages: BTreeMap<String, (usize, String)> = BTreeMap::new();
    std::panic::set_hook(Box::new(|_| {}));
    for path in args.iter().filter(|a| *a != "-v") {
        let Ok(text) = std::fs::read_to_string(path) else {
            eprintln!("{path}: not readable as UTF-8");
            continue;
        };
        files += 1;
        let r = std::panic::catch_unwind(|| {
            let n = lanes_ir::split_module(&text)
                .iter()
                .filter(|i| i.kind == lanes_ir::ItemKind::Define)
                .count();
            let (m, diags) = lanes_ir::parse_module(&text);
            (n, m.functions.len(), diags)
        });
        let Ok((n, k, diags)) = r else {
            panics += 1;
            eprintln!("{path}: PANIC");
            continue;
        };
        defines += n;
        parsed += k;
        for d in diags
            .iter()
            .filter(|d| d.severity == lanes_ir::Severity::Error)
        {
            if verbose {
                eprint!("{}", d.render(path, &text));
            }
            let e = messages
                .entry(d.message.clone())
                .or_insert((0, d.render(path, &text)));
            e.0 += 1;
        }
    }
    let mut by_count: Vec<_> = messages.into_iter().collect();
    by_count.sort_by_key(|(_, (n, _))| std::cmp::Reverse(*n));
    for (msg, (n, first)) in by_count.iter().take(40) {
        println!("{n:6}  {msg}\n{first}");
    }
    println!("{files} files, {parsed}/{defines} functions parsed, {panics} panics");
}
