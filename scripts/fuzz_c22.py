#!/usr/bin/env python3
"""Generated C loops compiled by clang 22, `lanes report --llvm 22`
against LLVM 22's loop vectorizer.

Generates N functions (scripts/gen_c_loops.py, or the generator
`--generator` names, one loop nest each) under a seed, K functions per
translation unit, compiles every unit with clang 22 as `lanes cc` does
(`-O2 -fno-vectorize -fno-slp-vectorize -mllvm -interleave-loops=false
-mllvm -unroll-runtime=false -mllvm -unroll-allow-partial=false -S
-emit-llvm`: the IR LoopVectorize would see), then, per target, runs
  opt-22 -passes=loop-vectorize [-mattr=...] -pass-remarks-output=R.yaml
and `lanes report --format json --target T --llvm 22` on the same IR.
Loops are matched by function; a function whose loop clang removed
(fully unrolled, turned into `memset`, folded) is counted apart and not
compared, as is one whose loop clang vectorized itself (a `#pragma clang
loop` forcing it, as `-fno-vectorize` allows). Prints, per target,
agreement on vectorize-or-not, on the VF where both vectorize, on the
interleave count where the VF agrees and on the first reason's category
where both refuse, the loops lanes vectorizes where LLVM 22 refuses for a
legality reason, and the disagreement classes
(scripts/corpus.py `compare22`).

Targets: `avx2` (opt -mattr=+avx2), `avx512` (-mattr=+avx512f), `sse2`
(opt without -mattr: plain x86-64), comma-separated.

usage: scripts/fuzz_c22.py [--count N] [--seed S] [--target avx2,sse2,avx512]
         [--generator gen_c_loops|gen_c_loops2|gen_c_loops3|gen_c_loops4] [--per-module K] [--jobs J]
         [--lanes PATH] [--opt PATH] [--clang PATH] [--out DIR]
         [--keep DIR] [--json FILE] [-v]

`--generator gen_c_loops2` draws the loops from scripts/gen_c_loops2.py
(idioms of byte, text, image, audio and numeric code: pointer ranges,
`while (n--)` and `do`/`while` loops, arrays of structs, several
reductions in one loop, prefix sums, `#pragma clang loop` hints) instead
of gen_c_loops.py's expression grammar; `--generator gen_c_loops3` from
scripts/gen_c_loops3.py (shapes neither writes: search loops returning an
index, a pointer or an element, `while (*p)` scans, the inner loops of
2-D nests with the outer index in the address, structs of mixed-width
fields, arrays of pointers, libm and user-function calls, conversions
between every pair of widths and signedness, saturating arithmetic,
`volatile`, `__builtin_assume`/`__builtin_expect`, counters of every
integer type counting up or down by steps of 1 to 4); `--generator
gen_c_loops4` from scripts/gen_c_loops4.py (whole kernels as real code
bases write them: BLAS-1 routines with `incx` strides, stencils, row
pointer and CSR matrix-vector products, interleaved and C99 complex
numbers, polynomials, clamps, lookup tables, RGBA channels, Q15 fixed
point, `memchr`/`strlen`-like scans, checksums, parsers, linked lists
and hash probes, IIR filters, struct-field bounds, `bool` arrays,
`switch`es, min/max with index, `&&`/`||` flags).

`--compile-only` stops after writing the units' C and IR to `--out DIR`;
`--units DIR` compares the units of DIR instead of generating, and with
`--lanes-reports` reads lanes' side from UNIT.ll.lanes.json (the test
`tests/tests/generated_c22.rs` runs lanes in process so).

`--out DIR` keeps the C and IR of every unit (`scripts/compare_lv.py
--llvm 22 --target T DIR` then compares the same IR, loops matched by
location); `--keep DIR` writes each legality case and each loop whose IC
differs at the same VF as a standalone C file (`<class>-<function>.c`,
with both verdicts in a comment). `-v` lists every disagreement.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib  # noqa: E402
from corpus import report22  # noqa: E402
from fuzz_lv import compare_22, lanes_takes_llvm, run_lanes, run_opt22, slug  # noqa: E402

TARGETS = {"avx2": ["-mattr=+avx2"], "avx512": ["-mattr=+avx512f"], "sse2": []}
# The flags of `lanes cc` (crates/lanes/src/build/command.rs `ir_args`).
CFLAGS = ["-O2", "-fno-vectorize", "-fno-slp-vectorize", "-mllvm", "-interleave-loops=false",
          "-mllvm", "-unroll-runtime=false", "-mllvm", "-unroll-allow-partial=false",
          "-S", "-emit-llvm", "-fno-discard-value-names", "-w"]


def compile_unit(clang, c, ll):
    r = subprocess.run([clang, *CFLAGS, c, "-o", ll], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{clang} failed on {c}: {r.stderr[:800]}")


def functions_of(text):
    """function name -> its C text with a `; features:` first line (the
    form fuzz_lv's comparison reads)."""
    out = {}
    for m in re.finditer(r"^// features: ([^\n]*)\n([^\n]*?\b(l\d+)\(.*?^}\n)", text, re.M | re.S):
        out[m.group(3)] = f"; features: {m.group(1)}\n{m.group(2)}"
    return out


GENERATORS = ("gen_c_loops", "gen_c_loops2", "gen_c_loops3", "gen_c_loops4")


def vectorized_by_clang(ll):
    """Functions of the IR file `ll` holding a loop clang's own
    LoopVectorize already vectorized: a `#pragma clang loop
    vectorize_width(N)` or `vectorize(enable)` forces it even under
    `-fno-vectorize`, so LLVM 22 and lanes would judge clang's output."""
    out, name = set(), None
    for line in open(ll, errors="replace"):
        if line.startswith("define "):
            m = re.search(r"@([\w.$]+)\(", line)
            name = m.group(1) if m else None
        elif name and line.startswith("vector.body:"):
            out.add(name)
    return out


def keep_cases(gen, keep, cases, what):
    os.makedirs(keep, exist_ok=True)
    for c in cases:
        name = c.get("slug") or slug(c["class"][41:])
        with open(os.path.join(keep, f"{name}-{c['function']}.c"), "w") as f:
            f.write(f"/* llvm: {c['llvm']}\n   lanes: {c['lanes']} */\n")
            f.write(gen.prelude())
            f.write(c["text"].replace("; features:", "// features:", 1))
    print(f"kept {len(cases)} {what} in {keep}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", default="avx2,sse2,avx512")
    ap.add_argument("--generator", default="gen_c_loops", choices=GENERATORS,
                    help="the script under scripts/ that writes the loops")
    ap.add_argument("--per-module", type=int, default=250)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--lanes", default="target/release/lanes")
    ap.add_argument("--opt", default="opt-22")
    ap.add_argument("--clang", default="clang-22")
    ap.add_argument("--out", help="keep the units' C and IR here")
    ap.add_argument("--keep", help="save the legality cases and IC disagreements here as C files")
    ap.add_argument("--json", help="write the figures per target here")
    ap.add_argument("--compile-only", action="store_true", help="only write the units to --out")
    ap.add_argument("--units", help="compare the units of this directory instead of generating")
    ap.add_argument("--lanes-reports", action="store_true", help="read lanes' side from UNIT.ll.lanes.json")
    ap.add_argument("-v", dest="verbose", action="store_true")
    a = ap.parse_args()
    targets = a.target.split(",")
    gen = importlib.import_module(a.generator)
    for t in targets:
        if t not in TARGETS:
            sys.exit(f"unknown target {t} (one of {', '.join(TARGETS)})")
    if a.compile_only and not a.out:
        sys.exit("--compile-only writes to --out DIR")
    for tool in (a.opt,) if a.units else (a.opt, a.clang):
        if not shutil.which(tool):
            sys.exit(f"{tool} not found: sh scripts/setup-llvm22.sh")
    extra = ["--llvm", "22"] if not (a.lanes_reports or a.compile_only) and lanes_takes_llvm(a.lanes) else []
    work = a.units or a.out or tempfile.mkdtemp(prefix="fuzz_c22.")
    os.makedirs(work, exist_ok=True)

    t0 = time.time()
    units = []
    if a.units:
        for name in sorted(os.listdir(work)):
            if name.endswith(".c") and os.path.exists(os.path.join(work, name[:-2] + ".ll")):
                c = os.path.join(work, name)
                units.append((c, c[:-2] + ".ll", functions_of(open(c).read())))
    else:
        for k, first in enumerate(range(0, a.count, a.per_module)):
            tag = "" if a.generator == "gen_c_loops" else a.generator[len("gen_c_loops"):] + "_"
            c = os.path.join(work, f"c22_{tag}{a.seed}_{k:04}.c")
            text = gen.module(a.seed, first, min(a.per_module, a.count - first))
            with open(c, "w") as f:
                f.write(text)
            units.append((c, c[:-2] + ".ll", functions_of(text)))
        with ThreadPoolExecutor(max_workers=a.jobs) as ex:
            list(ex.map(lambda u: compile_unit(a.clang, u[0], u[1]), units))
    t1 = time.time()
    print(f"seed {a.seed}: {sum(len(u[2]) for u in units)} functions in {len(units)} units; "
          f"clang 22 ({a.clang}) {t1 - t0:.1f}s; lanes {' '.join(extra) or '(as given)'}")
    if a.compile_only:
        return

    figures = {}
    for target in targets:
        t2 = time.time()

        def one(u):
            return (run_opt22(a.opt, TARGETS[target], u[1]),
                    run_lanes(a.lanes, target, u[1], a.lanes_reports, extra))

        stats, classes, examples, legality, ics = Counter(), Counter(), {}, [], []
        with ThreadPoolExecutor(max_workers=a.jobs) as ex:
            for (c, ll, funcs), (llvm, mine) in zip(units, ex.map(one, units)):
                base = os.path.basename(ll)
                kept = {}
                forced = vectorized_by_clang(ll)
                for name, text in funcs.items():
                    if name in forced:
                        stats["vectorized by clang"] += 1
                    elif not llvm.get(name) and not mine.get(name):
                        stats["no loop left"] += 1
                    else:
                        kept[name] = text
                stats["functions"] += len(funcs)
                compare_22(llvm, mine, kept, lambda fn, base=base: f"{base}:{fn}", stats, classes, examples,
                           legality, a.verbose, ics)
        t3 = time.time()
        print(f"\n== {target}: opt-22 {' '.join(TARGETS[target]) or '(x86-64)'}, lanes --target {target}; "
              f"opt+lanes {t3 - t2:.1f}s")
        print(f"functions {stats['functions']}, no loop left after clang {stats['no loop left']}, "
              f"vectorized by clang (a pragma forces it) {stats['vectorized by clang']}, matched loops {stats['matched']}, unmatched {stats['unmatched']}")
        report22(stats, classes, examples, top=None if a.verbose else 25)
        for c in legality:
            print(f"  LEGALITY {c['where']}: llvm: {c['llvm'][:140]}\n      lanes: {c['lanes'][:140]}"
                  f"\n      features: {' '.join(c['features'])}")
        if a.verbose and ics:
            print("IC differs at the same VF:")
            for c in ics:
                print(f"  {c['where']}: llvm {c['llvm']} | lanes {c['lanes']}\n"
                      f"      features: {' '.join(c['features'])}")
        if a.keep:
            keep_cases(gen, os.path.join(a.keep, target), legality, "legality cases")
            keep_cases(gen, os.path.join(a.keep, target), ics, "IC disagreements")
        figures[target] = {"stats": dict(stats),
                           "classes": [{"class": k, "count": n, "example": examples[k]}
                                       for k, n in classes.most_common()],
                           "legality": [{k: v for k, v in c.items() if k != "text"} for c in legality]}
    print(f"\ntotal {time.time() - t0:.1f}s")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"llvm": 22, "generator": a.generator, "seed": a.seed, "count": a.count, "targets": figures}, f, indent=1)
    if not a.out and not a.units:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
