//! The cost-table key of a recipe ([`CostOp`]).

use std::fmt;

use lanes_target::Opcode;

/// What a recipe's operation is to the cost tables: an operation with a
/// row of its own, another IR opcode, or an intrinsic without a row (both
/// cost the tables' default).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum CostOp {
    Table(Opcode),
    Ir(lanes_ir::Opcode),
    Intrinsic(Box<str>),
}

impl CostOp {
    /// The key of an opcode keyword or intrinsic base name (`add`,
    /// `shufflevector`, `ctpop`): a table row first, then an IR opcode.
    pub fn of_name(name: &str) -> CostOp {
        if let Some(o) = Opcode::parse(name) {
            CostOp::Table(o)
        } else if let Some(o) = lanes_ir::Opcode::from_keyword(name) {
            CostOp::Ir(o)
        } else {
            CostOp::Intrinsic(name.into())
        }
    }

    /// The name the tables are keyed by.
    pub fn name(&self) -> &str {
        match self {
            CostOp::Table(o) => o.name(),
            CostOp::Ir(o) => o.keyword(),
            CostOp::Intrinsic(n) => n,
        }
    }

    /// Whether this is the IR opcode `o` (`load`, `store`, `phi`, ...).
    pub fn is_ir(&self, o: lanes_ir::Opcode) -> bool {
        *self == CostOp::Ir(o)
    }
}

impl fmt::Display for CostOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
