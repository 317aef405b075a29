//! Parses `.ll` files and reports timing (whole module, item skeleton, item
//! split) and diagnostics; `-p` prints the module.
use std::time::{Duration, Instant};

fn per_run<T>(mut f: impl FnMut() -> T) -> (Duration, T) {
    let t = Instant::now();
    let mut n = 0;
    let mut last = None;
    while n == 0 || t.elapsed().as_millis() < 200 {
        last = Some(f());
        n += 1;
    }
    (t.elapsed() / n, last.expect("ran once"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let print = args.iter().any(|a| a == "-p");
    for path in args.iter().filter(|a| *a != "-p") {
        let text = std::fs::read_to_string(path).expect("readable UTF-8 file");
        let (per, (m, diags)) = per_run(|| lanes_ir::parse_module(&text));
        let (items, _) = per_run(|| lanes_ir::parse_module_items(&text));
        let (split, _) = per_run(|| lanes_ir::split_module(&text));
        eprintln!(
            "{path}: {} bytes: module {per:?} ({:.0} MB/s), items without bodies {items:?}, split {split:?}",
            text.len(),
            text.len() as f64 / per.as_secs_f64() / 1e6
        );
        for d in diags.iter().take(5) {
            eprint!("{}", d.render(path, &text));
        }
        if print {
            print!("{}", lanes_ir::print::print_module(&m));
        }
    }
}
