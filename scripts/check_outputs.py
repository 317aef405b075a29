#!/usr/bin/env python3
"""Every command's output on every corpus file and fixture, for checking that
a refactor changes no byte of what tools read.

    scripts/check_outputs.py snapshot DIR   # write DIR/<file>/<command>... with the current build
    scripts/check_outputs.py check DIR      # compare the current build against DIR

Per file: `report` (text, json, lv), `functions` and `loops` (json); per
function: `loops`, `source`, and for GenX functions `bales`, `numbering`,
`liveness`, `coalesce`, `regalloc`, `collapse`, `legalize`, `visa` (json);
per loop: `memrefs`, `deps`, `shapes`, `vf-ranges`, `vls`, `vplan`, `cost`
(json) and `cost --format lv`. Errors are kept as output (standard error and
the exit code are part of the answer). `check` prints the first differences
and exits 1 when any file differs.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.environ.get("LANES_CORPUS", "../shared/corpus")
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(HERE, "target"))
LANES = os.path.join(TARGET, "release", "lanes")

LOOP_COMMANDS = ["memrefs", "deps", "shapes", "vf-ranges", "vls", "vplan", "cost"]
GENX_COMMANDS = ["bales", "numbering", "liveness", "coalesce", "regalloc",
                 "collapse", "legalize", "visa"]


def run(args):
    try:
        p = subprocess.run([LANES] + args, capture_output=True, timeout=60)
        return p.stdout + b"\n--- stderr\n" + p.stderr + b"\n--- exit %d\n" % p.returncode
    except subprocess.TimeoutExpired:
        return b"--- timeout\n"


def files():
    out = []
    for root in (CORPUS, "fixtures"):
        for d, _, names in os.walk(root):
            out += [os.path.join(d, n) for n in names if n.endswith(".ll")]
    return sorted(out)


def outputs(f):
    """(name, bytes) of every output for file `f`."""
    res = [
        ("report.txt", run(["report", f])),
        ("report.json", run(["report", "--format", "json", f])),
        ("report.lv", run(["report", "--format", "lv", f])),
    ]
    fns = run(["functions", "--format", "json", f])
    res.append(("functions.json", fns))
    try:
        functions = json.loads(fns.split(b"\n--- stderr\n")[0])["result"]
    except (ValueError, KeyError):
        return res
    for fn in functions:
        name = fn["name"]
        sel = [f, "--func", name]
        loops = run(["loops", "--format", "json"] + sel)
        res.append((f"{name}.loops.json", loops))
        res.append((f"{name}.source.json", run(["source", "--format", "json"] + sel)))
        if fn.get("genx"):
            for c in GENX_COMMANDS:
                res.append((f"{name}.{c}.json", run([c, "--format", "json"] + sel)))
        try:
            headers = [l["header"] for l in json.loads(loops.split(b"\n--- stderr\n")[0])["result"]]
        except (ValueError, KeyError):
            headers = []
        for h in headers:
            lsel = sel + ["--loop", h]
            for c in LOOP_COMMANDS:
                res.append((f"{name}.{h}.{c}.json", run([c, "--format", "json"] + lsel)))
            res.append((f"{name}.{h}.cost.lv", run(["cost", "--format", "lv"] + lsel)))
    return res


def write(dir_, f):
    key = f.replace(CORPUS + "/", "corpus/", 1).replace("/", "__")
    d = os.path.join(dir_, key)
    os.makedirs(d, exist_ok=True)
    for name, data in outputs(f):
        with open(os.path.join(d, name.replace("/", "_")), "wb") as out:
            out.write(data)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("snapshot", "check"):
        sys.exit(__doc__)
    mode, dir_ = sys.argv[1:]
    os.chdir(HERE)
    if not os.environ.get("NO_BUILD"):
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "lanes-tui", "--bin", "lanes"],
                       check=True)
    out = dir_ if mode == "snapshot" else tempfile.mkdtemp(prefix="lanes-outputs-")
    fs = files()
    with ThreadPoolExecutor(int(os.environ.get("JOBS", "2"))) as ex:
        list(ex.map(lambda f: write(out, f), fs))
    if mode == "snapshot":
        print(f"snapshot: {len(fs)} files in {dir_}")
        return
    p = subprocess.run(["diff", "-r", dir_, out], capture_output=True, text=True)
    if p.returncode == 0:
        print(f"identical: {len(fs)} files")
        shutil.rmtree(out)
    else:
        print("\n".join(p.stdout.splitlines()[:200]))
        print(f"DIFFERENT (new outputs in {out})")
        sys.exit(1)


if __name__ == "__main__":
    main()
