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

usage: scripts/compare_lv.py [--llvm 14|22] [--half tune|holdout|all] [--target avx2|avx512|sse2]
                             [--lanes PATH] [--opt PATH] [--json FILE] [-v] [DIR_OR_FILE...]

lanes runs with the matching `--target` (avx2, avx512, sse2), as opt runs
with `-mattr` (none for sse2: plain x86-64).

`--llvm 22` compares with LLVM 22's `opt-22` (the `--opt` default) on the
modern corpus that scripts/gcc_vect_22.sh writes (default
$GCC_VECT_22 or /tmp/gcc-vect-22). lanes gets `--llvm 22` when its
`report --help` lists the option. A loop's LLVM verdict gathers its
Analysis remarks (at the instruction or the loop) with the loop-level
remarks after them; besides vectorize-or-not, VF and IC it compares the
category of the first reason where both refuse (scripts/corpus.py
`CATEGORY`: LLVM's remark name, lanes' `refusals[].kind`), counts the
loops lanes vectorizes where LLVM refuses for a legality reason (any
category but the cost model's), and breaks the disagreements down by
LLVM 22's reason / lanes' reason with an example each. `--json FILE`
writes the figures and the classes.

`--half` keeps the files of one half (scripts/corpus.py `half_of`, a hash
of the file name): `tune` to develop against, `holdout` to measure.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import (category, compare22, find_opt22, half_of, ir_loop_starts, lv_remark,  # noqa: E402
                    lanes_first_reason, llvm22_loops, opt22_args, opt_args, parse_args, parse_remarks, report22, verdict)

OPT = "/usr/lib/llvm-14/bin/opt"
# --target: opt's features and the lanes target that stands for them (sse2:
# opt without -mattr, plain x86-64).
MATTR = {"avx2": ["-mattr=+avx2"], "avx512": ["-mattr=+avx512f"], "sse2": []}
LANES_TARGET = {"avx2": "avx2", "avx512": "avx512", "sse2": "sse2"}
TARGET = "avx2"




def llvm_verdicts(path, first_reasons=None):
    """LLVM 14's loop verdicts of `path`; when `first_reasons` is a list, the
    same remarks read per loop as `llvm22_loops` reads them (the first
    reason of each refusal) are appended to it."""
    args = opt_args(OPT, path, "-passes=loop-vectorize") + MATTR[TARGET]
    # A directory, not a file: `opt` removes its remarks file when it fails.
    with tempfile.TemporaryDirectory() as tmp:
        yaml = os.path.join(tmp, "r.yaml")
        r = subprocess.run(args + ["-pass-remarks-output=" + yaml, path],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None
        text = open(yaml).read()
        docs = parse_remarks(text)
    if first_reasons is not None:
        first_reasons += llvm22_loops(text, ir_loop_starts(open(path, errors="replace").read()))
    loops = {}  # (function, loc) -> verdict
    order = []
    for d in docs:
        if not lv_remark(d):
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


def ours(lanes, files):
    r = subprocess.run([lanes, "report", "--format", "json", "--target", LANES_TARGET[TARGET]] + files,
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


def pop_option(name, choices, default):
    """`name VALUE` taken out of sys.argv (before the common arguments are
    parsed), checked against `choices`."""
    if name not in sys.argv:
        return default
    k = sys.argv.index(name)
    if k + 1 >= len(sys.argv) or sys.argv[k + 1] not in choices:
        sys.exit(f"{name} takes one of {', '.join(choices)}")
    value = sys.argv[k + 1]
    del sys.argv[k:k + 2]
    return value


def main():
    global OPT
    global TARGET
    TARGET = pop_option("--target", list(MATTR), TARGET)
    llvm = pop_option("--llvm", ["14", "22"], "14")
    half = pop_option("--half", ["tune", "holdout", "all"], "all")
    json_out = None
    if "--json" in sys.argv:
        k = sys.argv.index("--json")
        json_out = sys.argv[k + 1]
        del sys.argv[k:k + 2]
    if llvm == "22":
        return main22(half, json_out)
    lanes, OPT, verbose, files = parse_args(__doc__)
    if half != "all":
        files = [f for f in files if half_of(f) == half]
    mine = ours(lanes, files)
    stats = Counter()
    classes = Counter()
    ics = Counter()
    cats = Counter()
    for f in files:
        firsts = []
        llvm = llvm_verdicts(f, firsts)
        if llvm is None:
            stats["opt failed"] += 1
            continue
        # The first reason's category where both refuse (loops matched as
        # below, LLVM's remarks grouped per loop as for LLVM 22).
        for v, r in match(firsts, mine.get(f, [])):
            if not v["vectorized"] and not r["vectorized"]:
                c1, c2 = category(v["first"]), category(lanes_first_reason(r))
                stats["both refuse"] += 1
                stats["agree category"] += c1 == c2
                if c1 != c2:
                    cats[f"LLVM 14 {v['first']} [{c1}] / lanes {lanes_first_reason(r)} [{c2}]"] += 1
                    if verbose:
                        print(f"{os.path.relpath(f, '/work/shared/corpus')} @{v['function']} {r['loop']}: "
                              f"category: LLVM 14 {v['first']} ({'; '.join(v['reasons'])[:100]}) | "
                              f"lanes {lanes_first_reason(r)} ({(r['reason'] or '')[:100]})")
        pairs = match(llvm, mine.get(f, []))
        stats["llvm loops"] += len(llvm)
        stats["matched"] += len(pairs)
        for v, r in pairs:
            same = v["vectorized"] == r["vectorized"]
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
    print("disagreement classes:")
    for k, n in classes.most_common():
        print(f"  {n:4}  {k}")
    br = stats["both refuse"]
    if br:
        print(f"agree on the first reason's category where both refuse: {stats['agree category']}/{br} "
              f"({100.0 * stats['agree category'] / br:.1f}%)")
        for k, n in cats.most_common():
            print(f"  {n:4}  {k}")


# --- LLVM 22 -------------------------------------------------------------

GCC_VECT_22 = os.environ.get("GCC_VECT_22", "/tmp/gcc-vect-22")


def lanes_takes_llvm(lanes):
    """Whether `lanes report` has an `--llvm` option."""
    r = subprocess.run([lanes, "report", "--help"], capture_output=True, text=True)
    return re.search(r"^\s*--llvm\b", r.stdout, re.M) is not None


def ours22(lanes, files):
    extra = ["--llvm", "22"] if lanes_takes_llvm(lanes) else []
    r = subprocess.run([lanes, "report", "--format", "json", "--target", LANES_TARGET[TARGET]] + extra +
                       files, capture_output=True, text=True)
    rows = json.loads(r.stdout)["result"]
    by_file = defaultdict(list)
    for row in rows:
        by_file[row["file"]].append(row)
    return by_file, extra


def llvm22_verdicts(opt, path):
    args = opt22_args(opt, path, "-passes=loop-vectorize") + MATTR[TARGET]
    with tempfile.NamedTemporaryFile(suffix=".yaml") as tmp:
        r = subprocess.run(args + ["-pass-remarks-output=" + tmp.name, path],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return None
        return llvm22_loops(open(tmp.name).read(), ir_loop_starts(open(path, errors="replace").read()))


def main22(half, json_out):
    global OPT
    lanes, OPT, verbose, files = parse_args(__doc__, opt_default=find_opt22(), default=[GCC_VECT_22])
    if not files:
        sys.exit(f"no .ll files: run `sh scripts/gcc_vect_22.sh {GCC_VECT_22}` "
                 "(or name the files; GCC_VECT_22 sets the default directory)")
    if half != "all":
        files = [f for f in files if half_of(f) == half]
    if not shutil.which(OPT):
        sys.exit(f"{OPT} not found: sh scripts/setup-llvm22.sh")
    mine, extra = ours22(lanes, files)
    stats, classes, examples = Counter(), Counter(), {}
    for f in files:
        llvm = llvm22_verdicts(OPT, f)
        if llvm is None:
            stats["opt failed"] += 1
            continue
        pairs = match(llvm, mine.get(f, []))
        stats["llvm loops"] += len(llvm)
        name = os.path.basename(f)
        compare22(pairs, lambda v: f"{name}:{v['function']}", stats, classes, examples)
        if verbose:
            for v, r in pairs:
                if v["vectorized"] and r["vectorized"] and v["vf"] == r["vf"] and v["ic"] != r.get("ic", 1):
                    print(f"{name} @{v['function']} {r['loop']}: LLVM 22 "
                          f"{verdict(True, v['vf'], v['ic'])} | lanes {verdict(True, r['vf'], r.get('ic', 1))} "
                          f"(cost {r.get('cost')}, trip count {r.get('trip_count')})")
                elif v["vectorized"] != r["vectorized"] or v["vf"] != r["vf"] or (
                        not v["vectorized"] and category(v["first"]) != category(lanes_first_reason(r))):
                    print(f"{name} @{v['function']} {r['loop']}: LLVM 22 "
                          f"{verdict(v['vectorized'], v['vf'])} ({v['first']}: {'; '.join(v['reasons'])[:100]}) | "
                          f"lanes {verdict(r['vectorized'], r['vf'])} "
                          f"({lanes_first_reason(r) if not r['vectorized'] else ''}: {(r['reason'] or '')[:100]})")
    print(f"LLVM 22 ({OPT} {' '.join(MATTR[TARGET]) or 'x86-64 default'}), lanes --target "
          f"{LANES_TARGET[TARGET]} {' '.join(extra)}; half: {half}")
    print(f"files: {len(files)}, LLVM loop verdicts: {stats['llvm loops']}, matched: {stats['matched']}")
    if stats["opt failed"]:
        print(f"opt failed on {stats['opt failed']} files")
    report22(stats, classes, examples)
    if json_out:
        with open(json_out, "w") as fh:
            json.dump({"llvm": 22, "target": TARGET, "half": half, "files": len(files), "stats": dict(stats),
                       "classes": [{"class": k, "count": n, "example": examples[k]}
                                   for k, n in classes.most_common()]}, fh, indent=1)


if __name__ == "__main__":
    main()
