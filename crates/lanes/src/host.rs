//! The host (owns the database, applies changes) and snapshots (answer queries).

use std::fmt;

use lanes_db::{
    FunctionId, LayoutPolicy, LoopId, Options, RootDatabase, SourceFile, Target, affine::Step,
    file_functions, function_body, function_ir, function_loops, function_offset,
    header_offset_to_file, inductions, loop_forest, module_header,
};
use lanes_ir::{Diagnostic, LineIndex, MdKind, Metadata, Value};
use salsa::Setter;

use crate::model::{Diag, FunctionInfo, InductionInfo, LoopInfo};

/// The work was cancelled by a change on the host; ask again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cancelled;

impl fmt::Display for Cancelled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("analysis cancelled by a newer change")
    }
}

impl std::error::Error for Cancelled {}

/// The result of a question on an [`Analysis`]: `Err(Cancelled)` when a change interrupted it.
pub type Cancellable<T> = Result<T, Cancelled>;

/// A façade answer as a CLI/server result: cancellation becomes [`Error::Cancelled`].
pub(crate) fn command_result<T>(r: Cancellable<Result<T, Error>>) -> Result<T, Error> {
    r.map_err(|_| Error::Cancelled)?
}

/// A question the IR cannot answer (as opposed to a cancelled one).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Error {
    /// The file is not open (or could not be read).
    NoSuchFile(String),
    /// The file exists but is not IR lanes can read (bitcode without
    /// `llvm-dis`, ...): a one-line explanation.
    Unreadable(String),
    /// The path names something that is not a readable file (a directory).
    NotAFile(String),
    /// No function of that name.
    NoSuchFunction {
        /// The name asked for.
        name: String,
        /// The functions the file defines.
        available: Vec<String>,
    },
    /// The file defines several functions and none was named.
    FunctionRequired {
        /// The functions the file defines.
        available: Vec<String>,
    },
    /// No such loop, or no loop named and no single one to choose.
    NoSuchLoop {
        /// The function asked about.
        function: String,
        /// The `--loop` key asked for (empty: none).
        key: String,
        /// The loops of the function, `path (header)`.
        available: Vec<String>,
    },
    /// The function did not parse.
    Unparsed {
        /// The function's name.
        function: String,
    },
    /// A target description could not be loaded or edited.
    Target(String),
    /// The question was cancelled by a change (servers answer "retry").
    Cancelled,
    /// A command that is not a question about files (e.g. `serve` sent as a query).
    NotAQuery(&'static str),
    /// A `--vf` that is not one of the VFs the loop's cost table lists (the CLI exits with 2).
    VfNotCandidate {
        /// The VF asked for.
        vf: u32,
        /// The function of the loop.
        function: String,
        /// The loop's header label.
        loop_: String,
        /// The VFs of the loop's cost table.
        candidates: Vec<u32>,
    },
    /// No `--vf` given and the loop is not vectorized, so there is no chosen
    /// VF to default to (the CLI exits with 2).
    VfRequired {
        /// The function of the loop.
        function: String,
        /// The loop's header label.
        loop_: String,
        /// Why the loop is not vectorized.
        reason: String,
        /// The loop's candidate VFs.
        candidates: Vec<u32>,
    },
    /// `--format lv` for a VF without a plan: LLVM prints no cost lines for it.
    NoPlan {
        /// The VF asked for.
        vf: u32,
        /// The function of the loop.
        function: String,
        /// The loop's header label.
        loop_: String,
    },
    /// A `--format` the command does not print (the CLI exits with 2).
    FormatNotAvailable {
        /// The command's name (`memrefs`).
        command: &'static str,
        /// The format asked for (`dot`).
        format: &'static str,
        /// The formats the command prints.
        available: Vec<&'static str>,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoSuchFile(p) => write!(f, "no such file: {p}"),
            Error::Unreadable(why) => f.write_str(why),
            Error::NotAFile(p) => write!(f, "{p} is a directory, not an .ll file"),
            Error::NoSuchFunction { name, available } => write!(
                f,
                "no function '@{name}' (defined: {})",
                list(available, "@")
            ),
            Error::FunctionRequired { available } if available.is_empty() => {
                f.write_str("the file defines no functions")
            }
            Error::FunctionRequired { available } => write!(
                f,
                "the file defines several functions; choose one with --func ({})",
                list(available, "@")
            ),
            Error::NoSuchLoop {
                function,
                key,
                available,
            } if key.is_empty() => write!(
                f,
                "@{function} has several loops or none; choose one with --loop (loops: {})",
                if available.is_empty() {
                    "none".to_string()
                } else {
                    available.join(", ")
                }
            ),
            Error::NoSuchLoop {
                function,
                key,
                available,
            } => write!(
                f,
                "no loop '{key}' in @{function} (loops: {})",
                if available.is_empty() {
                    "none".to_string()
                } else {
                    available.join(", ")
                }
            ),
            Error::Unparsed { function } => {
                write!(f, "@{function} did not parse; see the diagnostics above")
            }
            Error::Target(e) => write!(f, "target: {e}"),
            Error::VfNotCandidate {
                vf,
                function,
                loop_,
                candidates,
            } => write!(
                f,
                "VF {vf} is not a VF of @{function} loop {loop_} on this target (VFs: {}; `lanes cost` shows each)",
                vf_list(candidates)
            ),
            Error::NoPlan {
                vf,
                function,
                loop_,
            } => write!(
                f,
                "VF {vf} has no plan for @{function} loop {loop_}, so LLVM prints no cost lines for it (`lanes cost` says why)"
            ),
            Error::VfRequired {
                function,
                loop_,
                reason,
                candidates,
            } => write!(
                f,
                "@{function} loop {loop_} is not vectorized ({reason}); choose a VF with --vf (VFs: {})",
                vf_list(candidates)
            ),
            Error::Cancelled => f.write_str("cancelled by a newer change"),
            Error::NotAQuery(c) => write!(f, "'{c}' is not a query"),
            Error::FormatNotAvailable {
                command,
                format,
                available,
            } => {
                let what = match *command {
                    "serve" => "the server answers in json".to_string(),
                    "tui" => "the terminal UI has no output format".to_string(),
                    _ => match available.split_last() {
                        Some((last, [])) => format!("this command prints {last}"),
                        Some((last, rest)) => {
                            format!("this command prints {} or {last}", rest.join(", "))
                        }
                        None => "this command prints nothing".to_string(),
                    },
                };
                write!(
                    f,
                    "lanes {command}: --format {format} is not available ({what})"
                )
            }
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Whether the error is in how the question was asked rather than in
    /// the input: a missing `--func` or `--loop`, a `--vf` that is not a
    /// candidate, a `--format` the command does not print. The CLI exits
    /// with 2 for these (1 for the others); the server answers -32602.
    pub fn is_usage(&self) -> bool {
        match self {
            Error::FunctionRequired { .. }
            | Error::VfNotCandidate { .. }
            | Error::VfRequired { .. }
            | Error::FormatNotAvailable { .. }
            | Error::NotAQuery(_) => true,
            Error::NoSuchLoop { key, .. } => key.is_empty(),
            _ => false,
        }
    }
}

fn vf_list(vfs: &[u32]) -> String {
    if vfs.is_empty() {
        return "none".into();
    }
    vfs.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// At most this many names in a message; the rest are counted.
const LISTED: usize = 8;

fn list(names: &[String], sigil: &str) -> String {
    if names.is_empty() {
        return "none".into();
    }
    let shown = names
        .iter()
        .take(LISTED)
        .map(|n| format!("{sigil}{n}"))
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > LISTED {
        format!(
            "{shown} and {} more; `lanes functions FILE` lists all {}",
            names.len() - LISTED,
            names.len()
        )
    } else {
        shown
    }
}

/// Owns the database. Changes go through here; questions go to [`Analysis`].
///
/// A change (`open_file`, `change_file`, `set_cost`, `set_target`, ...)
/// invalidates only the results that depend on what changed; the next
/// snapshot recomputes those and reuses the rest.
///
/// ```
/// let mut host = lanes::AnalysisHost::new();
/// let text = "\
/// define void @f(float* %p) {
/// entry:
///   br label %for.body
/// for.body:
///   %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
///   %a = getelementptr inbounds float, float* %p, i64 %i
///   %x = load float, float* %a, align 4
///   %y = fadd float %x, 1.0
///   store float %y, float* %a, align 4
///   %i.next = add nuw nsw i64 %i, 1
///   %c = icmp ult i64 %i.next, 1024
///   br i1 %c, label %for.body, label %exit
/// exit:
///   ret void
/// }
/// ";
/// host.open_file("f.ll", text);
/// let loops = host.analysis().loops("f.ll", None, None).unwrap().unwrap();
/// assert_eq!((loops[0].header.as_str(), loops[0].trip_count), ("for.body", Some(1024)));
///
/// // Edit the trip count: the loop keeps its name, its facts follow the text.
/// host.change_file("f.ll", &text.replace("1024", "64"));
/// let loops = host.analysis().loops("f.ll", Some("f"), Some("for.body")).unwrap().unwrap();
/// assert_eq!(loops[0].trip_count, Some(64));
///
/// // Cost tables are inputs too.
/// host.set_cost("memory.gather_per_lane", 8).unwrap();
/// assert_eq!(host.target_desc().name, "avx2");
/// ```
pub struct AnalysisHost {
    db: RootDatabase,
    target: Target,
    options: Options,
    /// The x86 built-ins, for functions whose attributes name their own
    /// subtarget (used while no target was chosen).
    builtins: FunctionTargets,
}

/// The built-in targets a function's `"target-cpu"`/`"target-features"`
/// may select, and whether the user chose a target (then it applies to
/// every function).
#[derive(Clone, Copy, Debug)]
pub(crate) struct FunctionTargets {
    pub(crate) chosen: bool,
    pub(crate) targets: [(&'static str, Target); 3],
}

impl Default for AnalysisHost {
    fn default() -> Self {
        AnalysisHost::new()
    }
}

impl AnalysisHost {
    /// A host with the default target (`avx2`) and default options.
    pub fn new() -> AnalysisHost {
        let mut db = RootDatabase::default();
        let desc = lanes_target::builtin(lanes_target::DEFAULT_TARGET).expect("built-in target");
        let target = db.new_target(&desc);
        let options = db.new_options(LayoutPolicy::Auto, None);
        let mut builtin = |name: &'static str| {
            let desc = lanes_target::builtin(name).expect("built-in target");
            (name, db.new_target(&desc))
        };
        let targets = [builtin("sse42"), builtin("avx2"), builtin("avx512")];
        AnalysisHost {
            db,
            target,
            options,
            builtins: FunctionTargets {
                chosen: false,
                targets,
            },
        }
    }

    /// Switches to a target the user chose: it then applies to every
    /// function, whatever the function's attributes say.
    pub fn choose_target(&mut self, desc: &lanes_target::TargetDesc) {
        self.builtins.chosen = true;
        self.set_target(desc);
    }

    /// Switches to another target description. Only the tables that differ
    /// are set, so results reading only the unchanged tables stay valid.
    pub fn set_target(&mut self, desc: &lanes_target::TargetDesc) {
        self.db.update_target(self.target, desc);
    }

    /// Changes one cost-table entry (`arith.fdiv.f64`, `memory.gather_per_lane`, ...).
    pub fn set_cost(&mut self, path: &str, value: u32) -> Result<(), lanes_target::Error> {
        let mut desc = self.db.target_desc(self.target);
        desc.set(path, value)?;
        self.set_target(&desc);
        Ok(())
    }

    /// The current target description.
    pub fn target_desc(&self) -> lanes_target::TargetDesc {
        self.db.target_desc(self.target)
    }

    /// Sets the layout policy for loop-private aggregates.
    pub fn set_layout(&mut self, layout: LayoutPolicy) {
        if self.options.layout(&self.db) != layout {
            self.options.set_layout(&mut self.db).to(layout);
        }
    }

    /// Sets (or clears) the user's bound on candidate VFs.
    pub fn set_max_vf(&mut self, max_vf: Option<u32>) {
        if self.options.max_vf(&self.db) != max_vf {
            self.options.set_max_vf(&mut self.db).to(max_vf);
        }
    }

    /// Opens (or replaces) a file's text.
    pub fn open_file(&mut self, path: &str, text: &str) {
        self.db.set_file(path, text);
    }

    /// Changes a file's text; only results depending on what changed are recomputed.
    pub fn change_file(&mut self, path: &str, text: &str) {
        self.db.set_file(path, text);
    }

    /// Closes a file; returns whether it was open.
    pub fn close_file(&mut self, path: &str) -> bool {
        self.db.remove_file(path)
    }

    /// Whether a file is open.
    pub fn is_open(&self, path: &str) -> bool {
        self.db.file(path).is_some()
    }

    /// Paths of the open files, sorted.
    pub fn files(&self) -> Vec<String> {
        self.db
            .files()
            .into_iter()
            .map(|f| f.path(&self.db).clone())
            .collect()
    }

    /// A snapshot for asking questions (cheap; may move to another thread).
    pub fn analysis(&self) -> Analysis {
        Analysis {
            db: self.db.clone(),
            target: self.target,
            options: self.options,
            builtins: self.builtins,
        }
    }

    /// Names of the queries executed since the last call (sorted), for
    /// showing and testing incrementality.
    pub fn take_executed(&self) -> Vec<String> {
        self.db.take_executed()
    }

    /// The underlying database, for in-workspace test suites.
    pub fn raw_db(&self) -> &RootDatabase {
        &self.db
    }
}

/// A snapshot of the database. Every method returns [`Cancellable`].
///
/// A snapshot is cheap (a database clone) and may be sent to another thread;
/// a change on the [`AnalysisHost`] cancels the snapshot's running work (the
/// method returns `Err(Cancelled)`; ask again on a new snapshot). The inner
/// `Result` carries questions the IR cannot answer ([`Error`]). Every result
/// is plain data that serializes to the JSON of `docs/formats.md`.
///
/// Methods are grouped by analysis: structure ([`functions`](Self::functions),
/// [`loops`](Self::loops), [`ir`](Self::ir), [`diagnostics`](Self::diagnostics)),
/// vectorizer ([`memrefs`](Self::memrefs), [`dependences`](Self::dependences),
/// [`shapes`](Self::shapes), [`vf_ranges`](Self::vf_ranges), [`vls`](Self::vls),
/// [`vplan`](Self::vplan), [`cost`](Self::cost),
/// [`vectorization_report`](Self::vectorization_report)) and GenX
/// ([`bales`](Self::bales), [`numbering`](Self::numbering),
/// [`live_ranges`](Self::live_ranges), [`coalescing`](Self::coalescing),
/// [`register_assignment`](Self::register_assignment)).
///
/// ```
/// let mut host = lanes::AnalysisHost::new();
/// host.open_file("s.ll", "\
/// define void @scale(double* noalias %a, double* noalias %b) {
/// entry:
///   br label %for.body
/// for.body:
///   %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
///   %pa = getelementptr inbounds double, double* %a, i64 %i
///   %x = load double, double* %pa, align 8
///   %y = fmul double %x, 3.0
///   %pb = getelementptr inbounds double, double* %b, i64 %i
///   store double %y, double* %pb, align 8
///   %i.next = add nuw nsw i64 %i, 1
///   %c = icmp ult i64 %i.next, 1000
///   br i1 %c, label %for.body, label %exit
/// exit:
///   ret void
/// }
/// ");
/// let an = host.analysis();
/// let memrefs = an.memrefs("s.ll", None, None).unwrap().unwrap();
/// assert_eq!(memrefs.memrefs.len(), 2);
/// let cost = an.cost("s.ll", Some("scale"), Some("for.body")).unwrap().unwrap();
/// assert!(cost.best.vf >= 1);
/// // The same answer as `lanes cost s.ll --format json`.
/// let json = serde_json::to_value(&cost).unwrap();
/// assert_eq!(json["loop"], "for.body");
/// ```
pub struct Analysis {
    pub(crate) db: RootDatabase,
    pub(crate) target: Target,
    pub(crate) options: Options,
    pub(crate) builtins: FunctionTargets,
}

/// Cancels the work of one snapshot (and only that one) from another thread.
#[derive(Clone, Debug)]
pub struct CancelHandle(salsa::CancellationToken);

impl CancelHandle {
    /// Cancels the snapshot's running and future questions.
    pub fn cancel(&self) {
        self.0.cancel();
    }
}

impl Analysis {
    /// A handle that cancels this snapshot's running and future questions.
    pub fn cancel_handle(&self) -> CancelHandle {
        use salsa::Database as _;
        CancelHandle(self.db.cancellation_token())
    }

    /// Runs `f` on the snapshot's database, turning cancellation into `Err`.
    pub(crate) fn with_db<T>(&self, f: impl FnOnce(&RootDatabase) -> T) -> Cancellable<T> {
        let db = &self.db;
        salsa::Cancelled::catch(std::panic::AssertUnwindSafe(|| f(db))).map_err(|_| Cancelled)
    }

    pub(crate) fn file(&self, path: &str) -> Result<SourceFile, Error> {
        self.db
            .file(path)
            .ok_or_else(|| Error::NoSuchFile(path.to_string()))
    }

    /// Every diagnostic of a file (items and function bodies), in file order.
    pub fn diagnostics(&self, path: &str) -> Cancellable<Result<Vec<Diag>, Error>> {
        self.with_db(|db| {
            let file = self.file(path)?;
            let text = file.text(db);
            let index = LineIndex::new(text);
            let mut all: Vec<Diagnostic> = module_header(db, file)
                .diagnostics
                .iter()
                .map(|d| {
                    let mut d = d.clone();
                    d.offset = header_offset_to_file(db, file, d.offset);
                    d
                })
                .collect();
            for &f in file_functions(db, file) {
                let base = function_offset(db, f);
                all.extend(
                    function_ir(db, f)
                        .diagnostics
                        .iter()
                        .map(|d| d.clone().shifted(base)),
                );
            }
            all.sort_by_key(|d| d.offset);
            Ok(all
                .into_iter()
                .map(|d| {
                    let (line, col) = index.line_col(d.offset);
                    Diag {
                        path: path.to_string(),
                        line: line + 1,
                        col: col + 1,
                        severity: d.severity,
                        rendered: d.render(path, text),
                        message: d.message,
                    }
                })
                .collect())
        })
    }

    /// The functions defined in a file.
    pub fn functions(&self, path: &str) -> Cancellable<Result<Vec<FunctionInfo>, Error>> {
        self.with_db(|db| {
            let file = self.file(path)?;
            let index = LineIndex::new(file.text(db));
            Ok(file_functions(db, file)
                .iter()
                .map(|&f| {
                    let ir = function_ir(db, f);
                    let body = ir.func.as_ref();
                    FunctionInfo {
                        name: f.name(db).to_string(),
                        line: index.line_col(function_offset(db, f)).0 + 1,
                        blocks: body.map_or(0, |b| b.layout.len()),
                        instructions: body.map_or(0, |b| b.insts.len()),
                        loops: loop_forest(db, f).loops.len(),
                        ok: body.is_some()
                            && !ir
                                .diagnostics
                                .iter()
                                .any(|d| d.severity == lanes_ir::Severity::Error),
                        genx: body.is_some_and(|b| {
                            b.insts.iter().any(|(_, i)| {
                                i.callee_name().is_some_and(|n| n.starts_with("llvm.genx."))
                            })
                        }),
                    }
                })
                .collect())
        })
    }

    /// Resolves `--func`: the named function, or the only one.
    pub(crate) fn resolve_function<'db>(
        &self,
        db: &'db RootDatabase,
        path: &str,
        func: Option<&str>,
    ) -> Result<FunctionId<'db>, Error> {
        let file = self.file(path)?;
        let funcs = file_functions(db, file);
        let names = || funcs.iter().map(|f| f.name(db).to_string()).collect();
        match func {
            Some(name) => {
                let name = name.trim_start_matches('@');
                funcs
                    .iter()
                    .copied()
                    .find(|f| &**f.name(db) == name)
                    .ok_or_else(|| Error::NoSuchFunction {
                        name: name.to_string(),
                        available: names(),
                    })
            }
            None => match funcs[..] {
                [f] => Ok(f),
                _ => Err(Error::FunctionRequired { available: names() }),
            },
        }
    }

    /// The functions selected by `--func` (all of them when absent).
    pub(crate) fn select_functions<'db>(
        &self,
        db: &'db RootDatabase,
        path: &str,
        func: Option<&str>,
    ) -> Result<Vec<FunctionId<'db>>, Error> {
        match func {
            Some(_) => Ok(vec![self.resolve_function(db, path, func)?]),
            None => Ok(file_functions(db, self.file(path)?).clone()),
        }
    }

    /// The IR of a function, or of the whole module, printed back as `.ll`.
    /// The whole module is a module LLVM reads again: header, types,
    /// globals, every definition, declarations, attribute groups and
    /// metadata; a definition lanes could not parse is kept as written.
    pub fn ir(&self, path: &str, func: Option<&str>) -> Cancellable<Result<String, Error>> {
        self.with_db(|db| {
            if func.is_none() {
                let file = self.file(path)?;
                let mut module = module_header(db, file).module.clone();
                let mut unparsed = String::new();
                for &f in file_functions(db, file) {
                    match function_body(db, f) {
                        Some(body) => module.functions.push(body.clone()),
                        None => {
                            unparsed.push('\n');
                            unparsed.push_str(lanes_db::function_text(db, f));
                            unparsed.push('\n');
                        }
                    }
                }
                let mut out = lanes_ir::print::print_module(&module);
                out.push_str(&unparsed);
                return Ok(out);
            }
            let mut out = String::new();
            for f in self.select_functions(db, path, func)? {
                match function_body(db, f) {
                    Some(body) => out.push_str(&lanes_ir::print::print_function(body)),
                    None => out.push_str(&format!("; @{} did not parse\n", f.name(db))),
                }
                out.push('\n');
            }
            Ok(out)
        })
    }

    /// Loops of the selected functions (or one loop with `loop_key`).
    pub fn loops(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<Vec<LoopInfo>, Error>> {
        self.with_db(|db| {
            let mut out = Vec::new();
            for f in self.select_functions(db, path, func)? {
                let forest = loop_forest(db, f);
                let loops = function_loops(db, f);
                let selected: Vec<LoopId> = match loop_key {
                    None => loops.clone(),
                    Some(key) => {
                        let l = forest.find(key).ok_or_else(|| Error::NoSuchLoop {
                            function: f.name(db).to_string(),
                            key: key.to_string(),
                            available: forest
                                .preorder()
                                .into_iter()
                                .map(|l| {
                                    format!(
                                        "{} ({})",
                                        forest.loops[l].path, forest.loops[l].header_name
                                    )
                                })
                                .collect(),
                        })?;
                        vec![LoopId::new(db, f, forest.loops[l].header_name.clone())]
                    }
                };
                for lp in selected {
                    if let Some(info) = loop_info(db, lp) {
                        out.push(info);
                    }
                }
            }
            Ok(out)
        })
    }
}

impl Analysis {
    /// Resolves `--loop` in a function: a header label or a path (`L0.1`);
    /// with no key, the function's only loop (or an error listing them).
    pub(crate) fn resolve_loop<'db>(
        &self,
        db: &'db RootDatabase,
        f: FunctionId<'db>,
        key: Option<&str>,
    ) -> Result<LoopId<'db>, Error> {
        let forest = loop_forest(db, f);
        let available = || {
            forest
                .preorder()
                .into_iter()
                .map(|l| format!("{} ({})", forest.loops[l].path, forest.loops[l].header_name))
                .collect()
        };
        let l = match key {
            Some(k) => forest.find(k),
            None if forest.loops.len() == 1 => forest.loops.iter().next().map(|(i, _)| i),
            None => {
                // The innermost loop when the nest is a single chain.
                let pre = forest.preorder();
                let chain = pre
                    .windows(2)
                    .all(|w| forest.loops[w[1]].parent == Some(w[0]));
                if chain { pre.last().copied() } else { None }
            }
        };
        let l = l.ok_or_else(|| Error::NoSuchLoop {
            function: f.name(db).to_string(),
            key: key.unwrap_or("").to_string(),
            available: available(),
        })?;
        Ok(LoopId::new(db, f, forest.loops[l].header_name.clone()))
    }
}

/// `line:col` of a `DILocation` and the name of its scope's `DIFile`.
pub(crate) fn md_location(
    module: &lanes_ir::Module,
    md: &Metadata,
) -> Option<(String, Option<String>)> {
    let Metadata::Ref(n) = md else {
        return None;
    };
    let node = module.metadata_node(*n)?;
    let (line, col) = node.location()?;
    let field_node = |node: &lanes_ir::MdNode, name: &str| match node.field(name)? {
        lanes_ir::MdField::Md(Metadata::Ref(r)) => module.metadata_node(*r),
        _ => None,
    };
    let file = field_node(node, "scope")
        .and_then(|scope| field_node(scope, "file"))
        .and_then(|file| match file.field("filename")? {
            lanes_ir::MdField::String(s) => Some(String::from_utf8_lossy(s).into_owned()),
            _ => None,
        });
    Some((format!("{line}:{col}"), file))
}

fn loop_info(db: &RootDatabase, lp: LoopId<'_>) -> Option<LoopInfo> {
    let f = lp.func(db);
    let body = function_body(db, f)?;
    let forest = loop_forest(db, f);
    let l = forest.find(lp.header(db))?;
    let data = &forest.loops[l];
    let bname = |b: lanes_ir::BlockId| body.blocks[b].name.to_string();
    let names = |bs: &[lanes_ir::BlockId]| bs.iter().map(|&b| bname(b)).collect::<Vec<_>>();
    let module = &module_header(db, f.file(db)).module;
    let md_loc = |md: &Metadata| md_location(module, md);
    let inst_loc = |i: lanes_ir::InstId| md_loc(body.insts[i].attachment("dbg")?);
    let debug_loc = data
        .blocks
        .iter()
        .find_map(|&b| body.blocks[b].insts.iter().find_map(|&i| inst_loc(i)))
        .map(|l| l.0);
    let terminator_loc =
        |b: lanes_ir::BlockId| body.blocks[b].insts.last().and_then(|&i| inst_loc(i));
    // `Loop::getStartLoc`: the loop ID's first location, else the
    // preheader's branch, else the header's terminator.
    let start_loc = data
        .loop_md
        .and_then(|n| module.metadata_node(n))
        .and_then(|node| node.operands().iter().skip(1).find_map(md_loc))
        .or_else(|| data.preheader.and_then(terminator_loc))
        .or_else(|| terminator_loc(data.header));
    let (start_loc, start_file) = start_loc.map_or((None, None), |(l, f)| (Some(l), f));
    let hints = data
        .loop_md
        .and_then(|n| module.metadata_node(n))
        .map(|node| loop_hints(module, node.operands()))
        .unwrap_or_default();
    let inductions = inductions(db, lp)
        .iter()
        .map(|iv| InductionInfo {
            name: body.value_name(&Value::Inst(iv.phi)),
            start: body.value_name(&iv.start),
            step: match &iv.step {
                Step::Const(c) => c.to_string(),
                Step::Invariant { value, scale } if *scale == 1 => body.value_name(value),
                Step::Invariant { value, scale } => format!("{scale}*{}", body.value_name(value)),
            },
            pointer: iv.is_pointer,
            update: body.value_name(&Value::Inst(iv.update)),
        })
        .collect();
    Some(LoopInfo {
        function: f.name(db).to_string(),
        header: data.header_name.to_string(),
        path: data.path.clone(),
        depth: data.depth,
        innermost: data.is_innermost(),
        parent: data.parent.map(|p| forest.loops[p].header_name.to_string()),
        blocks: names(&data.blocks),
        latches: names(&data.latches),
        exiting: names(&data.exiting),
        exits: names(&data.exits),
        preheader: data.preheader.map(bname),
        trip_count: data.trip_count,
        inductions,
        debug_loc,
        start_loc,
        start_file,
        hints,
    })
}

/// `llvm.loop` hint tuples `!{!"name", value}` as (name, value) strings.
fn loop_hints(module: &lanes_ir::Module, ops: &[Metadata]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for op in ops {
        let node = match op {
            Metadata::Ref(n) => module.metadata_node(*n),
            Metadata::Node(n) => Some(&**n),
            _ => None,
        };
        let Some(node) = node else { continue };
        let MdKind::Tuple(items) = &node.kind else {
            continue;
        };
        let Some(Metadata::String(name)) = items.first() else {
            continue;
        };
        let value = match items.get(1) {
            None => String::new(),
            Some(m) => match m.as_const().and_then(|c| c.as_uint()) {
                Some(v) => v.to_string(),
                None => match m {
                    Metadata::String(s) => String::from_utf8_lossy(s).into_owned(),
                    Metadata::Ref(n) => format!("!{n}"),
                    _ => "…".into(),
                },
            },
        };
        out.push((String::from_utf8_lossy(name).into_owned(), value));
    }
    out
}
