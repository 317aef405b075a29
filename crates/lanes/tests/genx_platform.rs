//! Changing the GenX platform (`--cpu`: the CLI's option, a `serve`
//! query's arguments) recomputes the platform-keyed GenX passes only:
//! region collapsing, legalization, post-legalization and the vISA writer
//! run again, while
//! parsing, baling, categories, liveness, coalescing and register
//! allocation (keyed by the target, not the platform) are reused.

use std::io::{BufRead, BufReader, Write};

use expect_test::expect;
use lanes::AnalysisHost;
use lanes::commands::{Command, FuncSel, PassArgs};
use lanes::format::Output;

/// A 32-wide dword add of two region reads: two 32-byte GRFs hold 16
/// dwords (XeHPG splits it 16+16), two 64-byte GRFs all 32 (Xe2 does not).
const SRC: &str = "define <32 x i32> @k(<64 x i32> %m, <32 x i32> %b) {
entry:
  %a = call <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32> %m, i32 0, i32 32, i32 1, i16 0, i32 undef)
  %s = add <32 x i32> %a, %b
  ret <32 x i32> %s
}

declare <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32>, i32, i32, i32, i16, i32)
";

fn sel() -> FuncSel {
    FuncSel {
        file: "k.ll".into(),
        func: None,
    }
}

fn pass(cpu: &str) -> PassArgs {
    PassArgs {
        sel: sel(),
        cpu: Some(cpu.to_string()),
    }
}

/// What the server answers a query with: the command's JSON.
fn answer(host: &AnalysisHost, c: &Command) -> String {
    match c.execute_json_text(&host.analysis(), &["k.ll".to_string()], &Default::default()) {
        Ok(Output::Json(v)) => v.to_string(),
        Ok(Output::JsonText(t)) => t,
        Ok(_) => panic!("not JSON"),
        Err(e) => panic!("{e}"),
    }
}

/// Every GenX command on `cpu`, the target-keyed ones included.
fn every_genx_command(host: &AnalysisHost, cpu: &str) -> Vec<String> {
    [
        Command::Bales(sel()),
        Command::Liveness(sel()),
        Command::Regalloc(sel()),
        Command::Collapse(pass(cpu)),
        Command::Legalize(pass(cpu)),
        Command::Visa(pass(cpu)),
        Command::Postlegal(pass(cpu)),
    ]
    .iter()
    .map(|c| answer(host, c))
    .collect()
}

/// The distinct queries that ran since the last call.
fn ran(host: &AnalysisHost) -> Vec<String> {
    let mut r = host.take_executed();
    r.dedup();
    r
}

#[test]
fn changing_the_platform_reruns_the_platform_passes_only() {
    let mut host = AnalysisHost::new();
    host.choose_target_named("genx").unwrap();
    host.open_file("k.ll", SRC);
    let hpg = every_genx_command(&host, "XeHPG");
    host.take_executed();
    // The same platform again: nothing runs.
    assert_eq!(every_genx_command(&host, "XeHPG"), hpg);
    assert_eq!(ran(&host), Vec::<String>::new());
    // Another platform: the four platform-keyed passes, once each.
    let xe2 = every_genx_command(&host, "Xe2");
    expect![[r#"
        [
            "legalization",
            "post_legalization",
            "region_collapsing",
            "visa_text",
        ]
    "#]]
    .assert_debug_eq(&ran(&host));
    // Their answers are the new platform's; the others are unchanged.
    assert_eq!(xe2[..3], hpg[..3]);
    // Legalization: XeHPG splits the add 16+16, Xe2 leaves it whole.
    let after = |answer: &str| {
        let v: serde_json::Value = serde_json::from_str(answer).unwrap();
        v["result"][0]["after"].as_str().unwrap().to_string()
    };
    expect![[r#"
        define <32 x i32> @k(<64 x i32> %m, <32 x i32> %b) {
        entry:
          %a.split0 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %m, i32 16, i32 16, i32 1, i16 0, i32 undef)
          %b.split0 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32> %b, i32 16, i32 16, i32 1, i16 0, i32 undef)
          %s.split0 = add <16 x i32> %a.split0, %b.split0
          %s.split0.join0 = call <32 x i32> @llvm.genx.wrregioni.v32i32.v16i32.i16.i1(<32 x i32> undef, <16 x i32> %s.split0, i32 0, i32 16, i32 1, i16 0, i32 undef, i1 true)
          %a.split16 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %m, i32 16, i32 16, i32 1, i16 64, i32 undef)
          %b.split16 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32> %b, i32 16, i32 16, i32 1, i16 64, i32 undef)
          %s.split16 = add <16 x i32> %a.split16, %b.split16
          %s.split16.join16 = call <32 x i32> @llvm.genx.wrregioni.v32i32.v16i32.i16.i1(<32 x i32> %s.split0.join0, <16 x i32> %s.split16, i32 0, i32 16, i32 1, i16 64, i32 undef, i1 true)
          ret <32 x i32> %s.split16.join16
        }
    "#]].assert_eq(&after(&hpg[4]));
    expect![[r#"
        define <32 x i32> @k(<64 x i32> %m, <32 x i32> %b) {
        entry:
          %a = call <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32> %m, i32 0, i32 32, i32 1, i16 0, i32 undef)
          %s = add <32 x i32> %a, %b
          ret <32 x i32> %s
        }
    "#]].assert_eq(&after(&xe2[4]));
    // Post-legalization reads the legalized function: its `before` is
    // legalization's `after`, on each platform.
    for (answers, cpu) in [(&hpg, "XeHPG"), (&xe2, "Xe2")] {
        let legal: serde_json::Value = serde_json::from_str(&answers[4]).unwrap();
        let post: serde_json::Value = serde_json::from_str(&answers[6]).unwrap();
        assert_eq!(post["result"][0]["platform"], cpu);
        assert_eq!(post["result"][0]["before"], legal["result"][0]["after"]);
    }
    // Back to XeHPG: every answer is remembered, nothing runs.
    assert_eq!(every_genx_command(&host, "XeHPG"), hpg);
    assert_eq!(ran(&host), Vec::<String>::new());
}

#[test]
fn serve_answers_legalize_for_the_cpu_its_arguments_name() {
    let (req_r, mut req_w) = std::io::pipe().unwrap();
    let (resp_r, resp_w) = std::io::pipe().unwrap();
    let server = std::thread::spawn(move || lanes::serve::serve(req_r, resp_w));
    let mut responses = BufReader::new(resp_r);
    let mut ask = |msg: serde_json::Value| {
        writeln!(req_w, "{msg}").unwrap();
        let mut line = String::new();
        responses.read_line(&mut line).unwrap();
        serde_json::from_str::<serde_json::Value>(&line).unwrap()
    };
    let open = serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "open",
                                  "params": {"path": "k.ll", "text": SRC}});
    ask(open);
    let legalize = |id: u64, cpu: &str| {
        serde_json::json!({"jsonrpc": "2.0", "id": id, "method": "query",
            "params": {"path": "k.ll", "query": "legalize", "args": ["--cpu", cpu]}})
    };
    let hpg = ask(legalize(2, "XeHPG"));
    let xe2 = ask(legalize(3, "Xe2"));
    let dump = |r: &serde_json::Value| r["result"]["result"][0].clone();
    assert_eq!(dump(&hpg)["platform"], "XeHPG");
    assert_eq!(dump(&xe2)["platform"], "Xe2");
    assert_eq!(dump(&hpg)["grf_bytes"], 32);
    assert_eq!(dump(&xe2)["grf_bytes"], 64);
    assert_ne!(dump(&hpg)["after"], dump(&xe2)["after"]);
    ask(serde_json::json!({"jsonrpc": "2.0", "id": 4, "method": "shutdown"}));
    writeln!(
        req_w,
        "{}",
        serde_json::json!({"jsonrpc": "2.0", "method": "exit"})
    )
    .unwrap();
    assert_eq!(server.join().unwrap(), 0);
}

#[test]
fn a_malformed_region_intrinsic_is_an_error_at_the_call() {
    let mut host = AnalysisHost::new();
    host.open_file(
        "bad.ll",
        "define <8 x i32> @k(<16 x i32> %m) {
entry:
  %a = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %m, i32 0, i32 8)
  ret <8 x i32> %a
}
declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32)
",
    );
    let d = host.analysis().diagnostics("bad.ll").unwrap().unwrap();
    let rendered: String = d.iter().map(|d| d.rendered.clone()).collect();
    expect![[r#"
        bad.ll:3:3: error: llvm.genx.rdregioni.v8i32.v16i32.i16 takes 5 to 6 arguments, not 3
          %a = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %m, i32 0, i32 8)
          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
    "#]]
    .assert_eq(&rendered);
    // Well-formed region intrinsics: nothing to say.
    host.open_file("k.ll", SRC);
    assert!(
        host.analysis()
            .diagnostics("k.ll")
            .unwrap()
            .unwrap()
            .is_empty()
    );
}
