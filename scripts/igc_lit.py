#!/usr/bin/env python3
"""Runs IGC lit tests through `lanes` and LLVM 14's FileCheck.

Each RUN line is mapped to the lanes command whose output is what the RUN
line's last IGC pass prints (see `scope()` and docs/genx.md, "IGC lit
tests"):

  -GenXFuncBaling / -GenXGroupBalingWrapper   lanes bales --format igc
  -GenXNumberingWrapper                       lanes numbering --format igc
  -GenXCategoryWrapper, -GenXLiveRangesWrapper
    (-print-after=GenXLiveRangesWrapper)      lanes liveness --format igc
  -GenXCoalescingWrapper                      lanes coalesce --format igc
                                              (--disable-coalescing with
                                              -vc-disable-coalescing)

lanes' output for the whole file goes to FileCheck with the RUN line's
FileCheck options; a RUN line without FileCheck passes when lanes exits 0.
For `%opt_opaque_ptrs` RUN lines the input is first read as `opt
-opaque-pointers` reads it (typed pointer types become `ptr`, see
`to_opaque`).
RUN lines of passes lanes does not model, of `llc` (the whole code
generator) and of GenXCategory's constant loading are out of scope and
listed with the reason. Prints PASS/FAIL/OUT per RUN line and a tally per
folder.

    python3 scripts/igc_lit.py [-v] [--lanes PATH] [--scope] FILE_OR_DIR...

Defaults: every folder of ../shared/corpus/igc-lit, target/debug/lanes
(`cargo build -p lanes-tui` builds it). `--scope` prints the scope table
(markdown) instead of running.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

FILECHECK = "/usr/lib/llvm-14/bin/FileCheck"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "../shared/corpus/igc-lit")

# Passes lanes does not model: a RUN line printing their output is out of
# scope. GenXUnbaling before coalescing is part of lanes' code-generation
# bales.
UNMODELLED = {
    "GenXGVClobberChecker": "GenXGVClobberChecker (the global-variable clobbering fix-up) is not modelled; lanes' baling refuses the clobbering bales instead",
    "GenXAddressCommoningWrapper": "address commoning is not modelled",
    "GenXRegionCollapsing": "region collapsing is not modelled",
    "GenXFuncLiveElements": "live-element analysis is not modelled",
    "GenXUnbalingWrapper": "the IR after GenXUnbaling: lanes models its unbaling decisions (part of the code-generation bales), not the moves it makes in the IR (hoisted rdregions, bitcast trees, shortenLiveRanges)",
}
# GenXCategory RUN lines whose CHECK lines check GenXConstants' constant
# materialisation (ConstantLoader: constanti/constantpred loads, splats
# through rdregion, wrconstregion packing, splits of wide constants by the
# target's SIMD width), which lanes' categories do not model.
CONSTANT_LOADING = re.compile(r"@llvm\.genx\.(constant[ipf]|constantpred|wrconstregion)")
CONSTANT_LOADING_FILES = {
    "GenXCategory/eu-fusion.ll": "a constant splat loaded with the target's SIMD width (GenXConstants)",
    "GenXCategory/simd32.ll": "a wide constant split into legal wrregions by the target's SIMD width (GenXConstants)",
}


def run_lines(text):
    out, cur = [], ""
    for line in text.splitlines():
        s = line.strip()
        if not s.startswith("; RUN:"):
            continue
        r = s[len("; RUN:"):].strip()
        if r.endswith("\\"):
            cur += r[:-1] + " "
        else:
            out.append(cur + r)
            cur = ""
    return out


def filecheck_args(run):
    after = run.split("FileCheck", 1)[1]
    return [a for a in after.split() if a != "%s"]


def passes(run):
    return re.findall(r"(?:(?<![\w=])-|-passes=)(GenX\w+)", run)


def scope(rel, run, text):
    """(command, None) for an in-scope RUN line, (None, reason) otherwise."""
    if run.startswith("FileCheck") or "%llc" in run:
        return None, "llc: the whole code generator (lowering, legalization, vISA emission, finalizer); lanes models the analyses, not the pipeline before them"
    ps = [p for p in passes(run) if p != "GenXModule"]
    if not ps:
        return None, "no GenX pass"
    last = ps[-1]
    if last in UNMODELLED:
        return None, UNMODELLED[last]

    if last in ("GenXFuncBaling", "GenXGroupBalingWrapper"):
        return "bales", None
    if last == "GenXCoalescingWrapper":
        return "coalesce", None
    if last in ("GenXCategoryWrapper", "GenXLiveRangesWrapper"):
        if last == "GenXCategoryWrapper":
            if rel in CONSTANT_LOADING_FILES:
                return None, "constant loading: " + CONSTANT_LOADING_FILES[rel]
            checks = "\n".join(l for l in text.splitlines() if re.match(r"\s*;\s*[\w-]+:", l))
            if CONSTANT_LOADING.search(checks):
                return None, "constant loading: GenXConstants' constant materialisation (constanti/constantpred loads, splats, wrconstregion)"
        return "liveness", None
    if last == "GenXNumberingWrapper":
        return "numbering", None
    return None, f"{last} is not modelled"


OPEN = {")": "(", "]": "[", "}": "{", ">": "<"}


def opaque_line(line):
    """`line` with every typed pointer type `T*` / `T addrspace(N)*` read as
    `ptr` / `ptr addrspace(N)`, as `opt -opaque-pointers` reads it. Each
    pointer type read becomes a marker token first, so that the address
    space of a pointee is never taken for the pointer's."""
    out = line
    ident = "%._$-\"\x01\x02"
    i = 0
    while True:
        i = out.find("*", i)
        if i < 0:
            break
        end, j = i + 1, i
        m = re.search(r" addrspace\((\d+)\)$", out[:j])
        space = m.group(1) if m else ""
        if m:
            j -= len(m.group(0))
        k = j
        if k > 0 and out[k - 1] in OPEN:
            # A bracketed pointee: back to its opening bracket (a function
            # type also takes its return type).
            depth = 0
            while k > 0:
                k -= 1
                c = out[k]
                if c in OPEN:
                    depth += 1
                elif c in OPEN.values():
                    depth -= 1
                    if depth == 0:
                        break
            if out[k] == "(" and k > 0 and out[k - 1] == " ":
                r = k - 1
                while r > 0 and (out[r - 1].isalnum() or out[r - 1] in ident):
                    r -= 1
                k = r
        else:
            while k > 0 and (out[k - 1].isalnum() or out[k - 1] in ident):
                k -= 1
        if k == j:
            i += 1
            continue
        marker = "\x01" + ("" if space in ("", "0") else space) + "\x02"
        out = out[:k] + marker + out[end:]
        i = k + len(marker)
    return re.sub("\x01(\\d*)\x02", lambda g: "ptr" + (f" addrspace({g.group(1)})" if g.group(1) else ""), out)


def to_opaque(text):
    """The input as `%opt_opaque_ptrs` (opt -opaque-pointers) reads it:
    pointer types become `ptr`, a constant bitcast between pointers folds
    away, and pointer suffixes of intrinsic names lose their pointee."""
    out = []
    for line in text.splitlines():
        if line.lstrip().startswith((";", "!")):
            out.append(line)
            continue
        line = opaque_line(line)
        line = re.sub(r"ptr((?: addrspace\(\d+\))?) bitcast \(ptr\1 (@[-\w.$]+) to ptr\1\)", r"ptr\1 \2", line)
        line = re.sub(r"(@llvm\.[\w.]*?\.p\d+)(?:i\d+|f16|f32|f64|bf16)\b", r"\1", line)
        out.append(line)
    return "\n".join(out) + "\n"


def files_of(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in sorted(os.walk(p)):
                for n in sorted(names):
                    if n.endswith(".ll"):
                        yield os.path.join(root, n)
        else:
            yield p


def rel_of(f):
    parts = os.path.normpath(f).split(os.sep)
    return "/".join(parts[-2:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--lanes", default=os.path.join(ROOT, "target/debug/lanes"))
    ap.add_argument("-v", action="store_true", help="show FileCheck errors")
    ap.add_argument("--scope", action="store_true", help="print the scope table")
    a = ap.parse_args()
    paths = a.paths or [os.path.join(CORPUS, d) for d in sorted(os.listdir(CORPUS))
                        if os.path.isdir(os.path.join(CORPUS, d))]
    tally = {}
    tmp = tempfile.mkdtemp(prefix="igc_lit.")
    if a.scope:
        print("| file | RUN | lanes command or reason out of scope |")
        print("|---|---|---|")
    for f in files_of(paths):
        text = open(f).read()
        rel = rel_of(f)
        folder = rel.split("/")[0]
        outputs = {}
        for i, run in enumerate(run_lines(text)):
            cmd, reason = scope(rel, run, text)
            t = tally.setdefault(folder, [0, 0, 0])
            if a.scope:
                print(f"| {rel} | {i + 1} | {'`lanes ' + cmd + ' --format igc`' if cmd else reason} |")
                continue
            if cmd is None:
                t[2] += 1
                print(f"OUT  {rel} [RUN {i + 1}]: {reason}")
                continue
            t[1] += 1
            opaque = "%opt_opaque_ptrs" in run
            extra = []
            if cmd == "coalesce" and "-vc-disable-coalescing" in run.split():
                extra.append("--disable-coalescing")
            key = (cmd, opaque, tuple(extra))
            if key not in outputs:
                src = f
                if opaque:
                    src = os.path.join(tmp, os.path.basename(f))
                    with open(src, "w") as o:
                        o.write(to_opaque(text))
                outputs[key] = subprocess.run(
                    [a.lanes, cmd, src, "--format", "igc", *extra], capture_output=True, text=True
                )
            r = outputs[key]
            if "FileCheck" in run:
                fc = subprocess.run(
                    [FILECHECK, *filecheck_args(run), f],
                    input=r.stdout, capture_output=True, text=True,
                )
                ok, err = fc.returncode == 0, fc.stderr
            else:
                ok, err = r.returncode == 0, r.stderr
            t[0] += ok
            print(f"{'PASS' if ok else 'FAIL'} {rel} [RUN {i + 1}] lanes {cmd}")
            if not ok and a.v:
                print(err)
    if a.scope:
        return 0
    passed = total = out = 0
    for folder, (p, n, o) in sorted(tally.items()):
        print(f"{folder}: {p}/{n} in-scope RUN lines pass, {o} out of scope")
        passed += p
        total += n
        out += o
    print(f"{passed}/{total} in-scope RUN lines pass ({out} out of scope)")
    return 0 if passed == total else 1


if __name__ == "__main__":
    sys.exit(main())
