//! `lanes-genx`: analyses of the GenX backend over GenX-style LLVM IR —
//! register categories, baling, instruction numbering, live ranges,
//! coalescing and vISA register assignment, as the GenX backend
//! introduction describes them.
//!
//! Each analysis is a pure function over `&lanes_ir::Function` (plus the
//! results it builds on) in its own module; the salsa queries below are
//! thin wrappers keyed by `FunctionId` (and `Target` once GRF facts are
//! read). Nothing modifies the IR: copies the backend would insert
//! (`.unoverlapper`, phi copies, two-address copies) and clones of baled
//! instructions are recorded in the results.

pub mod bale;
pub mod baling;
pub mod category;
pub mod cisa;
pub mod coalesce;
pub mod collapse;
mod constants;
pub mod dce;
pub mod driver;
pub mod igc;
pub mod intrinsics;
pub mod legalize;
pub mod liveness;
pub mod lowering;
pub(crate) mod mangle;
pub mod number;
pub mod postlegal;
pub mod regalloc;
pub mod region;
pub mod region_utils;
pub mod render;
pub mod rewrite;
pub mod subtarget;
pub mod unbale;
pub mod validate;
pub mod view;
pub mod visa;

use std::sync::Arc;

use lanes_db::{Db, FunctionId, Target, function_body};

pub use bale::{Bale, BaleInfo, BaleKind, Bales};
pub use category::{Categories, Category, ConversionKind};
pub use coalesce::Coalescing;
pub use liveness::{LiveRanges, Segment, SegmentKind};
pub use number::Numbering;
pub use regalloc::RegisterAssignment;
pub use region::{Region, RegionFacts};
pub use view::Val;

/// The code-generation bales with the notes of the rewrites GenXBaling
/// makes before them (select to predicated wrregion, ...), which the dump
/// lists.
fn codegen_bales(f: &lanes_ir::Function, grf: Grf) -> Bales {
    let mut bales = baling::bales(f, grf.bytes, grf.max_exec, grf.max_operand_grfs);
    bales.rewrites = rewrite::rewrite(f, grf.bytes).notes;
    bales
}

/// GRF facts read from the target (bytes per GRF, execution size, GRFs per operand).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Grf {
    pub bytes: u32,
    pub max_exec: u32,
    pub max_operand_grfs: u32,
}

impl Default for Grf {
    fn default() -> Self {
        Grf {
            bytes: 32,
            max_exec: 32,
            max_operand_grfs: 2,
        }
    }
}

/// The target's GRF facts (a firewall: only changes to them re-run baling).
#[salsa::tracked(returns(copy))]
pub fn grf_facts(db: &dyn Db, target: Target) -> Grf {
    let g = target.genx(db);
    Grf {
        bytes: g.grf_bytes.max(1),
        max_exec: g.max_exec_size.max(1),
        max_operand_grfs: g.max_operand_grfs.max(1),
    }
}

/// Pure pipeline over a function, for callers without a database.
pub fn analyze(f: &lanes_ir::Function, grf: Grf, depth: &BlockDepths) -> Pipeline {
    analyze_with(f, grf, depth, false, false)
}

/// [`analyze`] for a kernel (`kernel`: its argument copy slots are
/// numbered, see [`number::numbering_with`]), with coalescing disabled when
/// `disable_coalescing` (IGC's `-vc-disable-coalescing`, see
/// [`coalesce::coalescing_with`]).
pub fn analyze_with(
    f: &lanes_ir::Function,
    grf: Grf,
    depth: &BlockDepths,
    kernel: bool,
    disable_coalescing: bool,
) -> Pipeline {
    let categories = category::categories(f);
    let bales = codegen_bales(f, grf);
    let numbering = number::numbering_with(f, &bales, &categories, kernel);
    let live = liveness::live_ranges(f, &bales, &numbering, &categories, &[]);
    let coalescing = coalesce::coalescing_with(
        f,
        &bales,
        &numbering,
        &categories,
        depth,
        grf.bytes,
        disable_coalescing,
    );
    let registers = regalloc::register_assignment(f, &bales, &coalescing);
    Pipeline {
        categories,
        bales,
        numbering,
        live,
        coalescing,
        registers,
    }
}

/// [`analyze_with`] as today's IGC allocates registers for vISA emission
/// ([`regalloc::ExtraCoalescing::Igc`]).
pub fn analyze_for_visa(
    f: &lanes_ir::Function,
    grf: Grf,
    depth: &BlockDepths,
    kernel: bool,
) -> Pipeline {
    let mut p = analyze_with(f, grf, depth, kernel, false);
    p.registers = regalloc::register_assignment_with(
        f,
        &p.bales,
        &p.coalescing,
        regalloc::ExtraCoalescing::Igc,
    );
    p
}

/// Every GenX result of one function.
pub struct Pipeline {
    pub categories: Categories,
    pub bales: Bales,
    pub numbering: Numbering,
    pub live: LiveRanges,
    pub coalescing: Coalescing,
    pub registers: RegisterAssignment,
}

#[salsa::tracked(returns(ref))]
pub fn genx_categories<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<Categories> {
    Arc::new(match function_body(db, func) {
        Some(f) => category::categories(f),
        None => Categories::default(),
    })
}

#[salsa::tracked(returns(ref))]
pub fn bales<'db>(db: &'db dyn Db, func: FunctionId<'db>, target: Target) -> Arc<Bales> {
    let g = grf_facts(db, target);
    Arc::new(match function_body(db, func) {
        Some(f) => codegen_bales(f, g),
        None => Bales::default(),
    })
}

#[salsa::tracked(returns(ref))]
pub fn numbering<'db>(db: &'db dyn Db, func: FunctionId<'db>, target: Target) -> Arc<Numbering> {
    Arc::new(match function_body(db, func) {
        Some(f) => {
            let module = &lanes_db::module_header(db, func.file(db)).module;
            number::numbering_with(
                f,
                bales(db, func, target),
                genx_categories(db, func),
                igc::is_kernel(module, f),
            )
        }
        None => Numbering::default(),
    })
}

#[salsa::tracked(returns(ref))]
pub fn live_ranges<'db>(db: &'db dyn Db, func: FunctionId<'db>, target: Target) -> Arc<LiveRanges> {
    Arc::new(match function_body(db, func) {
        Some(f) => liveness::live_ranges(
            f,
            bales(db, func, target),
            numbering(db, func, target),
            genx_categories(db, func),
            &[],
        ),
        None => LiveRanges::default(),
    })
}

/// The function after GenXRegionCollapsing on `platform` (its GRF size
/// decides the 4-bit upconvert rule): a query over the parsed function, so
/// a `-mcpu` change recomputes it and the queries after it only.
#[salsa::tracked(returns(ref))]
pub fn region_collapsing<'db>(
    db: &'db dyn Db,
    func: FunctionId<'db>,
    platform: subtarget::Platform,
) -> Option<Arc<collapse::Collapsed>> {
    function_body(db, func).map(|f| Arc::new(collapse::collapse(f, platform.grf_bytes)))
}

/// The function after GenXLegalization on `platform` (its GRF size
/// decides the legal widths).
#[salsa::tracked(returns(ref))]
pub fn legalization<'db>(
    db: &'db dyn Db,
    func: FunctionId<'db>,
    platform: subtarget::Platform,
) -> Option<Arc<legalize::Legalized>> {
    let f = function_body(db, func)?;
    let module = &lanes_db::module_header(db, func.file(db)).module;
    let t = legalize::LegalTarget::new(&platform, igc::has_stack_call(module));
    Some(Arc::new(legalize::legalize(
        f,
        &t,
        &legalize::PureCalls::of(module),
    )))
}

/// The function after GenXPostLegalization on `platform`, over the
/// legalized function ([`legalization`]): the vector decomposer's parts are
/// whole GRFs of the platform.
#[salsa::tracked(returns(ref))]
pub fn post_legalization<'db>(
    db: &'db dyn Db,
    func: FunctionId<'db>,
    platform: subtarget::Platform,
) -> Option<Arc<postlegal::PostLegalized>> {
    let legal = legalization(db, func, platform).as_ref()?;
    let module = &lanes_db::module_header(db, func.file(db)).module;
    let simd32 = !(platform.fused_eu && igc::has_stack_call(module));
    Some(Arc::new(postlegal::post_legalize(
        &legal.func,
        platform,
        simd32,
    )))
}

/// vISA assembly of the function on `platform` ([`visa::function_text`]),
/// from the GenX pipeline with the platform's GRF size.
#[salsa::tracked(returns(ref))]
pub fn visa_text<'db>(
    db: &'db dyn Db,
    func: FunctionId<'db>,
    platform: subtarget::Platform,
) -> Option<Arc<visa::Listing>> {
    let f = function_body(db, func)?;
    let module = &lanes_db::module_header(db, func.file(db)).module;
    let grf = platform.grf();
    let depth = block_depths(f, lanes_db::loop_nest(db, func));
    let pipe = analyze_with(f, grf, &depth, igc::is_kernel(module, f), false);
    Some(Arc::new(visa::function_listing(module, f, &pipe, grf)))
}

/// The loop depth of each block (a block in no loop may be absent: depth 0).
pub type BlockDepths = la_arena::ArenaMap<lanes_ir::BlockId, u32>;

/// Loop depth of every block.
pub fn block_depths(f: &lanes_ir::Function, forest: &lanes_db::loops::LoopForest) -> BlockDepths {
    let mut d = BlockDepths::default();
    for &b in &f.layout {
        d.insert(
            b,
            forest
                .block_loop
                .get(b)
                .map_or(0, |&l| forest.loops[l].depth),
        );
    }
    d
}

#[salsa::tracked(returns(ref))]
pub fn coalescing<'db>(db: &'db dyn Db, func: FunctionId<'db>, target: Target) -> Arc<Coalescing> {
    let g = grf_facts(db, target);
    Arc::new(match function_body(db, func) {
        Some(f) => coalesce::coalescing(
            f,
            bales(db, func, target),
            numbering(db, func, target),
            genx_categories(db, func),
            &block_depths(f, lanes_db::loop_nest(db, func)),
            g.bytes,
        ),
        None => Coalescing::default(),
    })
}

#[salsa::tracked(returns(ref))]
pub fn register_assignment<'db>(
    db: &'db dyn Db,
    func: FunctionId<'db>,
    target: Target,
) -> Arc<RegisterAssignment> {
    Arc::new(match function_body(db, func) {
        Some(f) => {
            regalloc::register_assignment(f, bales(db, func, target), coalescing(db, func, target))
        }
        None => RegisterAssignment::default(),
    })
}
