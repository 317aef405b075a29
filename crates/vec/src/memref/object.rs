//! The objects addresses point into: GEP and cast chains walked back to
//! their base (LLVM's `getUnderlyingObjects`), and which local objects
//! escape (`isNonEscapingLocalObject`).

use lanes_ir::{Constant, InstId, Opcode, Value};

use super::BaseObject;
use crate::cx::LoopCtx;

/// Walks GEPs and casts back to the object an address points into; a phi
/// (a pointer induction, a pointer chosen by control flow) has the object
/// of its incoming values when they all share one, ignoring the values
/// derived from the phi itself (LLVM's `getUnderlyingObjects`), and a
/// `select` the object of its two arms when they share one.
pub fn underlying_object(cx: &LoopCtx, v: &Value) -> BaseObject {
    object_of(cx, v, 4)
}

/// Every object `v` may point into, looking through GEPs, casts, phis and
/// selects up to LLVM's lookup limit (`getUnderlyingObjects` with
/// `MaxLookup` 6): LAA puts two accesses that share one in the same
/// dependence set and runs the dependence checker on them rather than a
/// run-time check.
pub fn underlying_objects(cx: &LoopCtx, v: &Value) -> Vec<BaseObject> {
    let f = cx.func;
    let mut out: Vec<BaseObject> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    let mut work = vec![(v.clone(), 6u32)];
    while let Some((v, left)) = work.pop() {
        if let Some(i) = v.as_inst() {
            if !seen.insert(i) {
                continue;
            }
            let inst = &f.insts[i];
            if left > 0 && matches!(inst.opcode, Opcode::Phi | Opcode::Select) {
                let ops = if inst.opcode == Opcode::Select {
                    &inst.operands[1..]
                } else {
                    &inst.operands[..]
                };
                work.extend(ops.iter().map(|x| (x.clone(), left - 1)));
                continue;
            }
            if left > 0
                && matches!(
                    inst.opcode,
                    Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast
                )
            {
                work.push((inst.operands[0].clone(), left - 1));
                continue;
            }
        }
        let o = object_of(cx, &v, 0);
        if !out.contains(&o) {
            out.push(o);
        }
    }
    out
}

fn object_of(cx: &LoopCtx, v: &Value, phis_left: u32) -> BaseObject {
    let f = cx.func;
    let mut v = v.clone();
    for _ in 0..64 {
        match &v {
            Value::Inst(i) => {
                let inst = &f.insts[*i];
                match inst.opcode {
                    Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast => {
                        v = inst.operands[0].clone();
                    }
                    Opcode::Phi if phis_left > 0 => {
                        let phi = *i;
                        let mut objects = inst
                            .operands
                            .iter()
                            .filter(|x| strip_to(cx, x) != Some(phi))
                            .map(|x| object_of(cx, x, phis_left - 1));
                        let first = objects.next();
                        return match first {
                            Some(o) if objects.all(|x| x == o) => o,
                            _ => BaseObject::Unknown {
                                name: f.value_name(&v).into(),
                                escape_source: false,
                            },
                        };
                    }
                    // BasicAA's `aliasSelect`: a pointer chosen by a
                    // `select` aliases what both its arms alias, so arms
                    // of one object are that object.
                    Opcode::Select if phis_left > 0 => {
                        let a = object_of(cx, &inst.operands[1], phis_left - 1);
                        let b = object_of(cx, &inst.operands[2], phis_left - 1);
                        return if a == b {
                            a
                        } else {
                            BaseObject::Unknown {
                                name: f.value_name(&v).into(),
                                escape_source: false,
                            }
                        };
                    }
                    Opcode::Alloca => {
                        return BaseObject::Alloca {
                            name: f.value_name(&v).into(),
                            escapes: cx.locals.escaping.contains(&v),
                        };
                    }
                    Opcode::Call if cx.locals.allocations.contains(i) => {
                        return BaseObject::Allocation {
                            name: f.value_name(&v).into(),
                            escapes: cx.locals.escaping.contains(&v),
                        };
                    }
                    op => {
                        return BaseObject::Unknown {
                            name: f.value_name(&v).into(),
                            escape_source: matches!(
                                op,
                                Opcode::Load | Opcode::Call | Opcode::Invoke | Opcode::IntToPtr
                            ),
                        };
                    }
                }
            }
            Value::Arg(a) => {
                let noalias = f
                    .header
                    .params
                    .get(*a as usize)
                    .is_some_and(|p| p.attrs.iter().any(|x| &**x == "noalias"));
                return BaseObject::Argument {
                    name: f.value_name(&v).into(),
                    noalias,
                    captured: noalias && cx.locals.escaping.contains(&v),
                };
            }
            Value::Const(c) => {
                return match c.base_global() {
                    Some(g) => BaseObject::Global {
                        name: format!("@{g}").into(),
                    },
                    None if matches!(c, Constant::Null(_)) => BaseObject::Unknown {
                        name: "null".into(),
                        escape_source: false,
                    },
                    None => BaseObject::Unknown {
                        name: f.value_name(&v).into(),
                        escape_source: false,
                    },
                };
            }
            _ => break,
        }
    }
    BaseObject::Unknown {
        name: f.value_name(&v).into(),
        escape_source: false,
    }
}

/// The instruction an address is a GEP/cast chain of.
fn strip_to(cx: &LoopCtx, v: &Value) -> Option<InstId> {
    let mut v = v.clone();
    for _ in 0..64 {
        let i = v.as_inst()?;
        let inst = &cx.func.insts[i];
        match inst.opcode {
            Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast => {
                v = inst.operands[0].clone();
            }
            _ => return Some(i),
        }
    }
    None
}
