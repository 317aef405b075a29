#!/usr/bin/env python3
"""lanes against rustc's own LoopVectorize decisions on real crates.

For each crate directory (a crate's sources, e.g. a copy of the registry's
`~/.cargo/registry/src/*/NAME-VERSION` with `[workspace]` appended to its
Cargo.toml), runs `lanes cargo --format json` there (rustc's decisions
from its LoopVectorize records, each naming its function, beside lanes' on
the `-C no-vectorize-loops` IR of the same compile's code, profile LLVM 22
from rustc's LLVM; `--remark-lines` reads rustc's function-less remark
lines instead, as on a toolchain without records), then `lanes report
--format json` on each unit's IR for lanes' refusal kinds. Counts,
over the loops with both decisions, agreement on vectorize-or-not, on the
VF where both vectorize, on the IC where the VF agrees, and on the first
reason's category where both refuse (scripts/corpus.py `CATEGORY`; `lanes
cargo` gives each record's message, so the message is mapped to the remark
name LLVM 22 gives it, `MESSAGES` below). Prints a table row per crate (with
where rustc's decisions came from, and the records that pair to no loop of
the IR, which are counted apart) and the disagreements by class.

The record check: `opt-22 -passes=loop-vectorize` on the IR lanes read
must write rustc's own LoopVectorize records record for record (kind,
`Name`, `Function`, `DebugLoc`, in order), which holds when the IR is the
one rustc's LoopVectorize saw; the table gives both counts and whether
they are identical, and the script exits 1 when a crate's records differ
or pair to no loop (`--no-record-check` skips it; it needs `opt-22` and
rustc's YAML records).

usage: scripts/crates_lv.py [--lanes PATH] [--json FILE] [--remark-lines]
                            [--no-record-check] CRATE_DIR...
"""
import argparse
import json
import os
import re
import subprocess
import sys
import shutil
import tempfile
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import COST_CATEGORIES, category, compare22, find_opt22, parse_remarks, report22  # noqa: E402

# LLVM 22's remark messages (LoopVectorize.cpp, LoopVectorizationLegality.cpp,
# LoopAccessAnalysis.cpp) and the remark names they are reported under.
MESSAGES = [
    (r"could not determine number of loop iterations", "CantComputeNumberOfIterations"),
    (r"potentially faulting load is not supported", "PotentiallyFaultingLoadsNotSupported"),
    (r"potentially faulting", "PotentiallyFaultingEarlyExitLoop"),
    (r"more than one early exit", "TooManyUncountableEarlyExits"),
    (r"[Ee]arly exit", "UncountableEarlyExitUnsupported"),
    (r"Control flow cannot be substituted for a select", "NoCFGForSelect"),
    (r"uncountable", "UnsupportedUncountableLoop"),
    (r"loop control flow is not understood", "CFGNotUnderstood"),
    (r"loop contains a switch", "LoopContainsSwitch"),
    (r"Loop contains an unsupported switch", "LoopContainsUnsupportedSwitch"),
    # LVL `canVectorizeWithIfConvert`: a terminator other than a branch or a
    # `switch` (Rust's `invoke` under panic=unwind).
    (r"Loop contains an unsupported terminator", "LoopContainsUnsupportedTerminator"),
    (r"reorder floating-point", "CantReorderFPOps"),
    (r"could not be identified as reduction is used outside", "NonReductionValueUsedOutsideLoop"),
    (r"cannot identify array bounds", "CantIdentifyArrayBounds"),
    (r"cannot check memory dependencies at runtime", "CantCheckMemDepsAtRunTime"),
    (r"unsafe dependent memory operations", "UnsafeDep"),
    (r"[Bb]ackward loop carried data dependence|[Uu]nsafe indirect dependence|[Uu]nknown data dependence",
     "UnsafeDep"),
    (r"invariant address", "CantVectorizeStoreToLoopInvariantAddress"),
    (r"call instruction cannot be vectorized|library call", "CantVectorizeLibcall"),
    (r"intrinsic", "CantVectorizeIntrinsic"),
    (r"return type cannot be vectorized", "CantVectorizeInstructionReturnType"),
    (r"instruction cannot be vectorized", "CantVectorizeInstruction"),
    (r"no induction variable|integer loop induction", "NoInductionVariable"),
    (r"optimi[sz]ing for size|opt.?for.?size|minsize", "NoTailLoopWithOptForSize"),
    (r"explicitly disabled|vectorization is disabled", "MissedExplicitlyDisabled"),
    (r"not beneficial|cost-model|cost model", "VectorizationNotBeneficial"),
    (r"trip count|single iteration", "LowTripCount"),
]


def remark_name(message):
    """The remark name of an LLVM 22 message (MissedDetails when none)."""
    for pat, name in MESSAGES:
        if message and re.search(pat, message):
            return name
    return "MissedDetails"


def run_json(argv, cwd=None):
    env = dict(os.environ)
    env.pop("CARGO_TARGET_DIR", None)
    r = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, env=env)
    for line in r.stderr.splitlines():
        if line.startswith("warning: lanes"):
            print(line, file=sys.stderr)
    if not r.stdout.strip():
        sys.exit(f"{' '.join(argv)} (in {cwd}): {r.stderr.strip()}")
    return json.loads(r.stdout)


def lv_records(text):
    """LoopVectorize's records of a YAML stream, each as (kind, Name,
    Function, DebugLoc), in order."""
    return [(d["kind"], d.get("Name"), d.get("Function"), (d.get("file"), d.get("loc")))
            for d in parse_remarks(text) if d.get("Pass") == "loop-vectorize"]


def record_check(opt, ir_dir):
    """(rustc's records, opt's records on lanes' IR, the first difference or
    None) over the crates of `ir_dir` (`target/lanes/ir`: `NAME-HASH.ll`
    beside rustc's records in `../remarks/NAME.*.yaml`)."""
    remarks = os.path.join(os.path.dirname(ir_dir), "remarks")
    ours, theirs = [], []
    for ll in sorted(os.listdir(ir_dir)):
        m = re.fullmatch(r"(.+)-([0-9a-f]+)\.ll", ll)
        if not m:
            continue
        with tempfile.NamedTemporaryFile(suffix=".yaml") as tmp:
            subprocess.run([opt, "-passes=loop-vectorize", "-pass-remarks-filter=loop-vectorize",
                            f"-pass-remarks-output={tmp.name}", "-disable-output",
                            os.path.join(ir_dir, ll)], check=True, capture_output=True)
            ours += lv_records(open(tmp.name).read())
        # The compile's records: its codegen unit's name, in the name of
        # its unoptimized bitcode (`NAME-HASH.NAME.CGU.rcgu.no-opt.bc`), is
        # the records' (`NAME.CGU.opt.opt.yaml`); a binary named as the
        # library has other units.
        units = [b[len(ll) - 2:-len(".rcgu.no-opt.bc")] for b in os.listdir(ir_dir)
                 if b.startswith(ll[:-2]) and b.endswith(".rcgu.no-opt.bc")]
        for y in sorted(os.listdir(remarks)):
            if y.endswith(".yaml") and any(y.startswith(u + ".") for u in units or [m.group(1)]):
                theirs += lv_records(open(os.path.join(remarks, y)).read())
    diff = next((i for i, (a, b) in enumerate(zip(theirs, ours)) if a != b),
                None if len(ours) == len(theirs) else min(len(ours), len(theirs)))
    first = None
    if diff is not None:
        at = lambda v: v[diff] if diff < len(v) else "(none)"  # noqa: E731
        first = f"record {diff + 1}: rustc {at(theirs)} / opt {at(ours)}"
    return len(theirs), len(ours), first


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lanes", default=os.path.abspath("target/release/lanes"))
    ap.add_argument("--json", help="write the figures here")
    ap.add_argument("--remark-lines", action="store_true",
                    help="rustc's remark lines (no function named) instead of its YAML records")
    ap.add_argument("--no-record-check", action="store_true",
                    help="do not compare opt-22's records on lanes' IR with rustc's")
    ap.add_argument("crates", nargs="+")
    a = ap.parse_args()
    a.lanes = os.path.abspath(a.lanes)
    total, classes, examples = Counter(), Counter(), {}
    table = []
    opt = find_opt22()
    check = not a.no_record_check and not a.remark_lines and shutil.which(opt)
    checks, failed = {}, False
    for crate in a.crates:
        report = run_json([a.lanes, "cargo", "--format", "json"]
                          + (["--remark-lines"] if a.remark_lines else []), cwd=crate)
        stats = Counter()
        rustc = ""
        for u in report["units"]:
            rustc = f"{u['compiler']['name']} {u['compiler']['version']} ({u.get('records', '?')})"
            if not u.get("ir"):
                continue
            rows = run_json([a.lanes, "report", "--format", "json", u["ir"]])
            rows = rows["result"]
            by_loop = {(r["function"], r["loop"]): r for r in rows}
            pairs = []
            for b in u["rows"]:
                c = b.get("compiler")
                if not c:
                    continue
                first = None if c["vectorized"] else remark_name(c.get("reason") or "")
                v = {"vectorized": c["vectorized"], "vf": c["vf"], "ic": c["ic"], "first": first,
                     "names": [first] if first else [],
                     "legality": first is not None and category(first) not in COST_CATEGORIES,
                     "where": f"{os.path.basename(os.path.normpath(crate))} {b['function'][:60]} {b.get('start_file')}:"
                              f"{b.get('start_loc')} (rustc: {c.get('reason')})"}
                r = by_loop.get((b["function"], b["loop"]))
                if r is not None:
                    pairs.append((v, r))
            for c in u["compiler_only"]:
                print(f"record pairing to no loop: {os.path.basename(os.path.normpath(crate))} {c['function'][:60]} "
                      f"{c.get('start_file')}:{c.get('start_loc')}", file=sys.stderr)
            compare22(pairs, lambda v: v["where"], stats, classes, examples)
        total.update(stats)
        name = os.path.basename(os.path.normpath(crate))
        irs = sorted({os.path.dirname(u["ir"]) for u in report["units"] if u.get("ir")})
        if check and irs:
            got = [record_check(opt, d) for d in irs]
            checks[name] = (sum(g[0] for g in got), sum(g[1] for g in got),
                            next((g[2] for g in got if g[2]), None))
            if checks[name][2]:
                print(f"records differ: {name}: {checks[name][2]}", file=sys.stderr)
        table.append((os.path.basename(os.path.normpath(crate)), rustc, stats,
                      len([x for u in report["units"] for x in u["compiler_only"]])))
    pct = (lambda x, y: f"{x}/{y} ({100.0 * x / y:.0f}%)" if y else "–")
    print("| crate | compiler | loops with both decisions | vectorize-or-not | VF | IC "
          "| first reason's category | lanes vectorizes, rustc refuses (legality) | records matching no loop "
          "| rustc's records / opt-22's on lanes' IR |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, _, _, only in table:
        c = checks.get(name)
        failed |= only > 0 or bool(c and c[2])
    all_checks = (sum(c[0] for c in checks.values()), sum(c[1] for c in checks.values()),
                  next((c[2] for c in checks.values() if c[2]), None))
    for name, rustc, s, only in table + [("all", "", total, sum(t[3] for t in table))]:
        c = all_checks if name == "all" and checks else checks.get(name)
        rec = "–" if c is None else f"{c[0]} / {c[1]}" + (" (differ)" if c[2] else " (identical)")
        print(f"| {name} | {rustc} | {s['matched']} | {pct(s['agree vectorize'], s['matched'])} "
              f"| {pct(s['agree vf'], s['both vectorized'])} | {pct(s['agree ic'], s['agree vf'])} "
              f"| {pct(s['agree category'], s['both refuse'])} "
              f"| {s['lanes vectorizes, llvm legality']} | {only} | {rec} |")
    print()
    report22(total, classes, examples)
    if a.json:
        json.dump({"crates": {n: dict(s) for n, _, s, _ in table}, "all": dict(total),
                   "classes": dict(classes),
                   "records": {n: {"rustc": c[0], "opt": c[1], "first_difference": c[2]}
                               for n, c in checks.items()}}, open(a.json, "w"), indent=1)
    if check and failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
