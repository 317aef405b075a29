//! Functions and modules.

use la_arena::Arena;

use crate::constant::Constant;
use crate::inst::{Attr, BlockData, BlockId, InstData, InstId, Value};
use crate::metadata::{MdAttachment, MdNode, Metadata};
use crate::types::{Type, TypeData};
use crate::{Name, Span};

/// A formal parameter.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Param {
    pub ty: Type,
    pub attrs: Vec<Attr>,
    /// Name without `%`; `None` when unnamed (then it has an implicit number).
    pub name: Option<Name>,
}

/// Everything of a function but its body: shared by `declare` and `define`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FunctionHeader {
    pub name: Name,
    /// Keywords before the return type: linkage, preemption, visibility,
    /// DLL storage, calling convention (`internal`, `dso_local`, `fastcc`, ...).
    pub prefix: Vec<Box<str>>,
    pub ret_attrs: Vec<Attr>,
    pub ret_ty: Type,
    pub params: Vec<Param>,
    pub varargs: bool,
    /// Everything after the parameter list, verbatim words in order:
    /// `unnamed_addr`, `addrspace(N)`, attributes and `#N` groups, `section "..."`,
    /// `comdat`, `align N`, `gc "..."`.
    pub suffix: Vec<Box<str>>,
    /// `prefix`, `prologue` and `personality` constants.
    pub prefix_data: Option<Constant>,
    pub prologue_data: Option<Constant>,
    pub personality: Option<Constant>,
    /// Function-level metadata attachments (`!dbg !12`); written after the
    /// header of a `define` but right after the keyword of a `declare`.
    pub md: Vec<MdAttachment>,
}

impl FunctionHeader {
    pub fn fn_ty(&self) -> Type {
        Type::intern(TypeData::Function {
            ret: self.ret_ty,
            params: self.params.iter().map(|p| p.ty).collect(),
            varargs: self.varargs,
        })
    }
}

/// A function definition with its body in arenas.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Function {
    pub header: FunctionHeader,
    pub blocks: Arena<BlockData>,
    pub insts: Arena<InstData>,
    /// Blocks in source order (the first is the entry block).
    pub layout: Vec<BlockId>,
    /// `uselistorder` directives after the last block, verbatim: they only
    /// fix the in-memory order of use lists, which no analysis looks at.
    pub trailer: Vec<RawItem>,
}

impl Function {
    pub fn name(&self) -> &str {
        &self.header.name
    }
    pub fn entry(&self) -> Option<BlockId> {
        self.layout.first().copied()
    }
    /// The type of any operand of this function.
    pub fn value_ty(&self, v: &Value) -> Type {
        match v {
            Value::Inst(i) => self.insts[*i].ty,
            Value::Arg(n) => self
                .header
                .params
                .get(*n as usize)
                .map(|p| p.ty)
                .unwrap_or_else(Type::void),
            Value::Const(c) => c.ty(),
            Value::Metadata(_) => Type::metadata(),
            Value::InlineAsm(a) => a.ty,
        }
    }
    /// Printed name of a value (`%x`, `%0`, `i32 4` without the type, `@g`).
    pub fn value_name(&self, v: &Value) -> String {
        crate::print::value_to_string(self, v)
    }
    /// The terminator of a block, if it has one.
    pub fn terminator(&self, b: BlockId) -> Option<InstId> {
        let last = *self.blocks[b].insts.last()?;
        self.insts[last].opcode.is_terminator().then_some(last)
    }
    /// Instructions in program order (block layout order, then position).
    pub fn insts_in_order(&self) -> impl Iterator<Item = InstId> + '_ {
        self.layout
            .iter()
            .flat_map(move |&b| self.blocks[b].insts.iter().copied())
    }
    /// Block by label (without `%`).
    pub fn block_by_name(&self, name: &str) -> Option<BlockId> {
        self.layout
            .iter()
            .copied()
            .find(|&b| &*self.blocks[b].name == name)
    }
}

/// `@g = [linkage] global|constant T [init], ...`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GlobalVar {
    pub name: Name,
    /// Keywords before `global`/`constant` (linkage, visibility, `thread_local(...)`,
    /// `unnamed_addr`, `addrspace(N)`, `externally_initialized`).
    pub prefix: Vec<Box<str>>,
    pub is_constant: bool,
    pub ty: Type,
    pub init: Option<Constant>,
    /// Comma-separated trailing items verbatim (`section "x"`, `align 16`,
    /// `comdat`, `code_model "large"`, `no_sanitize_address`).
    pub suffix: Vec<Box<str>>,
    pub md: Vec<MdAttachment>,
    /// Attributes after everything else, without commas (`#0`, `"k"="v"`, `align 4`).
    pub attrs: Vec<Attr>,
}

/// A top-level item kept verbatim (aliases, ifuncs, comdats, module asm,
/// attribute groups, use-list orders), printed back as written.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RawItem {
    pub text: Box<str>,
}

/// A whole module. Items keep their source order within each category.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Module {
    pub source_filename: Option<Box<[u8]>>,
    pub datalayout: Option<Box<[u8]>>,
    pub triple: Option<Box<[u8]>>,
    /// Identified struct types: `%name = type { ... }`; `None` for `opaque`.
    pub types: Vec<(Name, Option<Type>)>,
    pub globals: Vec<GlobalVar>,
    pub declarations: Vec<FunctionHeader>,
    pub functions: Vec<Function>,
    /// `attributes #N = { ... }`: group number and its attributes.
    pub attr_groups: Vec<(u32, Vec<Attr>)>,
    /// Numbered metadata `!N = ...`.
    pub metadata: Vec<(u32, MdNode)>,
    /// Named metadata `!name = !{!0, !1}`.
    pub named_metadata: Vec<(Name, Vec<Metadata>)>,
    /// Other items verbatim.
    pub raw: Vec<RawItem>,
}

impl Module {
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name() == name)
    }
    /// Node `!n`: a binary search, which finds it when the nodes are
    /// numbered in order (as LLVM writes them); else a scan. Numbers are
    /// unique, so a hit is always the node.
    pub fn metadata_node(&self, n: u32) -> Option<&MdNode> {
        let md = &self.metadata;
        match md.binary_search_by_key(&n, |(k, _)| *k) {
            Ok(i) => Some(&md[i].1),
            Err(_) => md.iter().find(|(k, _)| *k == n).map(|(_, v)| v),
        }
    }
    pub fn named_type(&self, name: &str) -> Option<Type> {
        self.types.iter().find(|(n, _)| &**n == name)?.1
    }
}

/// Source range in bytes, relative to the start of the text it was parsed from.
impl Span {
    pub fn new(start: u32, end: u32) -> Span {
        Span { start, end }
    }
    pub fn len(self) -> u32 {
        self.end - self.start
    }
    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
}
