//! Loops for `lanes cargo`: one the compiler vectorizes, one it cannot.

/// `y += a * x` over two slices.
#[no_mangle]
pub fn saxpy(a: f32, x: &[f32], y: &mut [f32]) {
    for (y, x) in y.iter_mut().zip(x) {
        *y += a * x;
    }
}

/// The index of the first `key`: an early exit.
#[no_mangle]
pub fn find(v: &[i32], key: i32) -> usize {
    let mut i = 0;
    while i < v.len() {
        if v[i] == key {
            return i;
        }
        i += 1;
    }
    v.len()
}
