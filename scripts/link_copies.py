#!/usr/bin/env python3
"""Writes N renamed copies of a set of LLVM 14 `.ll` files, ready for
`llvm-link` into one module: every global a file defines (functions,
variables, aliases, comdats) gets the suffix `.c<copy>.f<file>`, so no two
copies or files clash; declarations of external functions keep their
names.

    python3 scripts/link_copies.py OUT_DIR N FILE...
"""
import os
import re
import sys

NAME = r'(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|"[^"]*")'
DEF = re.compile(r'^(?:define\b[^@]*@(' + NAME + r')|@(' + NAME + r')\s*=|\$(' + NAME + r')\s*=)', re.M)


def defined(text):
    out = set()
    for m in DEF.finditer(text):
        n = m.group(1) or m.group(2) or m.group(3)
        if not n.startswith('llvm.'):
            out.add(n)
    return out


def rename(text, names, suffix):
    def sub(m):
        sigil, n = m.group(1), m.group(2)
        if n not in names:
            return m.group(0)
        if n.startswith('"'):
            return sigil + n[:-1] + suffix + '"'
        return sigil + n + suffix
    return re.sub(r'([@$])(' + NAME + r')', sub, text)


def main():
    out, n, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    os.makedirs(out, exist_ok=True)
    texts = [open(f).read() for f in files]
    for c in range(n):
        for i, t in enumerate(texts):
            # Module flags and ident are merged by llvm-link; drop nothing.
            r = rename(t, defined(t), '.c%d.f%d' % (c, i))
            open(os.path.join(out, 'c%d_f%d.ll' % (c, i)), 'w').write(r)


main()
