#!/usr/bin/env python3
"""Compare `lanes deps` with LLVM 14's LoopAccessAnalysis on the corpus.

For every .ll file, runs
  opt -passes=print-access-info -disable-output
(`-mtriple=x86_64-unknown-linux-gnu` when the file names no triple,
`-opaque-pointers` when it uses `ptr`) and reads one LAA verdict per loop:
"Memory dependences are safe [with a maximum dependence distance of N
bytes] [with run-time checks]", or a `Report:` line. LAA also prints outer
loops ("loop is not the innermost loop"); those are counted and skipped.
Loops where LAA gives up before the dependence analysis (trip count,
instructions it cannot vectorize, volatile accesses, array bounds, ...)
are counted by reason and not compared.

The lanes side: `lanes report --format json FILES` lists the loops, then
`lanes deps FILE --func F --loop PATH --format json` gives the verdict of
every innermost loop. Loops are matched per function by header label;
LAA prints an empty label for unnamed (numbered) headers, which are
matched in order (LAA's is LoopInfo's, nearly always program order) when
both sides have the same number of them in the function.

Verdicts: safe (LAA's "safe with run-time checks" counts as safe; lanes'
`safe`, run-time-checked pairs aside) or unsafe; for loops both call safe,
the max safe dependence distance (LAA's `MaxSafeDepDistBytes`, lanes'
`max_safe_dist_bytes`; unbounded on both sides counts as equal). Prints
the table of outcomes, disagreement classes, and with -v every
disagreement with both sides' reasons (LAA's report line and unsafe
dependences, lanes' unsafe dependences with their notes). Also, for
information: whether lanes' legality (`lanes report`) refuses the loops
LAA gives up on with the same text, and, for loops both call safe,
whether both need run-time checks (-v lists the ones that differ).

usage: scripts/compare_laa.py [--lanes PATH] [--opt PATH] [-v] [DIR_OR_FILE...]
"""
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import opt_args, parse_args  # noqa: E402

OPT = "/usr/lib/llvm-14/bin/opt"

OUTER = "loop is not the innermost loop"
# Reports LAA 14 records when it stops before running the MemoryDepChecker
# (canAnalyzeLoop, analyzeLoop's instruction scan, the first canCheckPtrAtRT).
GIVE_UP = (
    "loop control flow is not understood by analyzer",
    "could not determine number of loop iterations",
    "instruction cannot be vectorized",
    "read with atomic ordering or volatile read",
    "write with atomic ordering or volatile write",
    "cannot identify array bounds",
)
# Reports after the dependence analysis: the loop is unsafe.
UNSAFE = (
    "unsafe dependent memory operations in loop",
    "cannot check memory dependencies at runtime",
    "cannot add control dependency to convergent operation",
)
SAFE_KINDS = ("NoDep", "Forward", "BackwardVectorizable")




def parse_laa(text):
    """One dict per `Loop access info` block of opt's output, in order."""
    loops = []
    cur = None
    section = None
    dep = None
    for line in text.splitlines():
        m = re.match(r"^Loop access info in function '(.*)':$", line)
        if m:
            cur = {"function": m.group(1), "header": None, "safe": None,
                   "dist": None, "rt": False, "report": None, "deps": [],
                   "inv_store": False}
            loops.append(cur)
            section = dep = None
            continue
        if cur is None:
            continue
        if cur["header"] is None:
            m = re.match(r"^  (.*):$", line)
            if m:
                cur["header"] = m.group(1)
            continue
        body = line[4:] if line.startswith("    ") else line.strip()
        m = re.match(r"^Memory dependences are safe"
                     r"(?: with a maximum dependence distance of (\d+) bytes)?"
                     r"( with run-time checks)?$", body)
        if m:
            cur["safe"] = True
            cur["dist"] = int(m.group(1)) if m.group(1) else None
            cur["rt"] = bool(m.group(2))
            continue
        if body.startswith("Report: "):
            cur["report"] = body[len("Report: "):]
            continue
        if body.startswith("Non vectorizable stores to invariant address were "):
            cur["inv_store"] = "were found" in body
            section = None
            continue
        if body in ("Dependences:", "Run-time memory checks:", "Grouped accesses:",
                    "SCEV assumptions:", "Expressions re-written:"):
            section = body
            continue
        if section == "Dependences:":
            m = re.match(r"^  (\w+):$", body)
            if m:
                dep = {"kind": m.group(1), "insts": []}
                cur["deps"].append(dep)
            elif dep is not None and body.strip():
                dep["insts"].append(body.strip().rstrip(" ->").strip())
    return loops


def laa_status(v):
    """'outer', 'gave up', 'safe' or 'unsafe'."""
    r = v["report"] or ""
    if r.startswith(OUTER):
        return "outer"
    if v["safe"]:
        return "safe"
    if any(r.startswith(u) for u in UNSAFE):
        return "unsafe"
    return "gave up"


def laa_reason(v):
    parts = []
    if v["report"]:
        parts.append(v["report"].split(". Use #pragma")[0])
    elif v["safe"]:
        s = "safe"
        if v["dist"] is not None:
            s += f", max dist {v['dist']} bytes"
        if v["rt"]:
            s += ", with run-time checks"
        parts.append(s)
    for d in v["deps"]:
        if d["kind"] not in SAFE_KINDS:
            parts.append(f"{d['kind']}: {' -> '.join(d['insts'])}")
    if v["inv_store"]:
        parts.append("non-vectorizable store to an invariant address found")
    return "; ".join(parts)


def llvm_loops(path):
    args = opt_args(OPT, path, "-passes=print-access-info")
    r = subprocess.run(args + [path], capture_output=True, text=True)
    if r.returncode != 0:
        return None
    # The printer writes to stderr (dbgs/errs) in LLVM 14.
    return parse_laa(r.stderr + r.stdout)


def lanes_loops(lanes, files):
    """Innermost loops per file, from `lanes report`."""
    by_file = defaultdict(list)
    r = subprocess.run([lanes, "report", "--format", "json"] + files,
                       capture_output=True, text=True)
    try:
        rows = json.loads(r.stdout)["result"]
    except ValueError:
        rows = None
    if rows is None:  # one bad file: ask file by file
        rows = []
        for f in files:
            r = subprocess.run([lanes, "report", "--format", "json", f],
                               capture_output=True, text=True)
            try:
                rows += json.loads(r.stdout)["result"]
            except ValueError:
                pass
    for row in rows:
        if row["innermost"]:
            by_file[row["file"]].append(row)
    return by_file


def lanes_deps(lanes, path, row):
    r = subprocess.run([lanes, "deps", path, "--func", row["function"],
                        "--loop", row["path"], "--format", "json"],
                       capture_output=True, text=True)
    try:
        return json.loads(r.stdout)["result"]
    except ValueError:
        return None


def lanes_reason(rep):
    d = rep["dependences"]
    m = {x["id"]: x["text"] for x in rep["memrefs"]}
    parts = []
    if d["safe"]:
        s = "safe"
        if d["max_safe_dist_bytes"] is not None:
            s += f", max dist {d['max_safe_dist_bytes']} bytes"
        if d["runtime_checks"]:
            s += f", {d['runtime_checks']} run-time-checked pairs"
        parts.append(s)
    for dep in d["deps"]:
        if dep["runtime_check"] or dep["kind"] in SAFE_KINDS:
            continue
        note = f" ({dep['note']})" if dep["note"] else ""
        parts.append(f"{dep['kind']}{note}: {m.get(dep['src'], '?')} -> "
                     f"{m.get(dep['dst'], '?')}")
    return "; ".join(parts)


def lanes_class(rep):
    """The first unsafe dependence of lanes, names stripped, for grouping."""
    for dep in rep["dependences"]["deps"]:
        if dep["runtime_check"] or dep["kind"] in SAFE_KINDS:
            continue
        return dep["kind"] + (f" ({dep['note']})" if dep["note"] else "")
    return "safe"


def match(laa, mine):
    """Pairs (LAA innermost loop, lanes row) per function; the unmatched rest."""
    pairs, laa_left, mine_left = [], [], []
    fns = []
    by_fn = defaultdict(list)
    for v in laa:
        if v["function"] not in by_fn:
            fns.append(v["function"])
        by_fn[v["function"]].append(v)
    mine_fn = defaultdict(list)
    for r in mine:
        mine_fn[r["function"]].append(r)
        if r["function"] not in by_fn:
            fns.append(r["function"])
    for fn in fns:
        vs, cands = by_fn.get(fn, []), mine_fn.get(fn, [])
        used = set()
        unnamed = []
        for v in vs:
            hit = None
            if v["header"]:
                hit = next((i for i, r in enumerate(cands)
                            if i not in used and r["loop"] == v["header"]), None)
            if hit is None:
                unnamed.append(v)
            else:
                used.add(hit)
                pairs.append((v, cands[hit]))
        rest = [r for i, r in enumerate(cands) if i not in used]
        numbered = [r for r in rest if r["loop"].isdigit()]
        if unnamed and len(unnamed) == len(numbered) and all(not v["header"] for v in unnamed):
            pairs += list(zip(unnamed, numbered))
            rest = [r for r in rest if not r["loop"].isdigit()]
            unnamed = []
        laa_left += unnamed
        mine_left += rest
    return pairs, laa_left, mine_left


def short(s):
    return re.sub(r"%[\w.]+|@[\w.]+", "%x", s)


def main():
    global OPT
    lanes, OPT, verbose, files = parse_args(__doc__)
    mine = lanes_loops(lanes, files)
    stats = Counter()
    gave_up = Counter()
    classes = Counter()
    lines = []
    rt_lines = []
    gave_up_lines = []
    for f in files:
        laa = llvm_loops(f)
        if laa is None:
            stats["opt failed"] += 1
            continue
        stats["laa loops"] += len(laa)
        outer = [v for v in laa if laa_status(v) == "outer"]
        stats["outer"] += len(outer)
        inner = [v for v in laa if laa_status(v) != "outer"]
        stats["inner"] += len(inner)
        pairs, laa_left, mine_left = match(inner, mine.get(f, []))
        stats["unmatched laa"] += len(laa_left)
        stats["unmatched lanes"] += len(mine_left)
        rel = os.path.relpath(f, "/work/shared/corpus")
        for v in laa_left:
            lines.append(f"{rel} @{v['function']} {v['header'] or '<unnamed>'}: "
                         f"LAA loop not found in lanes ({laa_reason(v)[:100]})")
        for r in mine_left:
            lines.append(f"{rel} @{r['function']} {r['loop']}: lanes loop not reported by LAA")
        for v, r in pairs:
            stats["matched"] += 1
            st = laa_status(v)
            if st == "gave up":
                gave_up[v["report"]] += 1
                if v["report"] in (r.get("reason") or ""):
                    stats["gave up same reason"] += 1
                else:
                    gave_up_lines.append(f"{rel} @{v['function']} {r['loop']}: LAA "
                                         f"{v['report']} | lanes legality "
                                         f"{' '.join((r.get('reason') or '').split())[:110]}")
                continue
            rep = lanes_deps(lanes, f, r)
            if rep is None:
                stats["lanes failed"] += 1
                lines.append(f"{rel} @{v['function']} {r['loop']}: lanes deps failed")
                continue
            stats["compared"] += 1
            d = rep["dependences"]
            l_safe = bool(d["safe"])
            l_dist = d["max_safe_dist_bytes"] if l_safe else None
            a_safe = st == "safe"
            a_dist = v["dist"] if a_safe else None
            stats["laa safe"] += a_safe
            stats["laa safe rt"] += a_safe and v["rt"]
            stats["laa unsafe"] += not a_safe
            if a_safe and l_safe:
                stats["both safe"] += 1
                stats["same rt"] += v["rt"] == (d["runtime_checks"] > 0)
                if v["rt"] != (d["runtime_checks"] > 0):
                    rt_lines.append(f"{rel} @{v['function']} {r['loop']}: LAA "
                                    f"{laa_reason(v)} | lanes {lanes_reason(rep)}")
            if a_safe == l_safe and a_dist == l_dist:
                stats["agree"] += 1
                continue
            if a_safe != l_safe:
                stats["verdict"] += 1
                if a_safe:
                    key = "LAA safe, lanes unsafe: " + short(lanes_class(rep))
                else:
                    kinds = sorted({x["kind"] for x in v["deps"] if x["kind"] not in SAFE_KINDS})
                    key = ("LAA unsafe (" + ", ".join(kinds or [v["report"][:40]]) +
                           "), lanes safe")
            else:
                stats["dist"] += 1
                key = f"max safe distance: LAA {a_dist} vs lanes {l_dist}"
            classes[key] += 1
            lines.append(f"{rel} @{v['function']} {r['loop']}: LAA {laa_reason(v)} "
                         f"| lanes {lanes_reason(rep)}")
    m = stats["matched"]
    c = stats["compared"]
    print(f"files: {len(files)}, loops LAA reports: {stats['laa loops']} "
          f"({stats['outer']} outer loops, skipped; {stats['inner']} innermost)")
    print(f"innermost loops matched with lanes: {m}"
          f" (LAA only: {stats['unmatched laa']}, lanes only: {stats['unmatched lanes']})")
    print(f"LAA gives up before the dependence analysis: {sum(gave_up.values())}")
    for k, n in gave_up.most_common():
        print(f"  {n:4}  {k}")
    if gave_up:
        print(f"  (lanes' legality, `lanes report`, refuses them with the same text: "
              f"{stats['gave up same reason']}/{sum(gave_up.values())})")
    print(f"compared (LAA ran the dependence analysis): {c} "
          f"(LAA safe {stats['laa safe']}, of which with run-time checks "
          f"{stats['laa safe rt']}; unsafe {stats['laa unsafe']})")
    if c:
        print(f"  same verdict and same max safe distance: {stats['agree']}/{c} "
              f"({100.0 * stats['agree'] / c:.1f}%)")
        print(f"  different verdict (safe/unsafe): {stats['verdict']}")
        print(f"  same verdict, different max safe distance: {stats['dist']}")
    if stats["both safe"]:
        print(f"  both safe: need of run-time checks agrees on "
              f"{stats['same rt']}/{stats['both safe']}")
    if stats["opt failed"]:
        print(f"opt failed on {stats['opt failed']} files")
    if stats["lanes failed"]:
        print(f"lanes deps failed on {stats['lanes failed']} loops")
    print("disagreement classes:")
    for k, n in classes.most_common():
        print(f"  {n:4}  {k}")
    if verbose and lines:
        print("disagreements:")
        for line in lines:
            print("  " + line)
    if verbose and gave_up_lines:
        print("LAA gives up, lanes' legality gives another reason (not a disagreement):")
        for line in gave_up_lines:
            print("  " + line)
    if verbose and rt_lines:
        print("both safe, run-time checks needed on one side only (not a disagreement):")
        for line in rt_lines:
            print("  " + line)


if __name__ == "__main__":
    main()
