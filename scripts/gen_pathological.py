#!/usr/bin/env python3
"""Valid but pathological LLVM IR modules, for scaling benchmarks.

usage: scripts/gen_pathological.py SHAPE N > out.ll

SHAPE:
  deep-nest     a loop nest N deep
  siblings      N sibling loops in one function
  load-sum      a loop-free sum of N loads
  wide-phi      a phi with N incoming values
  long-loop     one loop of about N instructions
"""
import sys

HEAD = 'target triple = "x86_64-unknown-linux-gnu"\n'


def deep_nest(n):
    out = [HEAD, "define void @f(i32* %a, i64 %m) {", "entry:", "  br label %h0"]
    for d in range(n):
        pre = "entry" if d == 0 else f"h{d - 1}"
        out += [f"h{d}:", f"  %i{d} = phi i64 [ 0, %{pre} ], [ %i{d}.next, %l{d} ]"]
        if d + 1 < n:
            out.append(f"  br label %h{d + 1}")
        else:
            out += ["  %p = getelementptr inbounds i32, i32* %a, i64 %i0",
                    "  store i32 0, i32* %p, align 4", f"  br label %l{d}"]
    for d in reversed(range(n)):
        nxt = "exit" if d == 0 else f"l{d - 1}"
        out += [f"l{d}:", f"  %i{d}.next = add nuw nsw i64 %i{d}, 1",
                f"  %c{d} = icmp eq i64 %i{d}.next, %m",
                f"  br i1 %c{d}, label %{nxt}, label %h{d}"]
    out += ["exit:", "  ret void", "}"]
    return "\n".join(out) + "\n"


def siblings(n):
    out = [HEAD, "define void @f(i32* noalias %a, i64 %m) {", "entry:", "  br label %h0"]
    for k in range(n):
        pre = "entry" if k == 0 else f"h{k - 1}"
        nxt = "exit" if k == n - 1 else f"h{k + 1}"
        out += [f"h{k}:", f"  %i{k} = phi i64 [ 0, %{pre} ], [ %i{k}.next, %h{k} ]",
                f"  %p{k} = getelementptr inbounds i32, i32* %a, i64 %i{k}",
                f"  %v{k} = load i32, i32* %p{k}, align 4",
                f"  %w{k} = add i32 %v{k}, {k}",
                f"  store i32 %w{k}, i32* %p{k}, align 4",
                f"  %i{k}.next = add nuw nsw i64 %i{k}, 1",
                f"  %c{k} = icmp eq i64 %i{k}.next, %m",
                f"  br i1 %c{k}, label %{nxt}, label %h{k}"]
    out += ["exit:", "  ret void", "}"]
    return "\n".join(out) + "\n"


def load_sum(n):
    out = [HEAD, "define i32 @f(i32* %a) {", "entry:", "  %s0 = add i32 0, 0"]
    for k in range(n):
        out += [f"  %p{k} = getelementptr inbounds i32, i32* %a, i64 {k}",
                f"  %v{k} = load i32, i32* %p{k}, align 4",
                f"  %s{k + 1} = add i32 %s{k}, %v{k}"]
    out += [f"  ret i32 %s{n}", "}"]
    return "\n".join(out) + "\n"


def wide_phi(n):
    out = [HEAD, "define i32 @f(i32 %x) {", "entry:",
           f"  switch i32 %x, label %join [ " + " ".join(f"i32 {k}, label %b{k}" for k in range(n)) + " ]"]
    for k in range(n):
        out += [f"b{k}:", "  br label %join"]
    out += ["join:", "  %r = phi i32 [ -1, %entry ], " +
            ", ".join(f"[ {k}, %b{k} ]" for k in range(n)), "  ret i32 %r", "}"]
    return "\n".join(out) + "\n"


def long_loop(n):
    out = [HEAD, "define void @f(i32* noalias %a, i32* noalias %b, i64 %m) {", "entry:",
           "  br label %loop", "loop:",
           "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]",
           "  %pa = getelementptr inbounds i32, i32* %a, i64 %i",
           "  %x0 = load i32, i32* %pa, align 4"]
    for k in range(n):
        op = ("add", "mul", "xor", "sub")[k % 4]
        out.append(f"  %x{k + 1} = {op} i32 %x{k}, {k + 3}")
    out += ["  %pb = getelementptr inbounds i32, i32* %b, i64 %i",
            f"  store i32 %x{n}, i32* %pb, align 4",
            "  %i.next = add nuw nsw i64 %i, 1", "  %c = icmp eq i64 %i.next, %m",
            "  br i1 %c, label %exit, label %loop", "exit:", "  ret void", "}"]
    return "\n".join(out) + "\n"


SHAPES = {"deep-nest": deep_nest, "siblings": siblings, "load-sum": load_sum,
          "wide-phi": wide_phi, "long-loop": long_loop}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES:
        sys.exit(__doc__)
    sys.stdout.write(SHAPES[sys.argv[1]](int(sys.argv[2])))
