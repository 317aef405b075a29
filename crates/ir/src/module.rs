//! Functions and modules.

use la_arena::Arena;

use crate::constant::Constant;
use crate::inst::{Attr, BlockData, BlockId, InstData, InstId, Value};
use crate::metadata::{MdAttachment, MdKind, MdNode, Metadata};
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
    /// Appends the items of `later`, a module parsed from the text after
    /// this one's: its lists follow this module's, and a `source_filename`
    /// or `target` line it holds replaces this module's, as when the two
    /// texts are parsed as one.
    pub fn append(&mut self, later: Module) {
        fn join<T>(a: &mut Vec<T>, b: Vec<T>) {
            if a.is_empty() {
                *a = b;
            } else {
                a.extend(b);
            }
        }
        let Module {
            source_filename,
            datalayout,
            triple,
            types,
            globals,
            declarations,
            functions,
            attr_groups,
            metadata,
            named_metadata,
            raw,
        } = later;
        if source_filename.is_some() {
            self.source_filename = source_filename;
        }
        if datalayout.is_some() {
            self.datalayout = datalayout;
        }
        if triple.is_some() {
            self.triple = triple;
        }
        join(&mut self.types, types);
        join(&mut self.globals, globals);
        join(&mut self.declarations, declarations);
        join(&mut self.functions, functions);
        join(&mut self.attr_groups, attr_groups);
        join(&mut self.metadata, metadata);
        join(&mut self.named_metadata, named_metadata);
        join(&mut self.raw, raw);
    }

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
    /// The attributes loop node `!n` (an `!llvm.loop` attachment) lists,
    /// directly or through a reference: each name
    /// (`llvm.loop.vectorize.width`) with its operands after the name.
    pub fn loop_attributes(&self, n: u32) -> impl Iterator<Item = (&[u8], &[Metadata])> + '_ {
        let operands = self
            .metadata_node(n)
            .map_or(&[][..], |node| node.operands());
        operands.iter().filter_map(move |op| {
            let item = match op {
                Metadata::Ref(r) => self.metadata_node(*r),
                Metadata::Node(n) => Some(&**n),
                _ => None,
            };
            let Some(MdKind::Tuple(items)) = item.map(|i| &i.kind) else {
                return None;
            };
            match items.split_first() {
                Some((Metadata::String(name), rest)) => Some((&name[..], rest)),
                _ => None,
            }
        })
    }
    /// Whether loop node `!n` lists the attribute `name`
    /// (`!{!"llvm.loop.mustprogress"}`).
    pub fn loop_attribute(&self, n: u32, name: &[u8]) -> bool {
        self.loop_attributes(n).any(|(k, _)| k == name)
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

/// Which pointer types a module's text uses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PointerStyle {
    /// `i32*` (LLVM ≤ 14, or 15–16 with typed pointers).
    Typed,
    /// `ptr` (LLVM ≥ 15).
    Opaque,
    /// Both: not something one LLVM writes.
    Mixed,
    /// No pointer type at all.
    None,
}

/// Which compiler made a module, as far as the module says.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Producer {
    /// The strings of `!llvm.ident`, in order (`clang version 22.1.8`,
    /// `rustc version 1.95.0 (59807616e 2026-04-14)`).
    pub idents: Vec<String>,
    /// The `producer:` of each `DICompileUnit`.
    pub compile_units: Vec<String>,
    /// Which pointer types the module's text uses.
    pub pointers: PointerStyle,
    /// Whether a function has debug records (`#dbg_value`): LLVM 19 or newer
    /// wrote it.
    pub debug_records: bool,
}

impl Producer {
    /// The compiler's name and version from the first ident or compile-unit
    /// producer of the form `... NAME version VERSION ...` (`clang`,
    /// `22.1.8`; `rustc`, `1.95.0`). A rustc compile unit says
    /// `clang LLVM (rustc version ...)`: the name is the word just before
    /// `version`.
    pub fn compiler(&self) -> Option<(String, String)> {
        self.idents
            .iter()
            .chain(&self.compile_units)
            .find_map(|s| name_and_version(s))
    }
}

impl Producer {
    /// The major version of the LLVM that wrote the module, as far as the
    /// module says: a clang's own version; for rustc, the LLVM its release
    /// was built on (a lower bound: 1.82 and later are LLVM 19 or newer);
    /// at least 19 when a function has debug records.
    pub fn llvm_major(&self) -> Option<u32> {
        let major = |v: &str| v.split('.').next()?.parse::<u32>().ok();
        let from_name = self.compiler().and_then(|(name, version)| match &*name {
            "rustc" => {
                let minor = version.split('.').nth(1)?.parse::<u32>().ok()?;
                let llvm = [(82, 19), (78, 18), (73, 17), (70, 16), (65, 15)]
                    .iter()
                    .find(|(m, _)| minor >= *m)
                    .map_or(14, |&(_, l)| l);
                Some(llvm)
            }
            n if n.ends_with("clang") || n == "LLVM" => major(&version),
            _ => None,
        });
        match (from_name, self.debug_records) {
            (Some(v), true) => Some(v.max(19)),
            (None, true) => Some(19),
            (v, false) => v,
        }
    }
}

fn name_and_version(s: &str) -> Option<(String, String)> {
    let words: Vec<&str> = s.split_whitespace().collect();
    let k = words.iter().position(|w| *w == "version")?;
    let name = words[..k]
        .last()?
        .trim_start_matches(['(', '[', '"'])
        .to_string();
    let version = words
        .get(k + 1)?
        .trim_end_matches([')', ']', ',', '"'])
        .to_string();
    (!name.is_empty() && version.starts_with(|c: char| c.is_ascii_digit()))
        .then_some((name, version))
}

/// Whether `ty` mentions a typed pointer and whether an opaque one.
fn pointer_kinds(ty: Type, typed: &mut bool, opaque: &mut bool) {
    match ty.data() {
        TypeData::Ptr { .. } => *opaque = true,
        TypeData::TypedPtr { pointee, .. } => {
            *typed = true;
            pointer_kinds(*pointee, typed, opaque);
        }
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => {
            pointer_kinds(*elem, typed, opaque)
        }
        TypeData::Struct { fields, .. } => {
            for f in fields {
                pointer_kinds(*f, typed, opaque);
            }
        }
        TypeData::Function { ret, params, .. } => {
            pointer_kinds(*ret, typed, opaque);
            for p in params {
                pointer_kinds(*p, typed, opaque);
            }
        }
        TypeData::Target { types, .. } => {
            for t in types {
                pointer_kinds(*t, typed, opaque);
            }
        }
        _ => {}
    }
}

impl Module {
    /// Which compiler made the module: `!llvm.ident`, the producers of the
    /// compile units, the pointer style of its types (named struct bodies,
    /// globals, declarations, function headers and instruction results).
    pub fn producer(&self) -> Producer {
        self.producer_with(&self.functions)
    }

    /// [`Module::producer`] of a module whose definitions were parsed one by
    /// one: `self` holds the other items, `functions` the definitions.
    pub fn producer_with<'a>(&self, functions: impl IntoIterator<Item = &'a Function>) -> Producer {
        let functions: Vec<&Function> = functions.into_iter().collect();
        let strings = |node: &MdNode| -> Vec<String> {
            node.operands()
                .iter()
                .filter_map(|m| match m {
                    Metadata::String(s) => Some(String::from_utf8_lossy(s).into_owned()),
                    Metadata::Ref(n) => self.metadata_node(*n).and_then(|n| {
                        n.operands()
                            .first()?
                            .as_str()
                            .map(|s| String::from_utf8_lossy(s).into_owned())
                    }),
                    _ => None,
                })
                .collect()
        };
        let mut idents = Vec::new();
        for (name, ops) in &self.named_metadata {
            if &**name != "llvm.ident" {
                continue;
            }
            for op in ops {
                if let Metadata::Ref(n) = op
                    && let Some(node) = self.metadata_node(*n)
                {
                    idents.extend(strings(node));
                }
            }
        }
        let compile_units = self
            .metadata
            .iter()
            .filter(|(_, n)| n.specialized_name() == Some("DICompileUnit"))
            .filter_map(|(_, n)| match n.field("producer").as_deref() {
                Some(crate::metadata::MdField::String(s)) => {
                    Some(String::from_utf8_lossy(s).into_owned())
                }
                _ => None,
            })
            .collect();
        let (mut typed, mut opaque) = (false, false);
        let mut see = |t: Type| pointer_kinds(t, &mut typed, &mut opaque);
        for t in self.types.iter().filter_map(|(_, t)| *t) {
            see(t);
        }
        for g in &self.globals {
            see(g.ty);
        }
        let headers = self
            .declarations
            .iter()
            .chain(functions.iter().map(|f| &f.header));
        for h in headers {
            see(h.fn_ty());
        }
        let mut debug_records = false;
        for f in &functions {
            for (_, i) in f.insts.iter() {
                see(i.ty);
                debug_records |= !i.records.is_empty();
            }
        }
        let pointers = match (typed, opaque) {
            (true, true) => PointerStyle::Mixed,
            (true, false) => PointerStyle::Typed,
            (false, true) => PointerStyle::Opaque,
            (false, false) => PointerStyle::None,
        };
        Producer {
            idents,
            compile_units,
            pointers,
            debug_records,
        }
    }
}
