//! A small crate for the modern-IR test data: slices, iterators, overflow
//! checks, atomics, a trait object and a panic path.
#![no_std]
use core::sync::atomic::{AtomicU32, Ordering};

pub fn dot(x: &[f32], y: &[f32]) -> f32 {
    x.iter().zip(y).map(|(a, b)| a * b).sum()
}

pub fn scale(x: &mut [i32], k: i32) {
    for v in x {
        *v = v.wrapping_mul(k) >> 1;
    }
}

pub fn first_zero(x: &[u8]) -> Option<usize> {
    x.iter().position(|&b| b == 0)
}

pub fn checked_sum(x: &[u16]) -> Option<u16> {
    x.iter().try_fold(0u16, |a, &b| a.checked_add(b))
}

pub static HITS: AtomicU32 = AtomicU32::new(0);

pub fn hit() -> u32 {
    HITS.fetch_add(1, Ordering::Relaxed) + HITS.fetch_max(7, Ordering::SeqCst)
}

pub trait Area {
    fn area(&self) -> f64;
}

pub struct Sq(pub f64);

impl Area for Sq {
    fn area(&self) -> f64 {
        self.0 * self.0
    }
}

pub fn total(xs: &[&dyn Area]) -> f64 {
    xs.iter().map(|s| s.area()).sum()
}

pub fn index(x: &[u64], i: usize) -> u64 {
    x[i] ^ x[i / 2]
}

pub fn to_f32(x: &[i64], out: &mut [f32]) {
    for (o, v) in out.iter_mut().zip(x) {
        *o = *v as f32;
    }
}
