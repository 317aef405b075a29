//! The questions an [`Analysis`](crate::Analysis) answers, one module per
//! area: structure (functions, loops, diagnostics, outline), vectorizer
//! (memrefs, dependences, shapes), planner (VPlan, cost, VF table,
//! report), OptVLS (VF ranges, groups) and GenX (bales to registers).
//!
//! **Architecture invariant:** every method here reads the database through
//! `Analysis::with_db` and returns a [`crate::model`]
//! type wrapped in [`Cancellable`](crate::Cancellable); none renders text
//! for the façade's own formats or knows the command line.

mod genx;
mod plan;
mod report;
mod structure;
mod to_model;
mod vec;
mod vls;
