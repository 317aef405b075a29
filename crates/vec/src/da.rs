//! Divergence analysis / SIMD lane evolution (SLEV) over one loop: the shape
//! of every value across the lanes of a vector iteration of the candidate
//! loop (innermost or outer).
//!
//! Data shapes follow the transfer rules of the VPO seeds (linear arithmetic
//! on strides, GEPs turn element strides into byte strides, loads through a
//! uniform pointer are uniform). Control divergence: a branch on a non-uniform
//! condition makes the phis of its join blocks divergent (sync dependence),
//! and an inner loop exited on a non-uniform condition makes every value
//! leaving it divergent (temporal divergence). VF enters in one place: a
//! compare of a linear IV of the candidate loop with an invariant is uniform
//! when its outcome switches on a vector-iteration boundary (`j > 7` switches
//! at iteration 8: uniform for VF 2, 4, 8).
//!
//! Loop privates are per-lane objects: under AOS the private itself is
//! `Strided(sizeof)`; under SOA its pointers carry the SOA shapes, whose
//! stride is the scalar offset stride inside the private.

use std::cell::{OnceCell, RefCell};

use lanes_db::affine::{Term, eval_icmp};
use lanes_db::loops::LoopIdx;
use lanes_ir::{BlockId, Extra, InstId, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::cx::LoopCtx;
use crate::postdom::PostDom;
use crate::shape::Shape;

/// How a private is widened.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Layout {
    Aos,
    Soa,
}

/// A loop-private object (an alloca named in `QUAL.OMP.PRIVATE`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Private {
    pub alloca: InstId,
    /// `sizeof` of the allocated type.
    pub size: i64,
    /// Size of its scalar element (the type itself for scalars).
    pub elem: i64,
    pub layout: Layout,
}

/// What the analysis is run with.
#[derive(Clone, Debug, Default)]
pub struct DaConfig {
    /// `None`: VF-insensitive (no piecewise uniformity), as WI analysis runs it.
    pub vf: Option<u32>,
    pub privates: Vec<Private>,
    /// `QUAL.OMP.LINEAR` variables with their constant step.
    pub linears: Vec<(Value, i64)>,
}

/// Shapes of the loop's values and its control divergence.
#[derive(Clone, Debug, Default)]
pub struct DaResult {
    pub shapes: FxHashMap<InstId, Shape>,
    /// Blocks ending in a branch on a non-uniform condition.
    pub divergent_branches: Vec<BlockId>,
    /// Inner loops exited on a non-uniform condition.
    pub divergent_loops: Vec<LoopIdx>,
    /// Whether the fixpoint converged (otherwise every shape is `Random`).
    pub converged: bool,
    /// What the compares that could switch on a vector-iteration boundary
    /// asked of the VF: the analysis at a VF that answers the same gives
    /// the same result.
    pub vf_answers: VfAnswers,
}

/// When a compare of the candidate loop's iteration number is uniform
/// across the lanes of a vector iteration, as a test of the VF.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VfTest {
    /// At every VF (its outcome never changes).
    Always,
    /// At VF 1 only.
    IsOne,
    /// When the VF divides the iteration its outcome changes at.
    Divides(i128),
}

impl VfTest {
    fn holds(self, vf: u32) -> bool {
        match self {
            VfTest::Always => true,
            VfTest::IsOne => vf == 1,
            VfTest::Divides(n) => n % vf as i128 == 0,
        }
    }
}

/// The VF tests an analysis made, each with the answer it took (`false`
/// for all of them without a VF). The analysis is a function of these
/// answers alone: where every test answers the same at another VF, so
/// does the analysis.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct VfAnswers(Vec<(VfTest, bool)>);

impl VfAnswers {
    /// Whether the analysis at `vf` answers every test as this one did.
    pub fn hold_at(&self, vf: u32) -> bool {
        self.0.iter().all(|&(t, a)| t.holds(vf) == a)
    }
}

impl DaResult {
    pub fn shape(&self, v: &Value) -> Shape {
        match v {
            Value::Inst(i) => self.shapes.get(i).copied().unwrap_or(Shape::Uniform),
            _ => Shape::Uniform,
        }
    }
}

struct Engine<'a> {
    cx: &'a LoopCtx<'a>,
    cfg: &'a DaConfig,
    /// Instructions whose shape is computed, in evaluation order.
    order: Vec<InstId>,
    /// Each instruction's position in `order`: one look-up finds an
    /// operand's shape, and a round of the fixpoint walks `shapes` in order.
    pos: FxHashMap<InstId, u32>,
    /// Pointers derived from a private: (index into `cfg.privates`, points to the whole object).
    prov: FxHashMap<InstId, (usize, bool)>,
    /// Shapes by position in `order`.
    shapes: Vec<Shape>,
    joins: FxHashSet<BlockId>,
    div_loops: FxHashSet<LoopIdx>,
    /// Allocation sizes by type: a GEP's strides are asked on every
    /// round of the fixpoint, and a struct's size is a walk of its fields.
    sizes: RefCell<FxHashMap<Type, Option<i64>>>,
    /// The loop's blocks in reverse post-order.
    blocks: &'a [BlockId],
    /// The loop's post-dominators, built when a branch is first found
    /// divergent (they do not change between rounds).
    pdom: OnceCell<PostDom>,
    /// The joins of each branch found divergent, kept across rounds.
    joins_of: RefCell<FxHashMap<BlockId, Vec<BlockId>>>,
    /// The VF tests made so far, with their answers.
    vf_answers: RefCell<VfAnswers>,
    /// Each compare's VF test ([`Engine::uniform_when`]), found once:
    /// every round of the fixpoint asks again.
    tests: RefCell<FxHashMap<InstId, Option<VfTest>>>,
}

/// Runs the analysis on the candidate loop of `cx`.
pub fn analyze(cx: &LoopCtx, cfg: &DaConfig) -> DaResult {
    let mut e = Engine::new(cx, cfg);
    let mut converged = false;
    let mut branches = Vec::new();
    for _ in 0..32 {
        if !e.data_fixpoint() {
            break;
        }
        let (br, joins, loops) = e.control();
        if joins == e.joins && loops == e.div_loops {
            branches = br;
            converged = true;
            break;
        }
        e.joins = joins;
        e.div_loops = loops;
    }
    if !converged {
        e.shapes.fill(Shape::Random);
    }
    // A value left `Undef` has no entry (`DaResult::shape` takes it as
    // uniform).
    let shapes = e
        .order
        .iter()
        .zip(&e.shapes)
        .filter(|(_, s)| **s != Shape::Undef)
        .map(|(&i, &s)| (i, s))
        .collect();
    let mut divergent_loops: Vec<LoopIdx> = e.div_loops.into_iter().collect();
    divergent_loops.sort_by_key(|l| cx.forest.loops[*l].path.clone());
    DaResult {
        shapes,
        divergent_branches: branches,
        divergent_loops,
        converged,
        vf_answers: e.vf_answers.into_inner(),
    }
}

impl<'a> Engine<'a> {
    fn new(cx: &'a LoopCtx<'a>, cfg: &'a DaConfig) -> Engine<'a> {
        let func = cx.func;
        // Private-derived pointers outside the loop (hoisted GEPs/casts)
        // are per-lane too: evaluate them first, in program order.
        let mut prov = FxHashMap::default();
        for (k, p) in cfg.privates.iter().enumerate() {
            prov.insert(p.alloca, (k, true));
        }
        // Only loop-private aggregates need the walk over the function:
        // without them, nothing outside the loop is looked at (a function
        // of many loops would otherwise be walked once per loop).
        let scan = !cfg.privates.is_empty();
        let walk = || {
            func.insts_in_order()
                .take(if scan { usize::MAX } else { 0 })
        };
        for i in walk() {
            let inst = &func.insts[i];
            let derived = match inst.opcode {
                Opcode::GetElementPtr => Some(false),
                Opcode::BitCast | Opcode::AddrSpaceCast => None,
                _ => continue,
            };
            let Some(base) = inst.operands.first().and_then(Value::as_inst) else {
                continue;
            };
            if let Some(&(k, whole)) = prov.get(&base) {
                prov.insert(i, (k, derived.unwrap_or(whole)));
            }
        }
        let mut order: Vec<InstId> = walk()
            .filter(|&i| prov.contains_key(&i) && !cx.contains_block(func.insts[i].block))
            .collect();
        let blocks = cx.rpo;
        for &b in blocks {
            order.extend(func.blocks[b].insts.iter().copied());
        }
        let pos = order
            .iter()
            .enumerate()
            .map(|(k, &i)| (i, k as u32))
            .collect();
        Engine {
            cx,
            cfg,
            shapes: vec![Shape::Undef; order.len()],
            order,
            pos,
            prov,
            joins: FxHashSet::default(),
            div_loops: FxHashSet::default(),
            sizes: RefCell::default(),
            blocks,
            pdom: OnceCell::new(),
            joins_of: RefCell::default(),
            vf_answers: RefCell::default(),
            tests: RefCell::default(),
        }
    }

    /// [`LoopCtx::size_of`], computed once per type.
    fn size_of(&self, ty: Type) -> Option<i64> {
        *self
            .sizes
            .borrow_mut()
            .entry(ty)
            .or_insert_with(|| self.cx.size_of(ty))
    }

    /// Iterates the transfer functions to a fixpoint; false if it does not converge.
    fn data_fixpoint(&mut self) -> bool {
        self.shapes.fill(Shape::Undef);
        for _ in 0..200 {
            let mut changed = false;
            for k in 0..self.order.len() {
                let i = self.order[k];
                let new = self.transfer(i);
                let old = self.shapes[k];
                let joined = old.join(new);
                if joined != old {
                    self.shapes[k] = joined;
                    changed = true;
                }
            }
            if !changed {
                return true;
            }
        }
        false
    }

    fn linear_clause(&self, v: &Value) -> Option<i64> {
        self.cfg
            .linears
            .iter()
            .find(|(x, _)| x == v)
            .map(|(_, s)| *s)
    }

    /// Shape of operand `v` as seen by instruction `user`.
    fn op(&self, user: InstId, v: &Value) -> Shape {
        match v {
            Value::Inst(d) => {
                let Some(&k) = self.pos.get(d) else {
                    return self.linear_clause(v).map_or(Shape::Uniform, Shape::linear);
                };
                let s = self.shapes[k as usize];
                if s != Shape::Undef && self.leaves_divergent_loop(*d, user) {
                    return Shape::Random;
                }
                s
            }
            Value::Arg(_) => self.linear_clause(v).map_or(Shape::Uniform, Shape::linear),
            _ => Shape::Uniform,
        }
    }

    /// Whether `def` is inside a divergent inner loop that `user` is outside of.
    fn leaves_divergent_loop(&self, def: InstId, user: InstId) -> bool {
        if self.div_loops.is_empty() {
            return false;
        }
        let f = self.cx.forest;
        let (db, ub) = (
            self.cx.func.insts[def].block,
            self.cx.func.insts[user].block,
        );
        let mut m = f.loop_of(db);
        while let Some(l) = m {
            if l == self.cx.l {
                return false;
            }
            if self.div_loops.contains(&l) && !f.loops[l].contains(ub) {
                return true;
            }
            m = f.loops[l].parent;
        }
        false
    }

    fn transfer(&self, i: InstId) -> Shape {
        let func = self.cx.func;
        let inst = &func.insts[i];
        // Inline for the usual few operands: this runs for every
        // instruction on every round of the fixpoint.
        let ops: SmallVec<[Shape; 4]> = inst.operands.iter().map(|v| self.op(i, v)).collect();
        let all_uniform = || ops.iter().all(|s| s.is_uniform());
        if inst.opcode != Opcode::Phi && ops.contains(&Shape::Undef) {
            return Shape::Undef;
        }
        let uniform_or_random = || {
            if all_uniform() {
                Shape::Uniform
            } else {
                Shape::Random
            }
        };
        match inst.opcode {
            Opcode::Phi => self.phi(i),
            Opcode::Alloca => match self.prov.get(&i) {
                Some(&(k, _)) => {
                    let p = &self.cfg.privates[k];
                    match p.layout {
                        Layout::Aos => Shape::linear(p.size),
                        Layout::Soa => Shape::SoaSeq(p.elem),
                    }
                }
                None => Shape::Random,
            },
            Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl => self.arith(i, &ops),
            // `or` of values with no common bits (`(2*i) | 1`) is an add,
            // when the affine analysis proved it one.
            Opcode::Or if !all_uniform() => self.arith(i, &ops),
            // `xor x, -1` is `-1 - x` (SCEV's `getNotSCEV`).
            Opcode::Xor if !all_uniform() => self.arith(i, &ops),
            Opcode::SExt
            | Opcode::ZExt
            | Opcode::Trunc
            | Opcode::BitCast
            | Opcode::AddrSpaceCast
            | Opcode::PtrToInt
            | Opcode::IntToPtr
            | Opcode::Freeze => {
                if inst.ty.is_vector() {
                    return uniform_or_random();
                }
                ops[0]
            }
            Opcode::ICmp => {
                if all_uniform() {
                    return Shape::Uniform;
                }
                if self.piecewise_uniform(i, &ops) {
                    Shape::Uniform
                } else {
                    Shape::Random
                }
            }
            Opcode::Select => {
                if ops[0].is_uniform() {
                    ops[1].join(ops[2])
                } else if inst.operands[1] == inst.operands[2] {
                    ops[1]
                } else {
                    Shape::Random
                }
            }
            Opcode::GetElementPtr => self.gep(i, &ops),
            Opcode::Load => {
                let p = &inst.operands[0];
                if let Some(step) = self.linear_clause(p) {
                    return self.linear_load(i, step);
                }
                let private = p.as_inst().is_some_and(|d| self.prov.contains_key(&d));
                if ops[0].is_uniform() && !private {
                    Shape::Uniform
                } else {
                    Shape::Random
                }
            }
            Opcode::Call => self.call(i, &ops),
            op if op.is_binary() || op.is_cast() => uniform_or_random(),
            Opcode::FNeg
            | Opcode::FCmp
            | Opcode::ExtractElement
            | Opcode::InsertElement
            | Opcode::ShuffleVector
            | Opcode::ExtractValue
            | Opcode::InsertValue => uniform_or_random(),
            _ => Shape::Random,
        }
    }

    /// The linear arithmetic of shapes: `add`, `sub`, `mul` and `shl` by a
    /// constant, `or` the affine analysis proved an add, and `xor` by -1 (a
    /// negation less one).
    fn arith(&self, i: InstId, ops: &[Shape]) -> Shape {
        let inst = &self.cx.func.insts[i];
        let all_uniform = || ops.iter().all(|s| s.is_uniform());
        match inst.opcode {
            Opcode::Add | Opcode::Sub => {
                let (Some(a), Some(b)) = (ops[0].stride(), ops[1].stride()) else {
                    return Shape::Random;
                };
                let s = if inst.opcode == Opcode::Add {
                    a.checked_add(b)
                } else {
                    a.checked_sub(b)
                };
                s.map_or(Shape::Random, Shape::linear)
            }
            Opcode::Or => {
                let is_add = self
                    .cx
                    .form(&Value::Inst(i))
                    .is_some_and(|f| f.terms.iter().all(|(t, _)| *t != Term::Inst(i)));
                match (is_add, ops[0].stride(), ops[1].stride()) {
                    (true, Some(a), Some(b)) => {
                        a.checked_add(b).map_or(Shape::Random, Shape::linear)
                    }
                    _ => Shape::Random,
                }
            }
            Opcode::Mul => {
                if all_uniform() {
                    return Shape::Uniform;
                }
                let c0 = inst.operands[0].as_int();
                let c1 = inst.operands[1].as_int();
                match (c0, c1, ops[0].stride(), ops[1].stride()) {
                    (_, Some(c), Some(s), _) | (Some(c), _, _, Some(s)) => i64::try_from(c)
                        .ok()
                        .and_then(|c| c.checked_mul(s))
                        .map_or(Shape::Random, Shape::linear),
                    _ => Shape::Random,
                }
            }
            Opcode::Xor => {
                let not = |k: usize| inst.operands[k].as_int() == Some(-1);
                match (ops[0].stride(), ops[1].stride()) {
                    (Some(s), _) if not(1) => s.checked_neg().map_or(Shape::Random, Shape::linear),
                    (_, Some(s)) if not(0) => s.checked_neg().map_or(Shape::Random, Shape::linear),
                    _ => Shape::Random,
                }
            }
            Opcode::Shl => {
                if all_uniform() {
                    return Shape::Uniform;
                }
                match (inst.operands[1].as_int(), ops[0].stride()) {
                    (Some(k), Some(s)) if (0..62).contains(&k) => s
                        .checked_mul(1i64 << k)
                        .map_or(Shape::Random, Shape::linear),
                    _ => Shape::Random,
                }
            }
            _ => Shape::Random,
        }
    }

    /// A load of a `QUAL.OMP.LINEAR` variable: its value advances by the
    /// step per lane (in pointee elements for pointer variables).
    fn linear_load(&self, i: InstId, step: i64) -> Shape {
        let ty = self.cx.func.insts[i].ty;
        let scale = match ty.pointee() {
            Some(p) => self.size_of(p).unwrap_or(1),
            None => 1,
        };
        step.checked_mul(scale).map_or(Shape::Random, Shape::linear)
    }

    /// A header phi that is no induction but whose affine form is a
    /// constant step per iteration of this loop over loop-invariant terms.
    fn shifted_phi(&self, i: InstId) -> Shape {
        let cx = self.cx;
        let Some(form) = cx.form(&Value::Inst(i)) else {
            return Shape::Random;
        };
        let step = form.coeff(&cx.iter_term());
        let invariant = form.terms.iter().all(|(t, _)| match *t {
            Term::Inst(d) => !cx.in_loop(&Value::Inst(d)),
            Term::Iter(l) => l == cx.l || cx.forest.encloses(l, cx.l),
            _ => true,
        });
        if step == 0 || !invariant {
            return Shape::Random;
        }
        i64::try_from(step).map_or(Shape::Random, Shape::linear)
    }

    fn phi(&self, i: InstId) -> Shape {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        if inst.block == cx.data().header {
            return match cx.aff.induction(i) {
                Some(iv) if iv.loop_ == cx.l => match iv.step {
                    lanes_db::affine::Step::Const(c) => {
                        i64::try_from(c).map_or(Shape::Random, Shape::linear)
                    }
                    _ => Shape::Random,
                },
                Some(_) => Shape::Random,
                // Another recurrence one iteration late (its form steps with
                // the loop, `lanes_db::affine`'s shifted phis).
                None => self.shifted_phi(i),
            };
        }
        if self.joins.contains(&inst.block) {
            let first = &inst.operands[0];
            if inst.operands.iter().all(|v| v == first) {
                return self.op(i, first);
            }
            return Shape::Random;
        }
        inst.operands
            .iter()
            .map(|v| self.op(i, v))
            .fold(Shape::Undef, Shape::join)
    }

    fn call(&self, i: InstId, ops: &[Shape]) -> Shape {
        let inst = &self.cx.func.insts[i];
        let Some(name) = inst.callee_name() else {
            return Shape::Random;
        };
        if name.starts_with("llvm.directive.") {
            return Shape::Uniform;
        }
        let memory = ["llvm.masked.", "llvm.mem", "llvm.lifetime", "llvm.prefetch"];
        let pure = name.starts_with("llvm.") && !memory.iter().any(|m| name.starts_with(m));
        if pure && ops[1..].iter().all(|s| s.is_uniform()) {
            Shape::Uniform
        } else {
            Shape::Random
        }
    }

    /// Byte strides through the GEP's indices; privates per layout.
    fn gep(&self, i: InstId, ops: &[Shape]) -> Shape {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        if inst.ty.is_vector() || ops.contains(&Shape::Random) && !ops[0].is_soa() {
            return if ops.iter().all(|s| s.is_uniform()) {
                Shape::Uniform
            } else if ops[0].is_soa() {
                Shape::SoaRnd
            } else {
                Shape::Random
            };
        }
        let Extra::Gep { source_ty } = inst.extra else {
            return Shape::Random;
        };
        let mut offs: Option<i64> = Some(0);
        let mut cur = source_ty;
        let mut first_uniform = true;
        for (k, (idx, s)) in inst.operands[1..].iter().zip(&ops[1..]).enumerate() {
            let size = if k == 0 {
                first_uniform = s.is_uniform();
                self.size_of(cur)
            } else {
                match cur.data() {
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let field = idx.as_int().and_then(|f| usize::try_from(f).ok());
                        match field.and_then(|f| cx.tl.field_type(cur, f)) {
                            Some(t) => cur = t,
                            None => offs = None,
                        }
                        continue;
                    }
                    _ => match cur.element() {
                        Some(e) => {
                            cur = e;
                            self.size_of(e)
                        }
                        None => None,
                    },
                }
            };
            offs = match (offs, size, s.stride()) {
                (Some(o), Some(size), Some(st)) => {
                    st.checked_mul(size).and_then(|x| o.checked_add(x))
                }
                _ => None,
            };
        }
        let base = inst.operands[0].as_inst().and_then(|b| self.prov.get(&b));
        let whole = base.is_some_and(|&(_, w)| w);
        match ops[0] {
            Shape::SoaSeq(_) | Shape::SoaStr(_) | Shape::SoaRnd => {
                let Some(&(k, _)) = base else {
                    return Shape::SoaRnd;
                };
                let e = self.cfg.privates[k].elem;
                let o = match ops[0] {
                    Shape::SoaSeq(_) => Some(0),
                    Shape::SoaStr(t) => Some(t),
                    _ => None,
                };
                if whole && !first_uniform {
                    return Shape::SoaRnd;
                }
                match o.zip(offs).and_then(|(a, b)| a.checked_add(b)) {
                    Some(0) => Shape::SoaSeq(e),
                    Some(t) if e != 0 && t % e == 0 => Shape::SoaStr(t),
                    _ => Shape::SoaRnd,
                }
            }
            b => {
                if whole && !first_uniform {
                    return Shape::Random;
                }
                match (b.stride(), offs) {
                    (Some(a), Some(o)) => a.checked_add(o).map_or(Shape::Random, Shape::linear),
                    _ => Shape::Random,
                }
            }
        }
    }

    /// `x pred y` with `x`, `y` affine in the candidate loop's iteration
    /// number `n` alone: uniform at this VF when the outcome only changes at
    /// `n ≡ 0 (mod VF)`, the first lane of a vector iteration.
    fn piecewise_uniform(&self, i: InstId, ops: &[Shape]) -> bool {
        if ops.iter().any(|s| s.stride().is_none()) {
            return false;
        }
        let test = *self
            .tests
            .borrow_mut()
            .entry(i)
            .or_insert_with(|| self.uniform_when(i));
        let Some(test) = test else {
            return false;
        };
        // Without a VF, no compare is uniform piecewise.
        let answer = self.cfg.vf.is_some_and(|vf| test.holds(vf));
        let mut known = self.vf_answers.borrow_mut();
        if !known.0.contains(&(test, answer)) {
            known.0.push((test, answer));
        }
        answer
    }

    /// The VF test that says whether the compare (of linear operands) is
    /// uniform at a VF (`None`: at no VF).
    fn uniform_when(&self, i: InstId) -> Option<VfTest> {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        if inst.ty.is_vector() {
            return None;
        }
        let pred = inst.predicate()?;
        let t = Term::Iter(cx.l);
        let split = |v: &Value| -> Option<(i128, i128)> {
            let f = cx.form(v)?;
            Some((f.without(&t).as_constant()?, f.coeff(&t)))
        };
        let (a0, a1) = split(&inst.operands[0])?;
        let (b0, b1) = split(&inst.operands[1])?;
        let bits = cx.func.value_ty(&inst.operands[0]).int_bits().unwrap_or(64);
        let unsigned = matches!(
            pred,
            lanes_ir::Predicate::Ult
                | lanes_ir::Predicate::Ule
                | lanes_ir::Predicate::Ugt
                | lanes_ir::Predicate::Uge
        );
        if unsigned && (a0 < 0 || b0 < 0 || a1 < 0 || b1 < 0) {
            return None;
        }
        let (d0, d1) = (a0 - b0, a1 - b1);
        if matches!(pred, lanes_ir::Predicate::Eq | lanes_ir::Predicate::Ne) {
            // Constant, or switching at exactly the one iteration solving d(n) = 0.
            if d1 == 0 || d0 % d1 != 0 || -d0 / d1 < 0 {
                return Some(VfTest::Always);
            }
            return Some(VfTest::IsOne);
        }
        const LIMIT: i128 = 1 << 40;
        let p = |n: i128| eval_icmp(pred, a0 + a1 * n, b0 + b1 * n, bits);
        let p0 = p(0);
        if p(LIMIT) == p0 {
            return Some(VfTest::Always);
        }
        let (mut lo, mut hi) = (0i128, LIMIT);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if p(mid) == p0 { lo = mid } else { hi = mid }
        }
        Some(VfTest::Divides(hi))
    }

    /// Divergent branches, the join blocks they make divergent, and the
    /// inner loops they make divergent.
    fn control(&self) -> (Vec<BlockId>, FxHashSet<BlockId>, FxHashSet<LoopIdx>) {
        let cx = self.cx;
        let func = cx.func;
        let header = cx.data().header;
        let mut branches = Vec::new();
        let mut joins = FxHashSet::default();
        let mut loops = FxHashSet::default();
        for &b in self.blocks {
            let Some(t) = func.terminator(b) else {
                continue;
            };
            let term = &func.insts[t];
            let cond = match term.opcode {
                Opcode::Br if term.operands.len() == 1 => &term.operands[0],
                Opcode::Switch => &term.operands[0],
                _ => continue,
            };
            let s = self.op(t, cond);
            if s.is_uniform() || s == Shape::Undef {
                continue;
            }
            let succs = cx.cfg.succs(b);
            if succs.contains(&header) {
                continue; // the vector loop's own control
            }
            branches.push(b);
            for &x in succs {
                let mut m = cx.forest.loop_of(b);
                while let Some(l) = m {
                    if l == cx.l || cx.forest.loops[l].contains(x) {
                        break;
                    }
                    loops.insert(l);
                    m = cx.forest.loops[l].parent;
                }
            }
            let mut known = self.joins_of.borrow_mut();
            let of_b = known.entry(b).or_insert_with(|| {
                self.pdom
                    .get_or_init(|| PostDom::build(cx, self.blocks))
                    .joins(cx, b)
            });
            joins.extend(of_b.iter().copied());
        }
        (branches, joins, loops)
    }
}

#[cfg(test)]
mod tests {
    use super::{VfAnswers, VfTest};

    #[test]
    fn answers_hold_where_every_test_answers_alike() {
        // `j > 7` switches at iteration 8 (uniform at VF 2, 4, 8), and an
        // `==` that only VF 1 keeps uniform.
        let a = VfAnswers(vec![(VfTest::Divides(8), true), (VfTest::IsOne, false)]);
        assert!([2, 4, 8].iter().all(|&vf| a.hold_at(vf)));
        assert!([1, 16, 32].iter().all(|&vf| !a.hold_at(vf)));
        // Without a VF a compare uniform at every VF was taken as not
        // uniform: no VF answers as that run did.
        let none = VfAnswers(vec![(VfTest::Always, false)]);
        assert!([1, 4].iter().all(|&vf| !none.hold_at(vf)));
        assert!(VfAnswers::default().hold_at(4));
    }
}
