#!/usr/bin/env python3
"""Reduce a loop where lanes vectorizes and LLVM 14 refuses to a minimal one.

Starting from a module with one function (as `fuzz_lv.py --keep` saves
them), repeatedly deletes instructions, replaces a value by one of its
operands, and turns a conditional branch into an unconditional one, keeping
each change that leaves a module `llvm-as` accepts on which lanes still
vectorizes the loop and `opt -passes=loop-vectorize` still refuses it with
a remark containing MESSAGE. Writes the result with both verdicts in a
comment.

usage: scripts/reduce_lv.py IN.ll OUT.ll --message TEXT [--target avx2|sse2|avx512]
                            [--lanes PATH] [--opt PATH]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz_lv  # noqa: E402
import gen_loops  # noqa: E402


def verdicts(text, a):
    """(assembles, llvm verdict, lanes row) of the module's one function."""
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(text)
    try:
        r = subprocess.run([a.llvm_as, f.name, "-o", "/dev/null"], capture_output=True)
        if r.returncode != 0:
            return False, None, None
        mattr, target = fuzz_lv.TARGETS[a.target]
        llvm = fuzz_lv.run_opt(a.opt, mattr, f.name)
        r = subprocess.run([a.lanes, "report", "--format", "json", "--target", target, f.name],
                           capture_output=True, text=True)
        try:
            rows = [x for x in json.loads(r.stdout)["result"] if x.get("innermost")]
        except ValueError:
            return True, None, None
        v = next(iter(llvm.values()), None)
        return True, v, rows[0] if len(rows) == 1 else None
    finally:
        os.unlink(f.name)


def interesting(text, a):
    ok, v, row = verdicts(text, a)
    return (ok and v is not None and row is not None and row["vectorized"]
            and not v["vectorized"] and v["legality"]
            and any(a.message in r for r in v["reasons"]))


def candidates(lines):
    """Edited copies of the function's lines, smallest edits last."""
    body = [i for i, ln in enumerate(lines) if ln.startswith(("  ", "declare ", "@G ", "; features"))]
    for i in reversed(body):
        ln = lines[i].strip()
        if ln.startswith(("br ", "ret ")):
            m = re.match(r"br i1 %[\w.]+, label %([\w.]+), label %([\w.]+)", ln)
            if m:
                for keep, drop in ((m.group(1), m.group(2)), (m.group(2), m.group(1))):
                    out = list(lines)
                    out[i] = f"  br label %{keep}"
                    yield drop_incoming(out, i, drop)
            continue
        m = re.match(r"(%[\w.]+) = ", ln)
        if m:
            name = m.group(1)
            ops = [t for t in re.findall(r"%[\w.]+", ln[len(name):]) if t != name]
            for op in dict.fromkeys(ops):
                out = [x for j, x in enumerate(lines) if j != i]
                yield [re.sub(re.escape(name) + r"\b", op, x) for x in out]
        yield [x for j, x in enumerate(lines) if j != i]


def drop_incoming(lines, br_index, target):
    """Remove `target`'s phi entries coming from the block of `br_index`."""
    block = None
    for j in range(br_index, -1, -1):
        m = re.match(r"^([\w.]+):", lines[j])
        if m:
            block = m.group(1)
            break
    out = list(lines)
    in_target = False
    for j, ln in enumerate(out):
        m = re.match(r"^([\w.]+):", ln)
        if m:
            in_target = m.group(1) == target
            continue
        if in_target and " = phi " in ln:
            out[j] = re.sub(r",?\s*\[ [^\]]*, %" + re.escape(block) + r" \]", "", ln)
            out[j] = out[j].replace("phi i1 , ", "phi i1 ")
            out[j] = re.sub(r"(phi [\w.*]+) ,", r"\1", out[j])
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--message", required=True, help="text of LLVM's refusal to keep")
    ap.add_argument("--target", choices=sorted(fuzz_lv.TARGETS), default="avx2")
    ap.add_argument("--lanes", default="target/release/lanes")
    ap.add_argument("--opt", default=fuzz_lv.OPT)
    ap.add_argument("--llvm-as", default=gen_loops.LLVM_AS)
    a = ap.parse_args()
    text = "".join(ln for ln in open(a.input) if not ln.startswith("; llvm:") and not ln.startswith("; lanes:"))
    if not interesting(text, a):
        sys.exit("the input does not show the disagreement")
    lines = text.split("\n")
    changed = True
    tries = 0
    while changed:
        changed = False
        for cand in candidates(lines):
            tries += 1
            t = "\n".join(cand)
            if interesting(t, a):
                lines = cand
                changed = True
                break
    text = "\n".join(lines)
    text = re.sub(r"^; features:.*\n", "", text, flags=re.M)
    _, v, row = verdicts(text, a)
    with open(a.output, "w") as f:
        f.write(f"; Reduced by scripts/reduce_lv.py (target {a.target}).\n"
                f"; LLVM 14 opt -passes=loop-vectorize: not vectorized: {'; '.join(v['reasons'])}\n"
                f"; lanes report: vectorized, VF {row['vf']}, IC {row.get('ic', 1)}: {row['reason']}\n")
        f.write(text)
    print(f"{a.output}: {sum(1 for ln in lines if ln.startswith('  '))} instructions after {tries} tries")


if __name__ == "__main__":
    main()
