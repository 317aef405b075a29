//! Checks `lanes_target::x86` against LLVM 14's own cost model:
//! `opt -passes='print<cost-model>'` on one function per cast and division,
//! at SSE2, SSE4.2, AVX2 and AVX-512F. Skipped when LLVM 14's `opt` is not
//! installed.

mod x86_cases;

use lanes_target::x86::Llvm;

const OPT: &str = "/usr/lib/llvm-14/bin/opt";
const FILE: &str = "x86_llvm14_costs.txt";

/// The model against the recorded costs: runs without LLVM.
#[test]
fn x86_costs_match_the_recorded_llvm_14_costs() {
    let (report, failures) = x86_cases::check_recorded(Llvm::V14, FILE);
    eprintln!("{report}{failures}");
    assert!(failures.is_empty(), "{report}{failures}");
}

/// The recorded costs are what LLVM 14's `opt` prints.
#[test]
fn recorded_costs_are_llvm_14s() {
    if lanes_test_utils::tool(OPT).is_none() {
        return;
    }
    x86_cases::check_opt(
        OPT,
        Llvm::V14,
        FILE,
        "# LLVM 14.0.6's costs (opt -passes='print<cost-model>', reciprocal throughput)\n\
         # at SSE2, SSE4.2, AVX2, AVX-512F | the instruction (crates/target/tests/x86_llvm14.rs)\n",
    );
}
