//! The host (owns the database, applies changes) and snapshots (answer
//! questions). The questions themselves are in [`crate::analysis`], one
//! module per area; this module holds what they share: the snapshot, its
//! cancellation, and resolving `--func`/`--loop` to database keys.
//!
//! **Architecture invariant:** the host layer depends on [`crate::model`],
//! [`crate::error`] and [`crate::input`] only; nothing here knows about
//! output formats, the command line or the server.
//!
//! **API boundary:** [`AnalysisHost`] and [`Analysis`] are the library's
//! entry points; salsa keys (`FunctionId`, `LoopId`) never leave the crate.
//!
//! Over 800 lines: one setter per input a user controls (targets, cost
//! entries, each option, files and edits) beside the snapshot and its
//! key resolution, the one place every front end changes inputs through.

use std::path::Path;
use std::sync::Arc;

pub use lanes_db::{EditScope, FileChange, TextPosition};
use lanes_db::{
    FunctionId, LayoutPolicy, LoopId, Options, RootDatabase, SourceFile, Target, file_functions,
    function_loops, loop_forest,
};
use salsa::Setter;

use crate::error::{Cancellable, Cancelled, Error};
use crate::model::TargetSource;

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
/// host.set_cost(lanes::target::TableId::Memory, "gather_per_lane", 8).unwrap();
/// assert_eq!(host.target_desc().name, "avx2");
/// ```
pub struct AnalysisHost {
    db: RootDatabase,
    /// The chosen target (else the default built-in): the input a cost
    /// edit changes. A built-in is the same input as its entry in
    /// `builtins`, so that an edit of its tables reaches the functions
    /// whose attributes name it too.
    target: Target,
    /// The user's own description (a file, `setTarget`'s TOML), once one
    /// was chosen.
    custom: Option<Target>,
    options: Options,
    /// The x86 built-ins, for functions whose attributes name their own
    /// subtarget (used while no target was chosen).
    builtins: FunctionTargets,
    /// Counts the changes: equal in two snapshots that see the same inputs.
    generation: u64,
    /// Each target input's description as last chosen or set as a whole,
    /// before cost edits: what an edit is compared with and reset to, and
    /// the description's words, which no analysis reads.
    loaded: Vec<(Target, lanes_target::TargetDesc)>,
    /// Set by [`report_in_batches`](Self::report_in_batches): the report
    /// decides each loop with a [`lanes_vec::Planner`], which memoizes no
    /// per-VF work (no edit follows a one-shot report).
    one_shot: bool,
}

/// The built-in targets a function's `"target-cpu"`/`"target-features"`
/// may select (narrowest first), and what the user chose.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct FunctionTargets {
    pub(crate) chosen: Chosen,
    pub(crate) targets: [(&'static str, Target); 4],
}

/// How a target the user named applies to functions whose attributes name
/// their own.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Chosen {
    /// None named: each function gets the built-in its attributes name.
    No,
    /// A description of the user's: every function gets it.
    Every,
    /// A built-in x86 target (index into `targets`): like `opt -mattr`,
    /// whose features are added to each function's own, a function whose
    /// attributes name a wider built-in gets that one.
    AtLeast(usize),
}

impl FunctionTargets {
    /// The target loop `l` is analysed for, and why: every question about
    /// a loop (the report's row, its cost, plan, groups and shapes) asks
    /// this, so that all of them answer for the same target.
    pub(crate) fn target_of(
        &self,
        db: &dyn lanes_db::Db,
        l: LoopId<'_>,
        default: Target,
    ) -> (Target, TargetSource) {
        let chosen = match self.chosen {
            Chosen::No => TargetSource::Default,
            Chosen::Every => return (default, TargetSource::Chosen),
            Chosen::AtLeast(_) => TargetSource::Chosen,
        };
        let own = lanes_vec::fn_attrs(db, l)
            .target
            .and_then(|name| self.targets.iter().position(|(n, _)| *n == name));
        match (own, self.chosen) {
            (Some(i), Chosen::AtLeast(c)) if i > c => (self.targets[i].1, TargetSource::Function),
            (Some(i), Chosen::No) => (self.targets[i].1, TargetSource::Function),
            _ => (default, chosen),
        }
    }
}

impl Default for AnalysisHost {
    fn default() -> Self {
        AnalysisHost::new()
    }
}

impl AnalysisHost {
    /// A host with the default target (`avx2`) and default options.
    pub fn new() -> AnalysisHost {
        AnalysisHost::with_db(RootDatabase::default())
    }

    /// [`new`](Self::new) without the log of executed queries
    /// ([`take_executed`](Self::take_executed) is always empty): for the
    /// front ends that never show it, as re-validating after an edit is
    /// then a tenth faster.
    pub fn without_log() -> AnalysisHost {
        AnalysisHost::with_db(RootDatabase::without_log())
    }

    fn with_db(mut db: RootDatabase) -> AnalysisHost {
        lanes_target::parse_builtins(&["sse2", "sse42", "avx2", "avx512"]);
        let desc = lanes_target::builtin(lanes_target::DEFAULT_TARGET).expect("built-in target");
        let options = db.new_options(LayoutPolicy::Auto, None);
        let mut loaded = Vec::new();
        let mut builtin = |name: &'static str| {
            let desc = lanes_target::builtin(name).expect("built-in target");
            let t = db.new_target(&desc);
            loaded.push((t, desc));
            (name, t)
        };
        let targets = [
            builtin("sse2"),
            builtin("sse42"),
            builtin("avx2"),
            builtin("avx512"),
        ];
        let default = targets
            .iter()
            .find(|(n, _)| *n == lanes_target::DEFAULT_TARGET);
        let target = match default {
            Some(&(_, t)) => t,
            None => {
                let t = db.new_target(&desc);
                loaded.push((t, desc));
                t
            }
        };
        AnalysisHost {
            db,
            target,
            custom: None,
            options,
            builtins: FunctionTargets {
                chosen: Chosen::No,
                targets,
            },
            generation: 0,
            one_shot: false,
            loaded,
        }
    }

    /// Remembers `desc` as what target `t` was set to as a whole.
    fn load(&mut self, t: Target, desc: &lanes_target::TargetDesc) {
        self.db.update_target(t, desc);
        match self.loaded.iter_mut().find(|(l, _)| *l == t) {
            Some((_, d)) => *d = desc.clone(),
            None => self.loaded.push((t, desc.clone())),
        }
    }

    /// Switches to a target the user chose: it then applies to every
    /// function, whatever the function's attributes say.
    pub fn choose_target(&mut self, desc: &lanes_target::TargetDesc) {
        self.generation += 1;
        self.builtins.chosen = Chosen::Every;
        let custom = match self.custom {
            Some(t) => t,
            None => *self.custom.insert(self.db.new_target(desc)),
        };
        self.load(custom, desc);
        self.target = custom;
    }

    /// Switches to a built-in x86 target named on the command line, as
    /// `opt -mattr` does: its features are added to each function's own, so
    /// a function whose `"target-cpu"`/`"target-features"` name a wider
    /// built-in (`+avx512f` under `avx2`) is analysed for that one. Any
    /// other name or description applies to every function
    /// ([`choose_target`](Self::choose_target)). The built-in's tables
    /// are set to `desc` (discarding earlier edits of them).
    pub fn choose_builtin_target(&mut self, name: &str, desc: &lanes_target::TargetDesc) {
        let Some(i) = self.builtins.targets.iter().position(|(n, _)| *n == name) else {
            return self.choose_target(desc);
        };
        self.generation += 1;
        self.builtins.chosen = Chosen::AtLeast(i);
        self.target = self.builtins.targets[i].1;
        self.load(self.target, desc);
    }

    /// Chooses the target `name` names: a built-in
    /// ([`choose_builtin_target`](Self::choose_builtin_target)) or a TOML
    /// file ([`choose_target`](Self::choose_target)), as `--target` does.
    pub fn choose_target_named(&mut self, name: &str) -> Result<(), lanes_target::Error> {
        let desc = lanes_target::load(name)?;
        self.choose_builtin_target(name, &desc);
        Ok(())
    }

    /// Changes the tables of the current target (the chosen one, else the
    /// default) to `desc`'s. Only the tables that differ are set, so
    /// results reading only the unchanged tables stay valid. Choosing
    /// another target is [`choose_target`](Self::choose_target)'s.
    pub fn set_target(&mut self, desc: &lanes_target::TargetDesc) {
        self.generation += 1;
        self.load(self.target, desc);
    }

    /// The input of the target named `name`: the current target first,
    /// then the built-ins.
    fn target_named(&self, name: &str) -> Option<Target> {
        if self.target.name(&self.db) == name {
            return Some(self.target);
        }
        let builtin = self.builtins.targets.iter().find(|(n, _)| *n == name);
        builtin.map(|&(_, t)| t)
    }

    /// Changes one entry of a cost table of the current target: `table`
    /// `Arith` and `key` `fdiv.f64`, `Memory` and `gather_per_lane`, ...
    /// Loops whose functions' attributes select another built-in are
    /// priced with that one's tables (each report row's `target` names
    /// it): [`set_cost_of`](Self::set_cost_of) edits those. The one path
    /// of every cost edit (`--cost`, the server's `setCost`, the terminal
    /// UI's target pane).
    pub fn set_cost(
        &mut self,
        table: lanes_target::TableId,
        key: &str,
        value: u32,
    ) -> Result<(), Error> {
        let name = self.target.name(&self.db).clone();
        self.set_cost_of(&name, table, key, value)
    }

    /// [`set_cost`](Self::set_cost) of the target named `target` (the
    /// current one, or a built-in functions' attributes select). Setting
    /// an entry to the value it has changes nothing: no answer is
    /// recomputed and the generation stays. An error names the entry
    /// (`arith.nosuch`) and what it may be.
    ///
    /// ```
    /// use lanes::target::TableId;
    /// let mut host = lanes::AnalysisHost::new();
    /// host.set_cost_of("sse2", TableId::Arith, "fmul.f32", 40).unwrap();
    /// assert_eq!(host.target_desc_of("sse2").unwrap().get("arith.fmul.f32").unwrap(), 40);
    /// assert!(host.set_cost_of("nosuch", TableId::Arith, "fmul.f32", 40).is_err());
    /// let e = host.set_cost_of("sse2", TableId::Arith, "nosuch", 40).unwrap_err();
    /// assert!(e.to_string().contains("`arith.nosuch`"), "{e}");
    /// ```
    pub fn set_cost_of(
        &mut self,
        target: &str,
        table: lanes_target::TableId,
        key: &str,
        value: u32,
    ) -> Result<(), Error> {
        let t = self
            .target_named(target)
            .ok_or_else(|| Error::Target(format!("no target named '{target}' is in use")))?;
        let mut desc = self.db.target_desc(t);
        let path = format!("{table}.{key}");
        let before = desc.get(&path).ok();
        desc.set(&path, value)
            .map_err(|e| Error::Target(e.to_string()))?;
        if before == Some(value) {
            return Ok(());
        }
        self.generation += 1;
        self.db.update_target(t, &desc);
        Ok(())
    }

    /// The current target description.
    pub fn target_desc(&self) -> lanes_target::TargetDesc {
        let name = self.target.name(&self.db).clone();
        self.target_desc_of(&name).expect("the current target")
    }

    /// The description of the target named `target` (the current one, or
    /// a built-in functions' attributes select), with its edits.
    pub fn target_desc_of(&self, target: &str) -> Option<lanes_target::TargetDesc> {
        let t = self.target_named(target)?;
        let mut desc = self.db.target_desc(t);
        desc.description = self.loaded_of(t).description.clone();
        Some(desc)
    }

    /// The description of the target named `target` as it was chosen or
    /// loaded, without the cost edits made since: what the edits are
    /// compared with and reset to.
    ///
    /// ```
    /// use lanes::target::TableId;
    /// let mut host = lanes::AnalysisHost::new();
    /// host.set_cost(TableId::Arith, "fmul.f32", 40).unwrap();
    /// let loaded = host.loaded_target_of("avx2").unwrap();
    /// assert_ne!(loaded.get("arith.fmul.f32").unwrap(), 40);
    /// assert_eq!(host.target_desc().get("arith.fmul.f32").unwrap(), 40);
    /// assert_eq!(host.target_desc().description, loaded.description);
    /// ```
    pub fn loaded_target_of(&self, target: &str) -> Option<lanes_target::TargetDesc> {
        self.target_named(target).map(|t| self.loaded_of(t).clone())
    }

    fn loaded_of(&self, t: Target) -> &lanes_target::TargetDesc {
        let found = self.loaded.iter().find(|(l, _)| *l == t);
        &found.expect("every target input is loaded").1
    }

    /// Sets the layout policy for loop-private aggregates.
    pub fn set_layout(&mut self, layout: LayoutPolicy) {
        if self.options.layout(&self.db) != layout {
            self.generation += 1;
            self.options.set_layout(&mut self.db).to(layout);
        }
    }

    /// Sets (or clears) the user's bound on candidate VFs.
    pub fn set_max_vf(&mut self, max_vf: Option<u32>) {
        if self.options.max_vf(&self.db) != max_vf {
            self.generation += 1;
            self.options.set_max_vf(&mut self.db).to(max_vf);
        }
    }

    /// Makes outer loops marked `llvm.loop.vectorize.enable` the candidates
    /// instead of their inner loops (LLVM's `-enable-vplan-native-path`).
    pub fn set_vplan_native_path(&mut self, on: bool) {
        if self.options.vplan_native_path(&self.db) != on {
            self.generation += 1;
            self.options.set_vplan_native_path(&mut self.db).to(on);
        }
    }

    /// Which price decides a VLS group LLVM prices as an interleave group.
    pub fn vls_cost(&self) -> lanes_db::VlsCost {
        self.options.vls_cost(&self.db)
    }

    /// Chooses which price decides a VLS group LLVM prices as an
    /// interleave group (`--vls-cost`).
    pub fn set_vls_cost(&mut self, v: lanes_db::VlsCost) {
        if self.options.vls_cost(&self.db) != v {
            self.options.set_vls_cost(&mut self.db).to(v);
        }
    }

    /// The LLVM whose rules answer every file, when one was chosen (else
    /// each file's producer's: [`lanes_db::file_profile`]).
    pub fn profile(&self) -> Option<lanes_db::Profile> {
        self.options.profile(&self.db)
    }

    /// Chooses the LLVM whose rules answer every file (`--llvm 14|22`), or
    /// `None` for each file's producer's. Only what reads a rule that
    /// differs between the versions is computed again.
    pub fn set_profile(&mut self, p: Option<lanes_db::Profile>) {
        if self.options.profile(&self.db) != p {
            self.generation += 1;
            self.options.set_profile(&mut self.db).to(p);
        }
    }

    /// Forces the width and interleave count of every loop whose metadata
    /// names none, as `opt -force-vector-width N -force-vector-interleave M`
    /// do (`None`: the planner chooses). A forced width is still refused
    /// where it is illegal; the answer's reason says it was forced.
    pub fn set_forced(&mut self, width: Option<u32>, interleave: Option<u32>) {
        if self.options.force_vector_width(&self.db) != width {
            self.generation += 1;
            self.options.set_force_vector_width(&mut self.db).to(width);
        }
        if self.options.force_vector_interleave(&self.db) != interleave {
            self.generation += 1;
            self.options
                .set_force_vector_interleave(&mut self.db)
                .to(interleave);
        }
    }

    /// LLVM's `-prefer-predicate-over-epilogue` for every loop (`None`:
    /// as without it).
    pub fn set_prefer_predicate(&mut self, p: Option<lanes_db::PreferPredicate>) {
        if self.options.prefer_predicate(&self.db) != p {
            self.generation += 1;
            self.options.set_prefer_predicate(&mut self.db).to(p);
        }
    }

    /// The `-prefer-predicate-over-epilogue` in force.
    pub fn prefer_predicate(&self) -> Option<lanes_db::PreferPredicate> {
        self.options.prefer_predicate(&self.db)
    }

    /// Opens (or replaces) a file's text.
    pub fn open_file(&mut self, path: &str, text: &str) {
        self.generation += 1;
        self.db.set_file(path, text);
    }

    /// Reads a file from disk and opens it under its path as given (the
    /// name every question then takes). IR text is read as is, LLVM
    /// bitcode through `llvm-dis` ([`crate::input::read_ir`]).
    ///
    /// ```
    /// # let dir = std::env::temp_dir().join(format!("lanes-open-path-{}", std::process::id()));
    /// # std::fs::create_dir_all(&dir).unwrap();
    /// let file = dir.join("f.ll");
    /// std::fs::write(&file, "define void @f() {\nentry:\n  ret void\n}\n").unwrap();
    /// let mut host = lanes::AnalysisHost::new();
    /// let path = host.open_path(&file).unwrap();
    /// assert_eq!(path, file.display().to_string());
    /// let funcs = host.analysis().functions(&path).unwrap().unwrap();
    /// assert_eq!(funcs[0].name, "f");
    /// // A missing file is an error, not a panic.
    /// assert!(matches!(
    ///     host.open_path(dir.join("missing.ll")),
    ///     Err(lanes::Error::NoSuchFile(_))
    /// ));
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn open_path(&mut self, path: impl AsRef<Path>) -> Result<String, Error> {
        let path = path.as_ref();
        let p = path.display().to_string();
        if path.is_dir() {
            return Err(Error::NotAFile(p));
        }
        if let Err(e) = std::fs::metadata(path) {
            return Err(Error::NoSuchFile(format!("{p}: {e}")));
        }
        let text = crate::input::read_ir(path).map_err(Error::Unreadable)?;
        self.open_file(&p, &text);
        Ok(p)
    }

    /// Changes a file's text; only results depending on what changed are recomputed.
    ///
    /// Returns what changed, for a viewer that keeps answers: the
    /// functions whose body alone changed, or the whole file.
    ///
    /// ```
    /// let mut host = lanes::AnalysisHost::new();
    /// let f = "define void @f() {\nentry:\n  ret void\n}\n";
    /// let g = "define void @g() {\nentry:\n  ret void\n}\n";
    /// host.open_file("a.ll", &format!("{f}{g}"));
    /// let g2 = g.replace("entry:", "start:");
    /// let c = host.change_file("a.ll", &format!("{f}{g2}"));
    /// assert_eq!((c.functions.len(), c.whole), (1, false));
    /// assert_eq!(c.functions[0].to_string(), "g");
    /// // A `define` line (its attributes are what callers read): the whole file.
    /// let g3 = g2.replace("@g()", "@g() nounwind");
    /// assert!(host.change_file("a.ll", &format!("{f}{g3}")).whole);
    /// ```
    pub fn change_file(&mut self, path: &str, text: &str) -> FileChange {
        self.generation += 1;
        self.db.set_file_changes(path, text).1
    }

    /// Replaces the text between `start` and `end` of an open file with
    /// `text`, as LSP's `didChange` does with a range (lines from 0,
    /// characters in UTF-16 code units). An edit inside one function's
    /// body sets that function's text alone: only its results, and the
    /// positions of what follows it, are recomputed. An edit across items
    /// or of the header splits the file again, like
    /// [`change_file`](Self::change_file) with the whole edited text.
    ///
    /// ```
    /// use lanes::{EditScope, TextPosition};
    /// let mut host = lanes::AnalysisHost::new();
    /// host.open_file("f.ll", "define i32 @f() {\nentry:\n  ret i32 7\n}\n");
    /// let at = |line, character| TextPosition { line, character };
    /// // `7` → `42`: one function's text changes.
    /// let scope = host.edit_file("f.ll", at(2, 10), at(2, 11), "42").unwrap();
    /// assert_eq!(scope, EditScope::Function("f".into()));
    /// let ir = host.analysis().ir("f.ll", Some("f")).unwrap().unwrap();
    /// assert!(ir.contains("ret i32 42"));
    /// // A new item after the function: the file is split again.
    /// let scope = host.edit_file("f.ll", at(4, 0), at(4, 0), "declare void @g()\n").unwrap();
    /// assert_eq!(scope, EditScope::File);
    /// ```
    pub fn edit_file(
        &mut self,
        path: &str,
        start: TextPosition,
        end: TextPosition,
        text: &str,
    ) -> Result<EditScope, Error> {
        self.generation += 1;
        self.db
            .edit_file(path, start, end, text)
            .ok_or_else(|| Error::NoSuchFile(path.to_string()))
    }

    /// Closes a file; returns whether it was open.
    pub fn close_file(&mut self, path: &str) -> bool {
        self.generation += 1;
        self.db.remove_file(path)
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
            generation: self.generation,
            one_shot: self.one_shot,
        }
    }

    /// Computes the report of `paths` into the database for a one-shot
    /// answer, `batch` functions at a time, and after each batch but the
    /// last (whose results the host's owner drops with it) drops the
    /// per-function, per-loop and per-VF results the verdicts were made
    /// from: peak memory is then the file-level results, the verdicts and
    /// one batch's intermediates, not every intermediate of the module.
    /// The verdicts, the diagnostics and the producer stay memoized, so
    /// [`Analysis::vectorization_report`] and [`Analysis::diagnostics`]
    /// after it only read them. For the CLI: a host that answers again
    /// after an edit (the server, the terminal UI) keeps every result, so
    /// that an edit re-computes only what it changed.
    pub fn report_in_batches(&mut self, paths: &[String], batch: usize) -> Result<(), Error> {
        use salsa::Database as _;
        use std::sync::atomic::AtomicUsize;
        use std::sync::mpsc;
        let n = self
            .analysis()
            .report_function_count(paths)
            .map_err(|_| Error::Cancelled)??;
        let threads = worker_threads();
        self.one_shot = true;
        // The headers first, before the helpers start: a large one is
        // parsed in runs on threads of their own, whose allocator arenas
        // the helpers then take over with what the runs left free (with
        // the helpers already running, those arenas stayed apart, 5% of
        // the peak).
        self.analysis()
            .warm_headers(paths)
            .map_err(|_| Error::Cancelled)??;
        lanes_db::set_memo_capacity(&mut self.db, 1);
        lanes_vec::queries::set_memo_capacity(&mut self.db, 1);
        // The helpers live as long as the batches (a thread's allocator
        // caches are then warm from one batch to the next); each gets a
        // snapshot per batch and drops it before the eviction, which
        // needs the database alone.
        type Reply = mpsc::Sender<Cancellable<Result<(), Error>>>;
        type Job = (Analysis, std::ops::Range<usize>, Arc<AtomicUsize>, Reply);
        let done = std::thread::scope(|s| {
            let helpers: Vec<mpsc::Sender<Job>> = (1..threads)
                .map(|_| {
                    let (tx, rx) = mpsc::channel::<Job>();
                    s.spawn(move || {
                        for (an, range, next, reply) in rx {
                            let r = an.warm_report_share(paths, range, &next);
                            drop(an);
                            let _ = reply.send(r);
                        }
                    });
                    tx
                })
                .collect();
            let mut start = 0;
            while start < n {
                let range = start..start.saturating_add(batch.max(1)).min(n);
                let next = Arc::new(AtomicUsize::new(0));
                let replies: Vec<_> = helpers
                    .iter()
                    .map(|h| {
                        let (tx, rx) = mpsc::channel();
                        let _ = h.send((self.analysis(), range.clone(), next.clone(), tx));
                        rx
                    })
                    .collect();
                let own = self
                    .analysis()
                    .warm_report_share(paths, range.clone(), &next);
                // A helper that stopped (a panic) drops its reply: an error.
                let theirs: Vec<_> = replies.iter().map(|r| r.recv()).collect();
                start = range.end;
                if start < n {
                    // Not after the last batch: the report then reads only
                    // the verdicts, and the CLI exits without freeing.
                    self.db.trigger_lru_eviction();
                }
                own.map_err(|_| Error::Cancelled)??;
                for r in theirs {
                    r.map_err(|_| Error::Cancelled)?
                        .map_err(|_| Error::Cancelled)??;
                }
            }
            Ok(())
        });
        // Back to keeping every result: what was dropped is computed
        // again if asked for.
        lanes_db::set_memo_capacity(&mut self.db, 0);
        lanes_vec::queries::set_memo_capacity(&mut self.db, 0);
        done
    }

    /// The length in bytes of the open files of `paths`, together.
    pub fn text_len(&self, paths: &[String]) -> usize {
        paths
            .iter()
            .filter_map(|p| self.db.file(p))
            .map(|f| f.layout(&self.db).len as usize)
            .sum()
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

pub(crate) use lanes_db::worker_threads;

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
/// // The `result` of `lanes cost s.ll --format json`.
/// let json = serde_json::to_value(&cost).unwrap();
/// assert_eq!(json["loop"], "for.body");
/// ```
pub struct Analysis {
    pub(crate) db: RootDatabase,
    pub(crate) target: Target,
    pub(crate) options: Options,
    pub(crate) builtins: FunctionTargets,
    pub(crate) generation: u64,
    /// The host's [`AnalysisHost::report_in_batches`] ran: the report's
    /// verdicts are the one-shot ones.
    pub(crate) one_shot: bool,
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
    /// Which inputs the snapshot sees: two snapshots of one host with the
    /// same generation answer every question alike (a host counts its
    /// changes; an answer may be kept for as long as it does not change).
    pub fn generation(&self) -> u64 {
        self.generation
    }

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

    /// The loop a vectorizer question is about: the one named, else the loop
    /// the function's SIMD directive or hints select, else the only
    /// (innermost) loop.
    pub(crate) fn vec_loop<'db>(
        &self,
        db: &'db RootDatabase,
        path: &str,
        func: Option<&str>,
        key: Option<&str>,
    ) -> Result<(FunctionId<'db>, LoopId<'db>), Error> {
        let f = self.resolve_function(db, path, func)?;
        if key.is_none() {
            let chosen: Vec<LoopId> = function_loops(db, f)
                .iter()
                .copied()
                .filter(|&l| {
                    let wi = lanes_vec::wi_analysis(db, l);
                    wi.vectorize && (wi.simd.is_some() || wi.hints.enable == Some(true))
                })
                .collect();
            if let [l] = chosen[..] {
                return Ok((f, l));
            }
        }
        Ok((f, self.resolve_loop(db, f, key)?))
    }
}
