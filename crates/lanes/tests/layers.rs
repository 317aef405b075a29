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
    &["build"],
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

/// The top-level modules a path after `crate::` names: `render::text::x`
/// → `render`; a group `{render::x, format::{A, B}}` → each member's first
/// segment. Names starting with a capital are re-exports at the root,
/// defined in some layer and checked through their modules.
fn used_modules(after: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    if let Some(group) = after.strip_prefix('{') {
        let (mut depth, mut start) = (0, 0);
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    out.push(ident(&group[start..i]));
                    break;
                }
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(ident(&group[start..i]));
                    start = i + 1;
                }
                _ => {}
            }
        }
    } else {
        out.push(ident(after));
    }
    out.retain(|m| m.chars().next().is_some_and(|c| c.is_lowercase()));
    out
}

#[test]
fn a_group_names_each_module() {
    assert_eq!(
        used_modules("{render::text, format::{Format, Output}, Error};"),
        ["render", "format"]
    );
    assert_eq!(used_modules("model::LoopVerdict;"), ["model"]);
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
        // Code only: a line's comment is dropped, lines are kept so that
        // offsets map back to line numbers.
        let code: String = text
            .lines()
            .map(|l| l.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        for (i, _) in code.match_indices("crate::") {
            let line = code[..i].matches('\n').count() + 1;
            for used in used_modules(&code[i + "crate::".len()..]) {
                if used == me || SIDEWAYS.contains(&(me.as_str(), used.as_str())) {
                    continue;
                }
                if layer(&used) >= layer(&me) {
                    wrong.push(format!("{}:{line}: {me} uses {used}", rel.display()));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "layering broken:\n{}", wrong.join("\n"));
}
