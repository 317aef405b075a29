#!/usr/bin/env python3
"""Compare `lanes report` with LLVM 14's loop vectorizer on the corpus.

For every .ll file, runs
  opt -passes=loop-vectorize -mattr=+avx2 -pass-remarks-output=R.yaml
(`-mtriple=x86_64-unknown-linux-gnu` when the file names no triple,
`-opaque-pointers` when it uses `ptr`), reads the loop-vectorize remarks
(Vectorized / Interleaved / MissedDetails and the Analysis reasons), and
`lanes report --format json` on the same files. Loops are matched per
function by source location when both sides have one, else in order when
both sides have the same number of innermost loops. Prints agreement on
vectorize-or-not, on VF and (where the VF agrees) on the interleave count,
and every disagreement with both reasons.

usage: scripts/compare_lv.py [--llvm 14|22] [--target avx2|avx512|sse2] [--lanes PATH] [--opt PATH] [-v] [DIR_OR_FILE...]

lanes runs with the matching `--target` (avx2, avx512, sse2), as opt runs
with `-mattr` (none for sse2: plain x86-64). `--llvm 22` compares
`lanes --llvm 22` with LLVM 22's `opt-22` (no `-opaque-pointers`) and
tallies apart the loops with an exit SCEV cannot count (those `lanes
--llvm 14` refuses as CantComputeNumberOfIterations): the early-exit loops.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import opt_args, parse_args, parse_remarks  # noqa: E402

OPT = "/usr/lib/llvm-14/bin/opt"
# --target: opt's features and the lanes target that stands for them (sse2:
# opt without -mattr, plain x86-64).
MATTR = {"avx2": ["-mattr=+avx2"], "avx512": ["-mattr=+avx512f"], "sse2": []}
LANES_TARGET = {"avx2": "avx2", "avx512": "avx512", "sse2": "sse2"}
TARGET = "avx2"
LLVM = "14"




def llvm_verdicts(path):
    args = opt_args(OPT, path, "-passes=loop-vectorize") + MATTR[TARGET]
    if LLVM != "14":
        args = [a for a in args if a != "-opaque-pointers"]
    with tempfile.NamedTemporaryFile(suffix=".yaml") as tmp:
        r = subprocess.run(args + ["-pass-remarks-output=" + tmp.name, path],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None
        docs = parse_remarks(open(tmp.name).read())
    loops = {}  # (function, loc) -> verdict
    order = []
    for d in docs:
        if d.get("Pass") != "loop-vectorize":
            continue
        key = (d.get("Function"), d.get("loc"))
        if key not in loops:
            loops[key] = {"vectorized": None, "vf": 1, "reasons": []}
            order.append(key)
        v = loops[key]
        name = d.get("Name")
        msg = "".join(a[1] for a in d["args"])
        if name == "Vectorized":
            v["vectorized"] = True
            vf = [a[1] for a in d["args"] if a[0] == "VectorizationFactor"]
            v["vf"] = int(vf[0]) if vf and vf[0].isdigit() else 0
            ic = [a[1] for a in d["args"] if a[0] == "InterleaveCount"]
            v["ic"] = int(ic[0]) if ic and ic[0].isdigit() else 1
        elif name == "Interleaved":
            v["vectorized"] = False
            v["reasons"].append("interleaved only (VF 1)")
        elif name in ("MissedDetails",) or d["kind"] == "Missed":
            if v["vectorized"] is None:
                v["vectorized"] = False
            if msg and msg != "loop not vectorized":
                v["reasons"].append(msg)
        elif d["kind"] == "Analysis":
            v["reasons"].append(msg.replace("loop not vectorized: ", ""))
    out = []
    for k in order:
        v = loops[k]
        if v["vectorized"] is None:
            v["vectorized"] = False
        out.append({"function": k[0], "loc": k[1], **v})
    return out


def ours(lanes, files, llvm=None):
    r = subprocess.run([lanes, "report", "--format", "json", "--target", LANES_TARGET[TARGET],
                        "--llvm", llvm or LLVM] + files,
                       capture_output=True, text=True)
    rows = json.loads(r.stdout)["result"]
    by_file = defaultdict(list)
    for row in rows:
        by_file[row["file"]].append(row)
    return by_file


def loc_of(row):
    """Where LLVM's remarks point for this loop (`start_loc`)."""
    loc = row.get("start_loc")
    if not loc:
        return None
    a, b = loc.split(":")
    return (int(a), int(b))


def match(llvm, mine):
    """Pairs (llvm verdict, our row) per function."""
    pairs = []
    by_fn = defaultdict(list)
    for v in llvm:
        by_fn[v["function"]].append(v)
    for fn, vs in by_fn.items():
        cands = [r for r in mine if r["function"] == fn and r["innermost"]]
        used = set()
        rest = []
        for v in vs:
            hit = None
            if v["loc"]:
                # The exact start location first, then the same line.
                for exact in (True, False):
                    for i, r in enumerate(cands):
                        loc = loc_of(r)
                        if i in used or not loc:
                            continue
                        if (loc == tuple(v["loc"])) if exact else (loc[0] == v["loc"][0]):
                            hit = i
                            break
                    if hit is not None:
                        break
            if hit is None:
                rest.append(v)
            else:
                used.add(hit)
                pairs.append((v, cands[hit]))
        left = [r for i, r in enumerate(cands) if i not in used]
        if rest and len(rest) == len(left):
            pairs += list(zip(rest, left))
    return pairs


def main():
    global OPT
    global TARGET
    global LLVM
    if "--llvm" in sys.argv:
        k = sys.argv.index("--llvm")
        LLVM = sys.argv[k + 1]
        del sys.argv[k:k + 2]
        if LLVM not in ("14", "22"):
            sys.exit("--llvm takes 14 or 22")
        if LLVM == "22" and "--opt" not in sys.argv:
            sys.argv[1:1] = ["--opt", "opt-22"]
    if "--target" in sys.argv:
        k = sys.argv.index("--target")
        TARGET = sys.argv[k + 1]
        del sys.argv[k:k + 2]
        if TARGET not in MATTR:
            sys.exit(f"--target takes one of {', '.join(MATTR)}")
    lanes, OPT, verbose, files = parse_args(__doc__)
    mine = ours(lanes, files)
    # The loops with an exit SCEV cannot count, by lanes' LLVM 14 answer.
    uncounted = set()
    if LLVM != "14":
        for f, rows in ours(lanes, files, "14").items():
            for r in rows:
                if any(x["kind"] == "CantComputeNumberOfIterations" for x in r["refusals"]):
                    uncounted.add((f, r["function"], r["loop"]))
    ee = Counter()
    stats = Counter()
    classes = Counter()
    ics = Counter()
    for f in files:
        llvm = llvm_verdicts(f)
        if llvm is None:
            stats["opt failed"] += 1
            continue
        pairs = match(llvm, mine.get(f, []))
        stats["llvm loops"] += len(llvm)
        stats["matched"] += len(pairs)
        for v, r in pairs:
            same = v["vectorized"] == r["vectorized"]
            if (f, r["function"], r["loop"]) in uncounted:
                ee["loops"] += 1
                ee["llvm vectorizes"] += v["vectorized"]
                ee["lanes vectorizes"] += r["vectorized"]
                ee["agree"] += same
                ee["agree vf"] += v["vectorized"] and r["vectorized"] and v["vf"] == r["vf"]
                ee["agree ic"] += (v["vectorized"] and r["vectorized"] and v["vf"] == r["vf"]
                                   and v.get("ic", 1) == r.get("ic", 1))
                ee["lanes only"] += r["vectorized"] and not v["vectorized"]
            stats["agree vectorize"] += same
            if v["vectorized"] and r["vectorized"]:
                stats["both vectorized"] += 1
                stats["agree vf"] += v["vf"] == r["vf"]
                if v["vf"] != r["vf"]:
                    classes[f"VF: llvm {v['vf']} vs lanes {r['vf']}"] += 1
                else:
                    stats["same vf"] += 1
                    stats["agree ic"] += v.get("ic", 1) == r.get("ic", 1)
                    if v.get("ic", 1) != r.get("ic", 1):
                        ics[f"IC: llvm {v.get('ic', 1)} vs lanes {r.get('ic', 1)}"] += 1
                        if verbose:
                            print(f"{os.path.relpath(f, '/work/shared/corpus')} @{v['function']} "
                                  f"{r['loop']}: VF {r['vf']}, llvm IC {v.get('ic', 1)} | "
                                  f"lanes IC {r.get('ic', 1)}")
            if not same:
                key = ("llvm vectorizes, lanes not: " + (r["reason"] or "")[:70]
                       if v["vectorized"] else
                       "lanes vectorizes, llvm not: " + "; ".join(v["reasons"])[:70])
                classes[key] += 1
            if verbose and (not same or v["vf"] != r["vf"]):
                print(f"{os.path.relpath(f, '/work/shared/corpus')} @{v['function']} {r['loop']}: "
                      f"llvm {'VF ' + str(v['vf']) if v['vectorized'] else 'no'} "
                      f"({'; '.join(v['reasons'])[:100]}) | lanes "
                      f"{'VF ' + str(r['vf']) if r['vectorized'] else 'no'} ({(r['reason'] or '')[:100]})")
    m = stats["matched"]
    print(f"files: {len(files)}, LLVM loop verdicts: {stats['llvm loops']}, matched: {m}")
    if m:
        print(f"agree on vectorize-or-not: {stats['agree vectorize']}/{m} "
              f"({100.0 * stats['agree vectorize'] / m:.1f}%)")
    b = stats["both vectorized"]
    if b:
        print(f"agree on VF where both vectorize: {stats['agree vf']}/{b} "
              f"({100.0 * stats['agree vf'] / b:.1f}%)")
    sv = stats["same vf"]
    if sv:
        print(f"agree on the interleave count where the VF agrees: {stats['agree ic']}/{sv} "
              f"({100.0 * stats['agree ic'] / sv:.1f}%)")
        for k, n in ics.most_common():
            print(f"  {n:4}  {k}")
    if stats["opt failed"]:
        print(f"opt failed on {stats['opt failed']} files")
    if LLVM != "14":
        print(f"loops with an uncountable exit: {ee['loops']}; LLVM vectorizes {ee['llvm vectorizes']}, "
              f"lanes {ee['lanes vectorizes']}; agree on vectorize-or-not {ee['agree']}, "
              f"on the VF where LLVM vectorizes {ee['agree vf']}/{ee['llvm vectorizes']}, "
              f"on VF and IC {ee['agree ic']}; lanes vectorizes where LLVM does not: {ee['lanes only']}")
    print("disagreement classes:")
    for k, n in classes.most_common():
        print(f"  {n:4}  {k}")


if __name__ == "__main__":
    main()
