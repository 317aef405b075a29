//! GenX questions about the selected functions: bales, numbering, live
//! ranges, coalescing and register assignment (text and typed result), and
//! the typed views the terminal UI draws.

use lanes_db::{FunctionId, RootDatabase, function_body, module_header};
use lanes_ir::{InstId, Metadata};

use crate::error::{Cancellable, Error};
use crate::host::Analysis;
use crate::model::{
    GenxDump, GenxQuery, GenxResult, LiveRange, LiveRangeChart, NumberedDump, PassDump, VisaDump,
};

impl Analysis {
    /// Bales of the selected functions (`igc`: one line per baled instruction, as IGC prints them).
    pub fn bales(
        &self,
        path: &str,
        func: Option<&str>,
        igc: bool,
    ) -> Cancellable<Result<Vec<GenxDump>, Error>> {
        self.genx(path, func, GenxQuery::Bales, igc)
    }
    /// Instruction numbers of the selected functions (`lanes numbering`).
    pub fn numbering(
        &self,
        path: &str,
        func: Option<&str>,
    ) -> Cancellable<Result<Vec<GenxDump>, Error>> {
        self.genx(path, func, GenxQuery::Numbering, false)
    }
    /// Live ranges of the selected functions (`lanes liveness`).
    pub fn live_ranges(
        &self,
        path: &str,
        func: Option<&str>,
    ) -> Cancellable<Result<Vec<GenxDump>, Error>> {
        self.genx(path, func, GenxQuery::Liveness, false)
    }
    /// Coalesced live ranges and the copies they need (`lanes coalesce`).
    pub fn coalescing(
        &self,
        path: &str,
        func: Option<&str>,
    ) -> Cancellable<Result<Vec<GenxDump>, Error>> {
        self.genx(path, func, GenxQuery::Coalesce, false)
    }
    /// vISA register assignment of the selected functions (`lanes regalloc`).
    pub fn register_assignment(
        &self,
        path: &str,
        func: Option<&str>,
    ) -> Cancellable<Result<Vec<GenxDump>, Error>> {
        self.genx(path, func, GenxQuery::Regalloc, false)
    }

    /// The selected functions before and after GenXRegionCollapsing on
    /// platform `cpu` (an `-mcpu` name; XeHPG without one): the
    /// `region_collapsing` query (`lanes collapse`).
    pub fn region_collapsing(
        &self,
        path: &str,
        func: Option<&str>,
        cpu: Option<&str>,
    ) -> Cancellable<Result<Vec<PassDump>, Error>> {
        self.pass_dumps(path, func, cpu, "GenXRegionCollapsing", |db, f, p| {
            let c = lanes_genx::region_collapsing(db, f, p).as_ref()?;
            Some((lanes_ir::print::print_function(&c.func), c.notes.clone()))
        })
    }

    /// The selected functions before and after GenXLegalization on
    /// platform `cpu` (XeHPG without one): the `legalization` query
    /// (`lanes legalize`).
    pub fn legalization(
        &self,
        path: &str,
        func: Option<&str>,
        cpu: Option<&str>,
    ) -> Cancellable<Result<Vec<PassDump>, Error>> {
        self.pass_dumps(path, func, cpu, "GenXLegalization", |db, f, p| {
            let l = lanes_genx::legalization(db, f, p).as_ref()?;
            Some((lanes_ir::print::print_function(&l.func), l.notes.clone()))
        })
    }

    /// The selected functions after GenXLegalization (the pass's input)
    /// and after GenXPostLegalization on platform `cpu` (XeHPG without
    /// one): the `post_legalization` query (`lanes postlegal`).
    pub fn post_legalization(
        &self,
        path: &str,
        func: Option<&str>,
        cpu: Option<&str>,
    ) -> Cancellable<Result<Vec<PassDump>, Error>> {
        let mut dumps = self.pass_dumps(path, func, cpu, "GenXPostLegalization", |db, f, p| {
            let l = lanes_genx::post_legalization(db, f, p).as_ref()?;
            Some((lanes_ir::print::print_function(&l.func), l.notes.clone()))
        })?;
        let legal = self.legalization(path, func, cpu)?;
        if let (Ok(ds), Ok(legal)) = (&mut dumps, legal) {
            for d in ds.iter_mut() {
                if let Some(l) = legal.iter().find(|l| l.function == d.function) {
                    d.before = l.after.clone();
                }
            }
        }
        Ok(dumps)
    }

    /// Each selected function before and after the IR pass `run` (the
    /// function as printed after it and the rules it applied; `None` for
    /// a function the pass does not look at).
    fn pass_dumps(
        &self,
        path: &str,
        func: Option<&str>,
        cpu: Option<&str>,
        pass: &'static str,
        run: impl Fn(
            &dyn lanes_db::Db,
            lanes_db::FunctionId<'_>,
            lanes_genx::subtarget::Platform,
        ) -> Option<(String, Vec<String>)>,
    ) -> Cancellable<Result<Vec<PassDump>, Error>> {
        self.with_db(|db| {
            let platform = platform_of(cpu)?;
            let mut out = Vec::new();
            for f in self.select_functions(db, path, func)? {
                let Some(body) = function_body(db, f) else {
                    return Err(Error::Unparsed {
                        function: f.name(db).to_string(),
                    });
                };
                let Some((after, rules)) = run(db, f, platform) else {
                    continue;
                };
                out.push(PassDump {
                    function: f.name(db).to_string(),
                    pass,
                    platform: platform.name,
                    grf_bytes: platform.grf_bytes,
                    before: lanes_ir::print::print_function(body),
                    after,
                    rules,
                });
            }
            Ok(out)
        })
    }

    /// vISA assembly of the selected functions on platform `cpu` (XeHPG
    /// without one): the `visa_text` query (`lanes visa`).
    pub fn visa(
        &self,
        path: &str,
        func: Option<&str>,
        cpu: Option<&str>,
    ) -> Cancellable<Result<Vec<VisaDump>, Error>> {
        self.with_db(|db| {
            let platform = platform_of(cpu)?;
            let mut out = Vec::new();
            for f in self.select_functions(db, path, func)? {
                let Some(text) = lanes_genx::visa_text(db, f, platform) else {
                    return Err(Error::Unparsed {
                        function: f.name(db).to_string(),
                    });
                };
                out.push(VisaDump {
                    function: f.name(db).to_string(),
                    platform: platform.name,
                    grf_bytes: platform.grf_bytes,
                    visa: text.text.clone(),
                    rows: text
                        .rows
                        .iter()
                        .map(|r| crate::model::VisaRow {
                            inst: r.inst,
                            line: r.line,
                            ir: r.ir.clone(),
                            visa: r.visa.clone(),
                        })
                        .collect(),
                });
            }
            Ok(out)
        })
    }

    /// IGC's `-GenXFuncBaling -print-baling-info -S` output for a file: the
    /// baling dump of the IR as GenXBaling rewrites it, then that IR
    /// (`lanes bales --format igc`).
    pub fn igc_baling(&self, path: &str, func: Option<&str>) -> Cancellable<Result<String, Error>> {
        self.with_db(|db| {
            let file = self.file(path)?;
            if func.is_some() {
                self.resolve_function(db, path, func)?;
            }
            let g = lanes_genx::grf_facts(db, self.target);
            Ok(lanes_genx::render::igc_module(
                lanes_db::source_text(db, file),
                func,
                g.bytes,
                g.max_exec,
                g.max_operand_grfs,
            ))
        })
    }

    /// What IGC's `opt` prints after `pass` for a file (`lanes numbering|
    /// liveness|coalesce --format igc`): the pass's dump, then the IR as
    /// the pass leaves it.
    pub fn igc_pass_output(
        &self,
        path: &str,
        func: Option<&str>,
        pass: lanes_genx::igc::Pass,
        disable_coalescing: bool,
    ) -> Cancellable<Result<String, Error>> {
        self.with_db(|db| {
            let file = self.file(path)?;
            if func.is_some() {
                self.resolve_function(db, path, func)?;
            }
            let g = lanes_genx::grf_facts(db, self.target);
            let opts = lanes_genx::igc::Options { disable_coalescing };
            Ok(lanes_genx::igc::module_output_with(
                lanes_db::source_text(db, file),
                func,
                pass,
                g,
                opts,
            ))
        })
    }

    /// Coalescing with coalescing disabled (IGC's `-vc-disable-coalescing`)
    /// for the selected functions: name, text and JSON of each. Not a
    /// query: an option no other answer depends on.
    pub fn coalescing_disabled(
        &self,
        path: &str,
        func: Option<&str>,
    ) -> Cancellable<Result<Vec<CoalescingDump>, Error>> {
        self.with_db(|db| {
            let g = lanes_genx::grf_facts(db, self.target);
            let mut out = Vec::new();
            for f in self.select_functions(db, path, func)? {
                let Some(body) = lanes_db::function_body(db, f) else {
                    return Err(Error::Unparsed {
                        function: f.name(db).to_string(),
                    });
                };
                let depth = lanes_genx::igc::depths(body);
                let module = &lanes_db::module_header(db, f.file(db)).module;
                let kernel = lanes_genx::igc::is_kernel(module, body);
                let p = lanes_genx::analyze_with(body, g, &depth, kernel, true);
                out.push((
                    f.name(db).to_string(),
                    lanes_genx::render::coalescing_text(body, &p.coalescing),
                    serde_json::to_value(&p.coalescing).unwrap_or_default(),
                ));
            }
            Ok(out)
        })
    }

    /// The coalesced live ranges of the selected functions as typed rows
    /// (values, segments, category), for drawing them over the numbering.
    pub fn live_range_chart(
        &self,
        path: &str,
        func: Option<&str>,
    ) -> Cancellable<Result<Vec<LiveRangeChart>, Error>> {
        self.each_genx_function(path, func, |db, f, _| {
            let co = lanes_genx::coalescing(db, f, self.target);
            LiveRangeChart {
                function: f.name(db).to_string(),
                ranges: co
                    .ranges
                    .iter()
                    .map(|r| LiveRange {
                        values: r.names.clone(),
                        segments: r.segments.clone(),
                        category: r.category,
                        align: r.align,
                    })
                    .collect(),
            }
        })
    }

    /// The numbered bale dump of the selected functions line by line, each
    /// line typed (block, phi-copy slot, unoverlapper, split edge, ...).
    pub fn numbered_dump(
        &self,
        path: &str,
        func: Option<&str>,
    ) -> Cancellable<Result<Vec<NumberedDump>, Error>> {
        self.each_genx_function(path, func, |db, f, body| {
            let bales = lanes_genx::bales(db, f, self.target);
            let n = lanes_genx::numbering(db, f, self.target);
            let cats = lanes_genx::genx_categories(db, f);
            let module = &module_header(db, f.file(db)).module;
            let line = |i: InstId| debug_line(module, body, i);
            NumberedDump {
                function: f.name(db).to_string(),
                lines: lanes_genx::render::bale_lines(body, bales, Some((n, cats)), &line),
            }
        })
    }

    /// `answer` for every selected function; a function that did not parse
    /// is [`Error::Unparsed`].
    fn each_genx_function<T>(
        &self,
        path: &str,
        func: Option<&str>,
        answer: impl Fn(&RootDatabase, FunctionId<'_>, &lanes_ir::Function) -> T,
    ) -> Cancellable<Result<Vec<T>, Error>> {
        self.with_db(|db| {
            let mut out = Vec::new();
            for f in self.select_functions(db, path, func)? {
                let Some(body) = function_body(db, f) else {
                    return Err(Error::Unparsed {
                        function: f.name(db).to_string(),
                    });
                };
                out.push(answer(db, f, body));
            }
            Ok(out)
        })
    }

    /// Runs one GenX query on every selected function.
    pub fn genx(
        &self,
        path: &str,
        func: Option<&str>,
        q: GenxQuery,
        igc: bool,
    ) -> Cancellable<Result<Vec<GenxDump>, Error>> {
        self.each_genx_function(path, func, |db, f, body| {
            dump(db, f, body, self.target, q, igc)
        })
    }
}

/// The platform `--cpu` names (XeHPG without one).
fn platform_of(cpu: Option<&str>) -> Result<lanes_genx::subtarget::Platform, Error> {
    match cpu {
        Some(c) => lanes_genx::subtarget::Platform::by_name(c)
            .ok_or_else(|| Error::Target(format!("--cpu {c} is not a GenX processor"))),
        None => Ok(lanes_genx::subtarget::Platform::default()),
    }
}

/// The source line of an instruction, from its `!dbg` location.
fn debug_line(module: &lanes_ir::Module, body: &lanes_ir::Function, i: InstId) -> Option<u32> {
    let Metadata::Ref(n) = body.insts[i].attachment("dbg")? else {
        return None;
    };
    Some(module.metadata_node(*n)?.location()?.0)
}

fn dump(
    db: &RootDatabase,
    f: FunctionId<'_>,
    body: &lanes_ir::Function,
    target: lanes_db::Target,
    q: GenxQuery,
    igc: bool,
) -> GenxDump {
    use lanes_genx::render;
    let module = &module_header(db, f.file(db)).module;
    let line = |i: InstId| debug_line(module, body, i);
    let bales = lanes_genx::bales(db, f, target);
    let (text, result) = match q {
        GenxQuery::Bales if igc => (
            render::bales_igc(body, bales),
            GenxResult::Bales((**bales).clone()),
        ),
        GenxQuery::Bales => (
            render::bales_text(body, bales, None, &line),
            GenxResult::Bales((**bales).clone()),
        ),
        GenxQuery::Numbering => {
            let n = lanes_genx::numbering(db, f, target);
            let cats = lanes_genx::genx_categories(db, f);
            (
                render::bales_text(body, bales, Some((n, cats)), &line),
                GenxResult::Numbering((**n).clone()),
            )
        }
        GenxQuery::Liveness => {
            let lr = lanes_genx::live_ranges(db, f, target);
            (
                render::live_ranges_text(lr),
                GenxResult::LiveRanges((**lr).clone()),
            )
        }
        GenxQuery::Coalesce => {
            let co = lanes_genx::coalescing(db, f, target);
            (
                render::coalescing_text(body, co),
                GenxResult::Coalescing((**co).clone()),
            )
        }
        GenxQuery::Regalloc => {
            let ra = lanes_genx::register_assignment(db, f, target);
            (
                render::registers_text(body, ra),
                GenxResult::Registers((**ra).clone()),
            )
        }
    };
    GenxDump {
        function: f.name(db).to_string(),
        text,
        insts: body
            .insts
            .iter()
            .map(|(i, _)| lanes_ir::print::print_inst(body, i))
            .collect(),
        args: (0..body.header.params.len() as u32)
            .map(|a| lanes_ir::print::typed_value_to_string(body, &lanes_ir::Value::Arg(a)))
            .collect(),
        result,
    }
}

/// One function's coalescing with coalescing disabled: its name, the text
/// and the JSON of the result.
pub type CoalescingDump = (String, String, serde_json::Value);

#[cfg(test)]
mod tests {
    use crate::AnalysisHost;

    /// The chart's typed ranges are the ranges `lanes coalesce` prints, and
    /// the numbered lines are the `lanes numbering` text, on every GenX
    /// file of the demo workspace.
    #[test]
    fn typed_views_agree_with_the_text_dumps() {
        let mut host = AnalysisHost::new();
        let genx: Vec<&str> = crate::demo::files()
            .into_iter()
            .filter(|(p, _)| p.contains("genx"))
            .map(|(p, t)| {
                host.open_file(p, t);
                p
            })
            .collect();
        assert!(!genx.is_empty());
        let an = host.analysis();
        let mut ranges = 0;
        for p in genx {
            let charts = an.live_range_chart(p, None).unwrap().unwrap();
            let dumps = an.coalescing(p, None).unwrap().unwrap();
            for (chart, dump) in charts.iter().zip(&dumps) {
                assert_eq!(chart.function, dump.function);
                let printed: Vec<String> = chart
                    .ranges
                    .iter()
                    .map(|r| {
                        lanes_genx::liveness::format_range(
                            &r.values,
                            &r.segments,
                            r.category,
                            r.align,
                        )
                    })
                    .collect();
                let text: Vec<&str> = dump.text.lines().take(printed.len()).collect();
                assert_eq!(printed, text, "{p} @{}", chart.function);
                ranges += printed.len();
            }
            let numbered = an.numbered_dump(p, None).unwrap().unwrap();
            let dumps = an.numbering(p, None).unwrap().unwrap();
            for (n, d) in numbered.iter().zip(&dumps) {
                let lines: Vec<String> = n.lines.iter().map(|l| l.render()).collect();
                assert_eq!(lines, d.text.lines().collect::<Vec<_>>(), "{p}");
            }
        }
        assert!(ranges > 0);
    }
}
