//! vISA register assignment (GenXVisaRegAlloc): extra coalescing (a result
//! with a kill-use operand of the same size that does not interfere, only
//! to reduce the number of registers), then one register per coalesced
//! live range, with an alias per additional type.

use lanes_ir::{Function, InstId};
use rustc_hash::FxHashMap;

use crate::bale::Bales;
use crate::category::Category;
use crate::coalesce::{CoalescedRange, Coalescing};
use crate::liveness::{normalize, overlap};
use crate::view::{Val, View};

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Register {
    /// `V32`, `A1`, `P1`, `T6`, `S0`.
    pub name: String,
    pub range: CoalescedRange,
    /// The first type is the register's; others are aliases (`V40{V32}`).
    pub types: Vec<String>,
    pub aliases: Vec<String>,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct RegisterAssignment {
    /// Pairs merged by extra coalescing: (result, operand).
    pub extra: Vec<(Val, Val)>,
    pub registers: Vec<Register>,
    /// The register of each value (the first that holds it).
    of_value: rustc_hash::FxHashMap<Val, usize>,
}

impl RegisterAssignment {
    /// The register (or alias for the value's type) of a value.
    pub fn register_of(&self, v: Val) -> Option<&Register> {
        self.of_value.get(&v).map(|&k| &self.registers[k])
    }
}

/// The type of a value; a copy has its source's type (a phi copy of an
/// unoverlapper, the phi's).
fn value_type(f: &Function, co: &Coalescing, x: Val) -> String {
    match x {
        Val::Arg(n) => f.header.params[n as usize].ty.to_string(),
        Val::Inst(i) => f.insts[i].ty.to_string(),
        Val::Copy(c) => co
            .liveness
            .copy(c)
            .filter(|k| k.source != x)
            .map(|k| value_type(f, co, k.source))
            .unwrap_or_default(),
    }
}

/// `<1 x T>` as `T` (vISA registers do not tell them apart).
fn degenerate_vector(t: String) -> String {
    match t.strip_prefix("<1 x ").and_then(|x| x.strip_suffix('>')) {
        Some(inner) => inner.to_string(),
        None => t,
    }
}

fn prefix(c: Category) -> (&'static str, u32) {
    match c {
        Category::General | Category::Vme => ("V", 32),
        Category::Address => ("A", 1),
        Category::Predicate => ("P", 1),
        Category::Surface => ("T", 6),
        Category::Sampler => ("S", 0),
    }
}

/// Which extra-coalescing rule to follow: the seed's (the IGC its
/// walk-through shows, which coalesced a result stored by a send) or
/// today's IGC (`98fff716`), which leaves alone a result used by a void
/// instruction or a non-ALU intrinsic, and a kernel argument.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ExtraCoalescing {
    #[default]
    Seed,
    Igc,
}

/// Whether IGC's extra coalescing leaves `h`'s result alone: a user is
/// void, or an intrinsic (not a region access nor `dpas`) whose result is
/// not a general operand (`extraCoalescing`'s `UseInNonAluIntrinsic`).
fn used_by_non_alu(v: &View, h: InstId) -> bool {
    v.users[h].iter().any(|&(u, _)| {
        let ui = v.inst(u);
        if ui.ty.is_void() {
            return true;
        }
        let Some(callee) = ui.callee_name() else {
            return false;
        };
        if !(callee.starts_with("llvm.genx.") || callee.starts_with("llvm.vc.internal."))
            || callee.starts_with("llvm.genx.rdregion")
            || callee.starts_with("llvm.genx.wrregion")
            || callee.starts_with("llvm.genx.dpas")
            || callee.starts_with("llvm.genx.bdpas")
        {
            return false;
        }
        !crate::cisa::lookup(callee).is_some_and(|b| {
            b.fields
                .iter()
                .any(|f| f.num == Some(0) && f.kind.starts_with("GENERAL"))
        })
    })
}

pub fn register_assignment(f: &Function, bales: &Bales, co: &Coalescing) -> RegisterAssignment {
    register_assignment_with(f, bales, co, ExtraCoalescing::Seed)
}

/// The range at `i`, which no merge has emptied.
fn live(ranges: &[Option<CoalescedRange>], i: usize) -> &CoalescedRange {
    ranges[i].as_ref().expect("a value's range is live")
}

/// [`register_assignment`] with the extra-coalescing rule `rule`.
/// Long: GenXVisaRegAlloc's extra coalescing and its numbering walk the
/// same coalesced ranges in one order (the order the numbers follow), so
/// the two stay in one function.
pub fn register_assignment_with(
    f: &Function,
    bales: &Bales,
    co: &Coalescing,
    rule: ExtraCoalescing,
) -> RegisterAssignment {
    let v = View::new(f);
    // A range merged into another leaves `None` behind, so that the
    // others keep their places (and their order, which the numbers follow).
    let mut ranges: Vec<Option<CoalescedRange>> = co.ranges.iter().cloned().map(Some).collect();
    let mut range_of: FxHashMap<Val, usize> = FxHashMap::default();
    for (i, r) in co.ranges.iter().enumerate() {
        for &x in &r.values {
            range_of.entry(x).or_insert(i);
        }
    }
    let mut extra = Vec::new();
    for b in &bales.bales {
        let h = b.head;
        let res = Val::Inst(h);
        let Some(&ri) = range_of.get(&res) else {
            continue;
        };
        // A wrregion's result is not extra coalesced (its old value is
        // two-address coalesced already).
        if live(&ranges, ri).category != Category::General
            || crate::intrinsics::is(v.inst(h), crate::intrinsics::Intrinsic::WrRegion)
        {
            continue;
        }
        let at = co
            .liveness
            .get(res)
            .and_then(|l| l.segments.first())
            .map(|s| s.start);
        let Some(at) = at else { continue };
        let igc = rule == ExtraCoalescing::Igc;
        if igc && used_by_non_alu(&v, h) {
            continue;
        }
        let bytes = View::type_bytes(v.inst(h).ty);
        let mut done = false;
        for m in &b.members {
            for op in &v.inst(m.inst).operands {
                if done {
                    break;
                }
                let Some(o) = Val::of(op) else { continue };
                let Some(&oi) = range_of.get(&o) else {
                    continue;
                };
                let ri = range_of[&res];
                let (or, rr) = (live(&ranges, oi), live(&ranges, ri));
                if oi == ri || or.category != Category::General || or.bytes != bytes {
                    continue;
                }
                if igc
                    && (f.value_ty(op) != v.inst(h).ty
                        || or.values.iter().any(|x| matches!(x, Val::Arg(_))))
                {
                    continue;
                }
                // A kill use: the operand's range ends here.
                let kill = or.segments.iter().any(|s| s.end == at)
                    && or.segments.iter().all(|s| s.end <= at);
                if !kill || overlap(&or.segments, &rr.segments) {
                    continue;
                }
                let other = ranges[oi].take().expect("a value's range is live");
                for &x in &other.values {
                    range_of.insert(x, ri);
                }
                let r = ranges[ri].as_mut().expect("a value's range is live");
                let pos = r.values.iter().position(|&x| x == res).unwrap_or(0);
                for (k, (val, name)) in other.values.into_iter().zip(other.names).enumerate() {
                    r.values.insert(pos + k, val);
                    r.names.insert(pos + k, name);
                }
                let mut s = std::mem::take(&mut r.segments);
                s.extend(other.segments);
                r.segments = normalize(s);
                r.align = r.align.or(other.align);
                extra.push((res, o));
                done = igc;
            }
        }
    }
    let ty_of = |x: Val| value_type(f, co, x);
    let mut next: rustc_hash::FxHashMap<&'static str, u32> = Default::default();
    let mut registers: Vec<Register> = ranges
        .into_iter()
        .flatten()
        .map(|range| {
            let (p, base) = prefix(range.category);
            let n = next.entry(p).or_insert(base);
            let name = format!("{p}{n}");
            *n += 1;
            // The register has the type of an argument in the range (so an
            // input needs no alias), else of its first value; `<1 x T>` is
            // `T`. Only a general register gets aliases for other types.
            let mut types: Vec<String> = Vec::new();
            let args = range.values.iter().filter(|x| matches!(x, Val::Arg(_)));
            let rest = range.values.iter().filter(|x| !matches!(x, Val::Arg(_)));
            for &x in args.chain(rest) {
                let t = degenerate_vector(ty_of(x));
                if !types.contains(&t) {
                    types.push(t);
                }
            }
            if range.category != Category::General {
                types.truncate(1);
            }
            Register {
                name,
                range,
                types,
                aliases: Vec::new(),
            }
        })
        .collect();
    for r in &mut registers {
        let p = &r.name[..1];
        let p: &'static str = match p {
            "V" => "V",
            "A" => "A",
            "P" => "P",
            "T" => "T",
            _ => "S",
        };
        for _ in 1..r.types.len() {
            let n = next.entry(p).or_insert(0);
            r.aliases.push(format!("{p}{n}"));
            *n += 1;
        }
    }
    let mut of_value = rustc_hash::FxHashMap::default();
    for (k, r) in registers.iter().enumerate() {
        for &v in &r.range.values {
            of_value.entry(v).or_insert(k);
        }
    }
    RegisterAssignment {
        extra,
        registers,
        of_value,
    }
}
