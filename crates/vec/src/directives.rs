//! OpenMP SIMD directives in Intel's form and `llvm.loop` hints.
//!
//! ```llvm
//! %tok = call token @llvm.directive.region.entry() [ "DIR.OMP.SIMD"(),
//!          "QUAL.OMP.PRIVATE"([1024 x i32]* %arr.priv),
//!          "QUAL.OMP.LINEAR"(i32* %x, i32 1), "QUAL.OMP.UNIFORM"(i32* %a) ]
//! ```
//!
//! The loop a region vectorizes is the outermost loop the region entry
//! dominates without being inside it: `omp simd` applies to the loop that
//! follows the directive, which is the outer loop of a nest.

use lanes_db::dom::DomTree;
use lanes_db::loops::{LoopForest, LoopIdx};
use lanes_ir::{Function, InstId, Metadata, Module, Opcode, Value};

/// The clauses of one `DIR.OMP.SIMD` region.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SimdRegion {
    pub entry: Option<InstId>,
    /// The loop the directive applies to.
    pub loop_: Option<LoopIdx>,
    pub privates: Vec<Value>,
    /// `(variable, step)`; the variable is usually the address of the
    /// linear variable (Intel's form), possibly an integer value.
    pub linears: Vec<(Value, Value)>,
    pub uniforms: Vec<Value>,
    /// `QUAL.OMP.SIMDLEN(N)` / `SAFELEN(N)`, when given.
    pub simdlen: Option<u32>,
    pub safelen: Option<u32>,
}

/// The clause name without modifiers (`QUAL.OMP.LINEAR:IV` → `QUAL.OMP.LINEAR`).
fn clause(tag: &str) -> &str {
    tag.split(':').next().unwrap_or(tag)
}

/// Every `DIR.OMP.SIMD` region of a function with the loop it applies to.
pub fn simd_regions(func: &Function, forest: &LoopForest, dom: &DomTree) -> Vec<SimdRegion> {
    let mut out = Vec::new();
    for i in func.insts_in_order() {
        let inst = &func.insts[i];
        if inst.callee_name() != Some("llvm.directive.region.entry") {
            continue;
        }
        let Some(call) = inst.call_info() else {
            continue;
        };
        if !call
            .bundles
            .iter()
            .any(|b| clause(&b.tag) == "DIR.OMP.SIMD")
        {
            continue;
        }
        let mut r = SimdRegion {
            entry: Some(i),
            ..SimdRegion::default()
        };
        for b in &call.bundles {
            match clause(&b.tag) {
                "QUAL.OMP.PRIVATE" | "QUAL.OMP.LASTPRIVATE" | "QUAL.OMP.FIRSTPRIVATE" => {
                    r.privates.extend(b.inputs.iter().take(1).cloned())
                }
                "QUAL.OMP.LINEAR" => {
                    if let Some(v) = b.inputs.first() {
                        let step = b.inputs.get(1).cloned().unwrap_or(Value::Const(
                            lanes_ir::Constant::Int {
                                ty: lanes_ir::Type::i32(),
                                value: 1,
                            },
                        ));
                        r.linears.push((v.clone(), step));
                    }
                }
                "QUAL.OMP.UNIFORM" => r.uniforms.extend(b.inputs.iter().cloned()),
                "QUAL.OMP.SIMDLEN" => r.simdlen = int_input(&b.inputs),
                "QUAL.OMP.SAFELEN" => r.safelen = int_input(&b.inputs),
                _ => {}
            }
        }
        let eb = inst.block;
        r.loop_ = forest.preorder().into_iter().find(|&l| {
            let d = &forest.loops[l];
            !d.contains(eb) && dom.dominates(eb, d.header)
        });
        out.push(r);
    }
    out
}

fn int_input(v: &[Value]) -> Option<u32> {
    v.first()?.as_int().and_then(|n| u32::try_from(n).ok())
}

/// `llvm.loop` vectorizer hints.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LoopHints {
    /// `llvm.loop.vectorize.width`.
    pub width: Option<u32>,
    /// `llvm.loop.vectorize.enable`.
    pub enable: Option<bool>,
    /// `llvm.loop.vectorize.predicate.enable`: fold the tail by masking.
    pub predicate: Option<bool>,
    /// `llvm.loop.interleave.count`.
    pub interleave: Option<u32>,
    /// `llvm.loop.isvectorized`: the loop is a vectorizer's output already.
    pub is_vectorized: bool,
    /// `llvm.loop.disable_nonforced`: no transformation that is not
    /// explicitly enabled.
    pub disable_nonforced: bool,
    /// `llvm.loop.unroll.disable` (as clang's `-fno-unroll-loops` writes
    /// it).
    pub unroll_disable: bool,
    /// `llvm.loop.unroll.count`.
    pub unroll_count: Option<u32>,
    /// `llvm.loop.unroll.enable` or `llvm.loop.unroll.full`.
    pub unroll_enable: bool,
    /// The command line's `-prefer-predicate-over-epilogue`, which wins
    /// over `predicate`.
    pub prefer_predicate: Option<lanes_db::PreferPredicate>,
}

impl LoopHints {
    /// Whether the hints rule vectorization out before any check (LLVM's
    /// `LoopVectorizeHints::allowVectorization`, the same in LLVM 14 and
    /// 22): [`Self::force_disabled`] or [`Self::all_disabled`]. A width of
    /// 1 alone is no refusal: legality and the interleave count still run
    /// and only VF 1 is planned ([`Self::scalar_width`]).
    pub fn disabled(&self) -> bool {
        self.force_disabled() || self.all_disabled()
    }
    /// `getForce() == FK_Disabled`: `vectorize.enable` false, or left unset
    /// under `disable_nonforced`.
    pub fn force_disabled(&self) -> bool {
        self.enable == Some(false) || (self.enable.is_none() && self.disable_nonforced)
    }
    /// `getIsVectorized()`: a loop already vectorized, or one whose width
    /// and interleave count are both 1 (the `LoopVectorizeHints`
    /// constructor: nothing is left to do, "AllDisabled"). The interleave
    /// count is [`Self::interleave_count`], so clang's `vectorize(disable)`
    /// with `unroll(disable)` counts.
    pub fn all_disabled(&self) -> bool {
        self.is_vectorized || (self.scalar_width() && self.interleave_count() == Some(1))
    }
    /// A width hint of 1 (clang's `vectorize(disable)` and
    /// `vectorize_width(1)`): LLVM's user VF is scalar, so the loop is
    /// checked and may be interleaved but never vectorized
    /// ("VectorizationNotBeneficial").
    pub fn scalar_width(&self) -> bool {
        self.width == Some(1)
    }
    /// Whether the hints disable unrolling (LLVM's
    /// `hasUnrollTransformation` with `TM_Disable`): `unroll.disable`, else
    /// an `unroll.count` of 1, else (no `unroll.enable`/`unroll.full`)
    /// `disable_nonforced`.
    pub fn unroll_disabled(&self) -> bool {
        if self.unroll_disable {
            true
        } else if let Some(c) = self.unroll_count {
            c == 1
        } else {
            !self.unroll_enable && self.disable_nonforced
        }
    }
    /// The interleave count the hints ask for (LLVM's
    /// `LoopVectorizeHints::getInterleave`): `interleave.count`, else 1
    /// when unrolling is disabled, since a loop that is not to be unrolled
    /// is not to be interleaved either.
    pub fn interleave_count(&self) -> Option<u32> {
        self.interleave
            .filter(|&n| n >= 1)
            .or(self.unroll_disabled().then_some(1))
    }
}

/// Reads the hints from a loop's `!llvm.loop` node.
pub fn loop_hints(module: &Module, md: Option<u32>) -> LoopHints {
    let mut h = LoopHints::default();
    let Some(n) = md else { return h };
    for (name, rest) in module.loop_attributes(n) {
        let value = rest
            .first()
            .and_then(|m| m.as_const())
            .and_then(|c| c.as_int());
        match name {
            b"llvm.loop.vectorize.width" => h.width = value.and_then(|v| u32::try_from(v).ok()),
            b"llvm.loop.vectorize.enable" => h.enable = value.map(|v| v != 0),
            b"llvm.loop.vectorize.predicate.enable" => h.predicate = value.map(|v| v != 0),
            b"llvm.loop.interleave.count" => {
                h.interleave = value.and_then(|v| u32::try_from(v).ok())
            }
            b"llvm.loop.isvectorized" => h.is_vectorized = value.is_some_and(|v| v != 0),
            b"llvm.loop.disable_nonforced" => h.disable_nonforced = true,
            // A boolean loop attribute: true when it has no value
            // (`getBooleanLoopAttribute`).
            b"llvm.loop.unroll.disable" => h.unroll_disable = value.is_none_or(|v| v != 0),
            b"llvm.loop.unroll.enable" | b"llvm.loop.unroll.full" => {
                h.unroll_enable |= value.is_none_or(|v| v != 0)
            }
            b"llvm.loop.unroll.count" => h.unroll_count = value.and_then(|v| u32::try_from(v).ok()),
            _ => {}
        }
    }
    h
}

/// LLVM's `Loop::isAnnotatedParallel`: every instruction of the loop that
/// touches memory belongs to an access group listed in the loop's own
/// `llvm.loop.parallel_accesses` (an enclosing loop's says nothing about
/// dependences inside this one) (or,
/// in the older form, carries `llvm.mem.parallel_loop_access` naming the
/// loop). Such a loop has no loop-carried memory dependences by assertion,
/// so the dependence checks are skipped.
pub fn annotated_parallel(
    module: &Module,
    func: &Function,
    forest: &LoopForest,
    l: LoopIdx,
) -> bool {
    let node_ops = |m: &Metadata| -> Vec<u32> {
        match m {
            Metadata::Ref(n) => match module.metadata_node(*n).map(|x| x.operands()) {
                // A group is an empty distinct node; a list holds groups.
                Some([]) | None => vec![*n],
                Some(ops) => ops.iter().filter_map(md_ref).collect(),
            },
            Metadata::Node(n) => n.operands().iter().filter_map(md_ref).collect(),
            _ => Vec::new(),
        }
    };
    // Access groups made parallel by this loop.
    let mut groups = Vec::new();
    for ql in [l] {
        if let Some(node) = forest.loops[ql]
            .loop_md
            .and_then(|n| module.metadata_node(n))
        {
            for op in node.operands() {
                let item = match op {
                    Metadata::Ref(n) => module.metadata_node(*n),
                    Metadata::Node(n) => Some(&**n),
                    _ => None,
                };
                let ops = item.map(|n| n.operands()).unwrap_or(&[]);
                if let [Metadata::String(name), rest @ ..] = ops
                    && &**name == b"llvm.loop.parallel_accesses"
                {
                    groups.extend(rest.iter().filter_map(md_ref));
                }
            }
        }
    }
    let Some(id) = forest.loops[l].loop_md else {
        return false;
    };
    for &b in &forest.loops[l].blocks {
        for &i in &func.blocks[b].insts {
            let inst = &func.insts[i];
            let memory = match inst.opcode {
                Opcode::Load
                | Opcode::Store
                | Opcode::AtomicRmw
                | Opcode::CmpXchg
                | Opcode::Fence => true,
                Opcode::Call => !inst
                    .callee_name()
                    .is_some_and(|n| n.starts_with("llvm.dbg.")),
                _ => false,
            };
            if !memory {
                continue;
            }
            let in_group = inst.attachment("llvm.access.group").is_some_and(|m| {
                node_ops(m).iter().all(|g| groups.contains(g)) && !node_ops(m).is_empty()
            });
            let old_form = inst
                .attachment("llvm.mem.parallel_loop_access")
                .is_some_and(|m| {
                    matches!(m, Metadata::Ref(n) if *n == id) || node_ops(m).contains(&id)
                });
            if !in_group && !old_form {
                return false;
            }
        }
    }
    true
}

fn md_ref(m: &Metadata) -> Option<u32> {
    match m {
        Metadata::Ref(n) => Some(*n),
        _ => None,
    }
}

/// The trip count the profile suggests (`getLoopEstimatedTripCount`): the
/// latch branch's `!prof` weights, back edge over exit, rounded, plus one.
/// LLVM uses it where no exact trip count is known, both for the low
/// trip-count rules and to bound the interleave count.
pub fn estimated_trip_count(
    module: &Module,
    func: &Function,
    forest: &LoopForest,
    l: LoopIdx,
) -> Option<u64> {
    let data = &forest.loops[l];
    let [latch] = data.latches[..] else {
        return None;
    };
    // Only the latch may exit (LLVM also allows exits to `deoptimize`).
    if data.exiting.iter().any(|&b| b != latch) {
        return None;
    }
    let br = *func.blocks[latch].insts.last()?;
    let inst = &func.insts[br];
    if inst.blocks.len() != 2 {
        return None;
    }
    let node = match inst.attachment("prof")? {
        Metadata::Ref(n) => module.metadata_node(*n)?,
        Metadata::Node(n) => n,
        _ => return None,
    };
    let ops = node.operands();
    match ops {
        [Metadata::String(s), _, _] if &**s == b"branch_weights" => {}
        _ => return None,
    }
    // Weights are unsigned 32-bit numbers (printed negative from 2^31).
    let weight = |m: &Metadata| -> Option<u64> { Some(u64::from(m.as_const()?.as_int()? as u32)) };
    let (mut taken, mut exit) = (weight(ops.get(1)?)?, weight(ops.get(2)?)?);
    if inst.blocks[0] != data.header {
        std::mem::swap(&mut taken, &mut exit);
    }
    if exit == 0 {
        return None;
    }
    Some((taken + exit / 2) / exit + 1)
}
