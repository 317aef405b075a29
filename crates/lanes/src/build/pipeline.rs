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

/// The function pipeline that holds `loop-vectorize`, up to that pass:
/// what runs on a function between the module as it enters that pipeline
/// and LoopVectorize.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VectorizerPrefix {
    /// The pipeline's first pass, as `-print-before` names it: the module
    /// printed before it runs on the first function is every function as
    /// it enters the pipeline.
    pub first: String,
    /// The passes before `loop-vectorize`, as a `-passes=` string in the
    /// pipeline's own adaptor (`function<eager-inv>(float2int,...)`).
    pub passes: String,
}

/// The [`VectorizerPrefix`] of `pipeline` (a `-passes=` string as
/// `-print-pipeline-passes` prints it). `None` when there is no
/// `loop-vectorize`, it is not inside a function pipeline, it is that
/// pipeline's first pass, or the first pass runs earlier in the pipeline
/// too (its first print would not be this pipeline's).
pub fn vectorizer_prefix(pipeline: &str) -> Option<VectorizerPrefix> {
    let p = pipeline.trim();
    let at = pass_position(p, "loop-vectorize")?;
    // The `(` that opens the enclosing group.
    let mut depth = 0usize;
    let open = p[..at].char_indices().rev().find_map(|(i, c)| match c {
        ')' | '>' => {
            depth += 1;
            None
        }
        '(' | '<' if depth > 0 => {
            depth -= 1;
            None
        }
        '(' => Some(i),
        _ => None,
    })?;
    // The adaptor's name and parameters before it (`function<eager-inv>`).
    let mut start = open;
    if p[..start].ends_with('>') {
        start = p[..start].rfind('<')?;
    }
    start = p[..start]
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map_or(0, |i| i + 1);
    if !p[start..open].starts_with("function") {
        return None;
    }
    let body = p[open + 1..at].strip_suffix(',')?;
    let first_end = body.find(['<', ',', '(', ')']).unwrap_or(body.len());
    let first = &body[..first_end];
    if first.is_empty() || pass_position(p, first) != Some(open + 1) {
        return None;
    }
    Some(VectorizerPrefix {
        first: first.to_string(),
        passes: format!("{}{body})", &p[start..=open]),
    })
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
    fn the_vectorizer_function_pipeline_up_to_loop_vectorize() {
        // The middle of LLVM 22's default<O3>, shortened.
        let p = "function<eager-inv>(drop-unnecessary-assumes,gvn),cgscc(devirt<4>(inline,\
                 function(sroa<modify-cfg>))),recompute-globalsaa,function<eager-inv>(\
                 float2int,loop(loop-rotate<header-duplication;no-prepare-for-lto>,\
                 loop-deletion),inject-tli-mappings,loop-vectorize<no-interleave-forced-only;\
                 no-vectorize-forced-only;>,drop-unnecessary-assumes,loop-load-elim),globaldce";
        assert_eq!(
            vectorizer_prefix(p),
            Some(VectorizerPrefix {
                first: "float2int".into(),
                passes: "function<eager-inv>(float2int,loop(loop-rotate<header-duplication;\
                         no-prepare-for-lto>,loop-deletion),inject-tli-mappings)"
                    .into(),
            })
        );
        // A first pass that runs earlier too has its first print elsewhere.
        let twice = p.replace("(float2int,", "(drop-unnecessary-assumes,");
        assert_eq!(vectorizer_prefix(&twice), None);
        assert_eq!(vectorizer_prefix("function(loop-vectorize)"), None);
        assert_eq!(vectorizer_prefix("loop-vectorize"), None);
        assert_eq!(vectorizer_prefix("function(gvn)"), None);
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
