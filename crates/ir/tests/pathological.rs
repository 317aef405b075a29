//! The pathological shapes of the scaling benchmarks are valid IR: they
//! parse without errors and, when LLVM 14's `llvm-as` is installed, LLVM
//! accepts them.

use lanes_ir::synth::pathological as shape;

const LLVM_AS: &str = "/usr/lib/llvm-14/bin/llvm-as";

#[test]
fn shapes_are_valid_ir() {
    let shapes = [
        ("deep_nest", shape::deep_nest(20)),
        ("siblings", shape::siblings(20)),
        ("load_sum", shape::load_sum(20)),
        ("wide_phi", shape::wide_phi(20)),
        ("long_loop", shape::long_loop(20)),
    ];
    for (name, text) in &shapes {
        let (m, diags) = lanes_ir::parse_module(text);
        assert!(diags.is_empty(), "{name}: {diags:?}");
        assert_eq!(m.functions.len(), 1, "{name}");
        if std::path::Path::new(LLVM_AS).exists() {
            let path =
                std::env::temp_dir().join(format!("lanes-shape-{name}-{}.ll", std::process::id()));
            std::fs::write(&path, text).unwrap();
            let out = std::process::Command::new(LLVM_AS)
                .arg(&path)
                .args(["-o", "/dev/null"])
                .output()
                .unwrap();
            let _ = std::fs::remove_file(&path);
            assert!(
                out.status.success(),
                "{name}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}
