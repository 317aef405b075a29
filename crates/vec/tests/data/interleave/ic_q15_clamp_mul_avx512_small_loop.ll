; target: avx512
; out[i] = clamp(in[i] * 3 + 128, 0, 255) from `int16_t` to `uint8_t` on
; AVX-512F, VF 32: `mul <32 x i32>` of a `sext` from 16 bits by a
; constant is `pmaddwd` to LLVM 22, whose `<32 x i16>` has no row without
; AVX512BW, so `BasicTTIImpl` prices the legal `i32` multiply, 1 per part:
; 2, not 4 (`<64 x i16>` split in four). The loop costs 18 < 20 and
; interleaves 4 times, as under LLVM 14.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %in, ptr noalias %out, i32 %n) {
entry:
  %cmp17.not = icmp eq i32 %n, 0
  br i1 %cmp17.not, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i16, ptr %in, i64 %indvars.iv
  %0 = load i16, ptr %arrayidx, align 2
  %conv = sext i16 %0 to i32
  %mul = mul nsw i32 %conv, 3
  %1 = call i32 @llvm.smax.i32(i32 %mul, i32 -128)
  %2 = call i32 @llvm.smin.i32(i32 %1, i32 127)
  %3 = trunc i32 %2 to i8
  %conv9 = xor i8 %3, -128
  %arrayidx11 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %conv9, ptr %arrayidx11, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
