//! The library without its front ends: with default features off, `lanes`
//! compiles neither clap nor expect-test.

use std::process::Command;

#[test]
fn the_api_alone_needs_neither_clap_nor_expect_test() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["tree", "--offline", "-p", "lanes", "--no-default-features"])
        .args(["-e", "normal", "--prefix", "none"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output();
    let out = match out {
        Ok(o) if o.status.success() => String::from_utf8(o.stdout).unwrap(),
        Ok(o) => panic!("cargo tree failed: {}", String::from_utf8_lossy(&o.stderr)),
        Err(e) => return lanes_test_utils::skip(&format!("cargo not found ({e})")),
    };
    let crates: Vec<&str> = out.lines().filter_map(|l| l.split(' ').next()).collect();
    assert!(crates.contains(&"lanes-vec"), "{out}");
    for unwanted in ["clap", "clap_builder", "expect-test"] {
        assert!(!crates.contains(&unwanted), "{unwanted} in:\n{out}");
    }
    // And with them (the default), both are there.
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "tree",
            "--offline",
            "-p",
            "lanes",
            "-e",
            "normal",
            "--prefix",
            "none",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let out = String::from_utf8(out.stdout).unwrap();
    let crates: Vec<&str> = out.lines().filter_map(|l| l.split(' ').next()).collect();
    assert!(
        crates.contains(&"clap") && crates.contains(&"expect-test"),
        "{out}"
    );
}
