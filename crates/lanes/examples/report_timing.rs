//! Times `lanes report` over a set of files in one process: cold (nothing
//! computed), then after a gather-cost edit (incremental: only the pricing
//! re-runs), then after an arithmetic-cost edit.
//!
//! `cargo run --release -p lanes --example report_timing -- FILES...`

use std::time::Instant;

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    let mut host = lanes::AnalysisHost::new();
    for f in &files {
        let text = String::from_utf8_lossy(&std::fs::read(f).expect("readable file")).into_owned();
        host.open_file(f, &text);
    }
    let report = |host: &lanes::AnalysisHost| {
        let t = Instant::now();
        let rows = host
            .analysis()
            .vectorization_report(&files)
            .expect("not cancelled")
            .expect("report");
        (
            t.elapsed(),
            rows.len(),
            rows.iter().filter(|r| r.vectorized).count(),
        )
    };
    let (cold, loops, vectorized) = report(&host);
    println!(
        "cold: {:.1} ms ({loops} loops, {vectorized} vectorized)",
        cold.as_secs_f64() * 1e3
    );
    let (warm, _, _) = report(&host);
    println!("unchanged: {:.2} ms", warm.as_secs_f64() * 1e3);
    host.set_cost(lanes::target::TableId::Memory, "gather_per_lane", 7)
        .expect("settable");
    let (inc, _, v2) = report(&host);
    println!(
        "after memory.gather_per_lane = 7: {:.2} ms ({:.1}% of cold, {v2} vectorized)",
        inc.as_secs_f64() * 1e3,
        100.0 * inc.as_secs_f64() / cold.as_secs_f64()
    );
    host.set_cost(lanes::target::TableId::Arith, "mul.i32", 5)
        .expect("settable");
    let (inc2, _, v3) = report(&host);
    println!(
        "after arith.mul.i32 = 5: {:.2} ms ({:.1}% of cold, {v3} vectorized)",
        inc2.as_secs_f64() * 1e3,
        100.0 * inc2.as_secs_f64() / cold.as_secs_f64()
    );
}
