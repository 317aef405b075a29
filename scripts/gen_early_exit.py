#!/usr/bin/env python3
"""Search loops with an early exit, as LLVM IR: one file per variant, each
with one function `@f` whose loop leaves early when an element matches a
key, varied in what LLVM 22's early-exit rules read: the element and key
types, what the loaded pointer is based on (a global, a stack array, an
argument with or without `dereferenceable`), the trip count (the object's
size, smaller, larger, symbolic), a second early exit, a store, a
reduction, a call, the value used after the loop, and where the exit is.

usage: scripts/gen_early_exit.py OUT_DIR

Compare with LLVM 22 (VF per target) by
  scripts/compare_lv.py --llvm 22 --target avx2 OUT_DIR
"""
import itertools
import os
import sys

TYPES = {
    "i8": (1, "icmp eq", "0"),
    "i16": (2, "icmp eq", "0"),
    "i32": (4, "icmp eq", "0"),
    "i64": (8, "icmp eq", "0"),
    "float": (4, "fcmp oeq", "0.0"),
    "double": (8, "fcmp oeq", "0.0"),
}
N = 1024


def gen(ty, base, trip, extra, cmp="eq"):
    size, pred, _zero = TYPES[ty]
    if cmp == "sgt":
        pred = "icmp sgt" if pred.startswith("icmp") else "fcmp ogt"
    align = size
    head = ['target triple = "x86_64-unknown-linux-gnu"', ""]
    decls = []
    params = ["ptr %a", f"{ty} %key", "i64 %n", "ptr %out"]
    entry = []
    if base == "global":
        head.append(f"@g = global [{N} x {ty}] zeroinitializer, align 16")
        ptr = "@g"
    elif base == "extern_global":
        head.append(f"@g = external global [{N} x {ty}], align 16")
        ptr = "@g"
    elif base == "alloca":
        entry += [f"  %buf = alloca [{N} x {ty}], align 16",
                  "  call void @init(ptr %buf)"]
        decls.append("declare void @init(ptr)")
        ptr = "%buf"
    elif base == "deref_arg":
        params[0] = f"ptr noundef align {align} dereferenceable({N * size}) %a"
        ptr = "%a"
    elif base == "deref_arg_underaligned":
        params[0] = f"ptr noundef dereferenceable({N * size}) %a"
        ptr = "%a"
    else:  # plain argument
        ptr = "%a"
    bound = {"full": str(N), "half": str(N // 2), "over": str(N + 8), "sym": "%n"}[trip]
    body = [
        "loop:",
        "  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]",
    ]
    if extra == "reduction":
        body.append("  %s = phi i64 [ 0, %entry ], [ %s.next, %latch ]")
    body += [
        f"  %p = getelementptr inbounds {ty}, ptr {ptr}, i64 %i",
        f"  %x = load {ty}, ptr %p, align {align}",
    ]
    if extra == "volatile":
        body[-1] = f"  %x = load volatile {ty}, ptr %p, align {align}"
    if extra == "second_array":
        head.append(f"@h = global [{N} x {ty}] zeroinitializer, align 16")
        body += [
            f"  %q = getelementptr inbounds {ty}, ptr @h, i64 %i",
            f"  %y = load {ty}, ptr %q, align {align}",
            f"  %c = {pred} {ty} %x, %y",
        ]
    else:
        body.append(f"  %c = {pred} {ty} %x, %key")
    if extra == "two_exits":
        body += ["  br i1 %c, label %found, label %next", "next:",
                 f"  %x2 = load {ty}, ptr @g2, align {align}",
                 f"  %c2 = {pred} {ty} %x2, %x",
                 "  br i1 %c2, label %found2, label %latch"]
        head.append(f"@g2 = global {ty} zeroinitializer, align 16")
    elif extra == "exit_not_dominating":
        body += ["  %odd = and i64 %i, 1", "  %isodd = icmp eq i64 %odd, 1",
                 "  br i1 %isodd, label %check, label %latch", "check:",
                 "  br i1 %c, label %found, label %latch"]
    else:
        body.append("  br i1 %c, label %found, label %latch")
    body.append("latch:")
    if extra == "store":
        body += [f"  %o = getelementptr inbounds {ty}, ptr %out, i64 %i",
                 f"  store {ty} %x, ptr %o, align {align}"]
    if extra == "call":
        decls.append("declare void @side(i64)")
        body.append("  call void @side(i64 %i)")
    if extra == "udiv":
        body.append("  %d = udiv i64 1000, %n")
    if extra == "reduction":
        body.append("  %s.next = add i64 %s, %i")
    body += [
        "  %i.next = add nuw nsw i64 %i, 1",
        f"  %done = icmp eq i64 %i.next, {bound}",
        "  br i1 %done, label %exit, label %loop",
    ]
    if extra == "live_load":
        found = ["found:", f"  %xr = phi {ty} [ %x, %loop ]",
                 f"  store {ty} %xr, ptr %out, align {align}", "  ret i64 %i"]
    else:
        found = ["found:", "  %r = phi i64 [ %i, %" + ("check" if extra == "exit_not_dominating" else "loop") + " ]",
                 "  ret i64 %r"]
    if extra == "two_exits":
        found += ["found2:", "  ret i64 -2"]
    exit_ = ["exit:"]
    if extra == "reduction":
        exit_ += ["  ret i64 %s.next"]
    else:
        exit_ += ["  ret i64 -1"]
    text = "\n".join(head) + "\n\n" + "\n".join(decls) + "\n\n"
    text += f"define i64 @f({', '.join(params)}) {{\nentry:\n"
    text += "\n".join(entry + ["  br label %loop"] + body + found + exit_) + "\n}\n"
    return text


def variants():
    # Every element type over every base, the whole object's trip count.
    for ty, base in itertools.product(TYPES, ["global", "extern_global", "alloca", "deref_arg",
                                               "deref_arg_underaligned", "arg"]):
        yield ty, base, "full", "none", "eq"
    # Trip counts against the object's size.
    for ty, trip in itertools.product(["i8", "i32", "double"], ["half", "over", "sym"]):
        yield ty, "global", trip, "none", "eq"
        yield ty, "deref_arg", trip, "none", "eq"
    # What else the loop does.
    for ty, extra in itertools.product(["i8", "i32", "float"], [
            "two_exits", "exit_not_dominating", "store", "reduction", "call", "live_load",
            "volatile", "second_array", "udiv"]):
        yield ty, "global", "full", extra, "eq"
    for ty in ["i16", "i32", "i64", "float"]:
        yield ty, "global", "full", "none", "sgt"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    n = 0
    for ty, base, trip, extra, cmp in variants():
        name = f"ee_{ty}_{base}_{trip}_{extra}_{cmp}.ll"
        with open(os.path.join(out, name), "w") as f:
            f.write(gen(ty, base, trip, extra, cmp))
        n += 1
    print(f"{n} files in {out}")


if __name__ == "__main__":
    main()
