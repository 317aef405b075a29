#!/usr/bin/env python3
"""Compares lanes' constant trip counts with LLVM's scalar evolution on the
shared corpus: `opt -passes='print<scalar-evolution>'` backedge-taken count
+ 1 = header executions = lanes' trip count.

usage: scripts/compare-trip-counts.py [LANES_BINARY] [CORPUS_DIR]
"""
import glob, json, os, re, subprocess, sys

lanes = sys.argv[1] if len(sys.argv) > 1 else "target/release/lanes"
corpus = sys.argv[2] if len(sys.argv) > 2 else "../shared/corpus"
opt = "/usr/lib/llvm-14/bin/opt"
files = sorted(glob.glob(os.path.join(corpus, "*", "*.ll")))

ours = {}
out = subprocess.run([lanes, "report", "--format", "json", *files], capture_output=True, text=True).stdout
for r in json.loads(out)["result"]:
    ours[(r["file"], r["function"], r["loop"])] = r["trip_count"]

agree = disagree = llvm_only = ours_only = both_unknown = 0
for f in files:
    flags = ["-opaque-pointers"] if "opaque" in os.path.basename(f) else []
    res = subprocess.run([opt, *flags, "-passes=print<scalar-evolution>", "-disable-output", f],
                         capture_output=True, text=True)
    fn = None
    for line in res.stderr.splitlines():
        m = re.match(r"Determining loop execution counts for: @(.*)", line)
        if m:
            fn = m.group(1).strip('"')
            continue
        m = re.match(r"Loop %(.*?): (backedge-taken count is (\d+)|Unpredictable backedge-taken count)", line)
        if not m or fn is None:
            continue
        key = (f, fn, m.group(1).strip('"'))
        if key not in ours:
            continue
        o = ours[key]
        if m.group(3) is not None:
            t = int(m.group(3)) + 1
            if o == t:
                agree += 1
            elif o is None:
                llvm_only += 1
                print("llvm only:", key, t)
            else:
                disagree += 1
                print("DISAGREE:", key, "llvm", t, "lanes", o)
        elif o is None:
            both_unknown += 1
        else:
            ours_only += 1
            print("lanes only:", key, o)
print(f"agree {agree}, disagree {disagree}, llvm only {llvm_only}, lanes only {ours_only}, both unknown {both_unknown}")
