//! Vectorizer analyses of one loop: memrefs, dependences, shapes.

use serde::Serialize;

use super::{Dependences, LayoutPolicy, Memref, Shapes};

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
