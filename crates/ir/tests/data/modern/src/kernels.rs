//! Numeric kernels: loops the vectorizer transforms, reductions, saturating
//! and wrapping arithmetic, float math, slices and iterators.

pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    for (yi, xi) in y.iter_mut().zip(x) {
        *yi += a * xi;
    }
}

pub fn dot(x: &[f64], y: &[f64]) -> f64 {
    x.iter().zip(y).map(|(a, b)| a * b).sum()
}

pub fn sum_u8(x: &[u8]) -> u32 {
    x.iter().map(|&v| v as u32).sum()
}

pub fn max_i32(x: &[i32]) -> Option<i32> {
    x.iter().copied().max()
}

pub fn saturate(x: &mut [i16], k: i16) {
    for v in x {
        *v = v.saturating_add(k).wrapping_mul(3);
    }
}

pub fn clamp_all(x: &mut [f32], lo: f32, hi: f32) {
    for v in x.iter_mut() {
        *v = v.clamp(lo, hi).sqrt().mul_add(2.0, 1.0);
    }
}

pub fn histogram(data: &[u8]) -> [u32; 256] {
    let mut h = [0u32; 256];
    for &b in data {
        h[b as usize] += 1;
    }
    h
}

pub fn strided(a: &mut [u64], stride: usize) {
    let mut i = 0;
    while i < a.len() {
        a[i] = a[i].rotate_left(7) ^ (i as u64);
        i += stride.max(1);
    }
}

pub fn matmul(n: usize, a: &[f32], b: &[f32], c: &mut [f32]) {
    for i in 0..n {
        for k in 0..n {
            let aik = a[i * n + k];
            for j in 0..n {
                c[i * n + j] += aik * b[k * n + j];
            }
        }
    }
}

pub fn count_ones(words: &[u64]) -> u32 {
    words.iter().map(|w| w.count_ones()).sum()
}

pub fn prefix_sum(x: &mut [i64]) {
    let mut acc = 0i64;
    for v in x {
        acc = acc.wrapping_add(*v);
        *v = acc;
    }
}

pub fn interleave(re: &[f32], im: &[f32], out: &mut [f32]) {
    for (i, (r, m)) in re.iter().zip(im).enumerate() {
        if 2 * i + 1 < out.len() {
            out[2 * i] = *r;
            out[2 * i + 1] = *m;
        }
    }
}

pub fn checked(x: &[u32]) -> Option<u32> {
    x.iter().try_fold(0u32, |a, &b| a.checked_add(b))
}

pub fn div_all(x: &mut [u32], d: u32) {
    for v in x {
        *v = v.checked_div(d).unwrap_or(u32::MAX) % 1000;
    }
}
