"""What the corpus comparison scripts share: the files to read, how to run
LLVM 14's (and LLVM 22's) `opt` on one of them and read its remarks, the
categories of refusals, and the halves of the modern corpus."""
import argparse
import hashlib
import os
import re
import shutil
from collections import defaultdict

OPT = "/usr/lib/llvm-14/bin/opt"
DEFAULT = ["/work/shared/corpus/llvm-lit", "/work/shared/corpus/gcc-vect"]


def files_of(paths):
    """The .ll files of `paths` (directories walked), sorted."""
    out = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, fs in os.walk(p):
                out += [os.path.join(root, f) for f in fs if f.endswith(".ll")]
        else:
            out.append(p)
    return sorted(out)


def opt_args(opt, path, passes):
    """`opt` with `passes` on `path`'s text: a triple when the file names
    none, `-opaque-pointers` when it uses `ptr` and no typed pointers."""
    text = open(path, errors="replace").read()
    args = [opt, passes, "-disable-output"]
    if "target triple" not in text:
        args.append("-mtriple=x86_64-unknown-linux-gnu")
    if re.search(r"\bptr\b", text) and not re.search(r"\w\*", text):
        args.append("-opaque-pointers")
    return args


def parse_args(doc, lanes_default="target/release/lanes", opt_default=OPT, default=DEFAULT):
    """`[--lanes PATH] [--opt PATH] [-v] [DIR_OR_FILE...]` → (lanes, opt,
    verbose, files); `default` are the paths read when none is named."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lanes", default=lanes_default, help="the lanes binary")
    ap.add_argument("--opt", default=opt_default, help="LLVM 14's opt" if opt_default == OPT else "LLVM's opt")
    ap.add_argument("-v", dest="verbose", action="store_true", help="list every disagreement")
    ap.add_argument("paths", nargs="*", help="files or directories (default: the corpus)")
    a = ap.parse_args()
    return a.lanes, a.opt, a.verbose, files_of(a.paths or default)


def parse_remarks(text):
    """YAML remark documents as dicts (the subset opt and rustc write):
    `kind`, `Pass`, `Name`, `Function`, `loc` (line, column), `file` and
    `args`. LLVM folds a long `DebugLoc` flow map onto the next lines."""
    docs = []
    for chunk in re.split(r"^--- !", text, flags=re.M)[1:]:
        kind, _, body = chunk.partition("\n")
        d = {"kind": kind.strip(), "args": []}
        lines = []
        for line in body.splitlines():
            if lines and lines[-1].startswith("DebugLoc:") and "}" not in lines[-1]:
                lines[-1] = lines[-1].rstrip() + " " + line.strip()
            else:
                lines.append(line)
        for line in lines:
            m = re.match(r"^(\w+):\s+(.*)$", line)
            if m and m.group(1) in ("Pass", "Name", "Function"):
                d[m.group(1)] = m.group(2).strip("'")
            m = re.match(r"^DebugLoc:\s+\{ File: (.*?), Line: (\d+), Column: (\d+) \}", line)
            if m:
                d["loc"] = (int(m.group(2)), int(m.group(3)))
                d["file"] = m.group(1).strip("'\"")
            m = re.match(r"^\s+- (\w+):\s+(.*)$", line)
            if m:
                d["args"].append((m.group(1), m.group(2).strip("'")))
        docs.append(d)
    return docs


# --- LLVM 22 -------------------------------------------------------------

def find_opt22():
    """LLVM 22's opt: `opt-22` on PATH, else Debian's install path."""
    return shutil.which("opt-22") or "/usr/lib/llvm-22/bin/opt"


def half_of(path):
    """`tune` or `holdout`: the parity of the first 32 bits of the SHA-256 of
    the file's name without its extension (scripts/gcc_vect_22.sh computes
    the same for its MANIFEST.tsv)."""
    stem = os.path.splitext(os.path.basename(path))[0]
    return "tune" if int(hashlib.sha256(stem.encode()).hexdigest()[:8], 16) % 2 == 0 else "holdout"


def opt22_args(opt, path, passes):
    """LLVM 22's `opt` with `passes` on `path`: a triple when the file names
    none (LLVM 22 reads typed pointers as `ptr` and has no
    `-opaque-pointers`)."""
    text = open(path, errors="replace").read()
    args = [opt, passes, "-disable-output"]
    if "target triple" not in text:
        args.append("-mtriple=x86_64-unknown-linux-gnu")
    return args


# The category of a refusal, from LLVM's remark `Name:` (LLVM 14 and 22) or
# lanes' `refusals[].kind` (LLVM's name where LLVM has one). The table of
# docs/vectorizer.md ("LLVM 22") lists the same.
CATEGORY = {
    # floating point
    "CantReorderFPOps": "fp reorder",
    "NoImplicitFloat": "fp reorder",
    # dependences (LLVM 14's LAA says UnsafeMemDep, LLVM 22's UnsafeDep)
    "UnsafeDep": "unsafe dependence",
    "UnsafeMemDep": "unsafe dependence",
    "CantIsolateUnsafeDeps": "unsafe dependence",
    # run-time checks and aliasing
    "CantReorderMemOps": "memory checks",
    "CantIdentifyArrayBounds": "memory checks",
    "CantCheckMemDepsAtRunTime": "memory checks",
    "TooManyMemoryRuntimeChecks": "memory checks",
    "TooManySCEVRuntimeChecks": "memory checks",
    "CantInsertRuntimeCheckWithConvergent": "memory checks",
    "CantVersionLoopWithDivergentTarget": "memory checks",
    # trip count
    "CantComputeNumberOfIterations": "uncountable",
    "UnsupportedUncountableLoop": "uncountable",
    "SingleIterationLoop": "trip count",
    "LowTripCount": "trip count",
    "TripCountWrapped": "trip count",
    # early exits (LLVM 22)
    "TooManyUncountableEarlyExits": "early exit",
    "UncountableEarlyExitLoopsDisabled": "early exit",
    "UncountableEarlyExitUnsupported": "early exit",
    "EarlyExitNotLatchPredecessor": "early exit",
    "EarlyExitTooManySuccessors": "early exit",
    "EarlyExitLoadInvariantAddress": "early exit",
    "EarlyExitLoopWithStridedFaultOnlyFirstLoad": "early exit",
    "NoLatchEarlyExit": "early exit",
    "UnknownLatchExitCountEarlyExitLoop": "early exit",
    "NonReadOnlyEarlyExitLoop": "early exit",
    "WritesInEarlyExitLoop": "early exit",
    "PotentiallyFaultingEarlyExitLoop": "early exit",
    "RecurrencesInEarlyExitLoop": "early exit",
    "UnsafeOperationsEarlyExitLoop": "early exit",
    "NoConditionLoadForEarlyExitLoop": "early exit",
    "ConditionalUncountableExitLoad": "early exit",
    "CantVectorizeAliasWithCriticalUncountableExitLoad": "early exit",
    "CantVectorizeUnsafeDependencyForEELoopWithSideEffects": "early exit",
    "PotentiallyFaultingLoadsNotSupported": "early exit",
    # control flow
    "CFGNotUnderstood": "control flow",
    "LoopContainsSwitch": "control flow",
    "LoopContainsUnsupportedSwitch": "control flow",
    "LoopContainsUnsupportedTerminator": "control flow",
    "NoCFGForSelect": "control flow",
    "UnsupportedOuterLoop": "control flow",
    "UnsupportedPHIOuter": "control flow",
    # calls
    "CantVectorizeLibcall": "call",
    "CantVectorizeCall": "call",
    "CantVectorizeIntrinsic": "call",
    # instructions and accesses
    "CantVectorizeInstruction": "instruction",
    "CantVectorizeInstructionReturnType": "instruction",
    "CantVectorizeStore": "instruction",
    "NonSimpleLoad": "instruction",
    "NonSimpleStore": "instruction",
    "NonSimpleAccess": "instruction",
    "NonSimpleMemoryAccess": "instruction",
    "CantVectorizeNontemporal": "instruction",
    "CantVectorizeNontemporalLoad": "instruction",
    "CantVectorizeNontemporalStore": "instruction",
    "CantVectorizeStoreToLoopInvariantAddress": "invariant store",
    # phis: reductions, inductions, recurrences
    "NonReductionValueUsedOutsideLoop": "phi",
    "RecurrenceSinkConflict": "phi",
    "UnsupportedPhi": "phi",
    "NoInductionVariable": "phi",
    # optsize (and trip counts below 16, which LLVM treats alike): no
    # run-time checks, no scalar epilogue
    "CantVersionLoopWithOptForSize": "optsize",
    "NoTailLoopWithOptForSize": "optsize",
    # the cost model
    "VectorizationNotBeneficial": "not profitable",
    "InterleavingNotBeneficial": "not profitable",
    "InterleavingNotBeneficialAndDisabled": "not profitable",
    "InterleavingBeneficialButDisabled": "not profitable",
    "InterleavingAvoided": "not profitable",
    "ScalableVFUnfeasible": "not profitable",
    # hints
    "MissedExplicitlyDisabled": "disabled",
    "AllDisabled": "disabled",
    "FailedRequestedInterleaving": "disabled",
    "ScalableVectorizationDisabled": "disabled",
    # no reason given
    "MissedDetails": "unspecified",
}
# What a name not in the table falls to, by its words.
CATEGORY_PATTERNS = [
    (r"EarlyExit", "early exit"),
    (r"Uncountable|NumberOfIterations|TripCount", "uncountable"),
    (r"FP", "fp reorder"),
    (r"Dep\b|Dependen", "unsafe dependence"),
    (r"MemOps|RuntimeCheck|ArrayBounds|Alias", "memory checks"),
    (r"OptForSize", "optsize"),
    (r"Call|Intrinsic|Libcall", "call"),
    (r"Beneficial|Profitable|Cost", "not profitable"),
    (r"CFG|Switch|Exit|Latch|Loop", "control flow"),
    (r"Store|Load|Instruction|Type|Nontemporal|Simple", "instruction"),
    (r"Phi|Reduction|Recurrence|Induction", "phi"),
    (r"^CantVectorize", "instruction"),
]
# Categories of the cost model's refusals; the others are legality.
COST_CATEGORIES = {"not profitable"}


def category(name):
    """The category of a remark name or a lanes refusal kind."""
    if not name:
        return "unspecified"
    if name in CATEGORY:
        return CATEGORY[name]
    for pat, cat in CATEGORY_PATTERNS:
        if re.search(pat, name):
            return cat
    return "other"


def lanes_first_reason(row):
    """lanes' first reason for a loop it leaves scalar: the kind of its first
    refusal, else the cost model's (`VectorizationNotBeneficial`: no VF is
    cheaper per lane) or what its reason names."""
    if row.get("refusals"):
        return row["refusals"][0]["kind"]
    reason = row.get("reason") or ""
    if re.search(r"optsize|optimi[sz]e for size|minsize", reason):
        return "NoTailLoopWithOptForSize"
    if re.search(r"disabled|vectorize.width 1|vectorize.enable false", reason):
        return "MissedExplicitlyDisabled"
    if re.search(r"trip count (is )?(0|1)\b|single iteration", reason):
        return "SingleIterationLoop"
    return "VectorizationNotBeneficial"


def ir_loop_starts(text):
    """The start locations (line, column) of the loops of a module's text:
    the first `DILocation` of each `llvm.loop` node, as LLVM's
    `Loop::getStartLoc` takes it."""
    ids = set(re.findall(r"!llvm\.loop !(\d+)", text))
    nodes = dict(re.findall(r"^!(\d+) = (?:distinct )?(.*)$", text, re.M))
    starts = set()
    for i in ids:
        for op in re.findall(r"!(\d+)", nodes.get(i, ""))[1:]:
            m = re.match(r"!DILocation\(line: (\d+), column: (\d+)", nodes.get(op, ""))
            if m:
                starts.add((int(m.group(1)), int(m.group(2))))
                break
    return starts


def lv_remark(d):
    """Whether remark `d` is the loop vectorizer's: its pass, or an
    Analysis remark with no pass name, as LLVM writes the reasons of a loop
    whose hints force vectorization (`LoopVectorizeHints::
    vectorizeAnalysisPassName` is `AlwaysPrint` then)."""
    return d.get("Pass") == "loop-vectorize" or (d.get("Pass") == "" and d["kind"].startswith("Analysis"))


def llvm22_loops(yaml_text, loop_starts=()):
    """The loop verdicts of LLVM 22's loop-vectorize remarks, in order: a
    list of {function, loc, vectorized, vf, ic, names, reasons, first,
    legality} (`first` is None for a vectorized loop).

    A loop is named by its loop-level remarks (Passed `Vectorized` or
    `Interleaved`, Missed `MissedDetails`, `VectorizationNotBeneficial`...,
    at the loop's start location); the Analysis remarks before them in the
    same function (at an instruction's location or the loop's) are its
    reasons, except that one at a location of `loop_starts` (from
    `ir_loop_starts`), or one of LLVM 22's refusals after legality
    ("Auto-vectorization of ..."), is that loop's: LLVM 22 reports some
    refusals with an Analysis remark alone. `first` is the first Analysis remark's name, else the first
    Missed name other than `MissedDetails`, else `MissedDetails`; a refusal
    is for legality when `first`'s category is not the cost model's. An
    epilogue's `Vectorized` remark leaves the main loop's VF and IC."""
    loops, by_key, pending = [], {}, defaultdict(list)
    last = {}  # function -> key of its last loop

    def loop(fn, loc):
        key = (fn, loc)
        if key not in by_key:
            by_key[key] = {"function": fn, "loc": loc, "vectorized": None, "vf": 1, "ic": 1,
                           "interleaved": False, "analysis": [], "missed": [], "reasons": []}
            loops.append(by_key[key])
        last[fn] = key
        return by_key[key]

    for d in parse_remarks(yaml_text):
        if not lv_remark(d):
            continue
        fn, name, kind = d.get("Function"), d.get("Name"), d["kind"]
        msg = "".join(a[1] for a in d["args"])
        if kind.startswith("Analysis"):
            # LLVM 22's refusals in `processLoop` after legality has passed
            # ("Auto-vectorization of ...") are `reportVectorizationFailure`
            # without `emitRemarkWithHints`: no loop-level remark follows,
            # the remark is the loop's own.
            if d.get("loc") in loop_starts or msg.replace("loop not vectorized: ", "").startswith(
                    "Auto-vectorization of "):
                v = loop(fn, d.get("loc"))
                for n, m in pending.pop(fn, []):
                    v["analysis"].append(n)
                    v["reasons"].append(m)
                v["analysis"].append(name)
                v["reasons"].append(msg.replace("loop not vectorized: ", ""))
            else:
                pending[fn].append((name, msg.replace("loop not vectorized: ", "")))
            continue
        v = loop(fn, d.get("loc"))
        for n, m in pending.pop(fn, []):
            v["analysis"].append(n)
            v["reasons"].append(m)
        if kind == "Passed" and name == "Vectorized":
            if "epilogue" in msg and v["vectorized"]:
                continue
            v["vectorized"] = True
            vf = [a[1] for a in d["args"] if a[0] == "VectorizationFactor"]
            v["vf"] = int(vf[0]) if vf and vf[0].isdigit() else 0
            ic = [a[1] for a in d["args"] if a[0] == "InterleaveCount"]
            v["ic"] = int(ic[0]) if ic and ic[0].isdigit() else 1
        elif kind == "Passed" and name == "Interleaved":
            v["interleaved"] = True
            v["reasons"].append("interleaved only (VF 1)")
        elif kind == "Missed":
            v["missed"].append(name)
            if msg and msg != "loop not vectorized":
                v["reasons"].append(msg)
    # Analysis remarks no loop-level remark followed: the function's last
    # loop's when it has one, else a loop of their own.
    for fn, rest in pending.items():
        v = by_key[last[fn]] if fn in last else loop(fn, None)
        for n, m in rest:
            v["analysis"].append(n)
            v["reasons"].append(m)
    for v in loops:
        if v["vectorized"] is None:
            v["vectorized"] = False
        missed = [m for m in v["missed"] if m != "MissedDetails"]
        v["first"] = None if v["vectorized"] else (v["analysis"] or missed or v["missed"] or ["MissedDetails"])[0]
        v["names"] = v["analysis"] + v["missed"]
        v["legality"] = not v["vectorized"] and category(v["first"]) not in COST_CATEGORIES
    return loops


def verdict(vectorized, vf, ic=None):
    return f"VF {vf}" + (f" IC {ic}" if ic is not None else "") if vectorized else "no"


def compare22(pairs, where, stats, classes, examples):
    """Counts one file's pairs (LLVM 22 verdict, lanes row); `where(v)` names
    the loop for the examples."""
    def klass(key, v):
        classes[key] += 1
        examples.setdefault(key, where(v))

    for v, r in pairs:
        stats["matched"] += 1
        same = v["vectorized"] == r["vectorized"]
        stats["agree vectorize"] += same
        if v["vectorized"] and r["vectorized"]:
            stats["both vectorized"] += 1
            if v["vf"] != r["vf"]:
                klass(f"VF: LLVM 22 {v['vf']} / lanes {r['vf']}", v)
            else:
                stats["agree vf"] += 1
                ic = r.get("ic", 1)
                stats["agree ic"] += v["ic"] == ic
                if v["ic"] != ic:
                    klass(f"IC at the same VF: LLVM 22 {v['ic']} / lanes {ic}", v)
        elif not v["vectorized"] and not r["vectorized"]:
            stats["both refuse"] += 1
            mine = lanes_first_reason(r)
            c1, c2 = category(v["first"]), category(mine)
            stats["agree category"] += c1 == c2
            # LLVM reports every legality failure, in its own order.
            stats["category among llvm reasons"] += c2 in {category(n) for n in v["names"]} | {c1}
            if c1 != c2:
                klass(f"both refuse, reasons differ: LLVM 22 {v['first']} [{c1}] / lanes {mine} [{c2}]", v)
        elif r["vectorized"]:
            if v["legality"]:
                stats["lanes vectorizes, llvm legality"] += 1
                klass(f"lanes vectorizes, LLVM 22 refuses (legality): LLVM 22 {v['first']} "
                      f"[{category(v['first'])}] / lanes VF {r['vf']}", v)
            else:
                stats["lanes vectorizes, llvm cost"] += 1
                klass(f"lanes vectorizes, LLVM 22 refuses (cost): LLVM 22 {v['first']} / lanes VF {r['vf']}", v)
        else:
            mine = lanes_first_reason(r)
            klass(f"LLVM 22 vectorizes, lanes refuses: LLVM 22 VF {v['vf']} / lanes {mine} [{category(mine)}]", v)


def report22(stats, classes, examples, top=None):
    pct = (lambda x, y: f"{x}/{y} ({100.0 * x / y:.1f}%)" if y else f"{x}/0")
    m = stats["matched"]
    among = stats["category among llvm reasons"]
    print(f"agree on vectorize-or-not: {pct(stats['agree vectorize'], m)}")
    print(f"agree on VF where both vectorize: {pct(stats['agree vf'], stats['both vectorized'])}")
    print(f"agree on IC where the VF agrees: {pct(stats['agree ic'], stats['agree vf'])}")
    print(f"agree on the first reason's category where both refuse: "
          f"{pct(stats['agree category'], stats['both refuse'])}; lanes' first among LLVM 22's reasons: "
          f"{pct(among, stats['both refuse'])}")
    print(f"lanes vectorizes, LLVM 22 refuses for a legality reason: {stats['lanes vectorizes, llvm legality']}"
          f" (for the cost model's: {stats['lanes vectorizes, llvm cost']})")
    print("disagreement classes (LLVM 22's reason / lanes' reason), with an example:")
    for k, n in classes.most_common(top):
        print(f"  {n:5}  {k}\n         e.g. {examples[k]}")


def main():
    """`python3 scripts/corpus.py llvm22 [--opt PATH] [--mattr=...] FILE...`:
    LLVM 22's loop verdicts of each file, as JSON ({file: [loop...]}),
    read from its remarks by `llvm22_loops`."""
    import json
    import subprocess
    import sys
    import tempfile
    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("command", choices=["llvm22"])
    ap.add_argument("--opt", default=find_opt22())
    ap.add_argument("--mattr", action="append", default=[], help="opt's -mattr (e.g. +avx2)")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    out = {}
    for f in a.files:
        with tempfile.NamedTemporaryFile(suffix=".yaml") as tmp:
            r = subprocess.run(opt22_args(a.opt, f, "-passes=loop-vectorize") +
                               [f"-mattr={m}" for m in a.mattr] + ["-pass-remarks-output=" + tmp.name, f],
                               capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit(f"{a.opt} failed on {f}: {r.stderr[:500]}")
            loops = llvm22_loops(open(tmp.name).read(), ir_loop_starts(open(f, errors="replace").read()))
        for v in loops:
            v["category"] = category(v["first"]) if not v["vectorized"] else None
        out[f] = loops
    json.dump(out, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
