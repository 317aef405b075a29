//! The salsa queries of the crate. Every query is thin: it gathers the
//! results of other queries (and of lanes-db) into plain data, mostly a
//! [`crate::cx::LoopCtx`], and calls one pure algorithm of the module of the
//! same name, which tests can run without a database.
//!
//! * [`loop_facts`]: the loop's context, hints, attributes, memory
//!   accesses, dependences and shapes (no target);
//! * [`plan`]: legality, predication, widening and VPlans;
//! * [`price`]: the table entries a loop reads and the plans' costs;
//! * [`choose`](mod@choose): the best VF and the interleave count;
//! * [`vls`]: the OptVLS client.

pub mod choose;
pub mod loop_facts;
pub mod plan;
pub mod price;
pub(crate) mod source;
pub mod vls;

pub use choose::*;
pub use loop_facts::*;
pub use plan::*;
pub use price::*;
pub use source::Planner;
pub use vls::*;

/// Bounds how many results of each per-loop and per-VF query the
/// database keeps once [`salsa::Database::trigger_lru_eviction`] runs
/// (0: all of them, the default). A one-shot report sets a small bound and
/// evicts between batches of functions; the incremental hosts (the
/// server, the terminal UI) keep every result.
pub fn set_memo_capacity(db: &mut dyn lanes_db::Db, n: usize) {
    choose::set_memo_capacity(db, n);
    loop_facts::set_memo_capacity(db, n);
    plan::set_memo_capacity(db, n);
    price::set_memo_capacity(db, n);
    vls::set_memo_capacity(db, n);
}
