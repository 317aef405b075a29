//! The compact instruction form of the vectorizer's dumps (the
//! soa-divergence seed): typed operands separated by spaces, no value type
//! on loads, no source type on typed-pointer GEPs, no alignment, phis as
//! `phi  [ i64 0, BB1 ],  [ ... ]`.

use lanes_ir::print::{typed_value_to_string, value_to_string};
use lanes_ir::{Extra, Flags, Function, InstId, Opcode, Value};

/// `i32* %uni.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 0`.
pub fn seed_inst(f: &Function, id: InstId) -> String {
    let inst = &f.insts[id];
    let mut out = String::new();
    if inst.name.is_some() {
        out.push_str(&format!(
            "{} {} = ",
            inst.ty,
            value_to_string(f, &Value::Inst(id))
        ));
    }
    out.push_str(inst.opcode.keyword());
    if let Some(p) = inst.predicate() {
        out.push(' ');
        out.push_str(p.keyword());
    }
    for (fl, kw) in Flags::ALL {
        if inst.flags.contains(*fl) {
            out.push(' ');
            out.push_str(kw);
        }
    }
    let typed = |v: &Value| typed_value_to_string(f, v);
    match inst.opcode {
        Opcode::Phi => {
            out.push(' ');
            for (v, b) in inst.operands.iter().zip(&inst.blocks) {
                out.push_str(&format!(" [ {}, {} ], ", typed(v), f.blocks[*b].name));
            }
            if out.ends_with(", ") {
                out.truncate(out.len() - 2);
            }
        }
        Opcode::GetElementPtr => {
            let opaque = inst
                .operands
                .first()
                .is_some_and(|b| f.value_ty(b).pointee().is_none());
            if let (Extra::Gep { source_ty }, true) = (&inst.extra, opaque) {
                out.push_str(&format!(" {source_ty},"));
            }
            for v in &inst.operands {
                out.push(' ');
                out.push_str(&typed(v));
            }
        }
        op if op.is_cast() => {
            if let Some(v) = inst.operands.first() {
                out.push_str(&format!(" {} to {}", typed(v), inst.ty));
            }
        }
        Opcode::Call | Opcode::Invoke => {
            if let Some(callee) = inst.operands.first() {
                out.push(' ');
                out.push_str(&value_to_string(f, callee));
            }
            for v in inst.call_args() {
                out.push(' ');
                out.push_str(&typed(v));
            }
        }
        _ => {
            for v in &inst.operands {
                out.push(' ');
                out.push_str(&typed(v));
            }
        }
    }
    out
}
