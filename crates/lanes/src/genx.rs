//! GenX backend analyses at the façade: bales, numbering, live ranges,
//! coalescing and register assignment of the selected functions, as text
//! (the seed's dumps, or IGC's `-print-baling-info` lines) and as JSON.

use lanes_db::{FunctionId, RootDatabase, function_body, module_header};
use lanes_ir::{InstId, Metadata};
use serde::Serialize;

use crate::cli::{Format, Output};
use crate::{Analysis, Cancellable, Error};

/// Which GenX analysis to show.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GenxQuery {
    /// `lanes bales`: GenX bales.
    Bales,
    /// `lanes numbering`: instruction numbers.
    Numbering,
    /// `lanes liveness`: live ranges.
    Liveness,
    /// `lanes coalesce`: coalesced live ranges and copies.
    Coalesce,
    /// `lanes regalloc`: vISA registers.
    Regalloc,
}

/// One function's answer: the rendered text and the result as plain data.
///
/// The result refers to instructions by their dense index in the function
/// (`"inst": 3`, `{"Inst": 3}`), and to arguments by position; `insts` and
/// `args` give the printed instruction and argument for each index, so a
/// client can resolve every reference without the IR.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct GenxDump {
    /// Function name without `@`.
    pub function: String,
    /// The text form (not serialized).
    #[serde(skip)]
    pub text: String,
    /// Every instruction as printed, by index.
    pub insts: Vec<String>,
    /// Every argument as printed, by position.
    pub args: Vec<String>,
    /// The analysis result (see `docs/formats.md`).
    pub result: serde_json::Value,
}

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
                file.text(db),
                func,
                g.bytes,
                g.max_exec,
                g.max_operand_grfs,
            ))
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
        self.with_db(|db| {
            let mut out = Vec::new();
            for f in self.select_functions(db, path, func)? {
                let Some(body) = function_body(db, f) else {
                    return Err(Error::Unparsed {
                        function: f.name(db).to_string(),
                    });
                };
                out.push(dump(db, f, body, self.target, q, igc));
            }
            Ok(out)
        })
    }
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
    let line = |i: InstId| -> Option<u32> {
        let Metadata::Ref(n) = body.insts[i].attachment("dbg")? else {
            return None;
        };
        Some(module.metadata_node(*n)?.location()?.0)
    };
    let value = |r: &dyn erased::Ser| serde_json::to_value(r).unwrap_or_default();
    let bales = lanes_genx::bales(db, f, target);
    let (text, result) = match q {
        GenxQuery::Bales if igc => (render::bales_igc(body, bales), value(&**bales)),
        GenxQuery::Bales => (
            render::bales_text(body, bales, None, &line),
            value(&**bales),
        ),
        GenxQuery::Numbering => {
            let n = lanes_genx::numbering(db, f, target);
            let cats = lanes_genx::genx_categories(db, f);
            (
                render::bales_text(body, bales, Some((n, cats)), &line),
                value(&**n),
            )
        }
        GenxQuery::Liveness => {
            let lr = lanes_genx::live_ranges(db, f, target);
            (render::live_ranges_text(lr), value(&**lr))
        }
        GenxQuery::Coalesce => {
            let co = lanes_genx::coalescing(db, f, target);
            (render::coalescing_text(body, co), value(&**co))
        }
        GenxQuery::Regalloc => {
            let ra = lanes_genx::register_assignment(db, f, target);
            (render::registers_text(body, ra), value(&**ra))
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

/// Object-safe serialization for the renderer table above.
mod erased {
    pub trait Ser {
        fn to_json(&self) -> serde_json::Value;
    }
    impl<T: serde::Serialize> Ser for T {
        fn to_json(&self) -> serde_json::Value {
            serde_json::to_value(self).unwrap_or_default()
        }
    }
    impl serde::Serialize for dyn Ser + '_ {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            self.to_json().serialize(s)
        }
    }
}

/// The CLI's answer for a GenX command.
pub(crate) fn execute(
    an: &Analysis,
    q: GenxQuery,
    path: &str,
    func: Option<&str>,
    format: Format,
) -> Result<Output, Error> {
    execute_with(an, q, path, func, format, false)
}

/// [`execute`], with coalescing disabled for `coalesce` when asked (its
/// `--format igc` output; the other forms come from the queries).
pub(crate) fn execute_with(
    an: &Analysis,
    q: GenxQuery,
    path: &str,
    func: Option<&str>,
    format: Format,
    disable_coalescing: bool,
) -> Result<Output, Error> {
    let igc = format == Format::Igc;
    if igc && q == GenxQuery::Bales && format == Format::Igc {
        let text = an.igc_baling(path, func).map_err(|_| Error::Cancelled)??;
        return Ok(Output::Text(text));
    }
    let pass = match q {
        GenxQuery::Numbering => Some(lanes_genx::igc::Pass::Numbering),
        GenxQuery::Liveness => Some(lanes_genx::igc::Pass::Liveness),
        GenxQuery::Coalesce => Some(lanes_genx::igc::Pass::Coalescing),
        _ => None,
    };
    if let (true, Some(pass)) = (igc, pass) {
        let text = an
            .with_db(|db| {
                let file = an.file(path)?;
                if func.is_some() {
                    an.resolve_function(db, path, func)?;
                }
                let g = lanes_genx::grf_facts(db, an.target);
                let opts = lanes_genx::igc::Options { disable_coalescing };
                Ok(lanes_genx::igc::module_output_with(
                    file.text(db),
                    func,
                    pass,
                    g,
                    opts,
                ))
            })
            .map_err(|_| Error::Cancelled)??;
        return Ok(Output::Text(text));
    }
    if disable_coalescing {
        // Not a query: computed for the selected functions here.
        let dumps = an
            .with_db(|db| {
                let g = lanes_genx::grf_facts(db, an.target);
                let mut out = Vec::new();
                for f in an.select_functions(db, path, func)? {
                    let Some(body) = function_body(db, f) else {
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
            .map_err(|_| Error::Cancelled)??;
        return Ok(match format {
            Format::Json => Output::Json(serde_json::Value::Array(
                dumps
                    .into_iter()
                    .map(|(function, _, result)| {
                        serde_json::json!({"function": function, "result": result})
                    })
                    .collect(),
            )),
            _ => Output::Text(
                dumps
                    .iter()
                    .map(|(name, text, _)| {
                        if dumps.len() > 1 {
                            format!("; @{name}\n{text}")
                        } else {
                            text.clone()
                        }
                    })
                    .collect(),
            ),
        });
    }
    let dumps = an
        .genx(path, func, q, igc)
        .map_err(|_| Error::Cancelled)??;
    Ok(match format {
        Format::Json => Output::Json(serde_json::to_value(&dumps).unwrap_or_default()),
        _ => {
            let mut text = String::new();
            let several = dumps.len() > 1 && !igc;
            for d in &dumps {
                if several {
                    text.push_str(&format!("; @{}\n", d.function));
                }
                text.push_str(&d.text);
            }
            Output::Text(text)
        }
    })
}
