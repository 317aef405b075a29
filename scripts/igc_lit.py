#!/usr/bin/env python3
"""Runs IGC's lit tests with `lanes igc` in place of IGC's `opt` and `llc`.

Each RUN line runs unchanged through `bash -o pipefail` (as lit runs it), after the substitutions IGC's
`lit.cfg.py` makes under LLVM 14: `%opt`, `%opt_typed_ptrs` are
`lanes igc opt -typed-pointers`, `%opt_opaque_ptrs` is `lanes igc opt
-opaque-pointers`, `%llc_*` likewise with `llc`, `%use_old_pass_manager%` is
`-enable-new-pm=0`, the tools lit disables under LLVM 14 (`%opt_new_pm_*`)
are `: ||` (the RUN line is DISABLED), and `FileCheck`/`not` are LLVM 14's
(`/usr/lib/llvm-14/bin` first on PATH). `lanes igc` refuses a pass or
option it does not model with a one-line message and exit 2; that message
is the reason printed for the failing RUN line.

Prints PASS/FAIL/DISABLED per RUN line and a tally per folder, for the
alphabetically odd files (the tuning half) and even files (the measuring
half) apart.

    python3 scripts/igc_lit.py [-v] [--lanes PATH] FILE_OR_DIR...

Defaults: every folder of ../shared/corpus/igc-lit, target/debug/lanes
(`cargo build -p lanes-tui` builds it).
"""
import argparse
import os
import re
import subprocess
import sys

LLVM14 = "/usr/lib/llvm-14/bin"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "../shared/corpus/igc-lit")


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


def substitute(run, path, lanes):
    """lit.cfg.py's substitutions under LLVM 14, and lit's `%if F %{A%}
    %else %{B%}` with no `llvm_15_or_greater`-type feature set."""
    run = re.sub(r"%if \S+ %\{.*?%\}(?: %else %\{(.*?)%\})?", lambda m: m.group(1) or "", run)
    opt, llc = f"{lanes} igc opt", f"{lanes} igc llc"
    for a, b in [
        ("%not_opt_new_pm_typed", ": ||"),
        ("%not_opt_new_pm_opaque", ": ||"),
        ("%opt_new_pm_typed", ": ||"),
        ("%opt_new_pm_opaque", ": ||"),
        ("%not_opt_typed_ptrs", f"not {opt} -typed-pointers"),
        ("%not_opt_opaque_ptrs", f"not {opt} -opaque-pointers"),
        ("%opt_typed_ptrs", f"{opt} -typed-pointers"),
        ("%opt_opaque_ptrs", f"{opt} -opaque-pointers"),
        ("%opt_legacy_typed", f"{opt} -typed-pointers"),
        ("%opt_legacy_opaque", f"{opt} -opaque-pointers"),
        ("%llc_typed_ptrs", f"{llc} -typed-pointers"),
        ("%llc_opaque_ptrs", f"{llc} -opaque-pointers"),
        ("%opt", opt),
        ("%use_old_pass_manager%", "-enable-new-pm=0"),
        ("%s", path),
    ]:
        run = run.replace(a, b)
    # A bare `llc`/`opt` (after `not`) is IGC's tool too.
    run = re.sub(r"(^|\bnot )(llc|opt)\b", lambda m: f"{m.group(1)}{lanes} igc {m.group(2)}", run)
    return run


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
    ap.add_argument("-v", action="store_true", help="show the failing command's errors")
    a = ap.parse_args()
    paths = a.paths or [os.path.join(CORPUS, d) for d in sorted(os.listdir(CORPUS))
                        if os.path.isdir(os.path.join(CORPUS, d))]
    env = dict(os.environ, PATH=LLVM14 + os.pathsep + os.environ.get("PATH", ""))
    tally = {}
    index = {}
    for f in files_of(paths):
        folder = os.path.basename(os.path.dirname(f))
        n = index[folder] = index.get(folder, -1) + 1
        half = 0 if n % 2 == 0 else 1
        rel = f"{folder}/{os.path.basename(f)}"
        text = open(f).read()
        for i, run in enumerate(run_lines(text)):
            t = tally.setdefault(folder, [[0, 0], [0, 0], 0])
            line = substitute(run, f, a.lanes)
            if line.lstrip().startswith(": ||"):
                t[2] += 1
                print(f"DISABLED {rel} [RUN {i + 1}]")
                continue
            r = subprocess.run(["bash", "-o", "pipefail", "-c", line],
                               capture_output=True, text=True, env=env)
            ok = r.returncode == 0
            t[half][0] += ok
            t[half][1] += 1
            why = ""
            if not ok:
                refusal = [l for l in r.stderr.splitlines() if l.startswith("lanes igc")]
                why = ": " + (refusal[0] if refusal else "FileCheck failed")
            print(f"{'PASS' if ok else 'FAIL'} {rel} [RUN {i + 1}] ({('tune', 'measure')[half]}){why}")
            if not ok and a.v:
                print(r.stderr)
    for folder, (tune, measure, disabled) in sorted(tally.items()):
        extra = f" ({disabled} disabled under LLVM 14)" if disabled else ""
        print(f"{folder}: tune {tune[0]}/{tune[1]}, measure {measure[0]}/{measure[1]}, "
              f"all {tune[0] + measure[0]}/{tune[1] + measure[1]}{extra}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
