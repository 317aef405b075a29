//! What every loop-level algorithm reads: the function and the foundation
//! analyses of lanes-db, bundled so that the pure algorithms have one
//! argument and the queries one place that gathers it.

use lanes_db::affine::{Affine, FunctionAffine, Term};
use lanes_db::cfg::Cfg;
use lanes_db::dom::DomTree;
use lanes_db::layout::TypeLayout;
use lanes_db::loops::{LoopData, LoopForest, LoopIdx};
use lanes_ir::{BlockId, Function, InstId, Type, Value};

/// Users of every instruction of a function, in program order.
pub type Users = la_arena::ArenaMap<InstId, Vec<InstId>>;

/// A loop of a function with the analyses it is described by.
#[derive(Clone, Copy)]
pub struct LoopCtx<'a> {
    pub func: &'a Function,
    pub forest: &'a LoopForest,
    pub aff: &'a FunctionAffine,
    pub tl: &'a TypeLayout,
    pub cfg: &'a Cfg,
    pub dom: &'a DomTree,
    /// The candidate loop (the loop being vectorized).
    pub l: LoopIdx,
    /// The function's allocations and the local objects whose address
    /// escapes (see `locals::local_objects`).
    pub locals: &'a crate::locals::LocalObjects,
    /// Users of every instruction of the function (one map per function).
    pub users: &'a crate::cx::Users,
    /// SCEV's constant bound on the loop's backedge-taken count under the
    /// guards of its entry (`getConstantMaxBackedgeTakenCount`), which
    /// the address rules ask whether a recurrence wraps.
    pub max_btc: Option<i128>,
    /// The loop's blocks in reverse post-order (found once per loop).
    pub rpo: &'a [BlockId],
}

impl<'a> LoopCtx<'a> {
    pub fn data(&self) -> &'a LoopData {
        &self.forest.loops[self.l]
    }
    pub fn contains_block(&self, b: BlockId) -> bool {
        self.forest
            .loop_of(b)
            .is_some_and(|m| self.forest.encloses(self.l, m))
    }
    /// Whether `v` is an instruction inside the candidate loop.
    pub fn in_loop(&self, v: &Value) -> bool {
        v.as_inst()
            .is_some_and(|i| self.contains_block(self.func.insts[i].block))
    }
    /// Blocks of the loop in reverse post-order, as a vector ([`Self::rpo`]).
    pub fn rpo_blocks(&self) -> Vec<BlockId> {
        self.rpo.to_vec()
    }
    /// Instructions of the loop in LLVM's program order: the loop's blocks
    /// as `Loop::getBlocks` lists them (the header, then reverse post-order,
    /// successors in terminator order), each block's instructions in order.
    /// LoopAccessAnalysis numbers accesses in this order (it decides which
    /// access of a dependence is the earlier one), and interleaved-access
    /// analysis and VPlan walk the same order; the text layout can differ
    /// (an `else` block laid out after its `then`).
    pub fn insts(&self) -> impl Iterator<Item = InstId> + 'a {
        let func = self.func;
        self.rpo
            .iter()
            .flat_map(move |&b| func.blocks[b].insts.iter().copied())
    }
    pub fn name(&self, v: &Value) -> String {
        self.func.value_name(v)
    }
    pub fn iter_term(&self) -> Term {
        Term::Iter(self.l)
    }
    /// Affine form of a value; constant GEP expressions (`a[LEN/2]` of a
    /// global) are sized with the module's layout, so that an address the
    /// shapes call uniform has a form too.
    pub fn form(&self, v: &Value) -> Option<Affine> {
        self.aff.form_with(v, self.tl)
    }
    pub fn size_of(&self, ty: Type) -> Option<i64> {
        self.tl.alloc_size(ty).map(|s| s as i64)
    }
    pub fn store_size(&self, ty: Type) -> Option<i64> {
        self.tl.store_size(ty).map(|s| s as i64)
    }
}

/// The blocks of loop `l` in reverse post-order: the loop's own blocks
/// sorted by RPO number (no walk over the function's blocks per loop),
/// unreachable ones left out.
pub fn loop_rpo(forest: &LoopForest, cfg: &Cfg, l: LoopIdx) -> Box<[BlockId]> {
    let mut out: Vec<BlockId> = forest.loops[l]
        .blocks
        .iter()
        .copied()
        .filter(|&b| cfg.rpo_index.get(b).is_some())
        .collect();
    out.sort_by_key(|&b| cfg.rpo_index[b]);
    out.into_boxed_slice()
}

/// Whether LLVM 14's inner-loop vectorizer predicates block `b`
/// (`LoopAccessInfo::blockNeedsPredication`): a block of the loop itself
/// that does not dominate the latch.
pub(crate) fn llvm_predicates(cx: &LoopCtx, b: lanes_ir::BlockId) -> bool {
    cx.forest.loop_of(b) == Some(cx.l) && cx.data().latch().is_some_and(|l| !cx.dom.dominates(b, l))
}
