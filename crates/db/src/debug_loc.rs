//! Source positions from debug info: where an instruction and a loop are
//! in the user's source, as LLVM's remarks locate them.

use lanes_ir::{BlockId, Function, MdField, MdNode, Metadata, Module};

use crate::loops::LoopData;

/// A `DILocation`: line and column, and the name of its scope's `DIFile`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DebugLoc {
    pub line: u32,
    pub col: u32,
    pub file: Option<String>,
}

impl DebugLoc {
    /// `line:col`, as remarks and the report print it.
    pub fn line_col(&self) -> String {
        format!("{}:{}", self.line, self.col)
    }
}

/// The location of a `DILocation` given as a reference or an inline node.
pub fn md_location(module: &Module, md: &Metadata) -> Option<DebugLoc> {
    let node = match md {
        Metadata::Ref(n) => module.metadata_node(*n)?,
        Metadata::Node(n) => n,
        _ => return None,
    };
    let (line, col) = node.location()?;
    let field_node = |node: &MdNode, name: &str| match *node.field(name)? {
        MdField::Md(Metadata::Ref(r)) => module.metadata_node(r),
        _ => None,
    };
    let file = field_node(node, "scope")
        .and_then(|scope| field_node(scope, "file"))
        .and_then(|file| match &*file.field("filename")? {
            MdField::String(s) => Some(String::from_utf8_lossy(s).into_owned()),
            _ => None,
        });
    Some(DebugLoc { line, col, file })
}

/// Where a loop is in the source, for every view that names it: LLVM's
/// `Loop::getStartLoc`, so that a loop is found at the position `opt`'s
/// remarks give. The loop ID's first `DILocation`, else the preheader's
/// branch, else the header's terminator (a preheader that LoopSimplify
/// inserts gets the same location, so a loop without one agrees too).
pub fn loop_start_loc(module: &Module, body: &Function, data: &LoopData) -> Option<DebugLoc> {
    let terminator_loc = |b: BlockId| {
        let &i = body.blocks[b].insts.last()?;
        md_location(module, body.insts[i].attachment("dbg")?)
    };
    data.loop_md
        .and_then(|n| module.metadata_node(n))
        .and_then(|node| {
            node.operands()
                .iter()
                .skip(1)
                .find_map(|md| md_location(module, md))
        })
        .or_else(|| data.preheader.and_then(terminator_loc))
        .or_else(|| terminator_loc(data.header))
}
