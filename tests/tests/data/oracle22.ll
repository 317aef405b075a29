; Loops for tests/tests/oracle22.rs, written by clang 22 from this C with the
; flags of scripts/gcc_vect_22.sh (file two.c):
;
;   void g(int);
;   void two(int *restrict a, const int *restrict b, int n) {
;     for (int i = 0; i < n; i++)
;       a[i] += b[i];
;     for (int i = 0; i < n; i++)
;       g(a[i]);
;   }
;   float fsum(const float *a, int n) {
;     float s = 0;
;     for (int i = 0; i < n; i++)
;       s += a[i];
;     return s;
;   }
;   int find(int *a, int *b, int k, int n) {
;     int i;
;     for (i = 0; i < n; i++) {
;       if (a[i] == k)
;         break;
;       b[i] = 1;
;     }
;     return i;
;   }
;
; LLVM 22 (-mattr=+avx2): @two's first loop vectorized (VF 8, IC 4); its second
; refused for the call (the Analysis remark at the call, line 6); @fsum for
; the in-order FP sum; @find for its early exit.
; ModuleID = 'two.c'
source_filename = "two.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @two(ptr noalias noundef captures(none) %a, ptr noalias noundef readonly captures(none) %b, i32 noundef %n) local_unnamed_addr #0 !dbg !13 {
entry:
  %cmp20 = icmp sgt i32 %n, 0, !dbg !16
  br i1 %cmp20, label %for.body.preheader, label %for.cond.cleanup6, !dbg !17

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !18
  br label %for.body, !dbg !19

for.body7.preheader:                              ; preds = %for.body
  %wide.trip.count28 = zext nneg i32 %n to i64, !dbg !20
  br label %for.body7, !dbg !21

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw i32, ptr %b, i64 %indvars.iv, !dbg !22
  %0 = load i32, ptr %arrayidx, align 4, !dbg !22, !tbaa !9
  %arrayidx2 = getelementptr inbounds nuw i32, ptr %a, i64 %indvars.iv, !dbg !23
  %1 = load i32, ptr %arrayidx2, align 4, !dbg !24, !tbaa !9
  %add = add nsw i32 %1, %0, !dbg !25
  store i32 %add, ptr %arrayidx2, align 4, !dbg !26, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !27
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !18
  br i1 %exitcond.not, label %for.body7.preheader, label %for.body, !dbg !28, !llvm.loop !29

for.cond.cleanup6:                                ; preds = %for.body7, %entry
  ret void, !dbg !32

for.body7:                                        ; preds = %for.body7.preheader, %for.body7
  %indvars.iv25 = phi i64 [ 0, %for.body7.preheader ], [ %indvars.iv.next26, %for.body7 ]
  %arrayidx9 = getelementptr inbounds nuw i32, ptr %a, i64 %indvars.iv25, !dbg !33
  %2 = load i32, ptr %arrayidx9, align 4, !dbg !33, !tbaa !9
  tail call void @g(i32 noundef %2) #4, !dbg !34
  %indvars.iv.next26 = add nuw nsw i64 %indvars.iv25, 1, !dbg !35
  %exitcond29.not = icmp eq i64 %indvars.iv.next26, %wide.trip.count28, !dbg !20
  br i1 %exitcond29.not, label %for.cond.cleanup6, label %for.body7, !dbg !36, !llvm.loop !37
}

declare !dbg !39 void @g(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @fsum(ptr noundef readonly captures(none) %a, i32 noundef %n) local_unnamed_addr #2 !dbg !40 {
entry:
  %cmp4 = icmp sgt i32 %n, 0, !dbg !41
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup, !dbg !42

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !43
  br label %for.body, !dbg !44

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add, %for.body ], !dbg !45
  ret float %s.0.lcssa, !dbg !46

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.05 = phi float [ 0.000000e+00, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds nuw float, ptr %a, i64 %indvars.iv, !dbg !47
  %0 = load float, ptr %arrayidx, align 4, !dbg !47, !tbaa !48
  %add = fadd float %s.05, %0, !dbg !50
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !51
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !43
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !52, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @find(ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %b, i32 noundef %k, i32 noundef %n) local_unnamed_addr #3 !dbg !55 {
entry:
  %cmp8 = icmp sgt i32 %n, 0, !dbg !56
  br i1 %cmp8, label %for.body.preheader, label %for.end, !dbg !57

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !58
  br label %for.body, !dbg !59

for.body:                                         ; preds = %for.body.preheader, %if.end
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %if.end ]
  %arrayidx = getelementptr inbounds nuw i32, ptr %a, i64 %indvars.iv, !dbg !60
  %0 = load i32, ptr %arrayidx, align 4, !dbg !60, !tbaa !9
  %cmp1 = icmp eq i32 %0, %k, !dbg !61
  br i1 %cmp1, label %for.end.loopexit.split.loop.exit, label %if.end, !dbg !62

if.end:                                           ; preds = %for.body
  %arrayidx3 = getelementptr inbounds nuw i32, ptr %b, i64 %indvars.iv, !dbg !63
  store i32 1, ptr %arrayidx3, align 4, !dbg !64, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !65
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !58
  br i1 %exitcond.not, label %for.end, label %for.body, !dbg !66, !llvm.loop !67

for.end.loopexit.split.loop.exit:                 ; preds = %for.body
  %1 = trunc nuw nsw i64 %indvars.iv to i32
  br label %for.end, !dbg !69

for.end:                                          ; preds = %if.end, %for.end.loopexit.split.loop.exit, %entry
  %i.0.lcssa = phi i32 [ 0, %entry ], [ %1, %for.end.loopexit.split.loop.exit ], [ %n, %if.end ], !dbg !70
  ret i32 %i.0.lcssa, !dbg !69
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "two.c", directory: ".", checksumkind: CSK_MD5, checksum: "fedeecd657334c8c38d9e725e107b8e7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !DISubprogram(name: "two", scope: !1, file: !1, line: 2, type: !14, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 3, column: 21, scope: !13, atomGroup: 13, atomRank: 1)
!17 = !DILocation(line: 3, column: 3, scope: !13, atomGroup: 14, atomRank: 1)
!18 = !DILocation(line: 3, column: 21, scope: !13, atomGroup: 2, atomRank: 1)
!19 = !DILocation(line: 3, column: 3, scope: !13)
!20 = !DILocation(line: 5, column: 21, scope: !13, atomGroup: 8, atomRank: 1)
!21 = !DILocation(line: 5, column: 3, scope: !13)
!22 = !DILocation(line: 4, column: 13, scope: !13)
!23 = !DILocation(line: 4, column: 5, scope: !13)
!24 = !DILocation(line: 4, column: 10, scope: !13)
!25 = !DILocation(line: 4, column: 10, scope: !13, atomGroup: 4, atomRank: 2)
!26 = !DILocation(line: 4, column: 10, scope: !13, atomGroup: 4, atomRank: 1)
!27 = !DILocation(line: 3, column: 27, scope: !13, atomGroup: 5, atomRank: 2)
!28 = !DILocation(line: 3, column: 3, scope: !13, atomGroup: 3, atomRank: 1)
!29 = distinct !{!29, !19, !30, !31}
!30 = !DILocation(line: 4, column: 16, scope: !13)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 7, column: 1, scope: !13, atomGroup: 12, atomRank: 1)
!33 = !DILocation(line: 6, column: 7, scope: !13)
!34 = !DILocation(line: 6, column: 5, scope: !13)
!35 = !DILocation(line: 5, column: 27, scope: !13, atomGroup: 10, atomRank: 2)
!36 = !DILocation(line: 5, column: 3, scope: !13, atomGroup: 9, atomRank: 1)
!37 = distinct !{!37, !21, !38, !31}
!38 = !DILocation(line: 6, column: 11, scope: !13)
!39 = !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = distinct !DISubprogram(name: "fsum", scope: !1, file: !1, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!41 = !DILocation(line: 10, column: 21, scope: !40, atomGroup: 17, atomRank: 1)
!42 = !DILocation(line: 10, column: 3, scope: !40, atomGroup: 18, atomRank: 1)
!43 = !DILocation(line: 10, column: 21, scope: !40, atomGroup: 3, atomRank: 1)
!44 = !DILocation(line: 10, column: 3, scope: !40)
!45 = !DILocation(line: 0, scope: !40)
!46 = !DILocation(line: 12, column: 3, scope: !40, atomGroup: 9, atomRank: 1)
!47 = !DILocation(line: 11, column: 10, scope: !40)
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !11, i64 0}
!50 = !DILocation(line: 11, column: 7, scope: !40, atomGroup: 5, atomRank: 2)
!51 = !DILocation(line: 10, column: 27, scope: !40, atomGroup: 6, atomRank: 2)
!52 = !DILocation(line: 10, column: 3, scope: !40, atomGroup: 4, atomRank: 1)
!53 = distinct !{!53, !44, !54, !31}
!54 = !DILocation(line: 11, column: 13, scope: !40)
!55 = distinct !DISubprogram(name: "find", scope: !1, file: !1, line: 14, type: !14, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!56 = !DILocation(line: 16, column: 17, scope: !55, atomGroup: 19, atomRank: 1)
!57 = !DILocation(line: 16, column: 3, scope: !55, atomGroup: 20, atomRank: 1)
!58 = !DILocation(line: 16, column: 17, scope: !55, atomGroup: 2, atomRank: 1)
!59 = !DILocation(line: 16, column: 3, scope: !55)
!60 = !DILocation(line: 17, column: 9, scope: !55)
!61 = !DILocation(line: 17, column: 14, scope: !55, atomGroup: 4, atomRank: 2)
!62 = !DILocation(line: 17, column: 14, scope: !55, atomGroup: 4, atomRank: 1)
!63 = !DILocation(line: 19, column: 5, scope: !55)
!64 = !DILocation(line: 19, column: 10, scope: !55, atomGroup: 6, atomRank: 1)
!65 = !DILocation(line: 16, column: 23, scope: !55, atomGroup: 7, atomRank: 2)
!66 = !DILocation(line: 16, column: 3, scope: !55, atomGroup: 3, atomRank: 1)
!67 = distinct !{!67, !59, !68, !31}
!68 = !DILocation(line: 20, column: 3, scope: !55)
!69 = !DILocation(line: 21, column: 3, scope: !55, atomGroup: 10, atomRank: 1)
!70 = !DILocation(line: 16, scope: !55, atomGroup: 1, atomRank: 1)
