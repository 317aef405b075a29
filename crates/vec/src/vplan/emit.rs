//! One instruction's recipes from its widening decision ([`Recipe`]).

use std::fmt::Write as _;

use lanes_ir::{InstId, Opcode, Operation, Value};
use lanes_target::ScalarKind;
use lanes_vls::GroupId;
use rustc_hash::{FxHashMap, FxHashSet};

use super::{AddressUser, MemAccess, OperandInfo, Recipe, RecipeKind, SinkFacts, SinkOperand};
use crate::cx::LoopCtx;
use crate::legal::{Legality, intrinsic_base, libcall_intrinsic, scalar_kind};
use crate::memref::{Memref, MemrefId, recurrent_indexed};
use crate::predicate::MaskOp;
use crate::widening::{Decision, Widening, access_ptr, gs_index32, is_div, may_divide_by_zero};

/// Plan construction state.
pub(super) struct Builder<'a> {
    pub(super) cx: &'a LoopCtx<'a>,
    pub(super) lg: &'a Legality,
    pub(super) w: &'a Widening,
    /// `Memref::id` → (group, members) for grouped accesses.
    pub(super) group_of: FxHashMap<MemrefId, (GroupId, Vec<MemrefId>)>,
    pub(super) mem_by_inst: FxHashMap<InstId, &'a Memref>,
    pub(super) memrefs: &'a [Memref],
    pub(super) next_vp: usize,
    /// Names of emitted masks (`vp<%3>`, or `ir<%c>` for a branch condition).
    pub(super) mask_names: FxHashMap<usize, String>,
    /// Operand renames (first-order recurrence phis → their splice).
    pub(super) rename: FxHashMap<InstId, String>,
    pub(super) emitted_groups: FxHashSet<GroupId>,
    /// Previous values of recurrences already emitted.
    pub(super) emitted_prev: FxHashSet<InstId>,
    pub(super) us: &'a crate::cx::Users,
    pub(super) region_count: usize,
    /// Whether recipes hold their printed forms ([`Recipe::text`] and
    /// [`Recipe::scalar`]).
    pub(super) texts: bool,
}

/// `s` with the mask `m` as a last operand when `masked`.
fn with_mask(s: String, m: Option<&str>, masked: bool) -> String {
    match (m, masked) {
        (Some(m), true) => format!("{s}, {m}"),
        _ => s,
    }
}

impl Builder<'_> {
    /// A recipe's printed form, formatted only when the plan keeps texts
    /// (the cost model reads none; a bare plan formatted every recipe's
    /// text to drop it).
    pub(super) fn text(&self, f: impl FnOnce() -> String) -> String {
        if self.texts { f() } else { String::new() }
    }

    pub(super) fn vp(&mut self) -> String {
        let s = format!("vp<%{}>", self.next_vp);
        self.next_vp += 1;
        s
    }

    pub(super) fn op(&self, v: &Value) -> String {
        if let Some(i) = v.as_inst()
            && let Some(r) = self.rename.get(&i)
        {
            return r.clone();
        }
        format!("ir<{}>", self.cx.name(v))
    }

    pub(super) fn mask_name(&self, m: Option<usize>) -> Option<String> {
        m.map(|m| {
            self.mask_names
                .get(&m)
                .cloned()
                .unwrap_or_else(|| "vp<?>".into())
        })
    }

    /// Emits the recipes computing mask `m` (and its operands) into `out`.
    pub(super) fn ensure_mask(&mut self, m: usize, out: &mut Vec<Recipe>) {
        if self.mask_names.contains_key(&m) {
            return;
        }
        let op = self.w.predication.masks[m].clone();
        let opcode = match &op {
            MaskOp::Cond { value, .. } => {
                self.mask_names.insert(m, format!("ir<{value}>"));
                return;
            }
            MaskOp::CaseEq {
                switch,
                value,
                inst,
                case,
            } => {
                // LLVM 22 prices the `switch` as one vector compare per
                // case (`getInstructionCost`, `Instruction::Switch`): the
                // compare carries the switch and the condition's type.
                let ty = self
                    .cx
                    .func
                    .value_ty(&self.cx.func.insts[*switch].operands[0]);
                let elem = scalar_kind(ty).unwrap_or(ScalarKind::I32);
                let name = self.vp();
                self.mask_names.insert(m, name.clone());
                let mut r = Recipe::synthetic(
                    RecipeKind::Mask,
                    self.text(|| format!("EMIT {name} = icmp eq ir<{value}>, ir<{case}>")),
                    Operation::Inst(Opcode::ICmp),
                    Some(elem),
                    elem.bits().max(8),
                );
                r.inst = Some(*switch);
                r.vector_operands = u32::from(inst.is_some());
                out.push(r);
                return;
            }
            MaskOp::Not(a) => {
                self.ensure_mask(*a, out);
                Opcode::Xor
            }
            MaskOp::And(a, b) => {
                self.ensure_mask(*a, out);
                self.ensure_mask(*b, out);
                Opcode::And
            }
            MaskOp::Or(a, b) => {
                self.ensure_mask(*a, out);
                self.ensure_mask(*b, out);
                Opcode::Or
            }
            MaskOp::LoopActive { .. } => Opcode::And,
            MaskOp::HeaderMask { .. } => Opcode::ICmp,
        };
        // The header mask compares IV-wide lanes; other masks are i1 logic.
        let (elem, bits) = match &op {
            MaskOp::HeaderMask { inst, .. } => {
                // The canonical IV has the widest integer induction type
                // (LLVM's `WidestIndTy`), `i64` without one.
                let widest = || {
                    self.lg
                        .inductions
                        .iter()
                        .filter(|iv| !iv.pointer && !iv.kind.is_float())
                        .map(|iv| iv.kind)
                        .max_by_key(|k| k.bits())
                };
                let k = inst
                    .and_then(|i| scalar_kind(self.cx.func.insts[i].ty))
                    .or_else(widest)
                    .unwrap_or(ScalarKind::I64);
                (k, k.bits().max(8))
            }
            _ => (ScalarKind::I1, 8),
        };
        // The compared IV is already a vector when its recipe widens it.
        let widened_iv = match &op {
            MaskOp::HeaderMask {
                inst: Some(inst), ..
            } => {
                matches!(self.w.decision(*inst), Decision::Induction { vector: true })
            }
            _ => false,
        };
        let name = self.vp();
        self.mask_names.insert(m, name.clone());
        let mut r = Recipe::synthetic(
            RecipeKind::Mask,
            self.text(|| format!("EMIT {name} = {}", self.mask_rhs(&op))),
            Operation::Inst(opcode),
            Some(elem),
            bits,
        );
        r.vector_operands = u32::from(widened_iv);
        out.push(r);
    }

    pub(super) fn base_recipe(&self, kind: RecipeKind, text: String, i: InstId) -> Recipe {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        let kind = if kind == RecipeKind::Widen && is_div(inst.opcode) && !may_divide_by_zero(inst)
        {
            RecipeKind::WidenDivByConst
        } else {
            kind
        };
        let (opcode, elem, bits) = cost_key(cx, i);
        // An operand computed in the loop as a vector (not one scalar, not
        // per-lane scalars): a scalarized user extracts its lanes (LLVM's
        // `needsExtract`).
        let is_vector = |v: &Value| {
            v.as_inst().is_some_and(|d| {
                cx.contains_block(cx.func.insts[d].block)
                    && !matches!(
                        self.w.decision(d),
                        Decision::Uniform
                            | Decision::Skip
                            | Decision::Induction { vector: false }
                            | Decision::Replicate { .. }
                    )
            })
        };
        let vector_operands = inst.operands.iter().filter(|v| is_vector(v)).count() as u32;
        let value_vector =
            inst.opcode == Opcode::Store && inst.operands.first().is_some_and(is_vector);
        let address = match inst.opcode {
            Opcode::Load => inst.operands.first(),
            Opcode::Store => inst.operands.get(1),
            _ => None,
        };
        let address_in_loop = address.is_some_and(|v| {
            v.as_inst()
                .is_some_and(|d| cx.contains_block(cx.func.insts[d].block))
        });
        let lane_address_of = if kind == RecipeKind::Uniform {
            self.lane_address_of(i)
        } else {
            Vec::new()
        };
        let feeds_vector = self.us.get(i).is_some_and(|us| {
            us.iter().any(|&u| {
                cx.contains_block(cx.func.insts[u].block)
                    && !matches!(
                        self.w.decision(u),
                        Decision::Uniform
                            | Decision::Skip
                            | Decision::Replicate { .. }
                            | Decision::Branch
                    )
            })
        });
        Recipe {
            kind,
            text,
            inst: Some(i),
            scalar: self.texts.then(|| crate::legal::inst_text(cx, i)),
            opcode,
            elem,
            bits,
            vector_operands,
            feeds_vector,
            value_vector,
            address_in_loop,
            lane_address_of,
            // LLVM's `isUniformMemOp` also asks that the block need no
            // predication of its own (`blockNeedsPredication`, which a
            // folded tail does not count): a uniform access in a
            // conditional block is scalarized with predication.
            uniform_address: matches!(inst.opcode, Opcode::Load | Opcode::Store)
                && !crate::cx::llvm_predicates(cx, inst.block)
                && self
                    .mem_by_inst
                    .get(&i)
                    .is_some_and(|m| m.class == crate::memref::AccessClass::Uniform),
            recurrent_address: (self.mem_by_inst.get(&i)).is_some_and(|m| recurrent_indexed(cx, m)),
            variable_stride_address: (self.mem_by_inst.get(&i))
                .is_some_and(|m| m.class == crate::memref::AccessClass::VariableStrided),
            align: match inst.extra {
                lanes_ir::Extra::Mem { align, .. } => align.unwrap_or(0),
                _ => 0,
            },
            gs_index32: if matches!(inst.opcode, Opcode::Load | Opcode::Store) {
                vec![gs_index32(cx, i)]
            } else {
                Vec::new()
            },
            stride: 0,
            any_of: false,
            group: None,
            members: Vec::new(),
            operands: self.operand_info(i),
            sink: Some(self.sink_facts(i)),
        }
    }

    /// For a scalar copy of `i`: the accesses whose address it computes,
    /// directly or through other scalar copies, when its value differs
    /// from lane to lane (it reads an induction or a vector value).
    fn lane_address_of(&self, i: InstId) -> Vec<AddressUser> {
        let cx = self.cx;
        let f = cx.func;
        let varies = |v: InstId| {
            let mut stack = vec![v];
            let mut seen = FxHashSet::default();
            while let Some(x) = stack.pop() {
                if !seen.insert(x) || !cx.contains_block(f.insts[x].block) {
                    continue;
                }
                if self.lg.inductions.iter().any(|d| d.phi == x) {
                    return true;
                }
                match self.w.decision(x) {
                    Decision::Uniform => {
                        stack.extend(f.insts[x].operands.iter().filter_map(Value::as_inst));
                    }
                    Decision::Induction { .. } => return true,
                    Decision::Skip | Decision::Branch => {}
                    _ => return true,
                }
            }
            false
        };
        if !varies(i) {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut stack = vec![i];
        let mut seen = FxHashSet::default();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            for &u in self.us.get(x).map(Vec::as_slice).unwrap_or(&[]) {
                if !cx.contains_block(f.insts[u].block) {
                    continue;
                }
                if access_ptr(cx, u) == Some(Value::Inst(x)) {
                    let user = match self
                        .mem_by_inst
                        .get(&u)
                        .and_then(|m| self.group_of.get(&m.id))
                    {
                        Some((g, _)) => AddressUser::Group(*g),
                        None => AddressUser::Access(u),
                    };
                    if !out.contains(&user) {
                        out.push(user);
                    }
                } else if self.w.decision(u) == Decision::Uniform {
                    stack.push(u);
                }
            }
        }
        out
    }

    /// What sinking instruction `i` into the replicate region of a
    /// predicated user needs to know ([`SinkFacts`]).
    fn sink_facts(&self, i: InstId) -> SinkFacts {
        let cx = self.cx;
        let f = cx.func;
        let inst = &f.insts[i];
        let in_loop = |d: InstId| cx.contains_block(f.insts[d].block);
        // LLVM's uniforms: one scalar for every lane.
        let uniform = |d: InstId| {
            matches!(
                self.w.decision(d),
                Decision::Uniform | Decision::Induction { vector: false }
            )
        };
        let grouped = self
            .mem_by_inst
            .get(&i)
            .is_some_and(|m| self.group_of.contains_key(&m.id));
        let widened = match self.w.decision(i) {
            Decision::Widen
            | Decision::WidenCast
            | Decision::WidenSelect
            | Decision::WidenGep
            | Decision::WidenCall => true,
            Decision::Load { access, .. } => access != MemAccess::Uniform && !grouped,
            _ => false,
        };
        let one_use = self.us.get(i).is_some_and(|u| u.len() == 1);
        let mut operands = Vec::new();
        let mut uniform_operand = false;
        for (k, v) in inst.operands.iter().enumerate() {
            let Some(d) = v.as_inst().filter(|&d| in_loop(d)) else {
                continue;
            };
            uniform_operand |= uniform(d);
            let (bits, fp) =
                scalar_kind(f.value_ty(v)).map_or((64, false), |k| (k.bits().max(8), k.is_float()));
            // The address of a store run lane by lane stays scalar (LLVM's
            // scalar pointers).
            let address = inst.opcode == Opcode::Store && k == 1;
            let vector = !address
                && !matches!(
                    self.w.decision(d),
                    Decision::Uniform
                        | Decision::Skip
                        | Decision::Induction { vector: false }
                        | Decision::Replicate { .. }
                );
            operands.push(SinkOperand {
                inst: d,
                bits,
                fp,
                vector,
            });
        }
        let branches = cx
            .data()
            .blocks
            .iter()
            .filter(|&&b| {
                f.terminator(b).is_some_and(|t| {
                    let t = &f.insts[t];
                    t.opcode == Opcode::Br && t.blocks.len() == 2 && t.blocks.contains(&inst.block)
                })
            })
            .copied()
            .collect();
        SinkFacts {
            block: inst.block,
            branches,
            sinkable: widened && one_use && !uniform_operand,
            value: !inst.ty.is_void(),
            operands,
        }
    }

    /// [`operand_info`], knowing the loop's inductions and reductions.
    fn operand_info(&self, i: InstId) -> Option<OperandInfo> {
        let inst = &self.cx.func.insts[i];
        let mut info = super::operands::any_of_operand_info(self.cx, self.lg, i)
            .or_else(|| super::operand_info(self.cx, i));
        if let Some(OperandInfo::Cast { of_induction, .. }) = &mut info {
            *of_induction = inst.opcode == Opcode::Trunc
                && inst.operands[0].as_inst().is_some_and(|d| {
                    self.lg
                        .induction(d)
                        .is_some_and(|iv| !iv.pointer && !iv.kind.is_float())
                });
        }
        info
    }

    /// `add ir<%a>, ir<%b>` / `getelementptr ir<%a>, ir<%i>` / `sext ir<%x> to i32`.
    pub(super) fn rhs(&self, i: InstId) -> String {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        let mut s = inst.opcode.keyword().to_string();
        if let Some(p) = inst.predicate() {
            s.push(' ');
            s.push_str(p.keyword());
        }
        if inst.opcode == Opcode::Call {
            let callee = inst.callee_name().unwrap_or("?");
            let args: Vec<String> = inst.call_args().iter().map(|a| self.op(a)).collect();
            return format!("call @{callee}({})", args.join(", "));
        }
        let ops: Vec<String> = inst.operands.iter().map(|v| self.op(v)).collect();
        if !ops.is_empty() {
            s.push(' ');
            s.push_str(&ops.join(", "));
        }
        if inst.opcode.is_cast() {
            let _ = write!(s, " to {}", inst.ty);
        }
        s
    }

    pub(super) fn def(&self, i: InstId) -> String {
        self.op(&Value::Inst(i))
    }

    /// The recipes of instruction `i` (of a block under mask `mask`) into
    /// `cur`: none for skipped instructions and group members after the
    /// group's first.
    pub(super) fn recipes_for(&mut self, i: InstId, mask: Option<usize>, cur: &mut Vec<Recipe>) {
        let cx = self.cx;
        let ix = i;
        let d = self.w.decision(i);
        let inst = &cx.func.insts[i];
        let mname = self.mask_name(mask);
        let r = match d {
            Decision::Skip | Decision::Branch => return,
            Decision::Induction { vector } => self.induction_recipe(i, vector),
            Decision::ReductionPhi => {
                let t = self.text(|| {
                    format!(
                        "WIDEN-REDUCTION-PHI {} = phi {}",
                        self.def(i),
                        self.phi_ops(i)
                    )
                });
                self.base_recipe(RecipeKind::ReductionPhi, t, i)
            }
            Decision::Recurrence => {
                let t = self.text(|| {
                    format!(
                        "FIRST-ORDER-RECURRENCE-PHI ir<{}> = phi {}",
                        cx.name(&Value::Inst(i)),
                        self.phi_ops(i)
                    )
                });
                self.base_recipe(RecipeKind::RecurrencePhi, t, i)
            }
            Decision::Widen => self.widen_recipe(i, mname.as_deref()),
            Decision::WidenGep => self.gep_recipe(i),
            Decision::WidenCall => {
                let t = self.text(|| format!("WIDEN-CALL {} = {}", self.def(i), self.rhs(i)));
                self.base_recipe(RecipeKind::WidenCall, t, i)
            }
            Decision::WidenSelect => {
                let t = self.text(|| format!("WIDEN-SELECT {} = {}", self.def(i), self.rhs(i)));
                self.base_recipe(RecipeKind::WidenSelect, t, i)
            }
            Decision::WidenCast => {
                let t = self.text(|| format!("WIDEN-CAST {} = {}", self.def(i), self.rhs(i)));
                self.base_recipe(RecipeKind::WidenCast, t, i)
            }
            Decision::WidenPhi => {
                let t =
                    self.text(|| format!("WIDEN-PHI {} = phi {}", self.def(i), self.phi_ops(i)));
                self.base_recipe(RecipeKind::WidenPhi, t, i)
            }
            Decision::Blend => self.blend_recipe(i, cur),
            Decision::Uniform => {
                let t = self.text(|| {
                    if inst.ty.is_void() {
                        format!("CLONE {}", self.rhs(i))
                    } else {
                        format!("CLONE {} = {}", self.def(i), self.rhs(i))
                    }
                });
                self.base_recipe(RecipeKind::Uniform, t, i)
            }
            Decision::Replicate { .. } => unreachable!("replicate regions are built by the caller"),
            Decision::Load { access, masked } | Decision::Store { access, masked } => {
                let is_store = matches!(d, Decision::Store { .. });
                let group = self
                    .mem_by_inst
                    .get(&ix)
                    .and_then(|m| self.group_of.get(&m.id).cloned());
                match group {
                    Some((g, members)) => {
                        if !self.emitted_groups.insert(g) {
                            return;
                        }
                        self.group_recipe(i, g, members, access, masked, mname.as_deref())
                    }
                    None => self.access_recipe(i, is_store, access, masked, mname.as_deref()),
                }
            }
        };
        cur.push(r);
    }

    /// An integer, floating-point or pointer induction.
    fn induction_recipe(&self, i: InstId, vector: bool) -> Recipe {
        let cx = self.cx;
        let iv = self.lg.induction(i);
        let start = || iv.map_or("?", |iv| &*iv.start);
        if iv.is_some_and(|iv| iv.pointer) {
            let t = self.text(|| {
                let step = iv
                    .and_then(|iv| iv.step)
                    .map_or("?".into(), |s| s.to_string());
                format!(
                    "EMIT {} = WIDEN-POINTER-INDUCTION ir<{}>, {step}",
                    self.def(i),
                    start()
                )
            });
            self.base_recipe(RecipeKind::WidenPointerInduction { vector }, t, i)
        } else {
            let t = self.text(|| {
                let next = iv.map_or("?".into(), |iv| cx.name(&Value::Inst(iv.update)));
                format!(
                    "WIDEN-INDUCTION {} = phi {}, {next}",
                    cx.name(&Value::Inst(i)),
                    start()
                )
            });
            self.base_recipe(RecipeKind::WidenInduction { vector }, t, i)
        }
    }

    /// A widened operation, or an ordered (strict) reduction step: an
    /// in-loop `REDUCE`.
    fn widen_recipe(&self, i: InstId, mname: Option<&str>) -> Recipe {
        let ix = i;
        let inst = &self.cx.func.insts[i];
        let Some(rd) = self
            .lg
            .reductions
            .iter()
            .find(|r| r.ordered && r.chain.contains(&ix))
        else {
            let t = self.text(|| format!("WIDEN {} = {}", self.def(i), self.rhs(i)));
            return self.base_recipe(RecipeKind::Widen, t, i);
        };
        let t = self.text(|| {
            let phi = Value::Inst(rd.phi);
            let other = inst
                .operands
                .iter()
                .find(|v| **v != phi)
                .map_or("?".into(), |v| self.op(v));
            format!(
                "REDUCE {} = {} + reduce.{} ({})",
                self.def(i),
                self.op(&phi),
                rd.kind.opcode(),
                with_mask(other, mname, true)
            )
        });
        let kind = RecipeKind::OrderedReduce {
            kind: rd.kind,
            masked: mname.is_some(),
        };
        self.base_recipe(kind, t, i)
    }

    /// `WIDEN-GEP Inv[Var]`: which of the base and indices vary.
    fn gep_recipe(&self, i: InstId) -> Recipe {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        let iv = |v: &Value| {
            if v.as_inst()
                .is_some_and(|d| cx.contains_block(cx.func.insts[d].block))
            {
                "Var"
            } else {
                "Inv"
            }
        };
        let t = self.text(|| {
            let idx: String = inst.operands[1..]
                .iter()
                .map(&iv)
                .collect::<Vec<_>>()
                .join(",");
            format!(
                "WIDEN-GEP {}[{}] {} = {}",
                iv(&inst.operands[0]),
                idx,
                self.def(i),
                self.rhs(i)
            )
        });
        self.base_recipe(RecipeKind::WidenGep, t, i)
    }

    /// A blend of a phi's incoming values under their masks (their recipes go to `cur` first).
    fn blend_recipe(&mut self, i: InstId, cur: &mut Vec<Recipe>) -> Recipe {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        let b = self.w.predication.blend(i).cloned();
        let mut t = self.text(|| format!("BLEND {} =", cx.name(&Value::Inst(i))));
        if let Some(b) = &b {
            for (k, (v, m)) in b.incoming.iter().enumerate() {
                if let Some(m) = m {
                    self.ensure_mask(*m, cur);
                }
                if !self.texts {
                    continue;
                }
                let val = inst
                    .operands
                    .get(k)
                    .map_or(format!("ir<{v}>"), |x| self.op(x));
                match self.mask_name(*m) {
                    Some(mn) => {
                        let _ = write!(t, " {val}/{mn}");
                    }
                    None => {
                        let _ = write!(t, " {val}");
                    }
                }
            }
        }
        let selects = b
            .as_ref()
            .map_or(1, |b| (b.incoming.len() as u32).saturating_sub(1).max(1));
        self.base_recipe(RecipeKind::Blend { selects }, t, i)
    }

    /// An OptVLS group replacing its members' gathers/scatters, at its
    /// first member.
    fn group_recipe(
        &self,
        i: InstId,
        g: GroupId,
        members: Vec<MemrefId>,
        access: MemAccess,
        masked: bool,
        mname: Option<&str>,
    ) -> Recipe {
        let t = self.text(|| self.group_text(i, g, &members, access, masked, mname));
        let mut r = self.base_recipe(RecipeKind::VlsGroup { masked }, t, i);
        r.group = Some(g);
        let mut insts: Vec<(MemrefId, InstId)> = members
            .iter()
            .filter_map(|&m| m.of(self.memrefs).map(|mr| (m, mr.inst)))
            .collect();
        insts.sort_by_key(|&(m, _)| m.index());
        r.gs_index32 = insts.iter().map(|&(_, x)| gs_index32(self.cx, x)).collect();
        r.members = members;
        if let MemAccess::Strided(s) = access {
            r.stride = s;
        }
        r
    }

    /// A load or store of its own: wide, reversed, a gather/scatter or one
    /// scalar access.
    fn access_recipe(
        &self,
        i: InstId,
        is_store: bool,
        access: MemAccess,
        masked: bool,
        mname: Option<&str>,
    ) -> Recipe {
        let kind = if is_store {
            RecipeKind::Store { access, masked }
        } else {
            RecipeKind::Load { access, masked }
        };
        let suffix = match access {
            MemAccess::Reverse => " (reverse)",
            MemAccess::Strided(_) | MemAccess::Gather => {
                if is_store {
                    " (scatter)"
                } else {
                    " (gather)"
                }
            }
            _ => "",
        };
        let t = self.text(|| {
            let cx = self.cx;
            let inst = &cx.func.insts[i];
            let ptr = access_ptr(cx, i).map_or("?".into(), |p| self.op(&p));
            if access == MemAccess::Uniform {
                if is_store {
                    format!("CLONE store {}, {ptr}", self.op(&inst.operands[0]))
                } else {
                    format!("CLONE {} = load {ptr}", self.def(i))
                }
            } else if is_store {
                with_mask(
                    format!("WIDEN store {ptr}, {}", self.op(&inst.operands[0])),
                    mname,
                    masked,
                ) + suffix
            } else {
                with_mask(format!("WIDEN {} = load {ptr}", self.def(i)), mname, masked) + suffix
            }
        });
        self.base_recipe(kind, t, i)
    }

    fn phi_ops(&self, i: InstId) -> String {
        let inst = &self.cx.func.insts[i];
        inst.operands
            .iter()
            .map(|v| self.op(v))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The cost-table key of an instruction: opcode, element kind, widest bits.
pub fn cost_key(cx: &LoopCtx, i: InstId) -> (Operation, Option<ScalarKind>, u32) {
    let inst = &cx.func.insts[i];
    let f = cx.func;
    let ty = match inst.opcode {
        Opcode::Store => f.value_ty(&inst.operands[0]),
        Opcode::ICmp | Opcode::FCmp => f.value_ty(&inst.operands[0]),
        _ => inst.ty,
    };
    let elem = scalar_kind(ty);
    let mut bits = elem.map_or(64, |k| k.bits().max(8));
    if inst.opcode.is_cast()
        && let Some(k) = inst
            .operands
            .first()
            .and_then(|v| scalar_kind(f.value_ty(v)))
    {
        bits = bits.max(k.bits().max(8));
    }
    if matches!(inst.opcode, Opcode::Select) {
        bits = bits.max(8);
    }
    let opcode = match inst.opcode {
        Opcode::Call => {
            let name = inst.callee_name();
            match name
                .and_then(intrinsic_base)
                .or_else(|| name.and_then(libcall_intrinsic))
            {
                None => Operation::Inst(Opcode::Call),
                Some(b) => Operation::of_intrinsic(match b {
                    "fmuladd" => "fma",
                    "minimum" => "minnum",
                    "maximum" => "maxnum",
                    b => b,
                }),
            }
        }
        op => Operation::Inst(op),
    };
    (opcode, elem, bits)
}
