//! Structure questions: diagnostics, functions, loops, the IR printed back,
//! and the navigator's outline of a file.

use std::sync::Arc;

use lanes_db::debug_loc::loop_start_loc;
use lanes_db::{
    Db, LoopId, SourceFile, affine::Step, chunk_status, file_chunks, file_functions, function_body,
    function_ir, function_line, function_loops, function_offset, header_offset_to_file, inductions,
    loop_forest, module_header, module_producer, source_text,
};
use lanes_ir::{Diagnostic, LineIndex, MdKind, Metadata, Value};

use super::to_model::ToModel;
use crate::error::{Cancellable, Error};
use crate::host::Analysis;
use crate::model::{
    Diag, FileFacts, FileOutline, FunctionInfo, FunctionOutline, InductionInfo, Inputs,
    IrBlockLines, IrLine, IrLineKind, IrListing, LoopInfo, Producer, ProfileSource, Skipped,
};

/// What a file says about itself, as every JSON answer carries it.
#[derive(PartialEq, Debug)]
pub(crate) struct FileInputs {
    pub file: FileFacts,
    pub diagnostics: Vec<Diag>,
    pub skipped: Vec<Skipped>,
}

/// The facts of `file` (positions in its path as opened, which is the
/// database's key for it).
#[salsa::tracked(returns(ref))]
pub(crate) fn file_inputs(db: &dyn Db, file: SourceFile) -> Arc<FileInputs> {
    let path = file.path(db);
    Arc::new(FileInputs {
        file: {
            let (profile, source) = lanes_db::file_profile(db, file);
            FileFacts {
                file: path.clone(),
                producer: file_producer(db, file),
                profile: profile.name().to_string(),
                profile_source: match source {
                    lanes_db::ProfileSource::Chosen => ProfileSource::Chosen,
                    lanes_db::ProfileSource::Producer => ProfileSource::Producer,
                    lanes_db::ProfileSource::Default => ProfileSource::Default,
                },
            }
        },
        diagnostics: file_diagnostics(db, file, path),
        skipped: file_skipped(db, file, path),
    })
}

impl Analysis {
    /// Every diagnostic of a file (items and function bodies), in file order.
    pub fn diagnostics(&self, path: &str) -> Cancellable<Result<Vec<Diag>, Error>> {
        self.with_db(|db| {
            let file = self.file(path)?;
            // The memoized facts are positioned in the path the file was
            // opened under, which is `path`.
            Ok(file_inputs(db, file).diagnostics.clone())
        })
    }

    /// Which compiler made a file: `!llvm.ident`, the compile units'
    /// `producer:`, the pointer style of its types.
    ///
    /// ```
    /// let mut host = lanes::AnalysisHost::new();
    /// host.open_file("a.ll", "define void @f(ptr %p) {\nentry:\n  ret void\n}\n\
    ///     !llvm.ident = !{!0}\n!0 = !{!\"clang version 18.1.3\"}\n");
    /// let p = host.analysis().producer("a.ll").unwrap().unwrap();
    /// assert_eq!((p.compiler.as_deref(), p.version.as_deref()), (Some("clang"), Some("18.1.3")));
    /// assert_eq!(p.pointers, lanes::model::PointerStyle::Opaque);
    /// ```
    pub fn producer(&self, path: &str) -> Cancellable<Result<Producer, Error>> {
        self.with_db(|db| Ok(file_producer(db, self.file(path)?)))
    }

    /// What the files `paths` say about themselves: producers, diagnostics
    /// and the functions that did not parse (which no answer covers).
    pub fn inputs(&self, paths: &[String]) -> Cancellable<Result<Inputs, Error>> {
        self.with_db(|db| {
            let mut inputs = Inputs {
                files: Vec::new(),
                diagnostics: Vec::new(),
                skipped: Vec::new(),
            };
            for path in paths {
                let facts = file_inputs(db, self.file(path)?);
                inputs.files.push(facts.file.clone());
                inputs.diagnostics.extend(facts.diagnostics.iter().cloned());
                inputs.skipped.extend(facts.skipped.iter().cloned());
            }
            Ok(inputs)
        })
    }

    /// The functions defined in a file.
    pub fn functions(&self, path: &str) -> Cancellable<Result<Vec<FunctionInfo>, Error>> {
        self.with_db(|db| {
            let file = self.file(path)?;
            Ok(file_functions(db, file)
                .iter()
                .map(|&f| {
                    let ir = function_ir(db, f);
                    let body = ir.func.as_ref();
                    FunctionInfo {
                        name: f.name(db).to_string(),
                        line: function_line(db, f) + 1,
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

    /// The IR as the file has it: the whole file (`func` absent) or the
    /// selected function's definition, each line with its line number in
    /// the file (from the layout, so that it reads as an editor numbers
    /// it), what the parser found on it (`lanes_ir::lines`) and the source
    /// line of the instruction written on it; and where each block is.
    pub fn ir_listing(
        &self,
        path: &str,
        func: Option<&str>,
    ) -> Cancellable<Result<IrListing, Error>> {
        self.with_db(|db| {
            let file = self.file(path)?;
            let module = &module_header(db, file).module;
            let whole = func.is_none();
            let functions = match func {
                None => file_functions(db, file).clone(),
                Some(_) => self.select_functions(db, path, func)?,
            };
            let numbered = |first: u32, text: &str| -> Vec<IrLine> {
                text.lines()
                    .enumerate()
                    .map(|(i, l)| IrLine {
                        line: first + i as u32 + 1,
                        text: l.to_string(),
                        source: None,
                        kind: if l.trim_start().is_empty() {
                            IrLineKind::Blank
                        } else if l.trim_start().starts_with(';') {
                            IrLineKind::Comment
                        } else {
                            IrLineKind::Other
                        },
                    })
                    .collect()
            };
            let mut out = IrListing {
                lines: if whole {
                    numbered(0, source_text(db, file))
                } else {
                    Vec::new()
                },
                blocks: Vec::new(),
            };
            for f in functions {
                let first = function_line(db, f);
                let text = lanes_db::function_text(db, f);
                // Where the function's lines are in `out.lines`.
                let base = if whole {
                    first as usize
                } else {
                    let at = out.lines.len();
                    out.lines.extend(numbered(first, text));
                    at
                };
                let Some(body) = function_body(db, f) else {
                    continue;
                };
                let placed = lanes_ir::lines::TextLines::of(body, text);
                for (k, kind) in placed.kinds.iter().enumerate() {
                    if let Some(l) = out.lines.get_mut(base + k) {
                        l.kind = kind.to_model();
                    }
                }
                for &b in &body.layout {
                    let r = &placed.blocks[b];
                    out.blocks.push(IrBlockLines {
                        function: f.name(db).to_string(),
                        label: body.blocks[b].name.to_string(),
                        first: first + r.start + 1,
                        last: first + r.end,
                    });
                }
                for (k, kind) in placed.kinds.iter().enumerate() {
                    let lanes_ir::lines::LineKind::Inst(i) = *kind else {
                        continue;
                    };
                    let Some(md) = body.insts[i].attachment("dbg") else {
                        continue;
                    };
                    let Some(lanes_db::debug_loc::DebugLoc {
                        line,
                        file: Some(name),
                        ..
                    }) = lanes_db::debug_loc::md_location(module, md)
                    else {
                        continue;
                    };
                    if let Some(l) = out.lines.get_mut(base + k)
                        && l.source.is_none()
                    {
                        l.source = Some((name, line));
                    }
                }
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

    /// The source files the file's debug info names (`DIFile`): file name
    /// and directory as recorded, each once, in metadata order.
    pub fn debug_files(
        &self,
        path: &str,
    ) -> Cancellable<Result<Vec<crate::model::DebugFile>, Error>> {
        self.with_db(|db| {
            let header = lanes_db::module_header(db, self.file(path)?);
            let text = |node: &lanes_ir::MdNode, f: &str| match &*node.field(f)? {
                lanes_ir::MdField::String(s) => Some(String::from_utf8_lossy(s).into_owned()),
                _ => None,
            };
            let mut out: Vec<(String, Option<String>)> = Vec::new();
            for (_, node) in &header.module.metadata {
                if node.specialized_name() != Some("DIFile") {
                    continue;
                }
                if let Some(name) = text(node, "filename") {
                    let entry = (name, text(node, "directory"));
                    if !out.contains(&entry) {
                        out.push(entry);
                    }
                }
            }
            Ok(out)
        })
    }

    /// The source files `path`'s loops start in (the one with the most
    /// loops first), each with its text ([`crate::input::find_source`]
    /// looks beside the IR, in the recorded directory and under `roots`)
    /// and the `report` rows of its loops (of `func`'s only, if given).
    pub fn source_views(
        &self,
        path: &str,
        func: Option<&str>,
        roots: &[std::path::PathBuf],
    ) -> Cancellable<Result<Vec<crate::model::SourceView>, Error>> {
        let mut rows = match self.vectorization_report(&[path.to_string()])? {
            Ok(r) => r,
            Err(e) => return Ok(Err(e)),
        };
        if let Some(f) = func {
            let f = f.trim_start_matches('@');
            let functions = match self.functions(path)? {
                Ok(fs) => fs,
                Err(e) => return Ok(Err(e)),
            };
            if !functions.iter().any(|i| i.name == f) {
                return Ok(Err(Error::NoSuchFunction {
                    name: f.to_string(),
                    available: functions.into_iter().map(|i| i.name).collect(),
                }));
            }
            rows.retain(|r| r.function == f);
        }
        let dirs = match self.debug_files(path)? {
            Ok(d) => d,
            Err(e) => return Ok(Err(e)),
        };
        let ir_dir = std::path::Path::new(path)
            .parent()
            .unwrap_or(std::path::Path::new("."));
        let mut views: Vec<crate::model::SourceView> = Vec::new();
        for r in rows {
            let (Some(file), Some((line, column))) = (
                r.start_file.clone(),
                r.start_loc.as_deref().and_then(|l| l.split_once(':')),
            ) else {
                continue;
            };
            let (Ok(line), Ok(column)) = (line.parse(), column.parse()) else {
                continue;
            };
            let at = match views.iter().position(|v| v.source == file) {
                Some(i) => i,
                None => {
                    views.push(read_source(&file, &dirs, ir_dir, roots));
                    views.len() - 1
                }
            };
            views[at].loops.push(crate::model::SourceLoop {
                line,
                column,
                row: r,
            });
        }
        for v in &mut views {
            v.loops.sort_by_key(|l| (l.line, l.column));
        }
        views.sort_by_key(|v| std::cmp::Reverse(v.loops.len()));
        Ok(Ok(views))
    }

    /// Which LLVM's vectorizer answers for the file, and why.
    pub fn file_profile(
        &self,
        path: &str,
    ) -> Cancellable<Result<(String, crate::model::ProfileSource), Error>> {
        self.with_db(|db| {
            let facts = &file_inputs(db, self.file(path)?).file;
            Ok((facts.profile.clone(), facts.profile_source))
        })
    }

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
        let producer = match self.producer(path)? {
            Ok(p) => p,
            Err(e) => return Ok(Err(e)),
        };
        let (profile, profile_source) = match self.file_profile(path)? {
            Ok(p) => p,
            Err(e) => return Ok(Err(e)),
        };
        Ok(Ok(FileOutline {
            path: path.to_string(),
            functions: out,
            diagnostics,
            producer,
            profile,
            profile_source,
        }))
    }
}

/// Every diagnostic of a file (items and function bodies), in file order,
/// positioned in `path` (the file's path as opened).
pub(crate) fn file_diagnostics(db: &dyn lanes_db::Db, file: SourceFile, path: &str) -> Vec<Diag> {
    let mut all: Vec<Diagnostic> = module_header(db, file)
        .diagnostics
        .iter()
        .map(|d| {
            let mut d = d.clone();
            d.offset = header_offset_to_file(db, file, d.offset);
            d
        })
        .collect();
    let flagged = file_chunks(db, file)
        .iter()
        .flat_map(|&c| chunk_status(db, c).iter());
    for &(f, status) in flagged {
        if !status.has_diagnostics {
            continue;
        }
        let base = function_offset(db, f);
        all.extend(
            function_ir(db, f)
                .diagnostics
                .iter()
                .map(|d| d.clone().shifted(base)),
        );
    }
    // Malformed GenX region intrinsics, in a file that declares them: an
    // error at the call, as IGC's `CMRegion` asserts.
    if lanes_genx::validate::declares_regions(&module_header(db, file).module) {
        for &f in file_functions(db, file) {
            let Some(body) = function_body(db, f) else {
                continue;
            };
            let base = function_offset(db, f);
            all.extend(
                lanes_genx::validate::function_errors(body)
                    .into_iter()
                    .map(|d| d.shifted(base)),
            );
        }
    }
    if all.is_empty() {
        // A line index of a large file costs more than the rest.
        return Vec::new();
    }
    all.sort_by_key(|d| d.offset);
    let text = source_text(db, file);
    let index = LineIndex::new(text);
    all.into_iter()
        .map(|d| {
            let (line, col) = index.line_col(d.offset);
            Diag {
                path: path.to_string(),
                line: line + 1,
                col: col + 1,
                severity: d.severity.to_model(),
                rendered: d.render(path, text),
                message: d.printable_message(),
            }
        })
        .collect()
}

/// Which compiler made a file.
pub(crate) fn file_producer(db: &dyn lanes_db::Db, file: SourceFile) -> Producer {
    let p = module_producer(db, file);
    let (compiler, version) = p.compiler().unzip();
    Producer {
        compiler,
        version,
        idents: p.idents.clone(),
        compile_units: p.compile_units.clone(),
        pointers: p.pointers.to_model(),
        debug_records: p.debug_records,
    }
}

/// The functions of a file that did not parse (a body with an error).
pub(crate) fn file_skipped(db: &dyn lanes_db::Db, file: SourceFile, path: &str) -> Vec<Skipped> {
    let failed: Vec<_> = file_chunks(db, file)
        .iter()
        .flat_map(|&c| chunk_status(db, c).iter())
        .filter(|(_, s)| s.failed)
        .map(|&(f, _)| f)
        .collect();
    if failed.is_empty() {
        return Vec::new();
    }
    failed
        .into_iter()
        .map(|f| Skipped {
            file: path.to_string(),
            function: f.name(db).to_string(),
            line: function_line(db, f) + 1,
        })
        .collect()
}

pub(crate) fn loop_info(db: &dyn lanes_db::Db, lp: LoopId<'_>) -> Option<LoopInfo> {
    let f = lp.func(db);
    let body = function_body(db, f)?;
    let forest = loop_forest(db, f);
    let l = forest.find(lp.header(db))?;
    let data = &forest.loops[l];
    let bname = |b: lanes_ir::BlockId| body.blocks[b].name.to_string();
    let names = |bs: &[lanes_ir::BlockId]| bs.iter().map(|&b| bname(b)).collect::<Vec<_>>();
    let module = &module_header(db, f.file(db)).module;
    let (start_loc, start_file) =
        loop_start_loc(module, body, data).map_or((None, None), |l| (Some(l.line_col()), l.file));
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
        start_loc,
        start_file,
        hints,
        hotness: lanes_db::block_counts(db, f)
            .as_ref()
            .and_then(|c| c.get(data.header).copied()),
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

/// A source file's text, found as [`crate::input::find_source`] looks.
fn read_source(
    file: &str,
    dirs: &[(String, Option<String>)],
    ir_dir: &std::path::Path,
    roots: &[std::path::PathBuf],
) -> crate::model::SourceView {
    let dir = dirs
        .iter()
        .find(|(f, _)| f == file)
        .and_then(|(_, d)| d.clone());
    let found = crate::input::find_source(file, dir.as_deref(), ir_dir, roots)
        .and_then(|(p, how)| Some((std::fs::read(&p).ok()?, p, how)));
    let (path, note, lines) = match found {
        Some((bytes, p, how)) => (
            Some(p.display().to_string()),
            format!("found {how}"),
            String::from_utf8_lossy(&bytes)
                .lines()
                .map(str::to_string)
                .collect(),
        ),
        None => (
            None,
            format!(
                "{file} not found beside the IR{}; give its directory with --source-root DIR",
                dir.map(|d| format!(" or in {d}")).unwrap_or_default()
            ),
            Vec::new(),
        ),
    };
    crate::model::SourceView {
        source: file.to_string(),
        path,
        note,
        lines,
        loops: Vec::new(),
    }
}
