//! `lanes report` on pathological but valid modules, each shape at two
//! sizes so the slope shows (linear: 4× the time at 4× the size). Run:
//! `cargo bench -p lanes --bench pathological`. The same shapes as files:
//! `scripts/gen_pathological.py SHAPE N` (for comparing with `opt`).

use lanes_ir::synth::pathological as shape;

fn main() {
    divan::main();
}

fn report(text: &str) -> usize {
    let mut host = lanes::AnalysisHost::new();
    host.open_file("p.ll", text);
    let an = host.analysis();
    an.vectorization_report(&["p.ll".to_string()])
        .expect("not cancelled")
        .expect("report")
        .len()
}

fn run(b: divan::Bencher, text: String) {
    b.counter(divan::counter::BytesCount::new(text.len()))
        .bench(|| report(divan::black_box(&text)));
}

#[divan::bench(args = [250, 1000], sample_count = 3)]
fn deep_nest(b: divan::Bencher, n: usize) {
    run(b, shape::deep_nest(n));
}

#[divan::bench(args = [1000, 4000], sample_count = 3)]
fn siblings(b: divan::Bencher, n: usize) {
    run(b, shape::siblings(n));
}

#[divan::bench(args = [4000, 16000], sample_count = 3)]
fn load_sum(b: divan::Bencher, n: usize) {
    run(b, shape::load_sum(n));
}

#[divan::bench(args = [4000, 16000], sample_count = 3)]
fn wide_phi(b: divan::Bencher, n: usize) {
    run(b, shape::wide_phi(n));
}

#[divan::bench(args = [4000, 16000], sample_count = 3)]
fn long_loop(b: divan::Bencher, n: usize) {
    run(b, shape::long_loop(n));
}
