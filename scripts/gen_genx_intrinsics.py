#!/usr/bin/env python3
"""Generates crates/genx/src/intrinsics/table.rs from IGC's intrinsic description.

IGC describes how every intrinsic becomes a vISA instruction in
IGC/VectorCompiler/lib/GenXCodeGen/Utils/cisa_gen_intrinsics.json (JSON with
`//` comment lines). For each intrinsic, every field whose value is a list
ending in an integer describes an operand: the first string is its category
(GENERAL, RAW, URAW, TWOADDR, PREDICATION, SURFACE, SAMPLER, ...), the other
strings are flags (MODIFIER_ARITH, CONTIGUOUS, DIRECTONLY, ...), and the
integer is the operand: 0 the result, n the n-th call argument (1-based).
GenXBaling reads exactly these facts (GenXIntrinsicInfo): which operands take
source modifiers and which region restrictions, which are raw (sends), which
is the two-address operand, which is the predicate.

Regeneration. The committed table is generated from the whole file at
98fff716, the corpus' commit (`--source` names it in the header; the file's
own DESCRIPTION does not):

    git -C IGC show 98fff71643f1d26ba6cc25811e46c780bb022158:IGC/VectorCompiler/lib/GenXCodeGen/Utils/cisa_gen_intrinsics.json \\
      > /tmp/cisa_gen_intrinsics.json
    python3 scripts/gen_genx_intrinsics.py --source "IGC/VectorCompiler/lib/GenXCodeGen/Utils/cisa_gen_intrinsics.json (intel/intel-graphics-compiler 98fff71643f1d26ba6cc25811e46c780bb022158), every entry" \\
      /tmp/cisa_gen_intrinsics.json > crates/genx/src/intrinsics/table.rs
    cargo fmt -p lanes-genx

Several files may be given (subsets transcribed in the same format): a later
file only adds intrinsics the earlier ones lack.

From the whole file at IGC's master instead:

    curl -sSL -o /tmp/cisa_gen_intrinsics.json \\
      https://raw.githubusercontent.com/intel/intel-graphics-compiler/master/IGC/VectorCompiler/lib/GenXCodeGen/Utils/cisa_gen_intrinsics.json
    python3 scripts/gen_genx_intrinsics.py /tmp/cisa_gen_intrinsics.json \\
      > crates/genx/src/intrinsics/table.rs
    cargo fmt -p lanes-genx
"""
import json
import sys

# Operand categories the table keeps (IGC's GenXIntrinsicInfo categories).
CATEGORIES = {
    "GENERAL": "General",
    "RAW": "Raw",
    "URAW": "Raw",
    "SRAW": "Raw",
    "NULLRAW": "NullRaw",
    "TWOADDR": "TwoAddr",
    "PREDICATION": "Predication",
    "PREDICATE": "Predicate",
    "SURFACE": "Surface",
    "PREDEF_SURFACE": "Surface",
    "SAMPLER": "Sampler",
    "VME": "Vme",
    "ADDRESS": "Address",
    "RAW_OPERANDS": "RawOperands",
}
# Immediate-like operands (BYTE, SHORT, INT, LITERAL, CACHEOPTS, ...) and
# execution-size descriptors are not register operands: they are recorded as
# Immediate so that the operand index is still known.
SKIP = {"EXECSIZE", "EXECSIZE_FROM_ARG", "EXECSIZE_GE2", "EXECSIZE_NOMASK",
        "EXECSIZE_NOT2", "EXECSIZE_FROM_BYTE", "ELEMENTWISE", "IMPLICITPRED",
        "ARGCOUNT"}
MODIFIERS = {"MODIFIER_ARITH": "Arith", "MODIFIER_LOGIC": "Logic",
             "MODIFIER_EXTONLY": "ExtOnly"}
RESTRICTIONS = {"CONTIGUOUS": "Contiguous", "SCALARORCONTIGUOUS": "ScalarOrContiguous",
                "FIXED4": "Fixed4", "STRIDE1": "Stride1",
                "ONLY_LEGAL_REGION": "OnlyLegalRegion"}


def load(path):
    text = open(path).read()
    lines = [l for l in text.splitlines() if not l.strip().startswith("//")]
    doc = json.loads("\n".join(lines))
    return doc["INTRINSICS"], doc.get("DESCRIPTION", "")


def llvm_name(key):
    """The callee name prefix: genx_foo_bar -> llvm.genx.foo.bar."""
    if key.startswith("vc::InternalIntrinsic::"):
        return "llvm.vc.internal." + key.split("::")[-1].replace("_", ".")
    if key.startswith("genx_"):
        return "llvm.genx." + key[len("genx_"):].replace("_", ".")
    return "llvm." + key.replace("_", ".")


def operands(desc):
    out = []
    for field, v in desc.items():
        if not isinstance(v, list) or not v or not isinstance(v[-1], int):
            continue
        words = [w for w in v[:-1] if isinstance(w, str)]
        if not words or words[0] in SKIP:
            continue
        cat = CATEGORIES.get(words[0], "Immediate")
        flags = set(words[1:])
        if cat == "RawOperands":
            flags.discard("RAW")
        mod = next((MODIFIERS[f] for f in words if f in MODIFIERS), "None")
        restr = next((RESTRICTIONS[f] for f in words if f in RESTRICTIONS), "None")
        out.append({
            "index": v[-1],
            "cat": cat,
            "modifier": mod,
            "restriction": restr,
            "direct_only": "DIRECTONLY" in flags,
            "grf_aligned": "GRFALIGNED" in flags,
            "ow_aligned": "OWALIGNED" in flags,
            "null_allowed": "RAW_NULLALLOWED" in flags,
            "saturation": "SATURATION_SATURATE" in flags or "SATURATION_INTALLOWED" in flags,
            "field": field,
        })
    out.sort(key=lambda o: (o["index"], o["field"]))
    return out


def main():
    args = sys.argv[1:]
    named = None
    if len(args) >= 2 and args[0] == "--source":
        named, args = args[1], args[2:]
    if not args:
        sys.exit(__doc__)
    # Several files: each adds the intrinsics the ones before it lack.
    table, sources = {}, []
    for path in args:
        t, source = load(path)
        for k, d in t.items():
            table.setdefault(k, d)
        if source:
            sources.append(source)
    source = named or "; ".join(sources)
    rows = sorted((llvm_name(k), k, operands(d)) for k, d in table.items())
    w = sys.stdout.write
    w("//! GenX intrinsic operand facts, generated by `scripts/gen_genx_intrinsics.py`\n")
    w("//! from IGC's `cisa_gen_intrinsics.json`. Do not edit by hand: regenerate.\n")
    if source:
        w(f"//! Source: {source}\n")
    w("\n")
    w("use super::{ArgCat, ArgInfo, IntrinsicDesc, Modifier, Restriction};\n")
    w("\n")
    w("/// Every described intrinsic, sorted by callee name prefix.\n")
    w("pub static TABLE: &[IntrinsicDesc] = &[\n")
    for name, key, ops in rows:
        w("    IntrinsicDesc {\n")
        w(f"        name: {json.dumps(name)},\n")
        w(f"        igc: {json.dumps(key)},\n")
        w("        operands: &[\n")
        for o in ops:
            w("            ArgInfo {\n")
            w(f"                index: {o['index']},\n")
            w(f"                cat: ArgCat::{o['cat']},\n")
            w(f"                modifier: Modifier::{o['modifier']},\n")
            w(f"                restriction: Restriction::{o['restriction']},\n")
            for flag in ("direct_only", "grf_aligned", "ow_aligned", "null_allowed", "saturation"):
                w(f"                {flag}: {'true' if o[flag] else 'false'},\n")
            w("            },\n")
        w("        ],\n")
        w("    },\n")
    w("];\n")


if __name__ == "__main__":
    main()
