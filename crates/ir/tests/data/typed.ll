; typed pointers, exotic constructs
source_filename = "x.c"
target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, [4 x float], %struct.S* }
%packed = type <{ i8, i32 }>
%opaque.t = type opaque
%"quoted type" = type { i8 }
%0 = type { i32 ()*, i32 }

$comdat.any = comdat any
@g = global i32 42, align 4
@"\01quoted" = private unnamed_addr constant [6 x i8] c"hi\0A\22\\\00", section ".rodata", align 1
@tls = thread_local(initialexec) global i32 0
@as1 = addrspace(1) global <4 x float> <float 1.0, float 0x3FB99999A0000000, float -0.0, float 2.5e+1>
@ext = external global %struct.S
@agg = internal constant { i32, [2 x i8], %packed } { i32 -1, [2 x i8] [i8 1, i8 2], %packed <{ i8 3, i32 4 }> }
@wide = global i256 -12345678901234567890123456789012345678901234567890
@big = global i128 170141183460469231731687303715884105727
@fp = global [3 x double] [double 0x7FF8000000000000, double 1.000000e+00, double 0x1AA74FDFBB766F1]
@hf = global [2 x half] [half 0xH3C00, half 1.5]
@bf = global bfloat 0xR3F80
@x87 = global x86_fp80 0xK3FFF8000000000000000
@q = global fp128 0xL00000000000000003FFF000000000000
@ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@cexpr = global i64* getelementptr inbounds ([4 x i64], [4 x i64]* @arr, i64 0, i64 2)
@arr = global [4 x i64] zeroinitializer, comdat($comdat.any)
@ce2 = global i64 add (i64 ptrtoint (i32* @g to i64), i64 8)
@ce3 = global i1 icmp eq (i32* @g, i32* null)
@ce4 = global i32 select (i1 icmp ne (i32* @g, i32* null), i32 1, i32 2)
@ce5 = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> undef, <2 x i32> <i32 1, i32 0>)
@ce6 = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 1)
@ba = global i8* blockaddress(@exotic, %target)
@alias = alias i32, i32* @g
@u = global { i32, i32 } undef
@p = global i32* poison

define internal nonnull i32* @exotic(i32 %x, i8* nocapture readonly %p, %struct.S* byval(%struct.S) align 8 %s, ...) unnamed_addr #0 section ".text.x" gc "shadow-stack" personality i32 (...)* @__gxx_personality_v0 !dbg !3 {
entry:
  %a = alloca i32, align 4
  %n = alloca i8, i32 %x, align 16
  %v = load volatile i32, i32* %a, align 4, !tbaa !13
  store atomic i32 %v, i32* %a seq_cst, align 4
  %l = load atomic i32, i32* %a syncscope("singlethread") acquire, align 4
  fence syncscope("agent") release
  %cx = cmpxchg weak volatile i32* %a, i32 %v, i32 %l acq_rel monotonic, align 4
  %cx0 = extractvalue { i32, i1 } %cx, 0
  %rmw = atomicrmw volatile add i32* %a, i32 1 seq_cst, align 4
  %rmw2 = atomicrmw fadd float* null, float 1.0 monotonic
  %s1 = getelementptr inbounds %struct.S, %struct.S* %s, i64 0, i32 1, i64 2
  %f = load float, float* %s1
  %nf = fneg fast float %f
  %fa = fadd reassoc nnan ninf nsz arcp contract afn float %nf, 1.0
  %fc = fcmp olt float %fa, 0.0
  %fc2 = fcmp fast true float %fa, %fa
  %vs = getelementptr i32, i32* %a, <4 x i64> <i64 0, i64 1, i64 2, i64 3>
  %vi = ptrtoint <4 x i32*> %vs to <4 x i64>
  %ie = insertelement <4 x i64> %vi, i64 7, i32 0
  %ee = extractelement <4 x i64> %ie, i64 1
  %sh = shufflevector <4 x i64> %ie, <4 x i64> poison, <8 x i32> <i32 0, i32 1, i32 undef, i32 3, i32 0, i32 1, i32 2, i32 3>
  %vc = icmp sgt <8 x i64> %sh, zeroinitializer
  %sel = select <8 x i1> %vc, <8 x i64> %sh, <8 x i64> zeroinitializer
  %fr = freeze <8 x i64> %sel
  %iv = insertvalue { i32, float } undef, i32 %x, 0
  %ex = extractvalue { i32, float } %iv, 1
  %d = udiv exact i32 %x, 4
  %o = or i32 %d, 1
  %sx = sext i32 %o to i64
  %tr = trunc i64 %sx to i16
  %bc = bitcast i8* %p to i32*
  %asc = addrspacecast i32* %bc to i32 addrspace(1)*
  %ip = inttoptr i64 %sx to i8*
  %ui = uitofp i32 %x to double
  %fi = fptosi double %ui to i32
  %fe = fpext float %f to double
  %ft = fptrunc double %fe to half
  %va = va_arg i8* %p, i32
  %call = call i32 (i32, ...) @varf(i32 1, i32 2) #2
  %c2 = tail call zeroext i8 @callee(i32 signext %x, %struct.S* nonnull byval(%struct.S) %s) [ "deopt"(i32 %x), "foo"() ]
  %c3 = notail call i32 bitcast (i32 (i32, ...)* @varf to i32 (i32)*)(i32 3)
  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !8
  %ia = call i32 asm sideeffect inteldialect "mov $0, $1", "=r,r,~{dirflag}"(i32 %x)
  switch i32 %x, label %target [
    i32 0, label %bb1
    i32 1, label %"quoted block"
  ]

bb1:
  indirectbr i8* blockaddress(@exotic, %target), [label %target, label %"quoted block"]

"quoted block":
  %r = invoke i32 (i32, ...) @varf(i32 1)
          to label %target unwind label %lpad

target:
  %ph = phi i32 [ 0, %entry ], [ 1, %bb1 ], [ %r, %"quoted block" ]
  %ptr = getelementptr inbounds i32, i32* %a, i32 %ph
  ret i32* %ptr

lpad:
  %lp = landingpad { i8*, i32 }
          cleanup
          catch i8* null
          filter [1 x i8*] [i8* null]
  resume { i8*, i32 } %lp

dead:
  unreachable
}

define void @unnamed(i32, i32) {
  %3 = add i32 %0, %1
  br label %4

4:
  ret void
}

define void @eh() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @v()
          to label %cont unwind label %cs

cs:
  %sw = catchswitch within none [label %handler] unwind to caller

handler:
  %cp = catchpad within %sw [i8* null, i32 64, i8* null]
  catchret from %cp to label %cont

cont:
  invoke void @v()
          to label %done unwind label %cl

cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller

done:
  ret void
}

define i32 @cbr(i32 %x) {
entry:
  callbr void asm "", "r,X"(i32 %x, i8* blockaddress(@cbr, %b))
          to label %a [label %b]

a:
  ret i32 0

b:
  ret i32 1
}

declare void @v()
declare i32 @__gxx_personality_v0(...)
declare i32 @varf(i32, ...)
declare zeroext i8 @callee(i32 signext, %struct.S* byval(%struct.S))
declare !dbg !9 void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "target-cpu"="x86-64" alignstack=16 }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn allocsize(0) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1, !2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !{i32 7, !"Dwarf Version", i32 5}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "exotic", scope: !4, file: !4, line: 1, type: !10, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!4 = !DIFile(filename: "x.c", directory: "/tmp")
!5 = !{!6, !6, i64 0}
!6 = !{!"int", null, i32* @g}
!7 = !DILocalVariable(name: "x", arg: 1, scope: !3, file: !4, line: 1, type: !12)
!8 = !DILocation(line: 1, column: 2, scope: !3)
!9 = !DISubprogram(name: "llvm.dbg.value", scope: !4, file: !4, type: !10, spFlags: 0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"root"}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
