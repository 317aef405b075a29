//! Dense ids and a read-only view of a function: program order, users,
//! block of each instruction. Built once per query from `&Function`.

use lanes_ir::{BlockId, Function, InstId, Opcode, Value};

/// Dense index of an instruction (its arena index).
pub fn ix(i: InstId) -> u32 {
    lanes_db::ids::inst_index(i)
}

pub fn inst_id(i: u32) -> InstId {
    lanes_db::ids::inst_from_index(i)
}

/// Dense index of a block (its arena index).
pub fn bx(b: BlockId) -> u32 {
    lanes_db::ids::block_index(b)
}

pub fn block_id(b: u32) -> BlockId {
    lanes_db::ids::block_from_index(b)
}

/// A value that may need a register: an argument, an instruction result, or
/// a copy the backend would insert (recorded, never written into the IR).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Val {
    Arg(u32),
    Inst(u32),
    Copy(u32),
}

impl Val {
    pub fn of(v: &Value) -> Option<Val> {
        match v {
            Value::Arg(n) => Some(Val::Arg(*n)),
            Value::Inst(i) => Some(Val::Inst(ix(*i))),
            _ => None,
        }
    }
}

/// Program order and use lists of one function.
pub struct View<'f> {
    pub func: &'f Function,
    /// Position of each instruction in program order (blocks in layout order).
    pub order: Vec<u32>,
    /// Users of each instruction result: (user, operand index), in program order.
    pub users: Vec<Vec<(u32, usize)>>,
    /// Users of each argument.
    pub arg_users: Vec<Vec<(u32, usize)>>,
}

impl<'f> View<'f> {
    pub fn new(func: &'f Function) -> View<'f> {
        let n = func.insts.len();
        let mut order = vec![u32::MAX; n];
        let mut users = vec![Vec::new(); n];
        let mut arg_users = vec![Vec::new(); func.header.params.len()];
        for (k, i) in func.insts_in_order().enumerate() {
            order[ix(i) as usize] = k as u32;
            for (o, v) in func.insts[i].operands.iter().enumerate() {
                match v {
                    Value::Inst(d) => users[ix(*d) as usize].push((ix(i), o)),
                    Value::Arg(a) => {
                        if let Some(u) = arg_users.get_mut(*a as usize) {
                            u.push((ix(i), o))
                        }
                    }
                    _ => {}
                }
            }
        }
        View {
            func,
            order,
            users,
            arg_users,
        }
    }

    pub fn inst(&self, i: u32) -> &'f lanes_ir::InstData {
        &self.func.insts[inst_id(i)]
    }

    pub fn block_of(&self, i: u32) -> BlockId {
        self.inst(i).block
    }

    pub fn num_uses(&self, i: u32) -> usize {
        self.users[i as usize].len()
    }

    /// The instruction of an operand.
    pub fn op_inst(&self, i: u32, n: usize) -> Option<u32> {
        self.inst(i).operands.get(n)?.as_inst().map(ix)
    }

    /// Instructions in program order.
    pub fn insts(&self) -> impl Iterator<Item = u32> + '_ {
        self.func.insts_in_order().map(ix)
    }

    /// Size in bytes of a value of type `ty` (i1 lanes count as one bit).
    pub fn type_bytes(ty: lanes_ir::Type) -> u32 {
        let lanes = ty.lanes().unwrap_or(1);
        let s = ty.scalar();
        let bits = match s.data() {
            lanes_ir::TypeData::Int(b) => *b,
            lanes_ir::TypeData::Half | lanes_ir::TypeData::BFloat => 16,
            lanes_ir::TypeData::Float => 32,
            lanes_ir::TypeData::Double => 64,
            lanes_ir::TypeData::Ptr { .. } | lanes_ir::TypeData::TypedPtr { .. } => 64,
            _ => 32,
        };
        (lanes * bits).div_ceil(8)
    }

    pub fn is_phi(&self, i: u32) -> bool {
        self.inst(i).opcode == Opcode::Phi
    }

    /// Printed name of a value without `%`.
    pub fn name(&self, v: Val) -> String {
        match v {
            Val::Arg(n) => self
                .func
                .header
                .params
                .get(n as usize)
                .and_then(|p| p.name.as_deref())
                .map_or_else(|| n.to_string(), str::to_string),
            Val::Inst(i) => self
                .inst(i)
                .name
                .as_deref()
                .map_or_else(|| format!("<{i}>"), str::to_string),
            Val::Copy(c) => format!("copy{c}"),
        }
    }
}
