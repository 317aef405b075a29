//! The vectorizer as an OptVLS client: memrefs from the memref analysis,
//! movability from the dependence analysis, costs from the target tables.

use lanes_target::{MemoryCosts, ShuffleCosts, VectorFacts};
use lanes_vls::{AccessType, Cost, CostClient, MemOp, VectorType};

use crate::memref::{AccessClass, AccessKind, Memref, MemrefId};

/// A memref the vectorizer would widen into a gather or scatter, as the
/// server sees it, independent of the VF.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VlsMemref {
    /// `Memref::id` in `memrefs(lp)` (program order).
    pub id: MemrefId,
    /// Strided or indexed; load or store.
    pub access: AccessType,
    pub elem_bits: u32,
    /// Byte stride between lanes, when constant.
    pub stride: Option<i64>,
    pub block: String,
    /// `(class, offset)`: the address is the class's first address plus
    /// `offset` bytes in every iteration. Memrefs of one class are at a
    /// constant distance from each other; `None` when the address is not
    /// an affine form.
    pub anchor: Option<(u32, i64)>,
}

/// The loop's gathers and scatters-to-be: scalar loads and stores whose
/// class is strided (constant stride), variable-strided or indexed.
/// Unit-stride and uniform accesses are already contiguous and are left
/// out; so are masked and gather/scatter intrinsics, which are vector code.
///
/// Distances come from the affine address forms (`x[2k+1] − x[2k]` = 8
/// bytes): two addresses whose difference is a constant are at that
/// distance in every lane, whatever the VF, which is why the WI memrefs
/// (not `refined_memrefs`) are the input: refinement changes classes, never
/// distances.
pub fn client_memrefs(memrefs: &[Memref]) -> Vec<VlsMemref> {
    let mut forms: Vec<lanes_db::affine::Affine> = Vec::new();
    let mut out = Vec::new();
    for m in memrefs {
        let store = match m.kind {
            AccessKind::Load => false,
            AccessKind::Store => true,
            _ => continue,
        };
        if m.elem_size <= 0 || m.elem_ty.starts_with('<') {
            continue;
        }
        let (acc, stride) = match m.class {
            AccessClass::Strided(s) => (strided(store), Some(s)),
            AccessClass::VariableStrided | AccessClass::Indexed => (indexed(store), None),
            _ => continue,
        };
        let form = m.form.as_deref().cloned();
        let anchor = form.map(|f| {
            let found = forms
                .iter()
                .enumerate()
                .find_map(|(c, r)| f.sub(r).as_constant().map(|d| (c as u32, d as i64)));
            found.unwrap_or_else(|| {
                forms.push(f);
                (forms.len() as u32 - 1, 0)
            })
        });
        out.push(VlsMemref {
            id: m.id,
            access: acc,
            elem_bits: (m.elem_size * 8) as u32,
            stride,
            block: m.block.to_string(),
            anchor,
        });
    }
    out
}

fn strided(store: bool) -> AccessType {
    if store {
        AccessType::StridedStore
    } else {
        AccessType::StridedLoad
    }
}

fn indexed(store: bool) -> AccessType {
    if store {
        AccessType::IndexedStore
    } else {
        AccessType::IndexedLoad
    }
}

/// Costs from the target tables: shuffles by mask (kind cost or exact-mask
/// override), gathers/scatters per lane, contiguous accesses per register
/// (masked when a lane is off).
#[derive(Clone, Copy)]
pub struct TargetCosts<'a> {
    pub vector: &'a VectorFacts,
    pub memory: &'a MemoryCosts,
    pub shuffle: &'a ShuffleCosts,
    /// Inserts and extracts, for masked accesses the target cannot do.
    pub scalar: &'a lanes_target::ScalarCosts,
}

impl CostClient for TargetCosts<'_> {
    fn shuffle_cost(&self, src: VectorType, mask: &[i32]) -> Cost {
        let (_, c) = self.shuffle.mask_cost(mask, src.num_elems, src.elem_bits);
        // The tables price one register's worth of result.
        c.saturating_mul(self.vector.registers_for(mask.len() as u32, src.elem_bits))
    }

    fn gather_scatter_cost(&self, access: AccessType, ty: VectorType) -> Cost {
        let per_lane = if access.is_load() {
            self.memory.gather_per_lane
        } else {
            self.memory.scatter_per_lane
        };
        per_lane.saturating_mul(ty.num_elems)
    }

    fn load_store_cost(&self, op: MemOp, ty: VectorType, mask: &[bool]) -> Cost {
        let full = mask.iter().all(|&b| b);
        if !full && ty.elem_bits < self.memory.masked_min_bits {
            // No masked access of this width: the active lanes one by one
            // (the mask is a constant pattern: no branches).
            let active = mask.iter().filter(|&&b| b).count() as u32;
            let lane = match op {
                MemOp::Load => self.memory.scalar_load + self.scalar.insert_element,
                MemOp::Store => self.scalar.extract_element + self.memory.scalar_store,
            };
            return active.saturating_mul(lane);
        }
        let per_register = match (op, full) {
            (MemOp::Load, true) => self.memory.load,
            (MemOp::Load, false) => self.memory.masked_load,
            (MemOp::Store, true) => self.memory.store,
            (MemOp::Store, false) => self.memory.masked_store,
        };
        per_register.saturating_mul(self.vector.registers_for(ty.num_elems, ty.elem_bits))
    }
}
