//! Synthetic modules for benchmarks: many functions, each a small loop nest
//! in the shapes clang emits (unit-stride, interleaved pairs, reductions,
//! a conditional store, a 2-deep nest), with debug locations. Deterministic,
//! so that numbers are comparable between runs, and valid IR for `llvm-as`.

use std::fmt::Write;

/// A module of `functions` functions (about 1.2 KB of text each).
///
/// Long: Mostly the text of the generated function.
pub fn large_module(functions: usize) -> String {
    let mut out = String::with_capacity(functions * 1300 + 4096);
    out.push_str("; synthetic benchmark module\n");
    out.push_str("source_filename = \"synth.c\"\n");
    out.push_str("target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n");
    out.push_str("target triple = \"x86_64-unknown-linux-gnu\"\n\n");
    out.push_str("%struct.pair = type { double, double }\n\n");
    out.push_str("@g = dso_local global [4096 x i32] zeroinitializer, align 16\n\n");
    // Metadata: !0 CU, !1 file, !2 loop id, !3 loop property, !4 module flag,
    // !5 empty tuple, !6 subroutine type; from !7 on, per function a
    // subprogram and three locations.
    let mut md = String::new();
    let mut next_md = 7u32;
    for i in 0..functions {
        let sp = next_md;
        let (l0, l1, l2) = (sp + 1, sp + 2, sp + 3);
        next_md += 4;
        let line = 10 + (i as u32 % 5000) * 20;
        let kind = i % 5;
        let _ = writeln!(
            out,
            "; Function Attrs: nofree norecurse nosync nounwind uwtable\ndefine dso_local {} @f{i}(double* noalias nocapture %x, double* noalias nocapture %y, i32* nocapture %a, i64 %n) local_unnamed_addr #0 !dbg !{sp} {{",
            if kind == 2 { "double" } else { "void" }
        );
        out.push_str("entry:\n");
        match kind {
            0 => {
                // y[k] = x[2k] + x[2k+1]
                out.push_str("  br label %for.body\n\nfor.body:\n");
                out.push_str("  %k = phi i64 [ 0, %entry ], [ %k.next, %for.body ]\n");
                let _ = writeln!(out, "  %mul = shl nsw i64 %k, 1, !dbg !{l0}");
                let _ = writeln!(
                    out,
                    "  %p0 = getelementptr inbounds double, double* %x, i64 %mul, !dbg !{l0}"
                );
                let _ = writeln!(out, "  %v0 = load double, double* %p0, align 8, !dbg !{l0}");
                out.push_str("  %odd = or i64 %mul, 1\n");
                out.push_str("  %p1 = getelementptr inbounds double, double* %x, i64 %odd\n");
                out.push_str("  %v1 = load double, double* %p1, align 8\n");
                let _ = writeln!(out, "  %s = fadd fast double %v0, %v1, !dbg !{l1}");
                out.push_str("  %q = getelementptr inbounds double, double* %y, i64 %k\n");
                let _ = writeln!(out, "  store double %s, double* %q, align 8, !dbg !{l1}");
                out.push_str("  %k.next = add nuw nsw i64 %k, 1\n");
                out.push_str("  %done = icmp eq i64 %k.next, 1024\n");
                let _ = writeln!(
                    out,
                    "  br i1 %done, label %exit, label %for.body, !dbg !{l2}, !llvm.loop !2"
                );
                out.push_str("\nexit:\n  ret void\n}\n\n");
            }
            1 => {
                // if (a[i] > 0) y[i] = x[i] * 2.0
                out.push_str("  %cmp.pre = icmp sgt i64 %n, 0\n");
                out.push_str("  br i1 %cmp.pre, label %for.body, label %exit\n\nfor.body:\n");
                out.push_str("  %i = phi i64 [ 0, %entry ], [ %i.next, %for.inc ]\n");
                let _ = writeln!(
                    out,
                    "  %pa = getelementptr inbounds i32, i32* %a, i64 %i, !dbg !{l0}"
                );
                let _ = writeln!(out, "  %va = load i32, i32* %pa, align 4, !dbg !{l0}");
                out.push_str("  %pos = icmp sgt i32 %va, 0\n");
                out.push_str("  br i1 %pos, label %if.then, label %for.inc\n\nif.then:\n");
                out.push_str("  %px = getelementptr inbounds double, double* %x, i64 %i\n");
                out.push_str("  %vx = load double, double* %px, align 8\n");
                let _ = writeln!(out, "  %m = fmul double %vx, 2.000000e+00, !dbg !{l1}");
                out.push_str("  %py = getelementptr inbounds double, double* %y, i64 %i\n");
                out.push_str("  store double %m, double* %py, align 8\n");
                out.push_str("  br label %for.inc\n\nfor.inc:\n");
                out.push_str("  %i.next = add nuw nsw i64 %i, 1\n");
                out.push_str("  %c = icmp slt i64 %i.next, %n\n");
                let _ = writeln!(out, "  br i1 %c, label %for.body, label %exit, !dbg !{l2}");
                out.push_str("\nexit:\n  ret void\n}\n\n");
            }
            2 => {
                // sum of x[i]
                out.push_str("  br label %for.body\n\nfor.body:\n");
                out.push_str("  %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]\n");
                out.push_str("  %sum = phi double [ 0.000000e+00, %entry ], [ %add, %for.body ]\n");
                let _ = writeln!(
                    out,
                    "  %px = getelementptr inbounds double, double* %x, i64 %i, !dbg !{l0}"
                );
                let _ = writeln!(out, "  %vx = load double, double* %px, align 8, !dbg !{l0}");
                let _ = writeln!(out, "  %add = fadd fast double %sum, %vx, !dbg !{l1}");
                out.push_str("  %i.next = add nuw nsw i64 %i, 1\n");
                out.push_str("  %c = icmp ult i64 %i.next, 4096\n");
                let _ = writeln!(out, "  br i1 %c, label %for.body, label %exit, !dbg !{l2}");
                out.push_str("\nexit:\n  ret double %add\n}\n\n");
            }
            3 => {
                // g[j + 64 i] += 1 over a 2-deep nest
                out.push_str("  br label %outer\n\nouter:\n");
                out.push_str("  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]\n");
                out.push_str("  %row = mul nuw nsw i64 %i, 64\n");
                out.push_str("  br label %inner\n\ninner:\n");
                out.push_str("  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]\n");
                out.push_str("  %idx = add nuw nsw i64 %row, %j\n");
                let _ = writeln!(
                    out,
                    "  %pg = getelementptr inbounds [4096 x i32], [4096 x i32]* @g, i64 0, i64 %idx, !dbg !{l0}"
                );
                out.push_str("  %vg = load i32, i32* %pg, align 4\n");
                let _ = writeln!(out, "  %inc = add nsw i32 %vg, 1, !dbg !{l1}");
                out.push_str("  store i32 %inc, i32* %pg, align 4\n");
                out.push_str("  %j.next = add nuw nsw i64 %j, 1\n");
                out.push_str("  %jc = icmp ult i64 %j.next, 64\n");
                out.push_str("  br i1 %jc, label %inner, label %outer.latch\n\nouter.latch:\n");
                out.push_str("  %i.next = add nuw nsw i64 %i, 1\n");
                out.push_str("  %ic = icmp ult i64 %i.next, 64\n");
                let _ = writeln!(out, "  br i1 %ic, label %outer, label %exit, !dbg !{l2}");
                out.push_str("\nexit:\n  ret void\n}\n\n");
            }
            _ => {
                // a[i] = a[i - 4] + 1: a dependence of distance 4
                out.push_str("  br label %for.body\n\nfor.body:\n");
                out.push_str("  %i = phi i64 [ 4, %entry ], [ %i.next, %for.body ]\n");
                out.push_str("  %im4 = add nsw i64 %i, -4\n");
                let _ = writeln!(
                    out,
                    "  %pr = getelementptr inbounds i32, i32* %a, i64 %im4, !dbg !{l0}"
                );
                out.push_str("  %vr = load i32, i32* %pr, align 4\n");
                let _ = writeln!(out, "  %vw = add nsw i32 %vr, 1, !dbg !{l1}");
                out.push_str("  %pw = getelementptr inbounds i32, i32* %a, i64 %i\n");
                out.push_str("  store i32 %vw, i32* %pw, align 4\n");
                out.push_str("  %i.next = add nuw nsw i64 %i, 1\n");
                out.push_str("  %c = icmp slt i64 %i.next, %n\n");
                let _ = writeln!(out, "  br i1 %c, label %for.body, label %exit, !dbg !{l2}");
                out.push_str("\nexit:\n  ret void\n}\n\n");
            }
        }
        let _ = writeln!(
            md,
            "!{sp} = distinct !DISubprogram(name: \"f{i}\", scope: !1, file: !1, line: {line}, type: !6, scopeLine: {line}, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !5)"
        );
        let _ = writeln!(
            md,
            "!{l0} = !DILocation(line: {}, column: 5, scope: !{sp})",
            line + 2
        );
        let _ = writeln!(
            md,
            "!{l1} = !DILocation(line: {}, column: 12, scope: !{sp})",
            line + 3
        );
        let _ = writeln!(
            md,
            "!{l2} = !DILocation(line: {}, column: 3, scope: !{sp})",
            line + 1
        );
    }
    out.push_str("attributes #0 = { nofree norecurse nosync nounwind uwtable \"target-cpu\"=\"x86-64\" }\n\n");
    out.push_str("!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!4}\n\n");
    out.push_str("!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: \"synth\", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)\n");
    out.push_str("!1 = !DIFile(filename: \"synth.c\", directory: \".\")\n");
    out.push_str("!2 = distinct !{!2, !3}\n");
    out.push_str("!3 = !{!\"llvm.loop.mustprogress\"}\n");
    out.push_str("!4 = !{i32 2, !\"Debug Info Version\", i32 3}\n");
    out.push_str("!5 = !{}\n");
    out.push_str("!6 = !DISubroutineType(types: !5)\n");
    out.push_str(&md);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn size_scales_with_functions() {
        let m = super::large_module(10);
        assert!(m.len() > 10 * 1000, "{}", m.len());
        assert!(m.contains("define dso_local void @f9("));
    }
}

/// Valid but pathological modules for scaling benchmarks, one function each
/// (`scripts/gen_pathological.py` writes the same shapes as files).
pub mod pathological {
    use std::fmt::Write;

    const HEAD: &str = "target triple = \"x86_64-unknown-linux-gnu\"\n";

    /// A loop nest `n` deep whose innermost body stores once.
    pub fn deep_nest(n: usize) -> String {
        let mut s = format!("{HEAD}define void @f(i32* %a, i64 %m) {{\nentry:\n  br label %h0\n");
        for d in 0..n {
            let pre = if d == 0 {
                "entry".to_string()
            } else {
                format!("h{}", d - 1)
            };
            let _ = writeln!(
                s,
                "h{d}:\n  %i{d} = phi i64 [ 0, %{pre} ], [ %i{d}.next, %l{d} ]"
            );
            if d + 1 < n {
                let _ = writeln!(s, "  br label %h{}", d + 1);
            } else {
                let _ = writeln!(
                    s,
                    "  %p = getelementptr inbounds i32, i32* %a, i64 %i0\n  store i32 0, i32* %p, align 4\n  br label %l{d}"
                );
            }
        }
        for d in (0..n).rev() {
            let next = if d == 0 {
                "exit".to_string()
            } else {
                format!("l{}", d - 1)
            };
            let _ = writeln!(
                s,
                "l{d}:\n  %i{d}.next = add nuw nsw i64 %i{d}, 1\n  %c{d} = icmp eq i64 %i{d}.next, %m\n  br i1 %c{d}, label %{next}, label %h{d}"
            );
        }
        s.push_str("exit:\n  ret void\n}\n");
        s
    }

    /// `n` sibling loops in one function.
    pub fn siblings(n: usize) -> String {
        let mut s =
            format!("{HEAD}define void @f(i32* noalias %a, i64 %m) {{\nentry:\n  br label %h0\n");
        for k in 0..n {
            let pre = if k == 0 {
                "entry".to_string()
            } else {
                format!("h{}", k - 1)
            };
            let next = if k + 1 == n {
                "exit".to_string()
            } else {
                format!("h{}", k + 1)
            };
            let _ = writeln!(
                s,
                "h{k}:\n  %i{k} = phi i64 [ 0, %{pre} ], [ %i{k}.next, %h{k} ]\n  %p{k} = getelementptr inbounds i32, i32* %a, i64 %i{k}\n  %v{k} = load i32, i32* %p{k}, align 4\n  %w{k} = add i32 %v{k}, {k}\n  store i32 %w{k}, i32* %p{k}, align 4\n  %i{k}.next = add nuw nsw i64 %i{k}, 1\n  %c{k} = icmp eq i64 %i{k}.next, %m\n  br i1 %c{k}, label %{next}, label %h{k}"
            );
        }
        s.push_str("exit:\n  ret void\n}\n");
        s
    }

    /// A loop-free sum of `n` loads.
    pub fn load_sum(n: usize) -> String {
        let mut s = format!("{HEAD}define i32 @f(i32* %a) {{\nentry:\n  %s0 = add i32 0, 0\n");
        for k in 0..n {
            let _ = writeln!(
                s,
                "  %p{k} = getelementptr inbounds i32, i32* %a, i64 {k}\n  %v{k} = load i32, i32* %p{k}, align 4\n  %s{} = add i32 %s{k}, %v{k}",
                k + 1
            );
        }
        let _ = write!(s, "  ret i32 %s{n}\n}}\n");
        s
    }

    /// A phi with `n` incoming values (a switch of `n` cases).
    pub fn wide_phi(n: usize) -> String {
        let mut s =
            format!("{HEAD}define i32 @f(i32 %x) {{\nentry:\n  switch i32 %x, label %join [");
        for k in 0..n {
            let _ = write!(s, " i32 {k}, label %b{k}");
        }
        s.push_str(" ]\n");
        for k in 0..n {
            let _ = writeln!(s, "b{k}:\n  br label %join");
        }
        s.push_str("join:\n  %r = phi i32 [ -1, %entry ]");
        for k in 0..n {
            let _ = write!(s, ", [ {k}, %b{k} ]");
        }
        s.push_str("\n  ret i32 %r\n}\n");
        s
    }

    /// One loop of about `n` instructions.
    pub fn long_loop(n: usize) -> String {
        let mut s = format!(
            "{HEAD}define void @f(i32* noalias %a, i32* noalias %b, i64 %m) {{\nentry:\n  br label %loop\nloop:\n  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]\n  %pa = getelementptr inbounds i32, i32* %a, i64 %i\n  %x0 = load i32, i32* %pa, align 4\n"
        );
        for k in 0..n {
            let op = ["add", "mul", "xor", "sub"][k % 4];
            let _ = writeln!(s, "  %x{} = {op} i32 %x{k}, {}", k + 1, k + 3);
        }
        let _ = write!(
            s,
            "  %pb = getelementptr inbounds i32, i32* %b, i64 %i\n  store i32 %x{n}, i32* %pb, align 4\n  %i.next = add nuw nsw i64 %i, 1\n  %c = icmp eq i64 %i.next, %m\n  br i1 %c, label %exit, label %loop\nexit:\n  ret void\n}}\n"
        );
        s
    }
}
