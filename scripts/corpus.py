"""What the corpus comparison scripts share: the files to read and how to
run LLVM 14's `opt` on one of them."""
import argparse
import os
import re

OPT = "/usr/lib/llvm-14/bin/opt"
DEFAULT = ["/work/shared/corpus/llvm-lit", "/work/shared/corpus/gcc-vect"]


def files_of(paths):
    """The .ll files of `paths` (directories walked), sorted."""
    out = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, fs in os.walk(p):
                out += [os.path.join(root, f) for f in fs if f.endswith(".ll")]
        else:
            out.append(p)
    return sorted(out)


def opt_args(opt, path, passes):
    """`opt` with `passes` on `path`'s text: a triple when the file names
    none, `-opaque-pointers` when it uses `ptr` and no typed pointers."""
    text = open(path, errors="replace").read()
    args = [opt, passes, "-disable-output"]
    if "target triple" not in text:
        args.append("-mtriple=x86_64-unknown-linux-gnu")
    if re.search(r"\bptr\b", text) and not re.search(r"\w\*", text):
        args.append("-opaque-pointers")
    return args


def parse_args(doc, lanes_default="target/release/lanes"):
    """`[--lanes PATH] [--opt PATH] [-v] [DIR_OR_FILE...]` → (lanes, opt,
    verbose, files)."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lanes", default=lanes_default, help="the lanes binary")
    ap.add_argument("--opt", default=OPT, help="LLVM 14's opt")
    ap.add_argument("-v", dest="verbose", action="store_true", help="list every disagreement")
    ap.add_argument("paths", nargs="*", help="files or directories (default: the corpus)")
    a = ap.parse_args()
    return a.lanes, a.opt, a.verbose, files_of(a.paths or DEFAULT)


def parse_remarks(text):
    """YAML remark documents as dicts (the subset opt writes)."""
    docs = []
    for chunk in re.split(r"^--- !", text, flags=re.M)[1:]:
        kind, _, body = chunk.partition("\n")
        d = {"kind": kind.strip(), "args": []}
        for line in body.splitlines():
            m = re.match(r"^(\w+):\s+(.*)$", line)
            if m and m.group(1) in ("Pass", "Name", "Function"):
                d[m.group(1)] = m.group(2).strip("'")
            m = re.match(r"^DebugLoc:\s+\{ File: (.*?), Line: (\d+), Column: (\d+) \}", line)
            if m:
                d["loc"] = (int(m.group(2)), int(m.group(3)))
            m = re.match(r"^\s+- (\w+):\s+(.*)$", line)
            if m:
                d["args"].append((m.group(1), m.group(2).strip("'")))
        docs.append(d)
    return docs
