//! GenXCisaBuilder's description of how an intrinsic becomes a vISA
//! instruction (`cisa_gen_intrinsics.json`, generated into `table`):
//! the vISA opcode and the instruction's fields in order.

mod table;

/// One field of an intrinsic's vISA instruction.
#[derive(Debug)]
pub struct Field {
    /// The field's name in IGC's description (`dst`, `src0`, `surface`).
    pub name: &'static str,
    /// `GENERAL`, `RAW`, `SURFACE`, `BYTE`, `LITERAL`, `EXECSIZE`, ...;
    /// `EXPR` for a C++ expression (its text is the only flag).
    pub kind: &'static str,
    /// `UNSIGNED`, `MODIFIER_ARITH`, ... (or the expression's text).
    pub flags: &'static [&'static str],
    /// The operand (0 the result, n the n-th call argument) or a
    /// `LITERAL`'s value.
    pub num: Option<i64>,
}

impl Field {
    pub fn has(&self, flag: &str) -> bool {
        self.flags.contains(&flag)
    }
}

/// How GenXCisaBuilder builds one intrinsic.
#[derive(Debug)]
pub struct VisaBuild {
    /// The callee name prefix (`llvm.genx.add3`).
    pub name: &'static str,
    /// The vISA opcode (`ISA_ADD3`).
    pub opc: &'static str,
    /// The opcode the builder emits when it differs (`ISA_OWORD_LD` for
    /// the unaligned load), else empty.
    pub gen_opc: &'static str,
    pub fields: &'static [Field],
}

/// The description of a callee: the longest name that is the callee's or a
/// prefix of it followed by `.` (the overload suffix).
pub fn lookup(callee: &str) -> Option<&'static VisaBuild> {
    table::TABLE
        .iter()
        .filter(|b| {
            callee == b.name
                || callee
                    .strip_prefix(b.name)
                    .is_some_and(|rest| rest.starts_with('.'))
        })
        .max_by_key(|b| b.name.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_prefix_wins() {
        assert_eq!(
            lookup("llvm.genx.oword.ld.v8i32").unwrap().opc,
            "ISA_OWORD_LD"
        );
        assert_eq!(
            lookup("llvm.genx.oword.ld.unaligned.v8i32").unwrap().opc,
            "ISA_OWORD_LD_UNALIGNED"
        );
        assert_eq!(lookup("llvm.maxnum.v8f32").unwrap().opc, "ISA_FMINMAX");
        assert!(lookup("llvm.genx.oword").is_none());
    }
}
