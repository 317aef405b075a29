//! Traits, generics, dynamic dispatch, strings, collections, panics,
//! atomics and unwinding: the IR of ordinary application code.
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU32, AtomicUsize, Ordering};
use std::sync::Arc;

pub trait Shape {
    fn area(&self) -> f64;
    fn name(&self) -> String {
        String::from("shape")
    }
}

pub struct Circle(pub f64);
pub struct Rect {
    pub w: f64,
    pub h: f64,
}

impl Shape for Circle {
    fn area(&self) -> f64 {
        std::f64::consts::PI * self.0 * self.0
    }
    fn name(&self) -> String {
        format!("circle r={}", self.0)
    }
}

impl Shape for Rect {
    fn area(&self) -> f64 {
        self.w * self.h
    }
}

pub fn total_area(shapes: &[Box<dyn Shape>]) -> f64 {
    shapes.iter().map(|s| s.area()).sum()
}

pub fn describe(shapes: &[Box<dyn Shape>]) -> String {
    let mut s = String::new();
    for sh in shapes {
        let _ = writeln!(s, "{}: {:.2}", sh.name(), sh.area());
    }
    s
}

pub fn word_counts(text: &str) -> HashMap<&str, usize> {
    let mut m = HashMap::new();
    for w in text.split_whitespace() {
        *m.entry(w).or_insert(0) += 1;
    }
    m
}

pub fn parse_numbers(text: &str) -> Result<Vec<i64>, std::num::ParseIntError> {
    text.split(',').map(|t| t.trim().parse()).collect()
}

pub fn sorted_dedup(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable();
    v.dedup();
    v
}

pub static COUNTER: AtomicUsize = AtomicUsize::new(0);
pub static FLAG: AtomicBool = AtomicBool::new(false);
pub static HIGH: AtomicI64 = AtomicI64::new(i64::MIN);

pub fn bump() -> usize {
    COUNTER.fetch_add(1, Ordering::Relaxed)
}

pub fn record_max(v: i64) -> i64 {
    HIGH.fetch_max(v, Ordering::AcqRel)
}

pub fn try_lock() -> bool {
    FLAG.compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed)
        .is_ok()
}

pub fn unlock() {
    FLAG.store(false, Ordering::Release);
    std::sync::atomic::fence(Ordering::SeqCst);
}

pub fn cas_loop(a: &AtomicU32) -> u32 {
    let mut cur = a.load(Ordering::SeqCst);
    loop {
        match a.compare_exchange(cur, cur.wrapping_mul(3) ^ 1, Ordering::SeqCst, Ordering::SeqCst) {
            Ok(v) => return v,
            Err(v) => cur = v,
        }
    }
}

pub fn shared_sum(v: Arc<Vec<u64>>) -> u64 {
    let w = Arc::clone(&v);
    w.iter().sum::<u64>() + Arc::strong_count(&v) as u64
}

pub fn checked_index(v: &[u8], i: usize) -> u8 {
    v[i].wrapping_add(v[i / 2])
}

pub fn catch(f: fn() -> u32) -> Option<u32> {
    std::panic::catch_unwind(f).ok()
}

#[derive(Clone, Debug, PartialEq)]
pub enum Token {
    Num(f64),
    Ident(String),
    Op(char),
}

pub fn lex(s: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut n = String::new();
            while let Some(&d) = chars.peek() {
                if d.is_ascii_digit() || d == '.' {
                    n.push(d);
                    chars.next();
                } else {
                    break;
                }
            }
            out.push(Token::Num(n.parse().unwrap_or(0.0)));
        } else if c.is_alphabetic() {
            let mut n = String::new();
            while let Some(&d) = chars.peek() {
                if d.is_alphanumeric() {
                    n.push(d);
                    chars.next();
                } else {
                    break;
                }
            }
            out.push(Token::Ident(n));
        } else {
            if !c.is_whitespace() {
                out.push(Token::Op(c));
            }
            chars.next();
        }
    }
    out
}
