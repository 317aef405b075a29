//! An editing cursor over a function body, in the manner of Cranelift's
//! `FuncCursor`: a position (before an instruction, or at the top or the
//! bottom of a block), and edits made there — insert an instruction,
//! remove the current one, replace every use of a value — with typed ids
//! throughout. Passes that rewrite the IR use it instead of editing text.
//!
//! Debug locations are carried over as LLVM's passes carry them: an
//! inserted instruction without a `!dbg` takes the cursor's source
//! location ([`FuncCursor::set_srcloc`], or [`FuncCursor::use_srcloc`] to
//! take an instruction's), and the debug records (`#dbg_value`) written
//! before a removed instruction move to the instruction after it.
//!
//! Removed instructions leave their arena slot behind (ids stay valid while
//! editing); [`compact`] rebuilds the arenas dense, in program order, once
//! the edits are done.

use la_arena::Arena;

use crate::inst::{BlockId, Extra, Flags, InstData, InstId, Opcode, Value};
use crate::metadata::{MdAttachment, Metadata};
use crate::module::Function;
use crate::symbol::Symbol;
use crate::types::Type;
use crate::{Name, Span};

/// Where the cursor is: edits happen before [`At`](CursorPosition::At)'s
/// instruction, or at the start or the end of a block.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CursorPosition {
    /// Not in the function.
    Nowhere,
    /// Before this instruction (inserting puts the new one before it).
    At(InstId),
    /// At the top of a block, before its first instruction.
    Before(BlockId),
    /// At the bottom of a block, after its last instruction.
    After(BlockId),
}

/// A cursor editing `func`.
pub struct FuncCursor<'f> {
    pub func: &'f mut Function,
    pos: CursorPosition,
    srcloc: Option<Metadata>,
}

impl<'f> FuncCursor<'f> {
    /// A cursor nowhere in `func`.
    pub fn new(func: &'f mut Function) -> FuncCursor<'f> {
        FuncCursor {
            func,
            pos: CursorPosition::Nowhere,
            srcloc: None,
        }
    }

    /// The cursor at `inst`.
    pub fn at_inst(mut self, inst: InstId) -> Self {
        self.goto_inst(inst);
        self
    }

    /// The cursor's position.
    pub fn position(&self) -> CursorPosition {
        self.pos
    }

    /// Moves before `inst`.
    pub fn goto_inst(&mut self, inst: InstId) {
        self.pos = CursorPosition::At(inst);
    }

    /// Moves after `inst`: before the next instruction of its block, or to
    /// the block's bottom.
    pub fn goto_after_inst(&mut self, inst: InstId) {
        let b = self.func.insts[inst].block;
        let insts = &self.func.blocks[b].insts;
        let k = insts.iter().position(|&i| i == inst);
        self.pos = match k.and_then(|k| insts.get(k + 1)) {
            Some(&next) => CursorPosition::At(next),
            None => CursorPosition::After(b),
        };
    }

    /// Moves before the first instruction of `block` that is not a phi
    /// (where LLVM's `getFirstInsertionPt` puts new code).
    pub fn goto_first_insertion_point(&mut self, block: BlockId) {
        let first = self.func.blocks[block]
            .insts
            .iter()
            .copied()
            .find(|&i| self.func.insts[i].opcode != Opcode::Phi);
        self.pos = match first {
            Some(i) => CursorPosition::At(i),
            None => CursorPosition::After(block),
        };
    }

    /// The instruction the cursor is before, if any.
    pub fn current_inst(&self) -> Option<InstId> {
        match self.pos {
            CursorPosition::At(i) => Some(i),
            _ => None,
        }
    }

    /// The block the cursor is in.
    pub fn current_block(&self) -> Option<BlockId> {
        match self.pos {
            CursorPosition::Nowhere => None,
            CursorPosition::At(i) => Some(self.func.insts[i].block),
            CursorPosition::Before(b) | CursorPosition::After(b) => Some(b),
        }
    }

    /// The source location inserted instructions take (`None`: none).
    pub fn set_srcloc(&mut self, loc: Option<Metadata>) {
        self.srcloc = loc;
    }

    /// Inserted instructions take `inst`'s `!dbg` location.
    pub fn use_srcloc(&mut self, inst: InstId) {
        self.srcloc = self.func.insts[inst].attachment_of(Symbol::DBG).cloned();
    }

    /// Inserts `data` at the cursor (before the current instruction) and
    /// returns its id; the cursor stays before the same instruction, so
    /// successive inserts come out in order. The instruction takes the
    /// cursor's block and, without a `!dbg`, the cursor's source location.
    ///
    /// # Panics
    /// When the cursor is nowhere.
    pub fn insert_inst(&mut self, mut data: InstData) -> InstId {
        let block = self.current_block().expect("the cursor is in a block");
        data.block = block;
        if let Some(loc) = &self.srcloc
            && data.attachment_of(Symbol::DBG).is_none()
        {
            let mut md = data.md.into_vec();
            md.push(MdAttachment {
                kind: Symbol::DBG,
                node: loc.clone(),
            });
            data.md = md.into_boxed_slice();
        }
        let id = self.func.insts.alloc(data);
        let insts = &mut self.func.blocks[block].insts;
        match self.pos {
            CursorPosition::At(at) => {
                let k = insts.iter().position(|&i| i == at).unwrap_or(insts.len());
                insts.insert(k, id);
            }
            // Only an empty block has the cursor `Before` it.
            CursorPosition::Before(_) => {
                insts.insert(0, id);
                self.pos = CursorPosition::After(block);
            }
            CursorPosition::After(_) => insts.push(id),
            CursorPosition::Nowhere => unreachable!(),
        }
        id
    }

    /// Removes the current instruction from its block and moves to the
    /// next; its debug records go to that next instruction (or are dropped
    /// at the block's end, as LLVM drops trailing records). Its uses are
    /// not touched: replace them first.
    pub fn remove_inst(&mut self) -> Option<InstId> {
        let inst = self.current_inst()?;
        self.goto_after_inst(inst);
        let records = std::mem::take(&mut self.func.insts[inst].records);
        if let CursorPosition::At(next) = self.pos
            && !records.is_empty()
        {
            let mut r = records.into_vec();
            r.extend(self.func.insts[next].records.iter().cloned());
            self.func.insts[next].records = r.into_boxed_slice();
        }
        let b = self.func.insts[inst].block;
        self.func.blocks[b].insts.retain(|&i| i != inst);
        Some(inst)
    }

    /// Replaces every use of `old` (operands, bundle inputs, `metadata`
    /// operands of debug intrinsics and debug records) by `new`; returns how
    /// many were replaced.
    pub fn replace_all_uses(&mut self, old: &Value, new: &Value) -> usize {
        replace_all_uses(self.func, old, new)
    }
}

/// Whether `v` is an operand of some instruction still in a block.
pub fn has_uses(f: &Function, v: &Value) -> bool {
    f.insts_in_order()
        .any(|i| f.insts[i].uses().any(|u| u == v))
}

/// Instructions in blocks that read `v`, in program order.
pub fn users(f: &Function, v: &Value) -> Vec<InstId> {
    f.insts_in_order()
        .filter(|&i| f.insts[i].uses().any(|u| u == v))
        .collect()
}

/// [`FuncCursor::replace_all_uses`] without a cursor.
pub fn replace_all_uses(f: &mut Function, old: &Value, new: &Value) -> usize {
    let mut n = 0;
    let ids: Vec<InstId> = f.insts_in_order().collect();
    for id in ids {
        let inst = &mut f.insts[id];
        for op in inst.operands.iter_mut() {
            n += replace_in_value(op, old, new);
        }
        if let Extra::Call(c) = &mut inst.extra {
            for b in &mut c.bundles {
                for v in &mut b.inputs {
                    n += replace_in_value(v, old, new);
                }
            }
        }
        for r in inst.records.iter_mut() {
            for m in &mut r.operands {
                n += replace_in_metadata(m, old, new);
            }
        }
    }
    n
}

fn replace_in_value(v: &mut Value, old: &Value, new: &Value) -> usize {
    if v == old {
        *v = new.clone();
        return 1;
    }
    match v {
        Value::Metadata(m) => replace_in_metadata(m, old, new),
        _ => 0,
    }
}

fn replace_in_metadata(m: &mut Metadata, old: &Value, new: &Value) -> usize {
    match m {
        Metadata::Value { value, ty } if **value == *old => {
            **value = new.clone();
            *ty = match new {
                Value::Const(c) => c.ty(),
                _ => *ty,
            };
            1
        }
        _ => 0,
    }
}

/// A new instruction: `opcode` with result `name` of type `ty` reading
/// `operands`, in no block yet (the cursor places it).
pub fn new_inst(opcode: Opcode, name: Option<&str>, ty: Type, operands: Vec<Value>) -> InstData {
    InstData {
        opcode,
        name: name.map(Name::from),
        ty,
        flags: Flags::default(),
        operands: operands.into_boxed_slice(),
        blocks: Box::new([]),
        extra: Extra::None,
        md: Box::new([]),
        span: Span::default(),
        block: BlockId::from_raw(la_arena::RawIdx::from_u32(0)),
        records: Box::new([]),
    }
}

/// Rebuilds `f`'s instruction arena with only the instructions still in
/// blocks, in program order (dense ids again), remapping every operand.
/// Returns the old id of each new one.
pub fn compact(f: &mut Function) -> Vec<InstId> {
    let order: Vec<InstId> = f.insts_in_order().collect();
    let mut map = rustc_hash::FxHashMap::default();
    let mut arena: Arena<InstData> = Arena::default();
    for &old in &order {
        let id = arena.alloc(f.insts[old].clone());
        map.insert(old, id);
    }
    let remap = |v: &mut Value| {
        if let Value::Inst(i) = v
            && let Some(&n) = map.get(i)
        {
            *i = n;
        }
    };
    for (_, inst) in arena.iter_mut() {
        inst.operands.iter_mut().for_each(remap);
        if let Extra::Call(c) = &mut inst.extra {
            for b in &mut c.bundles {
                b.inputs.iter_mut().for_each(remap);
            }
        }
        for r in inst.records.iter_mut() {
            for m in &mut r.operands {
                if let Metadata::Value { value, .. } = m {
                    remap(value);
                }
            }
        }
        for op in inst.operands.iter_mut() {
            if let Value::Metadata(m) = op
                && let Metadata::Value { value, .. } = &mut **m
            {
                remap(value);
            }
        }
    }
    for &b in &f.layout {
        for i in f.blocks[b].insts.iter_mut() {
            *i = map[i];
        }
    }
    f.insts = arena;
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_function, print::print_function};

    fn func(text: &str) -> Function {
        let (f, d) = parse_function(text);
        assert!(d.is_empty(), "{d:?}");
        f.unwrap()
    }

    const F: &str = "define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1, !dbg !7
  %y = mul i32 %x, %x
  ret i32 %y
}
";

    fn inst_named(f: &Function, n: &str) -> InstId {
        f.insts_in_order()
            .find(|&i| f.insts[i].name.as_deref() == Some(n))
            .unwrap()
    }

    #[test]
    fn inserts_before_in_order_with_the_source_location() {
        let mut f = func(F);
        let (x, y) = (inst_named(&f, "x"), inst_named(&f, "y"));
        let mut c = FuncCursor::new(&mut f).at_inst(y);
        c.use_srcloc(x);
        let i32t = c.func.insts[x].ty;
        let a = c.insert_inst(new_inst(
            Opcode::Sub,
            Some("s"),
            i32t,
            vec![Value::Inst(x), Value::Arg(0)],
        ));
        c.insert_inst(new_inst(
            Opcode::Shl,
            Some("t"),
            i32t,
            vec![Value::Inst(a), Value::Inst(a)],
        ));
        assert_eq!(c.current_inst(), Some(y));
        compact(&mut f);
        let text = print_function(&f);
        assert!(
            text.contains("%x = add i32 %a, 1, !dbg !7\n  %s = sub i32 %x, %a, !dbg !7\n  %t = shl i32 %s, %s, !dbg !7\n  %y = mul"),
            "{text}"
        );
    }

    #[test]
    fn replaces_uses_then_removes() {
        let mut f = func(F);
        let x = inst_named(&f, "x");
        let mut c = FuncCursor::new(&mut f).at_inst(x);
        assert_eq!(c.replace_all_uses(&Value::Inst(x), &Value::Arg(0)), 2);
        assert_eq!(c.remove_inst(), Some(x));
        assert!(!has_uses(c.func, &Value::Inst(x)));
        let old = compact(&mut f);
        assert_eq!(old.len(), 2);
        assert_eq!(f.insts.len(), 2);
        assert_eq!(
            print_function(&f),
            "define i32 @f(i32 %a) {\nentry:\n  %y = mul i32 %a, %a\n  ret i32 %y\n}\n"
        );
    }

    #[test]
    fn debug_records_move_to_the_next_instruction() {
        let mut f = func(
            "define void @g(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n    #dbg_value(i32 %x, !1, !DIExpression(), !2)\n  %y = add i32 %a, 2\n  ret void\n}\n",
        );
        let y = inst_named(&f, "y");
        let mut c = FuncCursor::new(&mut f).at_inst(y);
        c.replace_all_uses(&Value::Inst(y), &Value::Arg(0));
        c.remove_inst();
        compact(&mut f);
        let text = print_function(&f);
        assert!(
            text.contains("#dbg_value(i32 %x, !1, !DIExpression(), !2)\n  ret void"),
            "{text}"
        );
    }

    #[test]
    fn inserts_at_the_top_and_bottom_of_a_block() {
        let mut f = func(F);
        let entry = f.entry().unwrap();
        let x = inst_named(&f, "x");
        let ty = f.insts[x].ty;
        let mut c = FuncCursor::new(&mut f);
        c.goto_first_insertion_point(entry);
        c.insert_inst(new_inst(
            Opcode::Add,
            Some("first"),
            ty,
            vec![Value::Arg(0), Value::Arg(0)],
        ));
        compact(&mut f);
        let order: Vec<_> = f
            .insts_in_order()
            .map(|i| f.insts[i].name.clone())
            .collect();
        assert_eq!(order[0].as_deref(), Some("first"));
    }
}
