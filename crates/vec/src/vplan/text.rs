//! The recipes' printed forms that take more than one `format!`, built
//! only for a plan that keeps its texts ([`Builder::text`]).

use std::fmt::Write as _;

use lanes_ir::{InstId, Value};
use lanes_vls::GroupId;

use super::MemAccess;
use super::emit::Builder;
use crate::cx::LoopCtx;
use crate::memref::{Memref, MemrefId, memref_inst};
use crate::predicate::MaskOp;
use crate::widening::access_ptr;

impl Builder<'_> {
    /// The right-hand side of mask `op`'s `EMIT`, its operand masks named.
    pub(super) fn mask_rhs(&self, op: &MaskOp) -> String {
        match op {
            MaskOp::Cond { value, .. } => format!("ir<{value}>"),
            MaskOp::CaseEq { value, case, .. } => format!("icmp eq ir<{value}>, ir<{case}>"),
            MaskOp::Not(a) => format!("not {}", self.mask_names[a]),
            MaskOp::And(a, b) => format!(
                "select {}, {}, ir<false>",
                self.mask_names[a], self.mask_names[b]
            ),
            MaskOp::Or(a, b) => format!("or {}, {}", self.mask_names[a], self.mask_names[b]),
            MaskOp::LoopActive { header } => format!("loop-active-lanes {header}"),
            // LLVM 14: `icmp ule` of the widened IV with the backedge-taken count.
            MaskOp::HeaderMask { iv, inst: Some(_) } => format!("icmp ule ir<{iv}>, vp<%BTC>"),
            MaskOp::HeaderMask { iv, .. } => format!("icmp ule {iv}, vp<%BTC>"),
        }
    }

    /// `VLS-GROUP #g with n members at ptr`, then one line per member.
    pub(super) fn group_text(
        &self,
        i: InstId,
        g: GroupId,
        members: &[MemrefId],
        access: MemAccess,
        masked: bool,
        mname: Option<&str>,
    ) -> String {
        let cx = self.cx;
        let mut t = format!(
            "VLS-GROUP #{} with {} at {}{}",
            g.0,
            lanes_ir::count(members.len(), "member"),
            self.op(&access_ptr(cx, i).unwrap_or(Value::Arg(0))),
            match access {
                MemAccess::Strided(s) => format!(", stride {s} bytes"),
                _ => String::new(),
            }
        );
        if masked && let Some(mn) = mname {
            let _ = write!(t, ", mask {mn}");
        }
        let base = members
            .first()
            .and_then(|f| f.of(self.memrefs))
            .and_then(|f| offset_of(cx, f));
        for &mid in members {
            let Some(mm) = mid.of(self.memrefs) else {
                continue;
            };
            let mi = memref_inst(mm);
            let off = offset_of(cx, mm)
                .zip(base)
                .map_or("?".into(), |(a, b)| (a - b).to_string());
            if mm.kind.is_write() {
                let v = self.op(&cx.func.insts[mi].operands[0]);
                let _ = write!(t, "\n  store {v} to offset {off}");
            } else {
                let _ = write!(t, "\n  {} = load from offset {off}", self.def(mi));
            }
        }
        t
    }
}

/// Constant part of a memref's address (for VLS member offsets).
fn offset_of(cx: &LoopCtx, m: &Memref) -> Option<i128> {
    let p = access_ptr(cx, memref_inst(m))?;
    let f = cx.aff.form_with(&p, cx.tl)?;
    Some(f.constant)
}
