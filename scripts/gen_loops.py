#!/usr/bin/env python3
"""Seeded generator of random, valid LLVM 14 IR loops (typed pointers).

Every generated function holds one loop (or a small nest) drawn from a
grammar: integer and floating-point reductions of every kind (add, mul,
and/or/xor, min/max through compare+select and through intrinsics, any-of
(select-cmp) and conditional updates through a select,
fadd/fmul with and without fast-math flags, conditional updates),
first-order recurrences (one, two, chained or feeding each other),
conditionals (nested if/else with loads and stores under them, phis joining
the branches' values), unit/strided/reverse/indirect (a[b[i]])/interleaved
(a[2i], a[2i+1])/invariant/clamped (a[i % 2^k], a[i & mask])/symbolic-stride
(a[i*s])/through-a-loaded-pointer (p[i][..]) accesses, mixed element sizes with casts, calls
to intrinsics (llvm.sqrt, llvm.fabs, llvm.smax, llvm.powi...) and to libm
(declared readnone or not, or defined in the module), early exits, constant
(small and large) and unknown trip counts, down-counting and stepping IVs,
pointers with and without `noalias` (and pointers into one object at a
constant distance), invariant loads and stores, nontemporal and volatile
accesses, optsize/minsize functions.

Function `index` under seed `seed` depends only on (seed, index, attempt):
batching does not change it. Modules are checked with `llvm-as`; a
function it rejects is regenerated with the next attempt number and
counted.

usage: scripts/gen_loops.py [--count N] [--seed S] [--per-module K]
                            [--out DIR] [--llvm-as PATH]
Writes DIR/gen_SEED_NNNN.ll (K functions each) and prints the number of
functions, modules and llvm-as rejections.
"""
import argparse
import os
import random
import subprocess
import tempfile

LLVM_AS = "/usr/lib/llvm-14/bin/llvm-as"

INTS = ["i8", "i16", "i32", "i64"]
FPS = ["float", "double"]
BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "float": 32, "double": 64}
ALIGN = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "float": 4, "double": 8}

HEADER = """target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@G = global i32 7
"""

FOOTER = """
attributes #0 = { nounwind }
attributes #1 = { nounwind optsize }
attributes #2 = { nounwind readnone }
attributes #3 = { nounwind minsize optsize }
attributes #4 = { nounwind readonly }
attributes #5 = { nounwind "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" }

!0 = !{i32 1}
"""

# libm: name per type, arity
LIBM = {
    "sqrt": ("sqrt", "sqrtf", 1), "sin": ("sin", "sinf", 1), "cos": ("cos", "cosf", 1),
    "floor": ("floor", "floorf", 1), "ceil": ("ceil", "ceilf", 1), "exp": ("exp", "expf", 1),
    "log": ("log", "logf", 1), "fabs": ("fabs", "fabsf", 1), "round": ("round", "roundf", 1),
    "trunc": ("trunc", "truncf", 1), "pow": ("pow", "powf", 2), "fmax": ("fmax", "fmaxf", 2),
}
FP_INTR1 = ["sqrt", "fabs", "floor", "ceil", "sin", "cos", "exp", "log", "round", "trunc", "rint"]
FP_INTR2 = ["pow", "minnum", "maxnum", "copysign"]
INT_INTR2 = ["smax", "smin", "umax", "umin"]


def is_fp(t):
    return t in FPS


def fsuf(t):
    return "f32" if t == "float" else "f64"


def const(t, rng, nonzero=False):
    if is_fp(t):
        return rng.choice(["1.000000e+00", "2.000000e+00", "5.000000e-01", "-3.000000e+00"] +
                          ([] if nonzero else ["0.000000e+00"]))
    lim = (1 << (BITS[t] - 1)) - 1
    vals = [1, 2, 3, 7, -1, min(lim, 100)] + ([] if nonzero else [0])
    return str(rng.choice(vals))


class Fn:
    """One function being generated."""

    def __init__(self, rng, name):
        self.rng = rng
        self.name = name
        self.n = 0
        self.blocks = []  # [label, [lines]]
        self.decls = {}  # name -> text (declaration or local definition)
        self.params = []  # "T* noalias %a"
        self.arrays = []  # (name, elem type)
        self.features = set()
        self.pool = []  # (value, type) usable at the current point
        self.reds = []  # reduction dicts
        self.recs = []  # recurrence dicts
        self.live = {}  # reduction name -> current value
        self.top_level = []  # values defined in top-level blocks (dominate the latch)
        self.depth = 0
        self.nest = False
        self.early = None  # label of the block holding the early exit

    # -- emission ---------------------------------------------------------
    def fresh(self, base="v"):
        self.n += 1
        return f"%{base}{self.n}"

    def block(self, label):
        self.blocks.append([label, []])

    @property
    def cur(self):
        return self.blocks[-1][0]

    def emit(self, line):
        self.blocks[-1][1].append("  " + line)

    def define(self, value, t, text, pool=True):
        self.emit(f"{value} = {text}")
        if not pool:
            return value
        self.pool.append((value, t))
        if self.depth == 0:
            self.top_level.append((value, t))
        return value

    # -- values -----------------------------------------------------------
    def cast(self, v, f, t):
        if f == t:
            return v
        r = self.rng
        nv = self.fresh("c")
        if not is_fp(f) and not is_fp(t):
            if BITS[f] < BITS[t]:
                op = r.choice(["sext", "zext"])
            else:
                op = "trunc"
        elif not is_fp(f):
            op = r.choice(["sitofp", "uitofp"])
        elif not is_fp(t):
            op = r.choice(["fptosi", "fptoui"])
        else:
            op = "fpext" if BITS[f] < BITS[t] else "fptrunc"
        self.define(nv, t, f"{op} {f} {v} to {t}")
        return nv

    def iv_index(self):
        """The IV as an i64 index."""
        if self.iv_type == "i64":
            return self.iv
        if "sext_iv" not in self.__dict__:
            self.sext_iv = self.fresh("iv.ext")
            self.emit(f"{self.sext_iv} = sext i32 {self.iv} to i64")
            if self.depth == 0:
                self.top_level.append((self.sext_iv, "i64"))
        return self.sext_iv

    def address(self, arr, kind, off=0):
        name, et = arr
        r = self.rng
        i = self.iv_index()
        if kind == "invariant":
            if r.random() < 0.5:
                return name
            p = self.fresh("p")
            self.emit(f"{p} = getelementptr inbounds {et}, {et}* {name}, i64 {r.choice([1, 3, 10])}")
            return p
        if kind == "unit":
            idx = i
            if off:
                idx = self.fresh("idx")
                self.emit(f"{idx} = add nsw i64 {i}, {off}")
        elif kind == "stride":
            k = self.stride_k
            idx = self.fresh("idx")
            self.emit(f"{idx} = mul nsw i64 {i}, {k}")
            if off:
                j = self.fresh("idx")
                self.emit(f"{j} = add nsw i64 {idx}, {off}")
                idx = j
        elif kind == "reverse":
            idx = self.fresh("idx")
            self.emit(f"{idx} = sub nsw i64 {self.last}, {i}")
        elif kind == "indirect":
            ip = self.fresh("ip")
            self.emit(f"{ip} = getelementptr inbounds i32, i32* %idx, i64 {i}")
            iv = self.fresh("ix")
            self.emit(f"{iv} = load i32, i32* {ip}, align 4")
            idx = self.fresh("idx")
            self.emit(f"{idx} = {r.choice(['sext', 'zext'])} i32 {iv} to i64")
            self.features.add("indirect")
        elif kind == "clamped":
            # a[i % 2^k] or a[i & (2^k - 1)], in the IV's own type
            m = r.choice([2, 4, 8, 16, 64])
            t = self.iv_type
            c = self.fresh("cl")
            if r.random() < 0.5:
                self.emit(f"{c} = urem {t} {self.iv}, {m}")
            else:
                self.emit(f"{c} = and {t} {self.iv}, {m - 1}")
            idx = c
            if t != "i64":
                idx = self.fresh("idx")
                self.emit(f"{idx} = {r.choice(['sext', 'zext'])} {t} {c} to i64")
            self.features.add("clamped")
        elif kind == "symbolic":
            # a[i*s] with an invariant stride s
            idx = self.fresh("idx")
            self.emit(f"{idx} = mul nsw i64 {i}, %s")
            self.features.add("symbolic-stride")
        elif kind == "loaded":
            # through a pointer loaded from an array of pointers
            pp = self.fresh("pp")
            self.emit(f"{pp} = getelementptr inbounds i8*, i8** %ptrs, i64 {i}")
            q = self.fresh("q")
            self.emit(f"{q} = load i8*, i8** {pp}, align 8")
            qc = self.fresh("q")
            self.emit(f"{qc} = bitcast i8* {q} to {et}*")
            self.features.add("loaded-pointer")
            if r.random() < 0.5:
                return qc
            name, idx = qc, r.choice(["0", "1", i])
        elif kind == "outer":
            t = self.fresh("idx")
            self.emit(f"{t} = mul nsw i64 %j, {self.inner_tc}")
            idx = self.fresh("idx")
            self.emit(f"{idx} = add nsw i64 {t}, {i}")
        else:
            raise ValueError(kind)
        p = self.fresh("p")
        self.emit(f"{p} = getelementptr inbounds {et}, {et}* {name}, i64 {idx}")
        return p

    def mem_flags(self, et):
        r = self.rng
        x = r.random()
        align = ALIGN[et] if r.random() < 0.9 else 1
        if x < 0.005:
            self.features.add("volatile")
            return "volatile ", f", align {align}"
        if x < 0.012:
            self.features.add("nontemporal")
            return "", f", align {align}, !nontemporal !0"
        return "", f", align {align}"

    def access_kind(self, store=False):
        r = self.rng
        if self.nest:
            return r.choice(["outer", "outer", "unit", "invariant"])
        kinds = ["unit", "stride", "reverse", "indirect", "invariant", "clamped", "symbolic", "loaded"]
        if store:
            return r.choices(kinds, [24, 3, 3, 1, 1, 1, 1, 1])[0]
        return r.choices(kinds, [12, 2, 2, 1, 1, 1, 1, 1])[0]

    def load(self, arr=None, kind=None, off=None):
        r = self.rng
        arr = arr or r.choice(self.ins)
        kind = kind or self.access_kind()
        if off is None:
            off = r.choice([0, 0, 0, 1, -1, 2, 4]) if kind in ("unit", "stride") else 0
        if kind == "stride" and off >= self.stride_k:
            off = off % self.stride_k
        p = self.address(arr, kind, off)
        et = arr[1]
        vol, tail = self.mem_flags(et)
        v = self.fresh("l")
        self.features.add("load-" + kind)
        return self.define(v, et, f"load {vol}{et}, {et}* {p}{tail}")

    def store(self, v, t, arr=None, kind=None):
        r = self.rng
        arr = arr or r.choice(self.outs)
        if kind is None and arr in self.out_access:
            kind, off = self.out_access[arr]
            if kind == "stride":
                # another member of an interleaved group: a[k*i + off]
                off = r.randrange(self.stride_k)
                self.features.add("store-interleaved")
        else:
            kind = kind or self.access_kind(store=True)
            off = r.choice([0, 0, 0, 0, 0, 1, -1, 3]) if kind in ("unit", "stride") else 0
            if not self.free_stores:
                # every store to one array writes one address
                self.out_access[arr] = (kind, off)
        if kind == "stride" and off >= self.stride_k:
            off = off % self.stride_k
        et = arr[1]
        v = self.cast(v, t, et)
        p = self.address(arr, kind, off)
        vol, tail = self.mem_flags(et)
        self.features.add("store-" + kind)
        self.emit(f"store {vol}{et} {v}, {et}* {p}{tail}")

    def leaf(self, t):
        r = self.rng
        x = r.random()
        cands = [(v, vt) for v, vt in self.pool if vt != "i1" or r.random() < 0.1]
        if x < 0.45 or not cands:
            v = self.load()
            return self.cast(v, self.pool[-1][1], t)
        if x < 0.55:
            return const(t, r)
        v, vt = r.choice(cands)
        return self.cast(v, vt, t)

    def binop(self, t, a, b):
        r = self.rng
        if is_fp(t):
            op = r.choice(["fadd", "fsub", "fmul", "fdiv", "fadd", "fmul"])
            fl = r.choice(["", "", "fast ", "reassoc nsz "])
            return self.define(self.fresh(), t, f"{op} {fl}{t} {a}, {b}")
        op = r.choices(["add", "sub", "mul", "and", "or", "xor", "shl", "ashr", "lshr",
                        "sdiv", "udiv", "srem", "sdivce"], [6, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1])[0]
        if op in ("shl", "ashr", "lshr"):
            b = str(r.randint(1, BITS[t] - 1))
        elif op in ("sdiv", "udiv", "srem"):
            if r.random() < 0.6:
                b = const(t, r, nonzero=True)
            else:
                self.features.add("div-var")
        elif op == "sdivce":
            op = "sdiv"
            self.features.add("div-constexpr")
            b = f"ptrtoint (i32* @G to {t})"
        flags = r.choice(["", "", "nsw ", "nuw "]) if op in ("add", "sub", "mul", "shl") else ""
        return self.define(self.fresh(), t, f"{op} {flags}{t} {a}, {b}")

    def call(self, t, a):
        r = self.rng
        if is_fp(t):
            x = r.random()
            if x < 0.45:
                f = r.choice(FP_INTR1)
                name = f"llvm.{f}.{fsuf(t)}"
                self.decls[name] = f"declare {t} @{name}({t})"
                self.features.add("intrinsic")
                return self.define(self.fresh(), t, f"call {t} @{name}({t} {a})")
            if x < 0.6:
                f = r.choice(FP_INTR2)
                name = f"llvm.{f}.{fsuf(t)}"
                self.decls[name] = f"declare {t} @{name}({t}, {t})"
                b = self.leaf(t)
                self.features.add("intrinsic")
                return self.define(self.fresh(), t, f"call {t} @{name}({t} {a}, {t} {b})")
            if x < 0.7:
                name = f"llvm.powi.{fsuf(t)}.i32"
                self.decls[name] = f"declare {t} @{name}({t}, i32)"
                if r.random() < 0.5:
                    e = str(r.choice([2, 3]))
                    self.features.add("powi-const")
                else:
                    e = self.cast(self.iv, self.iv_type, "i32") if r.random() < 0.7 else "%k"
                    self.features.add("powi-var" if e != "%k" else "powi-inv")
                return self.define(self.fresh(), t, f"call {t} @{name}({t} {a}, i32 {e})")
            if x < 0.75:
                name = f"llvm.fma.{fsuf(t)}"
                self.decls[name] = f"declare {t} @{name}({t}, {t}, {t})"
                b = self.leaf(t)
                self.features.add("intrinsic")
                return self.define(self.fresh(), t, f"call {t} @{name}({t} {a}, {t} {b}, {t} {a})")
            # libm
            f = r.choice(sorted(LIBM))
            dname, fname, arity = LIBM[f]
            name = fname if t == "float" else dname
            args = ", ".join([f"{t} {a}"] + [f"{t} {self.leaf(t)}"] * (arity - 1))
            sig = ", ".join([t] * arity)
            mode = self.libm_mode
            if mode == "readnone":
                self.decls[name] = f"declare {t} @{name}({sig}) #2"
            elif mode == "plain":
                self.decls[name] = f"declare {t} @{name}({sig})"
            else:
                ps = ", ".join(f"{t} %x{j}" for j in range(arity))
                link = "internal " if mode == "local-internal" else ""
                self.decls[name] = (f"define {link}{t} @{name}({ps}) #2 {{\n"
                                    f"  %r = fadd {t} %x0, 1.000000e+00\n"
                                    f"  ret {t} %r\n}}")
            self.features.add("libm-" + mode)
            cs = " #2" if mode == "plain" and r.random() < 0.3 else ""
            if cs:
                self.features.add("libm-callsite-readnone")
            return self.define(self.fresh(), t, f"call {t} @{name}({args}){cs}")
        x = r.random()
        if x < 0.6:
            f = r.choice(INT_INTR2)
            name = f"llvm.{f}.{t}"
            self.decls[name] = f"declare {t} @{name}({t}, {t})"
            b = self.leaf(t)
            self.features.add("intrinsic")
            return self.define(self.fresh(), t, f"call {t} @{name}({t} {a}, {t} {b})")
        if x < 0.8:
            name = f"llvm.abs.{t}"
            self.decls[name] = f"declare {t} @{name}({t}, i1)"
            self.features.add("intrinsic")
            return self.define(self.fresh(), t, f"call {t} @{name}({t} {a}, i1 false)")
        f = "ctpop" if t == "i8" else r.choice(["ctpop", "bswap"])
        name = f"llvm.{f}.{t}"
        self.decls[name] = f"declare {t} @{name}({t})"
        self.features.add("intrinsic")
        return self.define(self.fresh(), t, f"call {t} @{name}({t} {a})")

    def cmp(self, t, a, b):
        r = self.rng
        c = self.fresh("cmp")
        if is_fp(t):
            self.define(c, "i1", f"fcmp {r.choice(['olt', 'ogt', 'oeq', 'une', 'ole'])} {t} {a}, {b}")
        else:
            self.define(c, "i1", f"icmp {r.choice(['slt', 'sgt', 'eq', 'ne', 'ult', 'uge'])} {t} {a}, {b}")
        return c

    def expr(self, t, depth=0):
        r = self.rng
        if depth >= 2 or r.random() < 0.35:
            return self.leaf(t)
        x = r.random()
        a = self.expr(t, depth + 1)
        if x < 0.6:
            return self.binop(t, a, self.expr(t, depth + 1))
        if x < 0.75:
            return self.call(t, a)
        if x < 0.9:
            c = self.cmp(t, a, self.leaf(t))
            return self.define(self.fresh("sel"), t, f"select i1 {c}, {t} {a}, {t} {self.leaf(t)}")
        # through another type
        u = r.choice(INTS + FPS)
        return self.cast(self.binop(u, self.cast(a, t, u), self.leaf(u)), u, t)

    # -- statements -------------------------------------------------------
    def stmt_store(self):
        t = self.rng.choice(self.outs)[1]
        v = self.expr(t)
        self.store(v, t)

    def select_either(self, nv, t, c, a, b):
        """`select c, a, b` or `select c, b, a`, at random."""
        if self.rng.random() >= 0.5:
            a, b = b, a
        self.define(nv, t, f"select i1 {c}, {t} {a}, {t} {b}", False)

    def cmp_with(self, pred, t, a, b):
        c = self.fresh("cmp")
        op = "fcmp" if is_fp(t) else "icmp"
        self.define(c, "i1", f"{op} {pred} {t} {a}, {b}", False)
        return c

    def stmt_reduce(self, red):
        r = self.rng
        t, kind, acc = red["type"], red["kind"], self.live[red["name"]]
        v = self.expr(t)
        nv = self.fresh("red")
        if kind in ("add", "sub", "mul", "and", "or", "xor"):
            a, b = (acc, v) if kind == "sub" or r.random() < 0.5 else (v, acc)
            self.define(nv, t, f"{kind} {t} {a}, {b}", False)
        elif kind in ("fadd", "fmul", "fsub"):
            a, b = (acc, v) if kind == "fsub" or r.random() < 0.5 else (v, acc)
            self.define(nv, t, f"{kind} {red['fl']}{t} {a}, {b}", False)
        elif kind.startswith("sel-"):
            pred = kind[4:]
            c = self.fresh("cmp")
            fl = red["fl"]
            if is_fp(t):
                self.define(c, "i1", f"fcmp {fl}{pred} {t} {acc}, {v}", False)
                self.define(nv, t, f"select {fl}i1 {c}, {t} {acc}, {t} {v}", False)
            else:
                self.define(c, "i1", f"icmp {pred} {t} {acc}, {v}", False)
                self.define(nv, t, f"select i1 {c}, {t} {acc}, {t} {v}", False)
        elif kind.startswith("anyof-"):
            # Any-of: keep the accumulator unless a compare picks an
            # invariant (a constant or an argument), on either side.
            c = self.cmp_with(kind[6:], t, v, self.leaf(t))
            inv = "%k" if t == "i32" and r.random() < 0.3 else const(t, r)
            self.select_either(nv, t, c, acc, inv)
        elif kind.startswith("cond-"):
            # A conditional update: `select(c, acc op v, acc)`.
            op = kind[5:]
            c = self.cmp_with(r.choice(["olt", "ogt"] if is_fp(t) else ["slt", "ne"]), t, v, self.leaf(t))
            tmp = self.fresh("upd")
            fl = red["fl"] if is_fp(t) else ""
            self.define(tmp, t, f"{op} {fl}{t} {acc}, {v}", False)
            self.select_either(nv, t, c, tmp, acc)
        elif kind.startswith("intr-"):
            f = kind[5:]
            name = f"llvm.{f}.{fsuf(t) if is_fp(t) else t}"
            self.decls[name] = f"declare {t} @{name}({t}, {t})"
            self.define(nv, t, f"call {red['fl']}{t} @{name}({t} {acc}, {t} {v})", False)
        elif kind == "fdiv":
            self.define(nv, t, f"fdiv {red['fl']}{t} {acc}, {v}", False)
        else:
            raise ValueError(kind)
        self.live[red["name"]] = nv

    def stmt_cond(self):
        r = self.rng
        t = r.choice(INTS + FPS)
        if r.random() < 0.25 and not self.nest:
            a = self.cast(self.iv, self.iv_type, "i64")
            c = self.fresh("cmp")
            self.define(c, "i1", f"icmp {r.choice(['slt', 'ugt', 'eq'])} i64 {a}, {r.choice([3, 8, 100])}")
            self.features.add("cond-iv")
        else:
            c = self.cmp(t, self.leaf(t), self.leaf(t))
        pred_block = self.cur
        n = self.n
        then, els, join = f"if{n}.then", f"if{n}.else", f"if{n}.end"
        has_else = r.random() < 0.5
        self.emit(f"br i1 {c}, label %{then}, label %{els if has_else else join}")
        self.features.add("cond" if self.depth == 0 else "cond-nested")
        saved_pool, saved_live = list(self.pool), dict(self.live)
        origins = []
        self.depth += 1
        for lab in [then] + ([els] if has_else else []):
            self.pool, self.live = list(saved_pool), dict(saved_live)
            self.block(lab)
            self.stmts(r.randint(1, 2))
            origins.append((self.cur, self.pool[len(saved_pool):], dict(self.live)))
            self.emit(f"br label %{join}")
        self.depth -= 1
        if not has_else:
            origins.append((pred_block, [], saved_live))
        self.pool, self.live = saved_pool, dict(saved_live)
        self.block(join)
        # reductions updated on some path
        for red in self.reds:
            nm = red["name"]
            vals = [o[2][nm] for o in origins]
            if len(set(vals)) > 1:
                v = self.fresh("rj")
                inc = ", ".join(f"[ {val}, %{o[0]} ]" for val, o in zip(vals, origins))
                self.define(v, red["type"], f"phi {red['type']} {inc}", False)
                self.live[nm] = v
                self.features.add("red-cond")
        # a phi joining two branches' values
        if r.random() < 0.6:
            t = r.choice(INTS + FPS)
            incs = []
            for lab, vals, _ in origins:
                ok = [(v, vt) for v, vt in vals if vt == t]
                incs.append(f"[ {r.choice(ok)[0] if ok else const(t, r)}, %{lab} ]")
            v = self.fresh("phi")
            self.define(v, t, f"phi {t} " + ", ".join(incs))
            self.features.add("cond-phi")

    def stmts(self, k):
        r = self.rng
        for _ in range(k):
            x = r.random()
            if x < 0.45:
                self.stmt_store()
            elif x < 0.70 and self.reds:
                self.stmt_reduce(r.choice(self.reds))
            elif x < 0.85 and self.depth < 2:
                self.stmt_cond()
            elif x < 0.92:
                t = r.choice(FPS + INTS)
                self.store(self.call(t, self.leaf(t)), t)
            else:
                self.stmt_store()

    # -- the function -----------------------------------------------------
    def build(self):
        r = self.rng
        self.features.add("gen")
        narr = r.randint(2, 4)
        types = INTS + FPS
        common = r.choice(types)
        mixed = r.random() < 0.4
        # Arrays read and arrays written, apart; sometimes any array is both.
        self.roles_mixed = r.random() < 0.15
        na_all = r.random() < 0.6
        for j in range(narr):
            et = r.choice(types) if mixed else common
            na = na_all or r.random() < 0.3
            self.arrays.append((f"%a{j}", et))
            self.params.append(f"{et}* {'noalias ' if na else ''}%a{j}")
            if not na:
                self.features.add("may-alias")
        self.outs = self.arrays[:max(1, narr // 2)]
        self.ins = self.arrays[len(self.outs):]
        self.out_access = {}
        self.free_stores = r.random() < 0.1
        if self.free_stores:
            self.features.add("stores-anywhere")
        if self.roles_mixed:
            self.features.add("read-write-same")
            self.outs = self.ins = self.arrays
        if mixed:
            self.features.add("mixed-types")
        if r.random() < 0.1 and self.arrays:
            # a second pointer into the first array at a constant distance
            et = self.arrays[0][1]
            self.arrays.append(("%alias", et))
            self.ins = self.ins + [("%alias", et)]
            self.features.add("alias-offset")
            self.alias_dist = r.choice([1, 2, 3, 4, 8, 16, 32, -1, -4])
        self.params.append("i32* noalias %idx")
        self.params.append("i32 %k")
        self.params.append("i64 %s")
        self.params.append("i8** noalias %ptrs")
        self.nest = r.random() < 0.1
        self.stride_k = r.choice([2, 2, 3, 4])
        self.libm_mode = r.choices(["readnone", "plain", "local", "local-internal"], [5, 3, 1, 1])[0]
        attrs = r.choices(["#0", "#1", "#3", "#5"], [8, 2, 1, 1])[0]
        if attrs in ("#1", "#3"):
            self.features.add("optsize")
        if attrs == "#5":
            self.features.add("no-nans-fp-math")
        # trip count
        tck = r.choices(["unknown", "unknown32", "const-small", "const", "const-large"], [5, 1, 2, 2, 1])[0]
        self.features.add("tc-" + tck)
        self.iv_type = "i32" if tck == "unknown32" or r.random() < 0.1 else "i64"
        if tck.startswith("unknown"):
            self.params.append(f"{self.iv_type} %n")
            tc = "%n"
        else:
            tc = str(r.choice({"const-small": [1, 2, 3, 4, 5, 7, 8, 12, 16],
                               "const": [17, 31, 100, 128, 256],
                               "const-large": [1000, 1024, 4096, 65536]}[tck]))
        step = r.choices([1, 2, -1], [8, 1, 1])[0]
        if self.nest:
            step = 1
            self.inner_tc = r.choice([8, 16, 100, 128])
            tc = str(self.inner_tc)
        self.iv = "%i"
        it = self.iv_type
        # reverse accesses index from `last`
        lines_pre = []
        if tc.startswith("%"):
            lst = "%n.last"
            if it == "i64":
                lines_pre.append(f"{lst} = add i64 %n, -1")
            else:
                lines_pre.append("%n.ext = sext i32 %n to i64")
                lines_pre.append(f"{lst} = add i64 %n.ext, -1")
            self.last = lst
        else:
            self.last = str(max(int(tc) - 1, 0) * (2 if step == 2 else 1))
        if hasattr(self, "alias_dist"):
            et = self.arrays[0][1]
            lines_pre.append(f"%alias = getelementptr inbounds {et}, {et}* %a0, i64 {self.alias_dist}")
        # reductions and recurrences
        if not self.nest:
            for j in range(r.choices([0, 1, 2], [4, 5, 2])[0]):
                t = r.choice(types)
                if is_fp(t):
                    kind = r.choices(["fadd", "fmul", "fsub", "sel-olt", "sel-ogt", "intr-minnum",
                                      "intr-maxnum", "fdiv", "anyof-olt", "cond-fadd", "cond-fmul"],
                                     [6, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1])[0]
                    fl = r.choice(["", "fast ", "reassoc ", "nnan nsz ", "reassoc nsz "])
                else:
                    kind = r.choices(["add", "sub", "mul", "and", "or", "xor", "sel-slt", "sel-sgt",
                                      "sel-ult", "sel-ugt", "intr-smax", "intr-smin", "intr-umax",
                                      "intr-umin", "anyof-eq", "anyof-sgt", "cond-add", "cond-or"],
                                     [6, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])[0]
                    fl = ""
                if kind.startswith("intr-") and is_fp(t) is False and fl:
                    fl = ""
                init = r.choice([const(t, r), const(t, r), "%init"])
                if init == "%init":
                    if t == "i32":
                        init = "%k"
                    else:
                        init = const(t, r)
                name = f"%r{j}"
                self.reds.append({"name": name, "type": t, "kind": kind, "fl": fl, "init": init})
                self.live[name] = name
                self.features.add(f"red-{kind}")
            nrec = r.choices([0, 1, 2], [6, 3, 1])[0]
            for j in range(nrec):
                t = r.choice(types)
                self.recs.append({"name": f"%rec{j}", "type": t, "init": const(t, r)})
                self.features.add("recurrence" if nrec == 1 else "recurrence2")
        # the header
        self.block("loop")
        if self.iv_type == "i32":
            self.sext_iv = "%i.ext"
            self.emit("%i.ext = sext i32 %i to i64")
            self.top_level.append(("%i.ext", "i64"))
        self.pool = [(self.iv, it)] + [(rc["name"], rc["type"]) for rc in self.recs]
        if self.reds and r.random() < 0.05:
            self.pool.append((self.reds[0]["name"], self.reds[0]["type"]))
            self.features.add("red-phi-other-use")
        if r.random() < 0.3:
            # an invariant load
            t = r.choice(types)
            v = self.fresh("inv")
            self.emit(f"{v} = load {t}, {t}* %g.{t}, align {ALIGN[t]}")
            self.params.append(f"{t}* %g.{t}")
            self.pool.append((v, t))
            self.features.add("invariant-load")
        # early exit
        if not self.nest and r.random() < 0.05:
            t = self.ins[0][1]
            v = self.load(self.ins[0], "unit", 0)
            c = self.cmp(t, v, const(t, r))
            self.emit(f"br i1 {c}, label %exit, label %body")
            self.early = self.cur
            self.block("body")
            self.features.add("early-exit")
        for rc in self.recs:
            if r.random() < 0.7:
                # the previous value first: users need no sinking
                arr = r.choice(self.ins)
                v = self.load(arr, "unit", 0)
                rc["prev"] = self.cast(v, arr[1], rc["type"])
        self.stmts(r.randint(1, 4))
        for red in self.reds:
            if self.live[red["name"]] == red["name"]:
                self.stmt_reduce(red)
        # recurrences: the previous value
        for rc in self.recs:
            t = rc["type"]
            x = r.random()
            if "prev" in rc:
                pass
            else:
                self.features.add("recurrence-sink")
            cands = [(v, vt) for v, vt in self.top_level if vt == t and v != rc["name"]]
            others = [o["name"] for o in self.recs if o is not rc and o["type"] == t]
            if "prev" in rc:
                pass
            elif x < 0.1 and others:
                rc["prev"] = others[0]
                self.features.add("recurrence-prev-phi")
            elif x < 0.2 and cands:
                rc["prev"] = r.choice(cands)[0]
            else:
                arr = r.choice(self.ins)
                v = self.load(arr, "unit", 0)
                rc["prev"] = self.cast(v, arr[1], t)
            if not any(rc["name"] in ln for b in self.blocks for ln in b[1]):
                # a user of the recurrence
                self.store(self.binop(t, rc["name"], rc["prev"]), t)
        if r.random() < 0.05 and self.reds:
            red = self.reds[0]
            self.emit(f"store {red['type']} {self.live[red['name']]}, {red['type']}* %inv.out, align {ALIGN[red['type']]}")
            self.params.append(f"{red['type']}* %inv.out")
            self.features.add("invariant-store")
        # the latch
        latch = self.cur
        if step == -1:
            # counts down from tc-1 to 0; `last - i` stays an up-counting index
            self.emit(f"%i.next = add nsw {it} %i, -1")
            self.emit(f"%done = icmp eq {it} %i, 0")
            start = (tc if tc == "%n" else str(max(int(tc) - 1, 0)))
            if tc == "%n":
                start = "%n.m1"
                lines_pre.append(f"%n.m1 = add {it} %n, -1")
        else:
            self.emit(f"%i.next = add nuw nsw {it} %i, {step}")
            pred = r.choice(["eq", "eq", "uge", "sge"]) if step == 1 else "uge"
            if tc != "%n" and int(tc) == 0:
                tc = "1"
            self.emit(f"%done = icmp {pred} {it} %i.next, {tc}")
            start = "0"
        outer_latch = "outer.latch" if self.nest else "exit"
        self.emit(f"br i1 %done, label %{outer_latch}, label %loop")
        # header phis
        phis = [f"%i = phi {it} [ {start}, %{self.pre} ], [ %i.next, %{latch} ]"]
        for red in self.reds:
            phis.append(f"{red['name']} = phi {red['type']} [ {red['init']}, %{self.pre} ], "
                        f"[ {self.live[red['name']]}, %{latch} ]")
        for rc in self.recs:
            phis.append(f"{rc['name']} = phi {rc['type']} [ {rc['init']}, %{self.pre} ], "
                        f"[ {rc['prev']}, %{latch} ]")
        self.blocks[0][1][:0] = ["  " + p for p in phis]
        # exit: live-outs
        tail = []
        preds = [latch] + ([self.early] if self.early else [])
        if self.nest:
            tail.append(["outer.latch", ["  %j.next = add nuw nsw i64 %j, 1",
                                         f"  %jdone = icmp eq i64 %j.next, {r.choice([4, 10, 64])}",
                                         "  br i1 %jdone, label %exit, label %outer"]])
            preds = ["outer.latch"]
        ex = []
        outs = []
        for red in self.reds:
            t = red["type"]
            v = f"{red['name']}.lcssa"
            inc = f"[ {self.live[red['name']]}, %{latch} ]"
            if self.early:
                inc += f", [ {red['name']}, %{self.early} ]"
            ex.append(f"  {v} = phi {t} {inc}")
            outs.append((v, t))
        if self.recs and r.random() < 0.3:
            rc = self.recs[0]
            inc = f"[ {rc['name']}, %{latch} ]" + (f", [ {rc['name']}, %{self.early} ]" if self.early else "")
            ex.append(f"  %rec.lcssa = phi {rc['type']} {inc}")
            outs.append(("%rec.lcssa", rc["type"]))
            self.features.add("recurrence-phi-liveout")
        for j, (v, t) in enumerate(outs):
            self.params.append(f"{t}* %out{j}")
            ex.append(f"  store {t} {v}, {t}* %out{j}, align {ALIGN[t]}")
        ex.append("  ret void")
        tail.append(["exit", ex])
        if self.nest:
            self.blocks.insert(0, ["outer", ["  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]",
                                             "  br label %loop"]])
            self.features.add("nest")
        self.blocks.insert(0, ["entry", ["  " + ln for ln in lines_pre] +
                               [f"  br label %{'outer' if self.nest else 'loop'}"]])
        self.blocks += tail
        body = "\n".join(f"{lab}:\n" + "\n".join(lines) for lab, lines in self.blocks)
        feats = " ".join(sorted(self.features))
        return (f"; features: {feats}\n"
                f"define void @{self.name}({', '.join(self.params)}) {attrs} {{\n{body}\n}}\n")


def generate(seed, index, attempt=0):
    """(name, text, decls, features) of function `index`."""
    rng = random.Random(f"{seed}:{index}:{attempt}")
    f = Fn(rng, f"l{index}")
    # The header's first incoming block is `outer` in a nest, else `entry`;
    # `build` decides the nest, so the label is patched afterwards.
    f.pre = "@PRE@"
    text = f.build().replace("%@PRE@", "%outer" if f.nest else "%entry")
    return f.name, text, f.decls, f.features


def module(funcs):
    """A module of generated functions: [(name, text, decls, features)]."""
    decls = {}
    for _, _, d, _ in funcs:
        decls.update(d)
    return (HEADER + "\n" + "\n".join(f[1] for f in funcs) + "\n" +
            "\n".join(decls[k] for k in sorted(decls)) + "\n" + FOOTER)


def compatible(decls, d):
    return all(decls.get(k, v) == v for k, v in d.items())


def assembles(text, llvm_as=LLVM_AS):
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(text)
    try:
        r = subprocess.run([llvm_as, f.name, "-o", "/dev/null"], capture_output=True, text=True)
        return r.returncode == 0, r.stderr
    finally:
        os.unlink(f.name)


def bad_functions(funcs, llvm_as=LLVM_AS):
    """The functions llvm-as rejects (bisecting the batch)."""
    ok, _ = assembles(module(funcs), llvm_as)
    if ok:
        return []
    if len(funcs) == 1:
        return list(funcs)
    h = len(funcs) // 2
    return bad_functions(funcs[:h], llvm_as) + bad_functions(funcs[h:], llvm_as)


def batches(seed, count, per_module=200, llvm_as=LLVM_AS, stats=None):
    """Modules of up to `per_module` valid functions: yields lists of
    (name, text, decls, features). Functions llvm-as rejects are regenerated
    (`stats['rejected']` counts them)."""
    stats = stats if stats is not None else {}
    stats.setdefault("rejected", 0)
    attempt = {}
    open_ = []  # [decls, funcs]
    index = 0

    def flush(b):
        funcs = b[1]
        while True:
            bad = bad_functions(funcs, llvm_as)
            if not bad:
                return funcs
            stats["rejected"] += len(bad)
            names = {f[0] for f in bad}
            keep = [f for f in funcs if f[0] not in names]
            for f in bad:
                i = int(f[0][1:])
                attempt[i] = attempt.get(i, 0) + 1
                if attempt[i] > 20:
                    continue
                nf = generate(seed, i, attempt[i])
                keep.append(nf)
            # keep only the replacements compatible with the module
            decls = {}
            funcs = []
            for f in keep:
                if compatible(decls, f[2]):
                    decls.update(f[2])
                    funcs.append(f)
                else:
                    stats["rejected"] += 1

    while index < count:
        f = generate(seed, index)
        index += 1
        for b in open_:
            if compatible(b[0], f[2]):
                b[0].update(f[2])
                b[1].append(f)
                if len(b[1]) >= per_module:
                    open_.remove(b)
                    yield flush(b)
                break
        else:
            open_.append([dict(f[2]), [f]])
    for b in open_:
        yield flush(b)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per-module", type=int, default=200)
    ap.add_argument("--out", default="gen-loops")
    ap.add_argument("--llvm-as", default=LLVM_AS)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    stats = {}
    n = m = 0
    for k, funcs in enumerate(batches(a.seed, a.count, a.per_module, a.llvm_as, stats)):
        with open(os.path.join(a.out, f"gen_{a.seed}_{k:04}.ll"), "w") as f:
            f.write(module(funcs))
        n += len(funcs)
        m += 1
    print(f"functions: {n}, modules: {m}, rejected by llvm-as (regenerated): {stats['rejected']}")


if __name__ == "__main__":
    main()
