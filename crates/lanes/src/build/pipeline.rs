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
use std::sync::Mutex;

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
