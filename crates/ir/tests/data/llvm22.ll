; Syntax of LLVM 19-22 (LangRef, llvm/test/Assembler): parsed, printed back,
; and accepted by LLVM 22's parser (tests/modern.rs).
source_filename = "llvm22.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm "  .globl marker"
module asm "marker:"

%struct.S = type { i32, [4 x float], ptr }

@G = external global i32 align 4
@H = global i32 0, code_model "large", align 4
@vt = constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr null, ptr @f, ptr @g] }, align 8
@inner = global ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)
@splats = global <4 x i32> splat (i32 7)
@fsplat = global <2 x double> splat (double 1.500000e+00)
@signed = global ptr ptrauth (ptr @f, i32 0, i64 42)
@tls = thread_local(initialexec) global i32 0, no_sanitize_address
@alias = alias i32, ptr @H

declare void @g(target("spirv.Image", void, 0, 1), target("aarch64.svcount"))

define i32 @f(ptr noundef captures(none) initializes((0, 8)) dead_on_unwind writable %p, i32 noundef range(i32 0, 100) %x, <vscale x 4 x i32> %sv, float nofpclass(nan inf) %fl) #0 !dbg !10 {
entry:
    #dbg_value(ptr %p, !14, !DIExpression(), !15)
    #dbg_declare(ptr %p, !14, !DIExpression(DW_OP_plus_uconst, 8), !15)
  %z = zext nneg i32 %x to i64
  %c = icmp samesign ult i32 %x, 10
  %c2 = icmp samesign sgt <4 x i32> splat (i32 1), zeroinitializer
  %t = trunc nuw nsw i64 %z to i16
  %o = or disjoint i32 %x, 1
  %g1 = getelementptr inbounds nuw i8, ptr %p, i64 %z
  %g2 = getelementptr nusw nuw %struct.S, ptr %p, i64 1, i32 1
  %u = uitofp nneg i32 %x to float
  %ft = fptrunc nnan double 1.000000e+00 to float
  %fe = fpext ninf float %fl to double
  %fs = fadd reassoc nsz float %fl, %u
  %sel = select nnan i1 %c, float %fs, float %u
  %fc = fcmp fast olt float %fs, %ft
  %ad = ptrtoaddr ptr %p to i64
  %pi = ptrtoint ptr %p to i64
    #dbg_value(!DIArgList(i64 %ad, i64 %pi), !14, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !15)
  %sp = add <vscale x 4 x i32> %sv, splat (i32 3)
  %sh = shufflevector <vscale x 4 x i32> %sp, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %ins = insertelement <vscale x 4 x i32> %sh, i32 %x, i64 0
  %ext = extractelement <vscale x 4 x i32> %ins, i64 1
  %vs = call i64 @llvm.vscale.i64()
  %sa = alloca <vscale x 4 x i32>, align 16
  store <vscale x 4 x i32> %ins, ptr %sa, align 16
  %vgep = getelementptr <vscale x 4 x i32>, ptr %sa, i64 1
  %r1 = atomicrmw fmaximum ptr %p, float 1.000000e+00 monotonic, align 4
  %r2 = atomicrmw uinc_wrap ptr %p, i32 5 syncscope("agent") acq_rel, align 4
  %r3 = atomicrmw volatile usub_cond ptr %p, i32 1 seq_cst, align 4
  %r4 = atomicrmw usub_sat ptr %p, i32 1 release, align 4
  %r5 = atomicrmw fminimum ptr %p, double 2.000000e+00 acquire, align 8
  %cx = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope("singlethread") acq_rel monotonic, align 4
  %la = load atomic volatile i32, ptr %p syncscope("agent") acquire, align 4
  store atomic i32 %la, ptr %p release, align 4
  fence syncscope("workgroup") seq_cst
  %abs = call nnan float @llvm.fabs.f32(float %fl)
  %ca = call noundef range(i32 0, 10) i32 @h(ptr nonnull dereferenceable(8) %p) #1
    #dbg_assign(i32 %la, !14, !DIExpression(), !16, ptr %p, !DIExpression(), !15)
  br i1 %c, label %then, label %exit

then:
  %ph = phi fast float [ %fs, %entry ]
    #dbg_label(!17, !15)
  br label %exit

exit:
  %res = phi i32 [ %ext, %entry ], [ %x, %then ]
  ret i32 %res
  uselistorder ptr %p, { 1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 }
}

define internal i32 @h(ptr %q) #1 {
  %v = load i32, ptr %q, align 4, !range !18, !noundef !19
  ret i32 %v
}

declare float @llvm.fabs.f32(float)
declare i64 @llvm.vscale.i64()

attributes #0 = { nounwind memory(argmem: readwrite, inaccessiblemem: write) uwtable(sync) vscale_range(1,16) "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5}
!llvm.ident = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "llvm22.c", directory: ".")
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{!"clang version 22.1.8"}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{!14}
!14 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 1, type: !20)
!15 = !DILocation(line: 2, column: 3, scope: !10)
!16 = distinct !DIAssignID()
!17 = !DILabel(scope: !10, name: "then", file: !1, line: 4)
!18 = !{i32 0, i32 100}
!19 = !{}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)

^0 = module: (path: "llvm22.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "h", summaries: (function: (module: ^0, flags: (linkage: internal, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 2, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0))))
^2 = flags: 8
^3 = blockcount: 0
