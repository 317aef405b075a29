//! Checks `lanes_target::x86` against LLVM 22's own cost model:
//! `opt -passes='print<cost-model>'` on one function per cast and division,
//! at SSE2, SSE4.2, AVX2 and AVX-512F. Skipped when LLVM 22's `opt` is not
//! installed.

mod x86_cases;

use lanes_target::x86::Llvm;

const OPT: &str = "/usr/bin/opt-22";
const FILE: &str = "x86_llvm22_costs.txt";

#[test]
fn x86_costs_match_the_recorded_llvm_22_costs() {
    let (report, failures) = x86_cases::check_recorded(Llvm::V22, FILE);
    eprintln!("{report}{failures}");
    let arith: Vec<&str> = failures.lines().filter(|l| !l.contains(" to ")).collect();
    assert!(arith.is_empty(), "{report}{}", arith.join("\n"));
    assert!(
        failures.is_empty(),
        "casts differ from LLVM 22:\n{report}{failures}"
    );
}

/// The recorded costs are what LLVM 22's `opt` prints.
#[test]
fn recorded_costs_are_llvm_22s() {
    if lanes_test_utils::tool(OPT).is_none() {
        return;
    }
    x86_cases::check_opt(
        OPT,
        Llvm::V22,
        FILE,
        "# LLVM 22.1.8's costs (opt -passes='print<cost-model>', reciprocal throughput)\n\
         # at SSE2, SSE4.2, AVX2, AVX-512F | the instruction (crates/target/tests/x86_llvm22.rs)\n",
    );
}
