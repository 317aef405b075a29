//! Parse and loop-analysis throughput on a synthetic module of ≥ 5 MB, cold
//! and after a one-function edit. Run: `cargo bench -p lanes --bench foundation`.

use lanes_db::{RootDatabase, file_functions, loop_forest};

fn main() {
    divan::main();
}

const FUNCTIONS: usize = 4500;

fn module() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| lanes_ir::synth::large_module(FUNCTIONS))
}

/// Parse only: the whole module, every function body.
#[divan::bench(sample_count = 10)]
fn parse_module(b: divan::Bencher) {
    let text = module();
    b.counter(divan::counter::BytesCount::new(text.len()))
        .bench(|| lanes_ir::parse_module(divan::black_box(text)));
}

/// Cold: a fresh database, item tree + every function's IR, CFG, dominators,
/// loops, IVs, affine forms and trip counts.
#[divan::bench(sample_count = 10)]
fn cold_loop_analysis(b: divan::Bencher) {
    let text = module();
    b.counter(divan::counter::BytesCount::new(text.len()))
        .bench(|| {
            let mut db = RootDatabase::default();
            let file = db.set_file("big.ll", text);
            let mut loops = 0;
            for &f in file_functions(&db, file) {
                loops += loop_forest(&db, f).loops.len();
            }
            loops
        });
}

/// Incremental: edit one function's body, then ask for every function's loops again.
#[divan::bench(sample_count = 10)]
fn incremental_one_function_edit(b: divan::Bencher) {
    let text = module();
    let edited = text.replacen(
        "%k.next = add nuw nsw i64 %k, 1",
        "%k.next = add nuw nsw i64 %k, 1\n  %extra = add i64 %k, 3",
        1,
    );
    let mut db = RootDatabase::default();
    let file = db.set_file("big.ll", text);
    for &f in file_functions(&db, file) {
        loop_forest(&db, f);
    }
    let mut flip = false;
    b.bench_local(|| {
        flip = !flip;
        db.set_file("big.ll", if flip { &edited } else { text });
        let mut loops = 0;
        for &f in file_functions(&db, file) {
            loops += loop_forest(&db, f).loops.len();
        }
        loops
    });
}
