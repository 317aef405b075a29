//! One-call views for navigation UIs: everything a workspace tree shows
//! about a file, computed from one snapshot so that the parts agree.

use serde::Serialize;

use crate::model::{Diag, FunctionInfo, LoopInfo};
use crate::{Analysis, Cancellable, Error};

/// A file's functions (each with its loops) and its diagnostics.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct FileOutline {
    pub path: String,
    pub functions: Vec<FunctionOutline>,
    /// Every diagnostic of the file, in file order.
    pub diagnostics: Vec<Diag>,
}

/// A function with its loops in pre-order (parents before children).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct FunctionOutline {
    pub info: FunctionInfo,
    pub loops: Vec<LoopInfo>,
}

impl FileOutline {
    /// How many diagnostics are errors (not warnings).
    pub fn error_count(&self) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == lanes_ir::Severity::Error)
            .count()
    }

    pub fn has_errors(&self) -> bool {
        self.error_count() > 0
    }
}

impl Analysis {
    /// The outline of one file: functions, their loops, diagnostics.
    pub fn outline(&self, path: &str) -> Cancellable<Result<FileOutline, Error>> {
        let functions = match self.functions(path)? {
            Ok(f) => f,
            Err(e) => return Ok(Err(e)),
        };
        let diagnostics = match self.diagnostics(path)? {
            Ok(d) => d,
            Err(e) => return Ok(Err(e)),
        };
        // One pass over the file's loops (in function order), not one
        // name lookup per function.
        let mut loops = match self.loops(path, None, None)? {
            Ok(l) => l.into_iter().peekable(),
            Err(e) => return Ok(Err(e)),
        };
        let mut out = Vec::with_capacity(functions.len());
        for info in functions {
            let mut mine = Vec::new();
            while let Some(l) = loops.next_if(|l| l.function == info.name) {
                mine.push(l);
            }
            out.push(FunctionOutline { info, loops: mine });
        }
        Ok(Ok(FileOutline {
            path: path.to_string(),
            functions: out,
            diagnostics,
        }))
    }
}
