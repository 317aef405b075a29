"""What the corpus comparison scripts share: the files to read and how to
run LLVM 14's `opt` on one of them."""
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
