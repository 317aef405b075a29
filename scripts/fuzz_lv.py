#!/usr/bin/env python3
"""Differential testing of `lanes report` against LLVM 14's loop vectorizer
on generated loops (scripts/gen_loops.py).

Generates N functions (one loop or a small nest each) under a seed, batches
them into modules of K functions, and runs on every module
  opt -passes=loop-vectorize [-mattr=...] -pass-remarks-output=R.yaml
and `lanes report --format json --target T`. A function holds one
innermost loop, so loops are matched by function. Prints agreement on
vectorize-or-not, on the VF where both vectorize and on the interleave
count where the VF agrees, and the disagreement classes with counts.

Targets: `avx2` (opt -mattr=+avx2, lanes avx2), `avx512` (opt
-mattr=+avx512f, lanes avx512), `sse2` (opt without -mattr: plain x86-64,
SSE2; lanes sse2).

The class that matters most is "lanes vectorizes, LLVM refuses for a
legality reason": an Analysis remark other than the cost model's, or a
Missed remark with no Analysis remark and no cost-model name. Each such
loop is printed with both reasons; `--keep DIR` saves each as a
standalone module DIR/<class>-<function>.ll. With `--llvm 22`, `-v` also
lists the loops whose IC differs at the same VF, and `--keep` saves them
as DIR/ic-llvm22-N-lanes-M-<function>.ll.

usage: scripts/fuzz_lv.py [--llvm 14|22] [--count N] [--seed S] [--target avx2|sse2|avx512]
         [--keep DIR] [--per-module K] [--jobs J] [--lanes PATH] [--opt PATH]
         [--json FILE] [-v]
       scripts/fuzz_lv.py --modules DIR [--lanes-reports] ...
         compare modules written by gen_loops.py; with --lanes-reports the
         lanes side is read from MODULE.lanes.json instead of running lanes.

`--llvm 22` judges the loops with LLVM 22 (`opt-22`, the `--opt` default;
modules checked with `llvm-as-22`). Each generated module is first written
in LLVM 22's own form (`opt-22 -S`, no pass: opaque pointers, `memory(...)`
attributes), which both lanes and opt read (`--as-generated` keeps the
generator's typed-pointer text). lanes gets `--llvm 22` when its `report
--help` lists the option. LLVM's remarks are read per loop as
`compare_lv.py --llvm 22` reads them (scripts/corpus.py `llvm22_loops`);
the figures add the first reason's category where both refuse, and the
disagreement classes are LLVM 22's reason / lanes' reason with an example.
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
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_loops  # noqa: E402
from corpus import (compare22, find_opt22, lanes_first_reason, llvm22_loops, lv_remark, parse_remarks,  # noqa: E402
                    report22)

OPT = "/usr/lib/llvm-14/bin/opt"
TARGETS = {
    "avx2": (["-mattr=+avx2"], "avx2"),
    "sse2": ([], "sse2"),
    "avx512": (["-mattr=+avx512f"], "avx512"),
}
# Refusals of LoopVectorizationPlanner / the cost model, not of legality.
COST_NAMES = {
    "VectorizationNotBeneficial",
    "InterleavingNotBeneficial",
    "InterleavingNotBeneficialAndDisabled",
    "InterleavingBeneficialButDisabled",
    "InterleavingAvoided",
}


def llvm_verdicts(yaml_text):
    """function -> {vectorized, vf, ic, reasons, legality, names}."""
    out = {}
    for d in parse_remarks(yaml_text):
        if not lv_remark(d):
            continue
        v = out.setdefault(d.get("Function"), {"vectorized": None, "vf": 1, "ic": 1, "reasons": [],
                                               "analysis": [], "missed": [], "interleaved": False})
        name = d.get("Name")
        msg = "".join(a[1] for a in d["args"])
        if name == "Vectorized":
            v["vectorized"] = True
            vf = [a[1] for a in d["args"] if a[0] == "VectorizationFactor"]
            v["vf"] = int(vf[0]) if vf and vf[0].isdigit() else 0
            ic = [a[1] for a in d["args"] if a[0] == "InterleaveCount"]
            v["ic"] = int(ic[0]) if ic and ic[0].isdigit() else 1
        elif name == "Interleaved":
            v["interleaved"] = True
            v["reasons"].append("interleaved only (VF 1)")
        elif d["kind"] == "Missed":
            v["missed"].append(name)
            if msg and msg != "loop not vectorized":
                v["reasons"].append(msg)
        elif d["kind"].startswith("Analysis"):
            v["analysis"].append(name)
            v["reasons"].append(msg.replace("loop not vectorized: ", ""))
    for v in out.values():
        if v["vectorized"] is None:
            v["vectorized"] = False
        legal = [a for a in v["analysis"] if a not in COST_NAMES]
        cost = v["interleaved"] or any(m in COST_NAMES for m in v["missed"])
        v["legality"] = not v["vectorized"] and (bool(legal) or not cost)
    return out


def norm(reason):
    """A reason without its instruction text and numbers: the class key."""
    r = re.sub(r"`[^`]*`", "`…`", reason or "")
    r = re.sub(r"%[\w.]+", "%…", r)
    r = re.sub(r"\d+(\.\d+)?", "N", r)
    return r[:110]


def run_opt(opt, mattr, path):
    with tempfile.NamedTemporaryFile(suffix=".yaml") as tmp:
        r = subprocess.run([opt, "-passes=loop-vectorize", "-disable-output"] + mattr +
                           ["-pass-remarks-output=" + tmp.name, path], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"opt failed on {path}: {r.stderr[:500]}")
        return llvm_verdicts(open(tmp.name).read())


def run_opt22(opt, mattr, path):
    """function -> LLVM 22's verdict of its loop (the function's loops
    listed under `all` when it has several)."""
    with tempfile.NamedTemporaryFile(suffix=".yaml") as tmp:
        r = subprocess.run([opt, "-passes=loop-vectorize", "-disable-output"] + mattr +
                           ["-pass-remarks-output=" + tmp.name, path], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"opt failed on {path}: {r.stderr[:500]}")
        out = {}
        for v in llvm22_loops(open(tmp.name).read()):
            out.setdefault(v["function"], []).append(v)
        return out


def modernize(opt, path):
    """Rewrites `path` in LLVM 22's own text (`opt -S`, no pass)."""
    r = subprocess.run([opt, "-S", "-o", path, path], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"opt -S failed on {path}: {r.stderr[:500]}")


def lanes_takes_llvm(lanes):
    """Whether `lanes report` has an `--llvm` option."""
    r = subprocess.run([lanes, "report", "--help"], capture_output=True, text=True)
    return re.search(r"^\s*--llvm\b", r.stdout, re.M) is not None


def compare_22(llvm, mine, funcs, where, stats, classes, examples, legality, verbose, ics=None):
    """As `compare`, for LLVM 22's verdicts (scripts/corpus.py `compare22`);
    `ics` gathers the loops whose IC differs at the same VF."""
    for name, text in funcs.items():
        vs = llvm.get(name, [])
        rows = mine.get(name, [])
        if len(vs) != 1 or len(rows) != 1:
            stats["unmatched"] += 1
            classes[f"unmatched: llvm {len(vs)} loops, lanes {len(rows)} loops"] += 1
            examples.setdefault(f"unmatched: llvm {len(vs)} loops, lanes {len(rows)} loops", where(name))
            continue
        v, r = vs[0], rows[0]
        compare22([(v, r)], lambda v: where(v["function"]), stats, classes, examples)
        if r["vectorized"] and not v["vectorized"] and v["legality"]:
            body = text[0] if isinstance(text, tuple) else text
            feats = re.match(r"; features: (.*)", body)
            legality.append({"function": name, "where": where(name),
                             "class": "LEGALITY lanes vectorizes, llvm refuses: " + v["first"],
                             "llvm": f"{v['first']}: " + "; ".join(v["reasons"]),
                             "lanes": f"VF {r['vf']} IC {r.get('ic', 1)}: {r['reason']}",
                             "features": feats.group(1).split() if feats else [],
                             "text": text})
        if ics is not None and v["vectorized"] and r["vectorized"] and v["vf"] == r["vf"] \
                and v["ic"] != r.get("ic", 1):
            body = text[0] if isinstance(text, tuple) else text
            feats = re.match(r"; features: (.*)", body)
            ics.append({"function": name, "where": where(name),
                        "slug": f"ic-llvm22-{v['ic']}-lanes-{r.get('ic', 1)}",
                        "llvm": f"VF {v['vf']} IC {v['ic']}",
                        "lanes": f"VF {r['vf']} IC {r.get('ic', 1)}: cost {r.get('cost')}, "
                                 f"trip count {r.get('trip_count')}",
                        "features": feats.group(1).split() if feats else [],
                        "text": text})
        if verbose and (v["vectorized"] != r["vectorized"] or v["vf"] != r["vf"]):
            print(f"  {where(name)}: llvm {'VF ' + str(v['vf']) if v['vectorized'] else 'no'} "
                  f"({v['first']}: {'; '.join(v['reasons'])[:100]}) | lanes "
                  f"{'VF ' + str(r['vf']) if r['vectorized'] else 'no'} "
                  f"({'' if r['vectorized'] else lanes_first_reason(r)}: {(r['reason'] or '')[:100]})")
        elif verbose and not v["vectorized"] and not r["vectorized"] and v["first"] != lanes_first_reason(r):
            print(f"  {where(name)}: both refuse, first reasons differ: llvm {v['first']} | lanes "
                  f"{lanes_first_reason(r)}: {(r['reason'] or '')[:100]}")


def run_lanes(lanes, target, path, reports, extra=()):
    if reports:
        rows = json.load(open(path + ".lanes.json"))["result"]
    else:
        r = subprocess.run([lanes, "report", "--format", "json", "--target", target, *extra, path],
                           capture_output=True, text=True)
        try:
            rows = json.loads(r.stdout)["result"]
        except ValueError:
            raise RuntimeError(f"lanes failed on {path}: exit {r.returncode}: {r.stderr[:500]}")
    out = defaultdict(list)
    for row in rows:
        if row.get("innermost"):
            out[row["function"]].append(row)
    return out


def compare(llvm, mine, funcs, stats, classes, ics, legality, verbose):
    for name, text in funcs.items():
        v = llvm.get(name)
        rows = mine.get(name, [])
        if v is None or len(rows) != 1:
            stats["unmatched"] += 1
            classes[f"unmatched: llvm {'none' if v is None else 'yes'}, lanes {len(rows)} loops"] += 1
            continue
        r = rows[0]
        stats["matched"] += 1
        same = v["vectorized"] == r["vectorized"]
        stats["agree vectorize"] += same
        if v["vectorized"] and r["vectorized"]:
            stats["both vectorized"] += 1
            if v["vf"] != r["vf"]:
                classes[f"VF: llvm {v['vf']} vs lanes {r['vf']}"] += 1
            else:
                stats["agree vf"] += 1
                stats["agree ic"] += v["ic"] == r.get("ic", 1)
                if v["ic"] != r.get("ic", 1):
                    ics[f"IC: llvm {v['ic']} vs lanes {r.get('ic', 1)}"] += 1
        if same:
            continue
        if v["vectorized"]:
            key = "llvm vectorizes, lanes refuses: " + norm(r["reason"])
        elif v["legality"]:
            key = "LEGALITY lanes vectorizes, llvm refuses: " + norm("; ".join(v["reasons"]) or
                                                                     "Missed with no analysis")
            body = text[0] if isinstance(text, tuple) else text
            feats = re.match(r"; features: (.*)", body)
            legality.append({"function": name, "class": key, "llvm": "; ".join(v["reasons"]),
                             "lanes": f"VF {r['vf']} IC {r.get('ic', 1)}: {r['reason']}",
                             "features": feats.group(1).split() if feats else [],
                             "text": text})
        else:
            key = "cost: lanes vectorizes, llvm refuses: " + norm("; ".join(v["reasons"]))
        classes[key] += 1
        if verbose:
            print(f"  @{name}: llvm {'VF ' + str(v['vf']) if v['vectorized'] else 'no'} "
                  f"({'; '.join(v['reasons'])[:100]}) | lanes "
                  f"{'VF ' + str(r['vf']) if r['vectorized'] else 'no'} ({(r['reason'] or '')[:100]})")


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")[:60]


def make_jobs(a, work, gstats):
    """The modules to judge: `--modules DIR`'s files, else generated ones
    written to `work`; each with its functions (path, {function: text})."""
    jobs = []
    if a.modules:
        for f in sorted(os.listdir(a.modules)):
            if f.endswith(".ll"):
                p = os.path.join(a.modules, f)
                text = open(p).read()
                funcs = {}
                for m in re.finditer(r"^define void @(\w+)\(.*?^}\n", text, re.M | re.S):
                    funcs[m.group(1)] = m.group(0)
                jobs.append((p, funcs))
    else:
        for k, funcs in enumerate(gen_loops.batches(a.seed, a.count, a.per_module, a.llvm_as, gstats)):
            p = os.path.join(work, f"gen_{a.seed}_{k:04}.ll")
            with open(p, "w") as f:
                f.write(gen_loops.module(funcs))
            jobs.append((p, {fn[0]: (fn[1], fn[2]) for fn in funcs}))
    return jobs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llvm", choices=["14", "22"], default="14", help="the LLVM to compare with")
    ap.add_argument("--as-generated", action="store_true",
                    help="with --llvm 22: read the generator's text, not LLVM 22's form of it")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", choices=sorted(TARGETS), default="avx2")
    ap.add_argument("--keep", help="save the legality cases here")
    ap.add_argument("--per-module", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--lanes", default="target/release/lanes")
    ap.add_argument("--opt", help=f"LLVM's opt (default {OPT}; with --llvm 22, opt-22)")
    ap.add_argument("--llvm-as", help=f"the generator's check (default {gen_loops.LLVM_AS}; with --llvm 22, llvm-as-22)")
    ap.add_argument("--modules", help="compare the modules of this directory instead of generating")
    ap.add_argument("--lanes-reports", action="store_true",
                    help="with --modules: read MODULE.lanes.json instead of running lanes")
    ap.add_argument("--json", help="write the figures and the legality cases here")
    ap.add_argument("-v", dest="verbose", action="store_true", help="list every disagreement")
    a = ap.parse_args()
    if a.opt is None:
        a.opt = find_opt22() if a.llvm == "22" else OPT
    if a.llvm_as is None:
        a.llvm_as = (shutil.which("llvm-as-22") or "/usr/lib/llvm-22/bin/llvm-as") if a.llvm == "22" \
            else gen_loops.LLVM_AS
    mattr, lanes_target = TARGETS[a.target]
    if a.llvm == "22":
        return main22(a, mattr, lanes_target)
    t0 = time.time()
    gstats = {}
    work = tempfile.mkdtemp(prefix="fuzz_lv.")
    jobs = make_jobs(a, work, gstats)
    t1 = time.time()

    def one(job):
        p, _ = job
        return run_opt(a.opt, mattr, p), run_lanes(a.lanes, lanes_target, p, a.lanes_reports)

    stats, classes, ics, legality = Counter(), Counter(), Counter(), []
    with ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for (p, funcs), (llvm, mine) in zip(jobs, ex.map(one, jobs)):
            stats["functions"] += len(funcs)
            compare(llvm, mine, funcs, stats, classes, ics, legality, a.verbose)
    t2 = time.time()
    m = stats["matched"]
    pct = (lambda x, y: f"{x}/{y} ({100.0 * x / y:.1f}%)" if y else f"{x}/0")
    print(f"target: {a.target} (opt {' '.join(mattr) or 'x86-64 default'}, lanes --target {lanes_target})")
    print(f"seed {a.seed}: functions {stats['functions']} in {len(jobs)} modules, "
          f"rejected by llvm-as and regenerated {gstats.get('rejected', 0)}; "
          f"generation {t1 - t0:.1f}s, opt+lanes {t2 - t1:.1f}s")
    print(f"matched loops: {m}, unmatched: {stats['unmatched']}")
    print(f"agree on vectorize-or-not: {pct(stats['agree vectorize'], m)}")
    print(f"agree on VF where both vectorize: {pct(stats['agree vf'], stats['both vectorized'])}")
    print(f"agree on IC where the VF agrees: {pct(stats['agree ic'], stats['agree vf'])}")
    for k, n in ics.most_common(10):
        print(f"  {n:5}  {k}")
    print(f"lanes vectorizes, LLVM refuses for a legality reason: {len(legality)}")
    print("disagreement classes:")
    for k, n in classes.most_common():
        print(f"  {n:5}  {k}")
    if legality:
        print("legality cases:")
    for c in legality:
        print(f"  @{c['function']}: llvm: {c['llvm'][:140]}\n      lanes: {c['lanes'][:140]}"
              f"\n      features: {' '.join(c['features'])}")
    if a.keep:
        keep_cases(a.keep, legality, jobs)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"stats": dict(stats), "classes": dict(classes),
                       "legality": [{k: v for k, v in c.items() if k != "text"} for c in legality]},
                      f, indent=1)


def keep_cases(keep, legality, jobs, what="legality cases"):
    """Saves each case as a standalone module KEEP/<class>-<function>.ll."""
    os.makedirs(keep, exist_ok=True)
    for c in legality:
        text, decls = c["text"] if isinstance(c["text"], tuple) else (c["text"], None)
        if decls is None:
            body = text
            decls = {}
            src = open(next(p for p, fs in jobs if c["function"] in fs)).read()
            for ln in src.splitlines():
                mm = re.match(r"^declare .*?@([\w.]+)\(", ln)
                if mm and "@" + mm.group(1) + "(" in body:
                    decls[mm.group(1)] = ln
        fn = [(c["function"], text, decls, set())]
        name = c["slug"] if "slug" in c else slug(c["class"][41:])
        path = os.path.join(keep, f"{name}-{c['function']}.ll")
        with open(path, "w") as f:
            f.write(f"; llvm: {c['llvm']}\n; lanes: {c['lanes']}\n")
            f.write(gen_loops.module(fn))
    print(f"kept {len(legality)} {what} in {keep}")


def main22(a, mattr, lanes_target):
    """`--llvm 22`: generate (or read), write in LLVM 22's form, judge."""
    if not shutil.which(a.opt):
        sys.exit(f"{a.opt} not found: sh scripts/setup-llvm22.sh")
    extra = ["--llvm", "22"] if not a.lanes_reports and lanes_takes_llvm(a.lanes) else []
    t0 = time.time()
    gstats = {}
    work = tempfile.mkdtemp(prefix="fuzz_lv22.")
    jobs = make_jobs(a, work, gstats)
    t1 = time.time()

    def one(job):
        p, _ = job
        if not a.as_generated and not a.modules:
            modernize(a.opt, p)
        return run_opt22(a.opt, mattr, p), run_lanes(a.lanes, lanes_target, p, a.lanes_reports, extra)

    stats, classes, examples, legality, ics = Counter(), Counter(), {}, [], []
    with ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for (p, funcs), (llvm, mine) in zip(jobs, ex.map(one, jobs)):
            stats["functions"] += len(funcs)
            base = os.path.basename(p)
            compare_22(llvm, mine, funcs, lambda fn: f"{base}:{fn}", stats, classes, examples, legality,
                       a.verbose, ics)
    t2 = time.time()
    print(f"LLVM 22 ({a.opt} {' '.join(mattr) or 'x86-64 default'}), lanes --target {lanes_target} "
          f"{' '.join(extra)}; IR: {'as generated' if a.as_generated else 'LLVM 22 form (opt -S)'}")
    print(f"seed {a.seed}: functions {stats['functions']} in {len(jobs)} modules, "
          f"rejected by {os.path.basename(a.llvm_as)} and regenerated {gstats.get('rejected', 0)}; "
          f"generation {t1 - t0:.1f}s, opt+lanes {t2 - t1:.1f}s")
    print(f"matched loops: {stats['matched']}, unmatched: {stats['unmatched']}")
    report22(stats, classes, examples, top=None)
    if legality:
        print("legality cases:")
    for c in legality:
        print(f"  {c['where']}: llvm: {c['llvm'][:140]}\n      lanes: {c['lanes'][:140]}"
              f"\n      features: {' '.join(c['features'])}")
    if a.verbose and ics:
        print("IC differs at the same VF:")
        for c in ics:
            print(f"  {c['where']}: llvm {c['llvm']} | lanes {c['lanes']}\n      features: {' '.join(c['features'])}")
    if a.keep:
        keep_cases(a.keep, legality, jobs)
        keep_cases(a.keep, ics, jobs, "IC disagreements")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"llvm": 22, "target": a.target, "seed": a.seed, "stats": dict(stats),
                       "classes": [{"class": k, "count": n, "example": examples[k]}
                                   for k, n in classes.most_common()],
                       "legality": [{k: v for k, v in c.items() if k != "text"} for c in legality]},
                      f, indent=1)


if __name__ == "__main__":
    main()
