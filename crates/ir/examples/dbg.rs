//! Parses `.ll` files and reports timing and diagnostics; `-p` prints the module.
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let print = args.iter().any(|a| a == "-p");
    for path in args.iter().filter(|a| *a != "-p") {
        let text = std::fs::read_to_string(path).expect("readable UTF-8 file");
        let t = std::time::Instant::now();
        let mut n = 0;
        let mut m = None;
        while n == 0 || t.elapsed().as_millis() < 200 {
            m = Some(lanes_ir::parse_module(&text));
            n += 1;
        }
        let per = t.elapsed() / n;
        let (m, diags) = m.expect("parsed");
        eprintln!(
            "{path}: {} bytes in {per:?} ({:.0} MB/s)",
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
