//! Explicit vector code: portable lanes via arrays, x86 intrinsics, u128
//! arithmetic, i128 division and float conversions.
#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::*;

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
pub unsafe fn add8(a: &[i32; 8], b: &[i32; 8]) -> [i32; 8] {
    let mut out = [0i32; 8];
    unsafe {
        let va = _mm256_loadu_si256(a.as_ptr() as *const __m256i);
        let vb = _mm256_loadu_si256(b.as_ptr() as *const __m256i);
        let s = _mm256_add_epi32(va, vb);
        let m = _mm256_max_epi32(s, _mm256_set1_epi32(7));
        _mm256_storeu_si256(out.as_mut_ptr() as *mut __m256i, m);
    }
    out
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
pub unsafe fn fma_all(a: &mut [f32], b: &[f32], c: &[f32]) {
    let n = a.len().min(b.len()).min(c.len()) / 8 * 8;
    let mut i = 0;
    while i < n {
        unsafe {
            let va = _mm256_loadu_ps(a.as_ptr().add(i));
            let vb = _mm256_loadu_ps(b.as_ptr().add(i));
            let vc = _mm256_loadu_ps(c.as_ptr().add(i));
            _mm256_storeu_ps(a.as_mut_ptr().add(i), _mm256_fmadd_ps(va, vb, vc));
        }
        i += 8;
    }
}

pub fn lanes4(a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
    let mut r = [0.0; 4];
    for i in 0..4 {
        r[i] = (a[i] * b[i]).max(0.0).min(1.0);
    }
    r
}

pub fn wide(a: u128, b: u128) -> (u128, i128) {
    (a.wrapping_mul(b) >> 3, (a as i128) / ((b as i128) | 1))
}

pub fn to_int(x: &[f64], out: &mut [i32]) {
    for (o, v) in out.iter_mut().zip(x) {
        *o = *v as i32;
    }
}

pub fn to_float(x: &[u64], out: &mut [f32]) {
    for (o, v) in out.iter_mut().zip(x) {
        *o = *v as f32;
    }
}

pub fn bytes_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

pub fn find_byte(hay: &[u8], needle: u8) -> Option<usize> {
    hay.iter().position(|&b| b == needle)
}

pub fn abs_diff_sum(a: &[u8], b: &[u8]) -> u32 {
    a.iter().zip(b).map(|(&x, &y)| x.abs_diff(y) as u32).sum()
}

pub fn select_min(a: &[i64], b: &[i64], out: &mut [i64]) {
    for ((o, x), y) in out.iter_mut().zip(a).zip(b) {
        *o = if x < y { *x } else { *y };
    }
}
