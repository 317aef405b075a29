//! The widths GenXLegalization allows: the platform facts it reads
//! (`GenXSubtarget`) and `getLegalRegionSizeForTarget`
//! (`GenXRegionUtils.cpp`).

use crate::region_utils::Region;
use crate::subtarget::Platform;

/// The platform facts legalization reads (`GenXSubtarget`), and whether
/// the module may use SIMD32 (`vc::canUseSIMD32`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LegalTarget {
    pub grf_bytes: u32,
    pub multi_indirect_byte: bool,
    pub efficient_simd32: bool,
    pub int_divrem32: bool,
    pub addr_reg_elems: u32,
    /// False on a fused-EU platform when the module has a stack call.
    pub simd32: bool,
}

impl LegalTarget {
    /// The facts of `p`, for a module with (or without) a stack call.
    pub fn new(p: &Platform, has_stack_call: bool) -> LegalTarget {
        LegalTarget {
            grf_bytes: p.grf_bytes,
            multi_indirect_byte: p.multi_indirect_byte,
            efficient_simd32: p.efficient_simd32,
            int_divrem32: p.int_divrem32,
            addr_reg_elems: p.addr_reg_elems,
            simd32: !(p.fused_eu && has_stack_call),
        }
    }

    /// A platform described by its GRF size alone (no optional features).
    pub fn with_grf(grf_bytes: u32) -> LegalTarget {
        LegalTarget {
            grf_bytes,
            multi_indirect_byte: grf_bytes < 64,
            efficient_simd32: false,
            int_divrem32: false,
            addr_reg_elems: 16,
            simd32: true,
        }
    }
}

pub(super) fn log2_floor(n: u32) -> u32 {
    31 - n.max(1).leading_zeros()
}

/// `getNumGRFsPerIndirectForRegion`: a non-byte indirect region may span
/// two GRFs, unless it is a 2D destination.
fn grfs_per_indirect(r: &Region, allow_2d: bool) -> u32 {
    if r.elem_bytes != 1 && (allow_2d || !r.is_2d()) {
        2
    } else {
        1
    }
}

/// `getLegalRegionSizeForTarget`: how many elements from `idx` one
/// instruction can access in `r` (a source if `allow_2d`), `input_elems`
/// being the size of the vector the region is in. The alignment of an
/// indirect index is taken as unknown (IGC's `AlignmentInfo` is not
/// modelled), so an index GRF-aligned by construction is not exploited.
///
/// Long: one rule with its direct, indirect and multi-indirect cases, as in
/// `GenXRegionUtils.cpp`.
pub fn legal_region_size(
    t: &LegalTarget,
    r: &Region,
    multi: bool,
    idx: u32,
    allow_2d: bool,
    use_real_idx: bool,
    input_elems: u32,
) -> u32 {
    let eb = r.elem_bytes.max(1);
    let grf = t.grf_bytes.max(1);
    let log_grf = log2_floor(grf);
    let mut num_grf = 2u32;
    if t.efficient_simd32
        && r.width == 32
        && eb == 8
        && r.offset.rem_euclid(grf as i64) == 0
        && r.indirect.is_none()
    {
        num_grf = 4;
    }
    let w = r.width.max(1);
    let mut valid = 1u32;
    let stride_pow2 = r.stride == 0 || (r.stride > 0 && (r.stride as u64).is_power_of_two());
    if stride_pow2 && (allow_2d || r.stride <= 4) {
        let stride_valid = r.stride <= 4;
        if r.indirect.is_some() && multi {
            if !allow_2d {
                if r.stride == 0 {
                    valid = 1 << log2_floor(w);
                }
            } else if w == 1 || r.stride == 0 {
                let mut log_w = log2_floor(w);
                if 1 << log_w == w {
                    log_w = log2_floor(r.num_elements);
                }
                let log_eb = log2_floor(eb);
                if log_w + log_eb > log_grf + 1 {
                    log_w = (log_grf + 1).saturating_sub(log_eb);
                }
                valid = (1u32 << log_w).min(t.addr_reg_elems);
            }
        } else {
            let epg = (grf / eb).max(1);
            let real = if use_real_idx {
                ((idx / w) as i64 * r.vstride + (idx % w) as i64 * r.stride).max(0) as u32
            } else {
                idx
            };
            let mut to_boundary: u32 = 1;
            if r.indirect.is_none() {
                if !t.multi_indirect_byte && eb == 1 {
                    num_grf = 1;
                }
                let off = r.offset_in_elements().max(0) as u32;
                to_boundary = num_grf * epg - (real + off) % epg;
            } else if input_elems <= epg {
                to_boundary = epg;
            } else {
                let per_ind = grfs_per_indirect(r, allow_2d);
                let last =
                    ((r.num_elements / w) as i64 - 1) * r.vstride + (w as i64 - 1) * r.stride;
                let max = (input_elems as i64 - last - 1 + real as i64).max(0) as u32;
                let min = real;
                let diff = (max & !(epg - 1)).wrapping_sub(min & !(epg - 1));
                if diff == 0 {
                    to_boundary = epg * per_ind - (max & (epg - 1));
                } else if diff == 1 && per_ind > 1 {
                    to_boundary = epg - (max & (epg - 1));
                }
                let pw = r.parent_width;
                if pw.is_power_of_two() && pw <= per_ind * epg {
                    to_boundary = to_boundary.max(pw - real % pw);
                }
            }
            if allow_2d && stride_valid {
                let vs_ok =
                    r.vstride == 0 || (r.vstride > 0 && (r.vstride as u64).is_power_of_two());
                let row_end = (w as i64 - 1) * r.stride + 1;
                if vs_ok
                    && w.is_power_of_two()
                    && w <= 16
                    && idx.is_multiple_of(w)
                    && to_boundary as i64 >= row_end
                {
                    let rows = if r.vstride == 0 {
                        (r.num_elements - idx) / w
                    } else {
                        let slack = r.vstride - row_end;
                        let mut n = ((to_boundary as i64 + slack) / r.vstride).max(0) as u32;
                        if n > 0 && n * w + idx > r.num_elements {
                            n = (r.num_elements - idx) / w;
                        }
                        n
                    };
                    if rows > 0 {
                        valid = (1 << log2_floor(rows)) * w;
                    }
                }
                if valid == 1 && !idx.is_multiple_of(w) {
                    let to_end = w - idx % w;
                    if to_end.is_power_of_two() && to_end <= 16 {
                        let nvs = r.vstride + (to_end as i64 - w as i64) * r.stride;
                        if nvs > 0
                            && (nvs as u64).is_power_of_two()
                            && nvs + (to_end as i64 - 1) * r.stride < to_boundary as i64
                        {
                            valid = 2 * to_end;
                        }
                    }
                }
            }
            if valid == 1 {
                valid = w - idx % w;
                let s = r.stride.max(0) as u32;
                if (valid * s).saturating_sub(s.saturating_sub(1)) > to_boundary && s > 0 {
                    valid = to_boundary.div_ceil(s);
                }
                valid = 1 << log2_floor(valid.max(1));
            }
            valid = valid.min(num_grf * epg);
        }
    }
    if multi && eb == 1 && !t.multi_indirect_byte {
        valid = 1;
    }
    if r.indirect.is_some() && !multi && r.is_2d() {
        valid = valid.min(1 << log2_floor(w - idx % w));
    }
    valid
}
