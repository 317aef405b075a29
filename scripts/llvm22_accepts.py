#!/usr/bin/env python3
"""LLVM 22's own parser as an oracle: reads `.ll` paths, one per line, on
standard input and answers one line per path on standard output: `ok`, or
`error: MESSAGE` when llvmlite (which embeds LLVM 22) rejects the text or the
module verifier fails. Needs `llvmlite` 0.50 (scripts/setup-oracles.sh)."""
import sys

import llvmlite.binding as llvm


def check(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    try:
        module = llvm.parse_assembly(text)
        module.verify()
    except Exception as e:  # noqa: BLE001 - any rejection is an answer
        return "error: " + " | ".join(str(e).split("\n"))
    return "ok"


for line in sys.stdin:
    path = line.rstrip("\n")
    if path:
        print(check(path), flush=True)
