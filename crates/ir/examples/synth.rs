//! Prints a synthetic module of N functions (for benchmarks and llvm-as comparisons):
//! `cargo run --release -p lanes-ir --example synth -- 4500 > big.ll`.
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    print!("{}", lanes_ir::synth::large_module(n));
}
