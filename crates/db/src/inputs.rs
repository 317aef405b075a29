//! The target and options inputs. Each cost table is its own field, so a
//! query depends only on the tables it reads: editing shuffle costs does not
//! invalidate a query that reads only memory costs.

use lanes_target::{
    ArithCosts, GenxFacts, MemoryCosts, ReductionCosts, ScalarCosts, ShuffleCosts, TargetDesc,
    VectorFacts,
};
use salsa::Durability;

use std::sync::Arc;

use lanes_ir::{ItemKind, Name, Span};
use salsa::Setter as _;

use crate::RootDatabase;
use crate::cost_cells::CostCells;
use crate::queries::{
    Definitions, FileLayout, FunctionSource, Gap, HeaderItems, Piece, SourceFile,
};

/// A target description, one salsa field per table. The facts (`name`,
/// `vector`, `genx`) are HIGH durability: edited rarely, read by almost
/// everything downstream of shapes. An edited cost table is LOW durability,
/// below the files' MEDIUM: a cost edit then leaves every query that reads
/// no cost table (parsing, shapes, memrefs, groups, plans) valid without
/// re-checking its inputs, and only the pricing layer is verified again.
/// A table never edited is MEDIUM, so that only the pricing of the loops
/// that read an edited table is verified again: the others' (most loops,
/// after arithmetic edits) is validated in constant time. The first edit
/// of a table lowers it (a MEDIUM write) and re-runs what read it.
#[salsa::input(debug)]
pub struct Target {
    #[returns(ref)]
    pub name: String,
    #[returns(ref)]
    pub vector: VectorFacts,
    #[returns(ref)]
    pub arith: ArithCosts,
    #[returns(ref)]
    pub memory: MemoryCosts,
    #[returns(ref)]
    pub shuffle: ShuffleCosts,
    #[returns(ref)]
    pub scalar: ScalarCosts,
    #[returns(ref)]
    pub reduction: ReductionCosts,
    #[returns(ref)]
    pub genx: GenxFacts,
    /// The priced tables' entries as inputs of their own, from the first
    /// edit of one of them on ([`crate::cost_cells`]): what the loops'
    /// price projections read then.
    #[default]
    #[returns(ref)]
    pub cells: Option<Arc<CostCells>>,
}

/// Durability of an edited cost table (see [`Target`]):
/// [`RootDatabase::update_target`] sets it on every table it changes. Above
/// an edited function's, so that editing a body never re-checks the pricing
/// of the loops whose tables were edited before.
pub const COST_DURABILITY: Durability = Durability::MEDIUM;

/// Durability of a cost table never edited since the target was made.
pub const UNEDITED_COST_DURABILITY: Durability = Durability::HIGH;

/// Durability of what is edited rarely: a file's header and list of
/// definitions, a function text never edited since the file was opened,
/// the analysis options.
pub const FILE_DURABILITY: Durability = Durability::HIGH;

/// Durability of an edited function text, and of a file's layout and
/// pieces (which every edit may move): the lowest, so that an edit of one
/// body re-checks only the queries that read an edited body (or a
/// position), and validates every other function's in constant time. The
/// first edit of a function lowers it (a HIGH write, which re-checks
/// everything once).
pub const EDITED_DURABILITY: Durability = Durability::LOW;

impl RootDatabase {
    /// Makes `t`'s per-entry cost inputs equal to `desc`'s priced tables:
    /// at the first edit of a priced table, creates them (those that
    /// differ from `t`'s tables at an edited entry's durability, the
    /// others at an unedited one's: a HIGH write of [`Target::cells`],
    /// paid once); after it, sets the cells whose value changed. Called
    /// before the tables themselves are set.
    fn sync_cells(&mut self, t: Target, desc: &TargetDesc) {
        let priced_changed = t.arith(self) != &desc.arith
            || t.memory(self) != &desc.memory
            || t.scalar(self) != &desc.scalar
            || t.reduction(self) != &desc.reduction;
        if !priced_changed {
            return;
        }
        let durability = |changed| {
            if changed {
                COST_DURABILITY
            } else {
                UNEDITED_COST_DURABILITY
            }
        };
        match t.cells(self).clone() {
            Some(cells) => cells.sync(self, desc, COST_DURABILITY),
            None => {
                let before = self.target_desc(t);
                let cells = CostCells::new(self, desc, &before, durability);
                t.set_cells(self)
                    .with_durability(Durability::HIGH)
                    .to(Some(Arc::new(cells)));
            }
        }
    }
}

/// How loop-private aggregates are widened.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum LayoutPolicy {
    /// Array of structures: `[VF x T]`.
    Aos,
    /// Structure of arrays: the innermost scalars become `<VF x T>`.
    Soa,
    /// SOA where the SOA analysis finds it safe and profitable, else AOS.
    #[default]
    Auto,
}

impl LayoutPolicy {
    pub fn parse(s: &str) -> Option<LayoutPolicy> {
        match s {
            "aos" => Some(LayoutPolicy::Aos),
            "soa" => Some(LayoutPolicy::Soa),
            "auto" => Some(LayoutPolicy::Auto),
            _ => None,
        }
    }
}

/// Which price decides a VLS group where LLVM has an interleave group:
/// LLVM's (`getInterleavedMemoryOpCost`, so that the verdict is LLVM's) or
/// the OptVLS sequence's (the seed's alternative). Both are shown.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum VlsCost {
    /// LLVM 14's interleave-group price (or its gathers, when cheaper).
    #[default]
    Llvm,
    /// OptVLS's choice between its shuffle sequence and gathers.
    Optvls,
}

/// LLVM's `-prefer-predicate-over-epilogue`: what runs the iterations a
/// vector loop leaves over, for every loop (the loop's
/// `llvm.loop.vectorize.predicate.enable` gives way to it; `optsize`
/// does not).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PreferPredicate {
    /// `scalar-epilogue`: a scalar loop, as without the option.
    ScalarEpilogue,
    /// `predicate-else-scalar-epilogue`: fold the tail by masking where
    /// it can be, else a scalar loop.
    PredicateElseScalarEpilogue,
    /// `predicate-dont-vectorize`: fold the tail by masking, else leave
    /// the loop scalar.
    PredicateDontVectorize,
}

impl PreferPredicate {
    /// The option's value as LLVM spells it.
    pub fn name(self) -> &'static str {
        match self {
            PreferPredicate::ScalarEpilogue => "scalar-epilogue",
            PreferPredicate::PredicateElseScalarEpilogue => "predicate-else-scalar-epilogue",
            PreferPredicate::PredicateDontVectorize => "predicate-dont-vectorize",
        }
    }
}

impl VlsCost {
    pub fn parse(s: &str) -> Option<VlsCost> {
        match s {
            "llvm" => Some(VlsCost::Llvm),
            "optvls" => Some(VlsCost::Optvls),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            VlsCost::Llvm => "llvm",
            VlsCost::Optvls => "optvls",
        }
    }
}

/// Which LLVM's loop vectorizer the answers follow: its rules, messages,
/// costs and heuristics where they differ between the versions.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub enum Profile {
    /// LLVM 14 (2022), the rules of `opt` 14.
    #[default]
    Llvm14,
    /// LLVM 22, what clang and rustc built on LLVM 19 and later run.
    Llvm22,
}

impl Profile {
    /// Every profile, oldest first.
    pub const ALL: [Profile; 2] = [Profile::Llvm14, Profile::Llvm22];

    /// `14` or `22`, as `--llvm` takes it.
    pub fn parse(s: &str) -> Option<Profile> {
        Profile::ALL.into_iter().find(|p| p.name() == s)
    }

    pub fn name(self) -> &'static str {
        match self {
            Profile::Llvm14 => "14",
            Profile::Llvm22 => "22",
        }
    }

    /// The profile of a module LLVM `major` wrote: 19 and later run the
    /// LLVM 22 rules as far as lanes models them, older ones LLVM 14's.
    pub fn of_llvm(major: u32) -> Profile {
        if major >= 19 {
            Profile::Llvm22
        } else {
            Profile::Llvm14
        }
    }
}

/// Why a file is answered with its profile.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ProfileSource {
    /// The user chose it (`--llvm`, `setProfile`, the terminal UI).
    Chosen,
    /// The module's producer (`!llvm.ident`, compile units, debug records).
    Producer,
    /// Neither: the producer is unknown (hand-written IR, LLVM's tests).
    Default,
}

/// Analysis options set by the user. A singleton, so that queries keyed
/// without it (`vf_candidates`) can still read the user's bounds.
#[salsa::input(singleton, debug)]
pub struct Options {
    #[returns(copy)]
    pub layout: LayoutPolicy,
    /// Upper bound on candidate VFs (on top of the target's).
    #[returns(copy)]
    pub max_vf: Option<u32>,
    /// LLVM's `-enable-vplan-native-path`: an outer loop marked
    /// `llvm.loop.vectorize.enable` is the candidate instead of its inner
    /// loops. Off by default, as in LLVM.
    #[default]
    #[returns(copy)]
    pub vplan_native_path: bool,
    /// Which price decides a VLS group that LLVM prices as an interleave
    /// group (`--vls-cost`).
    #[default]
    #[returns(copy)]
    pub vls_cost: VlsCost,
    /// The LLVM whose rules answer every file (`None`: each file's
    /// producer's, [`file_profile`](crate::file_profile)).
    #[default]
    #[returns(copy)]
    pub profile: Option<Profile>,
    /// LLVM's `-force-vector-width`: the width of every loop whose
    /// `llvm.loop.vectorize.width` says none.
    #[default]
    #[returns(copy)]
    pub force_vector_width: Option<u32>,
    /// LLVM's `-force-vector-interleave`: the interleave count of every
    /// loop whose `llvm.loop.interleave.count` says none.
    #[default]
    #[returns(copy)]
    pub force_vector_interleave: Option<u32>,
    /// LLVM's `-prefer-predicate-over-epilogue` (`None`: not given).
    #[default]
    #[returns(copy)]
    pub prefer_predicate: Option<PreferPredicate>,
}

impl RootDatabase {
    /// Creates the input for a target description.
    pub fn new_target(&mut self, desc: &TargetDesc) -> Target {
        Target::builder(
            desc.name.clone(),
            desc.vector.clone(),
            desc.arith.clone(),
            desc.memory.clone(),
            desc.shuffle.clone(),
            desc.scalar.clone(),
            desc.reduction.clone(),
            desc.genx.clone(),
        )
        .durability(Durability::HIGH)
        .arith_durability(UNEDITED_COST_DURABILITY)
        .memory_durability(UNEDITED_COST_DURABILITY)
        .shuffle_durability(UNEDITED_COST_DURABILITY)
        .scalar_durability(UNEDITED_COST_DURABILITY)
        .reduction_durability(UNEDITED_COST_DURABILITY)
        .new(self)
    }

    /// Creates the options input (at the files' durability: an option edit
    /// re-checks what a file edit does, a cost edit never reaches it).
    pub fn new_options(&mut self, layout: LayoutPolicy, max_vf: Option<u32>) -> Options {
        Options::builder(layout, max_vf)
            .durability(FILE_DURABILITY)
            .new(self)
    }

    /// Updates a target in place, setting only the tables that changed, so
    /// that queries reading the other tables stay valid.
    pub fn update_target(&mut self, t: Target, desc: &TargetDesc) {
        macro_rules! sync {
            ($field:ident, $set:ident, $d:expr) => {
                if t.$field(self) != &desc.$field {
                    t.$set(self).with_durability($d).to(desc.$field.clone());
                }
            };
        }
        self.sync_cells(t, desc);
        sync!(name, set_name, Durability::HIGH);
        sync!(vector, set_vector, Durability::HIGH);
        sync!(arith, set_arith, COST_DURABILITY);
        sync!(memory, set_memory, COST_DURABILITY);
        sync!(shuffle, set_shuffle, COST_DURABILITY);
        sync!(scalar, set_scalar, COST_DURABILITY);
        sync!(reduction, set_reduction, COST_DURABILITY);
        sync!(genx, set_genx, Durability::HIGH);
    }

    /// The whole description back from the input (for saving an edited table).
    pub fn target_desc(&self, t: Target) -> TargetDesc {
        TargetDesc {
            name: t.name(self).clone(),
            description: String::new(),
            vector: t.vector(self).clone(),
            arith: t.arith(self).clone(),
            memory: t.memory(self).clone(),
            shuffle: t.shuffle(self).clone(),
            scalar: t.scalar(self).clone(),
            reduction: t.reduction(self).clone(),
            genx: t.genx(self).clone(),
        }
    }
}

/// A position in a file's text as LSP gives it: zero-based line, and
/// character in UTF-16 code units (a byte for ASCII text).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct TextPosition {
    pub line: u32,
    pub character: u32,
}

/// What [`RootDatabase::edit_file`] had to set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EditScope {
    /// The edit stayed inside one definition: only its text input was set
    /// (and the layout, if the edit moved what follows).
    Function(Name),
    /// The edit crossed item boundaries, touched the header or a
    /// definition's `define` line into something else: the file was split
    /// again ([`RootDatabase::set_file`]).
    File,
}

/// What [`RootDatabase::set_file_changes`] set: which answers a viewer
/// must ask again.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FileChange {
    /// The definitions whose body text changed (their `define` lines
    /// did not), in file order: only their own answers change, since
    /// other functions read a definition's `define` line alone (its
    /// attributes, as a callee), never its body.
    pub functions: Vec<Name>,
    /// Whether anything else changed: a new file, the header (globals,
    /// declarations, metadata), the list of definitions, or a `define`
    /// line. Any answer about the file may have changed.
    pub whole: bool,
}

/// The text of a definition up to its body: the `define` line, with the
/// attributes its callers read.
fn define_line(def: &str) -> &str {
    def.split_once('{').map_or(def, |(head, _)| head)
}

/// A file's text split as the inputs hold it.
struct Split<'t> {
    header: String,
    header_items: HeaderItems,
    names: Vec<Name>,
    /// `gaps[i]` precedes definition `i`; the last one ends the file.
    gaps: Vec<Gap>,
    defs: Vec<&'t str>,
    layout: FileLayout,
}

/// Newlines in `text`, counted per run of 255 bytes in a byte-wide sum
/// that the compiler turns into vector compares (a `filter().count()`
/// over the file's bytes was a branch per byte, 0.4% of a report).
fn count_lines(text: &str) -> u32 {
    text.as_bytes()
        .chunks(255)
        .map(|run| run.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n')) as u32)
        .sum()
}

fn split(text: &str) -> Split<'_> {
    let mut out = Split {
        header: String::new(),
        header_items: HeaderItems::default(),
        names: Vec::new(),
        gaps: Vec::new(),
        defs: Vec::new(),
        layout: FileLayout {
            len: text.len() as u32,
            ..FileLayout::default()
        },
    };
    let (mut at, mut line) = (0usize, 0u32);
    // The header items of the gap being read: spans in it, offsets in the header.
    let mut items: Vec<(Span, u32)> = Vec::new();
    for item in lanes_ir::split_module_on(text, crate::worker_threads()) {
        match (&item.kind, &item.name) {
            (ItemKind::Define, Some(name)) => {
                let (start, end) = (item.span.start as usize, item.span.end as usize);
                let gap = &text[at..start];
                line += count_lines(gap);
                out.gaps.push(Gap::new(gap, &items));
                items.clear();
                out.layout.defines.push((item.span.start, line));
                out.defs.push(&text[start..end]);
                out.names.push(name.clone());
                line += count_lines(&text[start..end]);
                at = end;
            }
            // A definition without a name is no function: it stays in its gap.
            (ItemKind::Define, None) => {}
            _ => {
                let s = item.span;
                items.push((
                    Span::new(s.start - at as u32, s.end - at as u32),
                    out.header.len() as u32,
                ));
                out.header.push_str(item.text(text));
                out.header_items.push(item.kind, out.header.len() as u32);
                out.header.push('\n');
                out.layout.header_items.push(s);
            }
        }
    }
    out.gaps.push(Gap::new(&text[at..], &items));
    // Held as long as the file is open: no spare capacity.
    out.header_items.shrink_to_fit();
    out.layout.header_items.shrink_to_fit();
    out.layout.defines.shrink_to_fit();
    out
}

/// The byte offset of a line and UTF-16 character in `text`: `None` when
/// the line is not in `text`, or when it is `text`'s last line (which may
/// go on past `text`) and the character is past its end. A character past
/// the end of any other line is its end, as LSP wants.
fn local_offset(text: &str, line: u32, character: u32) -> Option<usize> {
    let mut start = 0usize;
    for _ in 0..line {
        start += text[start..].find('\n')? + 1;
    }
    let (end, last) = match text[start..].find('\n') {
        Some(p) => (start + p, false),
        None => (text.len(), true),
    };
    let mut units = 0u32;
    for (i, c) in text[start..end].char_indices() {
        if units >= character {
            return Some(start + i);
        }
        units += c.len_utf16() as u32;
    }
    if units < character && last {
        return None;
    }
    Some(end)
}

/// [`local_offset`] in a whole file: a position past the end is the end.
fn file_offset(text: &str, pos: TextPosition) -> usize {
    let mut start = 0usize;
    for _ in 0..pos.line {
        match text[start..].find('\n') {
            Some(p) => start += p + 1,
            None => return text.len(),
        }
    }
    let end = text[start..].find('\n').map_or(text.len(), |p| start + p);
    let mut units = 0u32;
    for (i, c) in text[start..end].char_indices() {
        if units >= pos.character {
            return start + i;
        }
        units += c.len_utf16() as u32;
    }
    end
}

impl RootDatabase {
    /// Sets (or creates) the input for `path` from its whole text: splits
    /// it into items and sets only the inputs that changed. Definitions are
    /// matched by name, so a change to one body sets that function's text
    /// and nothing else (the layout too, if the change moved what follows);
    /// unchanged text sets nothing, so re-opening a file re-runs nothing.
    pub fn set_file(&mut self, path: &str, text: &str) -> SourceFile {
        self.set_file_changes(path, text).0
    }

    /// [`set_file`](Self::set_file), saying what it set.
    pub fn set_file_changes(&mut self, path: &str, text: &str) -> (SourceFile, FileChange) {
        let mut change = FileChange::default();
        let sp = split(text);
        let existing = self.file(path);
        let old_defs = existing.map(|f| f.definitions(self).clone());
        let mut defs = Definitions {
            names: sp.names.clone(),
            by_name: Default::default(),
        };
        let mut pieces = Vec::with_capacity(2 * sp.defs.len() + 1);
        let mut gaps = sp.gaps.into_iter();
        for (k, (name, def)) in sp.names.iter().zip(&sp.defs).enumerate() {
            pieces.push(Piece::Gap(
                gaps.next().expect("a gap before each definition"),
            ));
            if defs.by_name.contains_key(name) {
                // A duplicate: the first definition of the name is the function.
                pieces.push(Piece::Text(Arc::from(*def)));
                continue;
            }
            let old = old_defs.as_ref().and_then(|d| d.by_name.get(name));
            let src = match old {
                Some(&(src, _)) => {
                    let old = src.text(self);
                    if &**old != *def {
                        change.whole |= define_line(old) != define_line(def);
                        change.functions.push(name.clone());
                        src.set_text(self)
                            .with_durability(EDITED_DURABILITY)
                            .to(Arc::from(*def));
                    }
                    src
                }
                None => FunctionSource::builder(Arc::from(*def))
                    .durability(FILE_DURABILITY)
                    .new(self),
            };
            defs.by_name.insert(name.clone(), (src, k as u32));
            pieces.push(Piece::Function(src));
        }
        pieces.push(Piece::Gap(gaps.next().expect("a last gap")));
        let Some(f) = existing else {
            let f = SourceFile::builder(
                path.to_string(),
                Arc::from(sp.header),
                Arc::new(sp.header_items),
                Arc::new(defs),
                Arc::from(pieces),
                Arc::new(sp.layout),
            )
            .durability(FILE_DURABILITY)
            .pieces_durability(EDITED_DURABILITY)
            .layout_durability(EDITED_DURABILITY)
            .new(self);
            self.files.lock().unwrap().insert(path.to_string(), f);
            change.whole = true;
            return (f, change);
        };
        // The header and the list of definitions keep their durability: a
        // change to them is rare, and re-checks everything.
        if **f.header(self) != *sp.header {
            change.whole = true;
            f.set_header(self).to(Arc::from(sp.header));
        }
        if **f.header_items(self) != sp.header_items {
            change.whole = true;
            f.set_header_items(self).to(Arc::new(sp.header_items));
        }
        if old_defs.as_deref() != Some(&defs) {
            change.whole = true;
            f.set_definitions(self).to(Arc::new(defs));
        }
        if **f.pieces(self) != *pieces {
            f.set_pieces(self)
                .with_durability(EDITED_DURABILITY)
                .to(Arc::from(pieces));
        }
        if **f.layout(self) != sp.layout {
            f.set_layout(self)
                .with_durability(EDITED_DURABILITY)
                .to(Arc::new(sp.layout));
        }
        (f, change)
    }

    /// The whole text of an open file, put back together from its inputs.
    pub fn file_text(&self, f: SourceFile) -> String {
        let mut out = String::with_capacity(f.layout(self).len as usize);
        let header = f.header(self);
        for p in f.pieces(self).iter() {
            match p {
                Piece::Text(t) => out.push_str(t),
                Piece::Gap(g) => g.push_to(&mut out, header),
                Piece::Function(src) => out.push_str(src.text(self)),
            }
        }
        out
    }

    /// Replaces the text between `start` and `end` of an open file with
    /// `new_text` (LSP's `didChange` with a range). An edit inside one
    /// definition that leaves it one definition of the same name sets that
    /// function's text input alone, and the layout if the edit moved what
    /// follows; any other edit splits the whole edited text again. `None`
    /// if the file is not open.
    pub fn edit_file(
        &mut self,
        path: &str,
        start: TextPosition,
        end: TextPosition,
        new_text: &str,
    ) -> Option<EditScope> {
        let f = self.file(path)?;
        let (start, end) = (start.min(end), start.max(end));
        if let Some(name) = self.edit_in_function(f, start, end, new_text) {
            return Some(EditScope::Function(name));
        }
        let mut text = self.file_text(f);
        let (a, b) = (file_offset(&text, start), file_offset(&text, end));
        text.replace_range(a..b.max(a), new_text);
        self.set_file(path, &text);
        Some(EditScope::File)
    }

    /// The edit of [`edit_file`](Self::edit_file) when it stays inside one
    /// definition: the function's name, or `None` to split the file again.
    fn edit_in_function(
        &mut self,
        f: SourceFile,
        start: TextPosition,
        end: TextPosition,
        new_text: &str,
    ) -> Option<Name> {
        let layout = f.layout(self).clone();
        let k = layout
            .defines
            .partition_point(|&(_, line)| line <= start.line)
            .checked_sub(1)?;
        let (def_start, def_line) = layout.defines[k];
        let defs = f.definitions(self).clone();
        let name = &defs.names[k];
        let &(src, first) = defs.by_name.get(name)?;
        if first as usize != k {
            return None;
        }
        // The definition must start its line, for its line's characters
        // to be the text's.
        let starts_line = match &f.pieces(self)[2 * k] {
            Piece::Gap(gap) if *gap != Gap::default() => gap.ends_line(f.header(self)),
            _ => k == 0 || def_start == 0,
        };
        if !starts_line {
            return None;
        }
        let text = src.text(self).clone();
        let a = local_offset(&text, start.line - def_line, start.character)?;
        let b = local_offset(&text, end.line - def_line, end.character)?;
        let mut new = String::with_capacity(text.len() + new_text.len());
        new.push_str(&text[..a]);
        new.push_str(new_text);
        new.push_str(&text[b.max(a)..]);
        if new == *text {
            return Some(name.clone());
        }
        // Still one definition of the same name, ending where its text ends
        // (a `}` line after it stays an item of its own).
        let probe = format!("{new}\n}}\n");
        let items = lanes_ir::split_module(&probe);
        let same = items.first().is_some_and(|it| {
            it.kind == ItemKind::Define
                && it.name.as_ref() == Some(name)
                && it.span == Span::new(0, new.len() as u32)
        });
        if !same {
            return None;
        }
        let delta = new.len() as i64 - text.len() as i64;
        let dlines = count_lines(&new) as i64 - count_lines(&text) as i64;
        src.set_text(self)
            .with_durability(EDITED_DURABILITY)
            .to(Arc::from(new));
        if delta != 0 || dlines != 0 {
            let mut l = (*layout).clone();
            let shift = |x: u32, d: i64| (x as i64 + d) as u32;
            l.len = shift(l.len, delta);
            for d in &mut l.defines[k + 1..] {
                *d = (shift(d.0, delta), shift(d.1, dlines));
            }
            for h in l.header_items.iter_mut().filter(|h| h.start > def_start) {
                *h = Span::new(shift(h.start, delta), shift(h.end, delta));
            }
            f.set_layout(self)
                .with_durability(EDITED_DURABILITY)
                .to(Arc::new(l));
        }
        Some(name.clone())
    }
}
