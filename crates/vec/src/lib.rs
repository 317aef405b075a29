//! `lanes-vec`: the vectorizer's loop analyses as salsa queries.
//!
//! * [`wi_analysis`]: VF-insensitive uniform/linear classification, with the
//!   OpenMP SIMD directive clauses and `llvm.loop` hints;
//! * [`memrefs`]: access pattern of every load and store;
//! * [`dependences`]: dependence pairs and the max safe VF (LLVM's
//!   LoopAccessAnalysis rules);
//! * [`soa_analysis`]: SOA safety and profitability of loop privates;
//! * [`shapes()`]: divergence / SIMD lane evolution per VF and layout;
//! * [`refined_memrefs`]: memrefs re-classified with a VF's shapes;
//! * [`vf_candidates`], [`vf_ranges`], [`vls_groups`], [`vls_sequence`],
//!   [`vls_costs`]: the OptVLS client (see [`vls`]);
//! * [`legality`], [`predication`], [`widening()`], [`vplan()`],
//!   [`vplan_cost`], [`best_vf`]: the planner and cost model;
//! * [`interleave()`]: register pressure and the interleave count.
//!
//! Each query gathers a [`cx::LoopCtx`] and calls a pure algorithm of the
//! module of the same name, which tests can run without a database.

pub mod attrs;
pub mod cost;
pub mod cx;
pub mod da;
pub mod dead;
pub mod deps;
pub mod directives;
pub mod interleave;
pub mod legal;
pub mod locals;
pub mod memref;
mod postdom;
pub mod predicate;
pub mod print;
pub mod queries;
pub mod reason;
pub mod shape;
pub mod shapes;
pub mod soa;
pub mod tbaa;
pub mod vls;
pub mod vplan;
pub mod wi;
pub mod widening;

pub use attrs::FnAttrs;
pub use cost::{
    BestReason, BestVf, EMULATED_TEXT, RecipeCost, RowReason, VPlanCost, VfRejection, VfRow,
};
pub use da::Layout;
pub use deps::{DepKind, Dependence, Dependences, Direction};
pub use directives::{LoopHints, SimdRegion};
pub use interleave::{IcReason, Interleave, RegisterUsage, ValueClasses};
pub use legal::{Legality, Refusal, RefusalKind, Subject, Tail};
pub use memref::{AccessClass, AccessKind, BaseObject, Memref, MemrefId};
pub use predicate::Predication;
pub use queries::*;
pub use shape::Shape;
pub use shapes::{BranchShape, Shapes, ValueShape};
pub use soa::{SoaInfo, SoaPrivate};
pub use vls::{
    CandidateRejection, VfCandidates, VfRange, VlsGroupCost, VlsGroups, VlsSequence, VlsTrace,
};
pub use vplan::{RecipeKind, VPlan};
pub use wi::{SimdClauses, WiInfo, WiValue};
pub use widening::{MemAccess, Widening};
