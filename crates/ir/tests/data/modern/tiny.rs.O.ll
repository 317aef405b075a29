; ModuleID = 'tiny.7378e45bed21101e-cgu.0'
source_filename = "tiny.7378e45bed21101e-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZN4tiny4HITS17h83df17611c1239deE = local_unnamed_addr global [4 x i8] zeroinitializer, align 4, !dbg !0

; tiny::first_zero
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define { i64, i64 } @_ZN4tiny10first_zero17hd29b22c94e3d9e1dE(ptr noalias noundef nonnull readonly align 1 captures(address) %x.0, i64 noundef range(i64 0, -9223372036854775808) %x.1) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !27 {
start:
    #dbg_value(ptr poison, !54, !DIExpression(), !99)
    #dbg_value(ptr poison, !110, !DIExpression(), !122)
    #dbg_value(ptr %x.0, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !123)
    #dbg_value(ptr %x.0, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !131)
    #dbg_value(ptr %x.0, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !144)
    #dbg_value(i64 %x.1, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !123)
    #dbg_value(i64 %x.1, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !131)
    #dbg_value(i64 %x.1, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !144)
    #dbg_value(i64 %x.1, !138, !DIExpression(), !146)
    #dbg_value(i64 %x.1, !147, !DIExpression(), !180)
    #dbg_value(ptr %x.0, !140, !DIExpression(), !182)
    #dbg_value(ptr %x.0, !179, !DIExpression(), !180)
  %_8 = getelementptr inbounds nuw i8, ptr %x.0, i64 %x.1, !dbg !183
    #dbg_value(ptr undef, !110, !DIExpression(), !122)
    #dbg_value(ptr undef, !54, !DIExpression(), !99)
    #dbg_declare(ptr poison, !111, !DIExpression(), !184)
    #dbg_value(i64 1, !185, !DIExpression(), !193)
    #dbg_value(i64 %x.1, !112, !DIExpression(), !195)
    #dbg_value(i64 0, !117, !DIExpression(), !196)
    #dbg_value(ptr %x.0, !93, !DIExpression(), !197)
    #dbg_value(ptr %x.0, !192, !DIExpression(), !193)
    #dbg_value(ptr %_8, !95, !DIExpression(), !198)
    #dbg_value(ptr poison, !199, !DIExpression(), !208)
    #dbg_value(ptr poison, !207, !DIExpression(), !210)
  %_297.i = icmp samesign eq i64 %x.1, 0, !dbg !211
  br i1 %_297.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h4c3156d3c86fed86E.exit", label %bb23.i, !dbg !212

bb23.i:                                           ; preds = %start, %bb7.i
  %i.sroa.0.09.i = phi i64 [ %0, %bb7.i ], [ 0, %start ]
  %_3968.i = phi ptr [ %_39.i, %bb7.i ], [ %x.0, %start ]
    #dbg_value(i64 %i.sroa.0.09.i, !117, !DIExpression(), !196)
    #dbg_value(ptr %_3968.i, !93, !DIExpression(), !197)
    #dbg_value(ptr %_3968.i, !118, !DIExpression(), !213)
  %ptr.val.i = load i8, ptr %_3968.i, align 1, !dbg !214, !noalias !215, !noundef !18
    #dbg_value(ptr poison, !218, !DIExpression(), !227)
    #dbg_value(ptr poison, !226, !DIExpression(), !227)
    #dbg_value(i8 %ptr.val.i, !224, !DIExpression(), !229)
  %_0.i.i = icmp eq i8 %ptr.val.i, 0, !dbg !230
  br i1 %_0.i.i, label %bb6.i, label %bb7.i, !dbg !214

bb7.i:                                            ; preds = %bb23.i
  %_39.i = getelementptr inbounds nuw i8, ptr %_3968.i, i64 1, !dbg !231
  %0 = add nuw nsw i64 %i.sroa.0.09.i, 1, !dbg !232
    #dbg_value(i64 %0, !117, !DIExpression(), !196)
    #dbg_value(ptr %_39.i, !93, !DIExpression(), !197)
    #dbg_value(ptr %_39.i, !192, !DIExpression(), !193)
    #dbg_value(ptr %_8, !95, !DIExpression(), !198)
    #dbg_value(ptr poison, !199, !DIExpression(), !208)
    #dbg_value(ptr poison, !207, !DIExpression(), !210)
  %_29.i = icmp eq ptr %_39.i, %_8, !dbg !211
  br i1 %_29.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h4c3156d3c86fed86E.exit", label %bb23.i, !dbg !212

bb6.i:                                            ; preds = %bb23.i
  %cond.i = icmp samesign ult i64 %i.sroa.0.09.i, %x.1, !dbg !233
    #dbg_value(i1 true, !234, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !241)
  tail call void @llvm.assume(i1 %cond.i), !dbg !243
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h4c3156d3c86fed86E.exit", !dbg !244

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h4c3156d3c86fed86E.exit": ; preds = %bb7.i, %start, %bb6.i
  %_0.sroa.3.0.i = phi i64 [ %i.sroa.0.09.i, %bb6.i ], [ undef, %start ], [ undef, %bb7.i ], !dbg !196
  %_0.sroa.0.0.i = phi i64 [ 1, %bb6.i ], [ 0, %start ], [ 0, %bb7.i ], !dbg !196
  %1 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.0.i, 0, !dbg !245
  %2 = insertvalue { i64, i64 } %1, i64 %_0.sroa.3.0.i, 1, !dbg !245
  ret { i64, i64 } %2, !dbg !246
}

; tiny::checked_sum
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable
define { i16, i16 } @_ZN4tiny11checked_sum17h6f92975c23b811c0E(ptr noalias noundef nonnull readonly align 2 captures(address) %x.0, i64 noundef range(i64 0, 4611686018427387904) %x.1) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !247 {
start:
    #dbg_value(ptr poison, !271, !DIExpression(), !307)
    #dbg_value(ptr poison, !322, !DIExpression(), !353)
    #dbg_value(ptr %x.0, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !354)
    #dbg_value(ptr %x.0, !355, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !360)
    #dbg_value(ptr %x.0, !362, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !372)
    #dbg_value(i64 %x.1, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !354)
    #dbg_value(i64 %x.1, !355, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !360)
    #dbg_value(i64 %x.1, !362, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !372)
    #dbg_value(i64 %x.1, !366, !DIExpression(), !374)
    #dbg_value(i64 %x.1, !375, !DIExpression(), !382)
    #dbg_value(ptr %x.0, !368, !DIExpression(), !384)
    #dbg_value(ptr %x.0, !381, !DIExpression(), !382)
  %_8 = getelementptr inbounds nuw i16, ptr %x.0, i64 %x.1, !dbg !385
    #dbg_value(ptr undef, !322, !DIExpression(), !353)
    #dbg_value(i16 0, !323, !DIExpression(), !353)
    #dbg_declare(ptr poison, !324, !DIExpression(), !386)
    #dbg_value(i16 0, !325, !DIExpression(), !387)
  br label %bb1.i, !dbg !388

bb1.i:                                            ; preds = %bb3.i, %start
  %_16.i5.i = phi ptr [ %x.0, %start ], [ %_16.i.i, %bb3.i ]
  %accum.sroa.0.0.i = phi i16 [ 0, %start ], [ %_6.0.i.i, %bb3.i ], !dbg !353
    #dbg_value(i16 %accum.sroa.0.0.i, !325, !DIExpression(), !387)
    #dbg_value(ptr undef, !271, !DIExpression(), !307)
    #dbg_value(i64 1, !389, !DIExpression(), !396)
    #dbg_value(ptr %_16.i5.i, !301, !DIExpression(), !398)
    #dbg_value(ptr %_16.i5.i, !395, !DIExpression(), !396)
    #dbg_value(ptr %_8, !303, !DIExpression(), !399)
    #dbg_value(ptr poison, !400, !DIExpression(), !407)
    #dbg_value(ptr poison, !406, !DIExpression(), !409)
  %_6.i.i = icmp eq ptr %_16.i5.i, %_8, !dbg !410
  br i1 %_6.i.i, label %_ZN4core4iter6traits8iterator8Iterator8try_fold17h68b63abcda8a9349E.exit, label %bb3.i, !dbg !411

bb3.i:                                            ; preds = %bb1.i
  %_16.i.i = getelementptr inbounds nuw i8, ptr %_16.i5.i, i64 2, !dbg !412
    #dbg_value(ptr %_16.i5.i, !326, !DIExpression(), !413)
  %.val.i = load i16, ptr %_16.i5.i, align 2, !dbg !414, !noalias !415, !noundef !18
    #dbg_value(ptr poison, !418, !DIExpression(), !428)
    #dbg_value(i16 %accum.sroa.0.0.i, !424, !DIExpression(), !428)
    #dbg_value(i16 %accum.sroa.0.0.i, !430, !DIExpression(), !439)
    #dbg_value(ptr poison, !427, !DIExpression(), !428)
    #dbg_value(i16 %.val.i, !425, !DIExpression(), !441)
    #dbg_value(i16 %.val.i, !438, !DIExpression(), !439)
  %_6.0.i.i = add i16 %.val.i, %accum.sroa.0.0.i, !dbg !442
  %_6.1.i.i = icmp ult i16 %_6.0.i.i, %accum.sroa.0.0.i, !dbg !442
  br i1 %_6.1.i.i, label %_ZN4core4iter6traits8iterator8Iterator8try_fold17h68b63abcda8a9349E.exit, label %bb1.i, !dbg !414

_ZN4core4iter6traits8iterator8Iterator8try_fold17h68b63abcda8a9349E.exit: ; preds = %bb1.i, %bb3.i
  %_0.sroa.0.0.i = phi i16 [ 0, %bb3.i ], [ 1, %bb1.i ], !dbg !387
  %0 = insertvalue { i16, i16 } poison, i16 %_0.sroa.0.0.i, 0, !dbg !443
  %1 = insertvalue { i16, i16 } %0, i16 %accum.sroa.0.0.i, 1, !dbg !443
  ret { i16, i16 } %1, !dbg !444
}

; tiny::dot
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable
define noundef float @_ZN4tiny3dot17h9dbcd612e75b9480E(ptr noalias noundef nonnull readonly align 4 captures(none) %x.0, i64 noundef range(i64 0, 2305843009213693952) %x.1, ptr noalias noundef nonnull readonly align 4 captures(none) %y.0, i64 noundef range(i64 0, 2305843009213693952) %y.1) unnamed_addr #1 personality ptr @rust_eh_personality !dbg !445 {
start:
    #dbg_value(ptr poison, !457, !DIExpression(), !498)
    #dbg_value(ptr %x.0, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !582)
    #dbg_value(i64 %x.1, !455, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !582)
    #dbg_value(ptr %y.0, !456, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !582)
    #dbg_value(i64 %y.1, !456, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !582)
    #dbg_value(float -0.000000e+00, !560, !DIExpression(), !583)
    #dbg_declare(ptr poison, !561, !DIExpression(), !584)
    #dbg_value(float -0.000000e+00, !543, !DIExpression(), !585)
    #dbg_declare(ptr poison, !544, !DIExpression(), !586)
    #dbg_value(ptr %x.0, !587, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !596)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !587, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !596)
    #dbg_value(ptr %y.0, !592, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !596)
    #dbg_value(i64 %y.1, !592, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !596)
    #dbg_value(ptr %x.0, !598, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !605)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !598, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !605)
    #dbg_value(ptr %y.0, !604, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !605)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !604, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !605)
    #dbg_value(ptr %x.0, !607, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !614)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !607, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !614)
    #dbg_value(ptr %y.0, !611, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !614)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !611, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !614)
    #dbg_value(i64 %x.1, !616, !DIExpression(), !624)
    #dbg_value(i64 %y.1, !623, !DIExpression(), !624)
    #dbg_value(i64 %x.1, !626, !DIExpression(), !633)
    #dbg_value(i64 %y.1, !630, !DIExpression(), !633)
  %_0.sroa.0.0.i.i.i = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 2305843009213693952) %y.1, i64 %x.1), !dbg !635
    #dbg_value(ptr %x.0, !577, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !636)
    #dbg_value(ptr %x.0, !571, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !637)
    #dbg_value(ptr %x.0, !559, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583)
    #dbg_value(ptr %x.0, !542, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !585)
    #dbg_value(ptr %x.0, !520, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !638)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !577, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !636)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !571, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !637)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !559, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !583)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !542, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !585)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !520, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !638)
    #dbg_value(ptr %y.0, !577, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !636)
    #dbg_value(ptr %y.0, !571, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !637)
    #dbg_value(ptr %y.0, !559, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !583)
    #dbg_value(ptr %y.0, !542, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !585)
    #dbg_value(ptr %y.0, !520, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !638)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !577, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !636)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !571, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !637)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !559, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !583)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !542, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !585)
    #dbg_value(!DIArgList(ptr %y.0, i64 %y.1), !520, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !638)
    #dbg_value(i64 0, !577, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !636)
    #dbg_value(i64 0, !571, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !637)
    #dbg_value(i64 0, !559, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !583)
    #dbg_value(i64 0, !542, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !585)
    #dbg_value(i64 0, !520, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !638)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !577, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !636)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !571, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !637)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !559, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !583)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !542, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !585)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !520, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !638)
    #dbg_value(float -0.000000e+00, !521, !DIExpression(), !638)
    #dbg_declare(ptr poison, !522, !DIExpression(), !639)
    #dbg_value(i64 1, !640, !DIExpression(), !647)
    #dbg_value(i64 1, !667, !DIExpression(), !674)
    #dbg_value(float -0.000000e+00, !523, !DIExpression(), !676)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !524, !DIExpression(), !677)
    #dbg_value(i64 0, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !678)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !525, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !678)
    #dbg_value(ptr undef, !662, !DIExpression(), !679)
    #dbg_value(ptr undef, !656, !DIExpression(), !680)
    #dbg_value(ptr undef, !681, !DIExpression(), !690)
    #dbg_value(ptr undef, !689, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !692)
  %_206.not.i = icmp eq i64 %_0.sroa.0.0.i.i.i, 0, !dbg !693
  br i1 %_206.not.i, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit", label %bb14.i.preheader, !dbg !694

bb14.i.preheader:                                 ; preds = %start
  %xtraiter = and i64 %_0.sroa.0.0.i.i.i, 3, !dbg !694
  %0 = icmp samesign ult i64 %_0.sroa.0.0.i.i.i, 4, !dbg !694
  br i1 %0, label %bb14.i.epil.preheader, label %bb14.i.preheader.new, !dbg !694

bb14.i.preheader.new:                             ; preds = %bb14.i.preheader
  %unroll_iter = and i64 %_0.sroa.0.0.i.i.i, 2305843009213693948, !dbg !694
  br label %bb14.i, !dbg !694

bb14.i:                                           ; preds = %bb14.i, %bb14.i.preheader.new
  %accum.sroa.0.08.i = phi float [ -0.000000e+00, %bb14.i.preheader.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.07.i = phi i64 [ 0, %bb14.i.preheader.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.i.preheader.new ], [ %niter.next.3, %bb14.i ]
    #dbg_value(float %accum.sroa.0.08.i, !523, !DIExpression(), !676)
    #dbg_value(i64 %iter.sroa.0.07.i, !657, !DIExpression(), !695)
    #dbg_value(i64 %iter.sroa.0.07.i, !646, !DIExpression(), !647)
    #dbg_value(i64 %iter.sroa.0.07.i, !673, !DIExpression(), !674)
  %_24.i = or disjoint i64 %iter.sroa.0.07.i, 1, !dbg !696
    #dbg_value(i64 %_24.i, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !678)
    #dbg_value(i64 %iter.sroa.0.07.i, !534, !DIExpression(), !697)
    #dbg_value(ptr undef, !457, !DIExpression(), !498)
    #dbg_value(i64 %iter.sroa.0.07.i, !495, !DIExpression(), !498)
    #dbg_value(i64 %iter.sroa.0.07.i, !496, !DIExpression(), !698)
    #dbg_value(ptr poison, !699, !DIExpression(), !706)
    #dbg_value(i64 %iter.sroa.0.07.i, !705, !DIExpression(), !706)
  %_3.i.i.i = getelementptr inbounds nuw float, ptr %x.0, i64 %iter.sroa.0.07.i, !dbg !708
    #dbg_value(ptr poison, !699, !DIExpression(), !714)
    #dbg_value(i64 %iter.sroa.0.07.i, !705, !DIExpression(), !714)
  %_3.i3.i.i = getelementptr inbounds nuw float, ptr %y.0, i64 %iter.sroa.0.07.i, !dbg !716
  %_16.0.val.i = load float, ptr %_3.i.i.i, align 4, !dbg !718, !noalias !719, !noundef !18
  %_16.1.val.i = load float, ptr %_3.i3.i.i, align 4, !dbg !718, !noalias !719, !noundef !18
    #dbg_value(float %accum.sroa.0.08.i, !722, !DIExpression(), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !735)
    #dbg_value(ptr poison, !737, !DIExpression(), !747)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !747)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !747)
    #dbg_value(ptr poison, !743, !DIExpression(), !749)
    #dbg_value(ptr poison, !750, !DIExpression(), !759)
    #dbg_value(ptr poison, !745, !DIExpression(), !749)
    #dbg_value(ptr poison, !758, !DIExpression(), !759)
  %_0.i.i.i = fmul float %_16.0.val.i, %_16.1.val.i, !dbg !761
    #dbg_value(ptr poison, !768, !DIExpression(), !776)
    #dbg_value(float %accum.sroa.0.08.i, !774, !DIExpression(), !776)
    #dbg_value(float %_0.i.i.i, !775, !DIExpression(), !776)
  %_0.i1.i.i = fadd float %accum.sroa.0.08.i, %_0.i.i.i, !dbg !778
    #dbg_value(float %_0.i1.i.i, !523, !DIExpression(), !676)
    #dbg_value(ptr undef, !662, !DIExpression(), !679)
    #dbg_value(ptr undef, !656, !DIExpression(), !680)
    #dbg_value(ptr undef, !681, !DIExpression(), !690)
    #dbg_value(ptr undef, !689, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !692)
    #dbg_value(i64 %_24.i, !657, !DIExpression(), !695)
    #dbg_value(i64 %_24.i, !646, !DIExpression(), !647)
    #dbg_value(i64 %_24.i, !673, !DIExpression(), !674)
  %_24.i.1 = or disjoint i64 %iter.sroa.0.07.i, 2, !dbg !696
    #dbg_value(i64 %_24.i.1, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !678)
    #dbg_value(i64 %_24.i, !534, !DIExpression(), !697)
    #dbg_value(i64 %_24.i, !495, !DIExpression(), !498)
    #dbg_value(i64 %_24.i, !496, !DIExpression(), !698)
    #dbg_value(i64 %_24.i, !705, !DIExpression(), !706)
  %_3.i.i.i.1 = getelementptr inbounds nuw float, ptr %x.0, i64 %_24.i, !dbg !708
    #dbg_value(i64 %_24.i, !705, !DIExpression(), !714)
  %_3.i3.i.i.1 = getelementptr inbounds nuw float, ptr %y.0, i64 %_24.i, !dbg !716
  %_16.0.val.i.1 = load float, ptr %_3.i.i.i.1, align 4, !dbg !718, !noalias !719, !noundef !18
  %_16.1.val.i.1 = load float, ptr %_3.i3.i.i.1, align 4, !dbg !718, !noalias !719, !noundef !18
    #dbg_value(float %_0.i1.i.i, !722, !DIExpression(), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !735)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !747)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !747)
  %_0.i.i.i.1 = fmul float %_16.0.val.i.1, %_16.1.val.i.1, !dbg !761
    #dbg_value(float %_0.i1.i.i, !774, !DIExpression(), !776)
    #dbg_value(float %_0.i.i.i.1, !775, !DIExpression(), !776)
  %_0.i1.i.i.1 = fadd float %_0.i1.i.i, %_0.i.i.i.1, !dbg !778
    #dbg_value(float %_0.i1.i.i.1, !523, !DIExpression(), !676)
    #dbg_value(i64 %_24.i.1, !657, !DIExpression(), !695)
    #dbg_value(i64 %_24.i.1, !646, !DIExpression(), !647)
    #dbg_value(i64 %_24.i.1, !673, !DIExpression(), !674)
  %_24.i.2 = or disjoint i64 %iter.sroa.0.07.i, 3, !dbg !696
    #dbg_value(i64 %_24.i.2, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !678)
    #dbg_value(i64 %_24.i.1, !534, !DIExpression(), !697)
    #dbg_value(i64 %_24.i.1, !495, !DIExpression(), !498)
    #dbg_value(i64 %_24.i.1, !496, !DIExpression(), !698)
    #dbg_value(i64 %_24.i.1, !705, !DIExpression(), !706)
  %_3.i.i.i.2 = getelementptr inbounds nuw float, ptr %x.0, i64 %_24.i.1, !dbg !708
    #dbg_value(i64 %_24.i.1, !705, !DIExpression(), !714)
  %_3.i3.i.i.2 = getelementptr inbounds nuw float, ptr %y.0, i64 %_24.i.1, !dbg !716
  %_16.0.val.i.2 = load float, ptr %_3.i.i.i.2, align 4, !dbg !718, !noalias !719, !noundef !18
  %_16.1.val.i.2 = load float, ptr %_3.i3.i.i.2, align 4, !dbg !718, !noalias !719, !noundef !18
    #dbg_value(float %_0.i1.i.i.1, !722, !DIExpression(), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !735)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !747)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !747)
  %_0.i.i.i.2 = fmul float %_16.0.val.i.2, %_16.1.val.i.2, !dbg !761
    #dbg_value(float %_0.i1.i.i.1, !774, !DIExpression(), !776)
    #dbg_value(float %_0.i.i.i.2, !775, !DIExpression(), !776)
  %_0.i1.i.i.2 = fadd float %_0.i1.i.i.1, %_0.i.i.i.2, !dbg !778
    #dbg_value(float %_0.i1.i.i.2, !523, !DIExpression(), !676)
    #dbg_value(i64 %_24.i.2, !657, !DIExpression(), !695)
    #dbg_value(i64 %_24.i.2, !646, !DIExpression(), !647)
    #dbg_value(i64 %_24.i.2, !673, !DIExpression(), !674)
  %_24.i.3 = add nuw nsw i64 %iter.sroa.0.07.i, 4, !dbg !696
    #dbg_value(i64 %_24.i.3, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !678)
    #dbg_value(i64 %_24.i.2, !534, !DIExpression(), !697)
    #dbg_value(i64 %_24.i.2, !495, !DIExpression(), !498)
    #dbg_value(i64 %_24.i.2, !496, !DIExpression(), !698)
    #dbg_value(i64 %_24.i.2, !705, !DIExpression(), !706)
  %_3.i.i.i.3 = getelementptr inbounds nuw float, ptr %x.0, i64 %_24.i.2, !dbg !708
    #dbg_value(i64 %_24.i.2, !705, !DIExpression(), !714)
  %_3.i3.i.i.3 = getelementptr inbounds nuw float, ptr %y.0, i64 %_24.i.2, !dbg !716
  %_16.0.val.i.3 = load float, ptr %_3.i.i.i.3, align 4, !dbg !718, !noalias !719, !noundef !18
  %_16.1.val.i.3 = load float, ptr %_3.i3.i.i.3, align 4, !dbg !718, !noalias !719, !noundef !18
    #dbg_value(float %_0.i1.i.i.2, !722, !DIExpression(), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !735)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !747)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !747)
  %_0.i.i.i.3 = fmul float %_16.0.val.i.3, %_16.1.val.i.3, !dbg !761
    #dbg_value(float %_0.i1.i.i.2, !774, !DIExpression(), !776)
    #dbg_value(float %_0.i.i.i.3, !775, !DIExpression(), !776)
  %_0.i1.i.i.3 = fadd float %_0.i1.i.i.2, %_0.i.i.i.3, !dbg !778
    #dbg_value(float %_0.i1.i.i.3, !523, !DIExpression(), !676)
  %niter.next.3 = add nuw i64 %niter, 4, !dbg !694
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !694
  br i1 %niter.ncmp.3, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit.loopexit.unr-lcssa", label %bb14.i, !dbg !694

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit.loopexit.unr-lcssa": ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !694
  br i1 %lcmp.mod.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit", label %bb14.i.epil.preheader, !dbg !694

bb14.i.epil.preheader:                            ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit.loopexit.unr-lcssa", %bb14.i.preheader
  %accum.sroa.0.08.i.epil.init = phi float [ -0.000000e+00, %bb14.i.preheader ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit.loopexit.unr-lcssa" ]
  %iter.sroa.0.07.i.epil.init = phi i64 [ 0, %bb14.i.preheader ], [ %_24.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod7 = icmp ne i64 %xtraiter, 0, !dbg !694
  tail call void @llvm.assume(i1 %lcmp.mod7), !dbg !694
  br label %bb14.i.epil, !dbg !694

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.08.i.epil = phi float [ %_0.i1.i.i.epil, %bb14.i.epil ], [ %accum.sroa.0.08.i.epil.init, %bb14.i.epil.preheader ]
  %iter.sroa.0.07.i.epil = phi i64 [ %_24.i.epil, %bb14.i.epil ], [ %iter.sroa.0.07.i.epil.init, %bb14.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb14.i.epil ], [ 0, %bb14.i.epil.preheader ]
    #dbg_value(float %accum.sroa.0.08.i.epil, !523, !DIExpression(), !676)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !657, !DIExpression(), !695)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !646, !DIExpression(), !647)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !673, !DIExpression(), !674)
  %_24.i.epil = add nuw nsw i64 %iter.sroa.0.07.i.epil, 1, !dbg !696
    #dbg_value(i64 %_24.i.epil, !525, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !678)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !534, !DIExpression(), !697)
    #dbg_value(ptr undef, !457, !DIExpression(), !498)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !495, !DIExpression(), !498)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !496, !DIExpression(), !698)
    #dbg_value(ptr poison, !699, !DIExpression(), !706)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !705, !DIExpression(), !706)
  %_3.i.i.i.epil = getelementptr inbounds nuw float, ptr %x.0, i64 %iter.sroa.0.07.i.epil, !dbg !708
    #dbg_value(ptr poison, !699, !DIExpression(), !714)
    #dbg_value(i64 %iter.sroa.0.07.i.epil, !705, !DIExpression(), !714)
  %_3.i3.i.i.epil = getelementptr inbounds nuw float, ptr %y.0, i64 %iter.sroa.0.07.i.epil, !dbg !716
  %_16.0.val.i.epil = load float, ptr %_3.i.i.i.epil, align 4, !dbg !718, !noalias !719, !noundef !18
  %_16.1.val.i.epil = load float, ptr %_3.i3.i.i.epil, align 4, !dbg !718, !noalias !719, !noundef !18
    #dbg_value(float %accum.sroa.0.08.i.epil, !722, !DIExpression(), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !735)
    #dbg_value(ptr poison, !728, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !735)
    #dbg_value(ptr poison, !737, !DIExpression(), !747)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !747)
    #dbg_value(ptr poison, !746, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !747)
    #dbg_value(ptr poison, !743, !DIExpression(), !749)
    #dbg_value(ptr poison, !750, !DIExpression(), !759)
    #dbg_value(ptr poison, !745, !DIExpression(), !749)
    #dbg_value(ptr poison, !758, !DIExpression(), !759)
  %_0.i.i.i.epil = fmul float %_16.0.val.i.epil, %_16.1.val.i.epil, !dbg !761
    #dbg_value(ptr poison, !768, !DIExpression(), !776)
    #dbg_value(float %accum.sroa.0.08.i.epil, !774, !DIExpression(), !776)
    #dbg_value(float %_0.i.i.i.epil, !775, !DIExpression(), !776)
  %_0.i1.i.i.epil = fadd float %accum.sroa.0.08.i.epil, %_0.i.i.i.epil, !dbg !778
    #dbg_value(float %_0.i1.i.i.epil, !523, !DIExpression(), !676)
    #dbg_value(ptr undef, !662, !DIExpression(), !679)
    #dbg_value(ptr undef, !656, !DIExpression(), !680)
    #dbg_value(ptr undef, !681, !DIExpression(), !690)
    #dbg_value(ptr undef, !689, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !692)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !694
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !694
  br i1 %epil.iter.cmp.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit", label %bb14.i.epil, !dbg !694, !llvm.loop !779

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit.loopexit.unr-lcssa", %bb14.i.epil, %start
  %accum.sroa.0.0.lcssa.i = phi float [ -0.000000e+00, %start ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb14.i.epil ], !dbg !638
  ret float %accum.sroa.0.0.lcssa.i, !dbg !781
}

; tiny::total
; Function Attrs: nonlazybind uwtable
define noundef double @_ZN4tiny5total17h42818a66b556a1e8E(ptr noalias noundef nonnull readonly align 8 captures(none) %xs.0, i64 noundef range(i64 0, 576460752303423488) %xs.1) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !782 {
start:
    #dbg_value(ptr %xs.0, !802, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !803)
    #dbg_value(i64 %xs.1, !802, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !803)
    #dbg_value(double -0.000000e+00, !804, !DIExpression(), !842)
    #dbg_declare(ptr poison, !837, !DIExpression(), !859)
    #dbg_value(ptr %xs.0, !854, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !860)
    #dbg_value(ptr %xs.0, !848, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !861)
    #dbg_value(ptr %xs.0, !836, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !842)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !854, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !860)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !848, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !861)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !836, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !842)
    #dbg_value(ptr %xs.0, !862, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !889)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !862, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !889)
    #dbg_value(double -0.000000e+00, !871, !DIExpression(), !889)
    #dbg_declare(ptr poison, !872, !DIExpression(), !891)
    #dbg_value(i64 1, !892, !DIExpression(), !896)
    #dbg_value(!DIArgList(ptr %xs.0, i64 %xs.1), !875, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !898)
    #dbg_value(ptr poison, !899, !DIExpression(), !906)
    #dbg_value(ptr poison, !905, !DIExpression(), !908)
  %0 = icmp eq i64 %xs.1, 0, !dbg !909
  br i1 %0, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h817e9032923b64fbE.exit", label %bb8.i, !dbg !910

bb8.i:                                            ; preds = %start, %bb8.i
  %i.sroa.0.0.i = phi i64 [ %_27.i, %bb8.i ], [ 0, %start ], !dbg !911
  %acc.sroa.0.0.i = phi double [ %_0.i2.i.i, %bb8.i ], [ -0.000000e+00, %start ], !dbg !889
    #dbg_value(double %acc.sroa.0.0.i, !877, !DIExpression(), !911)
    #dbg_value(i64 %i.sroa.0.0.i, !895, !DIExpression(), !896)
    #dbg_value(i64 %i.sroa.0.0.i, !879, !DIExpression(), !912)
    #dbg_value(ptr %xs.0, !913, !DIExpression(), !920)
    #dbg_value(i64 %i.sroa.0.0.i, !919, !DIExpression(), !920)
  %_45.i = getelementptr inbounds nuw { ptr, ptr }, ptr %xs.0, i64 %i.sroa.0.0.i, !dbg !922
  %_45.val.i = load ptr, ptr %_45.i, align 8, !dbg !923, !nonnull !18, !align !924, !noundef !18
  %1 = getelementptr i8, ptr %_45.i, i64 8, !dbg !923
  %_45.val8.i = load ptr, ptr %1, align 8, !dbg !923, !nonnull !18, !align !925, !noundef !18
    #dbg_value(double %acc.sroa.0.0.i, !926, !DIExpression(), !938)
    #dbg_value(ptr poison, !932, !DIExpression(), !938)
    #dbg_value(ptr poison, !940, !DIExpression(), !947)
    #dbg_value(ptr poison, !946, !DIExpression(), !947)
  %2 = getelementptr inbounds nuw i8, ptr %_45.val8.i, i64 24, !dbg !949
  %3 = load ptr, ptr %2, align 8, !dbg !949, !invariant.load !18, !nonnull !18
  %_0.i.i.i = tail call noundef double %3(ptr noundef nonnull align 1 %_45.val.i) #7, !dbg !950
    #dbg_value(ptr poison, !951, !DIExpression(), !959)
    #dbg_value(double %acc.sroa.0.0.i, !957, !DIExpression(), !959)
    #dbg_value(double %_0.i.i.i, !958, !DIExpression(), !959)
  %_0.i2.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i, !dbg !961
    #dbg_value(double %_0.i2.i.i, !877, !DIExpression(), !911)
  %_27.i = add nuw nsw i64 %i.sroa.0.0.i, 1, !dbg !962
    #dbg_value(i64 %_27.i, !879, !DIExpression(), !912)
    #dbg_value(i64 %_27.i, !895, !DIExpression(), !896)
  %_28.i = icmp eq i64 %_27.i, %xs.1, !dbg !963
  br i1 %_28.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h817e9032923b64fbE.exit", label %bb8.i, !dbg !963

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h817e9032923b64fbE.exit": ; preds = %bb8.i, %start
  %_0.sroa.0.0.i = phi double [ -0.000000e+00, %start ], [ %_0.i2.i.i, %bb8.i ], !dbg !889
  ret double %_0.sroa.0.0.i, !dbg !964
}

; tiny::to_f32
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable
define void @_ZN4tiny6to_f3217hca5a3a2777b5166bE(ptr noalias noundef nonnull readonly align 8 captures(none) %x.0, i64 noundef range(i64 0, 1152921504606846976) %x.1, ptr noalias noundef nonnull writeonly align 4 captures(none) %out.0, i64 noundef range(i64 0, 2305843009213693952) %out.1) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !965 {
start:
    #dbg_value(ptr poison, !1019, !DIExpression(), !1044)
    #dbg_value(ptr poison, !1048, !DIExpression(), !1051)
    #dbg_value(ptr %x.0, !979, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1052)
    #dbg_value(i64 %x.1, !979, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1052)
    #dbg_value(ptr %out.0, !980, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1052)
    #dbg_value(i64 %out.1, !980, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1052)
    #dbg_value(ptr %out.0, !1053, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1062)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1053, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1062)
    #dbg_value(ptr %x.0, !1058, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1062)
    #dbg_value(i64 %x.1, !1058, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1062)
    #dbg_value(ptr %out.0, !1064, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1071)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1064, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1071)
    #dbg_value(ptr %x.0, !1070, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1071)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !1070, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1071)
    #dbg_value(ptr %out.0, !1073, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1079)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !1073, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1079)
    #dbg_value(ptr %x.0, !1076, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1079)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !1076, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1079)
    #dbg_value(i64 %out.1, !1081, !DIExpression(), !1085)
    #dbg_value(i64 %x.1, !1084, !DIExpression(), !1085)
    #dbg_value(i64 %out.1, !626, !DIExpression(), !1087)
    #dbg_value(i64 %x.1, !630, !DIExpression(), !1087)
  %_0.sroa.0.0.i.i.i = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %x.1, i64 %out.1), !dbg !1089
    #dbg_value(ptr %out.0, !981, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1090)
    #dbg_value(!DIArgList(ptr %out.0, i64 %out.1), !981, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1090)
    #dbg_value(ptr %x.0, !981, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1090)
    #dbg_value(!DIArgList(ptr %x.0, i64 %x.1), !981, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64), !1090)
    #dbg_value(i64 0, !981, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1090)
    #dbg_value(i64 %_0.sroa.0.0.i.i.i, !981, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !1090)
    #dbg_value(ptr undef, !1048, !DIExpression(), !1051)
    #dbg_value(ptr undef, !1019, !DIExpression(), !1044)
  %_2.i7.not = icmp eq i64 %_0.sroa.0.0.i.i.i, 0, !dbg !1091
  br i1 %_2.i7.not, label %bb5, label %bb4.preheader, !dbg !1091

bb4.preheader:                                    ; preds = %start
  %min.iters.check = icmp samesign ult i64 %_0.sroa.0.0.i.i.i, 4, !dbg !1091
  br i1 %min.iters.check, label %bb4.preheader10, label %vector.ph, !dbg !1091

vector.ph:                                        ; preds = %bb4.preheader
  %n.vec = and i64 %_0.sroa.0.0.i.i.i, 1152921504606846972
  br label %vector.body, !dbg !1091

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !1092
  %0 = getelementptr inbounds nuw float, ptr %out.0, i64 %index, !dbg !1093
  %1 = getelementptr inbounds nuw i64, ptr %x.0, i64 %index, !dbg !1105
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !1119
  %wide.load = load <2 x i64>, ptr %1, align 8, !dbg !1119
  %wide.load9 = load <2 x i64>, ptr %2, align 8, !dbg !1119
  %3 = sitofp <2 x i64> %wide.load to <2 x float>, !dbg !1120
  %4 = sitofp <2 x i64> %wide.load9 to <2 x float>, !dbg !1120
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !1120
  store <2 x float> %3, ptr %0, align 4, !dbg !1120
  store <2 x float> %4, ptr %5, align 4, !dbg !1120
  %index.next = add nuw i64 %index, 4, !dbg !1092
  %6 = icmp eq i64 %index.next, %n.vec, !dbg !1091
  br i1 %6, label %middle.block, label %vector.body, !dbg !1091, !llvm.loop !1121

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %_0.sroa.0.0.i.i.i, %n.vec, !dbg !1091
  br i1 %cmp.n, label %bb5, label %bb4.preheader10, !dbg !1091

bb4.preheader10:                                  ; preds = %bb4.preheader, %middle.block
  %iter.sroa.8.08.ph = phi i64 [ 0, %bb4.preheader ], [ %n.vec, %middle.block ]
  br label %bb4, !dbg !1091

bb4:                                              ; preds = %bb4.preheader10, %bb4
  %iter.sroa.8.08 = phi i64 [ %7, %bb4 ], [ %iter.sroa.8.08.ph, %bb4.preheader10 ]
    #dbg_value(i64 %iter.sroa.8.08, !981, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1090)
    #dbg_value(i64 %iter.sroa.8.08, !1042, !DIExpression(), !1124)
  %7 = add nuw nsw i64 %iter.sroa.8.08, 1, !dbg !1092
    #dbg_value(i64 %7, !981, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1090)
    #dbg_value(ptr poison, !1102, !DIExpression(), !1125)
    #dbg_value(i64 %iter.sroa.8.08, !1103, !DIExpression(), !1125)
  %_3.i.i = getelementptr inbounds nuw float, ptr %out.0, i64 %iter.sroa.8.08, !dbg !1093
    #dbg_value(ptr poison, !1116, !DIExpression(), !1126)
    #dbg_value(i64 %iter.sroa.8.08, !1117, !DIExpression(), !1126)
  %_3.i1.i = getelementptr inbounds nuw i64, ptr %x.0, i64 %iter.sroa.8.08, !dbg !1105
    #dbg_value(ptr %_3.i.i, !1016, !DIExpression(), !1127)
    #dbg_value(ptr %_3.i1.i, !1018, !DIExpression(), !1127)
  %_11 = load i64, ptr %_3.i1.i, align 8, !dbg !1119, !noundef !18
  %8 = sitofp i64 %_11 to float, !dbg !1120
  store float %8, ptr %_3.i.i, align 4, !dbg !1120
    #dbg_value(ptr undef, !1048, !DIExpression(), !1051)
    #dbg_value(ptr undef, !1019, !DIExpression(), !1044)
  %exitcond.not = icmp eq i64 %7, %_0.sroa.0.0.i.i.i, !dbg !1091
  br i1 %exitcond.not, label %bb5, label %bb4, !dbg !1091, !llvm.loop !1128

bb5:                                              ; preds = %bb4, %middle.block, %start
    #dbg_value(i64 poison, !981, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1090)
  ret void, !dbg !1129
}

; Function Attrs: nonlazybind
declare i32 @rust_eh_personality(...) unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

attributes #0 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nonlazybind "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { inlinehint }

!llvm.module.flags = !{!19, !20, !21, !22}
!llvm.ident = !{!23}
!llvm.dbg.cu = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "HITS", linkageName: "_ZN4tiny4HITS17h83df17611c1239deE", scope: !2, file: !3, line: 24, type: !4, isLocal: false, isDefinition: true, align: 32)
!2 = !DINamespace(name: "tiny", scope: null)
!3 = !DIFile(filename: "src/tiny.rs", directory: ".", checksumkind: CSK_MD5, checksum: "9211639bd7b1b42457dc7e8232bd54ca")
!4 = !DICompositeType(tag: DW_TAG_structure_type, name: "AtomicU32", scope: !6, file: !5, size: 32, align: 32, flags: DIFlagPublic, elements: !9, templateParams: !18, identifier: "c7c2c74a85904bd0c8528b4e15d5ce44")
!5 = !DIFile(filename: "<unknown>", directory: "")
!6 = !DINamespace(name: "atomic", scope: !7)
!7 = !DINamespace(name: "sync", scope: !8)
!8 = !DINamespace(name: "core", scope: null)
!9 = !{!10}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !4, file: !5, baseType: !11, size: 32, align: 32, flags: DIFlagPrivate)
!11 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnsafeCell<u32>", scope: !12, file: !5, size: 32, align: 32, flags: DIFlagPublic, elements: !13, templateParams: !16, identifier: "276fcd5afdff990e3d83fbd36936145c")
!12 = !DINamespace(name: "cell", scope: !8)
!13 = !{!14}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !11, file: !5, baseType: !15, size: 32, align: 32, flags: DIFlagPrivate)
!15 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!16 = !{!17}
!17 = !DITemplateTypeParameter(name: "T", type: !15)
!18 = !{}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 2, !"RtLibUseGOT", i32 1}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!24 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !25, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !26, splitDebugInlining: false, nameTableKind: None)
!25 = !DIFile(filename: "src/tiny.rs/@/tiny.7378e45bed21101e-cgu.0", directory: ".")
!26 = !{!0}
!27 = distinct !DISubprogram(name: "first_zero", linkageName: "_ZN4tiny10first_zero17hd29b22c94e3d9e1dE", scope: !2, file: !3, line: 16, type: !28, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !52)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !46}
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !31, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !32, templateParams: !18, identifier: "6f59025219977f466509bd4ae79a2945")
!31 = !DINamespace(name: "option", scope: !8)
!32 = !{!33}
!33 = !DICompositeType(tag: DW_TAG_variant_part, scope: !30, file: !5, size: 128, align: 64, elements: !34, templateParams: !18, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !44)
!34 = !{!35, !40}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !33, file: !5, baseType: !36, size: 128, align: 64, extraData: i64 0)
!36 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !30, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !18, templateParams: !37, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!37 = !{!38}
!38 = !DITemplateTypeParameter(name: "T", type: !39)
!39 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !33, file: !5, baseType: !41, size: 128, align: 64, extraData: i64 1)
!41 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !30, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !42, templateParams: !37, identifier: "c70f2dfad93186ce146b7e80830727")
!42 = !{!43}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !41, file: !5, baseType: !39, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!44 = !DIDerivedType(tag: DW_TAG_member, scope: !30, file: !5, baseType: !45, size: 64, align: 64, flags: DIFlagArtificial)
!45 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!46 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[u8]", file: !5, size: 128, align: 64, elements: !47, templateParams: !18, identifier: "31681e0c10b314f1f33e38b2779acbb4")
!47 = !{!48, !51}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !46, file: !5, baseType: !49, size: 64, align: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64, align: 64, dwarfAddressSpace: 0)
!50 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !46, file: !5, baseType: !39, size: 64, align: 64, offset: 64)
!52 = !{!53}
!53 = !DILocalVariable(name: "x", arg: 1, scope: !27, file: !3, line: 16, type: !46)
!54 = !DILocalVariable(name: "self", arg: 1, scope: !55, file: !56, line: 157, type: !76)
!55 = distinct !DISubprogram(name: "next<u8>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h43ec06bc7c5f4a31E", scope: !57, file: !56, line: 157, type: !60, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !86, retainedNodes: !92)
!56 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!57 = !DINamespace(name: "{impl#171}", scope: !58)
!58 = !DINamespace(name: "iter", scope: !59)
!59 = !DINamespace(name: "slice", scope: !8)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !76}
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&u8>", scope: !31, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !63, templateParams: !18, identifier: "3b67d0b985d7948cbcd165e8f506b6b")
!63 = !{!64}
!64 = !DICompositeType(tag: DW_TAG_variant_part, scope: !62, file: !5, size: 64, align: 64, elements: !65, templateParams: !18, identifier: "71ac802c7c0ad94fb78370f38c746073", discriminator: !75)
!65 = !{!66, !71}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !64, file: !5, baseType: !67, size: 64, align: 64, extraData: i64 0)
!67 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !62, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !18, templateParams: !68, identifier: "96753c70fadc75c257dd53d37c46d25d")
!68 = !{!69}
!69 = !DITemplateTypeParameter(name: "T", type: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u8", baseType: !50, size: 64, align: 64, dwarfAddressSpace: 0)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !64, file: !5, baseType: !72, size: 64, align: 64)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !62, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !73, templateParams: !68, identifier: "8bb1dfc82a8e90ce425eae44ff5f9ea4")
!73 = !{!74}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !72, file: !5, baseType: !70, size: 64, align: 64, flags: DIFlagPublic)
!75 = !DIDerivedType(tag: DW_TAG_member, scope: !62, file: !5, baseType: !45, size: 64, align: 64, flags: DIFlagArtificial)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<u8>", baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<u8>", scope: !58, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !78, templateParams: !86, identifier: "1ad9747a31fe4f115b5b4d9fee402438")
!78 = !{!79, !88, !89}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !77, file: !5, baseType: !80, size: 64, align: 64, flags: DIFlagPrivate)
!80 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !81, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !83, templateParams: !86, identifier: "ff3cb4cecc4ed13dfb833309b96ea529")
!81 = !DINamespace(name: "non_null", scope: !82)
!82 = !DINamespace(name: "ptr", scope: !8)
!83 = !{!84}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !80, file: !5, baseType: !85, size: 64, align: 64, flags: DIFlagPrivate)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !50, size: 64, align: 64, dwarfAddressSpace: 0)
!86 = !{!87}
!87 = !DITemplateTypeParameter(name: "T", type: !50)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !77, file: !5, baseType: !85, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !77, file: !5, baseType: !90, align: 8, offset: 128, flags: DIFlagPrivate)
!90 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&u8>", scope: !91, file: !5, align: 8, flags: DIFlagPublic, elements: !18, templateParams: !68, identifier: "2879c6d5ede448f8c1a04689e9ce5b0a")
!91 = !DINamespace(name: "marker", scope: !8)
!92 = !{!54, !93, !95, !97}
!93 = !DILocalVariable(name: "ptr", scope: !94, file: !56, line: 161, type: !80, align: 64)
!94 = distinct !DILexicalBlock(scope: !55, file: !56, line: 161, column: 17)
!95 = !DILocalVariable(name: "end_or_len", scope: !96, file: !56, line: 162, type: !85, align: 64)
!96 = distinct !DILexicalBlock(scope: !94, file: !56, line: 162, column: 17)
!97 = !DILocalVariable(name: "len", scope: !98, file: !56, line: 167, type: !39, align: 64)
!98 = distinct !DILexicalBlock(scope: !96, file: !56, line: 167, column: 25)
!99 = !DILocation(line: 0, scope: !55, inlinedAt: !100)
!100 = distinct !DILocation(line: 383, column: 42, scope: !101, inlinedAt: !121)
!101 = distinct !DILexicalBlock(scope: !102, file: !56, line: 383, column: 49)
!102 = distinct !DILexicalBlock(scope: !103, file: !56, line: 382, column: 17)
!103 = distinct !DILexicalBlock(scope: !104, file: !56, line: 381, column: 17)
!104 = distinct !DISubprogram(name: "position<u8, tiny::first_zero::{closure_env#0}>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h4c3156d3c86fed86E", scope: !57, file: !56, line: 377, type: !105, scopeLine: 377, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !119, retainedNodes: !109)
!105 = !DISubroutineType(types: !106)
!106 = !{!30, !76, !107}
!107 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !108, file: !5, align: 8, elements: !18, identifier: "5a80820a2f5f500dca2cdeb647dcb130")
!108 = !DINamespace(name: "first_zero", scope: !2)
!109 = !{!110, !111, !112, !113, !115, !117, !118}
!110 = !DILocalVariable(name: "self", arg: 1, scope: !104, file: !56, line: 377, type: !76)
!111 = !DILocalVariable(name: "predicate", arg: 2, scope: !104, file: !56, line: 377, type: !107)
!112 = !DILocalVariable(name: "n", scope: !103, file: !56, line: 381, type: !39, align: 64)
!113 = !DILocalVariable(name: "len", scope: !114, file: !56, line: 29, type: !39, align: 64)
!114 = distinct !DILexicalBlock(scope: !104, file: !56, line: 29, column: 13)
!115 = !DILocalVariable(name: "end", scope: !116, file: !56, line: 33, type: !80, align: 64)
!116 = distinct !DILexicalBlock(scope: !104, file: !56, line: 33, column: 13)
!117 = !DILocalVariable(name: "i", scope: !102, file: !56, line: 382, type: !39, align: 64)
!118 = !DILocalVariable(name: "x", scope: !101, file: !56, line: 383, type: !70, align: 64)
!119 = !{!87, !120}
!120 = !DITemplateTypeParameter(name: "P", type: !107)
!121 = distinct !DILocation(line: 17, column: 14, scope: !27)
!122 = !DILocation(line: 0, scope: !104, inlinedAt: !121)
!123 = !DILocation(line: 0, scope: !27)
!124 = !DILocalVariable(name: "self", arg: 1, scope: !125, file: !126, line: 1040, type: !46)
!125 = distinct !DISubprogram(name: "iter<u8>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h8b257ea48875f27aE", scope: !127, file: !126, line: 1040, type: !128, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !86, retainedNodes: !130)
!126 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!127 = !DINamespace(name: "{impl#0}", scope: !59)
!128 = !DISubroutineType(types: !129)
!129 = !{!77, !46}
!130 = !{!124}
!131 = !DILocation(line: 0, scope: !125, inlinedAt: !132)
!132 = !DILocation(line: 17, column: 7, scope: !27)
!133 = !DILocalVariable(name: "slice", arg: 1, scope: !134, file: !135, line: 96, type: !46)
!134 = distinct !DISubprogram(name: "new<u8>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17hf652ff3be7b84a04E", scope: !77, file: !135, line: 96, type: !128, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !86, declaration: !136, retainedNodes: !137)
!135 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!136 = !DISubprogram(name: "new<u8>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17hf652ff3be7b84a04E", scope: !77, file: !135, line: 96, type: !128, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !86)
!137 = !{!133, !138, !140, !142}
!138 = !DILocalVariable(name: "len", scope: !139, file: !135, line: 97, type: !39, align: 64)
!139 = distinct !DILexicalBlock(scope: !134, file: !135, line: 97, column: 9)
!140 = !DILocalVariable(name: "ptr", scope: !141, file: !135, line: 98, type: !80, align: 64)
!141 = distinct !DILexicalBlock(scope: !139, file: !135, line: 98, column: 9)
!142 = !DILocalVariable(name: "end_or_len", scope: !143, file: !135, line: 101, type: !85, align: 64)
!143 = distinct !DILexicalBlock(scope: !141, file: !135, line: 101, column: 13)
!144 = !DILocation(line: 0, scope: !134, inlinedAt: !145)
!145 = !DILocation(line: 1041, column: 9, scope: !125, inlinedAt: !132)
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !145)
!147 = !DILocalVariable(name: "count", arg: 2, scope: !148, file: !149, line: 927, type: !39)
!148 = distinct !DISubprogram(name: "add<u8>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17he35b2347c56584dbE", scope: !150, file: !149, line: 927, type: !152, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !86, retainedNodes: !178)
!149 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!150 = !DINamespace(name: "{impl#0}", scope: !151)
!151 = !DINamespace(name: "mut_ptr", scope: !82)
!152 = !DISubroutineType(types: !153)
!153 = !{!154, !154, !39, !155}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u8", baseType: !50, size: 64, align: 64, dwarfAddressSpace: 0)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !156, size: 64, align: 64, dwarfAddressSpace: 0)
!156 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !157, file: !5, size: 192, align: 64, flags: DIFlagPublic, elements: !159, templateParams: !18, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!157 = !DINamespace(name: "location", scope: !158)
!158 = !DINamespace(name: "panic", scope: !8)
!159 = !{!160, !168, !169, !170}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !156, file: !5, baseType: !161, size: 128, align: 64, flags: DIFlagPrivate)
!161 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !81, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !162, templateParams: !86, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!162 = !{!163}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !161, file: !5, baseType: !164, size: 128, align: 64, flags: DIFlagPrivate)
!164 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !5, size: 128, align: 64, elements: !165, templateParams: !18, identifier: "238a44609877474087c05adf26cd41fa")
!165 = !{!166, !167}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !164, file: !5, baseType: !49, size: 64, align: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !164, file: !5, baseType: !39, size: 64, align: 64, offset: 64)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !156, file: !5, baseType: !15, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !156, file: !5, baseType: !15, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !156, file: !5, baseType: !171, align: 8, offset: 192, flags: DIFlagPrivate)
!171 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !91, file: !5, align: 8, flags: DIFlagPublic, elements: !18, templateParams: !172, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!172 = !{!173}
!173 = !DITemplateTypeParameter(name: "T", type: !174)
!174 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !5, size: 128, align: 64, elements: !175, templateParams: !18, identifier: "9277eecd40495f85161460476aacc992")
!175 = !{!176, !177}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !174, file: !5, baseType: !49, size: 64, align: 64)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !174, file: !5, baseType: !39, size: 64, align: 64, offset: 64)
!178 = !{!179, !147}
!179 = !DILocalVariable(name: "self", arg: 1, scope: !148, file: !149, line: 927, type: !154)
!180 = !DILocation(line: 0, scope: !148, inlinedAt: !181)
!181 = !DILocation(line: 102, column: 78, scope: !141, inlinedAt: !145)
!182 = !DILocation(line: 0, scope: !141, inlinedAt: !145)
!183 = !DILocation(line: 961, column: 18, scope: !148, inlinedAt: !181)
!184 = !DILocation(line: 377, column: 39, scope: !104, inlinedAt: !121)
!185 = !DILocalVariable(name: "count", scope: !186, file: !187, line: 651, type: !39, align: 64)
!186 = distinct !DISubprogram(name: "add<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h2457edb6b3e747b3E", scope: !80, file: !187, line: 651, type: !188, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !86, declaration: !190, retainedNodes: !191)
!187 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!188 = !DISubroutineType(types: !189)
!189 = !{!80, !80, !39}
!190 = !DISubprogram(name: "add<u8>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h2457edb6b3e747b3E", scope: !80, file: !187, line: 651, type: !188, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !86)
!191 = !{!192, !185}
!192 = !DILocalVariable(name: "self", arg: 1, scope: !186, file: !187, line: 651, type: !80)
!193 = !DILocation(line: 0, scope: !186, inlinedAt: !194)
!194 = distinct !DILocation(line: 185, column: 40, scope: !96, inlinedAt: !100)
!195 = !DILocation(line: 0, scope: !103, inlinedAt: !121)
!196 = !DILocation(line: 0, scope: !102, inlinedAt: !121)
!197 = !DILocation(line: 0, scope: !94, inlinedAt: !100)
!198 = !DILocation(line: 0, scope: !96, inlinedAt: !100)
!199 = !DILocalVariable(name: "self", arg: 1, scope: !200, file: !187, line: 1719, type: !205)
!200 = distinct !DISubprogram(name: "eq<u8>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h85efe1bf61841bf4E", scope: !201, file: !187, line: 1719, type: !202, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !86, retainedNodes: !206)
!201 = !DINamespace(name: "{impl#16}", scope: !81)
!202 = !DISubroutineType(types: !203)
!203 = !{!204, !205, !205}
!204 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<u8>", baseType: !80, size: 64, align: 64, dwarfAddressSpace: 0)
!206 = !{!199, !207}
!207 = !DILocalVariable(name: "other", arg: 2, scope: !200, file: !187, line: 1719, type: !205)
!208 = !DILocation(line: 1719, column: 11, scope: !200, inlinedAt: !209)
!209 = distinct !DILocation(line: 180, column: 28, scope: !96, inlinedAt: !100)
!210 = !DILocation(line: 1719, column: 18, scope: !200, inlinedAt: !209)
!211 = !DILocation(line: 1720, column: 9, scope: !200, inlinedAt: !209)
!212 = !DILocation(line: 180, column: 28, scope: !96, inlinedAt: !100)
!213 = !DILocation(line: 0, scope: !101, inlinedAt: !121)
!214 = !DILocation(line: 384, column: 24, scope: !101, inlinedAt: !121)
!215 = !{!216}
!216 = distinct !{!216, !217, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h4c3156d3c86fed86E: %self"}
!217 = distinct !{!217, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h4c3156d3c86fed86E"}
!218 = !DILocalVariable(arg: 1, scope: !219, file: !3, line: 17, type: !222)
!219 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4tiny10first_zero28_$u7b$$u7b$closure$u7d$$u7d$17hf8892e7c3da244beE", scope: !108, file: !3, line: 17, type: !220, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !223)
!220 = !DISubroutineType(types: !221)
!221 = !{!204, !222, !70}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut tiny::first_zero::{closure_env#0}", baseType: !107, size: 64, align: 64, dwarfAddressSpace: 0)
!223 = !{!224, !218, !226}
!224 = !DILocalVariable(name: "b", scope: !225, file: !3, line: 17, type: !50, align: 8)
!225 = distinct !DILexicalBlock(scope: !219, file: !3, line: 17, column: 28)
!226 = !DILocalVariable(arg: 2, scope: !219, file: !3, line: 17, type: !70)
!227 = !DILocation(line: 0, scope: !219, inlinedAt: !228)
!228 = distinct !DILocation(line: 384, column: 24, scope: !101, inlinedAt: !121)
!229 = !DILocation(line: 0, scope: !225, inlinedAt: !228)
!230 = !DILocation(line: 17, column: 28, scope: !225, inlinedAt: !228)
!231 = !DILocation(line: 659, column: 28, scope: !186, inlinedAt: !194)
!232 = !DILocation(line: 390, column: 21, scope: !101, inlinedAt: !121)
!233 = !DILocation(line: 387, column: 51, scope: !101, inlinedAt: !121)
!234 = !DILocalVariable(name: "cond", arg: 1, scope: !235, file: !236, line: 202, type: !204)
!235 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !237, file: !236, line: 202, type: !238, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !240)
!236 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!237 = !DINamespace(name: "hint", scope: !8)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !204, !155}
!240 = !{!234}
!241 = !DILocation(line: 0, scope: !235, inlinedAt: !242)
!242 = distinct !DILocation(line: 387, column: 34, scope: !101, inlinedAt: !121)
!243 = !DILocation(line: 210, column: 9, scope: !235, inlinedAt: !242)
!244 = !DILocation(line: 393, column: 13, scope: !104, inlinedAt: !121)
!245 = !DILocation(line: 393, column: 14, scope: !104, inlinedAt: !121)
!246 = !DILocation(line: 18, column: 2, scope: !27)
!247 = distinct !DISubprogram(name: "checked_sum", linkageName: "_ZN4tiny11checked_sum17h6f92975c23b811c0E", scope: !2, file: !3, line: 20, type: !248, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !269)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !264}
!250 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u16>", scope: !31, file: !5, size: 32, align: 16, flags: DIFlagPublic, elements: !251, templateParams: !18, identifier: "7269032fd39df6045d604462261cbc22")
!251 = !{!252}
!252 = !DICompositeType(tag: DW_TAG_variant_part, scope: !250, file: !5, size: 32, align: 16, elements: !253, templateParams: !18, identifier: "54e27752bab23762552c23203f2eab83", discriminator: !263)
!253 = !{!254, !259}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !252, file: !5, baseType: !255, size: 32, align: 16, extraData: i16 0)
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !250, file: !5, size: 32, align: 16, flags: DIFlagPublic, elements: !18, templateParams: !256, identifier: "9472ed83a9778b172b2b71188802ca97")
!256 = !{!257}
!257 = !DITemplateTypeParameter(name: "T", type: !258)
!258 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !252, file: !5, baseType: !260, size: 32, align: 16, extraData: i16 1)
!260 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !250, file: !5, size: 32, align: 16, flags: DIFlagPublic, elements: !261, templateParams: !256, identifier: "6a53f41dff624872aabd10a3ad064dc1")
!261 = !{!262}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !260, file: !5, baseType: !258, size: 16, align: 16, offset: 16, flags: DIFlagPublic)
!263 = !DIDerivedType(tag: DW_TAG_member, scope: !250, file: !5, baseType: !258, size: 16, align: 16, flags: DIFlagArtificial)
!264 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[u16]", file: !5, size: 128, align: 64, elements: !265, templateParams: !18, identifier: "7754e79038034cabe41502e81189cbe9")
!265 = !{!266, !268}
!266 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !264, file: !5, baseType: !267, size: 64, align: 64)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64, align: 64, dwarfAddressSpace: 0)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !264, file: !5, baseType: !39, size: 64, align: 64, offset: 64)
!269 = !{!270}
!270 = !DILocalVariable(name: "x", arg: 1, scope: !247, file: !3, line: 20, type: !264)
!271 = !DILocalVariable(name: "self", arg: 1, scope: !272, file: !56, line: 157, type: !289)
!272 = distinct !DISubprogram(name: "next<u16>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h5dfd0048929e37bdE", scope: !57, file: !56, line: 157, type: !273, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !256, retainedNodes: !300)
!273 = !DISubroutineType(types: !274)
!274 = !{!275, !289}
!275 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&u16>", scope: !31, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !276, templateParams: !18, identifier: "7fa84b16dad53fc3fc65de8e6d85c71c")
!276 = !{!277}
!277 = !DICompositeType(tag: DW_TAG_variant_part, scope: !275, file: !5, size: 64, align: 64, elements: !278, templateParams: !18, identifier: "2b034b94552e2b8d2e0773e6c7977ba6", discriminator: !288)
!278 = !{!279, !284}
!279 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !277, file: !5, baseType: !280, size: 64, align: 64, extraData: i64 0)
!280 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !275, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !18, templateParams: !281, identifier: "3af13f1f98d4c00238d973a781aa616")
!281 = !{!282}
!282 = !DITemplateTypeParameter(name: "T", type: !283)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u16", baseType: !258, size: 64, align: 64, dwarfAddressSpace: 0)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !277, file: !5, baseType: !285, size: 64, align: 64)
!285 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !275, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !286, templateParams: !281, identifier: "776c21ccdab7f8f53a49267b9e00f571")
!286 = !{!287}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !285, file: !5, baseType: !283, size: 64, align: 64, flags: DIFlagPublic)
!288 = !DIDerivedType(tag: DW_TAG_member, scope: !275, file: !5, baseType: !45, size: 64, align: 64, flags: DIFlagArtificial)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<u16>", baseType: !290, size: 64, align: 64, dwarfAddressSpace: 0)
!290 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<u16>", scope: !58, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !291, templateParams: !256, identifier: "991ac65cb190f7c920c8f028f1b8a191")
!291 = !{!292, !297, !298}
!292 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !290, file: !5, baseType: !293, size: 64, align: 64, flags: DIFlagPrivate)
!293 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u16>", scope: !81, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !294, templateParams: !256, identifier: "c0209a164463dd67e06172fa102c7519")
!294 = !{!295}
!295 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !293, file: !5, baseType: !296, size: 64, align: 64, flags: DIFlagPrivate)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u16", baseType: !258, size: 64, align: 64, dwarfAddressSpace: 0)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !290, file: !5, baseType: !296, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !290, file: !5, baseType: !299, align: 8, offset: 128, flags: DIFlagPrivate)
!299 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&u16>", scope: !91, file: !5, align: 8, flags: DIFlagPublic, elements: !18, templateParams: !281, identifier: "884f8d82f25d8c2632f9397a784fdd69")
!300 = !{!271, !301, !303, !305}
!301 = !DILocalVariable(name: "ptr", scope: !302, file: !56, line: 161, type: !293, align: 64)
!302 = distinct !DILexicalBlock(scope: !272, file: !56, line: 161, column: 17)
!303 = !DILocalVariable(name: "end_or_len", scope: !304, file: !56, line: 162, type: !296, align: 64)
!304 = distinct !DILexicalBlock(scope: !302, file: !56, line: 162, column: 17)
!305 = !DILocalVariable(name: "len", scope: !306, file: !56, line: 167, type: !39, align: 64)
!306 = distinct !DILexicalBlock(scope: !304, file: !56, line: 167, column: 25)
!307 = !DILocation(line: 0, scope: !272, inlinedAt: !308)
!308 = distinct !DILocation(line: 2468, column: 34, scope: !309, inlinedAt: !352)
!309 = distinct !DILexicalBlock(scope: !311, file: !310, line: 2468, column: 41)
!310 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!311 = distinct !DILexicalBlock(scope: !312, file: !310, line: 2467, column: 9)
!312 = distinct !DISubprogram(name: "try_fold<core::slice::iter::Iter<u16>, u16, tiny::checked_sum::{closure_env#0}, core::option::Option<u16>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator8try_fold17h68b63abcda8a9349E", scope: !313, file: !310, line: 2461, type: !317, scopeLine: 2461, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !347, retainedNodes: !321)
!313 = !DINamespace(name: "Iterator", scope: !314)
!314 = !DINamespace(name: "iterator", scope: !315)
!315 = !DINamespace(name: "traits", scope: !316)
!316 = !DINamespace(name: "iter", scope: !8)
!317 = !DISubroutineType(types: !318)
!318 = !{!250, !289, !258, !319}
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !320, file: !5, align: 8, elements: !18, identifier: "4dc2d2ba6ad49439c6765e463176cf87")
!320 = !DINamespace(name: "checked_sum", scope: !2)
!321 = !{!322, !323, !324, !325, !326, !327, !345}
!322 = !DILocalVariable(name: "self", arg: 1, scope: !312, file: !310, line: 2461, type: !289)
!323 = !DILocalVariable(name: "init", arg: 2, scope: !312, file: !310, line: 2461, type: !258)
!324 = !DILocalVariable(name: "f", arg: 3, scope: !312, file: !310, line: 2461, type: !319)
!325 = !DILocalVariable(name: "accum", scope: !311, file: !310, line: 2467, type: !258, align: 16)
!326 = !DILocalVariable(name: "x", scope: !309, file: !310, line: 2468, type: !283, align: 64)
!327 = !DILocalVariable(name: "residual", scope: !328, file: !310, line: 2469, type: !329, align: 8)
!328 = distinct !DILexicalBlock(scope: !309, file: !310, line: 2469, column: 32)
!329 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<core::convert::Infallible>", scope: !31, file: !5, align: 8, flags: DIFlagPublic, elements: !330, templateParams: !18, identifier: "c570e30372491ce8c937ce79f8b0a8")
!330 = !{!331}
!331 = !DICompositeType(tag: DW_TAG_variant_part, scope: !329, file: !5, align: 8, elements: !332, templateParams: !18, identifier: "7f581569b30ffcadfc066f9502cffc3d")
!332 = !{!333, !341}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !331, file: !5, baseType: !334, align: 8)
!334 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !329, file: !5, align: 8, flags: DIFlagPublic, elements: !18, templateParams: !335, identifier: "8822bb1e77f834d316aa69cec5bd6884")
!335 = !{!336}
!336 = !DITemplateTypeParameter(name: "T", type: !337)
!337 = !DICompositeType(tag: DW_TAG_structure_type, name: "Infallible", scope: !338, file: !5, align: 8, flags: DIFlagPublic, elements: !339, templateParams: !18, identifier: "78cfd968ca0619bc6721ef3bf8e03805")
!338 = !DINamespace(name: "convert", scope: !8)
!339 = !{!340}
!340 = !DICompositeType(tag: DW_TAG_variant_part, scope: !337, file: !5, align: 8, elements: !18, identifier: "820520e070d3f01e1d1c030b6bcc9c0e")
!341 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !331, file: !5, baseType: !342, align: 8)
!342 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !329, file: !5, align: 8, flags: DIFlagPublic, elements: !343, templateParams: !335, identifier: "eac45ae69c5c1b4274720cd40277b232")
!343 = !{!344}
!344 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !342, file: !5, baseType: !337, align: 8, flags: DIFlagPublic)
!345 = !DILocalVariable(name: "val", scope: !346, file: !310, line: 2469, type: !258, align: 16)
!346 = distinct !DILexicalBlock(scope: !309, file: !310, line: 2469, column: 32)
!347 = !{!348, !349, !350, !351}
!348 = !DITemplateTypeParameter(name: "Self", type: !290)
!349 = !DITemplateTypeParameter(name: "B", type: !258)
!350 = !DITemplateTypeParameter(name: "F", type: !319)
!351 = !DITemplateTypeParameter(name: "R", type: !250)
!352 = distinct !DILocation(line: 21, column: 14, scope: !247)
!353 = !DILocation(line: 0, scope: !312, inlinedAt: !352)
!354 = !DILocation(line: 0, scope: !247)
!355 = !DILocalVariable(name: "self", arg: 1, scope: !356, file: !126, line: 1040, type: !264)
!356 = distinct !DISubprogram(name: "iter<u16>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h16f7b61c5ceb6953E", scope: !127, file: !126, line: 1040, type: !357, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !256, retainedNodes: !359)
!357 = !DISubroutineType(types: !358)
!358 = !{!290, !264}
!359 = !{!355}
!360 = !DILocation(line: 0, scope: !356, inlinedAt: !361)
!361 = !DILocation(line: 21, column: 7, scope: !247)
!362 = !DILocalVariable(name: "slice", arg: 1, scope: !363, file: !135, line: 96, type: !264)
!363 = distinct !DISubprogram(name: "new<u16>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h77d395c6b0d60d18E", scope: !290, file: !135, line: 96, type: !357, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !256, declaration: !364, retainedNodes: !365)
!364 = !DISubprogram(name: "new<u16>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h77d395c6b0d60d18E", scope: !290, file: !135, line: 96, type: !357, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !256)
!365 = !{!362, !366, !368, !370}
!366 = !DILocalVariable(name: "len", scope: !367, file: !135, line: 97, type: !39, align: 64)
!367 = distinct !DILexicalBlock(scope: !363, file: !135, line: 97, column: 9)
!368 = !DILocalVariable(name: "ptr", scope: !369, file: !135, line: 98, type: !293, align: 64)
!369 = distinct !DILexicalBlock(scope: !367, file: !135, line: 98, column: 9)
!370 = !DILocalVariable(name: "end_or_len", scope: !371, file: !135, line: 101, type: !296, align: 64)
!371 = distinct !DILexicalBlock(scope: !369, file: !135, line: 101, column: 13)
!372 = !DILocation(line: 0, scope: !363, inlinedAt: !373)
!373 = !DILocation(line: 1041, column: 9, scope: !356, inlinedAt: !361)
!374 = !DILocation(line: 0, scope: !367, inlinedAt: !373)
!375 = !DILocalVariable(name: "count", arg: 2, scope: !376, file: !149, line: 927, type: !39)
!376 = distinct !DISubprogram(name: "add<u16>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17hff84f4ad287b6085E", scope: !150, file: !149, line: 927, type: !377, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !256, retainedNodes: !380)
!377 = !DISubroutineType(types: !378)
!378 = !{!379, !379, !39, !155}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u16", baseType: !258, size: 64, align: 64, dwarfAddressSpace: 0)
!380 = !{!381, !375}
!381 = !DILocalVariable(name: "self", arg: 1, scope: !376, file: !149, line: 927, type: !379)
!382 = !DILocation(line: 0, scope: !376, inlinedAt: !383)
!383 = !DILocation(line: 102, column: 78, scope: !369, inlinedAt: !373)
!384 = !DILocation(line: 0, scope: !369, inlinedAt: !373)
!385 = !DILocation(line: 961, column: 18, scope: !376, inlinedAt: !383)
!386 = !DILocation(line: 2461, column: 46, scope: !312, inlinedAt: !352)
!387 = !DILocation(line: 0, scope: !311, inlinedAt: !352)
!388 = !DILocation(line: 2468, column: 9, scope: !311, inlinedAt: !352)
!389 = !DILocalVariable(name: "count", scope: !390, file: !187, line: 651, type: !39, align: 64)
!390 = distinct !DISubprogram(name: "add<u16>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h4683c6847b74aeafE", scope: !293, file: !187, line: 651, type: !391, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !256, declaration: !393, retainedNodes: !394)
!391 = !DISubroutineType(types: !392)
!392 = !{!293, !293, !39}
!393 = !DISubprogram(name: "add<u16>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17h4683c6847b74aeafE", scope: !293, file: !187, line: 651, type: !391, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !256)
!394 = !{!395, !389}
!395 = !DILocalVariable(name: "self", arg: 1, scope: !390, file: !187, line: 651, type: !293)
!396 = !DILocation(line: 0, scope: !390, inlinedAt: !397)
!397 = distinct !DILocation(line: 185, column: 40, scope: !304, inlinedAt: !308)
!398 = !DILocation(line: 0, scope: !302, inlinedAt: !308)
!399 = !DILocation(line: 0, scope: !304, inlinedAt: !308)
!400 = !DILocalVariable(name: "self", arg: 1, scope: !401, file: !187, line: 1719, type: !404)
!401 = distinct !DISubprogram(name: "eq<u16>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h61f73f81083cc7b9E", scope: !201, file: !187, line: 1719, type: !402, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !256, retainedNodes: !405)
!402 = !DISubroutineType(types: !403)
!403 = !{!204, !404, !404}
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<u16>", baseType: !293, size: 64, align: 64, dwarfAddressSpace: 0)
!405 = !{!400, !406}
!406 = !DILocalVariable(name: "other", arg: 2, scope: !401, file: !187, line: 1719, type: !404)
!407 = !DILocation(line: 1719, column: 11, scope: !401, inlinedAt: !408)
!408 = distinct !DILocation(line: 180, column: 28, scope: !304, inlinedAt: !308)
!409 = !DILocation(line: 1719, column: 18, scope: !401, inlinedAt: !408)
!410 = !DILocation(line: 1720, column: 9, scope: !401, inlinedAt: !408)
!411 = !DILocation(line: 180, column: 28, scope: !304, inlinedAt: !308)
!412 = !DILocation(line: 659, column: 28, scope: !390, inlinedAt: !397)
!413 = !DILocation(line: 0, scope: !309, inlinedAt: !352)
!414 = !DILocation(line: 2469, column: 21, scope: !309, inlinedAt: !352)
!415 = !{!416}
!416 = distinct !{!416, !417, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h68b63abcda8a9349E: %self"}
!417 = distinct !{!417, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h68b63abcda8a9349E"}
!418 = !DILocalVariable(arg: 1, scope: !419, file: !3, line: 21, type: !422)
!419 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4tiny11checked_sum28_$u7b$$u7b$closure$u7d$$u7d$17hae0e8bdf0ece0850E", scope: !320, file: !3, line: 21, type: !420, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !423)
!420 = !DISubroutineType(types: !421)
!421 = !{!250, !422, !258, !283}
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut tiny::checked_sum::{closure_env#0}", baseType: !319, size: 64, align: 64, dwarfAddressSpace: 0)
!423 = !{!424, !425, !418, !427}
!424 = !DILocalVariable(name: "a", arg: 2, scope: !419, file: !3, line: 21, type: !258)
!425 = !DILocalVariable(name: "b", scope: !426, file: !3, line: 21, type: !258, align: 16)
!426 = distinct !DILexicalBlock(scope: !419, file: !3, line: 21, column: 37)
!427 = !DILocalVariable(arg: 3, scope: !419, file: !3, line: 21, type: !283)
!428 = !DILocation(line: 0, scope: !419, inlinedAt: !429)
!429 = distinct !DILocation(line: 2469, column: 21, scope: !309, inlinedAt: !352)
!430 = !DILocalVariable(name: "self", arg: 1, scope: !431, file: !432, line: 761, type: !258)
!431 = distinct !DISubprogram(name: "checked_add", linkageName: "_RNvMs5_NtCsgEmfK2I1SDS_4core3numt11checked_add", scope: !433, file: !432, line: 761, type: !435, scopeLine: 761, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !437)
!432 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!433 = !DINamespace(name: "{impl#7}", scope: !434)
!434 = !DINamespace(name: "num", scope: !8)
!435 = !DISubroutineType(types: !436)
!436 = !{!250, !258, !258}
!437 = !{!430, !438}
!438 = !DILocalVariable(name: "rhs", arg: 2, scope: !431, file: !432, line: 761, type: !258)
!439 = !DILocation(line: 0, scope: !431, inlinedAt: !440)
!440 = distinct !DILocation(line: 21, column: 39, scope: !426, inlinedAt: !429)
!441 = !DILocation(line: 0, scope: !426, inlinedAt: !429)
!442 = !DILocation(line: 769, column: 37, scope: !431, inlinedAt: !440)
!443 = !DILocation(line: 2472, column: 6, scope: !312, inlinedAt: !352)
!444 = !DILocation(line: 22, column: 2, scope: !247)
!445 = distinct !DISubprogram(name: "dot", linkageName: "_ZN4tiny3dot17h9dbcd612e75b9480E", scope: !2, file: !3, line: 6, type: !446, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !454)
!446 = !DISubroutineType(types: !447)
!447 = !{!448, !449, !449}
!448 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!449 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f32]", file: !5, size: 128, align: 64, elements: !450, templateParams: !18, identifier: "e7193ce1890c77a4ff44c72207b247fe")
!450 = !{!451, !453}
!451 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !449, file: !5, baseType: !452, size: 64, align: 64)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64, align: 64, dwarfAddressSpace: 0)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !449, file: !5, baseType: !39, size: 64, align: 64, offset: 64)
!454 = !{!455, !456}
!455 = !DILocalVariable(name: "x", arg: 1, scope: !445, file: !3, line: 6, type: !449)
!456 = !DILocalVariable(name: "y", arg: 2, scope: !445, file: !3, line: 6, type: !449)
!457 = !DILocalVariable(name: "self", arg: 1, scope: !458, file: !459, line: 267, type: !470)
!458 = distinct !DISubprogram(name: "get_unchecked<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h2d8520aab7bb4e51E", scope: !460, file: !459, line: 267, type: !463, scopeLine: 267, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !491, retainedNodes: !494)
!459 = !DIFile(filename: "library/core/src/iter/adapters/zip.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "3b799775cfe5a249b4485e2512707a77")
!460 = !DINamespace(name: "{impl#4}", scope: !461)
!461 = !DINamespace(name: "zip", scope: !462)
!462 = !DINamespace(name: "adapters", scope: !316)
!463 = !DISubroutineType(types: !464)
!464 = !{!465, !470, !39}
!465 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&f32, &f32)", file: !5, size: 128, align: 64, elements: !466, templateParams: !18, identifier: "a0b26e7c5a8415248799135ddb82274")
!466 = !{!467, !469}
!467 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !465, file: !5, baseType: !468, size: 64, align: 64)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f32", baseType: !448, size: 64, align: 64, dwarfAddressSpace: 0)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !465, file: !5, baseType: !468, size: 64, align: 64, offset: 64)
!470 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", baseType: !471, size: 64, align: 64, dwarfAddressSpace: 0)
!471 = !DICompositeType(tag: DW_TAG_structure_type, name: "Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", scope: !461, file: !5, size: 384, align: 64, flags: DIFlagPublic, elements: !472, templateParams: !491, identifier: "f11538306d9d446cb34d88a6e29a7dd5")
!472 = !{!473, !488, !489, !490}
!473 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !471, file: !5, baseType: !474, size: 128, align: 64, flags: DIFlagPrivate)
!474 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<f32>", scope: !58, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !475, templateParams: !481, identifier: "24760ae0bb61cce5437cdf5ba81b085d")
!475 = !{!476, !483, !484}
!476 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !474, file: !5, baseType: !477, size: 64, align: 64, flags: DIFlagPrivate)
!477 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f32>", scope: !81, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !478, templateParams: !481, identifier: "23cd9b1a2169fa6ca11e4c98cd74e8e5")
!478 = !{!479}
!479 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !477, file: !5, baseType: !480, size: 64, align: 64, flags: DIFlagPrivate)
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f32", baseType: !448, size: 64, align: 64, dwarfAddressSpace: 0)
!481 = !{!482}
!482 = !DITemplateTypeParameter(name: "T", type: !448)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !474, file: !5, baseType: !480, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !474, file: !5, baseType: !485, align: 8, offset: 128, flags: DIFlagPrivate)
!485 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&f32>", scope: !91, file: !5, align: 8, flags: DIFlagPublic, elements: !18, templateParams: !486, identifier: "4bb0806e0b9d863e54bc9befd6b1efe3")
!486 = !{!487}
!487 = !DITemplateTypeParameter(name: "T", type: !468)
!488 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !471, file: !5, baseType: !474, size: 128, align: 64, offset: 128, flags: DIFlagPrivate)
!489 = !DIDerivedType(tag: DW_TAG_member, name: "index", scope: !471, file: !5, baseType: !39, size: 64, align: 64, offset: 256, flags: DIFlagPrivate)
!490 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !471, file: !5, baseType: !39, size: 64, align: 64, offset: 320, flags: DIFlagPrivate)
!491 = !{!492, !493}
!492 = !DITemplateTypeParameter(name: "A", type: !474)
!493 = !DITemplateTypeParameter(name: "B", type: !474)
!494 = !{!457, !495, !496}
!495 = !DILocalVariable(name: "idx", arg: 2, scope: !458, file: !459, line: 267, type: !39)
!496 = !DILocalVariable(name: "idx", scope: !497, file: !459, line: 268, type: !39, align: 64)
!497 = distinct !DILexicalBlock(scope: !458, file: !459, line: 268, column: 9)
!498 = !DILocation(line: 0, scope: !458, inlinedAt: !499)
!499 = distinct !DILocation(line: 286, column: 39, scope: !500, inlinedAt: !538)
!500 = distinct !DILexicalBlock(scope: !501, file: !459, line: 281, column: 9)
!501 = distinct !DILexicalBlock(scope: !502, file: !459, line: 281, column: 9)
!502 = distinct !DILexicalBlock(scope: !503, file: !459, line: 280, column: 9)
!503 = distinct !DILexicalBlock(scope: !504, file: !459, line: 279, column: 9)
!504 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>, f32, core::iter::adapters::map::map_fold::{closure_env#0}<(&f32, &f32), f32, f32, tiny::dot::{closure_env#0}, core::iter::traits::accum::{impl#128}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E", scope: !460, file: !459, line: 275, type: !505, scopeLine: 275, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !535, retainedNodes: !519)
!505 = !DISubroutineType(types: !506)
!506 = !{!448, !471, !448, !507}
!507 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<(&f32, &f32), f32, f32, tiny::dot::{closure_env#0}, core::iter::traits::accum::{impl#128}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>>", scope: !508, file: !5, align: 8, elements: !510, templateParams: !18, identifier: "ee30f8a4c288df27aeef666009553b8b")
!508 = !DINamespace(name: "map_fold", scope: !509)
!509 = !DINamespace(name: "map", scope: !462)
!510 = !{!511, !516}
!511 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !507, file: !5, baseType: !512, align: 8)
!512 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>", scope: !513, file: !5, align: 8, elements: !18, identifier: "a09b24f86c1bda7d2d04c1b18a70781a")
!513 = !DINamespace(name: "sum", scope: !514)
!514 = !DINamespace(name: "{impl#128}", scope: !515)
!515 = !DINamespace(name: "accum", scope: !315)
!516 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !507, file: !5, baseType: !517, align: 8)
!517 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !518, file: !5, align: 8, elements: !18, identifier: "8861d98611b0c183287c70bbde4a0fd6")
!518 = !DINamespace(name: "dot", scope: !2)
!519 = !{!520, !521, !522, !523, !524, !525, !534}
!520 = !DILocalVariable(name: "self", arg: 1, scope: !504, file: !459, line: 275, type: !471)
!521 = !DILocalVariable(name: "init", arg: 2, scope: !504, file: !459, line: 275, type: !448)
!522 = !DILocalVariable(name: "f", arg: 3, scope: !504, file: !459, line: 275, type: !507)
!523 = !DILocalVariable(name: "accum", scope: !503, file: !459, line: 279, type: !448, align: 32)
!524 = !DILocalVariable(name: "len", scope: !502, file: !459, line: 280, type: !39, align: 64)
!525 = !DILocalVariable(name: "iter", scope: !501, file: !459, line: 281, type: !526, align: 64)
!526 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<usize>", scope: !527, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !529, templateParams: !532, identifier: "53448c16a7a0802d59f963f67d6d8fdf")
!527 = !DINamespace(name: "range", scope: !528)
!528 = !DINamespace(name: "ops", scope: !8)
!529 = !{!530, !531}
!530 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !526, file: !5, baseType: !39, size: 64, align: 64, flags: DIFlagPublic)
!531 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !526, file: !5, baseType: !39, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!532 = !{!533}
!533 = !DITemplateTypeParameter(name: "Idx", type: !39)
!534 = !DILocalVariable(name: "i", scope: !500, file: !459, line: 281, type: !39, align: 64)
!535 = !{!492, !493, !536, !537}
!536 = !DITemplateTypeParameter(name: "Acc", type: !448)
!537 = !DITemplateTypeParameter(name: "F", type: !507)
!538 = distinct !DILocation(line: 103, column: 9, scope: !539, inlinedAt: !545)
!539 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>, f32, core::iter::adapters::map::map_fold::{closure_env#0}<(&f32, &f32), f32, f32, tiny::dot::{closure_env#0}, core::iter::traits::accum::{impl#128}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>>>", linkageName: "_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h71e78044777794ecE", scope: !540, file: !459, line: 99, type: !505, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !535, retainedNodes: !541)
!540 = !DINamespace(name: "{impl#1}", scope: !461)
!541 = !{!542, !543, !544}
!542 = !DILocalVariable(name: "self", arg: 1, scope: !539, file: !459, line: 99, type: !471)
!543 = !DILocalVariable(name: "init", scope: !539, file: !459, line: 99, type: !448, align: 32)
!544 = !DILocalVariable(name: "f", scope: !539, file: !459, line: 99, type: !507, align: 8)
!545 = !DILocation(line: 128, column: 19, scope: !546, inlinedAt: !565)
!546 = distinct !DISubprogram(name: "fold<f32, core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}, f32, core::iter::traits::accum::{impl#128}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0b309607f3c2007aE", scope: !548, file: !547, line: 124, type: !549, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !562, retainedNodes: !558)
!547 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!548 = !DINamespace(name: "{impl#2}", scope: !509)
!549 = !DISubroutineType(types: !550)
!550 = !{!448, !551, !448, !512}
!551 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>", scope: !509, file: !5, size: 384, align: 64, flags: DIFlagPublic, elements: !552, templateParams: !555, identifier: "4e1aeef8b48689ade2c1197214a421")
!552 = !{!553, !554}
!553 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !551, file: !5, baseType: !471, size: 384, align: 64, flags: DIFlagProtected)
!554 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !551, file: !5, baseType: !517, align: 8, offset: 384, flags: DIFlagPrivate)
!555 = !{!556, !557}
!556 = !DITemplateTypeParameter(name: "I", type: !471)
!557 = !DITemplateTypeParameter(name: "F", type: !517)
!558 = !{!559, !559, !560, !561}
!559 = !DILocalVariable(name: "self", scope: !546, file: !547, line: 124, type: !551, align: 64)
!560 = !DILocalVariable(name: "init", scope: !546, file: !547, line: 124, type: !448, align: 32)
!561 = !DILocalVariable(name: "g", scope: !546, file: !547, line: 124, type: !512, align: 8)
!562 = !{!563, !556, !557, !536, !564}
!563 = !DITemplateTypeParameter(name: "B", type: !448)
!564 = !DITemplateTypeParameter(name: "G", type: !512)
!565 = !DILocation(line: 161, column: 22, scope: !566, inlinedAt: !574)
!566 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>", linkageName: "_ZN54_$LT$f32$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hdc91a31a9c707df1E", scope: !514, file: !567, line: 160, type: !568, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !572, retainedNodes: !570)
!567 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!568 = !DISubroutineType(types: !569)
!569 = !{!448, !551}
!570 = !{!571, !571}
!571 = !DILocalVariable(name: "iter", scope: !566, file: !567, line: 160, type: !551, align: 64)
!572 = !{!573}
!573 = !DITemplateTypeParameter(name: "I", type: !551)
!574 = !DILocation(line: 3658, column: 9, scope: !575, inlinedAt: !581)
!575 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>, f32>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h07ac591fcedf934eE", scope: !313, file: !310, line: 3653, type: !568, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !578, retainedNodes: !576)
!576 = !{!577, !577}
!577 = !DILocalVariable(name: "self", scope: !575, file: !310, line: 3653, type: !551, align: 64)
!578 = !{!579, !580}
!579 = !DITemplateTypeParameter(name: "Self", type: !551)
!580 = !DITemplateTypeParameter(name: "S", type: !448)
!581 = !DILocation(line: 7, column: 41, scope: !445)
!582 = !DILocation(line: 0, scope: !445)
!583 = !DILocation(line: 0, scope: !546, inlinedAt: !565)
!584 = !DILocation(line: 124, column: 38, scope: !546, inlinedAt: !565)
!585 = !DILocation(line: 0, scope: !539, inlinedAt: !545)
!586 = !DILocation(line: 99, column: 38, scope: !539, inlinedAt: !545)
!587 = !DILocalVariable(name: "self", arg: 1, scope: !588, file: !310, line: 626, type: !474)
!588 = distinct !DISubprogram(name: "zip<core::slice::iter::Iter<f32>, &[f32]>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3zip17hfb65844922350089E", scope: !313, file: !310, line: 626, type: !589, scopeLine: 626, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !593, retainedNodes: !591)
!589 = !DISubroutineType(types: !590)
!590 = !{!471, !474, !449}
!591 = !{!587, !592}
!592 = !DILocalVariable(name: "other", arg: 2, scope: !588, file: !310, line: 626, type: !449)
!593 = !{!594, !595}
!594 = !DITemplateTypeParameter(name: "Self", type: !474)
!595 = !DITemplateTypeParameter(name: "U", type: !449)
!596 = !DILocation(line: 0, scope: !588, inlinedAt: !597)
!597 = distinct !DILocation(line: 7, column: 14, scope: !445)
!598 = !DILocalVariable(name: "a", arg: 1, scope: !599, file: !459, line: 23, type: !474)
!599 = distinct !DISubprogram(name: "new<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17ha47a247f950a996aE", scope: !471, file: !459, line: 23, type: !600, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !491, declaration: !602, retainedNodes: !603)
!600 = !DISubroutineType(types: !601)
!601 = !{!471, !474, !474}
!602 = !DISubprogram(name: "new<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17ha47a247f950a996aE", scope: !471, file: !459, line: 23, type: !600, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !491)
!603 = !{!598, !604}
!604 = !DILocalVariable(name: "b", arg: 2, scope: !599, file: !459, line: 23, type: !474)
!605 = !DILocation(line: 0, scope: !599, inlinedAt: !606)
!606 = distinct !DILocation(line: 631, column: 9, scope: !588, inlinedAt: !597)
!607 = !DILocalVariable(name: "a", arg: 1, scope: !608, file: !459, line: 299, type: !474)
!608 = distinct !DISubprogram(name: "new<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17ha81de07c8e8d3bebE", scope: !609, file: !459, line: 299, type: !600, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !491, retainedNodes: !610)
!609 = !DINamespace(name: "{impl#5}", scope: !461)
!610 = !{!607, !611, !612}
!611 = !DILocalVariable(name: "b", arg: 2, scope: !608, file: !459, line: 299, type: !474)
!612 = !DILocalVariable(name: "len", scope: !613, file: !459, line: 300, type: !39, align: 64)
!613 = distinct !DILexicalBlock(scope: !608, file: !459, line: 300, column: 9)
!614 = !DILocation(line: 0, scope: !608, inlinedAt: !615)
!615 = distinct !DILocation(line: 24, column: 9, scope: !599, inlinedAt: !606)
!616 = !DILocalVariable(name: "v1", arg: 1, scope: !617, file: !618, line: 1574, type: !39)
!617 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3min17h520cc04f4e3bc11cE", scope: !619, file: !618, line: 1574, type: !620, scopeLine: 1574, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !37, retainedNodes: !622)
!618 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!619 = !DINamespace(name: "cmp", scope: !8)
!620 = !DISubroutineType(types: !621)
!621 = !{!39, !39, !39}
!622 = !{!616, !623}
!623 = !DILocalVariable(name: "v2", arg: 2, scope: !617, file: !618, line: 1574, type: !39)
!624 = !DILocation(line: 0, scope: !617, inlinedAt: !625)
!625 = distinct !DILocation(line: 300, column: 19, scope: !608, inlinedAt: !615)
!626 = !DILocalVariable(name: "self", arg: 1, scope: !627, file: !618, line: 1072, type: !39)
!627 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3Ord3min17h028279794c945d81E", scope: !628, file: !618, line: 1072, type: !620, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !631, retainedNodes: !629)
!628 = !DINamespace(name: "Ord", scope: !619)
!629 = !{!626, !630}
!630 = !DILocalVariable(name: "other", arg: 2, scope: !627, file: !618, line: 1072, type: !39)
!631 = !{!632}
!632 = !DITemplateTypeParameter(name: "Self", type: !39)
!633 = !DILocation(line: 0, scope: !627, inlinedAt: !634)
!634 = distinct !DILocation(line: 1575, column: 8, scope: !617, inlinedAt: !625)
!635 = !DILocation(line: 1076, column: 12, scope: !627, inlinedAt: !634)
!636 = !DILocation(line: 0, scope: !575, inlinedAt: !581)
!637 = !DILocation(line: 0, scope: !566, inlinedAt: !574)
!638 = !DILocation(line: 0, scope: !504, inlinedAt: !538)
!639 = !DILocation(line: 275, column: 42, scope: !504, inlinedAt: !538)
!640 = !DILocalVariable(name: "n", scope: !641, file: !642, line: 211, type: !39, align: 64)
!641 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsF_NtNtCsgEmfK2I1SDS_4core4iter5rangejNtB5_4Step17forward_unchecked", scope: !643, file: !642, line: 211, type: !620, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !645)
!642 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!643 = !DINamespace(name: "{impl#43}", scope: !644)
!644 = !DINamespace(name: "range", scope: !316)
!645 = !{!646, !640}
!646 = !DILocalVariable(name: "start", arg: 1, scope: !641, file: !642, line: 211, type: !39)
!647 = !DILocation(line: 0, scope: !641, inlinedAt: !648)
!648 = distinct !DILocation(line: 775, column: 35, scope: !649, inlinedAt: !658)
!649 = distinct !DILexicalBlock(scope: !650, file: !642, line: 773, column: 13)
!650 = distinct !DISubprogram(name: "spec_next<usize>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h0d30e9405dc74e01E", scope: !651, file: !642, line: 771, type: !652, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !37, retainedNodes: !655)
!651 = !DINamespace(name: "{impl#5}", scope: !644)
!652 = !DISubroutineType(types: !653)
!653 = !{!30, !654}
!654 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<usize>", baseType: !526, size: 64, align: 64, dwarfAddressSpace: 0)
!655 = !{!656, !657}
!656 = !DILocalVariable(name: "self", arg: 1, scope: !650, file: !642, line: 771, type: !654)
!657 = !DILocalVariable(name: "old", scope: !649, file: !642, line: 773, type: !39, align: 64)
!658 = distinct !DILocation(line: 857, column: 14, scope: !659, inlinedAt: !665)
!659 = distinct !DISubprogram(name: "next<usize>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hc5888756088f8555E", scope: !660, file: !642, line: 856, type: !652, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !663, retainedNodes: !661)
!660 = !DINamespace(name: "{impl#6}", scope: !644)
!661 = !{!662}
!662 = !DILocalVariable(name: "self", arg: 1, scope: !659, file: !642, line: 856, type: !654)
!663 = !{!664}
!664 = !DITemplateTypeParameter(name: "A", type: !39)
!665 = distinct !DILocation(line: 281, column: 18, scope: !666, inlinedAt: !538)
!666 = !DILexicalBlockFile(scope: !501, file: !459, discriminator: 2)
!667 = !DILocalVariable(name: "rhs", scope: !668, file: !432, line: 832, type: !39, align: 64)
!668 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !669, file: !432, line: 832, type: !670, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !672)
!669 = !DINamespace(name: "{impl#11}", scope: !434)
!670 = !DISubroutineType(types: !671)
!671 = !{!39, !39, !39, !155}
!672 = !{!673, !667}
!673 = !DILocalVariable(name: "self", arg: 1, scope: !668, file: !432, line: 832, type: !39)
!674 = !DILocation(line: 0, scope: !668, inlinedAt: !675)
!675 = distinct !DILocation(line: 213, column: 28, scope: !641, inlinedAt: !648)
!676 = !DILocation(line: 0, scope: !503, inlinedAt: !538)
!677 = !DILocation(line: 0, scope: !502, inlinedAt: !538)
!678 = !DILocation(line: 0, scope: !501, inlinedAt: !538)
!679 = !DILocation(line: 856, column: 13, scope: !659, inlinedAt: !665)
!680 = !DILocation(line: 771, column: 18, scope: !650, inlinedAt: !658)
!681 = !DILocalVariable(name: "self", arg: 1, scope: !682, file: !618, line: 1916, type: !687)
!682 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt", scope: !683, file: !618, line: 1916, type: !685, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !688)
!683 = !DINamespace(name: "{impl#58}", scope: !684)
!684 = !DINamespace(name: "impls", scope: !619)
!685 = !DISubroutineType(types: !686)
!686 = !{!204, !687, !687}
!687 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&usize", baseType: !39, size: 64, align: 64, dwarfAddressSpace: 0)
!688 = !{!681, !689}
!689 = !DILocalVariable(name: "other", arg: 2, scope: !682, file: !618, line: 1916, type: !687)
!690 = !DILocation(line: 1916, column: 19, scope: !682, inlinedAt: !691)
!691 = distinct !DILocation(line: 772, column: 12, scope: !650, inlinedAt: !658)
!692 = !DILocation(line: 1916, column: 26, scope: !682, inlinedAt: !691)
!693 = !DILocation(line: 1916, column: 50, scope: !682, inlinedAt: !691)
!694 = !DILocation(line: 772, column: 12, scope: !650, inlinedAt: !658)
!695 = !DILocation(line: 0, scope: !649, inlinedAt: !658)
!696 = !DILocation(line: 844, column: 17, scope: !668, inlinedAt: !675)
!697 = !DILocation(line: 0, scope: !500, inlinedAt: !538)
!698 = !DILocation(line: 0, scope: !497, inlinedAt: !499)
!699 = !DILocalVariable(name: "self", arg: 1, scope: !700, file: !56, line: 418, type: !703)
!700 = distinct !DISubprogram(name: "__iterator_get_unchecked<f32>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h1172af082ce78cf0E", scope: !57, file: !56, line: 418, type: !701, scopeLine: 418, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !481, retainedNodes: !704)
!701 = !DISubroutineType(types: !702)
!702 = !{!468, !703, !39}
!703 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<f32>", baseType: !474, size: 64, align: 64, dwarfAddressSpace: 0)
!704 = !{!699, !705}
!705 = !DILocalVariable(name: "idx", arg: 2, scope: !700, file: !56, line: 418, type: !39)
!706 = !DILocation(line: 0, scope: !700, inlinedAt: !707)
!707 = distinct !DILocation(line: 271, column: 26, scope: !497, inlinedAt: !499)
!708 = !DILocation(line: 961, column: 18, scope: !709, inlinedAt: !713)
!709 = distinct !DISubprogram(name: "add<f32>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h89345da2694b5481E", scope: !150, file: !149, line: 927, type: !710, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !481)
!710 = !DISubroutineType(types: !711)
!711 = !{!712, !712, !39, !155}
!712 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !448, size: 64, align: 64, dwarfAddressSpace: 0)
!713 = distinct !DILocation(line: 429, column: 60, scope: !700, inlinedAt: !707)
!714 = !DILocation(line: 0, scope: !700, inlinedAt: !715)
!715 = distinct !DILocation(line: 271, column: 64, scope: !497, inlinedAt: !499)
!716 = !DILocation(line: 961, column: 18, scope: !709, inlinedAt: !717)
!717 = distinct !DILocation(line: 429, column: 60, scope: !700, inlinedAt: !715)
!718 = !DILocation(line: 286, column: 25, scope: !500, inlinedAt: !538)
!719 = !{!720}
!720 = distinct !{!720, !721, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E: %self"}
!721 = distinct !{!721, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h9e413392b3c91966E"}
!722 = !DILocalVariable(name: "acc", arg: 2, scope: !723, file: !547, line: 88, type: !448)
!723 = distinct !DISubprogram(name: "{closure#0}<(&f32, &f32), f32, f32, tiny::dot::{closure_env#0}, core::iter::traits::accum::{impl#128}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he82270c39cc70beeE", scope: !508, file: !547, line: 88, type: !724, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !731, retainedNodes: !727)
!724 = !DISubroutineType(types: !725)
!725 = !{!448, !726, !448, !465}
!726 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<(&f32, &f32), f32, f32, tiny::dot::{closure_env#0}, core::iter::traits::accum::{impl#128}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>>", baseType: !507, size: 64, align: 64, dwarfAddressSpace: 0)
!727 = !{!722, !728, !729, !730}
!728 = !DILocalVariable(name: "elt", arg: 3, scope: !723, file: !547, line: 88, type: !465)
!729 = !DILocalVariable(name: "g", scope: !723, file: !547, line: 86, type: !512, align: 8)
!730 = !DILocalVariable(name: "f", scope: !723, file: !547, line: 85, type: !517, align: 8)
!731 = !{!732, !563, !536, !733, !734}
!732 = !DITemplateTypeParameter(name: "T", type: !465)
!733 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !517)
!734 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !512)
!735 = !DILocation(line: 0, scope: !723, inlinedAt: !736)
!736 = distinct !DILocation(line: 286, column: 25, scope: !500, inlinedAt: !538)
!737 = !DILocalVariable(arg: 1, scope: !738, file: !3, line: 7, type: !741)
!738 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4tiny3dot28_$u7b$$u7b$closure$u7d$$u7d$17h502be935f813e118E", scope: !518, file: !3, line: 7, type: !739, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !742)
!739 = !DISubroutineType(types: !740)
!740 = !{!448, !741, !465}
!741 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut tiny::dot::{closure_env#0}", baseType: !517, size: 64, align: 64, dwarfAddressSpace: 0)
!742 = !{!743, !745, !737, !746}
!743 = !DILocalVariable(name: "a", scope: !744, file: !3, line: 7, type: !468, align: 64)
!744 = distinct !DILexicalBlock(scope: !738, file: !3, line: 7, column: 34)
!745 = !DILocalVariable(name: "b", scope: !744, file: !3, line: 7, type: !468, align: 64)
!746 = !DILocalVariable(arg: 2, scope: !738, file: !3, line: 7, type: !465)
!747 = !DILocation(line: 0, scope: !738, inlinedAt: !748)
!748 = distinct !DILocation(line: 88, column: 28, scope: !723, inlinedAt: !736)
!749 = !DILocation(line: 0, scope: !744, inlinedAt: !748)
!750 = !DILocalVariable(name: "self", arg: 1, scope: !751, file: !752, line: 49, type: !468)
!751 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2X_NtNtCsgEmfK2I1SDS_4core3ops5arithRfNtB6_3Mul3mul", scope: !753, file: !752, line: 49, type: !755, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !757)
!752 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!753 = !DINamespace(name: "{impl#185}", scope: !754)
!754 = !DINamespace(name: "arith", scope: !528)
!755 = !DISubroutineType(types: !756)
!756 = !{!448, !468, !468, !155}
!757 = !{!750, !758}
!758 = !DILocalVariable(name: "other", arg: 2, scope: !751, file: !752, line: 49, type: !468)
!759 = !DILocation(line: 0, scope: !751, inlinedAt: !760)
!760 = distinct !DILocation(line: 7, column: 34, scope: !744, inlinedAt: !748)
!761 = !DILocation(line: 352, column: 45, scope: !762, inlinedAt: !767)
!762 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2f_NtNtCsgEmfK2I1SDS_4core3ops5arithfNtB6_3Mul3mul", scope: !764, file: !763, line: 352, type: !765, scopeLine: 352, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18)
!763 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!764 = !DINamespace(name: "{impl#141}", scope: !754)
!765 = !DISubroutineType(types: !766)
!766 = !{!448, !448, !448, !155}
!767 = distinct !DILocation(line: 50, column: 17, scope: !751, inlinedAt: !760)
!768 = !DILocalVariable(arg: 1, scope: !769, file: !567, line: 164, type: !772)
!769 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>", linkageName: "_ZN54_$LT$f32$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hd45d9ca0bb6ee1d1E", scope: !513, file: !567, line: 164, type: !770, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !572, retainedNodes: !773)
!770 = !DISubroutineType(types: !771)
!771 = !{!448, !772, !448, !448}
!772 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#128}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f32>, core::slice::iter::Iter<f32>>, tiny::dot::{closure_env#0}>>", baseType: !512, size: 64, align: 64, dwarfAddressSpace: 0)
!773 = !{!774, !775, !768}
!774 = !DILocalVariable(name: "a", arg: 2, scope: !769, file: !567, line: 164, type: !448)
!775 = !DILocalVariable(name: "b", arg: 3, scope: !769, file: !567, line: 164, type: !448)
!776 = !DILocation(line: 0, scope: !769, inlinedAt: !777)
!777 = distinct !DILocation(line: 88, column: 21, scope: !723, inlinedAt: !736)
!778 = !DILocation(line: 164, column: 28, scope: !769, inlinedAt: !777)
!779 = distinct !{!779, !780}
!780 = !{!"llvm.loop.unroll.disable"}
!781 = !DILocation(line: 8, column: 2, scope: !445)
!782 = distinct !DISubprogram(name: "total", linkageName: "_ZN4tiny5total17h42818a66b556a1e8E", scope: !2, file: !3, line: 42, type: !783, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !801)
!783 = !DISubroutineType(types: !784)
!784 = !{!785, !786}
!785 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!786 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[&dyn tiny::Area]", file: !5, size: 128, align: 64, elements: !787, templateParams: !18, identifier: "511b7de843864aa6c2dc115131f870d7")
!787 = !{!788, !800}
!788 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !786, file: !5, baseType: !789, size: 64, align: 64)
!789 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !790, size: 64, align: 64, dwarfAddressSpace: 0)
!790 = !DICompositeType(tag: DW_TAG_structure_type, name: "&dyn tiny::Area", file: !5, size: 128, align: 64, elements: !791, templateParams: !18, identifier: "4d40b3f7209377c0b315b458ffc2179d")
!791 = !{!792, !795}
!792 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !790, file: !5, baseType: !793, size: 64, align: 64)
!793 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !794, size: 64, align: 64, dwarfAddressSpace: 0)
!794 = !DICompositeType(tag: DW_TAG_structure_type, name: "dyn tiny::Area", file: !5, align: 8, elements: !18, identifier: "9cd0cdf41884db43195e99ec0702df62")
!795 = !DIDerivedType(tag: DW_TAG_member, name: "vtable", scope: !790, file: !5, baseType: !796, size: 64, align: 64, offset: 64)
!796 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[usize; 4]", baseType: !797, size: 64, align: 64, dwarfAddressSpace: 0)
!797 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 256, align: 64, elements: !798)
!798 = !{!799}
!799 = !DISubrange(count: 4, lowerBound: 0)
!800 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !786, file: !5, baseType: !39, size: 64, align: 64, offset: 64)
!801 = !{!802}
!802 = !DILocalVariable(name: "xs", arg: 1, scope: !782, file: !3, line: 42, type: !786)
!803 = !DILocation(line: 0, scope: !782)
!804 = !DILocalVariable(name: "init", scope: !805, file: !547, line: 124, type: !785, align: 64)
!805 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h31884331a872e0adE", scope: !548, file: !547, line: 124, type: !806, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !838, retainedNodes: !835)
!806 = !DISubroutineType(types: !807)
!807 = !{!785, !808, !785, !832}
!808 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>", scope: !509, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !809, templateParams: !829, identifier: "b77e2df7dea6e353fb8af629e559d7a0")
!809 = !{!810, !826}
!810 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !808, file: !5, baseType: !811, size: 128, align: 64, flags: DIFlagProtected)
!811 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<&dyn tiny::Area>", scope: !58, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !812, templateParams: !818, identifier: "a68034064fe34089d7626fbd632ec41e")
!812 = !{!813, !820, !821}
!813 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !811, file: !5, baseType: !814, size: 64, align: 64, flags: DIFlagPrivate)
!814 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<&dyn tiny::Area>", scope: !81, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !815, templateParams: !818, identifier: "7c704a1e31baaecd8145e5ed209d5fb5")
!815 = !{!816}
!816 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !814, file: !5, baseType: !817, size: 64, align: 64, flags: DIFlagPrivate)
!817 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const &dyn tiny::Area", baseType: !790, size: 64, align: 64, dwarfAddressSpace: 0)
!818 = !{!819}
!819 = !DITemplateTypeParameter(name: "T", type: !790)
!820 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !811, file: !5, baseType: !817, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!821 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !811, file: !5, baseType: !822, align: 8, offset: 128, flags: DIFlagPrivate)
!822 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&&dyn tiny::Area>", scope: !91, file: !5, align: 8, flags: DIFlagPublic, elements: !18, templateParams: !823, identifier: "5af7ee3ce8b31d941f1456eae2ef5ac")
!823 = !{!824}
!824 = !DITemplateTypeParameter(name: "T", type: !825)
!825 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&&dyn tiny::Area", baseType: !790, size: 64, align: 64, dwarfAddressSpace: 0)
!826 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !808, file: !5, baseType: !827, align: 8, offset: 128, flags: DIFlagPrivate)
!827 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !828, file: !5, align: 8, elements: !18, identifier: "34eb213a34e8c1859570a6f20528c7ce")
!828 = !DINamespace(name: "total", scope: !2)
!829 = !{!830, !831}
!830 = !DITemplateTypeParameter(name: "I", type: !811)
!831 = !DITemplateTypeParameter(name: "F", type: !827)
!832 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>", scope: !833, file: !5, align: 8, elements: !18, identifier: "ee39a9af2a878c08405dadcc42c4157e")
!833 = !DINamespace(name: "sum", scope: !834)
!834 = !DINamespace(name: "{impl#132}", scope: !515)
!835 = !{!836, !836, !804, !837}
!836 = !DILocalVariable(name: "self", scope: !805, file: !547, line: 124, type: !808, align: 64)
!837 = !DILocalVariable(name: "g", scope: !805, file: !547, line: 124, type: !832, align: 8)
!838 = !{!839, !830, !831, !840, !841}
!839 = !DITemplateTypeParameter(name: "B", type: !785)
!840 = !DITemplateTypeParameter(name: "Acc", type: !785)
!841 = !DITemplateTypeParameter(name: "G", type: !832)
!842 = !DILocation(line: 0, scope: !805, inlinedAt: !843)
!843 = !DILocation(line: 161, column: 22, scope: !844, inlinedAt: !851)
!844 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17he2adc85a1c2c551cE", scope: !834, file: !567, line: 160, type: !845, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !849, retainedNodes: !847)
!845 = !DISubroutineType(types: !846)
!846 = !{!785, !808}
!847 = !{!848, !848}
!848 = !DILocalVariable(name: "iter", scope: !844, file: !567, line: 160, type: !808, align: 64)
!849 = !{!850}
!850 = !DITemplateTypeParameter(name: "I", type: !808)
!851 = !DILocation(line: 3658, column: 9, scope: !852, inlinedAt: !858)
!852 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h3acdaa1350bdc638E", scope: !313, file: !310, line: 3653, type: !845, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !855, retainedNodes: !853)
!853 = !{!854, !854}
!854 = !DILocalVariable(name: "self", scope: !852, file: !310, line: 3653, type: !808, align: 64)
!855 = !{!856, !857}
!856 = !DITemplateTypeParameter(name: "Self", type: !808)
!857 = !DITemplateTypeParameter(name: "S", type: !785)
!858 = !DILocation(line: 43, column: 33, scope: !782)
!859 = !DILocation(line: 124, column: 38, scope: !805, inlinedAt: !843)
!860 = !DILocation(line: 0, scope: !852, inlinedAt: !858)
!861 = !DILocation(line: 0, scope: !844, inlinedAt: !851)
!862 = !DILocalVariable(name: "self", arg: 1, scope: !863, file: !56, line: 259, type: !811)
!863 = distinct !DISubprogram(name: "fold<&dyn tiny::Area, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&&dyn tiny::Area, f64, f64, tiny::total::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h817e9032923b64fbE", scope: !57, file: !56, line: 259, type: !864, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !887, retainedNodes: !870)
!864 = !DISubroutineType(types: !865)
!865 = !{!785, !811, !785, !866}
!866 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&&dyn tiny::Area, f64, f64, tiny::total::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>>", scope: !508, file: !5, align: 8, elements: !867, templateParams: !18, identifier: "56976e04991fd0a2c2f640432536a197")
!867 = !{!868, !869}
!868 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !866, file: !5, baseType: !832, align: 8)
!869 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !866, file: !5, baseType: !827, align: 8)
!870 = !{!862, !871, !872, !873, !875, !877, !879, !881, !883, !885}
!871 = !DILocalVariable(name: "init", arg: 2, scope: !863, file: !56, line: 259, type: !785)
!872 = !DILocalVariable(name: "f", arg: 3, scope: !863, file: !56, line: 259, type: !866)
!873 = !DILocalVariable(name: "len", scope: !874, file: !56, line: 29, type: !39, align: 64)
!874 = distinct !DILexicalBlock(scope: !863, file: !56, line: 29, column: 13)
!875 = !DILocalVariable(name: "end", scope: !876, file: !56, line: 33, type: !814, align: 64)
!876 = distinct !DILexicalBlock(scope: !863, file: !56, line: 33, column: 13)
!877 = !DILocalVariable(name: "acc", scope: !878, file: !56, line: 273, type: !785, align: 64)
!878 = distinct !DILexicalBlock(scope: !863, file: !56, line: 273, column: 17)
!879 = !DILocalVariable(name: "i", scope: !880, file: !56, line: 274, type: !39, align: 64)
!880 = distinct !DILexicalBlock(scope: !878, file: !56, line: 274, column: 17)
!881 = !DILocalVariable(name: "len", scope: !882, file: !56, line: 275, type: !39, align: 64)
!882 = distinct !DILexicalBlock(scope: !880, file: !56, line: 275, column: 17)
!883 = !DILocalVariable(name: "len", scope: !884, file: !56, line: 29, type: !39, align: 64)
!884 = distinct !DILexicalBlock(scope: !880, file: !56, line: 29, column: 13)
!885 = !DILocalVariable(name: "end", scope: !886, file: !56, line: 33, type: !814, align: 64)
!886 = distinct !DILexicalBlock(scope: !880, file: !56, line: 33, column: 13)
!887 = !{!819, !839, !888}
!888 = !DITemplateTypeParameter(name: "F", type: !866)
!889 = !DILocation(line: 0, scope: !863, inlinedAt: !890)
!890 = distinct !DILocation(line: 128, column: 19, scope: !805, inlinedAt: !843)
!891 = !DILocation(line: 259, column: 42, scope: !863, inlinedAt: !890)
!892 = !DILocalVariable(name: "rhs", scope: !893, file: !432, line: 832, type: !39, align: 64)
!893 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !669, file: !432, line: 832, type: !670, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !894)
!894 = !{!895, !892}
!895 = !DILocalVariable(name: "self", arg: 1, scope: !893, file: !432, line: 832, type: !39)
!896 = !DILocation(line: 0, scope: !893, inlinedAt: !897)
!897 = distinct !DILocation(line: 283, column: 36, scope: !882, inlinedAt: !890)
!898 = !DILocation(line: 0, scope: !876, inlinedAt: !890)
!899 = !DILocalVariable(name: "self", arg: 1, scope: !900, file: !187, line: 1719, type: !903)
!900 = distinct !DISubprogram(name: "eq<&dyn tiny::Area>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17h9a488a974ae1db08E", scope: !201, file: !187, line: 1719, type: !901, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !818, retainedNodes: !904)
!901 = !DISubroutineType(types: !902)
!902 = !{!204, !903, !903}
!903 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<&dyn tiny::Area>", baseType: !814, size: 64, align: 64, dwarfAddressSpace: 0)
!904 = !{!899, !905}
!905 = !DILocalVariable(name: "other", arg: 2, scope: !900, file: !187, line: 1719, type: !903)
!906 = !DILocation(line: 1719, column: 11, scope: !900, inlinedAt: !907)
!907 = distinct !DILocation(line: 44, column: 20, scope: !876, inlinedAt: !890)
!908 = !DILocation(line: 1719, column: 18, scope: !900, inlinedAt: !907)
!909 = !DILocation(line: 1720, column: 9, scope: !900, inlinedAt: !907)
!910 = !DILocation(line: 25, column: 86, scope: !863, inlinedAt: !890)
!911 = !DILocation(line: 0, scope: !878, inlinedAt: !890)
!912 = !DILocation(line: 0, scope: !880, inlinedAt: !890)
!913 = !DILocalVariable(name: "self", arg: 1, scope: !914, file: !187, line: 651, type: !814)
!914 = distinct !DISubprogram(name: "add<&dyn tiny::Area>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hde50284118d20791E", scope: !814, file: !187, line: 651, type: !915, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !818, declaration: !917, retainedNodes: !918)
!915 = !DISubroutineType(types: !916)
!916 = !{!814, !814, !39}
!917 = !DISubprogram(name: "add<&dyn tiny::Area>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hde50284118d20791E", scope: !814, file: !187, line: 651, type: !915, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !818)
!918 = !{!913, !919}
!919 = !DILocalVariable(name: "count", arg: 2, scope: !914, file: !187, line: 651, type: !39)
!920 = !DILocation(line: 0, scope: !914, inlinedAt: !921)
!921 = distinct !DILocation(line: 279, column: 67, scope: !882, inlinedAt: !890)
!922 = !DILocation(line: 659, column: 28, scope: !914, inlinedAt: !921)
!923 = !DILocation(line: 279, column: 27, scope: !882, inlinedAt: !890)
!924 = !{i64 1}
!925 = !{i64 8}
!926 = !DILocalVariable(name: "acc", arg: 2, scope: !927, file: !547, line: 88, type: !785)
!927 = distinct !DISubprogram(name: "{closure#0}<&&dyn tiny::Area, f64, f64, tiny::total::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h268bd1802d26c92cE", scope: !508, file: !547, line: 88, type: !928, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !935, retainedNodes: !931)
!928 = !DISubroutineType(types: !929)
!929 = !{!785, !930, !785, !825}
!930 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&&dyn tiny::Area, f64, f64, tiny::total::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>>", baseType: !866, size: 64, align: 64, dwarfAddressSpace: 0)
!931 = !{!926, !932, !933, !934}
!932 = !DILocalVariable(name: "elt", arg: 3, scope: !927, file: !547, line: 88, type: !825)
!933 = !DILocalVariable(name: "g", scope: !927, file: !547, line: 86, type: !832, align: 8)
!934 = !DILocalVariable(name: "f", scope: !927, file: !547, line: 85, type: !827, align: 8)
!935 = !{!824, !839, !840, !936, !937}
!936 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !827)
!937 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !832)
!938 = !DILocation(line: 0, scope: !927, inlinedAt: !939)
!939 = distinct !DILocation(line: 279, column: 27, scope: !882, inlinedAt: !890)
!940 = !DILocalVariable(arg: 1, scope: !941, file: !3, line: 43, type: !944)
!941 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN4tiny5total28_$u7b$$u7b$closure$u7d$$u7d$17h4db54d975b478b19E", scope: !828, file: !3, line: 43, type: !942, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !945)
!942 = !DISubroutineType(types: !943)
!943 = !{!785, !944, !825}
!944 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut tiny::total::{closure_env#0}", baseType: !827, size: 64, align: 64, dwarfAddressSpace: 0)
!945 = !{!946, !940}
!946 = !DILocalVariable(name: "s", arg: 2, scope: !941, file: !3, line: 43, type: !825)
!947 = !DILocation(line: 0, scope: !941, inlinedAt: !948)
!948 = distinct !DILocation(line: 88, column: 28, scope: !927, inlinedAt: !939)
!949 = !DILocation(line: 43, column: 23, scope: !941, inlinedAt: !948)
!950 = !DILocation(line: 43, column: 25, scope: !941, inlinedAt: !948)
!951 = !DILocalVariable(arg: 1, scope: !952, file: !567, line: 164, type: !955)
!952 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc6a0cee9dcbbf44dE", scope: !833, file: !567, line: 164, type: !953, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !849, retainedNodes: !956)
!953 = !DISubroutineType(types: !954)
!954 = !{!785, !955, !785, !785}
!955 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::slice::iter::Iter<&dyn tiny::Area>, tiny::total::{closure_env#0}>>", baseType: !832, size: 64, align: 64, dwarfAddressSpace: 0)
!956 = !{!957, !958, !951}
!957 = !DILocalVariable(name: "a", arg: 2, scope: !952, file: !567, line: 164, type: !785)
!958 = !DILocalVariable(name: "b", arg: 3, scope: !952, file: !567, line: 164, type: !785)
!959 = !DILocation(line: 0, scope: !952, inlinedAt: !960)
!960 = distinct !DILocation(line: 88, column: 21, scope: !927, inlinedAt: !939)
!961 = !DILocation(line: 164, column: 28, scope: !952, inlinedAt: !960)
!962 = !DILocation(line: 844, column: 17, scope: !893, inlinedAt: !897)
!963 = !DILocation(line: 284, column: 24, scope: !882, inlinedAt: !890)
!964 = !DILocation(line: 44, column: 2, scope: !782)
!965 = distinct !DISubprogram(name: "to_f32", linkageName: "_ZN4tiny6to_f3217hca5a3a2777b5166bE", scope: !2, file: !3, line: 50, type: !966, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !18, retainedNodes: !978)
!966 = !DISubroutineType(types: !967)
!967 = !{null, !968, !974}
!968 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[i64]", file: !5, size: 128, align: 64, elements: !969, templateParams: !18, identifier: "18e66e1de31dfeb8a323a7c2c427c19e")
!969 = !{!970, !973}
!970 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !968, file: !5, baseType: !971, size: 64, align: 64)
!971 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !972, size: 64, align: 64, dwarfAddressSpace: 0)
!972 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!973 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !968, file: !5, baseType: !39, size: 64, align: 64, offset: 64)
!974 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f32]", file: !5, size: 128, align: 64, elements: !975, templateParams: !18, identifier: "4ca30dc6b3c977147230c38c620ec7c1")
!975 = !{!976, !977}
!976 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !974, file: !5, baseType: !452, size: 64, align: 64)
!977 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !974, file: !5, baseType: !39, size: 64, align: 64, offset: 64)
!978 = !{!979, !980, !981, !1016, !1018}
!979 = !DILocalVariable(name: "x", arg: 1, scope: !965, file: !3, line: 50, type: !968)
!980 = !DILocalVariable(name: "out", arg: 2, scope: !965, file: !3, line: 50, type: !974)
!981 = !DILocalVariable(name: "iter", scope: !982, file: !3, line: 51, type: !983, align: 64)
!982 = distinct !DILexicalBlock(scope: !965, file: !3, line: 51, column: 5)
!983 = !DICompositeType(tag: DW_TAG_structure_type, name: "Zip<core::slice::iter::IterMut<f32>, core::slice::iter::Iter<i64>>", scope: !461, file: !5, size: 384, align: 64, flags: DIFlagPublic, elements: !984, templateParams: !1013, identifier: "fc4613a0cd1525852534e3bf407b0d21")
!984 = !{!985, !995, !1011, !1012}
!985 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !983, file: !5, baseType: !986, size: 128, align: 64, flags: DIFlagPrivate)
!986 = !DICompositeType(tag: DW_TAG_structure_type, name: "IterMut<f32>", scope: !58, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !987, templateParams: !481, identifier: "e6425059d5817ae99b95e4c0eacdf49d")
!987 = !{!988, !989, !990}
!988 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !986, file: !5, baseType: !477, size: 64, align: 64, flags: DIFlagPrivate)
!989 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !986, file: !5, baseType: !712, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!990 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !986, file: !5, baseType: !991, align: 8, offset: 128, flags: DIFlagPrivate)
!991 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut f32>", scope: !91, file: !5, align: 8, flags: DIFlagPublic, elements: !18, templateParams: !992, identifier: "7f61a90b8a94189653ba07c548fdd7c")
!992 = !{!993}
!993 = !DITemplateTypeParameter(name: "T", type: !994)
!994 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut f32", baseType: !448, size: 64, align: 64, dwarfAddressSpace: 0)
!995 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !983, file: !5, baseType: !996, size: 128, align: 64, offset: 128, flags: DIFlagPrivate)
!996 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<i64>", scope: !58, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !997, templateParams: !1003, identifier: "2bc20bb0597afb73fcd044773b9b205e")
!997 = !{!998, !1005, !1006}
!998 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !996, file: !5, baseType: !999, size: 64, align: 64, flags: DIFlagPrivate)
!999 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<i64>", scope: !81, file: !5, size: 64, align: 64, flags: DIFlagPublic, elements: !1000, templateParams: !1003, identifier: "7e42d5f5f6b5234a3734bce9cad420d1")
!1000 = !{!1001}
!1001 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !999, file: !5, baseType: !1002, size: 64, align: 64, flags: DIFlagPrivate)
!1002 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const i64", baseType: !972, size: 64, align: 64, dwarfAddressSpace: 0)
!1003 = !{!1004}
!1004 = !DITemplateTypeParameter(name: "T", type: !972)
!1005 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !996, file: !5, baseType: !1002, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!1006 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !996, file: !5, baseType: !1007, align: 8, offset: 128, flags: DIFlagPrivate)
!1007 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&i64>", scope: !91, file: !5, align: 8, flags: DIFlagPublic, elements: !18, templateParams: !1008, identifier: "99e0d3776c749048ae2990a9c44e5ea8")
!1008 = !{!1009}
!1009 = !DITemplateTypeParameter(name: "T", type: !1010)
!1010 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&i64", baseType: !972, size: 64, align: 64, dwarfAddressSpace: 0)
!1011 = !DIDerivedType(tag: DW_TAG_member, name: "index", scope: !983, file: !5, baseType: !39, size: 64, align: 64, offset: 256, flags: DIFlagPrivate)
!1012 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !983, file: !5, baseType: !39, size: 64, align: 64, offset: 320, flags: DIFlagPrivate)
!1013 = !{!1014, !1015}
!1014 = !DITemplateTypeParameter(name: "A", type: !986)
!1015 = !DITemplateTypeParameter(name: "B", type: !996)
!1016 = !DILocalVariable(name: "o", scope: !1017, file: !3, line: 51, type: !994, align: 64)
!1017 = distinct !DILexicalBlock(scope: !982, file: !3, line: 51, column: 5)
!1018 = !DILocalVariable(name: "v", scope: !1017, file: !3, line: 51, type: !1010, align: 64)
!1019 = !DILocalVariable(name: "self", arg: 1, scope: !1020, file: !459, line: 305, type: !1040)
!1020 = distinct !DISubprogram(name: "next<core::slice::iter::IterMut<f32>, core::slice::iter::Iter<i64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4next17h6c38ea8c18cbc1ffE", scope: !609, file: !459, line: 305, type: !1021, scopeLine: 305, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !1013, retainedNodes: !1041)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{!1023, !1040}
!1023 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<(&mut f32, &i64)>", scope: !31, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !1024, templateParams: !18, identifier: "22e8bfd0d86e5a50925c61d94747ec27")
!1024 = !{!1025}
!1025 = !DICompositeType(tag: DW_TAG_variant_part, scope: !1023, file: !5, size: 128, align: 64, elements: !1026, templateParams: !18, identifier: "a1e8f5ba05ded1fa85c1d3bfddd55cd4", discriminator: !1039)
!1026 = !{!1027, !1035}
!1027 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !1025, file: !5, baseType: !1028, size: 128, align: 64, extraData: i64 0)
!1028 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !1023, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !18, templateParams: !1029, identifier: "5815c1c13896989435d27a7a0540428a")
!1029 = !{!1030}
!1030 = !DITemplateTypeParameter(name: "T", type: !1031)
!1031 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&mut f32, &i64)", file: !5, size: 128, align: 64, elements: !1032, templateParams: !18, identifier: "5e97f66e18911c2d0c24163c9afbc55")
!1032 = !{!1033, !1034}
!1033 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1031, file: !5, baseType: !994, size: 64, align: 64)
!1034 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !1031, file: !5, baseType: !1010, size: 64, align: 64, offset: 64)
!1035 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !1025, file: !5, baseType: !1036, size: 128, align: 64)
!1036 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !1023, file: !5, size: 128, align: 64, flags: DIFlagPublic, elements: !1037, templateParams: !1029, identifier: "95eda137a6012a59119c324880bcf857")
!1037 = !{!1038}
!1038 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !1036, file: !5, baseType: !1031, size: 128, align: 64, flags: DIFlagPublic)
!1039 = !DIDerivedType(tag: DW_TAG_member, scope: !1023, file: !5, baseType: !45, size: 64, align: 64, flags: DIFlagArtificial)
!1040 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::zip::Zip<core::slice::iter::IterMut<f32>, core::slice::iter::Iter<i64>>", baseType: !983, size: 64, align: 64, dwarfAddressSpace: 0)
!1041 = !{!1019, !1042}
!1042 = !DILocalVariable(name: "i", scope: !1043, file: !459, line: 307, type: !39, align: 64)
!1043 = distinct !DILexicalBlock(scope: !1020, file: !459, line: 307, column: 13)
!1044 = !DILocation(line: 0, scope: !1020, inlinedAt: !1045)
!1045 = distinct !DILocation(line: 85, column: 9, scope: !1046, inlinedAt: !1049)
!1046 = distinct !DISubprogram(name: "next<core::slice::iter::IterMut<f32>, core::slice::iter::Iter<i64>>", linkageName: "_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h24abfc8bd4158093E", scope: !540, file: !459, line: 84, type: !1021, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !1013, retainedNodes: !1047)
!1047 = !{!1048}
!1048 = !DILocalVariable(name: "self", arg: 1, scope: !1046, file: !459, line: 84, type: !1040)
!1049 = !DILocation(line: 51, column: 19, scope: !1050)
!1050 = !DILexicalBlockFile(scope: !982, file: !3, discriminator: 2)
!1051 = !DILocation(line: 0, scope: !1046, inlinedAt: !1049)
!1052 = !DILocation(line: 0, scope: !965)
!1053 = !DILocalVariable(name: "self", arg: 1, scope: !1054, file: !310, line: 626, type: !986)
!1054 = distinct !DISubprogram(name: "zip<core::slice::iter::IterMut<f32>, &[i64]>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3zip17hcec072491a557ebaE", scope: !313, file: !310, line: 626, type: !1055, scopeLine: 626, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !1059, retainedNodes: !1057)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!983, !986, !968}
!1057 = !{!1053, !1058}
!1058 = !DILocalVariable(name: "other", arg: 2, scope: !1054, file: !310, line: 626, type: !968)
!1059 = !{!1060, !1061}
!1060 = !DITemplateTypeParameter(name: "Self", type: !986)
!1061 = !DITemplateTypeParameter(name: "U", type: !968)
!1062 = !DILocation(line: 0, scope: !1054, inlinedAt: !1063)
!1063 = distinct !DILocation(line: 51, column: 34, scope: !965)
!1064 = !DILocalVariable(name: "a", arg: 1, scope: !1065, file: !459, line: 23, type: !986)
!1065 = distinct !DISubprogram(name: "new<core::slice::iter::IterMut<f32>, core::slice::iter::Iter<i64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17h1a2cb56a3866cc39E", scope: !983, file: !459, line: 23, type: !1066, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !1013, declaration: !1068, retainedNodes: !1069)
!1066 = !DISubroutineType(types: !1067)
!1067 = !{!983, !986, !996}
!1068 = !DISubprogram(name: "new<core::slice::iter::IterMut<f32>, core::slice::iter::Iter<i64>>", linkageName: "_ZN4core4iter8adapters3zip16Zip$LT$A$C$B$GT$3new17h1a2cb56a3866cc39E", scope: !983, file: !459, line: 23, type: !1066, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !1013)
!1069 = !{!1064, !1070}
!1070 = !DILocalVariable(name: "b", arg: 2, scope: !1065, file: !459, line: 23, type: !996)
!1071 = !DILocation(line: 0, scope: !1065, inlinedAt: !1072)
!1072 = distinct !DILocation(line: 631, column: 9, scope: !1054, inlinedAt: !1063)
!1073 = !DILocalVariable(name: "a", arg: 1, scope: !1074, file: !459, line: 299, type: !986)
!1074 = distinct !DISubprogram(name: "new<core::slice::iter::IterMut<f32>, core::slice::iter::Iter<i64>>", linkageName: "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h814c033a972e4d02E", scope: !609, file: !459, line: 299, type: !1066, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !1013, retainedNodes: !1075)
!1075 = !{!1073, !1076, !1077}
!1076 = !DILocalVariable(name: "b", arg: 2, scope: !1074, file: !459, line: 299, type: !996)
!1077 = !DILocalVariable(name: "len", scope: !1078, file: !459, line: 300, type: !39, align: 64)
!1078 = distinct !DILexicalBlock(scope: !1074, file: !459, line: 300, column: 9)
!1079 = !DILocation(line: 0, scope: !1074, inlinedAt: !1080)
!1080 = distinct !DILocation(line: 24, column: 9, scope: !1065, inlinedAt: !1072)
!1081 = !DILocalVariable(name: "v1", arg: 1, scope: !1082, file: !618, line: 1574, type: !39)
!1082 = distinct !DISubprogram(name: "min<usize>", linkageName: "_ZN4core3cmp3min17h520cc04f4e3bc11cE", scope: !619, file: !618, line: 1574, type: !620, scopeLine: 1574, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !37, retainedNodes: !1083)
!1083 = !{!1081, !1084}
!1084 = !DILocalVariable(name: "v2", arg: 2, scope: !1082, file: !618, line: 1574, type: !39)
!1085 = !DILocation(line: 0, scope: !1082, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 300, column: 19, scope: !1074, inlinedAt: !1080)
!1087 = !DILocation(line: 0, scope: !627, inlinedAt: !1088)
!1088 = distinct !DILocation(line: 1575, column: 8, scope: !1082, inlinedAt: !1086)
!1089 = !DILocation(line: 1076, column: 12, scope: !627, inlinedAt: !1088)
!1090 = !DILocation(line: 0, scope: !982)
!1091 = !DILocation(line: 306, column: 12, scope: !1020, inlinedAt: !1045)
!1092 = !DILocation(line: 310, column: 13, scope: !1043, inlinedAt: !1045)
!1093 = !DILocation(line: 961, column: 18, scope: !1094, inlinedAt: !1095)
!1094 = distinct !DISubprogram(name: "add<f32>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h89345da2694b5481E", scope: !150, file: !149, line: 927, type: !710, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !481)
!1095 = distinct !DILocation(line: 429, column: 60, scope: !1096, inlinedAt: !1104)
!1096 = distinct !DISubprogram(name: "__iterator_get_unchecked<f32>", linkageName: "_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h5b32a9888d778370E", scope: !1097, file: !56, line: 418, type: !1098, scopeLine: 418, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !481, retainedNodes: !1101)
!1097 = !DINamespace(name: "{impl#179}", scope: !58)
!1098 = !DISubroutineType(types: !1099)
!1099 = !{!994, !1100, !39}
!1100 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::IterMut<f32>", baseType: !986, size: 64, align: 64, dwarfAddressSpace: 0)
!1101 = !{!1102, !1103}
!1102 = !DILocalVariable(name: "self", arg: 1, scope: !1096, file: !56, line: 418, type: !1100)
!1103 = !DILocalVariable(name: "idx", arg: 2, scope: !1096, file: !56, line: 418, type: !39)
!1104 = distinct !DILocation(line: 313, column: 30, scope: !1043, inlinedAt: !1045)
!1105 = !DILocation(line: 961, column: 18, scope: !1106, inlinedAt: !1110)
!1106 = distinct !DISubprogram(name: "add<i64>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17hd9cfdd00386e75cfE", scope: !150, file: !149, line: 927, type: !1107, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !1003)
!1107 = !DISubroutineType(types: !1108)
!1108 = !{!1109, !1109, !39, !155}
!1109 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut i64", baseType: !972, size: 64, align: 64, dwarfAddressSpace: 0)
!1110 = distinct !DILocation(line: 429, column: 60, scope: !1111, inlinedAt: !1118)
!1111 = distinct !DISubprogram(name: "__iterator_get_unchecked<i64>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hc23b2a9f1981beb9E", scope: !57, file: !56, line: 418, type: !1112, scopeLine: 418, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, templateParams: !1003, retainedNodes: !1115)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{!1010, !1114, !39}
!1114 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<i64>", baseType: !996, size: 64, align: 64, dwarfAddressSpace: 0)
!1115 = !{!1116, !1117}
!1116 = !DILocalVariable(name: "self", arg: 1, scope: !1111, file: !56, line: 418, type: !1114)
!1117 = !DILocalVariable(name: "idx", arg: 2, scope: !1111, file: !56, line: 418, type: !39)
!1118 = distinct !DILocation(line: 313, column: 66, scope: !1043, inlinedAt: !1045)
!1119 = !DILocation(line: 52, column: 14, scope: !1017)
!1120 = !DILocation(line: 52, column: 9, scope: !1017)
!1121 = distinct !{!1121, !1122, !1123}
!1122 = !{!"llvm.loop.isvectorized", i32 1}
!1123 = !{!"llvm.loop.unroll.runtime.disable"}
!1124 = !DILocation(line: 0, scope: !1043, inlinedAt: !1045)
!1125 = !DILocation(line: 0, scope: !1096, inlinedAt: !1104)
!1126 = !DILocation(line: 0, scope: !1111, inlinedAt: !1118)
!1127 = !DILocation(line: 0, scope: !1017)
!1128 = distinct !{!1128, !1123, !1122}
!1129 = !DILocation(line: 54, column: 2, scope: !965)
