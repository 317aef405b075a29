//! Parse throughput on a large module from today's compilers (rustc -O0 -g
//! output of a real crate, tens of MB, mostly debug metadata). The file is
//! not checked in: `scripts/bench_parse.sh` builds it and runs this bench
//! with `LANES_BENCH_MODERN=FILE`; without the variable the bench says so
//! and runs nothing.

fn main() {
    if std::env::var_os("LANES_BENCH_MODERN").is_none() {
        eprintln!("parse_modern: set LANES_BENCH_MODERN=FILE.ll (scripts/bench_parse.sh does)");
        return;
    }
    divan::main();
}

fn module() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| {
        let path = std::env::var("LANES_BENCH_MODERN").expect("checked in main");
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    })
}

/// The whole module: every item, every function body, all metadata.
#[divan::bench(sample_count = 5)]
fn parse_module(b: divan::Bencher) {
    let text = module();
    b.counter(divan::counter::BytesCount::new(text.len()))
        .bench(|| lanes_ir::parse_module(divan::black_box(text)));
}

/// Only the item split the database starts from (no parsing).
#[divan::bench(sample_count = 5)]
fn split_module(b: divan::Bencher) {
    let text = module();
    b.counter(divan::counter::BytesCount::new(text.len()))
        .bench(|| lanes_ir::split_module(divan::black_box(text)));
}
