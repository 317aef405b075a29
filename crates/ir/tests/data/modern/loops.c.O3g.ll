; ModuleID = 'src/loops.c'
source_filename = "src/loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

%struct.point = type { float, float, float, i8 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@counter = global i64 0, align 8, !dbg !0
@flag = global i32 0, align 4, !dbg !22
@tls_counter = thread_local local_unnamed_addr global i32 0, align 4, !dbg !27

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define float @sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !42 {
    #dbg_value(ptr %0, !49, !DIExpression(), !54)
    #dbg_value(i32 %1, !50, !DIExpression(), !54)
    #dbg_value(float 0.000000e+00, !51, !DIExpression(), !54)
    #dbg_value(i32 0, !52, !DIExpression(), !55)
  %3 = icmp sgt i32 %1, 0, !dbg !56
  br i1 %3, label %4, label %26, !dbg !58

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !59
  %6 = and i64 %5, 7, !dbg !60
  %7 = icmp ult i32 %1, 8, !dbg !60
  br i1 %7, label %12, label %8, !dbg !60

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483640, !dbg !60
  br label %28, !dbg !60

10:                                               ; preds = %28
  %11 = icmp eq i64 %6, 0, !dbg !60
  br i1 %11, label %26, label %12, !dbg !60

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %63, %10 ]
  %14 = phi float [ 0.000000e+00, %4 ], [ %62, %10 ]
  %15 = icmp ne i64 %6, 0, !dbg !61
  tail call void @llvm.assume(i1 %15), !dbg !61
  br label %16, !dbg !61

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %13, %12 ], [ %23, %16 ]
  %18 = phi float [ %14, %12 ], [ %22, %16 ]
  %19 = phi i64 [ 0, %12 ], [ %24, %16 ]
    #dbg_value(i64 %17, !52, !DIExpression(), !55)
    #dbg_value(float %18, !51, !DIExpression(), !54)
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %17, !dbg !62
  %21 = load float, ptr %20, align 4, !dbg !62, !tbaa !63
  %22 = fadd float %18, %21, !dbg !65
    #dbg_value(float %22, !51, !DIExpression(), !54)
  %23 = add nuw nsw i64 %17, 1, !dbg !66
    #dbg_value(i64 %23, !52, !DIExpression(), !55)
  %24 = add i64 %19, 1, !dbg !67
  %25 = icmp eq i64 %24, %6, !dbg !67
  br i1 %25, label %26, label %16, !dbg !67, !llvm.loop !68

26:                                               ; preds = %10, %16, %2
  %27 = phi float [ 0.000000e+00, %2 ], [ %62, %10 ], [ %22, %16 ], !dbg !54
  ret float %27, !dbg !70

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %63, %28 ]
  %30 = phi float [ 0.000000e+00, %8 ], [ %62, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %64, %28 ]
    #dbg_value(i64 %29, !52, !DIExpression(), !55)
    #dbg_value(float %30, !51, !DIExpression(), !54)
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !62
  %33 = load float, ptr %32, align 4, !dbg !62, !tbaa !63
  %34 = fadd float %30, %33, !dbg !71
    #dbg_value(float %34, !51, !DIExpression(), !54)
    #dbg_value(i64 %29, !52, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !55)
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !62
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 4, !dbg !62
  %37 = load float, ptr %36, align 4, !dbg !62, !tbaa !63
  %38 = fadd float %34, %37, !dbg !72
    #dbg_value(float %38, !51, !DIExpression(), !54)
    #dbg_value(i64 %29, !52, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !55)
  %39 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !62
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 8, !dbg !62
  %41 = load float, ptr %40, align 4, !dbg !62, !tbaa !63
  %42 = fadd float %38, %41, !dbg !73
    #dbg_value(float %42, !51, !DIExpression(), !54)
    #dbg_value(i64 %29, !52, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !55)
  %43 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !62
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 12, !dbg !62
  %45 = load float, ptr %44, align 4, !dbg !62, !tbaa !63
  %46 = fadd float %42, %45, !dbg !74
    #dbg_value(float %46, !51, !DIExpression(), !54)
    #dbg_value(i64 %29, !52, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !55)
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !62
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 16, !dbg !62
  %49 = load float, ptr %48, align 4, !dbg !62, !tbaa !63
  %50 = fadd float %46, %49, !dbg !75
    #dbg_value(float %50, !51, !DIExpression(), !54)
    #dbg_value(i64 %29, !52, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !55)
  %51 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !62
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 20, !dbg !62
  %53 = load float, ptr %52, align 4, !dbg !62, !tbaa !63
  %54 = fadd float %50, %53, !dbg !76
    #dbg_value(float %54, !51, !DIExpression(), !54)
    #dbg_value(i64 %29, !52, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !55)
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !62
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 24, !dbg !62
  %57 = load float, ptr %56, align 4, !dbg !62, !tbaa !63
  %58 = fadd float %54, %57, !dbg !77
    #dbg_value(float %58, !51, !DIExpression(), !54)
    #dbg_value(i64 %29, !52, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !55)
  %59 = getelementptr inbounds nuw float, ptr %0, i64 %29, !dbg !62
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 28, !dbg !62
  %61 = load float, ptr %60, align 4, !dbg !62, !tbaa !63
  %62 = fadd float %58, %61, !dbg !78
    #dbg_value(float %62, !51, !DIExpression(), !54)
  %63 = add nuw nsw i64 %29, 8, !dbg !79
    #dbg_value(i64 %63, !52, !DIExpression(), !55)
  %64 = add i64 %31, 8, !dbg !80
  %65 = icmp eq i64 %64, %9, !dbg !80
  br i1 %65, label %10, label %28, !dbg !80, !llvm.loop !81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define i32 @dot_u8(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !84 {
    #dbg_value(ptr %0, !99, !DIExpression(), !105)
    #dbg_value(ptr %1, !100, !DIExpression(), !105)
    #dbg_value(i32 %2, !101, !DIExpression(), !105)
    #dbg_value(i32 0, !102, !DIExpression(), !105)
    #dbg_value(i32 0, !103, !DIExpression(), !106)
  %4 = icmp sgt i32 %2, 0, !dbg !107
  br i1 %4, label %5, label %39, !dbg !109

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64, !dbg !110
  %7 = icmp ult i32 %2, 8, !dbg !111
  br i1 %7, label %36, label %8, !dbg !111

8:                                                ; preds = %5
  %9 = and i64 %6, 2147483640
  br label %10, !dbg !111

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %30, %10 ], !dbg !112
  %12 = phi <4 x i32> [ zeroinitializer, %8 ], [ %28, %10 ]
  %13 = phi <4 x i32> [ zeroinitializer, %8 ], [ %29, %10 ]
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 %11, !dbg !113
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 4, !dbg !113
  %16 = load <4 x i8>, ptr %14, align 1, !dbg !113, !tbaa !114
  %17 = load <4 x i8>, ptr %15, align 1, !dbg !113, !tbaa !114
  %18 = zext <4 x i8> %16 to <4 x i32>, !dbg !113
  %19 = zext <4 x i8> %17 to <4 x i32>, !dbg !113
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 %11, !dbg !115
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 4, !dbg !115
  %22 = load <4 x i8>, ptr %20, align 1, !dbg !115, !tbaa !114
  %23 = load <4 x i8>, ptr %21, align 1, !dbg !115, !tbaa !114
  %24 = sext <4 x i8> %22 to <4 x i32>, !dbg !115
  %25 = sext <4 x i8> %23 to <4 x i32>, !dbg !115
  %26 = mul nsw <4 x i32> %24, %18, !dbg !116
  %27 = mul nsw <4 x i32> %25, %19, !dbg !116
  %28 = add <4 x i32> %26, %12, !dbg !117
  %29 = add <4 x i32> %27, %13, !dbg !117
  %30 = add nuw i64 %11, 8, !dbg !112
  %31 = icmp eq i64 %30, %9, !dbg !118
  br i1 %31, label %32, label %10, !dbg !118, !llvm.loop !119

32:                                               ; preds = %10
  %33 = add <4 x i32> %29, %28, !dbg !118
  %34 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %33), !dbg !118
  %35 = icmp eq i64 %9, %6, !dbg !118
  br i1 %35, label %39, label %36, !dbg !118

36:                                               ; preds = %5, %32
  %37 = phi i64 [ 0, %5 ], [ %9, %32 ]
  %38 = phi i32 [ 0, %5 ], [ %34, %32 ]
  br label %41, !dbg !118

39:                                               ; preds = %41, %32, %3
  %40 = phi i32 [ 0, %3 ], [ %34, %32 ], [ %51, %41 ], !dbg !105
  ret i32 %40, !dbg !122

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %52, %41 ], [ %37, %36 ]
  %43 = phi i32 [ %51, %41 ], [ %38, %36 ]
    #dbg_value(i64 %42, !103, !DIExpression(), !106)
    #dbg_value(i32 %43, !102, !DIExpression(), !105)
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 %42, !dbg !113
  %45 = load i8, ptr %44, align 1, !dbg !113, !tbaa !114
  %46 = zext i8 %45 to i32, !dbg !113
  %47 = getelementptr inbounds nuw i8, ptr %1, i64 %42, !dbg !115
  %48 = load i8, ptr %47, align 1, !dbg !115, !tbaa !114
  %49 = sext i8 %48 to i32, !dbg !115
  %50 = mul nsw i32 %49, %46, !dbg !116
  %51 = add nsw i32 %50, %43, !dbg !117
    #dbg_value(i32 %51, !102, !DIExpression(), !105)
  %52 = add nuw nsw i64 %42, 1, !dbg !112
    #dbg_value(i64 %52, !103, !DIExpression(), !106)
  %53 = icmp eq i64 %52, %6, !dbg !110
  br i1 %53, label %39, label %41, !dbg !118, !llvm.loop !123
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @cond_store(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !dbg !124 {
    #dbg_value(ptr %0, !133, !DIExpression(), !138)
    #dbg_value(ptr %1, !134, !DIExpression(), !138)
    #dbg_value(i32 %2, !135, !DIExpression(), !138)
    #dbg_value(i32 0, !136, !DIExpression(), !139)
  %4 = icmp sgt i32 %2, 0, !dbg !140
  br i1 %4, label %5, label %79, !dbg !142

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64, !dbg !143
  %7 = icmp ult i32 %2, 8, !dbg !144
  br i1 %7, label %77, label %8, !dbg !144

8:                                                ; preds = %5
  %9 = and i64 %6, 2147483640
  br label %10, !dbg !144

10:                                               ; preds = %72, %8
  %11 = phi i64 [ 0, %8 ], [ %73, %72 ], !dbg !145
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %11, !dbg !146
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16, !dbg !146
  %14 = load <4 x i32>, ptr %12, align 4, !dbg !146, !tbaa !38
  %15 = load <4 x i32>, ptr %13, align 4, !dbg !146, !tbaa !38
  %16 = icmp sgt <4 x i32> %14, zeroinitializer, !dbg !148
  %17 = icmp sgt <4 x i32> %15, zeroinitializer, !dbg !148
  %18 = extractelement <4 x i1> %16, i64 0, !dbg !148
  br i1 %18, label %19, label %23, !dbg !148

19:                                               ; preds = %10
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !149
  %21 = extractelement <4 x i32> %14, i64 0, !dbg !150
  %22 = mul nuw nsw i32 %21, 3, !dbg !150
  store i32 %22, ptr %20, align 4, !dbg !151, !tbaa !38
  br label %23, !dbg !148

23:                                               ; preds = %19, %10
  %24 = extractelement <4 x i1> %16, i64 1, !dbg !148
  br i1 %24, label %25, label %30, !dbg !148

25:                                               ; preds = %23
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !149
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4, !dbg !149
  %28 = extractelement <4 x i32> %14, i64 1, !dbg !150
  %29 = mul nuw nsw i32 %28, 3, !dbg !150
  store i32 %29, ptr %27, align 4, !dbg !151, !tbaa !38
  br label %30, !dbg !148

30:                                               ; preds = %25, %23
  %31 = extractelement <4 x i1> %16, i64 2, !dbg !148
  br i1 %31, label %32, label %37, !dbg !148

32:                                               ; preds = %30
  %33 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !149
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 8, !dbg !149
  %35 = extractelement <4 x i32> %14, i64 2, !dbg !150
  %36 = mul nuw nsw i32 %35, 3, !dbg !150
  store i32 %36, ptr %34, align 4, !dbg !151, !tbaa !38
  br label %37, !dbg !148

37:                                               ; preds = %32, %30
  %38 = extractelement <4 x i1> %16, i64 3, !dbg !148
  br i1 %38, label %39, label %44, !dbg !148

39:                                               ; preds = %37
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !149
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 12, !dbg !149
  %42 = extractelement <4 x i32> %14, i64 3, !dbg !150
  %43 = mul nuw nsw i32 %42, 3, !dbg !150
  store i32 %43, ptr %41, align 4, !dbg !151, !tbaa !38
  br label %44, !dbg !148

44:                                               ; preds = %39, %37
  %45 = extractelement <4 x i1> %17, i64 0, !dbg !148
  br i1 %45, label %46, label %51, !dbg !148

46:                                               ; preds = %44
  %47 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !149
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 16, !dbg !149
  %49 = extractelement <4 x i32> %15, i64 0, !dbg !150
  %50 = mul nuw nsw i32 %49, 3, !dbg !150
  store i32 %50, ptr %48, align 4, !dbg !151, !tbaa !38
  br label %51, !dbg !148

51:                                               ; preds = %46, %44
  %52 = extractelement <4 x i1> %17, i64 1, !dbg !148
  br i1 %52, label %53, label %58, !dbg !148

53:                                               ; preds = %51
  %54 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !149
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 20, !dbg !149
  %56 = extractelement <4 x i32> %15, i64 1, !dbg !150
  %57 = mul nuw nsw i32 %56, 3, !dbg !150
  store i32 %57, ptr %55, align 4, !dbg !151, !tbaa !38
  br label %58, !dbg !148

58:                                               ; preds = %53, %51
  %59 = extractelement <4 x i1> %17, i64 2, !dbg !148
  br i1 %59, label %60, label %65, !dbg !148

60:                                               ; preds = %58
  %61 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !149
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 24, !dbg !149
  %63 = extractelement <4 x i32> %15, i64 2, !dbg !150
  %64 = mul nuw nsw i32 %63, 3, !dbg !150
  store i32 %64, ptr %62, align 4, !dbg !151, !tbaa !38
  br label %65, !dbg !148

65:                                               ; preds = %60, %58
  %66 = extractelement <4 x i1> %17, i64 3, !dbg !148
  br i1 %66, label %67, label %72, !dbg !148

67:                                               ; preds = %65
  %68 = getelementptr inbounds nuw i32, ptr %0, i64 %11, !dbg !149
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 28, !dbg !149
  %70 = extractelement <4 x i32> %15, i64 3, !dbg !150
  %71 = mul nuw nsw i32 %70, 3, !dbg !150
  store i32 %71, ptr %69, align 4, !dbg !151, !tbaa !38
  br label %72, !dbg !148

72:                                               ; preds = %67, %65
  %73 = add nuw i64 %11, 8, !dbg !145
  %74 = icmp eq i64 %73, %9, !dbg !152
  br i1 %74, label %75, label %10, !dbg !152, !llvm.loop !153

75:                                               ; preds = %72
  %76 = icmp eq i64 %9, %6, !dbg !152
  br i1 %76, label %79, label %77, !dbg !152

77:                                               ; preds = %5, %75
  %78 = phi i64 [ 0, %5 ], [ %9, %75 ]
  br label %80, !dbg !154

79:                                               ; preds = %88, %75, %3
  ret void, !dbg !155

80:                                               ; preds = %77, %88
  %81 = phi i64 [ %89, %88 ], [ %78, %77 ]
    #dbg_value(i64 %81, !136, !DIExpression(), !139)
  %82 = getelementptr inbounds nuw i32, ptr %1, i64 %81, !dbg !146
  %83 = load i32, ptr %82, align 4, !dbg !146, !tbaa !38
  %84 = icmp sgt i32 %83, 0, !dbg !148
  br i1 %84, label %85, label %88, !dbg !154

85:                                               ; preds = %80
  %86 = mul nuw nsw i32 %83, 3, !dbg !150
  %87 = getelementptr inbounds nuw i32, ptr %0, i64 %81, !dbg !149
  store i32 %86, ptr %87, align 4, !dbg !151, !tbaa !38
  br label %88, !dbg !149

88:                                               ; preds = %80, %85
  %89 = add nuw nsw i64 %81, 1, !dbg !145
    #dbg_value(i64 %89, !136, !DIExpression(), !139)
  %90 = icmp eq i64 %89, %6, !dbg !143
  br i1 %90, label %79, label %80, !dbg !152, !llvm.loop !156
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define float @vmax(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !157 {
    #dbg_value(ptr %0, !159, !DIExpression(), !164)
    #dbg_value(i32 %1, !160, !DIExpression(), !164)
    #dbg_value(float 0xC6293E5940000000, !161, !DIExpression(), !164)
    #dbg_value(i32 0, !162, !DIExpression(), !165)
  %3 = icmp sgt i32 %1, 0, !dbg !166
  br i1 %3, label %4, label %27, !dbg !168

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !169
  %6 = and i64 %5, 3, !dbg !170
  %7 = icmp ult i32 %1, 4, !dbg !170
  br i1 %7, label %12, label %8, !dbg !170

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644, !dbg !170
  br label %29, !dbg !170

10:                                               ; preds = %29
  %11 = icmp eq i64 %6, 0, !dbg !170
  br i1 %11, label %27, label %12, !dbg !170

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %52, %10 ]
  %14 = phi float [ 0xC6293E5940000000, %4 ], [ %51, %10 ]
  %15 = icmp ne i64 %6, 0, !dbg !171
  tail call void @llvm.assume(i1 %15), !dbg !171
  br label %16, !dbg !171

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %13, %12 ], [ %24, %16 ]
  %18 = phi float [ %14, %12 ], [ %23, %16 ]
  %19 = phi i64 [ 0, %12 ], [ %25, %16 ]
    #dbg_value(i64 %17, !162, !DIExpression(), !165)
    #dbg_value(float %18, !161, !DIExpression(), !164)
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %17, !dbg !172
  %21 = load float, ptr %20, align 4, !dbg !172, !tbaa !63
  %22 = fcmp ogt float %21, %18, !dbg !173
  %23 = select i1 %22, float %21, float %18, !dbg !172
    #dbg_value(float %23, !161, !DIExpression(), !164)
  %24 = add nuw nsw i64 %17, 1, !dbg !174
    #dbg_value(i64 %24, !162, !DIExpression(), !165)
  %25 = add i64 %19, 1, !dbg !175
  %26 = icmp eq i64 %25, %6, !dbg !175
  br i1 %26, label %27, label %16, !dbg !175, !llvm.loop !176

27:                                               ; preds = %10, %16, %2
  %28 = phi float [ 0xC6293E5940000000, %2 ], [ %51, %10 ], [ %23, %16 ], !dbg !164
  ret float %28, !dbg !177

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %52, %29 ]
  %31 = phi float [ 0xC6293E5940000000, %8 ], [ %51, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %53, %29 ]
    #dbg_value(i64 %30, !162, !DIExpression(), !165)
    #dbg_value(float %31, !161, !DIExpression(), !164)
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %30, !dbg !172
  %34 = load float, ptr %33, align 4, !dbg !172, !tbaa !63
  %35 = fcmp ogt float %34, %31, !dbg !178
  %36 = select i1 %35, float %34, float %31, !dbg !172
    #dbg_value(float %36, !161, !DIExpression(), !164)
    #dbg_value(i64 %30, !162, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !165)
  %37 = getelementptr inbounds nuw float, ptr %0, i64 %30, !dbg !172
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 4, !dbg !172
  %39 = load float, ptr %38, align 4, !dbg !172, !tbaa !63
  %40 = fcmp ogt float %39, %36, !dbg !179
  %41 = select i1 %40, float %39, float %36, !dbg !172
    #dbg_value(float %41, !161, !DIExpression(), !164)
    #dbg_value(i64 %30, !162, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !165)
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %30, !dbg !172
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 8, !dbg !172
  %44 = load float, ptr %43, align 4, !dbg !172, !tbaa !63
  %45 = fcmp ogt float %44, %41, !dbg !180
  %46 = select i1 %45, float %44, float %41, !dbg !172
    #dbg_value(float %46, !161, !DIExpression(), !164)
    #dbg_value(i64 %30, !162, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !165)
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %30, !dbg !172
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 12, !dbg !172
  %49 = load float, ptr %48, align 4, !dbg !172, !tbaa !63
  %50 = fcmp ogt float %49, %46, !dbg !181
  %51 = select i1 %50, float %49, float %46, !dbg !172
    #dbg_value(float %51, !161, !DIExpression(), !164)
  %52 = add nuw nsw i64 %30, 4, !dbg !182
    #dbg_value(i64 %52, !162, !DIExpression(), !165)
  %53 = add i64 %32, 4, !dbg !183
  %54 = icmp eq i64 %53, %9, !dbg !183
  br i1 %54, label %10, label %29, !dbg !183, !llvm.loop !184
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @gather(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 !dbg !186 {
    #dbg_value(ptr %0, !196, !DIExpression(), !202)
    #dbg_value(ptr %1, !197, !DIExpression(), !202)
    #dbg_value(ptr %2, !198, !DIExpression(), !202)
    #dbg_value(i32 %3, !199, !DIExpression(), !202)
    #dbg_value(i32 0, !200, !DIExpression(), !203)
  %5 = icmp sgt i32 %3, 0, !dbg !204
  br i1 %5, label %6, label %30, !dbg !206

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64, !dbg !207
  %8 = and i64 %7, 3, !dbg !208
  %9 = icmp ult i32 %3, 4, !dbg !208
  br i1 %9, label %14, label %10, !dbg !208

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644, !dbg !208
  br label %31, !dbg !208

12:                                               ; preds = %31
  %13 = icmp eq i64 %8, 0, !dbg !208
  br i1 %13, label %30, label %14, !dbg !208

14:                                               ; preds = %12, %6
  %15 = phi i64 [ 0, %6 ], [ %65, %12 ]
  %16 = icmp ne i64 %8, 0, !dbg !209
  tail call void @llvm.assume(i1 %16), !dbg !209
  br label %17, !dbg !209

17:                                               ; preds = %17, %14
  %18 = phi i64 [ %15, %14 ], [ %27, %17 ]
  %19 = phi i64 [ 0, %14 ], [ %28, %17 ]
    #dbg_value(i64 %18, !200, !DIExpression(), !203)
  %20 = getelementptr inbounds nuw i32, ptr %2, i64 %18, !dbg !210
  %21 = load i32, ptr %20, align 4, !dbg !210, !tbaa !38
  %22 = sext i32 %21 to i64, !dbg !211
  %23 = getelementptr inbounds double, ptr %1, i64 %22, !dbg !211
  %24 = load double, ptr %23, align 8, !dbg !211, !tbaa !212
  %25 = fadd double %24, 1.000000e+00, !dbg !214
  %26 = getelementptr inbounds nuw double, ptr %0, i64 %18, !dbg !215
  store double %25, ptr %26, align 8, !dbg !216, !tbaa !212
  %27 = add nuw nsw i64 %18, 1, !dbg !217
    #dbg_value(i64 %27, !200, !DIExpression(), !203)
  %28 = add i64 %19, 1, !dbg !218
  %29 = icmp eq i64 %28, %8, !dbg !218
  br i1 %29, label %30, label %17, !dbg !218, !llvm.loop !219

30:                                               ; preds = %12, %17, %4
  ret void, !dbg !220

31:                                               ; preds = %31, %10
  %32 = phi i64 [ 0, %10 ], [ %65, %31 ]
  %33 = phi i64 [ 0, %10 ], [ %66, %31 ]
    #dbg_value(i64 %32, !200, !DIExpression(), !203)
  %34 = getelementptr inbounds nuw i32, ptr %2, i64 %32, !dbg !210
  %35 = load i32, ptr %34, align 4, !dbg !210, !tbaa !38
  %36 = sext i32 %35 to i64, !dbg !211
  %37 = getelementptr inbounds double, ptr %1, i64 %36, !dbg !211
  %38 = load double, ptr %37, align 8, !dbg !211, !tbaa !212
  %39 = fadd double %38, 1.000000e+00, !dbg !221
  %40 = getelementptr inbounds nuw double, ptr %0, i64 %32, !dbg !215
  store double %39, ptr %40, align 8, !dbg !222, !tbaa !212
  %41 = or disjoint i64 %32, 1, !dbg !223
    #dbg_value(i64 %41, !200, !DIExpression(), !203)
  %42 = getelementptr inbounds nuw i32, ptr %2, i64 %41, !dbg !210
  %43 = load i32, ptr %42, align 4, !dbg !210, !tbaa !38
  %44 = sext i32 %43 to i64, !dbg !211
  %45 = getelementptr inbounds double, ptr %1, i64 %44, !dbg !211
  %46 = load double, ptr %45, align 8, !dbg !211, !tbaa !212
  %47 = fadd double %46, 1.000000e+00, !dbg !224
  %48 = getelementptr inbounds nuw double, ptr %0, i64 %41, !dbg !215
  store double %47, ptr %48, align 8, !dbg !225, !tbaa !212
  %49 = or disjoint i64 %32, 2, !dbg !226
    #dbg_value(i64 %49, !200, !DIExpression(), !203)
  %50 = getelementptr inbounds nuw i32, ptr %2, i64 %49, !dbg !210
  %51 = load i32, ptr %50, align 4, !dbg !210, !tbaa !38
  %52 = sext i32 %51 to i64, !dbg !211
  %53 = getelementptr inbounds double, ptr %1, i64 %52, !dbg !211
  %54 = load double, ptr %53, align 8, !dbg !211, !tbaa !212
  %55 = fadd double %54, 1.000000e+00, !dbg !227
  %56 = getelementptr inbounds nuw double, ptr %0, i64 %49, !dbg !215
  store double %55, ptr %56, align 8, !dbg !228, !tbaa !212
  %57 = or disjoint i64 %32, 3, !dbg !229
    #dbg_value(i64 %57, !200, !DIExpression(), !203)
  %58 = getelementptr inbounds nuw i32, ptr %2, i64 %57, !dbg !210
  %59 = load i32, ptr %58, align 4, !dbg !210, !tbaa !38
  %60 = sext i32 %59 to i64, !dbg !211
  %61 = getelementptr inbounds double, ptr %1, i64 %60, !dbg !211
  %62 = load double, ptr %61, align 8, !dbg !211, !tbaa !212
  %63 = fadd double %62, 1.000000e+00, !dbg !230
  %64 = getelementptr inbounds nuw double, ptr %0, i64 %57, !dbg !215
  store double %63, ptr %64, align 8, !dbg !231, !tbaa !212
  %65 = add nuw nsw i64 %32, 4, !dbg !232
    #dbg_value(i64 %65, !200, !DIExpression(), !203)
  %66 = add i64 %33, 4, !dbg !233
  %67 = icmp eq i64 %66, %11, !dbg !233
  br i1 %67, label %12, label %31, !dbg !233, !llvm.loop !234
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @points(ptr noundef captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #2 !dbg !236 {
    #dbg_value(ptr %0, !248, !DIExpression(), !253)
    #dbg_value(i32 %1, !249, !DIExpression(), !253)
    #dbg_value(float %2, !250, !DIExpression(), !253)
    #dbg_value(i32 0, !251, !DIExpression(), !254)
  %4 = icmp sgt i32 %1, 0, !dbg !255
  br i1 %4, label %5, label %25, !dbg !257

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64, !dbg !258
  %7 = and i64 %6, 1, !dbg !259
  %8 = icmp eq i32 %1, 1, !dbg !259
  br i1 %8, label %13, label %9, !dbg !259

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646, !dbg !259
  br label %26, !dbg !259

11:                                               ; preds = %26
  %12 = icmp eq i64 %7, 0, !dbg !259
  br i1 %12, label %25, label %13, !dbg !259

13:                                               ; preds = %11, %5
  %14 = phi i64 [ 0, %5 ], [ %48, %11 ]
  %15 = icmp ne i64 %7, 0, !dbg !260
  tail call void @llvm.assume(i1 %15), !dbg !260
    #dbg_value(i64 %14, !251, !DIExpression(), !254)
  %16 = getelementptr inbounds nuw %struct.point, ptr %0, i64 %14, !dbg !261
  %17 = load float, ptr %16, align 4, !dbg !263, !tbaa !264
  %18 = fadd float %2, %17, !dbg !266
  store float %18, ptr %16, align 4, !dbg !267, !tbaa !264
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 12, !dbg !268
  %20 = trunc i64 %14 to i8, !dbg !269
  %21 = and i8 %20, 15, !dbg !269
  %22 = load i8, ptr %19, align 4, !dbg !269
  %23 = and i8 %22, -32, !dbg !269
  %24 = or disjoint i8 %23, %21, !dbg !270
  store i8 %24, ptr %19, align 4, !dbg !271
    #dbg_value(i64 %14, !251, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !254)
  br label %25, !dbg !272

25:                                               ; preds = %13, %11, %3
  ret void, !dbg !272

26:                                               ; preds = %26, %9
  %27 = phi i64 [ 0, %9 ], [ %48, %26 ]
  %28 = phi i64 [ 0, %9 ], [ %49, %26 ]
    #dbg_value(i64 %27, !251, !DIExpression(), !254)
  %29 = getelementptr inbounds nuw %struct.point, ptr %0, i64 %27, !dbg !261
  %30 = load float, ptr %29, align 4, !dbg !263, !tbaa !264
  %31 = fadd float %2, %30, !dbg !273
  store float %31, ptr %29, align 4, !dbg !274, !tbaa !264
  %32 = getelementptr inbounds nuw i8, ptr %29, i64 12, !dbg !268
  %33 = trunc i64 %27 to i8, !dbg !269
  %34 = and i8 %33, 14, !dbg !269
  %35 = load i8, ptr %32, align 4, !dbg !269
  %36 = and i8 %35, -32, !dbg !269
  %37 = or disjoint i8 %36, %34, !dbg !275
  store i8 %37, ptr %32, align 4, !dbg !276
  %38 = or disjoint i64 %27, 1, !dbg !277
    #dbg_value(i64 %38, !251, !DIExpression(), !254)
  %39 = getelementptr inbounds nuw %struct.point, ptr %0, i64 %38, !dbg !261
  %40 = load float, ptr %39, align 4, !dbg !263, !tbaa !264
  %41 = fadd float %2, %40, !dbg !278
  store float %41, ptr %39, align 4, !dbg !279, !tbaa !264
  %42 = getelementptr inbounds nuw i8, ptr %39, i64 12, !dbg !268
  %43 = trunc i64 %38 to i8, !dbg !269
  %44 = and i8 %43, 15, !dbg !269
  %45 = load i8, ptr %42, align 4, !dbg !269
  %46 = and i8 %45, -32, !dbg !269
  %47 = or disjoint i8 %46, %44, !dbg !280
  store i8 %47, ptr %42, align 4, !dbg !281
  %48 = add nuw nsw i64 %27, 2, !dbg !282
    #dbg_value(i64 %48, !251, !DIExpression(), !254)
  %49 = add i64 %28, 2, !dbg !283
  %50 = icmp eq i64 %49, %10, !dbg !283
  br i1 %50, label %11, label %26, !dbg !283, !llvm.loop !284
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define i32 @sad(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !dbg !286 {
    #dbg_value(ptr %0, !290, !DIExpression(), !299)
    #dbg_value(ptr %1, !291, !DIExpression(), !299)
    #dbg_value(i32 %2, !292, !DIExpression(), !299)
    #dbg_value(i32 0, !293, !DIExpression(), !299)
    #dbg_value(i32 0, !294, !DIExpression(), !300)
  %4 = icmp sgt i32 %2, 0, !dbg !301
  br i1 %4, label %5, label %41, !dbg !302

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64, !dbg !303
  %7 = icmp ult i32 %2, 8, !dbg !304
  br i1 %7, label %38, label %8, !dbg !304

8:                                                ; preds = %5
  %9 = and i64 %6, 2147483640
  br label %10, !dbg !304

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %32, %10 ], !dbg !305
  %12 = phi <4 x i32> [ zeroinitializer, %8 ], [ %30, %10 ]
  %13 = phi <4 x i32> [ zeroinitializer, %8 ], [ %31, %10 ]
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 %11, !dbg !306
  %15 = getelementptr inbounds nuw i8, ptr %14, i64 4, !dbg !306
  %16 = load <4 x i8>, ptr %14, align 1, !dbg !306, !tbaa !114
  %17 = load <4 x i8>, ptr %15, align 1, !dbg !306, !tbaa !114
  %18 = zext <4 x i8> %16 to <4 x i32>, !dbg !306
  %19 = zext <4 x i8> %17 to <4 x i32>, !dbg !306
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 %11, !dbg !307
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 4, !dbg !307
  %22 = load <4 x i8>, ptr %20, align 1, !dbg !307, !tbaa !114
  %23 = load <4 x i8>, ptr %21, align 1, !dbg !307, !tbaa !114
  %24 = zext <4 x i8> %22 to <4 x i32>, !dbg !307
  %25 = zext <4 x i8> %23 to <4 x i32>, !dbg !307
  %26 = sub nsw <4 x i32> %18, %24, !dbg !308
  %27 = sub nsw <4 x i32> %19, %25, !dbg !308
  %28 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %26, i1 true), !dbg !309
  %29 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %27, i1 true), !dbg !309
  %30 = add <4 x i32> %28, %12, !dbg !310
  %31 = add <4 x i32> %29, %13, !dbg !310
  %32 = add nuw i64 %11, 8, !dbg !305
  %33 = icmp eq i64 %32, %9, !dbg !311
  br i1 %33, label %34, label %10, !dbg !311, !llvm.loop !312

34:                                               ; preds = %10
  %35 = add <4 x i32> %31, %30, !dbg !311
  %36 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %35), !dbg !311
  %37 = icmp eq i64 %9, %6, !dbg !311
  br i1 %37, label %41, label %38, !dbg !311

38:                                               ; preds = %5, %34
  %39 = phi i64 [ 0, %5 ], [ %9, %34 ]
  %40 = phi i32 [ 0, %5 ], [ %36, %34 ]
  br label %43, !dbg !311

41:                                               ; preds = %43, %34, %3
  %42 = phi i32 [ 0, %3 ], [ %36, %34 ], [ %54, %43 ], !dbg !299
  ret i32 %42, !dbg !313

43:                                               ; preds = %38, %43
  %44 = phi i64 [ %55, %43 ], [ %39, %38 ]
  %45 = phi i32 [ %54, %43 ], [ %40, %38 ]
    #dbg_value(i32 %45, !293, !DIExpression(), !299)
    #dbg_value(i64 %44, !294, !DIExpression(), !300)
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 %44, !dbg !306
  %47 = load i8, ptr %46, align 1, !dbg !306, !tbaa !114
  %48 = zext i8 %47 to i32, !dbg !306
  %49 = getelementptr inbounds nuw i8, ptr %1, i64 %44, !dbg !307
  %50 = load i8, ptr %49, align 1, !dbg !307, !tbaa !114
  %51 = zext i8 %50 to i32, !dbg !307
  %52 = sub nsw i32 %48, %51, !dbg !308
    #dbg_value(i32 %52, !296, !DIExpression(), !314)
  %53 = tail call i32 @llvm.abs.i32(i32 %52, i1 true), !dbg !309
  %54 = add i32 %53, %45, !dbg !310
    #dbg_value(i32 %54, !293, !DIExpression(), !299)
  %55 = add nuw nsw i64 %44, 1, !dbg !305
    #dbg_value(i64 %55, !294, !DIExpression(), !300)
  %56 = icmp eq i64 %55, %6, !dbg !303
  br i1 %56, label %41, label %43, !dbg !311, !llvm.loop !315
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @widen(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !dbg !316 {
    #dbg_value(ptr %0, !328, !DIExpression(), !333)
    #dbg_value(ptr %1, !329, !DIExpression(), !333)
    #dbg_value(i32 %2, !330, !DIExpression(), !333)
    #dbg_value(i32 0, !331, !DIExpression(), !334)
  %4 = icmp eq i32 %2, 0, !dbg !335
  br i1 %4, label %27, label %5, !dbg !337

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64, !dbg !338
  %7 = and i64 %6, 3, !dbg !339
  %8 = icmp ult i32 %2, 4, !dbg !339
  br i1 %8, label %13, label %9, !dbg !339

9:                                                ; preds = %5
  %10 = and i64 %6, 4294967292, !dbg !339
  br label %28, !dbg !339

11:                                               ; preds = %28
  %12 = icmp eq i64 %7, 0, !dbg !339
  br i1 %12, label %27, label %13, !dbg !339

13:                                               ; preds = %11, %5
  %14 = phi i64 [ 0, %5 ], [ %54, %11 ]
  %15 = icmp ne i64 %7, 0, !dbg !340
  tail call void @llvm.assume(i1 %15), !dbg !340
  br label %16, !dbg !340

16:                                               ; preds = %16, %13
  %17 = phi i64 [ %14, %13 ], [ %24, %16 ]
  %18 = phi i64 [ 0, %13 ], [ %25, %16 ]
    #dbg_value(i64 %17, !331, !DIExpression(), !334)
  %19 = getelementptr inbounds nuw i16, ptr %1, i64 %17, !dbg !341
  %20 = load i16, ptr %19, align 2, !dbg !341, !tbaa !342
  %21 = sext i16 %20 to i64, !dbg !344
  %22 = mul nsw i64 %21, %21, !dbg !345
  %23 = getelementptr inbounds nuw i64, ptr %0, i64 %17, !dbg !346
  store i64 %22, ptr %23, align 8, !dbg !347, !tbaa !348
  %24 = add nuw nsw i64 %17, 1, !dbg !350
    #dbg_value(i64 %24, !331, !DIExpression(), !334)
  %25 = add i64 %18, 1, !dbg !351
  %26 = icmp eq i64 %25, %7, !dbg !351
  br i1 %26, label %27, label %16, !dbg !351, !llvm.loop !352

27:                                               ; preds = %11, %16, %3
  ret void, !dbg !353

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %54, %28 ]
  %30 = phi i64 [ 0, %9 ], [ %55, %28 ]
    #dbg_value(i64 %29, !331, !DIExpression(), !334)
  %31 = getelementptr inbounds nuw i16, ptr %1, i64 %29, !dbg !341
  %32 = load i16, ptr %31, align 2, !dbg !341, !tbaa !342
  %33 = sext i16 %32 to i64, !dbg !344
  %34 = mul nsw i64 %33, %33, !dbg !354
  %35 = getelementptr inbounds nuw i64, ptr %0, i64 %29, !dbg !346
  store i64 %34, ptr %35, align 8, !dbg !355, !tbaa !348
  %36 = or disjoint i64 %29, 1, !dbg !356
    #dbg_value(i64 %36, !331, !DIExpression(), !334)
  %37 = getelementptr inbounds nuw i16, ptr %1, i64 %36, !dbg !341
  %38 = load i16, ptr %37, align 2, !dbg !341, !tbaa !342
  %39 = sext i16 %38 to i64, !dbg !344
  %40 = mul nsw i64 %39, %39, !dbg !357
  %41 = getelementptr inbounds nuw i64, ptr %0, i64 %36, !dbg !346
  store i64 %40, ptr %41, align 8, !dbg !358, !tbaa !348
  %42 = or disjoint i64 %29, 2, !dbg !359
    #dbg_value(i64 %42, !331, !DIExpression(), !334)
  %43 = getelementptr inbounds nuw i16, ptr %1, i64 %42, !dbg !341
  %44 = load i16, ptr %43, align 2, !dbg !341, !tbaa !342
  %45 = sext i16 %44 to i64, !dbg !344
  %46 = mul nsw i64 %45, %45, !dbg !360
  %47 = getelementptr inbounds nuw i64, ptr %0, i64 %42, !dbg !346
  store i64 %46, ptr %47, align 8, !dbg !361, !tbaa !348
  %48 = or disjoint i64 %29, 3, !dbg !362
    #dbg_value(i64 %48, !331, !DIExpression(), !334)
  %49 = getelementptr inbounds nuw i16, ptr %1, i64 %48, !dbg !341
  %50 = load i16, ptr %49, align 2, !dbg !341, !tbaa !342
  %51 = sext i16 %50 to i64, !dbg !344
  %52 = mul nsw i64 %51, %51, !dbg !363
  %53 = getelementptr inbounds nuw i64, ptr %0, i64 %48, !dbg !346
  store i64 %52, ptr %53, align 8, !dbg !364, !tbaa !348
  %54 = add nuw nsw i64 %29, 4, !dbg !365
    #dbg_value(i64 %54, !331, !DIExpression(), !334)
  %55 = add i64 %30, 4, !dbg !366
  %56 = icmp eq i64 %55, %10, !dbg !366
  br i1 %56, label %11, label %28, !dbg !366, !llvm.loop !367
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef <4 x float> @vec_ops(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #3 !dbg !369 {
    #dbg_value(<4 x float> %0, !377, !DIExpression(), !380)
    #dbg_value(<4 x float> %1, !378, !DIExpression(), !380)
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>), !dbg !381
    #dbg_value(<4 x float> %3, !379, !DIExpression(), !380)
  %4 = shufflevector <4 x float> %3, <4 x float> %0, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !382
  ret <4 x float> %4, !dbg !383
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define <8 x i32> @vec_int(ptr noundef readonly byval(<8 x i32>) align 32 captures(none) %0, ptr noundef readonly byval(<8 x i32>) align 32 captures(none) %1) local_unnamed_addr #5 !dbg !384 {
  %3 = load <8 x i32>, ptr %0, align 32, !tbaa !114
  %4 = load <8 x i32>, ptr %1, align 32, !tbaa !114
    #dbg_value(<8 x i32> %3, !392, !DIExpression(), !394)
    #dbg_value(<8 x i32> %4, !393, !DIExpression(), !394)
  %5 = ashr <8 x i32> %3, splat (i32 2), !dbg !395
  %6 = and <8 x i32> %4, splat (i32 7), !dbg !396
  %7 = xor <8 x i32> %6, %5, !dbg !397
  ret <8 x i32> %7, !dbg !398
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define i64 @bump(i64 noundef %0) local_unnamed_addr #6 !dbg !399 {
    #dbg_value(i64 %0, !403, !DIExpression(), !404)
  %2 = atomicrmw add ptr @counter, i64 %0 monotonic, align 8, !dbg !405
  ret i64 %2, !dbg !406
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define range(i32 0, 2) i32 @try_set(i32 noundef %0) local_unnamed_addr #6 !dbg !407 {
    #dbg_value(i32 %0, !411, !DIExpression(), !412)
  %2 = cmpxchg weak ptr @flag, i32 %0, i32 1 acq_rel acquire, align 4, !dbg !413
  %3 = extractvalue { i32, i1 } %2, 1, !dbg !414
  %4 = zext i1 %3 to i32, !dbg !415
  ret i32 %4, !dbg !416
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define void @publish(i32 noundef %0) local_unnamed_addr #7 !dbg !417 {
    #dbg_value(i32 %0, !421, !DIExpression(), !422)
  store atomic i32 %0, ptr @flag release, align 4, !dbg !423
  fence seq_cst, !dbg !424
  ret void, !dbg !425
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define range(i32 -1, 31) i32 @classify(i32 noundef %0) local_unnamed_addr #8 !dbg !426 {
    #dbg_value(i32 %0, !428, !DIExpression(), !429)
  switch i32 %0, label %4 [
    i32 0, label %7
    i32 1, label %2
    i32 7, label %2
    i32 42, label %3
  ], !dbg !430

2:                                                ; preds = %1, %1
  br label %7, !dbg !431

3:                                                ; preds = %1
  br label %7, !dbg !433

4:                                                ; preds = %1
  %5 = icmp sgt i32 %0, 100, !dbg !434
  %6 = select i1 %5, i32 1, i32 -1, !dbg !435
  br label %7, !dbg !436

7:                                                ; preds = %1, %4, %3, %2
  %8 = phi i32 [ %6, %4 ], [ 30, %3 ], [ 20, %2 ], [ 10, %1 ], !dbg !437
  ret i32 %8, !dbg !438
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define i32 @total(i32 noundef %0, ...) local_unnamed_addr #9 !dbg !439 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !461
    #dbg_assign(i1 poison, !444, !DIExpression(), !461, ptr %2, !DIExpression(), !462)
    #dbg_value(i32 %0, !443, !DIExpression(), !462)
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #17, !dbg !463
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !464
    #dbg_value(i32 0, !459, !DIExpression(), !465)
    #dbg_value(i32 0, !458, !DIExpression(), !462)
  %3 = icmp sgt i32 %0, 0, !dbg !466
  br i1 %3, label %4, label %32, !dbg !468

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !469
  %11 = icmp eq i32 %0, 1, !dbg !469
  br i1 %11, label %16, label %12, !dbg !469

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !468
  br label %34, !dbg !468

14:                                               ; preds = %59
  %15 = icmp eq i32 %10, 0, !dbg !470
  br i1 %15, label %32, label %16, !dbg !470

16:                                               ; preds = %14, %4
  %17 = phi ptr [ %9, %4 ], [ %60, %14 ]
  %18 = phi i32 [ 0, %4 ], [ %64, %14 ]
  %19 = phi i32 [ %5, %4 ], [ %61, %14 ]
  %20 = icmp ne i32 %10, 0, !dbg !470
  call void @llvm.assume(i1 %20), !dbg !470
    #dbg_value(i32 poison, !459, !DIExpression(), !465)
    #dbg_value(i32 %18, !458, !DIExpression(), !462)
  %21 = icmp ult i32 %19, 41, !dbg !470
  br i1 %21, label %24, label %22, !dbg !470

22:                                               ; preds = %16
  %23 = getelementptr i8, ptr %17, i64 8, !dbg !470
  store ptr %23, ptr %6, align 8, !dbg !470, !DIAssignID !471
    #dbg_assign(ptr %23, !444, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !471, ptr %6, !DIExpression(), !462)
  br label %28, !dbg !470

24:                                               ; preds = %16
  %25 = zext nneg i32 %19 to i64, !dbg !470
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !470
  %27 = add nuw nsw i32 %19, 8, !dbg !470
  store i32 %27, ptr %2, align 16, !dbg !470, !DIAssignID !472
    #dbg_assign(i32 %27, !444, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !472, ptr %2, !DIExpression(), !462)
  br label %28, !dbg !470

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %17, %22 ], !dbg !470
  %30 = load i32, ptr %29, align 4, !dbg !470, !tbaa !38
  %31 = add nsw i32 %30, %18, !dbg !473
    #dbg_value(i32 %31, !458, !DIExpression(), !462)
    #dbg_value(i32 poison, !459, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !465)
  br label %32, !dbg !474

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %64, %14 ], [ %31, %28 ], !dbg !462
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !474
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #17, !dbg !475
  ret i32 %33, !dbg !476

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
    #dbg_value(i32 poison, !459, !DIExpression(), !465)
    #dbg_value(i32 %36, !458, !DIExpression(), !462)
  %39 = icmp ult i32 %37, 41, !dbg !470
  br i1 %39, label %40, label %44, !dbg !470

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64, !dbg !470
  %42 = getelementptr i8, ptr %8, i64 %41, !dbg !470
  %43 = add nuw nsw i32 %37, 8, !dbg !470
  store i32 %43, ptr %2, align 16, !dbg !470, !DIAssignID !472
    #dbg_assign(i32 %43, !444, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !472, ptr %2, !DIExpression(), !462)
  br label %46, !dbg !470

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8, !dbg !470
  store ptr %45, ptr %6, align 8, !dbg !470, !DIAssignID !471
    #dbg_assign(ptr %45, !444, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !471, ptr %6, !DIExpression(), !462)
  br label %46, !dbg !470

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ], !dbg !470
  %50 = load i32, ptr %49, align 4, !dbg !470, !tbaa !38
  %51 = add nsw i32 %50, %36, !dbg !477
    #dbg_value(i32 %51, !458, !DIExpression(), !462)
    #dbg_value(i32 poison, !459, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !465)
  %52 = icmp ult i32 %48, 41, !dbg !470
  br i1 %52, label %55, label %53, !dbg !470

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8, !dbg !470
  store ptr %54, ptr %6, align 8, !dbg !470, !DIAssignID !471
    #dbg_assign(ptr %54, !444, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !471, ptr %6, !DIExpression(), !462)
  br label %59, !dbg !470

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64, !dbg !470
  %57 = getelementptr i8, ptr %8, i64 %56, !dbg !470
  %58 = add nuw nsw i32 %48, 8, !dbg !470
  store i32 %58, ptr %2, align 16, !dbg !470, !DIAssignID !472
    #dbg_assign(i32 %58, !444, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !472, ptr %2, !DIExpression(), !462)
  br label %59, !dbg !470

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ], !dbg !470
  %63 = load i32, ptr %62, align 4, !dbg !470, !tbaa !38
  %64 = add nsw i32 %63, %51, !dbg !478
    #dbg_value(i32 %64, !458, !DIExpression(), !462)
    #dbg_value(i32 poison, !459, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !465)
  %65 = add i32 %38, 2, !dbg !479
  %66 = icmp eq i32 %65, %13, !dbg !479
  br i1 %66, label %14, label %34, !dbg !479, !llvm.loop !480
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #10

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define i32 @rotl(i32 noundef %0, i32 noundef %1) local_unnamed_addr #11 !dbg !482 {
    #dbg_value(i32 %0, !486, !DIExpression(), !489)
    #dbg_value(i32 %1, !487, !DIExpression(), !489)
  %3 = tail call i32 asm "roll %cl, $0", "=r,0,{cx},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 %1) #18, !dbg !490, !srcloc !491
    #dbg_value(i32 %3, !488, !DIExpression(), !489)
  ret i32 %3, !dbg !492
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define range(i32 -2147483647, -2147483648) i32 @tls_bump() local_unnamed_addr #12 !dbg !493 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter), !dbg !496
  %2 = load i32, ptr %1, align 4, !dbg !497, !tbaa !38
  %3 = add nsw i32 %2, 1, !dbg !498
  store i32 %3, ptr %1, align 4, !dbg !499, !tbaa !38
  ret i32 %3, !dbg !500
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #13

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define noundef i32 @sat_add(i32 noundef %0, i32 noundef %1) local_unnamed_addr #8 !dbg !501 {
    #dbg_value(i32 %0, !505, !DIExpression(), !508)
    #dbg_value(i32 %1, !506, !DIExpression(), !508)
    #dbg_value(i32 poison, !507, !DIExpression(), !508)
  %3 = tail call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1), !dbg !509
  ret i32 %3, !dbg !511
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define void @matmul(i32 noundef %0, ptr noalias noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3) local_unnamed_addr #2 !dbg !512 {
    #dbg_value(i32 %0, !521, !DIExpression(), !533)
    #dbg_value(ptr %1, !522, !DIExpression(), !533)
    #dbg_value(ptr %2, !523, !DIExpression(), !533)
    #dbg_value(ptr %3, !524, !DIExpression(), !533)
    #dbg_value(i32 0, !525, !DIExpression(), !534)
  %5 = icmp sgt i32 %0, 0, !dbg !535
  br i1 %5, label %6, label %43, !dbg !536

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64, !dbg !537
  br label %8, !dbg !536

8:                                                ; preds = %116, %6
  %9 = phi i64 [ 0, %6 ], [ %117, %116 ]
    #dbg_value(i64 %9, !525, !DIExpression(), !534)
    #dbg_value(i32 0, !527, !DIExpression(), !538)
  %10 = getelementptr inbounds nuw [64 x float], ptr %2, i64 %9
  %11 = getelementptr inbounds nuw [64 x float], ptr %1, i64 %9
  %12 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %13 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %14 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %15 = getelementptr inbounds nuw i8, ptr %11, i64 64
  %16 = getelementptr inbounds nuw i8, ptr %11, i64 80
  %17 = getelementptr inbounds nuw i8, ptr %11, i64 96
  %18 = getelementptr inbounds nuw i8, ptr %11, i64 112
  %19 = getelementptr inbounds nuw i8, ptr %11, i64 128
  %20 = getelementptr inbounds nuw i8, ptr %11, i64 144
  %21 = getelementptr inbounds nuw i8, ptr %11, i64 160
  %22 = getelementptr inbounds nuw i8, ptr %11, i64 176
  %23 = getelementptr inbounds nuw i8, ptr %11, i64 192
  %24 = getelementptr inbounds nuw i8, ptr %11, i64 208
  %25 = getelementptr inbounds nuw i8, ptr %11, i64 224
  %26 = getelementptr inbounds nuw i8, ptr %11, i64 240
  %27 = load <4 x float>, ptr %11, align 4, !tbaa !63
  %28 = load <4 x float>, ptr %12, align 4, !tbaa !63
  %29 = load <4 x float>, ptr %13, align 4, !tbaa !63
  %30 = load <4 x float>, ptr %14, align 4, !tbaa !63
  %31 = load <4 x float>, ptr %15, align 4, !tbaa !63
  %32 = load <4 x float>, ptr %16, align 4, !tbaa !63
  %33 = load <4 x float>, ptr %17, align 4, !tbaa !63
  %34 = load <4 x float>, ptr %18, align 4, !tbaa !63
  %35 = load <4 x float>, ptr %19, align 4, !tbaa !63
  %36 = load <4 x float>, ptr %20, align 4, !tbaa !63
  %37 = load <4 x float>, ptr %21, align 4, !tbaa !63
  %38 = load <4 x float>, ptr %22, align 4, !tbaa !63
  %39 = load <4 x float>, ptr %23, align 4, !tbaa !63
  %40 = load <4 x float>, ptr %24, align 4, !tbaa !63
  %41 = load <4 x float>, ptr %25, align 4, !tbaa !63
  %42 = load <4 x float>, ptr %26, align 4, !tbaa !63
  br label %44, !dbg !539

43:                                               ; preds = %116, %4
  ret void, !dbg !540

44:                                               ; preds = %8, %44
  %45 = phi <4 x float> [ %42, %8 ], [ %113, %44 ]
  %46 = phi <4 x float> [ %41, %8 ], [ %112, %44 ]
  %47 = phi <4 x float> [ %40, %8 ], [ %107, %44 ]
  %48 = phi <4 x float> [ %39, %8 ], [ %106, %44 ]
  %49 = phi <4 x float> [ %38, %8 ], [ %101, %44 ]
  %50 = phi <4 x float> [ %37, %8 ], [ %100, %44 ]
  %51 = phi <4 x float> [ %36, %8 ], [ %95, %44 ]
  %52 = phi <4 x float> [ %35, %8 ], [ %94, %44 ]
  %53 = phi <4 x float> [ %34, %8 ], [ %89, %44 ]
  %54 = phi <4 x float> [ %33, %8 ], [ %88, %44 ]
  %55 = phi <4 x float> [ %32, %8 ], [ %83, %44 ]
  %56 = phi <4 x float> [ %31, %8 ], [ %82, %44 ]
  %57 = phi <4 x float> [ %30, %8 ], [ %77, %44 ]
  %58 = phi <4 x float> [ %29, %8 ], [ %76, %44 ]
  %59 = phi <4 x float> [ %28, %8 ], [ %71, %44 ]
  %60 = phi <4 x float> [ %27, %8 ], [ %70, %44 ]
  %61 = phi i64 [ 0, %8 ], [ %114, %44 ]
    #dbg_value(i64 %61, !527, !DIExpression(), !538)
    #dbg_value(i32 0, !530, !DIExpression(), !541)
  %62 = getelementptr inbounds nuw float, ptr %10, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !63
  %64 = insertelement <4 x float> poison, float %63, i64 0
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <4 x i32> zeroinitializer
  %66 = getelementptr inbounds nuw [64 x float], ptr %3, i64 %61
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 16, !dbg !542
  %68 = load <4 x float>, ptr %66, align 4, !dbg !542, !tbaa !63
  %69 = load <4 x float>, ptr %67, align 4, !dbg !542, !tbaa !63
  %70 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %68, <4 x float> %60), !dbg !544
  %71 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %69, <4 x float> %59), !dbg !544
  %72 = getelementptr inbounds nuw i8, ptr %66, i64 32, !dbg !542
  %73 = getelementptr inbounds nuw i8, ptr %66, i64 48, !dbg !542
  %74 = load <4 x float>, ptr %72, align 4, !dbg !542, !tbaa !63
  %75 = load <4 x float>, ptr %73, align 4, !dbg !542, !tbaa !63
  %76 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %74, <4 x float> %58), !dbg !545
  %77 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %75, <4 x float> %57), !dbg !545
  %78 = getelementptr inbounds nuw i8, ptr %66, i64 64, !dbg !542
  %79 = getelementptr inbounds nuw i8, ptr %66, i64 80, !dbg !542
  %80 = load <4 x float>, ptr %78, align 4, !dbg !542, !tbaa !63
  %81 = load <4 x float>, ptr %79, align 4, !dbg !542, !tbaa !63
  %82 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %80, <4 x float> %56), !dbg !546
  %83 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %81, <4 x float> %55), !dbg !546
  %84 = getelementptr inbounds nuw i8, ptr %66, i64 96, !dbg !542
  %85 = getelementptr inbounds nuw i8, ptr %66, i64 112, !dbg !542
  %86 = load <4 x float>, ptr %84, align 4, !dbg !542, !tbaa !63
  %87 = load <4 x float>, ptr %85, align 4, !dbg !542, !tbaa !63
  %88 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %86, <4 x float> %54), !dbg !547
  %89 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %87, <4 x float> %53), !dbg !547
  %90 = getelementptr inbounds nuw i8, ptr %66, i64 128, !dbg !542
  %91 = getelementptr inbounds nuw i8, ptr %66, i64 144, !dbg !542
  %92 = load <4 x float>, ptr %90, align 4, !dbg !542, !tbaa !63
  %93 = load <4 x float>, ptr %91, align 4, !dbg !542, !tbaa !63
  %94 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %92, <4 x float> %52), !dbg !548
  %95 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %93, <4 x float> %51), !dbg !548
  %96 = getelementptr inbounds nuw i8, ptr %66, i64 160, !dbg !542
  %97 = getelementptr inbounds nuw i8, ptr %66, i64 176, !dbg !542
  %98 = load <4 x float>, ptr %96, align 4, !dbg !542, !tbaa !63
  %99 = load <4 x float>, ptr %97, align 4, !dbg !542, !tbaa !63
  %100 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %98, <4 x float> %50), !dbg !549
  %101 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %99, <4 x float> %49), !dbg !549
  %102 = getelementptr inbounds nuw i8, ptr %66, i64 192, !dbg !542
  %103 = getelementptr inbounds nuw i8, ptr %66, i64 208, !dbg !542
  %104 = load <4 x float>, ptr %102, align 4, !dbg !542, !tbaa !63
  %105 = load <4 x float>, ptr %103, align 4, !dbg !542, !tbaa !63
  %106 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %104, <4 x float> %48), !dbg !550
  %107 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %105, <4 x float> %47), !dbg !550
  %108 = getelementptr inbounds nuw i8, ptr %66, i64 224, !dbg !542
  %109 = getelementptr inbounds nuw i8, ptr %66, i64 240, !dbg !542
  %110 = load <4 x float>, ptr %108, align 4, !dbg !542, !tbaa !63
  %111 = load <4 x float>, ptr %109, align 4, !dbg !542, !tbaa !63
  %112 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %110, <4 x float> %46), !dbg !551
  %113 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %65, <4 x float> %111, <4 x float> %45), !dbg !551
  %114 = add nuw nsw i64 %61, 1, !dbg !552
    #dbg_value(i64 %114, !527, !DIExpression(), !538)
  %115 = icmp eq i64 %114, %7, !dbg !553
  br i1 %115, label %116, label %44, !dbg !554, !llvm.loop !555

116:                                              ; preds = %44
  store <4 x float> %70, ptr %11, align 4, !dbg !558, !tbaa !63
  store <4 x float> %71, ptr %12, align 4, !dbg !558, !tbaa !63
  store <4 x float> %76, ptr %13, align 4, !dbg !559, !tbaa !63
  store <4 x float> %77, ptr %14, align 4, !dbg !559, !tbaa !63
  store <4 x float> %82, ptr %15, align 4, !dbg !560, !tbaa !63
  store <4 x float> %83, ptr %16, align 4, !dbg !560, !tbaa !63
  store <4 x float> %88, ptr %17, align 4, !dbg !561, !tbaa !63
  store <4 x float> %89, ptr %18, align 4, !dbg !561, !tbaa !63
  store <4 x float> %94, ptr %19, align 4, !dbg !562, !tbaa !63
  store <4 x float> %95, ptr %20, align 4, !dbg !562, !tbaa !63
  store <4 x float> %100, ptr %21, align 4, !dbg !563, !tbaa !63
  store <4 x float> %101, ptr %22, align 4, !dbg !563, !tbaa !63
  store <4 x float> %106, ptr %23, align 4, !dbg !564, !tbaa !63
  store <4 x float> %107, ptr %24, align 4, !dbg !564, !tbaa !63
  store <4 x float> %112, ptr %25, align 4, !dbg !565, !tbaa !63
  store <4 x float> %113, ptr %26, align 4, !dbg !565, !tbaa !63
  %117 = add nuw nsw i64 %9, 1, !dbg !566
    #dbg_value(i64 %117, !525, !DIExpression(), !534)
  %118 = icmp eq i64 %117, %7, !dbg !537
  br i1 %118, label %43, label %8, !dbg !567, !llvm.loop !568
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #14

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #15

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #14

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #11 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #17 = { nounwind }
attributes #18 = { nounwind memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}
!llvm.errno.tbaa = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 67, type: !29, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang version 22.1.8", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !21, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/loops.c", directory: "./crates/ir/tests/data/modern")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "./.venv/lib/python3.11/site-packages/ziglang/lib/include/stdatomic.h", directory: "")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !17, line: 27, baseType: !18)
!17 = !DIFile(filename: "./.venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/bits/stdint-intn.h", directory: "")
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !19, line: 44, baseType: !20)
!19 = !DIFile(filename: "./.venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/bits/types.h", directory: "")
!20 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!21 = !{!0, !22, !27}
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 68, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !26)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "tls_counter", scope: !2, file: !3, line: 106, type: !26, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!30 = !{i32 7, !"Dwarf Version", i32 4}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"frame-pointer", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"clang version 22.1.8"}
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 13, type: !43, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48, keyInstructions: true)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !46, !26}
!45 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!48 = !{!49, !50, !51, !52}
!49 = !DILocalVariable(name: "a", arg: 1, scope: !42, file: !3, line: 13, type: !46)
!50 = !DILocalVariable(name: "n", arg: 2, scope: !42, file: !3, line: 13, type: !26)
!51 = !DILocalVariable(name: "s", scope: !42, file: !3, line: 14, type: !45)
!52 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 15, type: !26)
!53 = distinct !DILexicalBlock(scope: !42, file: !3, line: 15, column: 3)
!54 = !DILocation(line: 0, scope: !42)
!55 = !DILocation(line: 0, scope: !53)
!56 = !DILocation(line: 15, column: 21, scope: !57, atomGroup: 18, atomRank: 1)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 15, column: 3)
!58 = !DILocation(line: 15, column: 3, scope: !53, atomGroup: 19, atomRank: 1)
!59 = !DILocation(line: 15, column: 21, scope: !57, atomGroup: 3, atomRank: 1)
!60 = !DILocation(line: 15, column: 3, scope: !53)
!61 = !DILocation(line: 15, column: 3, scope: !53, atomGroup: 4, atomRank: 1)
!62 = !DILocation(line: 15, column: 36, scope: !57)
!63 = !{!64, !64, i64 0}
!64 = !{!"float", !40, i64 0}
!65 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 42, atomRank: 2)
!66 = !DILocation(line: 15, column: 27, scope: !57, atomGroup: 43, atomRank: 2)
!67 = !DILocation(line: 15, column: 3, scope: !53, atomGroup: 45, atomRank: 1)
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.unroll.disable"}
!70 = !DILocation(line: 16, column: 3, scope: !42, atomGroup: 9, atomRank: 1)
!71 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 5, atomRank: 2)
!72 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 46, atomRank: 2)
!73 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 50, atomRank: 2)
!74 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 54, atomRank: 2)
!75 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 58, atomRank: 2)
!76 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 62, atomRank: 2)
!77 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 66, atomRank: 2)
!78 = !DILocation(line: 15, column: 33, scope: !57, atomGroup: 70, atomRank: 2)
!79 = !DILocation(line: 15, column: 27, scope: !57, atomGroup: 71, atomRank: 2)
!80 = !DILocation(line: 15, column: 3, scope: !53, atomGroup: 73, atomRank: 1)
!81 = distinct !{!81, !60, !82, !83}
!82 = !DILocation(line: 15, column: 39, scope: !53)
!83 = !{!"llvm.loop.mustprogress"}
!84 = distinct !DISubprogram(name: "dot_u8", scope: !3, file: !3, line: 19, type: !85, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98, keyInstructions: true)
!85 = !DISubroutineType(types: !86)
!86 = !{!26, !87, !93, !26}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !90, line: 24, baseType: !91)
!90 = !DIFile(filename: "./.venv/lib/python3.11/site-packages/ziglang/lib/libc/include/generic-glibc/bits/stdint-uintn.h", directory: "")
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !19, line: 38, baseType: !92)
!92 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !17, line: 24, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !19, line: 37, baseType: !97)
!97 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!98 = !{!99, !100, !101, !102, !103}
!99 = !DILocalVariable(name: "a", arg: 1, scope: !84, file: !3, line: 19, type: !87)
!100 = !DILocalVariable(name: "b", arg: 2, scope: !84, file: !3, line: 19, type: !93)
!101 = !DILocalVariable(name: "n", arg: 3, scope: !84, file: !3, line: 19, type: !26)
!102 = !DILocalVariable(name: "s", scope: !84, file: !3, line: 20, type: !26)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 21, type: !26)
!104 = distinct !DILexicalBlock(scope: !84, file: !3, line: 21, column: 3)
!105 = !DILocation(line: 0, scope: !84)
!106 = !DILocation(line: 0, scope: !104)
!107 = !DILocation(line: 21, column: 21, scope: !108, atomGroup: 20, atomRank: 1)
!108 = distinct !DILexicalBlock(scope: !104, file: !3, line: 21, column: 3)
!109 = !DILocation(line: 21, column: 3, scope: !104, atomGroup: 21, atomRank: 1)
!110 = !DILocation(line: 21, column: 21, scope: !108, atomGroup: 3, atomRank: 1)
!111 = !DILocation(line: 21, column: 3, scope: !104)
!112 = !DILocation(line: 21, column: 27, scope: !108, atomGroup: 6, atomRank: 2)
!113 = !DILocation(line: 21, column: 36, scope: !108)
!114 = !{!40, !40, i64 0}
!115 = !DILocation(line: 21, column: 43, scope: !108)
!116 = !DILocation(line: 21, column: 41, scope: !108)
!117 = !DILocation(line: 21, column: 33, scope: !108, atomGroup: 5, atomRank: 2)
!118 = !DILocation(line: 21, column: 3, scope: !104, atomGroup: 4, atomRank: 1)
!119 = distinct !{!119, !83, !120, !121}
!120 = !{!"llvm.loop.isvectorized", i32 1}
!121 = !{!"llvm.loop.unroll.runtime.disable"}
!122 = !DILocation(line: 22, column: 3, scope: !84, atomGroup: 9, atomRank: 1)
!123 = distinct !{!123, !83, !121, !120}
!124 = distinct !DISubprogram(name: "cond_store", scope: !3, file: !3, line: 25, type: !125, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132, keyInstructions: true)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !127, !129, !26}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!132 = !{!133, !134, !135, !136}
!133 = !DILocalVariable(name: "a", arg: 1, scope: !124, file: !3, line: 25, type: !127)
!134 = !DILocalVariable(name: "b", arg: 2, scope: !124, file: !3, line: 25, type: !129)
!135 = !DILocalVariable(name: "n", arg: 3, scope: !124, file: !3, line: 25, type: !26)
!136 = !DILocalVariable(name: "i", scope: !137, file: !3, line: 26, type: !26)
!137 = distinct !DILexicalBlock(scope: !124, file: !3, line: 26, column: 3)
!138 = !DILocation(line: 0, scope: !124)
!139 = !DILocation(line: 0, scope: !137)
!140 = !DILocation(line: 26, column: 21, scope: !141, atomGroup: 22, atomRank: 1)
!141 = distinct !DILexicalBlock(scope: !137, file: !3, line: 26, column: 3)
!142 = !DILocation(line: 26, column: 3, scope: !137, atomGroup: 23, atomRank: 1)
!143 = !DILocation(line: 26, column: 21, scope: !141, atomGroup: 2, atomRank: 1)
!144 = !DILocation(line: 26, column: 3, scope: !137)
!145 = !DILocation(line: 26, column: 27, scope: !141, atomGroup: 6, atomRank: 2)
!146 = !DILocation(line: 27, column: 9, scope: !147)
!147 = distinct !DILexicalBlock(scope: !141, file: !3, line: 27, column: 9)
!148 = !DILocation(line: 27, column: 14, scope: !147, atomGroup: 4, atomRank: 2)
!149 = !DILocation(line: 27, column: 19, scope: !147)
!150 = !DILocation(line: 27, column: 31, scope: !147, atomGroup: 5, atomRank: 2)
!151 = !DILocation(line: 27, column: 24, scope: !147, atomGroup: 5, atomRank: 1)
!152 = !DILocation(line: 26, column: 3, scope: !137, atomGroup: 3, atomRank: 1)
!153 = distinct !{!153, !83, !120, !121}
!154 = !DILocation(line: 27, column: 14, scope: !147, atomGroup: 4, atomRank: 1)
!155 = !DILocation(line: 28, column: 1, scope: !124, atomGroup: 8, atomRank: 1)
!156 = distinct !{!156, !83, !121, !120}
!157 = distinct !DISubprogram(name: "vmax", scope: !3, file: !3, line: 30, type: !43, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !158, keyInstructions: true)
!158 = !{!159, !160, !161, !162}
!159 = !DILocalVariable(name: "a", arg: 1, scope: !157, file: !3, line: 30, type: !46)
!160 = !DILocalVariable(name: "n", arg: 2, scope: !157, file: !3, line: 30, type: !26)
!161 = !DILocalVariable(name: "m", scope: !157, file: !3, line: 31, type: !45)
!162 = !DILocalVariable(name: "i", scope: !163, file: !3, line: 32, type: !26)
!163 = distinct !DILexicalBlock(scope: !157, file: !3, line: 32, column: 3)
!164 = !DILocation(line: 0, scope: !157)
!165 = !DILocation(line: 0, scope: !163)
!166 = !DILocation(line: 32, column: 21, scope: !167, atomGroup: 24, atomRank: 1)
!167 = distinct !DILexicalBlock(scope: !163, file: !3, line: 32, column: 3)
!168 = !DILocation(line: 32, column: 3, scope: !163, atomGroup: 25, atomRank: 1)
!169 = !DILocation(line: 32, column: 21, scope: !167, atomGroup: 3, atomRank: 1)
!170 = !DILocation(line: 32, column: 3, scope: !163)
!171 = !DILocation(line: 32, column: 3, scope: !163, atomGroup: 4, atomRank: 1)
!172 = !DILocation(line: 32, column: 35, scope: !167)
!173 = !DILocation(line: 32, column: 40, scope: !167, atomGroup: 74, atomRank: 2)
!174 = !DILocation(line: 32, column: 27, scope: !167, atomGroup: 75, atomRank: 2)
!175 = !DILocation(line: 32, column: 3, scope: !163, atomGroup: 77, atomRank: 1)
!176 = distinct !{!176, !69}
!177 = !DILocation(line: 33, column: 3, scope: !157, atomGroup: 10, atomRank: 1)
!178 = !DILocation(line: 32, column: 40, scope: !167, atomGroup: 6, atomRank: 2)
!179 = !DILocation(line: 32, column: 40, scope: !167, atomGroup: 78, atomRank: 2)
!180 = !DILocation(line: 32, column: 40, scope: !167, atomGroup: 82, atomRank: 2)
!181 = !DILocation(line: 32, column: 40, scope: !167, atomGroup: 86, atomRank: 2)
!182 = !DILocation(line: 32, column: 27, scope: !167, atomGroup: 87, atomRank: 2)
!183 = !DILocation(line: 32, column: 3, scope: !163, atomGroup: 89, atomRank: 1)
!184 = distinct !{!184, !170, !185, !83}
!185 = !DILocation(line: 32, column: 53, scope: !163)
!186 = distinct !DISubprogram(name: "gather", scope: !3, file: !3, line: 36, type: !187, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !195, keyInstructions: true)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !189, !192, !130, !26}
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !191)
!195 = !{!196, !197, !198, !199, !200}
!196 = !DILocalVariable(name: "out", arg: 1, scope: !186, file: !3, line: 36, type: !189)
!197 = !DILocalVariable(name: "in", arg: 2, scope: !186, file: !3, line: 36, type: !192)
!198 = !DILocalVariable(name: "idx", arg: 3, scope: !186, file: !3, line: 36, type: !130)
!199 = !DILocalVariable(name: "n", arg: 4, scope: !186, file: !3, line: 36, type: !26)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 37, type: !26)
!201 = distinct !DILexicalBlock(scope: !186, file: !3, line: 37, column: 3)
!202 = !DILocation(line: 0, scope: !186)
!203 = !DILocation(line: 0, scope: !201)
!204 = !DILocation(line: 37, column: 21, scope: !205, atomGroup: 26, atomRank: 1)
!205 = distinct !DILexicalBlock(scope: !201, file: !3, line: 37, column: 3)
!206 = !DILocation(line: 37, column: 3, scope: !201, atomGroup: 27, atomRank: 1)
!207 = !DILocation(line: 37, column: 21, scope: !205, atomGroup: 2, atomRank: 1)
!208 = !DILocation(line: 37, column: 3, scope: !201)
!209 = !DILocation(line: 37, column: 3, scope: !201, atomGroup: 3, atomRank: 1)
!210 = !DILocation(line: 37, column: 43, scope: !205)
!211 = !DILocation(line: 37, column: 40, scope: !205)
!212 = !{!213, !213, i64 0}
!213 = !{!"double", !40, i64 0}
!214 = !DILocation(line: 37, column: 51, scope: !205, atomGroup: 90, atomRank: 2)
!215 = !DILocation(line: 37, column: 31, scope: !205)
!216 = !DILocation(line: 37, column: 38, scope: !205, atomGroup: 90, atomRank: 1)
!217 = !DILocation(line: 37, column: 27, scope: !205, atomGroup: 91, atomRank: 2)
!218 = !DILocation(line: 37, column: 3, scope: !201, atomGroup: 93, atomRank: 1)
!219 = distinct !{!219, !69}
!220 = !DILocation(line: 38, column: 1, scope: !186, atomGroup: 7, atomRank: 1)
!221 = !DILocation(line: 37, column: 51, scope: !205, atomGroup: 4, atomRank: 2)
!222 = !DILocation(line: 37, column: 38, scope: !205, atomGroup: 4, atomRank: 1)
!223 = !DILocation(line: 37, column: 27, scope: !205, atomGroup: 5, atomRank: 2)
!224 = !DILocation(line: 37, column: 51, scope: !205, atomGroup: 94, atomRank: 2)
!225 = !DILocation(line: 37, column: 38, scope: !205, atomGroup: 94, atomRank: 1)
!226 = !DILocation(line: 37, column: 27, scope: !205, atomGroup: 95, atomRank: 2)
!227 = !DILocation(line: 37, column: 51, scope: !205, atomGroup: 98, atomRank: 2)
!228 = !DILocation(line: 37, column: 38, scope: !205, atomGroup: 98, atomRank: 1)
!229 = !DILocation(line: 37, column: 27, scope: !205, atomGroup: 99, atomRank: 2)
!230 = !DILocation(line: 37, column: 51, scope: !205, atomGroup: 102, atomRank: 2)
!231 = !DILocation(line: 37, column: 38, scope: !205, atomGroup: 102, atomRank: 1)
!232 = !DILocation(line: 37, column: 27, scope: !205, atomGroup: 103, atomRank: 2)
!233 = !DILocation(line: 37, column: 3, scope: !201, atomGroup: 105, atomRank: 1)
!234 = distinct !{!234, !208, !235, !83}
!235 = !DILocation(line: 37, column: 53, scope: !201)
!236 = distinct !DISubprogram(name: "points", scope: !3, file: !3, line: 40, type: !237, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247, keyInstructions: true)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !239, !26, !45}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 11, size: 128, elements: !241)
!241 = !{!242, !243, !244, !245, !246}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !240, file: !3, line: 11, baseType: !45, size: 32)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !240, file: !3, line: 11, baseType: !45, size: 32, offset: 32)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !240, file: !3, line: 11, baseType: !45, size: 32, offset: 64)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !240, file: !3, line: 11, baseType: !26, size: 5, offset: 96, flags: DIFlagBitField, extraData: i64 96)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !240, file: !3, line: 11, baseType: !7, size: 3, offset: 101, flags: DIFlagBitField, extraData: i64 96)
!247 = !{!248, !249, !250, !251}
!248 = !DILocalVariable(name: "p", arg: 1, scope: !236, file: !3, line: 40, type: !239)
!249 = !DILocalVariable(name: "n", arg: 2, scope: !236, file: !3, line: 40, type: !26)
!250 = !DILocalVariable(name: "dx", arg: 3, scope: !236, file: !3, line: 40, type: !45)
!251 = !DILocalVariable(name: "i", scope: !252, file: !3, line: 41, type: !26)
!252 = distinct !DILexicalBlock(scope: !236, file: !3, line: 41, column: 3)
!253 = !DILocation(line: 0, scope: !236)
!254 = !DILocation(line: 0, scope: !252)
!255 = !DILocation(line: 41, column: 21, scope: !256, atomGroup: 28, atomRank: 1)
!256 = distinct !DILexicalBlock(scope: !252, file: !3, line: 41, column: 3)
!257 = !DILocation(line: 41, column: 3, scope: !252, atomGroup: 29, atomRank: 1)
!258 = !DILocation(line: 41, column: 21, scope: !256, atomGroup: 2, atomRank: 1)
!259 = !DILocation(line: 41, column: 3, scope: !252)
!260 = !DILocation(line: 41, column: 3, scope: !252, atomGroup: 3, atomRank: 1)
!261 = !DILocation(line: 42, column: 5, scope: !262)
!262 = distinct !DILexicalBlock(scope: !256, file: !3, line: 41, column: 31)
!263 = !DILocation(line: 42, column: 12, scope: !262)
!264 = !{!265, !64, i64 0}
!265 = !{!"point", !64, i64 0, !64, i64 4, !64, i64 8, !39, i64 12, !39, i64 12}
!266 = !DILocation(line: 42, column: 12, scope: !262, atomGroup: 106, atomRank: 2)
!267 = !DILocation(line: 42, column: 12, scope: !262, atomGroup: 106, atomRank: 1)
!268 = !DILocation(line: 43, column: 10, scope: !262)
!269 = !DILocation(line: 43, column: 14, scope: !262)
!270 = !DILocation(line: 43, column: 14, scope: !262, atomGroup: 107, atomRank: 2)
!271 = !DILocation(line: 43, column: 14, scope: !262, atomGroup: 107, atomRank: 1)
!272 = !DILocation(line: 45, column: 1, scope: !236, atomGroup: 8, atomRank: 1)
!273 = !DILocation(line: 42, column: 12, scope: !262, atomGroup: 4, atomRank: 2)
!274 = !DILocation(line: 42, column: 12, scope: !262, atomGroup: 4, atomRank: 1)
!275 = !DILocation(line: 43, column: 14, scope: !262, atomGroup: 5, atomRank: 2)
!276 = !DILocation(line: 43, column: 14, scope: !262, atomGroup: 5, atomRank: 1)
!277 = !DILocation(line: 41, column: 27, scope: !256, atomGroup: 6, atomRank: 2)
!278 = !DILocation(line: 42, column: 12, scope: !262, atomGroup: 111, atomRank: 2)
!279 = !DILocation(line: 42, column: 12, scope: !262, atomGroup: 111, atomRank: 1)
!280 = !DILocation(line: 43, column: 14, scope: !262, atomGroup: 112, atomRank: 2)
!281 = !DILocation(line: 43, column: 14, scope: !262, atomGroup: 112, atomRank: 1)
!282 = !DILocation(line: 41, column: 27, scope: !256, atomGroup: 113, atomRank: 2)
!283 = !DILocation(line: 41, column: 3, scope: !252, atomGroup: 115, atomRank: 1)
!284 = distinct !{!284, !259, !285, !83}
!285 = !DILocation(line: 44, column: 3, scope: !252)
!286 = distinct !DISubprogram(name: "sad", scope: !3, file: !3, line: 47, type: !287, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !289, keyInstructions: true)
!287 = !DISubroutineType(types: !288)
!288 = !{!7, !87, !87, !26}
!289 = !{!290, !291, !292, !293, !294, !296}
!290 = !DILocalVariable(name: "a", arg: 1, scope: !286, file: !3, line: 47, type: !87)
!291 = !DILocalVariable(name: "b", arg: 2, scope: !286, file: !3, line: 47, type: !87)
!292 = !DILocalVariable(name: "n", arg: 3, scope: !286, file: !3, line: 47, type: !26)
!293 = !DILocalVariable(name: "s", scope: !286, file: !3, line: 48, type: !7)
!294 = !DILocalVariable(name: "i", scope: !295, file: !3, line: 49, type: !26)
!295 = distinct !DILexicalBlock(scope: !286, file: !3, line: 49, column: 3)
!296 = !DILocalVariable(name: "d", scope: !297, file: !3, line: 50, type: !26)
!297 = distinct !DILexicalBlock(scope: !298, file: !3, line: 49, column: 31)
!298 = distinct !DILexicalBlock(scope: !295, file: !3, line: 49, column: 3)
!299 = !DILocation(line: 0, scope: !286)
!300 = !DILocation(line: 0, scope: !295)
!301 = !DILocation(line: 49, column: 21, scope: !298, atomGroup: 30, atomRank: 1)
!302 = !DILocation(line: 49, column: 3, scope: !295, atomGroup: 31, atomRank: 1)
!303 = !DILocation(line: 49, column: 21, scope: !298, atomGroup: 3, atomRank: 1)
!304 = !DILocation(line: 49, column: 3, scope: !295)
!305 = !DILocation(line: 49, column: 27, scope: !298, atomGroup: 8, atomRank: 2)
!306 = !DILocation(line: 50, column: 13, scope: !297)
!307 = !DILocation(line: 50, column: 20, scope: !297)
!308 = !DILocation(line: 50, column: 18, scope: !297, atomGroup: 5, atomRank: 2)
!309 = !DILocation(line: 51, column: 10, scope: !297, atomGroup: 7, atomRank: 1)
!310 = !DILocation(line: 51, column: 7, scope: !297, atomGroup: 6, atomRank: 2)
!311 = !DILocation(line: 49, column: 3, scope: !295, atomGroup: 4, atomRank: 1)
!312 = distinct !{!312, !83, !120, !121}
!313 = !DILocation(line: 53, column: 3, scope: !286, atomGroup: 11, atomRank: 1)
!314 = !DILocation(line: 0, scope: !297)
!315 = distinct !{!315, !83, !121, !120}
!316 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 56, type: !317, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !327, keyInstructions: true)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !319, !321, !7}
!319 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !320)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !322)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !324)
!324 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !17, line: 25, baseType: !325)
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !19, line: 39, baseType: !326)
!326 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!327 = !{!328, !329, !330, !331}
!328 = !DILocalVariable(name: "o", arg: 1, scope: !316, file: !3, line: 56, type: !319)
!329 = !DILocalVariable(name: "a", arg: 2, scope: !316, file: !3, line: 56, type: !321)
!330 = !DILocalVariable(name: "n", arg: 3, scope: !316, file: !3, line: 56, type: !7)
!331 = !DILocalVariable(name: "i", scope: !332, file: !3, line: 57, type: !7)
!332 = distinct !DILexicalBlock(scope: !316, file: !3, line: 57, column: 3)
!333 = !DILocation(line: 0, scope: !316)
!334 = !DILocation(line: 0, scope: !332)
!335 = !DILocation(line: 57, column: 26, scope: !336, atomGroup: 32, atomRank: 1)
!336 = distinct !DILexicalBlock(scope: !332, file: !3, line: 57, column: 3)
!337 = !DILocation(line: 57, column: 3, scope: !332, atomGroup: 33, atomRank: 1)
!338 = !DILocation(line: 57, column: 26, scope: !336, atomGroup: 2, atomRank: 1)
!339 = !DILocation(line: 57, column: 3, scope: !332)
!340 = !DILocation(line: 57, column: 3, scope: !332, atomGroup: 3, atomRank: 1)
!341 = !DILocation(line: 57, column: 52, scope: !336)
!342 = !{!343, !343, i64 0}
!343 = !{!"short", !40, i64 0}
!344 = !DILocation(line: 57, column: 43, scope: !336)
!345 = !DILocation(line: 57, column: 57, scope: !336, atomGroup: 116, atomRank: 2)
!346 = !DILocation(line: 57, column: 36, scope: !336)
!347 = !DILocation(line: 57, column: 41, scope: !336, atomGroup: 116, atomRank: 1)
!348 = !{!349, !349, i64 0}
!349 = !{!"long", !40, i64 0}
!350 = !DILocation(line: 57, column: 32, scope: !336, atomGroup: 117, atomRank: 2)
!351 = !DILocation(line: 57, column: 3, scope: !332, atomGroup: 119, atomRank: 1)
!352 = distinct !{!352, !69}
!353 = !DILocation(line: 58, column: 1, scope: !316, atomGroup: 7, atomRank: 1)
!354 = !DILocation(line: 57, column: 57, scope: !336, atomGroup: 4, atomRank: 2)
!355 = !DILocation(line: 57, column: 41, scope: !336, atomGroup: 4, atomRank: 1)
!356 = !DILocation(line: 57, column: 32, scope: !336, atomGroup: 5, atomRank: 2)
!357 = !DILocation(line: 57, column: 57, scope: !336, atomGroup: 120, atomRank: 2)
!358 = !DILocation(line: 57, column: 41, scope: !336, atomGroup: 120, atomRank: 1)
!359 = !DILocation(line: 57, column: 32, scope: !336, atomGroup: 121, atomRank: 2)
!360 = !DILocation(line: 57, column: 57, scope: !336, atomGroup: 124, atomRank: 2)
!361 = !DILocation(line: 57, column: 41, scope: !336, atomGroup: 124, atomRank: 1)
!362 = !DILocation(line: 57, column: 32, scope: !336, atomGroup: 125, atomRank: 2)
!363 = !DILocation(line: 57, column: 57, scope: !336, atomGroup: 128, atomRank: 2)
!364 = !DILocation(line: 57, column: 41, scope: !336, atomGroup: 128, atomRank: 1)
!365 = !DILocation(line: 57, column: 32, scope: !336, atomGroup: 129, atomRank: 2)
!366 = !DILocation(line: 57, column: 3, scope: !332, atomGroup: 131, atomRank: 1)
!367 = distinct !{!367, !339, !368, !83}
!368 = !DILocation(line: 57, column: 62, scope: !332)
!369 = distinct !DISubprogram(name: "vec_ops", scope: !3, file: !3, line: 60, type: !370, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !376, keyInstructions: true)
!370 = !DISubroutineType(types: !371)
!371 = !{!372, !372, !372}
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !3, line: 8, baseType: !373)
!373 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 128, flags: DIFlagVector, elements: !374)
!374 = !{!375}
!375 = !DISubrange(count: 4)
!376 = !{!377, !378, !379}
!377 = !DILocalVariable(name: "a", arg: 1, scope: !369, file: !3, line: 60, type: !372)
!378 = !DILocalVariable(name: "b", arg: 2, scope: !369, file: !3, line: 60, type: !372)
!379 = !DILocalVariable(name: "c", scope: !369, file: !3, line: 61, type: !372)
!380 = !DILocation(line: 0, scope: !369)
!381 = !DILocation(line: 61, column: 17, scope: !369, atomGroup: 1, atomRank: 2)
!382 = !DILocation(line: 62, column: 10, scope: !369, atomGroup: 3, atomRank: 2)
!383 = !DILocation(line: 62, column: 3, scope: !369, atomGroup: 3, atomRank: 1)
!384 = distinct !DISubprogram(name: "vec_int", scope: !3, file: !3, line: 65, type: !385, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !391, keyInstructions: true)
!385 = !DISubroutineType(types: !386)
!386 = !{!387, !387, !387}
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i", file: !3, line: 9, baseType: !388)
!388 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 256, flags: DIFlagVector, elements: !389)
!389 = !{!390}
!390 = !DISubrange(count: 8)
!391 = !{!392, !393}
!392 = !DILocalVariable(name: "a", arg: 1, scope: !384, file: !3, line: 65, type: !387)
!393 = !DILocalVariable(name: "b", arg: 2, scope: !384, file: !3, line: 65, type: !387)
!394 = !DILocation(line: 0, scope: !384)
!395 = !DILocation(line: 65, column: 39, scope: !384)
!396 = !DILocation(line: 65, column: 50, scope: !384)
!397 = !DILocation(line: 65, column: 45, scope: !384, atomGroup: 1, atomRank: 2)
!398 = !DILocation(line: 65, column: 29, scope: !384, atomGroup: 1, atomRank: 1)
!399 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 70, type: !400, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !402, keyInstructions: true)
!400 = !DISubroutineType(types: !401)
!401 = !{!20, !20}
!402 = !{!403}
!403 = !DILocalVariable(name: "k", arg: 1, scope: !399, file: !3, line: 70, type: !20)
!404 = !DILocation(line: 0, scope: !399)
!405 = !DILocation(line: 70, column: 28, scope: !399, atomGroup: 2, atomRank: 2)
!406 = !DILocation(line: 70, column: 21, scope: !399, atomGroup: 1, atomRank: 1)
!407 = distinct !DISubprogram(name: "try_set", scope: !3, file: !3, line: 72, type: !408, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !410, keyInstructions: true)
!408 = !DISubroutineType(types: !409)
!409 = !{!26, !26}
!410 = !{!411}
!411 = !DILocalVariable(name: "expect", arg: 1, scope: !407, file: !3, line: 72, type: !26)
!412 = !DILocation(line: 0, scope: !407)
!413 = !DILocation(line: 73, column: 10, scope: !407)
!414 = !DILocation(line: 73, column: 10, scope: !407, atomGroup: 2, atomRank: 3)
!415 = !DILocation(line: 73, column: 10, scope: !407, atomGroup: 1, atomRank: 2)
!416 = !DILocation(line: 73, column: 3, scope: !407, atomGroup: 1, atomRank: 1)
!417 = distinct !DISubprogram(name: "publish", scope: !3, file: !3, line: 77, type: !418, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !420, keyInstructions: true)
!418 = !DISubroutineType(types: !419)
!419 = !{null, !26}
!420 = !{!421}
!421 = !DILocalVariable(name: "v", arg: 1, scope: !417, file: !3, line: 77, type: !26)
!422 = !DILocation(line: 0, scope: !417)
!423 = !DILocation(line: 78, column: 3, scope: !417, atomGroup: 1, atomRank: 1)
!424 = !DILocation(line: 79, column: 3, scope: !417)
!425 = !DILocation(line: 80, column: 1, scope: !417, atomGroup: 2, atomRank: 1)
!426 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 82, type: !408, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !427, keyInstructions: true)
!427 = !{!428}
!428 = !DILocalVariable(name: "c", arg: 1, scope: !426, file: !3, line: 82, type: !26)
!429 = !DILocation(line: 0, scope: !426)
!430 = !DILocation(line: 83, column: 3, scope: !426, atomGroup: 1, atomRank: 1)
!431 = !DILocation(line: 85, column: 19, scope: !432, atomGroup: 3, atomRank: 1)
!432 = distinct !DILexicalBlock(scope: !426, file: !3, line: 83, column: 14)
!433 = !DILocation(line: 86, column: 12, scope: !432, atomGroup: 4, atomRank: 1)
!434 = !DILocation(line: 87, column: 21, scope: !432)
!435 = !DILocation(line: 87, column: 19, scope: !432, atomGroup: 5, atomRank: 2)
!436 = !DILocation(line: 87, column: 12, scope: !432, atomGroup: 5, atomRank: 1)
!437 = !DILocation(line: 0, scope: !432)
!438 = !DILocation(line: 89, column: 1, scope: !426, atomGroup: 6, atomRank: 1)
!439 = distinct !DISubprogram(name: "total", scope: !3, file: !3, line: 91, type: !440, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !442, keyInstructions: true)
!440 = !DISubroutineType(types: !441)
!441 = !{!26, !26, null}
!442 = !{!443, !444, !458, !459}
!443 = !DILocalVariable(name: "n", arg: 1, scope: !439, file: !3, line: 91, type: !26)
!444 = !DILocalVariable(name: "ap", scope: !439, file: !3, line: 92, type: !445)
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !446, line: 12, baseType: !447)
!446 = !DIFile(filename: "./.venv/lib/python3.11/site-packages/ziglang/lib/include/__stdarg_va_list.h", directory: "")
!447 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !448)
!448 = !DICompositeType(tag: DW_TAG_array_type, baseType: !449, size: 192, elements: !456)
!449 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !450)
!450 = !{!451, !452, !453, !455}
!451 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !449, file: !3, line: 92, baseType: !7, size: 32)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !449, file: !3, line: 92, baseType: !7, size: 32, offset: 32)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !449, file: !3, line: 92, baseType: !454, size: 64, offset: 64)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !449, file: !3, line: 92, baseType: !454, size: 64, offset: 128)
!456 = !{!457}
!457 = !DISubrange(count: 1)
!458 = !DILocalVariable(name: "s", scope: !439, file: !3, line: 94, type: !26)
!459 = !DILocalVariable(name: "i", scope: !460, file: !3, line: 95, type: !26)
!460 = distinct !DILexicalBlock(scope: !439, file: !3, line: 95, column: 3)
!461 = distinct !DIAssignID()
!462 = !DILocation(line: 0, scope: !439)
!463 = !DILocation(line: 92, column: 3, scope: !439)
!464 = !DILocation(line: 93, column: 3, scope: !439)
!465 = !DILocation(line: 0, scope: !460)
!466 = !DILocation(line: 95, column: 21, scope: !467, atomGroup: 34, atomRank: 1)
!467 = distinct !DILexicalBlock(scope: !460, file: !3, line: 95, column: 3)
!468 = !DILocation(line: 95, column: 3, scope: !460, atomGroup: 35, atomRank: 1)
!469 = !DILocation(line: 95, column: 3, scope: !460)
!470 = !DILocation(line: 95, column: 36, scope: !467)
!471 = distinct !DIAssignID()
!472 = distinct !DIAssignID()
!473 = !DILocation(line: 95, column: 33, scope: !467, atomGroup: 132, atomRank: 2)
!474 = !DILocation(line: 96, column: 3, scope: !439)
!475 = !DILocation(line: 98, column: 1, scope: !439)
!476 = !DILocation(line: 97, column: 3, scope: !439, atomGroup: 9, atomRank: 1)
!477 = !DILocation(line: 95, column: 33, scope: !467, atomGroup: 5, atomRank: 2)
!478 = !DILocation(line: 95, column: 33, scope: !467, atomGroup: 136, atomRank: 2)
!479 = !DILocation(line: 95, column: 3, scope: !460, atomGroup: 139, atomRank: 1)
!480 = distinct !{!480, !469, !481, !83}
!481 = !DILocation(line: 95, column: 36, scope: !460)
!482 = distinct !DISubprogram(name: "rotl", scope: !3, file: !3, line: 100, type: !483, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !485, keyInstructions: true)
!483 = !DISubroutineType(types: !484)
!484 = !{!7, !7, !7}
!485 = !{!486, !487, !488}
!486 = !DILocalVariable(name: "x", arg: 1, scope: !482, file: !3, line: 100, type: !7)
!487 = !DILocalVariable(name: "k", arg: 2, scope: !482, file: !3, line: 100, type: !7)
!488 = !DILocalVariable(name: "r", scope: !482, file: !3, line: 101, type: !7)
!489 = !DILocation(line: 0, scope: !482)
!490 = !DILocation(line: 102, column: 3, scope: !482, atomGroup: 1, atomRank: 1)
!491 = !{i64 2500}
!492 = !DILocation(line: 103, column: 3, scope: !482, atomGroup: 4, atomRank: 1)
!493 = distinct !DISubprogram(name: "tls_bump", scope: !3, file: !3, line: 107, type: !494, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, keyInstructions: true)
!494 = !DISubroutineType(types: !495)
!495 = !{!26}
!496 = !DILocation(line: 107, column: 31, scope: !493)
!497 = !DILocation(line: 107, column: 29, scope: !493)
!498 = !DILocation(line: 107, column: 29, scope: !493, atomGroup: 1, atomRank: 2)
!499 = !DILocation(line: 107, column: 29, scope: !493, atomGroup: 2, atomRank: 1)
!500 = !DILocation(line: 107, column: 22, scope: !493, atomGroup: 1, atomRank: 1)
!501 = distinct !DISubprogram(name: "sat_add", scope: !3, file: !3, line: 109, type: !502, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !504, keyInstructions: true)
!502 = !DISubroutineType(types: !503)
!503 = !{!26, !26, !26}
!504 = !{!505, !506, !507}
!505 = !DILocalVariable(name: "a", arg: 1, scope: !501, file: !3, line: 109, type: !26)
!506 = !DILocalVariable(name: "b", arg: 2, scope: !501, file: !3, line: 109, type: !26)
!507 = !DILocalVariable(name: "r", scope: !501, file: !3, line: 110, type: !26)
!508 = !DILocation(line: 0, scope: !501)
!509 = !DILocation(line: 111, column: 7, scope: !510, atomGroup: 1, atomRank: 1)
!510 = distinct !DILexicalBlock(scope: !501, file: !3, line: 111, column: 7)
!511 = !DILocation(line: 113, column: 1, scope: !501, atomGroup: 4, atomRank: 1)
!512 = distinct !DISubprogram(name: "matmul", scope: !3, file: !3, line: 115, type: !513, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !520, keyInstructions: true)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !26, !515, !516, !516}
!515 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !516)
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !517, size: 64)
!517 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 2048, elements: !518)
!518 = !{!519}
!519 = !DISubrange(count: 64)
!520 = !{!521, !522, !523, !524, !525, !527, !530}
!521 = !DILocalVariable(name: "n", arg: 1, scope: !512, file: !3, line: 115, type: !26)
!522 = !DILocalVariable(name: "c", arg: 2, scope: !512, file: !3, line: 115, type: !515)
!523 = !DILocalVariable(name: "a", arg: 3, scope: !512, file: !3, line: 115, type: !516)
!524 = !DILocalVariable(name: "b", arg: 4, scope: !512, file: !3, line: 115, type: !516)
!525 = !DILocalVariable(name: "i", scope: !526, file: !3, line: 116, type: !26)
!526 = distinct !DILexicalBlock(scope: !512, file: !3, line: 116, column: 3)
!527 = !DILocalVariable(name: "k", scope: !528, file: !3, line: 117, type: !26)
!528 = distinct !DILexicalBlock(scope: !529, file: !3, line: 117, column: 5)
!529 = distinct !DILexicalBlock(scope: !526, file: !3, line: 116, column: 3)
!530 = !DILocalVariable(name: "j", scope: !531, file: !3, line: 118, type: !26)
!531 = distinct !DILexicalBlock(scope: !532, file: !3, line: 118, column: 7)
!532 = distinct !DILexicalBlock(scope: !528, file: !3, line: 117, column: 5)
!533 = !DILocation(line: 0, scope: !512)
!534 = !DILocation(line: 0, scope: !526)
!535 = !DILocation(line: 116, column: 21, scope: !529, atomGroup: 40, atomRank: 1)
!536 = !DILocation(line: 116, column: 3, scope: !526, atomGroup: 41, atomRank: 1)
!537 = !DILocation(line: 116, column: 21, scope: !529, atomGroup: 2, atomRank: 1)
!538 = !DILocation(line: 0, scope: !528)
!539 = !DILocation(line: 117, column: 5, scope: !528, atomGroup: 39, atomRank: 1)
!540 = !DILocation(line: 119, column: 1, scope: !512, atomGroup: 17, atomRank: 1)
!541 = !DILocation(line: 0, scope: !531)
!542 = !DILocation(line: 118, column: 57, scope: !543)
!543 = distinct !DILexicalBlock(scope: !531, file: !3, line: 118, column: 7)
!544 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 10, atomRank: 2)
!545 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 141, atomRank: 2)
!546 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 144, atomRank: 2)
!547 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 147, atomRank: 2)
!548 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 150, atomRank: 2)
!549 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 153, atomRank: 2)
!550 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 156, atomRank: 2)
!551 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 159, atomRank: 2)
!552 = !DILocation(line: 117, column: 29, scope: !532, atomGroup: 13, atomRank: 2)
!553 = !DILocation(line: 117, column: 23, scope: !532, atomGroup: 5, atomRank: 1)
!554 = !DILocation(line: 117, column: 5, scope: !528, atomGroup: 6, atomRank: 1)
!555 = distinct !{!555, !556, !557, !83}
!556 = !DILocation(line: 117, column: 5, scope: !528)
!557 = !DILocation(line: 118, column: 63, scope: !528)
!558 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 10, atomRank: 1)
!559 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 141, atomRank: 1)
!560 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 144, atomRank: 1)
!561 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 147, atomRank: 1)
!562 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 150, atomRank: 1)
!563 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 153, atomRank: 1)
!564 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 156, atomRank: 1)
!565 = !DILocation(line: 118, column: 44, scope: !543, atomGroup: 159, atomRank: 1)
!566 = !DILocation(line: 116, column: 27, scope: !529, atomGroup: 15, atomRank: 2)
!567 = !DILocation(line: 116, column: 3, scope: !526, atomGroup: 3, atomRank: 1)
!568 = distinct !{!568, !569, !570, !83}
!569 = !DILocation(line: 116, column: 3, scope: !526)
!570 = !DILocation(line: 118, column: 63, scope: !526)
