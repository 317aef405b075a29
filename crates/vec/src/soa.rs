//! SOA analysis (soa-divergence seed): for each loop-private aggregate,
//! whether the SOA layout is safe (escape analysis: every use is a load or
//! store of one scalar element through a GEP chain of the private) and
//! profitable (some access is at a lane-invariant offset, which SOA turns
//! into a unit-stride access).

use lanes_ir::{InstId, Opcode, Value};

use crate::cx::LoopCtx;
use crate::da::{self, DaConfig, Layout};
use crate::directives::SimdRegion;
use crate::memref;
use crate::shape::Shape;
use crate::wi;

/// The verdict for one private.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SoaPrivate {
    pub name: String,
    pub ty: String,
    /// Scalar or array of scalars (the types SOA is defined for).
    pub supported: bool,
    /// Why the private is not safe for SOA (`None`: safe).
    pub escape: Option<String>,
    pub profitable: bool,
    /// Accesses that become unit-stride under SOA.
    pub unit_stride_accesses: Vec<String>,
    /// The layout `auto` picks: SOA when supported, safe and profitable.
    pub layout: Layout,
}

impl SoaPrivate {
    pub fn safe(&self) -> bool {
        self.supported && self.escape.is_none()
    }
}

/// Result of `soa_analysis(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SoaInfo {
    pub privates: Vec<SoaPrivate>,
}

impl SoaInfo {
    pub fn get(&self, name: &str) -> Option<&SoaPrivate> {
        self.privates.iter().find(|p| p.name == name)
    }
}

/// Why a private escapes, if it does.
fn escape(cx: &LoopCtx, users: &crate::cx::Users, alloca: InstId, elem: i64) -> Option<String> {
    let f = cx.func;
    let mut work = vec![alloca];
    let mut seen = Vec::new();
    while let Some(p) = work.pop() {
        if seen.contains(&p) {
            continue;
        }
        seen.push(p);
        let pv = Value::Inst(p);
        let pname = f.value_name(&pv);
        for &u in users.get(p).map(Vec::as_slice).unwrap_or(&[]) {
            let inst = &f.insts[u];
            let size_of = |v: &Value| cx.store_size(f.value_ty(v));
            match inst.opcode {
                Opcode::GetElementPtr if inst.operands[0] == pv => work.push(u),
                Opcode::BitCast | Opcode::AddrSpaceCast => {
                    let to = inst.ty.pointee().and_then(wi::scalar_elem);
                    match to.and_then(|t| cx.store_size(t)) {
                        Some(s) if s == elem => work.push(u),
                        None if inst.ty.pointee().is_none() => work.push(u),
                        _ => return Some(format!("{pname} is cast to a different element size")),
                    }
                }
                Opcode::Load if inst.operands[0] == pv => {
                    if cx.store_size(inst.ty) != Some(elem) {
                        return Some(format!("{pname} is loaded with a different size"));
                    }
                }
                Opcode::Store if inst.operands[1] == pv && inst.operands[0] != pv => {
                    if size_of(&inst.operands[0]) != Some(elem) {
                        return Some(format!("{pname} is stored with a different size"));
                    }
                }
                Opcode::Store => return Some(format!("the address {pname} is stored")),
                Opcode::ICmp => {}
                Opcode::Call => {
                    let callee = inst.callee_name().unwrap_or("");
                    if callee.starts_with("llvm.lifetime.") || callee.starts_with("llvm.directive.")
                    {
                        continue;
                    }
                    return Some(format!("{pname} is passed to @{callee}"));
                }
                op => {
                    return Some(format!("{pname} is used by {}", op.keyword()));
                }
            }
        }
    }
    None
}

/// Runs SOA analysis on the privates of the region that vectorizes `cx`'s loop.
pub fn analyze(cx: &LoopCtx, regions: &[SimdRegion]) -> SoaInfo {
    let region = wi::region_of(regions, cx.l);
    let users = cx.users;
    let all = wi::privates(cx, region, |_| Layout::Soa);
    let f = cx.func;
    let mut verdicts: Vec<SoaPrivate> = Vec::new();
    let mut soa_ok = Vec::new();
    for p in &all {
        let lanes_ir::Extra::Alloca { allocated, .. } = f.insts[p.alloca].extra else {
            continue;
        };
        let supported = wi::scalar_elem(allocated).is_some();
        let esc = if supported {
            escape(cx, users, p.alloca, p.elem)
        } else {
            Some("not a scalar or an array of scalars".into())
        };
        if supported && esc.is_none() {
            soa_ok.push(p.clone());
        }
        verdicts.push(SoaPrivate {
            name: f.value_name(&Value::Inst(p.alloca)),
            ty: allocated.to_string(),
            supported,
            escape: esc,
            profitable: false,
            unit_stride_accesses: Vec::new(),
            layout: Layout::Aos,
        });
    }
    // Profitability: the shapes of the accesses with the safe privates SOA
    // (nothing to weigh without one).
    if soa_ok.is_empty() {
        return SoaInfo { privates: verdicts };
    }
    let cfg = DaConfig {
        vf: None,
        privates: soa_ok.clone(),
        linears: wi::linears(region),
    };
    let res = da::analyze(cx, &cfg);
    let allocas: Vec<InstId> = soa_ok.iter().map(|p| p.alloca).collect();
    let mrefs = memref::analyze(cx, &allocas, &|v| res.shape(v), None, &[]);
    for m in &mrefs {
        let Some((_, ptr, _, _)) = memref::access(cx, memref::memref_inst(m)) else {
            continue;
        };
        if !matches!(res.shape(&ptr), Shape::SoaSeq(_)) {
            continue;
        }
        if let Some(v) = verdicts.iter_mut().find(|v| v.name == m.base.name()) {
            v.profitable = true;
            v.unit_stride_accesses.push(m.text.to_string());
        }
    }
    for v in &mut verdicts {
        if v.safe() && v.profitable {
            v.layout = Layout::Soa;
        }
    }
    SoaInfo { privates: verdicts }
}
