; Syntax of LLVM 17-19 that LLVM 14 does not have: only parsed and round-tripped.
define i32 @new(ptr %p, i32 %x, <vscale x 4 x i32> %sv) memory(argmem: readwrite) {
entry:
  %z = zext nneg i32 %x to i64
  %o = or disjoint i32 %x, 1
  %t = trunc nuw nsw i64 %z to i16
  %g = getelementptr inbounds nuw i8, ptr %p, i64 %z
  %g2 = getelementptr nusw i8, ptr %p, i64 1
  %u = uitofp nneg i32 %x to float
  %s = extractelement <vscale x 4 x i32> %sv, i64 0
  %rmw = atomicrmw fmax ptr %p, float 1.0 monotonic, align 4
  %c = call float @llvm.fabs.f32(float nofpclass(nan) %u)
  call void @llvm.dbg.value(metadata !DIArgList(i32 %x, i32 %o), metadata !1, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !2
  ret i32 %o
}

declare float @llvm.fabs.f32(float)
declare void @llvm.dbg.value(metadata, metadata, metadata)

!1 = !DILocalVariable(name: "x", scope: !3)
!2 = !DILocation(line: 3, column: 7, scope: !3)
!3 = distinct !DISubprogram(name: "new", unit: !4)
!4 = distinct !DICompileUnit(language: DW_LANG_C11, file: !5, emissionKind: FullDebug)
!5 = !DIFile(filename: "n.c", directory: "")
