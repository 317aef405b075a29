//! A read-only view of a function: program order, users, block of each
//! instruction. Built once per query from `&Function`.
//!
//! The passes name instructions and blocks by the IR's own ids
//! (`InstId`, `BlockId`) and keep per-instruction facts in `ArenaMap`s;
//! a plain number is made of an id only where a result is printed or
//! leaves the crate ([`lanes_db::ids::inst_index`]).

use la_arena::ArenaMap;
use lanes_ir::{BlockId, Function, InstId, Opcode, Value};

/// `v` for every instruction of `f`: a dense map the passes fill in.
pub fn inst_map<V: Clone>(f: &Function, v: V) -> ArenaMap<InstId, V> {
    let mut m = ArenaMap::with_capacity(f.insts.len());
    for (i, _) in f.insts.iter() {
        m.insert(i, v.clone());
    }
    m
}

/// A copy the backend would insert: unoverlappers first (their position in
/// `Categories::unoverlappers`), then the copies coalescing gives up to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct CopyId(pub u32);

impl CopyId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A value that may need a register: an argument, an instruction result, or
/// a copy the backend would insert (recorded, never written into the IR).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Val {
    Arg(u32),
    Inst(InstId),
    Copy(CopyId),
}

impl Val {
    pub fn of(v: &Value) -> Option<Val> {
        match v {
            Value::Arg(n) => Some(Val::Arg(*n)),
            Value::Inst(i) => Some(Val::Inst(*i)),
            _ => None,
        }
    }
}

/// Program order and use lists of one function.
pub struct View<'f> {
    pub func: &'f Function,
    /// Position of each instruction in program order (blocks in layout order).
    pub order: ArenaMap<InstId, u32>,
    /// Users of each instruction result: (user, operand index), in program order.
    pub users: ArenaMap<InstId, Vec<(InstId, usize)>>,
    /// Users of each argument.
    pub arg_users: Vec<Vec<(InstId, usize)>>,
}

impl<'f> View<'f> {
    pub fn new(func: &'f Function) -> View<'f> {
        let mut order = inst_map(func, u32::MAX);
        let mut users: ArenaMap<InstId, Vec<(InstId, usize)>> = inst_map(func, Vec::new());
        let mut arg_users = vec![Vec::new(); func.header.params.len()];
        for (k, i) in (0u32..).zip(func.insts_in_order()) {
            order[i] = k;
            for (o, v) in func.insts[i].operands.iter().enumerate() {
                match v {
                    Value::Inst(d) => users[*d].push((i, o)),
                    Value::Arg(a) => {
                        if let Some(u) = arg_users.get_mut(*a as usize) {
                            u.push((i, o))
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

    pub fn inst(&self, i: InstId) -> &'f lanes_ir::InstData {
        &self.func.insts[i]
    }

    pub fn block_of(&self, i: InstId) -> BlockId {
        self.inst(i).block
    }

    pub fn num_uses(&self, i: InstId) -> usize {
        self.users[i].len()
    }

    /// The instruction of an operand.
    pub fn op_inst(&self, i: InstId, n: usize) -> Option<InstId> {
        self.inst(i).operands.get(n)?.as_inst()
    }

    /// Instructions in program order.
    pub fn insts(&self) -> impl Iterator<Item = InstId> + '_ {
        self.func.insts_in_order()
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

    pub fn is_phi(&self, i: InstId) -> bool {
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
            Val::Inst(i) => self.inst(i).name.as_deref().map_or_else(
                || format!("<{}>", lanes_db::ids::inst_index(i)),
                str::to_string,
            ),
            Val::Copy(c) => format!("copy{}", c.0),
        }
    }
}
