//! Writes each built-in target's TOML as JSON into `OUT_DIR`, so that the
//! binary reads its built-in targets with `serde_json` (a few dozen
//! instructions a byte) rather than `toml` (about 240), and the tables
//! stay written and edited as TOML. A file that does not parse here is
//! written as an empty string: `builtin` then parses the TOML itself and
//! reports the error with its file, line and column.

use std::path::Path;

const NAMES: [&str; 5] = ["sse2", "sse42", "avx2", "avx512", "genx"];

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/targets");
    for name in NAMES {
        let src = dir.join(format!("{name}.toml"));
        println!("cargo:rerun-if-changed={}", src.display());
        let text = std::fs::read_to_string(&src).expect("a built-in target's TOML");
        let json = toml::from_str::<toml::Value>(&text)
            .ok()
            .and_then(|v| serde_json::to_string(&v).ok())
            .unwrap_or_default();
        std::fs::write(Path::new(&out).join(format!("{name}.json")), json)
            .expect("OUT_DIR is writable");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
