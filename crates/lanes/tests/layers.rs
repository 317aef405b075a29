//! The façade's layering, checked: a module only names modules of its own
//! layer or below (`docs/architecture.md`, "The façade in layers"). Code
//! lines are read, comments are not, so doc links may point anywhere.

use std::path::Path;

/// Layers from the bottom; a module may use its own layer's other modules
/// only where listed in `SIDEWAYS`.
const LAYERS: &[&[&str]] = &[
    &["input", "demo"],
    &["error", "model"],
    &["host"],
    &["analysis"],
    &["render"],
    &["format"],
    &["commands"],
    &["args"],
    &["serve"],
    &["cli", "testing"],
];

/// Same-layer uses that are allowed (user, used): one direction only.
const SIDEWAYS: &[(&str, &str)] = &[];

fn layer(module: &str) -> usize {
    LAYERS
        .iter()
        .position(|l| l.contains(&module))
        .unwrap_or_else(|| panic!("module `{module}` is in no layer: add it to LAYERS"))
}

/// The top-level module a source file belongs to (`render/dot.rs` → `render`).
fn module_of(rel: &Path) -> String {
    let first = rel.components().next().unwrap();
    let s = first.as_os_str().to_string_lossy();
    s.trim_end_matches(".rs").to_string()
}

fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn no_module_uses_a_higher_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    all.sort();
    let mut wrong = Vec::new();
    for f in &all {
        let rel = f.strip_prefix(&src).unwrap();
        if rel == Path::new("lib.rs") {
            continue;
        }
        let me = module_of(rel);
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for (i, _) in code.match_indices("crate::") {
                let used: String = code[i + "crate::".len()..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                // `crate::{A, B}` at the root: the re-exported names, each
                // defined in some layer; checked through their modules.
                if used.is_empty() || used.chars().next().unwrap().is_uppercase() {
                    continue;
                }
                if used == me || SIDEWAYS.contains(&(me.as_str(), used.as_str())) {
                    continue;
                }
                if layer(&used) >= layer(&me) {
                    wrong.push(format!("{}:{}: {me} uses {used}", rel.display(), n + 1));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "layering broken:\n{}", wrong.join("\n"));
}
