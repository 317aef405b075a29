//! A function's local objects and which of them escape (LLVM's
//! `isNonEscapingLocalObject`): what the alias queries of every loop of the
//! function read, computed once per function.

use lanes_ir::{InstId, Opcode, Value};

/// A function's local objects: the calls that return a new object, and the
/// local objects whose address escapes.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LocalObjects {
    /// Calls returning a `noalias` pointer (LLVM's `isNoAliasCall`).
    pub allocations: rustc_hash::FxHashSet<InstId>,
    /// Allocas, allocations and `noalias` arguments whose address escapes.
    pub escaping: rustc_hash::FxHashSet<Value>,
}

/// The local objects of `f` (allocas, the calls `noalias_call` accepts,
/// `noalias` arguments) whose address escapes (LLVM's
/// `isNonEscapingLocalObject`, simplified): followed through GEPs, casts,
/// phis and selects, any use but a load from it, a store to it, a
/// compare, a return (`ReturnCaptures` is false there) or a
/// lifetime/debug intrinsic lets other pointers reach it. One pass over
/// the function's uses.
pub fn local_objects(
    f: &lanes_ir::Function,
    noalias_call: impl Fn(InstId) -> bool,
) -> LocalObjects {
    let mut users: rustc_hash::FxHashMap<Value, Vec<InstId>> = Default::default();
    for (i, d) in f.insts.iter() {
        for v in &d.operands {
            if matches!(v, Value::Inst(_) | Value::Arg(_)) {
                users.entry(v.clone()).or_default().push(i);
            }
        }
    }
    let escapes = |a: Value| {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut work = vec![a];
        while let Some(p) = work.pop() {
            if !seen.insert(p.clone()) {
                continue;
            }
            for &u in users.get(&p).map_or(&[][..], |v| &v[..]) {
                let d = &f.insts[u];
                match d.opcode {
                    Opcode::GetElementPtr
                    | Opcode::BitCast
                    | Opcode::AddrSpaceCast
                    | Opcode::Phi
                    | Opcode::Select => work.push(Value::Inst(u)),
                    Opcode::Load | Opcode::ICmp | Opcode::Ret => {}
                    // Storing *to* the object is fine; storing its address is not.
                    Opcode::Store if d.operands.first() != Some(&p) => {}
                    Opcode::Call
                        if d.callee_name().is_some_and(|n| {
                            n.starts_with("llvm.lifetime.") || n.starts_with("llvm.dbg.")
                        }) => {}
                    _ => return true,
                }
            }
        }
        false
    };
    let allocations: rustc_hash::FxHashSet<InstId> = f
        .insts
        .iter()
        .filter(|(i, d)| d.opcode == Opcode::Call && noalias_call(*i))
        .map(|(i, _)| i)
        .collect();
    let noalias_args = f
        .header
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| p.attrs.iter().any(|x| &**x == "noalias"))
        .map(|(k, _)| Value::Arg(k as u32));
    let escaping = f
        .insts
        .iter()
        .filter(|(_, d)| d.opcode == Opcode::Alloca)
        .map(|(i, _)| Value::Inst(i))
        .chain(allocations.iter().map(|&i| Value::Inst(i)))
        .chain(noalias_args)
        .filter(|v| escapes(v.clone()))
        .collect();
    LocalObjects {
        allocations,
        escaping,
    }
}
