//! Prints the best VF of every loop of the given `.ll` files (the embedded
//! demo workspace when none is given), using only the public API.
//!
//! ```sh
//! cargo run -p lanes --example best_vf -- fixtures/seeds/vplan_examples.ll
//! ```

use lanes::AnalysisHost;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut host = AnalysisHost::new();
    let mut paths = Vec::new();
    if args.is_empty() {
        for (path, text) in lanes::demo::files() {
            host.open_file(path, text);
            paths.push(path.to_string());
        }
    }
    for path in args {
        // `.ll` as is, `.bc` through llvm-dis.
        match host.open_path(&path) {
            Ok(opened) => paths.push(opened),
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(1);
            }
        }
    }
    let analysis = host.analysis();
    let verdicts = match analysis.vectorization_report(&paths) {
        Ok(Ok(v)) => v,
        Ok(Err(e)) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
        Err(cancelled) => unreachable!("nothing changes the host: {cancelled}"),
    };
    for v in verdicts {
        let why = v.reason.as_deref().unwrap_or("");
        if v.vectorized {
            println!(
                "{}: @{} {} ({}): VF {}, cost {} (scalar {})",
                v.file, v.function, v.loop_, v.path, v.vf, v.cost, v.scalar_cost
            );
        } else {
            println!(
                "{}: @{} {} ({}): scalar: {why}",
                v.file, v.function, v.loop_, v.path
            );
        }
    }
}
