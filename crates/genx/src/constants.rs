//! GenXConstants' constant loader (`GenXConstants.cpp` at `98fff716`) as
//! GenXPostLegalization applies it to returns: a constant a return cannot
//! take as an immediate is materialised before it (`loadNonSimpleConstants`:
//! `ConstantLoader::loadBig`, `loadNonSimple`, `load`, `loadSplatConstant`,
//! `loadPackedInt`, `loadNonPackedIntConst`; a struct element by element,
//! `loadConstantStruct`), then `cleanupConstantLoads` and `checkAddPattern`
//! turn a load that is another plus a splat into an `add`.
//!
//! A constant that needs a path not ported (packed floats, the cyclic
//! construction, 64-bit packed integers sign-extended, a group of eight
//! loaded apart from the rest) leaves its return as it is.

use lanes_ir::cursor::FuncCursor;
use lanes_ir::{Constant, Function, InstId, Opcode, Type, TypeData, Value};

use crate::mangle::mangle;
use crate::region_utils::subregion;
use crate::region_utils::{Region, call, cast};

/// `ImmIntVec`: eight 4-bit elements, unsigned 0..15 or signed -8..7.
const IMM_WIDTH: usize = 8;
const MAX_UINT: i64 = 15;
const MIN_SINT: i64 = -8;
const MAX_SINT: i64 = 7;

/// What the constructor's analysis found (`analyze`).
#[derive(Default, Clone, Copy)]
struct Packed {
    scale: i64,
    adjust: i64,
}

/// The elements of a vector constant (`getAggregateElement`).
pub(crate) fn elements(c: &Constant) -> Option<Vec<Constant>> {
    let ty = c.ty();
    let n = ty.lanes()? as usize;
    let e = ty.scalar();
    Some(match c {
        Constant::Aggregate { elems, .. } => elems.to_vec(),
        Constant::Zero(_) => vec![zero(e); n],
        Constant::Undef(_) => vec![Constant::Undef(e); n],
        Constant::Poison(_) => vec![Constant::Poison(e); n],
        Constant::Splat { elem, .. } => vec![(**elem).clone(); n],
        _ => return None,
    })
}

fn zero(t: Type) -> Constant {
    match t.data() {
        TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => Constant::Null(t),
        _ if t.is_int() => Constant::Int { ty: t, value: 0 },
        _ => Constant::Zero(t),
    }
}

fn is_undef(c: &Constant) -> bool {
    matches!(c, Constant::Undef(_) | Constant::Poison(_))
}

fn is_zero(c: &Constant) -> bool {
    match c {
        Constant::Zero(_) | Constant::Null(_) => true,
        Constant::Int { value, .. } => *value == 0,
        Constant::Float { bits, .. } => *bits == 0,
        _ => false,
    }
}

/// A vector constant of `ty` from its elements, as LLVM folds it: all
/// zero is `zeroinitializer`, all undef `undef`.
pub(crate) fn vector_of(ty: Type, elems: Vec<Constant>) -> Constant {
    if elems.iter().all(is_zero) {
        Constant::Zero(ty)
    } else if elems.iter().all(is_undef) {
        Constant::Undef(ty)
    } else {
        Constant::Aggregate {
            ty,
            elems: elems.into(),
        }
    }
}

/// `getSplatValue(AllowUndefs)`: the one value every defined lane holds.
fn splat_value(c: &Constant, allow_undef: bool) -> Option<Constant> {
    let els = elements(c)?;
    let mut it = els.iter().filter(|e| !(allow_undef && is_undef(e)));
    let first = it.next()?.clone();
    (!is_undef(&first) && it.all(|e| *e == first)).then_some(first)
}

fn subvector(c: &Constant, idx: usize, size: usize) -> Constant {
    let els = elements(c).unwrap_or_default();
    let ty = Type::vector(size as u32, c.ty().scalar());
    vector_of(ty, els[idx..idx + size].to_vec())
}

/// Loads constants before one instruction of a post-legalized function.
pub(crate) struct Loader<'a> {
    pub func: &'a mut Function,
    pub grf_bytes: u32,
    /// `getMaxSIMDSize`: 32, or 16 on a fused-EU platform whose module
    /// has a stack call.
    pub max_simd: u32,
    /// The instruction the loads go before.
    pub at: InstId,
    pub callees: &'a mut Vec<(String, Type)>,
    /// One line per constant loaded.
    pub notes: &'a mut Vec<String>,
}

impl Loader<'_> {
    fn insert(&mut self, data: lanes_ir::InstData, name: &str, dbg: bool) -> Value {
        let mut data = data;
        if !data.ty.is_void() {
            data.name = (!name.is_empty()).then(|| fresh(self.func, name).into());
        }
        if let Some(c) = data.callee_name()
            && let lanes_ir::Extra::Call(ci) = &data.extra
            && !self.callees.iter().any(|(n, _)| n == c)
        {
            self.callees.push((c.to_string(), ci.fn_ty));
        }
        let at = self.at;
        let mut cur = FuncCursor::new(self.func).at_inst(at);
        if dbg {
            cur.use_srcloc(at);
        }
        Value::Inst(cur.insert_inst(data))
    }

    /// `loadNonSimpleConstants` for a return: its constant operand, if it
    /// is not simple, loaded. Returns whether it changed; a constant on a
    /// path not ported leaves the function as it was.
    pub fn load_return(&mut self) -> bool {
        let Some(Value::Const(c)) = self.func.insts[self.at].operands.first().cloned() else {
            return false;
        };
        if is_undef(&c) {
            return false;
        }
        let before = self.func.clone();
        let notes = self.notes.len();
        let loaded = if matches!(c.ty().data(), TypeData::Struct { .. }) {
            self.load_struct(&c)
        } else {
            let a = analyze(&c, true, self.grf_bytes);
            if let Some(fixed) = a.1 {
                self.func.insts[self.at].operands[0] = Value::Const(fixed);
                return true;
            }
            if self.is_simple(&c, a.0, true) {
                return false;
            }
            self.load_big(&c, true)
        };
        match loaded {
            Some(v) => {
                self.func.insts[self.at].operands[0] = v;
                true
            }
            None => {
                *self.func = before;
                self.notes.truncate(notes);
                false
            }
        }
    }

    /// `visitReturnInst` (`loadConstants`): a subroutine (internal
    /// linkage) returns no constant; a simple one is loaded.
    pub fn load_internal_return(&mut self) -> bool {
        if !self.func.header.prefix.iter().any(|w| &**w == "internal") {
            return false;
        }
        let Some(Value::Const(c)) = self.func.insts[self.at].operands.first().cloned() else {
            return false;
        };
        if is_undef(&c) || matches!(c.ty().data(), TypeData::Struct { .. }) {
            return false;
        }
        let before = self.func.clone();
        match self.load(&c) {
            Some(v) => {
                self.func.insts[self.at].operands[0] = v;
                true
            }
            None => {
                *self.func = before;
                false
            }
        }
    }

    /// `loadConstantStruct`: each element loaded and inserted.
    fn load_struct(&mut self, c: &Constant) -> Option<Value> {
        let ty = c.ty();
        let TypeData::Struct { fields, .. } = ty.data() else {
            return None;
        };
        let els: Vec<Constant> = match c {
            Constant::Aggregate { elems, .. } => elems.to_vec(),
            Constant::Zero(_) => fields.iter().map(|&t| zero_of(t)).collect(),
            _ => return None,
        };
        let mut agg = Value::Const(Constant::Undef(ty));
        for (k, el) in els.iter().enumerate() {
            if is_undef(el) {
                continue;
            }
            let v = if matches!(el.ty().data(), TypeData::Struct { .. }) {
                self.load_struct(el)?
            } else {
                self.load_big(el, false)?
            };
            let mut d = lanes_ir::cursor::new_inst(Opcode::InsertValue, None, ty, vec![agg, v]);
            d.extra = lanes_ir::Extra::Indices(vec![k as u32]);
            agg = self.insert(d, "loadstruct", true);
        }
        Some(agg)
    }

    /// `isSimple` (with a user: a return, which is no move).
    fn is_simple(&self, c: &Constant, p: Packed, has_user: bool) -> bool {
        if is_undef(c) {
            return true;
        }
        let ty = c.ty();
        if ty.scalar().int_bits() == Some(1)
            && elements(c).is_some_and(|e| e.iter().all(|x| x.as_int() == Some(-1)))
        {
            return true;
        }
        if !self.is_legal_size(c) {
            return false;
        }
        if is_big_simple(c) {
            return true;
        }
        is_packed_int_vector(c, p, has_user)
    }

    /// `isLegalSize`.
    fn is_legal_size(&self, c: &Constant) -> bool {
        let ty = c.ty();
        let Some(n) = ty.lanes() else {
            return true;
        };
        let bits = n * elem_bytes(ty.scalar()) * 8;
        if bits == 0 {
            return true;
        }
        if !bits.is_power_of_two() || n > 32 {
            return false;
        }
        bits <= self.grf_bytes * 8 * 2
    }

    /// `ConstantLoader::loadBig`, for a loader with a user (the return
    /// itself) or without (a part, an element of a struct).
    fn load_big(&mut self, c: &Constant, has_user: bool) -> Option<Value> {
        let ty = c.ty();
        if self.is_legal_size(c) || is_undef(c) {
            let p = analyze(c, has_user, self.grf_bytes).0;
            return if self.is_simple(c, p, has_user) {
                self.load(c)
            } else {
                self.load_non_simple(c)
            };
        }
        if ty.scalar().int_bits() == Some(1) {
            return None;
        }
        if let Some(cc) = consolidated(c) {
            let v = self.load_big(&cc, false)?;
            let name = format!("{}.cast", self.name_of(&v));
            return Some(self.insert(cast(Opcode::BitCast, v, ty, ""), &name, false));
        }
        let n = ty.lanes()?;
        let eb = elem_bytes(ty.scalar());
        if eb == 0 {
            return None;
        }
        let max = (2 * self.grf_bytes / eb).min(self.max_simd);
        let whole = whole_region(ty);
        let mut result: Option<Value> = None;
        let mut idx = 0;
        while idx < n {
            let size = pow2_floor(n - idx).min(max);
            let sub = subvector(c, idx as usize, size as usize);
            let p = analyze(&sub, false, self.grf_bytes).0;
            let sv = if self.is_simple(&sub, p, false) {
                Value::Const(sub)
            } else {
                self.load_non_simple(&sub)?
            };
            let r = subregion(&whole, idx, size);
            let old = result.unwrap_or(Value::Const(Constant::Undef(ty)));
            let d = r.wr_region(self.func, old, sv, "");
            result = Some(self.insert(d, &format!("constant.split.ill{idx}"), false));
            idx += size;
        }
        self.notes
            .push(format!("loadBig: a {ty} constant split into legal parts"));
        result
    }

    /// `ConstantLoader::loadNonSimple`.
    fn load_non_simple(&mut self, c: &Constant) -> Option<Value> {
        if !self.is_legal_size(c) {
            return self.load_big(c, false);
        }
        let ty = c.ty();
        if ty.scalar().is_float() {
            // Packed floats and the cyclic construction are not ported.
            return None;
        }
        let p = analyze(c, false, self.grf_bytes).0;
        let n = ty.lanes()? as usize;
        if p.scale != 0 {
            let before = self.func.insts.len();
            let v = self.load_packed_int(c, p)?;
            if n <= IMM_WIDTH {
                return Some(v);
            }
            // The cyclic construction is tried when the packed sequence is
            // longer than the number of distinct elements.
            let els = elements(c)?;
            let mut distinct: Vec<&Constant> = Vec::new();
            for e in &els {
                if !distinct.contains(&e) {
                    distinct.push(e);
                }
            }
            let seq = self.func.insts.len() - before;
            return (distinct.len() >= seq).then_some(v);
        }
        if let Some(cc) = consolidated(c) {
            let pc = analyze(&cc, false, self.grf_bytes).0;
            let v = if self.is_simple(&cc, pc, false) {
                self.load(&cc)?
            } else {
                self.load_non_simple(&cc)?
            };
            return Some(self.insert(cast(Opcode::BitCast, v, ty, ""), "constant", false));
        }
        // Groups of eight and the cyclic construction are not ported.
        None
    }

    /// `ConstantLoader::loadPackedInt`: the scaled and adjusted packed
    /// values loaded, then multiplied and added back.
    fn load_packed_int(&mut self, c: &Constant, p: Packed) -> Option<Value> {
        let ty = c.ty();
        let bits = ty.scalar().int_bits()?;
        if bits > 32 {
            // The 32-bit load sign-extended (and emulated): not ported.
            return None;
        }
        let pack = ty.scalar();
        let els = elements(c)?;
        let vals: Vec<Constant> = els
            .iter()
            .map(|e| {
                let v = e.as_int().map_or(0, |v| (v as i64 - p.adjust) / p.scale);
                Constant::Int {
                    ty: pack,
                    value: v as i128,
                }
            })
            .collect();
        let packed = vector_of(ty, vals);
        let mut v = self.load_non_packed_int_const(&packed)?;
        let splat = |x: i64| {
            Value::Const(vector_of(
                ty,
                vec![
                    Constant::Int {
                        ty: pack,
                        value: x as i128
                    };
                    ty.lanes().unwrap_or(1) as usize
                ],
            ))
        };
        if p.scale != 1 {
            let d = lanes_ir::cursor::new_inst(Opcode::Mul, None, ty, vec![v, splat(p.scale)]);
            v = self.insert(d, "constantscale", false);
        }
        if p.adjust != 0 {
            let d = lanes_ir::cursor::new_inst(Opcode::Add, None, ty, vec![v, splat(p.adjust)]);
            v = self.insert(d, "constantadjust", false);
        }
        self.notes
            .push(format!("loadPackedInt: a {ty} constant as packed integers"));
        Some(v)
    }

    /// `ConstantLoader::loadNonPackedIntConst`: in parts of eight.
    fn load_non_packed_int_const(&mut self, c: &Constant) -> Option<Value> {
        let ty = c.ty();
        let p = analyze(c, false, self.grf_bytes).0;
        if self.is_simple(c, p, false) {
            return self.load(c);
        }
        let n = ty.lanes()?;
        let whole = whole_region(ty);
        let mut result: Option<Value> = None;
        let mut idx = 0;
        while idx < n {
            let size = pow2_floor(n - idx).min(IMM_WIDTH as u32);
            let sub = subvector(c, idx as usize, size as usize);
            let sv = self.load(&sub)?;
            let r = subregion(&whole, idx, size);
            let old = result.unwrap_or(Value::Const(Constant::Undef(ty)));
            let d = r.wr_region(self.func, old, sv, "");
            result = Some(self.insert(d, &format!("constant.split.int{idx}"), false));
            idx += size;
        }
        result
    }

    /// `ConstantLoader::load` of a simple constant.
    fn load(&mut self, c: &Constant) -> Option<Value> {
        let ty = c.ty();
        if ty.scalar().int_bits() != Some(8)
            && let Some(v) = self.load_splat(c)
        {
            return v;
        }
        let p = analyze(c, false, self.grf_bytes).0;
        if p.scale == 0
            && !is_undef(c)
            && let Some(cc) = consolidated(c)
        {
            let v = self.load(&cc)?;
            return Some(self.insert(cast(Opcode::BitCast, v, ty, ""), "", true));
        }
        let (kind, arg) = if ty.scalar().is_float() {
            if matches!(ty.scalar().data(), TypeData::BFloat) {
                // Loaded as words: not ported.
                return None;
            }
            ("f", c.clone())
        } else if ty.scalar().int_bits() == Some(1) {
            ("pred", c.clone())
        } else if ty.scalar().is_int() {
            ("i", c.clone())
        } else {
            return None;
        };
        let callee = format!("llvm.genx.constant{kind}.{}", mangle(ty));
        let d = call(self.func, &callee, ty, vec![Value::Const(arg)], "");
        self.notes.push(format!("load: {callee}"));
        Some(self.insert(d, "", true))
    }

    /// `loadSplatConstant`: a splat vector as one element read with a
    /// stride-0 region (joined from parts wider than the SIMD size).
    /// `None` when it does not apply.
    fn load_splat(&mut self, c: &Constant) -> Option<Option<Value>> {
        let ty = c.ty();
        let n = ty.lanes()?;
        if n == 1 || ty.scalar().int_bits() == Some(1) {
            return None;
        }
        let s = splat_value(c, true)?;
        let one = Type::vector(1, ty.scalar());
        let cv = vector_of(one, vec![s]);
        let Some(v) = self.load(&cv) else {
            return Some(None);
        };
        let mut rd = whole_region(one);
        rd.stride = 0;
        rd.vstride = 0;
        rd.offset = 0;
        if n <= self.max_simd {
            rd.width = n;
            rd.num_elements = n;
            let d = rd.rd_region(self.func, v, "", false);
            return Some(Some(self.insert(d, ".constsplat", false)));
        }
        let whole = whole_region(ty);
        let mut result: Option<Value> = None;
        let mut idx = 0;
        while idx < n {
            let size = pow2_floor(n - idx).min(self.max_simd);
            rd.width = size;
            rd.num_elements = size;
            let d = rd.rd_region(self.func, v.clone(), "", false);
            let part = self.insert(d, &format!(".constsplat.split{idx}"), false);
            let r = subregion(&whole, idx, size);
            let old = result.unwrap_or(Value::Const(Constant::Undef(ty)));
            let d = r.wr_region(self.func, old, part, "");
            result = Some(self.insert(d, &format!("constantsplat.join{idx}"), false));
            idx += size;
        }
        Some(result)
    }

    fn name_of(&self, v: &Value) -> String {
        match v {
            Value::Inst(i) => self.func.insts[*i]
                .name
                .as_deref()
                .filter(|n| !n.bytes().all(|b| b.is_ascii_digit()))
                .unwrap_or("")
                .to_string(),
            _ => String::new(),
        }
    }
}

fn zero_of(t: Type) -> Constant {
    if t.is_vector() {
        Constant::Zero(t)
    } else {
        zero(t)
    }
}

/// `base` made unique among the function's names (a number appended).
fn fresh(f: &Function, base: &str) -> String {
    let taken = |n: &str| {
        f.insts_in_order()
            .any(|i| f.insts[i].name.as_deref() == Some(n))
    };
    if !taken(base) {
        return base.to_string();
    }
    (1..)
        .map(|k| format!("{base}{k}"))
        .find(|n| !taken(n))
        .unwrap_or_default()
}

/// Bytes of an element: pointers are 64-bit (the genx64 data layout).
fn elem_bytes(t: Type) -> u32 {
    match t.scalar().data() {
        TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => 8,
        _ => crate::region_utils::elem_bytes(t),
    }
}

fn pow2_floor(n: u32) -> u32 {
    if n == 0 {
        0
    } else {
        1 << (31 - n.leading_zeros())
    }
}

/// `Region(V)`: the whole of a vector of type `ty`, one row.
fn whole_region(ty: Type) -> Region {
    let e = ty.scalar();
    let n = ty.lanes().unwrap_or(1);
    Region {
        elem_ty: e,
        elem_bytes: elem_bytes(e),
        num_elements: n,
        vstride: n as i64,
        width: n,
        stride: 1,
        offset: 0,
        indirect: None,
        parent_width: 0,
        mask: None,
    }
}

/// `isBigSimple`: undef, a scalar, a splat or a predicate.
fn is_big_simple(c: &Constant) -> bool {
    is_undef(c)
        || !c.ty().is_vector()
        || splat_value(c, true).is_some()
        || c.ty().scalar().int_bits() == Some(1)
}

/// `isPackedIntVector`: at most eight elements, packed with scale 1 and
/// no adjustment (or -8); with a user that is not a move, only words.
fn is_packed_int_vector(c: &Constant, p: Packed, has_user: bool) -> bool {
    let Some(n) = c.ty().lanes() else {
        return false;
    };
    if n as usize > IMM_WIDTH || p.scale != 1 || !(p.adjust == 0 || p.adjust == -8) {
        return false;
    }
    !has_user || c.ty().scalar().int_bits() == Some(16)
}

/// `getConsolidatedConstant`: bytes or words that fill whole dwords, as
/// dwords.
fn consolidated(c: &Constant) -> Option<Constant> {
    if is_undef(c) {
        return None;
    }
    let ty = c.ty();
    let n = ty.lanes()? as usize;
    let eb = match ty.scalar().int_bits() {
        Some(8) => 1,
        Some(16) => 2,
        _ if matches!(ty.scalar().data(), TypeData::Half | TypeData::BFloat) => 2,
        _ => return None,
    };
    if !(n * eb).is_multiple_of(4) {
        return None;
    }
    let per = 4 / eb;
    let mask: u32 = if eb == 1 { 0xff } else { 0xffff };
    let els = elements(c)?;
    let i32t = Type::int(32);
    let mut out = Vec::new();
    for chunk in els.chunks(per) {
        let mut val = 0u32;
        let mut undef = true;
        for (j, e) in chunk.iter().enumerate() {
            let bits = match e {
                Constant::Int { value, .. } => *value as u32,
                Constant::Float { bits, .. } => *bits as u32,
                Constant::Zero(_) => 0,
                _ => continue,
            };
            undef = false;
            val |= (bits & mask) << (j * eb * 8);
        }
        out.push(if undef {
            Constant::Undef(i32t)
        } else {
            Constant::Int {
                ty: i32t,
                value: val as i32 as i128,
            }
        });
    }
    Some(vector_of(Type::vector(out.len() as u32, i32t), out))
}

/// The constructor's `analyze` of an integer vector
/// (`analyzeForPackedInt`): the scale and adjustment of a packed vector,
/// and the splat a lone defined element of eight becomes when there is a
/// user (`NewC`).
fn analyze(c: &Constant, has_user: bool, grf_bytes: u32) -> (Packed, Option<Constant>) {
    let none = (Packed::default(), None);
    let ty = c.ty();
    let Some(n) = ty.lanes() else {
        return none;
    };
    if !ty.scalar().is_int() || splat_value(c, false).is_some() || is_undef(c) {
        return none;
    }
    let eb = elem_bytes(ty.scalar());
    let max = if ty.scalar().int_bits() == Some(1) {
        2 * grf_bytes
    } else {
        2 * grf_bytes / eb.max(1)
    };
    if n > max {
        return none;
    }
    let els = elements(c).unwrap_or_default();
    let mut vals = Vec::new();
    let mut some = None;
    for e in &els {
        if is_undef(e) {
            continue;
        }
        let Some(v) = e.as_int() else {
            return none;
        };
        if v < i32::MIN as i128 || v > i32::MAX as i128 {
            return none;
        }
        some = Some(e.clone());
        vals.push(v as i64);
    }
    if vals.is_empty() {
        return none;
    }
    if vals.len() == 1 {
        if !has_user || n as usize != IMM_WIDTH {
            return none;
        }
        return (
            Packed::default(),
            Some(vector_of(ty, vec![some.unwrap(); n as usize])),
        );
    }
    let (min, max) = (*vals.iter().min().unwrap(), *vals.iter().max().unwrap());
    let range = max - min;
    if range <= MAX_UINT {
        let adjust = if min >= 0 && max <= MAX_UINT {
            0
        } else if min >= MIN_SINT && max <= MAX_SINT {
            -8
        } else {
            min
        };
        return (Packed { scale: 1, adjust }, None);
    }
    let mut diffs: Vec<i64> = Vec::new();
    for w in vals.windows(2) {
        let d = (w[1] - w[0]).abs();
        if d != 0 && !diffs.contains(&d) {
            diffs.push(d);
        }
    }
    let gcd = diffs.iter().fold(0i64, |a, &b| gcd(a, b));
    if gcd == 0 || range > gcd * MAX_UINT {
        return none;
    }
    let mut p = Packed {
        scale: gcd,
        adjust: min,
    };
    if min % gcd == 0 {
        if min >= 0 && max <= gcd * MAX_UINT {
            p.adjust = 0;
        } else if min >= gcd * MIN_SINT && max <= gcd * MAX_SINT {
            p.adjust = min;
        } else if min >= gcd * -MAX_UINT && max <= 0 {
            p.adjust = 0;
            p.scale = -gcd;
        }
    }
    (p, None)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
}
