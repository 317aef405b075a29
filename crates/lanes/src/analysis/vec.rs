//! Vectorizer questions about one loop: memrefs, dependences, shapes, SOA
//! and work-item analyses.

use lanes_db::LayoutPolicy;

use super::to_model::ToModel;
use crate::error::{Cancellable, Error};
use crate::host::Analysis;
use crate::model::{DepsReport, MemrefsReport, ShapesReport, SoaInfo, WiInfo};

impl Analysis {
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
                memrefs: lanes_vec::memrefs(db, l).to_model(),
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
                memrefs: lanes_vec::memrefs(db, l).to_model(),
                dependences: lanes_vec::dependences(db, l).to_model(),
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
                layout: layout.to_model(),
                shapes: lanes_vec::printed_shapes(db, l, vf, layout).to_model(),
                refined_memrefs: lanes_vec::refined_memrefs(db, l, vf, layout).to_model(),
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
            Ok(lanes_vec::soa_analysis(db, l).to_model())
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
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            let wi = lanes_vec::wi_analysis(db, l);
            Ok(match lanes_db::function_body(db, f) {
                Some(body) => super::to_model::wi_to_model(wi, body),
                None => WiInfo::default(),
            })
        })
    }
}
