//! The IR exactly as the compiler's LoopVectorize reads it: the compile's
//! own optimization pipeline (clang's `-mllvm -print-pipeline-passes`)
//! cut just before `loop-vectorize`, run by the `opt` of the same LLVM on
//! the front end's unoptimized IR.
//!
//! Compiling with vectorization off and writing the IR at the end, as
//! [`super::command::CompileCommand::ir_args`] does, lets the passes that
//! run after LoopVectorize change the loops it saw: `loop-unroll` unrolls
//! small constant-trip-count loops completely, and their records then
//! match no loop of the IR. Those passes share their options with the
//! ones before LoopVectorize (`-unroll-full-max-count` also stops
//! `loop-unroll-full`), so no compiler flag removes them alone; cutting
//! the pipeline does.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use super::command::Compiler;

/// The pipelines printed so far, each cut before `loop-vectorize` (`None`:
/// none printed), by the command without its source and outputs
/// ([`super::command::CompileCommand::pipeline_key`]): clang builds the
/// pipeline from the options alone, so the units of a build compiled
/// with the same flags print it once.
#[derive(Default)]
pub struct Pipelines(Mutex<HashMap<Vec<String>, Option<String>>>);

impl Pipelines {
    /// The cut pipeline of `key`, printed by `print` the first time.
    pub fn get(&self, key: Vec<String>, print: impl FnOnce() -> Option<String>) -> Option<String> {
        if let Some(p) = self.0.lock().ok().and_then(|m| m.get(&key).cloned()) {
            return p;
        }
        // Printed without the lock held: two workers may print the same
        // pipeline once each, never wait for each other.
        let p = print();
        if let Ok(mut m) = self.0.lock() {
            m.insert(key, p.clone());
        }
        p
    }
}

/// The pass list of `pipeline` (a `-passes=` string as
/// `-print-pipeline-passes` prints it) up to, not including, its first
/// `loop-vectorize`: that pass and the passes after it in its function
/// pipeline are removed, the module passes after that pipeline kept.
/// `None` when there is no `loop-vectorize`.
pub fn before_loop_vectorize(pipeline: &str) -> Option<String> {
    let p = pipeline.trim();
    let at = pass_position(p, "loop-vectorize")?;
    // The end of the enclosing group: the `)` that closes it.
    let mut depth = 0usize;
    let mut end = p.len();
    for (i, c) in p[at..].char_indices() {
        match c {
            '(' | '<' => depth += 1,
            ')' | '>' if depth == 0 => {
                end = at + i;
                break;
            }
            ')' | '>' => depth -= 1,
            _ => {}
        }
    }
    let head = p[..at].strip_suffix(',').unwrap_or(&p[..at]);
    Some(format!("{head}{}", &p[end..]))
}

/// Where the pass `name` starts in `pipeline`: a whole pass name, after
/// `,` or `(` or at the start, before `<`, `,`, `)` or the end.
fn pass_position(pipeline: &str, name: &str) -> Option<usize> {
    pipeline.match_indices(name).map(|(i, _)| i).find(|&i| {
        let before = pipeline[..i].chars().next_back();
        let after = pipeline[i + name.len()..].chars().next();
        matches!(before, None | Some(',' | '(')) && matches!(after, None | Some('<' | ',' | ')'))
    })
}

/// The `opt` of `compiler`'s LLVM: beside the compiler (its resolved
/// path, as Debian's `/usr/lib/llvm-22/bin`), else `opt-MAJOR` or `opt` on
/// `PATH`, whichever says it is LLVM `compiler.version`. `None` when there
/// is none (Apple's clang, a toolchain without LLVM's tools).
pub fn find_opt(compiler: &Compiler, dir: &Path) -> Option<PathBuf> {
    let program = Path::new(&compiler.program);
    let resolved = if program.components().count() > 1 {
        Some(dir.join(program))
    } else {
        which(&compiler.program)
    }
    .and_then(|p| std::fs::canonicalize(p).ok());
    let beside = resolved.and_then(|p| Some(p.parent()?.join("opt")));
    let on_path = [format!("opt-{}", compiler.major), "opt".to_string()]
        .into_iter()
        .filter_map(|n| which(&n));
    beside
        .into_iter()
        .chain(on_path)
        .find(|opt| is_llvm(opt, &compiler.version))
}

/// `name` found on `PATH`.
fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// Whether `opt --version` says LLVM `version`.
fn is_llvm(opt: &Path, version: &str) -> bool {
    Command::new(opt).arg("--version").output().is_ok_and(|o| {
        let text = String::from_utf8_lossy(&o.stdout);
        // `LLVM version 22.1.8`, after a vendor's name (`Debian`) if any.
        text.lines().any(|l| {
            l.split_once("LLVM version ")
                .is_some_and(|(_, v)| v.split_whitespace().next() == Some(version))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_the_function_pipeline_at_loop_vectorize() {
        // The tail of clang 22's -O2 pipeline, shortened.
        let p = "globaldce,function<eager-inv>(float2int,loop(loop-rotate<header-duplication;\
                 no-prepare-for-lto>,loop-deletion),loop-distribute,inject-tli-mappings,\
                 loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>,\
                 infer-alignment,loop-load-elim,instcombine<max-iterations=1>,loop-unroll<O2>,\
                 loop-mssa(licm<allowspeculation>),tailcallelim),globaldce,constmerge,\
                 function(annotation-remarks)\n";
        assert_eq!(
            before_loop_vectorize(p).unwrap(),
            "globaldce,function<eager-inv>(float2int,loop(loop-rotate<header-duplication;\
             no-prepare-for-lto>,loop-deletion),loop-distribute,inject-tli-mappings),\
             globaldce,constmerge,function(annotation-remarks)"
        );
    }

    #[test]
    fn only_the_pass_itself_counts() {
        let p = "function(no-loop-vectorize-x,loop-vectorize,gvn),cg-profile";
        assert_eq!(
            before_loop_vectorize(p).unwrap(),
            "function(no-loop-vectorize-x),cg-profile"
        );
        assert_eq!(before_loop_vectorize("function(gvn,slp-vectorizer)"), None);
        assert_eq!(before_loop_vectorize(""), None);
    }
}
