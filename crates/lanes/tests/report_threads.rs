//! The one-shot report is the same bytes whatever the number of threads
//! and the batch size it is made with (`LANES_THREADS`,
//! `AnalysisHost::report_in_batches`): the functions are dealt to the
//! threads as they come, so only a result that depended on the order of
//! computation could differ. `scripts/report_threads.sh` checks the same
//! on the binary and large modules.
//!
//! The one-shot report decides each loop with a `lanes_vec::Planner`,
//! which memoizes no per-VF work; a host that answers again after edits
//! reads every intermediate through its query. Both give the same bytes.
//!
//! One test in this binary: it sets the environment variable, which no
//! other thread reads meanwhile.

use lanes::AnalysisHost;
use lanes::commands::{Command, ReportArgs};
use lanes::format::Output;

/// The JSON report of `files` made in batches of `batch` functions on
/// `threads` threads, as `lanes report --format json` makes it.
/// Without a batch size: as the server answers, every intermediate
/// memoized.
fn report(files: &[(String, String)], threads: usize, batch: Option<usize>) -> String {
    // SAFETY: the only test of this binary; no other thread reads the
    // environment while it is set.
    unsafe { std::env::set_var("LANES_THREADS", threads.to_string()) };
    let mut host = AnalysisHost::without_log();
    let paths: Vec<String> = files.iter().map(|(p, _)| p.clone()).collect();
    for (p, text) in files {
        host.open_file(p, text);
    }
    if let Some(batch) = batch {
        host.report_in_batches(&paths, batch).unwrap();
    }
    let command = Command::Report(ReportArgs {
        files: paths.iter().map(Into::into).collect(),
        ..ReportArgs::default()
    });
    let Ok(Output::JsonText(text)) =
        command.execute_json_text(&host.analysis(), &paths, &Default::default())
    else {
        panic!("no JSON answer");
    };
    text
}

#[test]
fn the_report_does_not_depend_on_the_threads() {
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures");
    let dirs = [fixtures.join("views"), fixtures.join("seeds")];
    let mut files: Vec<(String, String)> = dirs
        .iter()
        .flat_map(|d| std::fs::read_dir(d).unwrap())
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "ll").then(|| {
                let text = std::fs::read_to_string(&p).unwrap();
                (p.display().to_string(), text)
            })
        })
        .collect();
    files.sort();
    files.push(("synth.ll".into(), lanes_ir::synth::large_module(120)));
    let one = report(&files, 1, Some(16));
    assert!(one.matches("\"loop\":").count() > 100, "{one}");
    // `usize::MAX`: the whole report in one batch, as the CLI makes a
    // small one.
    for (threads, batch) in [(2, 16), (3, 1), (4, 7), (2, 1000), (2, usize::MAX)] {
        let other = report(&files, threads, Some(batch));
        assert!(
            one == other,
            "{threads} threads, batches of {batch}: the report differs"
        );
    }
    let memoized = report(&files, 2, None);
    assert!(
        one == memoized,
        "the one-shot report differs from the memoized one"
    );
    // SAFETY: as in `report`.
    unsafe { std::env::remove_var("LANES_THREADS") };
}
