//! The command line under a new user's hands: out-of-range target values,
//! VFs that are not the loop's, missing `--func`, unknown targets,
//! directories and empty files. Usage errors exit 2, errors in the input 1.

use expect_test::expect;

fn fixtures() -> String {
    format!("{}/../../fixtures/", env!("CARGO_MANIFEST_DIR"))
}

fn fixture(name: &str) -> String {
    format!("{}seeds/{name}", fixtures())
}

/// `lanes ARGS`: (exit code, stdout, stderr), fixture paths shortened.
fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    let clean = |b: Vec<u8>| {
        String::from_utf8(b)
            .unwrap()
            .replace(&fixtures(), "fixtures/")
    };
    (code, clean(out), clean(err))
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("lanes-usage-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn an_out_of_range_register_width_is_a_located_error_not_a_hang() {
    let dir = tempdir("range");
    let toml = dir.join("big.toml");
    let src = lanes::target::builtin_source("avx2")
        .unwrap()
        .replace("register_bits = 256", "register_bits = 16777216");
    std::fs::write(&toml, src).unwrap();
    let started = std::time::Instant::now();
    let (code, out, err) = run(&[
        "report",
        &fixture("vplan_examples.ll"),
        "--target",
        toml.to_str().unwrap(),
    ]);
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    assert_eq!(code, 1);
    assert_eq!(out, "");
    expect![[r#"
        DIR/big.toml:10:17: error: expected a power of two from 8 to 1024, found 16777216
        register_bits = 16777216
                        ^
    "#]]
    .assert_eq(&err.replace(&dir.display().to_string(), "DIR"));
}

#[test]
fn a_vf_outside_the_cost_table_exits_2_listing_the_vfs() {
    let file = fixture("vplan_examples.ll");
    for vf in ["3", "64"] {
        for cmd in ["vplan", "shapes", "vls"] {
            let (code, out, err) = run(&[cmd, &file, "--func", "vplan_if_blend", "--vf", vf]);
            assert_eq!(code, 2, "{cmd} --vf {vf}: {err}");
            assert_eq!(out, "");
            assert_eq!(
                err,
                format!(
                    "error: VF {vf} is not a VF of @vplan_if_blend loop for.body on this target (VFs: 2, 4, 8, 16, 32; `lanes cost` shows each)\n"
                )
            );
        }
    }
}

#[test]
fn vf_defaults_to_the_chosen_one() {
    let file = fixture("vplan_examples.ll");
    for cmd in ["vplan", "shapes", "vls"] {
        let (code, default, err) = run(&[cmd, &file, "--func", "vplan_if_blend"]);
        assert_eq!(code, 0, "{cmd}: {err}");
        let (_, eight, _) = run(&[cmd, &file, "--func", "vplan_if_blend", "--vf", "8"]);
        assert_eq!(default, eight, "{cmd}: the chosen VF is 8");
    }
    // A loop that is not vectorized has no chosen VF: the user picks one.
    let (code, _, err) = run(&["vplan", &file, "--func", "vplan_predicated_sdiv"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("is not vectorized"), "{err}");
    let (code, _, err) = run(&[
        "vplan",
        &file,
        "--func",
        "vplan_predicated_sdiv",
        "--vf",
        "4",
    ]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn usage_errors_exit_2() {
    let file = fixture("vplan_examples.ll");
    let (code, _, err) = run(&["cost", &file]);
    assert_eq!(code, 2, "missing --func: {err}");
    assert!(err.contains("choose one with --func"), "{err}");
    let (code, _, err) = run(&["cost", &file, "--target", "avx3"]);
    assert_eq!(code, 2, "unknown target: {err}");
    expect![[r#"
        error: unknown target `avx3`, expected one of `sse2`, `sse42`, `avx2`, `avx512`, `genx` or a path to a .toml file
    "#]]
    .assert_eq(&err);
    // An error in the question (no such function) stays 1.
    let (code, _, _) = run(&["cost", &file, "--func", "nonesuch"]);
    assert_eq!(code, 1);
}

#[test]
fn serve_refuses_a_message_limit_of_zero() {
    // 0 would refuse every message: a usage error before the server starts.
    let (code, out, err) = run(&["serve", "--max-message-bytes", "0"]);
    assert_eq!(code, 2, "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("--max-message-bytes"), "{err}");
    assert!(err.contains("at least 1"), "{err}");
}

#[test]
fn empty_files_directories_and_long_function_lists() {
    let dir = tempdir("messages");
    let empty = dir.join("empty.ll");
    std::fs::write(&empty, "").unwrap();
    let (code, _, err) = run(&["cost", empty.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert_eq!(err, "error: the file defines no functions\n");

    let (code, _, err) = run(&["cost", dir.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!("error: {} is a directory, not an .ll file\n", dir.display())
    );

    let many = dir.join("many.ll");
    let text: String = (0..40)
        .map(|i| format!("define void @f{i}() {{\nentry:\n  ret void\n}}\n"))
        .collect();
    std::fs::write(&many, text).unwrap();
    let (code, _, err) = run(&["cost", many.to_str().unwrap()]);
    assert_eq!(code, 2);
    expect![[r#"
        error: the file defines several functions; choose one with --func (@f0, @f1, @f2, @f3, @f4, @f5, @f6, @f7 and 32 more; `lanes functions FILE` lists all 40)
    "#]]
    .assert_eq(&err);
}

#[test]
fn lv_lines_of_a_vf_without_a_plan_are_an_error_not_silence() {
    let file = fixture("vplan_examples.ll");
    let args = [
        "vplan",
        &file,
        "--func",
        "vplan_predicated_sdiv",
        "--format",
        "lv",
    ];
    let (code, out, _) = run(&[&args[..], &["--vf", "4"]].concat());
    assert_eq!(code, 0);
    assert!(out.contains("LV: Vector loop of width 4"), "{out}");
    let (code, out, err) = run(&[&args[..], &["--vf", "32"]].concat());
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "error: VF 32 has no plan for @vplan_predicated_sdiv loop for.body, so LLVM prints no cost lines for it (`lanes cost` says why)\n"
    );
}

#[test]
fn each_subcommand_help_lists_only_its_formats() {
    for (cmd, formats) in [
        ("memrefs", "text, json"),
        ("bales", "text, json, igc"),
        ("vplan", "text, json, dot, lv"),
    ] {
        let (code, out, _) = run(&[cmd, "--help"]);
        assert_eq!(code, 0);
        let opt = |l: &&str| l.trim_start().starts_with("--format");
        let line = out.lines().find(opt).unwrap_or_else(|| panic!("{out}"));
        let next = out.lines().skip_while(|l| !opt(l)).nth(1).unwrap_or("");
        let text = format!("{line} {next}");
        assert!(
            text.contains(&format!("Output format: {formats}")),
            "{cmd}: {text}"
        );
        assert!(!text.contains("possible values"), "{cmd}: {text}");
    }
}

/// A function that does not parse is reported as skipped after the loops
/// of the others (whose verdicts still come).
#[test]
fn report_names_the_functions_it_skipped() {
    let file = format!(
        "{}/../../fixtures/invalid/bad_function.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    let (code, out, err) = run(&["report", &file]);
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("@good1"), "{out}");
    assert!(
        out.ends_with("1 function skipped (not parsed, see the errors above): @bad\n"),
        "{out}"
    );
    assert!(err.contains("error:"), "{err}");
}
