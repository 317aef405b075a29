//! LLVM's `DeadCodeElimination`, which IGC's pipeline runs after
//! GenXPostLegalization (and `opt -dce` runs in its tests).

use lanes_ir::cursor::{self, FuncCursor};
use lanes_ir::{Function, InstId, Opcode, Value};

/// `-dce`: instructions without uses and without side effects (not calls
/// to anything but `llvm.genx.rdregion`/`wrregion`/`constant*`, not
/// terminators or stores) are removed until none is left.
pub fn dead_code_elimination(f: &mut Function) {
    loop {
        let dead: Vec<InstId> = f
            .insts_in_order()
            .filter(|&i| {
                let d = &f.insts[i];
                let pure = match d.opcode {
                    Opcode::Call => d.callee_name().is_some_and(|c| {
                        c.starts_with("llvm.genx.rdregion")
                            || c.starts_with("llvm.genx.wrregion")
                            || c.starts_with("llvm.genx.constant")
                    }),
                    Opcode::Store
                    | Opcode::Ret
                    | Opcode::Br
                    | Opcode::Switch
                    | Opcode::Unreachable
                    | Opcode::Fence
                    | Opcode::AtomicRmw
                    | Opcode::CmpXchg
                    | Opcode::Invoke => false,
                    _ => !d.ty.is_void(),
                };
                pure && !cursor::has_uses(f, &Value::Inst(i))
            })
            .collect();
        if dead.is_empty() {
            break;
        }
        for i in dead {
            let _ = FuncCursor::new(f).at_inst(i).remove_inst();
        }
    }
    cursor::compact(f);
}
