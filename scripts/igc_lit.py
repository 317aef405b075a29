#!/usr/bin/env python3
"""Runs IGC lit tests through `lanes bales --format igc` and LLVM 14's FileCheck.

Every RUN line that invokes GenXFuncBaling and pipes into FileCheck is run:
lanes' IGC-form output for the whole file goes to FileCheck with the RUN
line's FileCheck options. Prints PASS/FAIL per RUN line and a tally.

    python3 scripts/igc_lit.py [-v] [--lanes PATH] FILE_OR_DIR...

Defaults: ../shared/corpus/igc-lit/{Baling,GenXBaling}, target/debug/lanes
(`cargo build -p lanes-tui` builds it).
"""
import argparse
import os
import subprocess
import sys

FILECHECK = "/usr/lib/llvm-14/bin/FileCheck"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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


def files_of(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in sorted(os.walk(p)):
                for n in sorted(names):
                    if n.endswith(".ll"):
                        yield os.path.join(root, n)
        else:
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--lanes", default=os.path.join(ROOT, "target/debug/lanes"))
    ap.add_argument("-v", action="store_true", help="show FileCheck errors")
    a = ap.parse_args()
    paths = a.paths or [
        os.path.join(ROOT, "../shared/corpus/igc-lit", d) for d in ("Baling", "GenXBaling")
    ]
    passed = total = 0
    for f in files_of(paths):
        text = open(f).read()
        runs = [r for r in run_lines(text) if "GenXFuncBaling" in r and "FileCheck" in r]
        if not runs:
            continue
        ours = subprocess.run(
            [a.lanes, "bales", f, "--format", "igc"], capture_output=True, text=True
        ).stdout
        for i, run in enumerate(runs):
            total += 1
            fc = subprocess.run(
                [FILECHECK, *filecheck_args(run), f],
                input=ours, capture_output=True, text=True,
            )
            ok = fc.returncode == 0
            passed += ok
            print(f"{'PASS' if ok else 'FAIL'} {f} [RUN {i + 1}]")
            if not ok and a.v:
                print(fc.stderr)
    print(f"{passed}/{total} RUN lines pass")
    return 0 if passed == total else 1


if __name__ == "__main__":
    sys.exit(main())
