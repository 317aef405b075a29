//! Register categories (GenXCategory): which register file each value lives
//! in, the conversions the backend would insert where a value is used in
//! another category, and the fix for circular phi nodes.

use std::collections::BTreeMap;

use lanes_ir::{BlockId, Function, InstId, Opcode, Value};

use crate::intrinsics::{ArgCat, Intrinsic, classify, rd, wr};
use crate::view::{CopyId, Val, View};

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Category {
    General,
    Address,
    Predicate,
    Surface,
    Sampler,
    Vme,
}

impl Category {
    pub fn name(self) -> &'static str {
        match self {
            Category::General => "general",
            Category::Address => "address",
            Category::Predicate => "predicate",
            Category::Surface => "surface",
            Category::Sampler => "sampler",
            Category::Vme => "vme",
        }
    }
}

/// Which intrinsic a [`Conversion`] calls; serialized and displayed as its
/// name without `llvm.genx.`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ConversionKind {
    /// `convert`: a value into a non-general category.
    Convert,
    /// `convert.addr`: a variable region index into an address register.
    ConvertAddr,
    /// `add.addr`: a constant index add sunk after a `convert.addr`.
    AddAddr,
}

impl ConversionKind {
    pub fn name(self) -> &'static str {
        match self {
            ConversionKind::Convert => "convert",
            ConversionKind::ConvertAddr => "convert.addr",
            ConversionKind::AddAddr => "add.addr",
        }
    }
}

impl std::fmt::Display for ConversionKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A conversion GenXCategory would insert (recorded, not inserted).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Conversion {
    pub kind: ConversionKind,
    pub value: Val,
    /// The instruction whose operand is converted.
    pub user: InstId,
    pub operand: usize,
    /// Constant folded into an `add.addr` (sunk index add).
    pub offset: i64,
    pub to: Category,
}

/// A copy inserted after the phis of a block so that no phi is an incoming
/// value of a later phi of the same block (the seed's `.unoverlapper`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unoverlapper {
    /// The copy's value (`Val::Copy(id)`).
    pub id: CopyId,
    pub phi: InstId,
    pub block: BlockId,
    /// `<phi name>.unoverlapper`.
    pub name: String,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Categories {
    /// Category of every argument and non-void instruction result, and of
    /// each unoverlapper copy.
    pub values: BTreeMap<Val, Category>,
    pub conversions: Vec<Conversion>,
    pub unoverlappers: Vec<Unoverlapper>,
    /// The unoverlapper of each circular phi (its position in
    /// `unoverlappers`, which is also its copy's id).
    unoverlapper_of: BTreeMap<InstId, usize>,
}

impl Categories {
    pub fn of(&self, v: Val) -> Category {
        self.values.get(&v).copied().unwrap_or(Category::General)
    }

    /// The unoverlapper standing for `phi`, if it is circular.
    pub fn unoverlapper(&self, phi: InstId) -> Option<&Unoverlapper> {
        self.unoverlapper_of
            .get(&phi)
            .map(|&k| &self.unoverlappers[k])
    }

    /// The unoverlapper whose copy is `Val::Copy(id)` (ids are positions).
    pub fn unoverlapper_by_id(&self, id: CopyId) -> Option<&Unoverlapper> {
        self.unoverlappers.get(id.index()).filter(|u| u.id == id)
    }

    /// The value a use reads once circular phis are fixed: every use of a
    /// circular phi other than its copy reads the copy.
    pub fn resolve(&self, v: Val) -> Val {
        match v {
            Val::Inst(i) => self.unoverlapper(i).map_or(v, |u| Val::Copy(u.id)),
            _ => v,
        }
    }
}

/// Intrinsic name families and their state operands.
type StateFamily = (&'static [&'static str], &'static [(usize, Category)]);

/// Memory intrinsic families `intrinsics/table.rs` does not describe, in
/// order (`sample_unorm` before `sample`), with our operand numbers of
/// their state operands.
const FAMILIES: [StateFamily; 7] = [
    (&["oword.st"], &[(1, Category::Surface)]),
    (
        &[
            "oword.ld",
            "media.ld",
            "media.st",
            "dword.atomic",
            "dword.atomic2",
            "typed.atomic",
            "load",
        ],
        &[(2, Category::Surface)],
    ),
    (
        &[
            "gather.scaled2",
            "gather.masked.scaled2",
            "gather4.typed",
            "scatter4.typed",
        ],
        &[(3, Category::Surface)],
    ),
    (
        &[
            "gather.scaled",
            "scatter.scaled",
            "gather4.scaled",
            "scatter4.scaled",
        ],
        &[(4, Category::Surface)],
    ),
    (
        &["sample.unorm", "sample_unorm"],
        &[(2, Category::Sampler), (3, Category::Surface)],
    ),
    (
        &["sample"],
        &[(3, Category::Sampler), (4, Category::Surface)],
    ),
    (&["vme"], &[(1, Category::Vme)]),
];

/// The surface, sampler and VME operands of a call (our operand numbers:
/// the callee is operand 0), as GenXCategory's use categories give them:
/// from IGC's description of the intrinsic when `intrinsics/table.rs` has
/// it, else from a list of the memory intrinsics it does not describe.
/// Other operands are general.
pub fn state_operands(name: &str) -> Vec<(usize, Category)> {
    if let Some(d) = crate::intrinsics::describe(name) {
        return d
            .args()
            .filter_map(|a| {
                let cat = match a.cat {
                    ArgCat::Surface => Category::Surface,
                    ArgCat::Sampler => Category::Sampler,
                    ArgCat::Vme => Category::Vme,
                    _ => return None,
                };
                Some((a.index as usize, cat))
            })
            .collect();
    }
    let Some(g) = name.strip_prefix("llvm.genx.") else {
        return Vec::new();
    };
    let family = |p: &str| g == p || g.starts_with(&format!("{p}."));
    FAMILIES
        .iter()
        .find(|(names, _)| {
            names
                .iter()
                .any(|&n| family(n) || (n == "vme" && g.starts_with("vme")))
        })
        .map_or_else(Vec::new, |(_, ops)| ops.to_vec())
}

fn default_category(f: &Function, v: &Value) -> Category {
    let ty = f.value_ty(v);
    if ty.scalar().int_bits() == Some(1) {
        Category::Predicate
    } else {
        Category::General
    }
}

/// Computes categories; unoverlappers take `Val::Copy` ids from 0.
///
/// Long: Kept whole: GenXCategory's rules feed one another in the order the pass applies them.
pub fn categories(f: &Function) -> Categories {
    let view = View::new(f);
    let mut out = Categories::default();
    for (n, _) in f.header.params.iter().enumerate() {
        out.values.insert(
            Val::Arg(n as u32),
            default_category(f, &Value::Arg(n as u32)),
        );
    }
    // Defs.
    for i in view.insts() {
        let inst = view.inst(i);
        if inst.ty.is_void() {
            continue;
        }
        let cat = match classify(inst) {
            Some(Intrinsic::ConvertAddr | Intrinsic::AddAddr) => Category::Address,
            _ => default_category(f, &Value::Inst(i)),
        };
        out.values.insert(Val::Inst(i), cat);
    }
    // Uses in a state category: arguments take it; other values convert.
    for i in view.insts() {
        let inst = view.inst(i);
        let Some(name) = inst.callee_name() else {
            continue;
        };
        for (n, cat) in state_operands(name) {
            let Some(v) = inst.operands.get(n).and_then(Val::of) else {
                continue;
            };
            match v {
                Val::Arg(_) if out.of(v) == Category::General => {
                    out.values.insert(v, cat);
                }
                _ if out.of(v) == cat => {}
                _ => out.conversions.push(Conversion {
                    kind: ConversionKind::Convert,
                    value: v,
                    user: i,
                    operand: n,
                    offset: 0,
                    to: cat,
                }),
            }
        }
    }
    // Variable region indices: one address conversion per indirect use, with
    // a constant add sunk into an add.addr.
    for i in view.insts() {
        let inst = view.inst(i);
        let n = match classify(inst) {
            Some(Intrinsic::RdRegion) => rd::INDEX,
            Some(Intrinsic::WrRegion) => wr::INDEX,
            _ => continue,
        };
        let Some(v) = inst.operands.get(n).and_then(Val::of) else {
            continue;
        };
        if out.of(v) == Category::Address {
            continue;
        }
        let (base, offset) = match v {
            Val::Inst(a) if view.inst(a).opcode == Opcode::Add => {
                let ai = view.inst(a);
                match (
                    ai.operands.first().and_then(Val::of),
                    ai.operands.get(1).and_then(|c| c.as_int()),
                ) {
                    (Some(b), Some(c)) => (b, c as i64),
                    _ => (v, 0),
                }
            }
            _ => (v, 0),
        };
        out.conversions.push(Conversion {
            kind: ConversionKind::ConvertAddr,
            value: base,
            user: i,
            operand: n,
            offset: 0,
            to: Category::Address,
        });
        if offset != 0 {
            out.conversions.push(Conversion {
                kind: ConversionKind::AddAddr,
                value: v,
                user: i,
                operand: n,
                offset,
                to: Category::Address,
            });
        }
    }
    // Circular phis.
    let mut next = 0;
    for &b in &f.layout {
        let phis: Vec<InstId> = f.blocks[b]
            .insts
            .iter()
            .copied()
            .take_while(|&i| view.is_phi(i))
            .collect();
        for (k, &p) in phis.iter().enumerate() {
            let circular = phis[k + 1..]
                .iter()
                .any(|&q| view.inst(q).operands.iter().any(|v| v.as_inst() == Some(p)));
            if circular {
                let name = format!("{}.unoverlapper", view.name(Val::Inst(p)));
                out.values
                    .insert(Val::Copy(CopyId(next)), out.of(Val::Inst(p)));
                out.unoverlappers.push(Unoverlapper {
                    id: CopyId(next),
                    phi: p,
                    block: b,
                    name,
                });
                out.unoverlapper_of.entry(p).or_insert(next as usize);
                next += 1;
            }
        }
    }
    out
}
