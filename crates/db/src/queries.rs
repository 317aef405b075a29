//! Inputs, keys and the foundation queries.

use std::sync::Arc;

use lanes_ir::{Diagnostic, Function, InstId, Module, Name, Span};

use crate::Db;
use crate::affine::{Affine, FunctionAffine, Induction};
use crate::cfg::Cfg;
use crate::dom::DomTree;
use crate::layout::TypeLayout;
use crate::loops::{LoopData, LoopForest, LoopIdx};

/// A `.ll` file: its path (for diagnostics) and text. Set by the host.
#[salsa::input(debug)]
pub struct SourceFile {
    #[returns(ref)]
    pub path: String,
    #[returns(ref)]
    pub text: Arc<str>,
}

/// A function definition: file + name. Survives edits of its own body and of
/// other items, so per-function results are keyed stably.
#[salsa::interned(debug)]
pub struct FunctionId<'db> {
    #[returns(copy)]
    pub file: SourceFile,
    #[returns(ref)]
    pub name: Name,
}

/// A loop: function + header label. Survives edits that keep the header.
#[salsa::interned(debug)]
pub struct LoopId<'db> {
    #[returns(copy)]
    pub func: FunctionId<'db>,
    #[returns(ref)]
    pub header: Name,
}

/// The item tree of a file: every top-level item's kind, name and extent,
/// found by scanning (no parsing), and an index of the definitions.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ModuleItems {
    pub items: Vec<lanes_ir::ModuleItem>,
    /// Definitions in file order.
    pub functions: Vec<FunctionItem>,
    /// Definition name → index in `functions`.
    pub by_name: rustc_hash::FxHashMap<Name, u32>,
}

impl ModuleItems {
    pub fn function(&self, name: &str) -> Option<&FunctionItem> {
        self.by_name.get(name).map(|&i| &self.functions[i as usize])
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FunctionItem {
    pub name: Name,
    /// Absolute byte range of the `define ... }` text.
    pub span: Span,
}

/// Everything outside function bodies, parsed: header, types, globals,
/// declarations, attribute groups, metadata. `module.functions` is empty.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ModuleHeader {
    pub module: Module,
    /// Diagnostics with offsets into [`header_text`]; [`header_offset_to_file`] maps them back.
    pub diagnostics: Vec<Diagnostic>,
}

/// The parsed body of one function, with diagnostics relative to the
/// function's own text (add [`function_offset`] for file positions).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FunctionIr {
    pub func: Option<Function>,
    pub diagnostics: Vec<Diagnostic>,
}

#[salsa::tracked(returns(ref))]
pub fn module_items(db: &dyn Db, file: SourceFile) -> Arc<ModuleItems> {
    let items = lanes_ir::split_module(file.text(db));
    let functions: Vec<FunctionItem> = items
        .iter()
        .filter(|i| i.kind == lanes_ir::ItemKind::Define)
        .filter_map(|i| {
            Some(FunctionItem {
                name: i.name.clone()?,
                span: i.span,
            })
        })
        .collect();
    let mut by_name = rustc_hash::FxHashMap::default();
    for (k, f) in functions.iter().enumerate() {
        // The first definition wins; a duplicate is diagnosed by the header parse.
        by_name.entry(f.name.clone()).or_insert(k as u32);
    }
    Arc::new(ModuleItems {
        items,
        functions,
        by_name,
    })
}

/// The text of every item but the definitions, one after the other: the
/// firewall that keeps [`module_header`] from re-parsing metadata and globals
/// when only a function body changed.
#[salsa::tracked(returns(ref))]
pub fn header_text(db: &dyn Db, file: SourceFile) -> Arc<str> {
    let text = file.text(db);
    let mut out = String::new();
    for item in &module_items(db, file).items {
        if item.kind != lanes_ir::ItemKind::Define {
            out.push_str(item.text(text));
            out.push('\n');
        }
    }
    Arc::from(out)
}

/// Maps an offset in [`header_text`] back to the file.
pub fn header_offset_to_file(db: &dyn Db, file: SourceFile, offset: u32) -> u32 {
    let mut at = 0u32;
    for item in &module_items(db, file).items {
        if item.kind == lanes_ir::ItemKind::Define {
            continue;
        }
        let len = item.span.len() + 1;
        if offset < at + len {
            return item.span.start + (offset - at).min(item.span.len());
        }
        at += len;
    }
    file.text(db).len() as u32
}

#[salsa::tracked(returns(ref))]
pub fn module_header(db: &dyn Db, file: SourceFile) -> Arc<ModuleHeader> {
    let (module, _defines, diagnostics) = lanes_ir::parse_module_items(header_text(db, file));
    Arc::new(ModuleHeader {
        module,
        diagnostics,
    })
}

/// Which compiler made the file (`!llvm.ident`, compile units, pointer
/// style): the header's items with every definition that parsed.
#[salsa::tracked(returns(ref))]
pub fn module_producer(db: &dyn Db, file: SourceFile) -> lanes_ir::Producer {
    let bodies = file_functions(db, file)
        .iter()
        .filter_map(|&f| function_summary(db, f).facts);
    module_header(db, file).module.producer_of(bodies)
}

/// Data layout and named struct bodies: a firewall, equal across body edits.
#[salsa::tracked(returns(ref))]
pub fn type_layout(db: &dyn Db, file: SourceFile) -> Arc<TypeLayout> {
    Arc::new(TypeLayout::from_module(&module_header(db, file).module))
}

/// The definitions of a file, in file order.
#[salsa::tracked(returns(ref))]
pub fn file_functions<'db>(db: &'db dyn Db, file: SourceFile) -> Vec<FunctionId<'db>> {
    module_items(db, file)
        .functions
        .iter()
        .map(|f| FunctionId::new(db, file, f.name.clone()))
        .collect()
}

/// A function's own text: the firewall that makes per-function reparsing work.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn function_text<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<str> {
    let file = func.file(db);
    let text = file.text(db);
    module_items(db, file)
        .function(func.name(db))
        .map(|f| Arc::from(&text[f.span.start as usize..f.span.end as usize]))
        .unwrap_or_else(|| Arc::from(""))
}

/// Byte offset of the function's text in its file (for rendering diagnostics).
#[salsa::tracked(returns(copy))]
pub fn function_offset<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> u32 {
    module_items(db, func.file(db))
        .function(func.name(db))
        .map_or(0, |f| f.span.start)
}

#[salsa::tracked(returns(ref), lru = 0)]
pub fn function_ir<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<FunctionIr> {
    let (f, diagnostics) = lanes_ir::parse_function(function_text(db, func));
    Arc::new(FunctionIr {
        func: f,
        diagnostics,
    })
}

/// What the file-level answers read of a parsed body: its diagnostics
/// and [`lanes_ir::BodyFacts`] (`None` when it did not parse). Small, and
/// kept when a one-shot report evicts the body ([`set_memo_capacity`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FunctionSummary {
    pub facts: Option<lanes_ir::BodyFacts>,
    pub diagnostics: Vec<Diagnostic>,
}

#[salsa::tracked(returns(ref))]
pub fn function_summary<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> FunctionSummary {
    let ir = function_ir(db, func);
    FunctionSummary {
        facts: ir.func.as_ref().map(lanes_ir::BodyFacts::of),
        diagnostics: ir.diagnostics.clone(),
    }
}

/// The parsed function, if it parsed (convenience over [`function_ir`]).
pub fn function_body<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Option<&'db Function> {
    function_ir(db, func).func.as_ref()
}

#[salsa::tracked(returns(ref), lru = 0)]
pub fn cfg<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<Cfg> {
    Arc::new(match function_body(db, func) {
        Some(f) => Cfg::build(f),
        None => Cfg::default(),
    })
}

#[salsa::tracked(returns(ref), lru = 0)]
pub fn dominators<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<DomTree> {
    Arc::new(DomTree::build(cfg(db, func)))
}

/// Loop structure without trip counts (the affine analysis needs it first).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn loop_nest<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<LoopForest> {
    Arc::new(match function_body(db, func) {
        Some(f) => LoopForest::build(f, cfg(db, func), dominators(db, func)),
        None => LoopForest::default(),
    })
}

/// IVs and affine forms of every value of a function.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn function_affine<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<FunctionAffine> {
    Arc::new(match function_body(db, func) {
        Some(f) => crate::affine::analyze(f, loop_nest(db, func), type_layout(db, func.file(db))),
        None => FunctionAffine::default(),
    })
}

/// Natural loops with nesting, latches, exits, preheader and constant trip counts.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn loop_forest<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<LoopForest> {
    let nest = loop_nest(db, func);
    let Some(f) = function_body(db, func) else {
        return nest.clone();
    };
    let aff = function_affine(db, func);
    let dom = dominators(db, func);
    let tl = type_layout(db, func.file(db));
    let mut forest = (**nest).clone();
    let ids: Vec<LoopIdx> = forest.loops.iter().map(|(i, _)| i).collect();
    let cx = crate::exits::ExitCx {
        func: f,
        forest: nest,
        dom,
        aff,
        tl,
        must_progress: f.header.suffix.iter().any(|w| &**w == "mustprogress"),
    };
    for l in ids {
        let counts = crate::exits::loop_exits(&cx, l);
        let data = &mut forest.loops[l];
        data.trip_count = counts
            .constant_btc()
            .and_then(|n| u64::try_from(n + 1).ok());
        data.max_trip_count = counts
            .max_btc()
            .and_then(|n| u64::try_from(n.checked_add(1)?).ok());
        data.exit_counts = counts;
    }
    Arc::new(forest)
}

/// The loops of a function as keys, in pre-order.
#[salsa::tracked(returns(ref))]
pub fn function_loops<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Vec<LoopId<'db>> {
    let forest = loop_nest(db, func);
    forest
        .preorder()
        .into_iter()
        .map(|l| LoopId::new(db, func, forest.loops[l].header_name.clone()))
        .collect()
}

/// The forest index of a loop key (None if the header no longer heads a loop).
pub fn loop_index<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Option<LoopIdx> {
    loop_nest(db, lp.func(db)).find(lp.header(db))
}

/// The loop's data from [`loop_forest`].
pub fn loop_data<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Option<&'db LoopData> {
    let forest = loop_forest(db, lp.func(db));
    let l = forest.find(lp.header(db))?;
    Some(&forest.loops[l])
}

/// Induction variables of one loop.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn inductions<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<Vec<Induction>> {
    let Some(l) = loop_index(db, lp) else {
        return Arc::new(Vec::new());
    };
    Arc::new(
        function_affine(db, lp.func(db))
            .inductions_of(l)
            .cloned()
            .collect(),
    )
}

/// Affine forms of the values defined inside one loop.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn affine<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<Vec<(InstId, Affine)>> {
    let (Some(l), Some(f)) = (loop_index(db, lp), function_body(db, lp.func(db))) else {
        return Arc::new(Vec::new());
    };
    let nest = loop_nest(db, lp.func(db));
    let aff = function_affine(db, lp.func(db));
    let mut out = Vec::new();
    for &b in &nest.loops[l].blocks {
        for &i in &f.blocks[b].insts {
            if let Some(form) = aff.forms.get(i) {
                out.push((i, form.clone()));
            }
        }
    }
    Arc::new(out)
}

/// Finds a function of a file by name.
pub fn function_by_name<'db>(
    db: &'db dyn Db,
    file: SourceFile,
    name: &str,
) -> Option<FunctionId<'db>> {
    file_functions(db, file)
        .iter()
        .copied()
        .find(|f| &**f.name(db) == name)
}

/// Bounds how many results of each per-function query the database keeps
/// once [`salsa::Database::trigger_lru_eviction`] runs (0: all of them,
/// the default): for a one-shot report, which evicts between batches of
/// functions. The file-level queries keep theirs.
pub fn set_memo_capacity(db: &mut dyn Db, n: usize) {
    function_text::set_lru_capacity(db, n);
    function_ir::set_lru_capacity(db, n);
    cfg::set_lru_capacity(db, n);
    dominators::set_lru_capacity(db, n);
    loop_nest::set_lru_capacity(db, n);
    function_affine::set_lru_capacity(db, n);
    loop_forest::set_lru_capacity(db, n);
    inductions::set_lru_capacity(db, n);
    affine::set_lru_capacity(db, n);
}
