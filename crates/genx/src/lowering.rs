//! GenXLowering (`GenXLowering.cpp` at `98fff716`), the parts that turn an
//! instruction the vISA writer cannot build into intrinsics it can, before
//! region collapsing: `llvm.trap` becomes an end-of-thread message to the
//! gateway carrying `r0` (`lowerTrap`); `llvm.cttz` of 32-bit elements
//! becomes `ctlz` of the bit-reversed value (`lowerCttz`, with
//! `lowerBitreverse`'s `genx.bfrev`). Before it, as IGC's pipeline runs
//! them: GenXGEPLowering (a `getelementptr` with constant indices becomes
//! integer arithmetic on the address) and GenXLoadStoreLowering (a `load`
//! or `store` of global memory becomes LSC block messages of the `ugm`,
//! `createLSCLoadStore`).
//!
//! Not ported: the rest of the pass (legacy message translation, byte
//! widening, shuffles, truncations, predicate regions, min/max, `ctpop`,
//! 64-bit multiplies, masked loads and stores, …); GEPs with variable
//! indices; loads and stores that need a gather or scatter (a size or
//! alignment below a dword, or a remainder after the blocks), of SLM, of
//! 32-bit pointers, of predicates or pointers, atomic ones, and those of
//! platforms without LSC messages (legacy SVM messages). Those
//! instructions reach the writer unchanged and it names them as not
//! written.

use lanes_ir::cursor::{FuncCursor, new_inst};
use lanes_ir::{Constant, Extra, Function, InstId, Module, Opcode, Type, TypeData, Value};

use crate::region_utils::{call, cast, elem_bytes, type_bytes};
use crate::subtarget::Platform;

/// The bytes of a dword, the payload's element.
const DWORD_BYTES: u32 = 4;

/// GenXGEPLowering, GenXLoadStoreLowering and GenXLowering's ported rules
/// on a copy of `f` of `module` for `platform`.
pub fn lower(module: &Module, f: &Function, platform: Platform) -> Function {
    let mut out = f.clone();
    let ptr64 = pointer_bits(module) == 64;
    let geps: Vec<InstId> = out
        .insts_in_order()
        .filter(|&i| out.insts[i].opcode == Opcode::GetElementPtr)
        .collect();
    if ptr64 {
        for g in geps {
            lower_gep(&mut out, g);
        }
    }
    let mems: Vec<InstId> = out
        .insts_in_order()
        .filter(|&i| matches!(out.insts[i].opcode, Opcode::Load | Opcode::Store))
        .collect();
    if ptr64 && platform.lsc && !platform.efficient_64b() {
        for m in mems {
            lower_memory(&mut out, m, platform);
        }
    }
    let traps: Vec<InstId> = out
        .insts_in_order()
        .filter(|&i| out.insts[i].callee_name() == Some("llvm.trap"))
        .collect();
    for t in traps {
        lower_trap(&mut out, t, platform);
    }
    let cttz: Vec<InstId> = out
        .insts_in_order()
        .filter(|&i| {
            let d = &out.insts[i];
            d.callee_name().is_some_and(|c| c.starts_with("llvm.cttz."))
                && d.ty.scalar().int_bits() == Some(32)
        })
        .collect();
    for c in cttz {
        lower_cttz(&mut out, c);
    }
    out
}

/// `lowerCttz` for 32-bit elements: `ctlz(bitreverse(x))`, the bit
/// reversal `genx.bfrev` (`lowerBitreverse`; its extend and truncation are
/// no-ops at 32 bits). The other widths (a 64-bit split into halves, 8 and
/// 16 bits widened) are not ported.
fn lower_cttz(f: &mut Function, cttz: InstId) {
    let d = &f.insts[cttz];
    let ty = d.ty;
    let (src, poison) = (d.operands[1].clone(), d.operands[2].clone());
    let suffix = crate::mangle::mangle(ty);
    let name = d.name.as_ref().map(|n| n.to_string()).unwrap_or_default();
    let rev = call(
        f,
        &format!("llvm.genx.bfrev.{suffix}"),
        ty,
        vec![src],
        "bfRev",
    );
    let mut c = FuncCursor::new(f).at_inst(cttz);
    c.use_srcloc(cttz);
    let rev = Value::Inst(c.insert_inst(rev));
    let lzd = call(
        c.func,
        &format!("llvm.ctlz.{suffix}"),
        ty,
        vec![rev, poison],
        &name,
    );
    let lzd = Value::Inst(c.insert_inst(lzd));
    c.replace_all_uses(&Value::Inst(cttz), &lzd);
    c.goto_inst(cttz);
    c.remove_inst();
}

/// The pointer size of the module's data layout (`p:N`), 64 without one
/// (the `genx64` triple).
fn pointer_bits(m: &Module) -> u32 {
    let Some(dl) = m.datalayout.as_deref() else {
        return 64;
    };
    let dl = String::from_utf8_lossy(dl);
    dl.split('-')
        .find_map(|p| p.strip_prefix("p:"))
        .and_then(|p| p.split(':').next())
        .and_then(|b| b.parse().ok())
        .unwrap_or(64)
}

/// Bytes of a type lanes lays out: scalars, vectors of them and arrays.
fn alloc_bytes(t: Type) -> Option<u64> {
    match t.data() {
        TypeData::Array { len, elem } => Some(*len * alloc_bytes(*elem)?),
        TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => Some(8),
        _ => {
            let b = type_bytes(t);
            (b > 0).then_some(b as u64)
        }
    }
}

/// GenXGEPLowering for constant indices: the pointer as an `i64`, plus the
/// byte offset of the indices, back to a pointer (`ptrtoint`, `add`,
/// `inttoptr`). A vector's elements are laid out one after another.
fn lower_gep(f: &mut Function, gep: InstId) {
    let d = &f.insts[gep];
    let Extra::Gep { source_ty } = &d.extra else {
        return;
    };
    if d.ty.is_vector() {
        return;
    }
    let mut ty = *source_ty;
    let mut offset: i128 = 0;
    for (k, idx) in d.operands[1..].iter().enumerate() {
        let Some(i) = idx.as_int() else {
            return;
        };
        if k > 0 {
            ty = match ty.data() {
                TypeData::Array { elem, .. } => *elem,
                TypeData::Vector { elem, .. } => *elem,
                _ => return,
            };
        }
        let Some(size) = alloc_bytes(ty) else {
            return;
        };
        offset += i * size as i128;
    }
    let (base, ptr_ty) = (d.operands[0].clone(), d.ty);
    let name = d.name.as_ref().map(|n| n.to_string()).unwrap_or_default();
    let i64t = Type::int(64);
    let mut c = FuncCursor::new(f).at_inst(gep);
    c.use_srcloc(gep);
    let addr =
        Value::Inst(c.insert_inst(cast(Opcode::PtrToInt, base, i64t, &format!("{name}.addr"))));
    let sum = if offset == 0 {
        addr
    } else {
        let add = new_inst(
            Opcode::Add,
            Some(&format!("{name}.offset")),
            i64t,
            vec![addr, int(64, offset)],
        );
        Value::Inst(c.insert_inst(add))
    };
    let back = Value::Inst(c.insert_inst(cast(Opcode::IntToPtr, sum, ptr_ty, &name)));
    c.replace_all_uses(&Value::Inst(gep), &back);
    c.goto_inst(gep);
    c.remove_inst();
}

/// The data layout's preferred alignment of `t`: a vector's size rounded
/// up to a power of two, a scalar's size.
fn pref_align(t: Type) -> u32 {
    type_bytes(t).max(1).next_power_of_two()
}

/// `getLSCBlockElementSizeBits`: qwords unless dwords fit better (a size
/// of whole dwords but not qwords, at most 64 of them), when aligned so;
/// 0 when no block message fits.
fn block_element_bits(size: u32, align: u32) -> u32 {
    let dword_profitable = size.is_multiple_of(4) && !size.is_multiple_of(8) && size <= 64 * 4;
    if !dword_profitable && align >= 8 && size >= 8 {
        64
    } else if align >= 4 && size >= 4 {
        32
    } else {
        0
    }
}

/// `createLSCLoadStore` for global memory on 64-bit pointers: the value as
/// a vector, cut into LSC block messages of 64, 32, …, 1 elements of the
/// block element size (at most 8 GRFs each) at increasing offsets from
/// the address, each loaded block written into the vector (a bitcast when
/// one block is the whole vector). Left alone (not modelled): what needs a
/// gather or scatter, atomics, predicates, pointers, SLM.
/// Long: the load and the store share the checks, the block plan and the
/// message operands, as `createLSCLoadStore` does.
fn lower_memory(f: &mut Function, m: InstId, platform: Platform) {
    let d = &f.insts[m];
    let load = d.opcode == Opcode::Load;
    let Extra::Mem { align, atomic } = &d.extra else {
        return;
    };
    if atomic.is_some() {
        return;
    }
    let (ptr, data) = if load {
        (d.operands[0].clone(), None)
    } else {
        (d.operands[1].clone(), Some(d.operands[0].clone()))
    };
    let ptr_ty = f.value_ty(&ptr);
    if ptr_ty.addrspace() == Some(3) || ptr_ty.is_vector() {
        return;
    }
    let ty = if load {
        d.ty
    } else {
        f.value_ty(data.as_ref().unwrap_or(&ptr))
    };
    let elem = ty.scalar();
    if elem_bytes(elem) == 0 || elem.int_bits() == Some(1) {
        return;
    }
    let vty = if ty.is_vector() {
        ty
    } else {
        Type::vector(1, elem)
    };
    let size = type_bytes(vty);
    let align = align.filter(|&a| a > 0).unwrap_or_else(|| pref_align(ty));
    let bits = block_element_bits(size, align);
    if bits == 0 || !size.is_multiple_of(bits / 8) {
        return;
    }
    let block_elem = if elem_bytes(elem) * 8 == bits {
        elem
    } else {
        Type::int(bits)
    };
    let mut blocks = Vec::new();
    let mut rest = size;
    for n in [64u32, 32, 16, 8, 4, 3, 2, 1] {
        let bytes = n * bits / 8;
        if bytes > platform.grf_bytes * 8 {
            continue;
        }
        while rest >= bytes {
            blocks.push((size - rest, n));
            rest -= bytes;
        }
    }
    // More than one block is written into the vector by `wrregion`, which
    // is not ported here.
    if rest != 0 || blocks.len() != 1 {
        return;
    }
    let name = d.name.as_ref().map(|n| n.to_string()).unwrap_or_default();
    let block_ty = Type::vector(blocks[0].1, block_elem);
    let elems = match blocks[0].1 {
        k @ 1..=4 => k as i128,
        k => 5 + (k / 8).trailing_zeros() as i128,
    };
    let pred_ty = Type::vector(1, Type::int(1));
    let pred = Value::Const(Constant::Aggregate {
        ty: pred_ty,
        elems: vec![Constant::Int {
            ty: Type::int(1),
            value: 1,
        }]
        .into(),
    });
    let cache_ty = Type::vector(2, Type::int(8));
    let cache = Value::Const(Constant::Zero(cache_ty));
    let mut c = FuncCursor::new(f).at_inst(m);
    c.use_srcloc(m);
    let addr = Value::Inst(c.insert_inst(cast(
        Opcode::PtrToInt,
        ptr,
        Type::int(64),
        &format!("{name}.addr"),
    )));
    let mut args = vec![
        pred,
        int(8, 3),                              // 64-bit addresses
        int(8, if bits == 64 { 4 } else { 3 }), // d64 / d32
        int(8, elems),                          // elements per address
        cache,                                  // default caching
        int(64, 0),                             // base
        addr,
        int(16, 1), // scale
        int(32, 0), // offset
    ];
    let block_m = crate::mangle::mangle(block_ty);
    if load {
        args.push(undef(block_ty));
        let callee = format!("llvm.vc.internal.lsc.load.ugm.{block_m}.v1i1.v2i8.i64");
        let ld = call(c.func, &callee, block_ty, args, &format!("{name}.ld"));
        let mut v = Value::Inst(c.insert_inst(ld));
        if block_ty != ty {
            v = Value::Inst(c.insert_inst(cast(Opcode::BitCast, v, ty, &name)));
        }
        c.replace_all_uses(&Value::Inst(m), &v);
    } else {
        let mut data = data.unwrap_or(Value::Const(Constant::Undef(ty)));
        if block_ty != ty {
            data = Value::Inst(c.insert_inst(cast(
                Opcode::BitCast,
                data,
                block_ty,
                &format!("{name}.data"),
            )));
        }
        args.push(data);
        let callee = format!("llvm.vc.internal.lsc.store.ugm.v1i1.v2i8.i64.{block_m}");
        c.insert_inst(call(c.func, &callee, Type::void(), args, ""));
    }
    c.goto_inst(m);
    c.remove_inst();
}

fn int(bits: u32, v: i128) -> Value {
    Value::Const(Constant::Int {
        ty: Type::int(bits),
        value: v,
    })
}

fn undef(ty: Type) -> Value {
    Value::Const(Constant::Undef(ty))
}

/// `lowerTrap`: `r0` (one GRF of dwords) sent with end of thread to the
/// message gateway, a `raw_sendg` when efficient 64-bit addressing is on,
/// else a `raw_sends` to the gateway (LSC platforms, SFID 3) or the thread
/// spawner (SFID 7) with descriptor `0x02000010`.
fn lower_trap(f: &mut Function, trap: InstId, platform: Platform) {
    let width = platform.grf_bytes / DWORD_BYTES;
    let payload_ty = Type::vector(width, Type::int(32));
    let suffix = crate::mangle::mangle(payload_ty);
    let r0 = call(
        f,
        &format!("llvm.genx.r0.{suffix}"),
        payload_ty,
        Vec::new(),
        "r0",
    );
    let mut c = FuncCursor::new(f).at_inst(trap);
    c.use_srcloc(trap);
    let r0 = Value::Inst(c.insert_inst(r0));
    let send = if platform.efficient_64b() {
        let args = vec![
            int(16, 0),                             // destination size
            int(1, 0),                              // not sendgc
            int(1, 1),                              // end of thread
            int(8, 3),                              // message gateway
            int(1, 1),                              // predicate
            r0,                                     // source 0
            int(16, (width * DWORD_BYTES) as i128), // its size
            undef(payload_ty),                      // source 1 (null)
            int(16, 0),                             // its size
            undef(Type::int(64)),                   // ind0 (null)
            undef(Type::int(64)),                   // ind1 (null)
            int(64, 0),                             // descriptor
            undef(payload_ty),                      // passthru
        ];
        let name = format!("llvm.vc.internal.raw.sendg.{suffix}.i1.{suffix}.{suffix}");
        call(c.func, &name, payload_ty, args, "")
    } else {
        let args = vec![
            int(8, 2),                                // modifier: end of thread
            int(8, 0),                                // log2 execution size
            int(1, 1),                                // predicate
            int(8, 1),                                // source registers
            int(8, if platform.lsc { 3 } else { 7 }), // gateway / thread spawner
            int(32, 0),                               // extended descriptor
            int(32, 0x0200_0010),                     // descriptor
            r0,
        ];
        let name = format!("llvm.genx.raw.send2.noresult.i1.{suffix}");
        call(c.func, &name, Type::void(), args, "")
    };
    c.insert_inst(send);
    c.goto_inst(trap);
    c.remove_inst();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowered(cpu: &str, attrs: &[&str]) -> String {
        let src = "define void @f() {\n  call void @llvm.trap()\n  ret void\n}\n\
                   declare void @llvm.trap()\n";
        let (m, _) = lanes_ir::parse_module(src);
        let p = Platform::by_name(cpu)
            .unwrap()
            .with_attrs(attrs.iter().copied());
        let f = lower(&m, &m.functions[0], p);
        f.insts_in_order()
            .map(|i| lanes_ir::print::print_inst(&f, i))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn cttz_is_ctlz_of_the_reversed_bits() {
        let src = "define <4 x i32> @f(<4 x i32> %x) {\n  %t = call <4 x i32> @llvm.cttz.v4i32(<4 x i32> %x, i1 false)\n  ret <4 x i32> %t\n}\n";
        let (m, _) = lanes_ir::parse_module(src);
        let f = lower(&m, &m.functions[0], Platform::default());
        let text: Vec<String> = f
            .insts_in_order()
            .map(|i| lanes_ir::print::print_inst(&f, i))
            .collect();
        assert!(
            text[0].contains("@llvm.genx.bfrev.v4i32(<4 x i32> %x)"),
            "{text:?}"
        );
        assert!(
            text[1].contains("@llvm.ctlz.v4i32(<4 x i32> %bfRev, i1 false)"),
            "{text:?}"
        );
        assert!(text[2].contains("ret <4 x i32> %t"), "{text:?}");
    }

    #[test]
    fn a_trap_sends_r0_to_the_gateway_with_end_of_thread() {
        let xelp = lowered("XeLP", &[]);
        assert!(
            xelp.contains("call <8 x i32> @llvm.genx.r0.v8i32()"),
            "{xelp}"
        );
        assert!(
            xelp.contains(
                "@llvm.genx.raw.send2.noresult.i1.v8i32(i8 2, i8 0, i1 true, i8 1, i8 7,"
            ),
            "{xelp}"
        );
        assert!(!xelp.contains("llvm.trap"), "{xelp}");
        let hpc = lowered("XeHPC", &[]);
        assert!(hpc.contains("<16 x i32> @llvm.genx.r0.v16i32()"), "{hpc}");
        assert!(hpc.contains("i8 1, i8 3,"), "{hpc}");
        let sendg = lowered("Xe3P", &["+efficient_64b_enabled"]);
        assert!(sendg.contains("@llvm.vc.internal.raw.sendg.v16i32.i1.v16i32.v16i32(i16 0, i1 false, i1 true, i8 3, i1 true,"), "{sendg}");
        assert!(lowered("Xe3P", &[]).contains("raw.send2.noresult"));
    }
}
