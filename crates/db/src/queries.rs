//! Inputs, keys and the foundation queries.

use std::sync::Arc;

use lanes_ir::{
    Diagnostic, Function, FunctionHeader, GlobalVar, InstId, ItemKind, Module, Name, Span,
};
use rustc_hash::FxHashMap;

use crate::affine::{Affine, FunctionAffine, Induction};
use crate::cfg::Cfg;
use crate::dom::DomTree;
use crate::layout::TypeLayout;
use crate::loops::{LoopData, LoopForest, LoopIdx};
use crate::{Db, Options, Profile, ProfileSource};

/// A `.ll` file, as the host split it: its path (for diagnostics), the
/// text of its header items, its definitions (each one's text its own
/// [`FunctionSource`] input) and where everything is. Set by the host
/// ([`crate::RootDatabase::set_file`], [`crate::RootDatabase::edit_file`]).
///
/// The fields are read by different layers, so that an edit of one body
/// re-runs only what reads that body: parsing and analysis read
/// [`header`](Self::header) and the function texts; positions read
/// [`layout`](Self::layout), which an edit that changes a body's length
/// shifts; only rendering reads [`pieces`](Self::pieces), the whole text.
#[salsa::input(debug)]
pub struct SourceFile {
    #[returns(ref)]
    pub path: String,
    /// The text of every item but the definitions, each followed by `\n`.
    #[returns(ref)]
    pub header: Arc<str>,
    /// The header's items as the file's split found them, so that
    /// [`module_header`] parses them without splitting the header again.
    #[returns(ref)]
    pub header_items: Arc<HeaderItems>,
    /// The definitions' names in file order and their text inputs.
    #[returns(ref)]
    pub definitions: Arc<Definitions>,
    /// The whole text, in pieces: `[gap, definition, gap, ..., gap]`.
    #[returns(ref)]
    pub pieces: Arc<[Piece]>,
    /// File positions of the definitions and header items.
    #[returns(ref)]
    pub layout: Arc<FileLayout>,
}

/// The text of one function definition (`define ... }`), as written.
/// The host matches definitions by name: an edit of a body sets one input.
#[salsa::input(debug)]
pub struct FunctionSource {
    #[returns(ref)]
    pub text: Arc<str>,
}

/// The items of a file's [`header`](SourceFile::header): each one's kind
/// and end there (each starts after the `\n` that ends the one before).
/// Kinds and ends apart, five bytes an item: a module's metadata is most
/// of its items.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct HeaderItems {
    kinds: Vec<ItemKind>,
    ends: Vec<u32>,
}

impl HeaderItems {
    /// Adds an item that ends at `end` in the header.
    pub(crate) fn push(&mut self, kind: ItemKind, end: u32) {
        self.kinds.push(kind);
        self.ends.push(end);
    }

    pub(crate) fn shrink_to_fit(&mut self) {
        self.kinds.shrink_to_fit();
        self.ends.shrink_to_fit();
    }

    /// Every item's kind and span in the header, in order.
    pub fn spans(&self) -> impl Iterator<Item = (ItemKind, Span)> + '_ {
        let starts = std::iter::once(0).chain(self.ends.iter().map(|&e| e + 1));
        self.kinds
            .iter()
            .zip(starts.zip(&self.ends))
            .map(|(&k, (s, &e))| (k, Span::new(s, e)))
    }
}

/// The definitions of a file.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Definitions {
    /// Every definition's name in file order (a duplicate repeats its name).
    pub names: Vec<Name>,
    /// The first definition of each name: its text and index in `names`.
    pub by_name: rustc_hash::FxHashMap<Name, (FunctionSource, u32)>,
}

/// A run of a file's text: a definition's text input, the text between
/// two definitions, or a duplicate definition (which no function is keyed
/// by).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Piece {
    Text(Arc<str>),
    Gap(Gap),
    Function(FunctionSource),
}

/// The text between two definitions: header items, comments, blank lines
/// and definitions without a name. The header items are ranges of the
/// file's [`header`](SourceFile::header), which holds their text once
/// (a module's metadata is most of its text, and after its definitions).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Gap {
    runs: Box<[GapRun]>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
enum GapRun {
    Text(Box<str>),
    /// Bytes `start..end` of the header: items that the file separates by
    /// one `\n`, as the header does.
    Header(u32, u32),
}

impl Gap {
    /// The gap `text`, whose header items are `items` (spans in `text`,
    /// in order) at `at` in `header`, each followed there by one `\n`.
    pub(crate) fn new(text: &str, items: &[(Span, u32)]) -> Gap {
        let mut runs: Vec<GapRun> = Vec::new();
        let mut cursor = 0usize;
        for &(span, at) in items {
            let (start, end) = (span.start as usize, span.end as usize);
            let between = &text[cursor..start];
            let len = end - start;
            match runs.last_mut() {
                Some(GapRun::Header(_, e)) if between == "\n" && *e + 1 == at => {
                    *e = at + len as u32;
                }
                _ => {
                    if !between.is_empty() {
                        runs.push(GapRun::Text(between.into()));
                    }
                    runs.push(GapRun::Header(at, at + len as u32));
                }
            }
            cursor = end;
        }
        if cursor < text.len() {
            runs.push(GapRun::Text(text[cursor..].into()));
        }
        Gap { runs: runs.into() }
    }

    /// Appends the gap's text to `out`, its items read from `header`.
    pub fn push_to(&self, out: &mut String, header: &str) {
        for r in &self.runs {
            match r {
                GapRun::Text(t) => out.push_str(t),
                GapRun::Header(a, b) => out.push_str(&header[*a as usize..*b as usize]),
            }
        }
    }

    /// Whether the gap holds text and ends a line.
    pub fn ends_line(&self, header: &str) -> bool {
        match self.runs.last() {
            None => false,
            Some(GapRun::Text(t)) => t.ends_with('\n'),
            Some(GapRun::Header(a, b)) => b > a && header.as_bytes()[*b as usize - 1] == b'\n',
        }
    }
}

/// Where the items of a file are: byte offsets and (zero-based) lines.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FileLayout {
    /// The file's length in bytes.
    pub len: u32,
    /// Every definition's start offset and line, in file order.
    pub defines: Vec<(u32, u32)>,
    /// Every header item's span, in file order.
    pub header_items: Vec<Span>,
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

/// The definitions of a file by name: a firewall over
/// [`SourceFile::definitions`] for the queries that look callees up.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ModuleItems {
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
}

/// Everything outside function bodies, parsed: header, types, globals,
/// declarations, attribute groups, metadata. `module.functions` is empty.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ModuleHeader {
    pub module: Module,
    /// Diagnostics with offsets into [`header_text`]; [`header_offset_to_file`] maps them back.
    pub diagnostics: Vec<Diagnostic>,
    /// Where each global is in `module.globals` (the first of a name).
    global_at: FxHashMap<Name, u32>,
    /// Where each declaration is in `module.declarations` (the first of a name).
    declaration_at: FxHashMap<Name, u32>,
}

impl ModuleHeader {
    fn new(module: Module, diagnostics: Vec<Diagnostic>) -> ModuleHeader {
        fn first_of<'a>(names: impl Iterator<Item = &'a Name>) -> FxHashMap<Name, u32> {
            let mut at = FxHashMap::default();
            for (k, n) in (0u32..).zip(names) {
                at.entry(n.clone()).or_insert(k);
            }
            at
        }
        ModuleHeader {
            global_at: first_of(module.globals.iter().map(|g| &g.name)),
            declaration_at: first_of(module.declarations.iter().map(|d| &d.name)),
            module,
            diagnostics,
        }
    }
    /// The global `@name`.
    pub fn global(&self, name: &str) -> Option<&GlobalVar> {
        let &k = self.global_at.get(name)?;
        Some(&self.module.globals[k as usize])
    }
    /// The declaration of `@name`.
    pub fn declaration(&self, name: &str) -> Option<&FunctionHeader> {
        let &k = self.declaration_at.get(name)?;
        Some(&self.module.declarations[k as usize])
    }
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
    let defs = file.definitions(db);
    Arc::new(ModuleItems {
        functions: defs
            .names
            .iter()
            .map(|name| FunctionItem { name: name.clone() })
            .collect(),
        by_name: defs
            .by_name
            .iter()
            .map(|(n, &(_, i))| (n.clone(), i))
            .collect(),
    })
}

/// The text of every item but the definitions, one after the other: what
/// [`module_header`] parses, an input of its own, so that editing a body
/// never re-parses metadata and globals.
pub fn header_text(db: &dyn Db, file: SourceFile) -> &Arc<str> {
    file.header(db)
}

/// Maps an offset in [`header_text`] back to the file.
pub fn header_offset_to_file(db: &dyn Db, file: SourceFile, offset: u32) -> u32 {
    let layout = file.layout(db);
    let mut at = 0u32;
    for span in &layout.header_items {
        let len = span.len() + 1;
        if offset < at + len {
            return span.start + (offset - at).min(span.len());
        }
        at += len;
    }
    layout.len
}

/// The whole text of a file, put back together from its pieces: for
/// rendering diagnostics and for the views that print the file as written.
/// Read by no analysis, so it costs nothing until asked for.
#[salsa::tracked(returns(ref))]
pub fn source_text(db: &dyn Db, file: SourceFile) -> Arc<str> {
    let pieces = file.pieces(db);
    let header = file.header(db);
    let mut out = String::with_capacity(file.layout(db).len as usize);
    for p in pieces.iter() {
        match p {
            Piece::Text(t) => out.push_str(t),
            Piece::Gap(g) => g.push_to(&mut out, header),
            Piece::Function(f) => out.push_str(f.text(db)),
        }
    }
    Arc::from(out)
}

#[salsa::tracked(returns(ref))]
pub fn module_header(db: &dyn Db, file: SourceFile) -> Arc<ModuleHeader> {
    let items: Vec<_> = file.header_items(db).spans().collect();
    let (module, diagnostics) =
        lanes_ir::parse_items_on(file.header(db), &items, crate::worker_threads());
    Arc::new(ModuleHeader::new(module, diagnostics))
}

/// Which compiler made the file (`!llvm.ident`, compile units, pointer
/// style): the header's items with every definition that parsed.
#[salsa::tracked(returns(ref))]
pub fn module_producer(db: &dyn Db, file: SourceFile) -> lanes_ir::Producer {
    use lanes_ir::PointerStyle;
    let mut p = module_header(db, file).module.producer_with([]);
    let (mut typed, mut opaque) = pointer_kinds(p.pointers);
    for &chunk in file_chunks(db, file) {
        let c = chunk_producer(db, chunk);
        (typed, opaque) = (typed || c.typed, opaque || c.opaque);
        p.debug_records |= c.debug_records;
    }
    p.pointers = match (typed, opaque) {
        (true, true) => PointerStyle::Mixed,
        (true, false) => PointerStyle::Typed,
        (false, true) => PointerStyle::Opaque,
        (false, false) => PointerStyle::None,
    };
    p
}

/// The profile `file` is answered with, and why: the one chosen, else the
/// one of the LLVM that wrote the file (its idents and compile units),
/// else LLVM 14. It reads the header alone, not the bodies' debug records,
/// so that every loop's rules read it without depending on other bodies.
#[salsa::tracked(returns(copy))]
pub fn file_profile(db: &dyn Db, file: SourceFile) -> (Profile, ProfileSource) {
    if let Some(p) = Options::try_get(db).and_then(|o| o.profile(db)) {
        return (p, ProfileSource::Chosen);
    }
    let header = module_header(db, file).module.producer_with([]);
    match header.llvm_major() {
        Some(major) => (Profile::of_llvm(major), ProfileSource::Producer),
        None => (Profile::default(), ProfileSource::Default),
    }
}

fn pointer_kinds(s: lanes_ir::PointerStyle) -> (bool, bool) {
    use lanes_ir::PointerStyle;
    match s {
        PointerStyle::Mixed => (true, true),
        PointerStyle::Typed => (true, false),
        PointerStyle::Opaque => (false, true),
        PointerStyle::None => (false, false),
    }
}

/// What one definition tells of its producer (pointer types, debug
/// records), so that [`module_producer`] after an edit of one body looks
/// at that body alone.
#[salsa::tracked(returns(ref))]
pub fn function_producer<'db>(
    db: &'db dyn Db,
    func: FunctionId<'db>,
) -> Option<lanes_ir::Producer> {
    let body = function_body(db, func)?;
    Some(Module::default().producer_with([body]))
}

/// Consecutive definitions of a file, [`CHUNK`] at most: the unit of the
/// file-level answers (the producer, diagnostics, the report's rows), so
/// that after an edit of one body they re-check a few dozen chunks and
/// the edited function's chunk, not every function.
#[salsa::interned(debug)]
pub struct FunctionChunk<'db> {
    #[returns(copy)]
    pub file: SourceFile,
    #[returns(copy)]
    pub index: u32,
}

/// Definitions per [`FunctionChunk`].
pub const CHUNK: usize = 64;

/// The chunks of a file's definitions, in file order.
#[salsa::tracked(returns(ref))]
pub fn file_chunks<'db>(db: &'db dyn Db, file: SourceFile) -> Vec<FunctionChunk<'db>> {
    let n = file_functions(db, file).len().div_ceil(CHUNK);
    (0..n as u32)
        .map(|i| FunctionChunk::new(db, file, i))
        .collect()
}

/// The definitions of a chunk.
pub fn chunk_functions<'db>(db: &'db dyn Db, chunk: FunctionChunk<'db>) -> &'db [FunctionId<'db>] {
    let funcs = file_functions(db, chunk.file(db));
    let start = (chunk.index(db) as usize * CHUNK).min(funcs.len());
    &funcs[start..(start + CHUNK).min(funcs.len())]
}

/// [`function_producer`] of a chunk's definitions, combined.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ChunkProducer {
    pub typed: bool,
    pub opaque: bool,
    pub debug_records: bool,
}

#[salsa::tracked(returns(copy))]
pub fn chunk_producer<'db>(db: &'db dyn Db, chunk: FunctionChunk<'db>) -> ChunkProducer {
    let mut c = ChunkProducer::default();
    for &f in chunk_functions(db, chunk) {
        if let Some(p) = function_producer(db, f) {
            let (t, o) = pointer_kinds(p.pointers);
            c.typed |= t;
            c.opaque |= o;
            c.debug_records |= p.debug_records;
        }
    }
    c
}

/// The definitions of a chunk that have diagnostics or did not parse,
/// with their [`function_status`]: usually none.
#[salsa::tracked(returns(ref))]
pub fn chunk_status<'db>(
    db: &'db dyn Db,
    chunk: FunctionChunk<'db>,
) -> Vec<(FunctionId<'db>, FunctionStatus)> {
    chunk_functions(db, chunk)
        .iter()
        .map(|&f| (f, function_status(db, f)))
        .filter(|(_, s)| s.has_diagnostics || s.failed)
        .collect()
}

/// Data layout and named struct bodies: a firewall, equal across body edits.
#[salsa::tracked(returns(ref))]
pub fn type_layout(db: &dyn Db, file: SourceFile) -> Arc<TypeLayout> {
    Arc::new(TypeLayout::from_module(&module_header(db, file).module))
}

/// The definitions of a file, in file order.
#[salsa::tracked(returns(ref))]
pub fn file_functions<'db>(db: &'db dyn Db, file: SourceFile) -> Vec<FunctionId<'db>> {
    file.definitions(db)
        .names
        .iter()
        .map(|name| FunctionId::new(db, file, name.clone()))
        .collect()
}

/// A function's own text: its [`FunctionSource`], which only an edit of
/// that definition sets.
#[salsa::tracked(returns(ref))]
pub fn function_text<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<str> {
    let file = func.file(db);
    file.definitions(db)
        .by_name
        .get(func.name(db))
        .map(|&(src, _)| src.text(db).clone())
        .unwrap_or_else(|| Arc::from(""))
}

/// Byte offset of the function's text in its file (for rendering
/// diagnostics). Reads the layout, not the text: a function that an edit
/// before it moved is not parsed again.
pub fn function_offset(db: &dyn Db, func: FunctionId<'_>) -> u32 {
    function_position(db, func).0
}

/// Zero-based line of the function's `define` in its file.
pub fn function_line(db: &dyn Db, func: FunctionId<'_>) -> u32 {
    function_position(db, func).1
}

fn function_position(db: &dyn Db, func: FunctionId<'_>) -> (u32, u32) {
    let file = func.file(db);
    file.definitions(db)
        .by_name
        .get(func.name(db))
        .and_then(|&(_, i)| file.layout(db).defines.get(i as usize).copied())
        .unwrap_or((0, 0))
}

#[salsa::tracked(returns(ref), lru = 0)]
pub fn function_ir<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<FunctionIr> {
    let (f, diagnostics) = lanes_ir::parse_function(function_text(db, func));
    Arc::new(FunctionIr {
        func: f,
        diagnostics,
    })
}

/// What the file-level answers need of a function's parse: whether it has
/// diagnostics, and whether it failed (no body, or an error). A firewall:
/// an edit of a body that keeps both re-runs no file-level answer.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, salsa::SalsaValue)]
pub struct FunctionStatus {
    pub has_diagnostics: bool,
    pub failed: bool,
}

#[salsa::tracked(returns(copy))]
pub fn function_status<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> FunctionStatus {
    let ir = function_ir(db, func);
    FunctionStatus {
        has_diagnostics: !ir.diagnostics.is_empty(),
        failed: ir.func.is_none()
            || ir
                .diagnostics
                .iter()
                .any(|d| d.severity == lanes_ir::Severity::Error),
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

/// Each block's profile count, for a function whose IR carries profile
/// data (`function_entry_count`); `None` without.
#[salsa::tracked(lru = 0)]
pub fn block_counts<'db>(
    db: &'db dyn Db,
    func: FunctionId<'db>,
) -> Option<Arc<la_arena::ArenaMap<lanes_ir::BlockId, u64>>> {
    let f = function_body(db, func)?;
    let module = &module_header(db, func.file(db)).module;
    crate::frequency::block_counts(f, module, cfg(db, func), loop_nest(db, func)).map(Arc::new)
}

/// IVs and affine forms of every value of a function.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn function_affine<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<FunctionAffine> {
    Arc::new(match function_body(db, func) {
        Some(f) => crate::affine::analyze(f, loop_nest(db, func), type_layout(db, func.file(db))),
        None => FunctionAffine::default(),
    })
}

/// The loops whose `!llvm.loop` node holds `llvm.loop.mustprogress` (C11
/// loops whose condition is not a constant): a firewall over the module's
/// metadata, so that only a change of that fact recounts the exits.
#[salsa::tracked(returns(ref))]
pub fn finite_loops<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Vec<LoopIdx> {
    let nest = loop_nest(db, func);
    let module = &module_header(db, func.file(db)).module;
    nest.loops
        .iter()
        .filter(|(_, d)| {
            d.loop_md
                .is_some_and(|n| module.loop_attribute(n, b"llvm.loop.mustprogress"))
        })
        .map(|(l, _)| l)
        .collect()
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
        finite_loops: finite_loops(db, func),
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
    function_ir::set_lru_capacity(db, n);
    cfg::set_lru_capacity(db, n);
    dominators::set_lru_capacity(db, n);
    loop_nest::set_lru_capacity(db, n);
    function_affine::set_lru_capacity(db, n);
    loop_forest::set_lru_capacity(db, n);
    inductions::set_lru_capacity(db, n);
    affine::set_lru_capacity(db, n);
}
