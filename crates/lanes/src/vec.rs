//! Vectorizer analyses at the façade: memrefs, dependences, shapes and SOA
//! verdicts of one loop as plain data, with their text renderings.

use std::fmt::Write as _;

use lanes_db::{FunctionId, LayoutPolicy, LoopId, RootDatabase, function_loops};
use lanes_vec::{Dependences, Memref, Shapes, SoaInfo, WiInfo};
use serde::Serialize;

use crate::cli::{Format, Output};
use crate::host::command_result;
use crate::{Analysis, Cancellable, Error};

/// The memrefs of a loop (`lanes memrefs`).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct MemrefsReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Memory references in instruction order (`id` = position).
    pub memrefs: Vec<Memref>,
}

/// The dependences of a loop (`lanes deps`).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct DepsReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Memory references (the `src`/`dst` of the dependences).
    pub memrefs: Vec<Memref>,
    /// Dependences and the max safe VF.
    pub dependences: Dependences,
}

/// Shapes at one VF and layout, with the memrefs they refine (`lanes shapes`).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ShapesReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// The VF asked about.
    pub vf: u32,
    /// Layout of loop-private aggregates.
    pub layout: LayoutPolicy,
    /// The shape of every value and branch.
    pub shapes: Shapes,
    /// Memrefs with access classes refined by the shapes.
    pub refined_memrefs: Vec<Memref>,
}

impl Analysis {
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

    /// Memory references of a loop (`lanes memrefs`).
    pub fn memrefs(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<MemrefsReport, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            Ok(MemrefsReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                memrefs: lanes_vec::memrefs(db, l).to_vec(),
            })
        })
    }

    /// Dependences of a loop (`lanes deps`).
    pub fn dependences(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<DepsReport, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            Ok(DepsReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                memrefs: lanes_vec::memrefs(db, l).to_vec(),
                dependences: (**lanes_vec::dependences(db, l)).clone(),
            })
        })
    }

    /// Shapes at `vf`; `layout` overrides the options' layout policy.
    pub fn shapes(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
        vf: u32,
        layout: Option<LayoutPolicy>,
    ) -> Cancellable<Result<ShapesReport, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            let layout = layout.unwrap_or_else(|| self.options.layout(db));
            Ok(ShapesReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                vf,
                layout,
                shapes: (**lanes_vec::shapes(db, l, vf, layout)).clone(),
                refined_memrefs: lanes_vec::refined_memrefs(db, l, vf, layout).to_vec(),
            })
        })
    }

    /// SOA layout analysis of a loop's private aggregates.
    pub fn soa(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<SoaInfo, Error>> {
        self.with_db(|db| {
            let (_, l) = self.vec_loop(db, path, func, loop_key)?;
            Ok((**lanes_vec::soa_analysis(db, l)).clone())
        })
    }

    /// Work-item analysis of a loop: SIMD directive, hints and whether it is to be vectorized.
    pub fn wi(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<WiInfo, Error>> {
        self.with_db(|db| {
            let (_, l) = self.vec_loop(db, path, func, loop_key)?;
            Ok((**lanes_vec::wi_analysis(db, l)).clone())
        })
    }
}

fn memref_line(out: &mut String, m: &Memref) {
    let stride = m.stride.map_or("?".to_string(), |s| s.to_string());
    let _ = writeln!(
        out,
        "  #{} {:?} {} {}{}: {:?}, stride {} bytes, address {}{}  | {}",
        m.id,
        m.kind,
        m.elem_ty,
        m.base.name(),
        if m.private { " (private)" } else { "" },
        m.class,
        stride,
        m.address.as_deref().unwrap_or("?"),
        m.align.map(|a| format!(", align {a}")).unwrap_or_default(),
        m.text
    );
}

/// One line per memref.
pub fn memrefs_text(r: &MemrefsReport) -> String {
    let mut out = format!(
        "@{} loop {}: {} memrefs\n",
        r.function,
        r.loop_,
        r.memrefs.len()
    );
    for m in &r.memrefs {
        memref_line(&mut out, m);
    }
    out
}

/// The loop's verdict: `@f loop for.body: max safe VF 4, max safe dependence distance 16 bytes`.
pub fn deps_verdict(r: &DepsReport) -> String {
    let d = &r.dependences;
    let mut out = format!("@{} loop {}: ", r.function, r.loop_);
    if !d.safe {
        out.push_str("unsafe to vectorize (max safe VF 1)");
    } else {
        match d.max_safe_vf {
            Some(vf) => {
                let _ = write!(out, "max safe VF {vf}");
            }
            None => out.push_str("no dependence limits the VF"),
        }
    }
    if let Some(b) = d.max_safe_dist_bytes {
        let _ = write!(out, ", max safe dependence distance {b} bytes");
    }
    if d.runtime_checks > 0 {
        let _ = write!(out, ", {} run-time checks", d.runtime_checks);
    }
    out
}

/// The loop's verdict, then one line per dependence.
pub fn deps_text(r: &DepsReport) -> String {
    let d = &r.dependences;
    let mut out = deps_verdict(r);
    out.push('\n');
    for dep in &d.deps {
        let dist = match (dep.distance_bytes, dep.distance_iters) {
            (Some(b), Some(i)) => format!(
                " distance {b} bytes, {i} iterations ({})",
                dep.direction.symbol()
            ),
            (Some(b), None) => format!(" distance {b} bytes"),
            _ => String::new(),
        };
        let text = |id: lanes_vec::MemrefId| id.of(&r.memrefs).map_or("?", |m| m.text.as_str());
        let _ = writeln!(
            out,
            "  #{} -> #{} {:?}{}{}\n      {}\n      {}",
            dep.src,
            dep.dst,
            dep.kind,
            dist,
            if dep.note.is_empty() {
                String::new()
            } else {
                format!(": {}", dep.note)
            },
            text(dep.src),
            text(dep.dst)
        );
    }
    out
}

/// The seed's dump: `Uniform: [Shape: Uniform] i32 %x = load i32* %p`.
pub fn shapes_text(r: &ShapesReport) -> String {
    r.shapes.dump()
}

/// `lanes shapes`.
pub(crate) fn shapes_command(
    an: &Analysis,
    path: &str,
    func: Option<&str>,
    loop_key: Option<&str>,
    vf: Option<u32>,
    layout: Option<&str>,
    format: Format,
) -> Result<Output, Error> {
    let vf = command_result(an.resolve_vf(path, func, loop_key, vf))?;
    let layout = layout.and_then(LayoutPolicy::parse);
    let r = command_result(an.shapes(path, func, loop_key, vf, layout))?;
    Ok(Output::of(format, &r, || shapes_text(&r)))
}
