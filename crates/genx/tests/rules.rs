//! Hand-written fixtures for the GenXBaling rules of `docs/genx-rules.md`:
//! each runs `lanes bales --format igc`'s renderer (the first baling's dump
//! of the rewritten IR, then that IR), or a later pass's dump, and
//! snapshots the whole output, so that an extra or a missing line fails;
//! the comment above a snapshot names the lines that decide the rule.

use expect_test::expect;

fn igc(text: &str) -> String {
    lanes_genx::render::igc_module(text, None, 32, 32, 2)
}

#[test]
fn neg_abs() {
    let out = igc("declare float @llvm.fabs.f32(float)
declare i32 @llvm.genx.absi.i32(i32)
define float @abs_of_neg(float %a) {
  %n = fneg float %a
  %b = call float @llvm.fabs.f32(float %n)
  ret float %b
}
define i32 @neg_of_abs(i32 %a) {
  %b = call i32 @llvm.genx.absi.i32(i32 %a)
  %n = sub i32 0, %b
  ret i32 %n
}
define i32 @abs_into_ext(i16 %a) {
  %b = call i16 @llvm.genx.absi.i16(i16 %a)
  %e = sext i16 %b to i32
  ret i32 %e
}
declare i16 @llvm.genx.absi.i16(i16)
");
    // Shows `%n = fneg float %a: negmod`.
    // Shows `%b = call float @llvm.fabs.f32(float %n): absmod`.
    // Shows `%n = sub i32 0, %b: negmod 1`.
    // Shows `%e = sext i16 %b to i32: sext 0`.
    expect![[r#"
        GenXBaling dump start
        bales in function: abs_of_neg:
          %n = fneg float %a: negmod
          %b = call float @llvm.fabs.f32(float %n): absmod
        GenXBaling dump end
        GenXBaling dump start
        bales in function: neg_of_abs:
          %b = call i32 @llvm.genx.absi.i32(i32 %a): absmod
          %n = sub i32 0, %b: negmod 1
        GenXBaling dump end
        GenXBaling dump start
        bales in function: abs_into_ext:
          %b = call i16 @llvm.genx.absi.i16(i16 %a): absmod
          %e = sext i16 %b to i32: sext 0
        GenXBaling dump end


        define float @abs_of_neg(float %a) {
          %n = fneg float %a
          %b = call float @llvm.fabs.f32(float %n)
          ret float %b
        }

        define i32 @neg_of_abs(i32 %a) {
          %b = call i32 @llvm.genx.absi.i32(i32 %a)
          %n = sub i32 0, %b
          ret i32 %n
        }

        define i32 @abs_into_ext(i16 %a) {
          %b = call i16 @llvm.genx.absi.i16(i16 %a)
          %e = sext i16 %b to i32
          ret i32 %e
        }

        declare float @llvm.fabs.f32(float)

        declare i32 @llvm.genx.absi.i32(i32)

        declare i16 @llvm.genx.absi.i16(i16)

    "#]]
    .assert_eq(&out);
}

#[test]
fn shift_no_modifier() {
    let out = igc("define i32 @f(i32 %a, i32 %s) {
  %n = sub i32 0, %a
  %x = shl i32 %n, %s
  %y = and i32 %n, %x
  ret i32 %y
}
");
    // Shows `%n = sub i32 0, %a: negmod`.
    // No `%x = shl i32 %n, %s: maininst`.
    // No `%y = and i32 %n, %x: maininst`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %n = sub i32 0, %a: negmod
        GenXBaling dump end


        define i32 @f(i32 %a, i32 %s) {
          %n = sub i32 0, %a
          %x = shl i32 %n, %s
          %y = and i32 %n, %x
          ret i32 %y
        }

    "#]]
    .assert_eq(&out);
}

#[test]
fn madw_no_extend() {
    let out = igc("declare <32 x i32> @llvm.genx.umadw.v32i32.v2i32(<2 x i32>, <2 x i32>, <2 x i32>)
define <32 x i32> @f(<2 x i8> %v, <2 x i32> %w) {
  %z = zext <2 x i8> %v to <2 x i32>
  %m = call <32 x i32> @llvm.genx.umadw.v32i32.v2i32(<2 x i32> %z, <2 x i32> %w, <2 x i32> zeroinitializer)
  ret <32 x i32> %m
}
");
    // Shows `%z = zext <2 x i8> %v to <2 x i32>: zext`.
    // No `zeroinitializer): maininst`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %z = zext <2 x i8> %v to <2 x i32>: zext
        GenXBaling dump end


        define <32 x i32> @f(<2 x i8> %v, <2 x i32> %w) {
          %z = zext <2 x i8> %v to <2 x i32>
          %m = call <32 x i32> @llvm.genx.umadw.v32i32.v2i32(<2 x i32> %z, <2 x i32> %w, <2 x i32> zeroinitializer)
          ret <32 x i32> %m
        }

        declare <32 x i32> @llvm.genx.umadw.v32i32.v2i32(<2 x i32>, <2 x i32>, <2 x i32>)

    "#]].assert_eq(&out);
}

#[test]
fn mulh_no_extend() {
    let out = igc(
        "declare <2 x i32> @llvm.genx.umulh.v2i32.v2i32(<2 x i32>, <2 x i32>)
define <2 x i32> @f(<2 x i8> %v, <2 x i32> %w) {
  %z = zext <2 x i8> %v to <2 x i32>
  %m = call <2 x i32> @llvm.genx.umulh.v2i32.v2i32(<2 x i32> %z, <2 x i32> %w)
  ret <2 x i32> %m
}
",
    );
    // No `%w): maininst`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %z = zext <2 x i8> %v to <2 x i32>: zext
        GenXBaling dump end


        define <2 x i32> @f(<2 x i8> %v, <2 x i32> %w) {
          %z = zext <2 x i8> %v to <2 x i32>
          %m = call <2 x i32> @llvm.genx.umulh.v2i32.v2i32(<2 x i32> %z, <2 x i32> %w)
          ret <2 x i32> %m
        }

        declare <2 x i32> @llvm.genx.umulh.v2i32.v2i32(<2 x i32>, <2 x i32>)

    "#]]
    .assert_eq(&out);
}

#[test]
fn madw_region() {
    let out = igc("declare <32 x i32> @llvm.genx.smadw.v32i32.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)
define <32 x i32> @f(<16 x i32> %v, <4 x i32> %w) {
  %legal = call <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32> %v, i32 0, i32 4, i32 1, i16 0, i32 undef)
  %strided = call <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32> %v, i32 0, i32 4, i32 2, i16 0, i32 undef)
  %m = call <32 x i32> @llvm.genx.smadw.v32i32.v4i32(<4 x i32> %legal, <4 x i32> %strided, <4 x i32> %w)
  ret <32 x i32> %m
}
");
    // Shows `%m = call <32 x i32> @llvm.genx.smadw.v32i32.v4i32(<4 x i32> %legal, <4 x i32> %strided, <4 x i32> %w): maininst 0`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %legal = call <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32> %v, i32 0, i32 4, i32 1, i16 0, i32 undef): rdregion
          %strided = call <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32> %v, i32 0, i32 4, i32 2, i16 0, i32 undef): rdregion
          %m = call <32 x i32> @llvm.genx.smadw.v32i32.v4i32(<4 x i32> %legal, <4 x i32> %strided, <4 x i32> %w): maininst 0
        GenXBaling dump end


        define <32 x i32> @f(<16 x i32> %v, <4 x i32> %w) {
          %legal = call <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32> %v, i32 0, i32 4, i32 1, i16 0, i32 undef)
          %strided = call <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32> %v, i32 0, i32 4, i32 2, i16 0, i32 undef)
          %m = call <32 x i32> @llvm.genx.smadw.v32i32.v4i32(<4 x i32> %legal, <4 x i32> %strided, <4 x i32> %w)
          ret <32 x i32> %m
        }

        declare <32 x i32> @llvm.genx.smadw.v32i32.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)

        declare <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)

    "#]].assert_eq(&out);
}

#[test]
fn table_modifiers() {
    // IGC's description: llvm.cos takes no source modifier, llvm.fma does.
    let out = igc("declare float @llvm.cos.f32(float)
declare float @llvm.fma.f32(float, float, float)
define float @f(float %a, float %b) {
  %n = fneg float %a
  %c = call float @llvm.cos.f32(float %n)
  %m = fneg float %b
  %d = call float @llvm.fma.f32(float %m, float %c, float %c)
  ret float %d
}
");
    // No `%c = call float @llvm.cos.f32(float %n): maininst`.
    // Shows `%d = call float @llvm.fma.f32(float %m, float %c, float %c): maininst 0`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %n = fneg float %a: negmod
          %m = fneg float %b: negmod
          %d = call float @llvm.fma.f32(float %m, float %c, float %c): maininst 0
        GenXBaling dump end


        define float @f(float %a, float %b) {
          %n = fneg float %a
          %c = call float @llvm.cos.f32(float %n)
          %m = fneg float %b
          %d = call float @llvm.fma.f32(float %m, float %c, float %c)
          ret float %d
        }

        declare float @llvm.cos.f32(float)

        declare float @llvm.fma.f32(float, float, float)

    "#]]
    .assert_eq(&out);
}

#[test]
fn raw_region() {
    // A raw operand takes only a GRF-aligned contiguous region.
    let out = igc("declare void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1>, i32, <8 x i64>, <8 x i32>)
declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)
define void @f(<16 x i32> %v, <8 x i64> %a) {
  %aligned = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 0, i32 8, i32 1, i16 32, i32 undef)
  call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <8 x i64> %a, <8 x i32> %aligned)
  %off = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 0, i32 8, i32 1, i16 4, i32 undef)
  call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <8 x i64> %a, <8 x i32> %off)
  ret void
}
");
    // Shows `<8 x i32> %aligned): maininst 3`.
    // No `<8 x i32> %off): maininst`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %aligned = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 0, i32 8, i32 1, i16 32, i32 undef): rdregion
          call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <8 x i64> %a, <8 x i32> %aligned): maininst 3
          %off = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 0, i32 8, i32 1, i16 4, i32 undef): rdregion
        GenXBaling dump end


        define void @f(<16 x i32> %v, <8 x i64> %a) {
          %aligned = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 0, i32 8, i32 1, i16 32, i32 undef)
          call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <8 x i64> %a, <8 x i32> %aligned)
          %off = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %v, i32 0, i32 8, i32 1, i16 4, i32 undef)
          call void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 0, <8 x i64> %a, <8 x i32> %off)
          ret void
        }

        declare void @llvm.genx.svm.scatter.v8i1.v8i64.v8i32(<8 x i1>, i32, <8 x i64>, <8 x i32>)

        declare <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>, i32, i32, i32, i16, i32)

    "#]].assert_eq(&out);
}

#[test]
fn select_to_wrregion() {
    let out = igc(
        "define <8 x i32> @f(<8 x i32> %old, <8 x i32> %a, <8 x i32> %b, <8 x i1> %c) {
  %s = add <8 x i32> %a, %b
  %r = select <8 x i1> %c, <8 x i32> %old, <8 x i32> %s
  ret <8 x i32> %r
}
",
    );
    // The new value is the false one: the mask is the inverted condition.
    // Shows `%inv = xor <8 x i1> %c, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>`.
    // Shows `%r = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.v8i1(<8 x i32> %old, <8 x i32> %s, i32 0, i32 8, i32 1, i16 0, i32 undef, <8 x i1> %inv): wrregion 1 7`.
    // No `select`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %inv = xor <8 x i1> %c, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>: notp
          %r = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.v8i1(<8 x i32> %old, <8 x i32> %s, i32 0, i32 8, i32 1, i16 0, i32 undef, <8 x i1> %inv): wrregion 1 7
        GenXBaling dump end


        define <8 x i32> @f(<8 x i32> %old, <8 x i32> %a, <8 x i32> %b, <8 x i1> %c) {
          %s = add <8 x i32> %a, %b
          %inv = xor <8 x i1> %c, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
          %r = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.v8i1(<8 x i32> %old, <8 x i32> %s, i32 0, i32 8, i32 1, i16 0, i32 undef, <8 x i1> %inv)
          ret <8 x i32> %r
        }

    "#]].assert_eq(&out);
}

#[test]
fn cmpdst() {
    let out = igc(
        "define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b, <4 x float> %x, <4 x float> %y) {
  %c = icmp slt <4 x i32> %a, %b
  %s = select <4 x i1> %c, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, <4 x i32> zeroinitializer
  %fc = fcmp olt <4 x float> %x, %y
  %fs = select <4 x i1> %fc, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, <4 x i32> zeroinitializer
  %r = add <4 x i32> %s, %fs
  ret <4 x i32> %r
}
",
    );
    // Shows `zeroinitializer: cmpdst 0`.
    // No `%fs = select <4 x i1> %fc, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, <4 x i32> zeroinitializer: cmpdst`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %s = select <4 x i1> %c, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, <4 x i32> zeroinitializer: cmpdst 0
        GenXBaling dump end


        define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b, <4 x float> %x, <4 x float> %y) {
          %c = icmp slt <4 x i32> %a, %b
          %s = select <4 x i1> %c, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, <4 x i32> zeroinitializer
          %fc = fcmp olt <4 x float> %x, %y
          %fs = select <4 x i1> %fc, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, <4 x i32> zeroinitializer
          %r = add <4 x i32> %s, %fs
          ret <4 x i32> %r
        }

    "#]].assert_eq(&out);
}

#[test]
fn gstore_hoisting() {
    let text = "@g = internal global <16 x i32> undef
declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)
define void @f(<8 x i32> %a, <8 x i32> %b, i1 %c) {
entry:
  br i1 %c, label %t, label %e
t:
  %l1 = load <16 x i32>, <16 x i32>* @g
  %w1 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %l1, <8 x i32> %a, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true)
  br label %j
e:
  %l2 = load <16 x i32>, <16 x i32>* @g
  %w2 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %l2, <8 x i32> %b, i32 0, i32 8, i32 1, i16 32, i32 undef, i1 true)
  %w2c = bitcast <16 x i32> %w2 to <8 x i64>
  br label %j
j:
  %p = phi <8 x i64> [ bitcast (<16 x i32> zeroinitializer to <8 x i64>), %entry ], [ %w2c, %e ]
  %pc = bitcast <8 x i64> %p to <16 x i32>
  store <16 x i32> %pc, <16 x i32>* @g
  ret void
}
";
    // An incoming constant is not a legal global store value: no hoisting
    // (the bitcast still folds into the pointer).
    // Shows `store <8 x i64> %p, <8 x i64>* bitcast (<16 x i32>* @g to <8 x i64>*): g_store`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %w2 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %l2, <8 x i32> %b, i32 0, i32 8, i32 1, i16 32, i32 undef, i1 true): wrregion
          store <8 x i64> %p, <8 x i64>* bitcast (<16 x i32>* @g to <8 x i64>*): g_store
        GenXBaling dump end

        @g = internal global <16 x i32> undef

        define void @f(<8 x i32> %a, <8 x i32> %b, i1 %c) {
        entry:
          br i1 %c, label %t, label %e

        t:
          br label %j

        e:
          %l2 = load <16 x i32>, <16 x i32>* @g
          %w2 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %l2, <8 x i32> %b, i32 0, i32 8, i32 1, i16 32, i32 undef, i1 true)
          %w2c = bitcast <16 x i32> %w2 to <8 x i64>
          br label %j

        j:
          %p = phi <8 x i64> [ bitcast (<16 x i32> zeroinitializer to <8 x i64>), %entry ], [ %w2c, %e ]
          store <8 x i64> %p, <8 x i64>* bitcast (<16 x i32>* @g to <8 x i64>*)
          ret void
        }

        declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)

    "#]].assert_eq(&igc(text));
    let fixed = text
        .replace(
            "[ bitcast (<16 x i32> zeroinitializer to <8 x i64>), %entry ]",
            "[ %w1c, %t ]",
        )
        .replace(
            "  br label %j\ne:",
            "  %w1c = bitcast <16 x i32> %w1 to <8 x i64>\n  br label %j\ne:",
        );
    let out = igc(&fixed);
    // Shows `store <16 x i32> %w1, <16 x i32>* @g: g_store 0`.
    // Shows `store <16 x i32> %w2, <16 x i32>* @g: g_store 0`.
    // No `phi`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %w1 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %l1, <8 x i32> %a, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true): wrregion
          store <16 x i32> %w1, <16 x i32>* @g: g_store 0
          %w2 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %l2, <8 x i32> %b, i32 0, i32 8, i32 1, i16 32, i32 undef, i1 true): wrregion
          store <16 x i32> %w2, <16 x i32>* @g: g_store 0
        GenXBaling dump end

        @g = internal global <16 x i32> undef

        define void @f(<8 x i32> %a, <8 x i32> %b, i1 %c) {
        entry:
          br i1 %c, label %t, label %e

        t:
          %l1 = load <16 x i32>, <16 x i32>* @g
          %w1 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %l1, <8 x i32> %a, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true)
          store <16 x i32> %w1, <16 x i32>* @g
          br label %j

        e:
          %l2 = load <16 x i32>, <16 x i32>* @g
          %w2 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %l2, <8 x i32> %b, i32 0, i32 8, i32 1, i16 32, i32 undef, i1 true)
          store <16 x i32> %w2, <16 x i32>* @g
          br label %j

        j:
          ret void
        }

        declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)

    "#]].assert_eq(&out);
}

#[test]
fn dead_store() {
    let out = igc("@g = internal global <16 x i32> undef
define void @f() {
  %l = load <16 x i32>, <16 x i32>* @g
  store <16 x i32> %l, <16 x i32>* @g
  ret void
}
");
    // No `store`.
    // No `%l = load`.
    expect![[r#"
        GenXBaling dump start
        GenXBaling dump end

        @g = internal global <16 x i32> undef

        define void @f() {
          ret void
        }

    "#]]
    .assert_eq(&out);
}

#[test]
fn dead_removed() {
    let out = igc("define i32 @f(i32 %a) {
  %dead = add i32 %a, 1
  ret i32 %a
}
");
    // No `%dead`.
    expect![[r#"
        GenXBaling dump start
        GenXBaling dump end


        define i32 @f(i32 %a) {
          ret i32 %a
        }

    "#]]
    .assert_eq(&out);
}

#[test]
fn single_phi() {
    let out = igc("define i32 @f(i32 %a) {
entry:
  br label %next
next:
  %p = phi i32 [ %a, %entry ]
  %n = sub i32 0, %p
  ret i32 %n
}
");
    // No `phi`.
    // Shows `%n = sub i32 0, %a`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %n = sub i32 0, %a: negmod
        GenXBaling dump end


        define i32 @f(i32 %a) {
        entry:
          br label %next

        next:
          %n = sub i32 0, %a
          ret i32 %n
        }

    "#]]
    .assert_eq(&out);
}

#[test]
fn split() {
    let out = igc("declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)
define <8 x i32> @f(<16 x i32> %old, <8 x i32> %a, <8 x i32>* %p) {
  %v = add <8 x i32> %a, %a
  %w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %old, <8 x i32> %v, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true)
  %u = mul <8 x i32> %v, %a
  store <16 x i32> %w, <16 x i32>* undef
  ret <8 x i32> %u
}
");
    // Shows `%split = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %w, i32 0, i32 8, i32 1, i16 0, i32 undef)`.
    // Shows `%u = mul <8 x i32> %split, %a`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %old, <8 x i32> %v, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true): wrregion 1
          %split = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %w, i32 0, i32 8, i32 1, i16 0, i32 undef): rdregion
          %u = mul <8 x i32> %split, %a: maininst 0
          store <16 x i32> %w, <16 x i32>* undef: g_store 0
        GenXBaling dump end


        define <8 x i32> @f(<16 x i32> %old, <8 x i32> %a, <8 x i32>* %p) {
          %v = add <8 x i32> %a, %a
          %w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32> %old, <8 x i32> %v, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true)
          %split = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %w, i32 0, i32 8, i32 1, i16 0, i32 undef)
          %u = mul <8 x i32> %split, %a
          store <16 x i32> %w, <16 x i32>* undef
          ret <8 x i32> %u
        }

        declare <16 x i32> @llvm.genx.wrregioni.v16i32.v8i32.i16.i1(<16 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)

    "#]].assert_eq(&out);
}

#[test]
fn faddr() {
    let out = igc("declare i64 @llvm.genx.faddr.p0f_i32f(i32 ()*)
define i32 @g() {
  ret i32 0
}
define i64 @f() {
  %a = call i64 @llvm.genx.faddr.p0f_i32f(i32 ()* @g)
  ret i64 %a
}
");
    // Shows `%a = call i64 @llvm.genx.faddr.p0f_i32f(i32 ()* @g): faddr`.
    expect![[r#"
        GenXBaling dump start
        GenXBaling dump end
        GenXBaling dump start
        bales in function: f:
          %a = call i64 @llvm.genx.faddr.p0f_i32f(i32 ()* @g): faddr
        GenXBaling dump end


        define i32 @g() {
          ret i32 0
        }

        define i64 @f() {
          %a = call i64 @llvm.genx.faddr.p0f_i32f(i32 ()* @g)
          ret i64 %a
        }

        declare i64 @llvm.genx.faddr.p0f_i32f(i32 ()*)

    "#]]
    .assert_eq(&out);
}

#[test]
fn allany_kinds() {
    let text = "declare i1 @llvm.genx.any.v8i1(<8 x i1>)
define void @f(<8 x i1> %m) {
entry:
  %c = call i1 @llvm.genx.any.v8i1(<8 x i1> %m)
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
";
    // The first baling (IGC's dump) leaves all/any alone ...
    expect![[r#"
        GenXBaling dump start
        GenXBaling dump end


        define void @f(<8 x i1> %m) {
        entry:
          %c = call i1 @llvm.genx.any.v8i1(<8 x i1> %m)
          br i1 %c, label %a, label %b

        a:
          ret void

        b:
          ret void
        }

        declare i1 @llvm.genx.any.v8i1(<8 x i1>)

    "#]]
    .assert_eq(&igc(text));
    // ... the code-generation baling bales it into the branch.
    let (m, _) = lanes_ir::parse_module(text);
    let b = lanes_genx::baling::bales(&m.functions[0], 32, 32, 2);
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %c = call i1 @llvm.genx.any.v8i1(<8 x i1> %m): allany
          br i1 %c, label %a, label %b: maininst 0
        GenXBaling dump end
    "#]]
    .assert_eq(&lanes_genx::render::bales_igc(&m.functions[0], &b));
}

#[test]
fn predef_raw() {
    let out = igc("declare <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64)
declare <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.i1(<8 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)
declare void @llvm.genx.write.predef.reg.i32.v8i32(i32, <8 x i32>)
define void @f(i64 %a, <8 x i32> %old) {
  %ld = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 %a)
  %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.i1(<8 x i32> %old, <8 x i32> %ld, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true)
  call void @llvm.genx.write.predef.reg.i32.v8i32(i32 8, <8 x i32> %w)
  ret void
}
");
    // Shows `i1 true): wrregion` with no operand baled in.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.i1(<8 x i32> %old, <8 x i32> %ld, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true): wrregion
        GenXBaling dump end


        define void @f(i64 %a, <8 x i32> %old) {
          %ld = call <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64 %a)
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.i1(<8 x i32> %old, <8 x i32> %ld, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true)
          call void @llvm.genx.write.predef.reg.i32.v8i32(i32 8, <8 x i32> %w)
          ret void
        }

        declare <8 x i32> @llvm.genx.svm.block.ld.v8i32.i64(i64)

        declare <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.i1(<8 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)

        declare void @llvm.genx.write.predef.reg.i32.v8i32(i32, <8 x i32>)

    "#]].assert_eq(&out);
}

fn pass(text: &str, p: lanes_genx::igc::Pass) -> String {
    lanes_genx::igc::module_output(text, None, p, lanes_genx::Grf::default())
}

const CALLS: &str = "declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define internal <8 x i32> @sub(<8 x i32> %a, i32 %k) {
  %r = add <8 x i32> %a, %a
  ret <8 x i32> %r
}
define internal void @leaf() {
  ret void
}
define internal void @mid() {
  call void @leaf()
  ret void
}
define dllexport void @kernel(i32 %s) #0 {
  %in = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %s, i32 0)
  %out = call <8 x i32> @sub(<8 x i32> %in, i32 7)
  call void @mid()
  call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %in)
  call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %out)
  ret void
}
attributes #0 = { \"CMGenxMain\" }
";

/// GenXNumbering's call slots: a call to `@sub(<8 x i32>, i32)` returning
/// one value reserves 2×2 + 2×2 + 1 numbers before it and 1 after; its
/// argument is read at the first argument's pre-copy slot, its result is
/// defined at the post-copy slot, and a `ret` of a value reads it at the
/// slot just before.
#[test]
fn call_slots() {
    let (m, _) = lanes_ir::parse_module(CALLS);
    let f = m.function("kernel").unwrap();
    let p = lanes_genx::analyze(
        f,
        lanes_genx::Grf::default(),
        &lanes_genx::BlockDepths::default(),
    );
    let n = &p.numbering;
    // 0 args, 1 block, [2] slot, [3] %in, then the call.
    assert_eq!(n.call_start.get(&inst(1)), Some(&4));
    assert_eq!(n.own[inst(1)], 4 + 9);
    assert_eq!(n.arg_pre_copy(f, inst(1), 0), Some(5));
    assert_eq!(n.arg_pre_copy(f, inst(1), 1), Some(7));
    assert_eq!(n.ret_post_copy(inst(1)), Some(14));
    let range = |name: &str| {
        let x = p.live.values.iter().find(|x| x.name == name).unwrap();
        lanes_genx::liveness::format_range(
            std::slice::from_ref(&x.name),
            &x.segments,
            x.category,
            None,
        )
    };
    // %out: from the post-copy slot to its store.
    let store_out = p.numbering.own[inst(4)];
    assert_eq!(range("out"), format!("out:[14,{store_out}){{general}}"));
    // %in: read by the call at 5, then by the first store (after @mid's call).
    let store_in = p.numbering.own[inst(3)];
    assert_eq!(range("in"), format!("in:[3,{store_in}){{general}}"));
    let sub = m.function("sub").unwrap();
    let q = lanes_genx::analyze(
        sub,
        lanes_genx::Grf::default(),
        &lanes_genx::BlockDepths::default(),
    );
    let r = q.live.values.iter().find(|x| x.name == "r").unwrap();
    let ret = q.numbering.own[inst(1)];
    assert_eq!(r.segments.last().unwrap().end, ret - 1);
}

/// GenXLiveness's subroutine ranges: a value live over a call gets the
/// callee's range, and those of the subroutines it calls, as weak
/// segments; a subroutine argument is live from its pre-copy slot before
/// the call site up to the call. The group is the kernel and every
/// subroutine it reaches; numbers run on through it.
#[test]
fn weak_segments() {
    let out = pass(CALLS, lanes_genx::igc::Pass::Liveness);
    // The group: the kernel, then @sub, @mid, @leaf (depth first), whose
    // numbers follow the kernel's. %in is live over both calls: @sub's
    // range, and @mid's with @leaf's, which abut and merge into one weak
    // segment. %out is defined after @sub returns and read after @mid:
    // only @mid's and @leaf's ranges, a later start to the same end. The
    // kernel's own values are weak nowhere else. @sub's arguments: their
    // pre-copy slots in the kernel (after the kernel's argument copy
    // slot) up to the call (14), then @sub's body. @sub's unified return
    // value: from the call to its post-copy slot, and from the return's
    // pre-copy slot (where %r ends) to the return.
    expect![[r#"
        GenXLiveness for FunctionGroup kernel
        s; :[0,20)[w23,38){surface,align4}
        in; :[4,18)[w23,38){general,align32}
        out; :[15,20)[w29,38){general,align32}
        a; :[6,14)[23,26){general,align32}
        k; :[8,14)[23,24){general,align4}
        .unifiedret; :[14,15)[27,28){general,align32}
        r; :[26,27){general,align32}



        define internal <8 x i32> @sub(<8 x i32> %a, i32 %k) {
          %r = add <8 x i32> %a, %a
          ret <8 x i32> %r
        }

        define internal void @leaf() {
          ret void
        }

        define internal void @mid() {
          call void @leaf()
          ret void
        }

        define dllexport void @kernel(i32 %s) #0 {
          %in = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %s, i32 0)
          %out = call <8 x i32> @sub(<8 x i32> %in, i32 7)
          call void @mid()
          call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %in)
          call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %out)
          ret void
        }

        declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)

        declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)

        attributes #0 = { "CMGenxMain" }
    "#]]
    .assert_eq(&out);
}

/// GenXCategory's conversions written into the IR: a phi used as a surface
/// is converted after all the phis of its block; an indirect index gets a
/// `convert.addr` before its use and a constant add becomes `add.addr`.
#[test]
fn category_conversions_in_ir() {
    let out = pass(
        "declare void @llvm.genx.oword.st.v8f32(i32, i32, <8 x float>)
declare <8 x float> @llvm.genx.rdregionf.v8f32.v32f32.i16(<32 x float>, i32, i32, i32, i16, i32)
define void @k(i1 %c, <32 x float> %v, i16 %i) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %s = phi i32 [ 1, %a ], [ 2, %entry ]
  %t = phi i32 [ 3, %a ], [ 4, %entry ]
  %j = add i16 %i, 32
  %r = call <8 x float> @llvm.genx.rdregionf.v8f32.v32f32.i16(<32 x float> %v, i32 8, i32 8, i32 1, i16 %j, i32 0)
  call void @llvm.genx.oword.st.v8f32(i32 %s, i32 0, <8 x float> %r)
  call void @llvm.genx.oword.st.v8f32(i32 %t, i32 0, <8 x float> %r)
  ret void
}
",
        lanes_genx::igc::Pass::Liveness,
    );
    // The phis stay first in their block; each gets a conversion to the
    // surface category its store reads, after the phis.
    // Shows `%i.categoryconv = call i16 @llvm.genx.convert.addr.i16.i16(i16 %i, i16 0)`.
    // Shows `%j.addradd = call i16 @llvm.genx.add.addr.i16.i16(i16 %i.categoryconv, i16 32)`.
    // Shows `%r = call <8 x float> @llvm.genx.rdregionf.v8f32.v32f32.i16(<32 x float> %v, i32 8, i32 8, i32 1, i16 %j.addradd, i32 0)`.
    // The add has no use left.
    // No `%j = add`.
    // Shows `call void @llvm.genx.oword.st.v8f32(i32 %s.categoryconv, i32 0, <8 x float> %r)`.
    expect![[r#"
        GenXLiveness for FunctionGroup k
        c; :[0,3){predicate,align1}
        v; :[0,22){general,align32}
        i; :[0,22){general,align2}
        s; :[ph5,9)[ph10,14)[14,24){general,align4}
        t; :[ph6,9)[ph11,14)[14,26){general,align4}
        r; :[22,26){general,align32}



        define void @k(i1 %c, <32 x float> %v, i16 %i) {
        entry:
          br i1 %c, label %a, label %b

        a:
          br label %b

        b:
          %s = phi i32 [ 1, %a ], [ 2, %entry ]
          %t = phi i32 [ 3, %a ], [ 4, %entry ]
          %s.categoryconv = call i32 @llvm.genx.convert.i32(i32 %s)
          %t.categoryconv = call i32 @llvm.genx.convert.i32(i32 %t)
          %i.categoryconv = call i16 @llvm.genx.convert.addr.i16.i16(i16 %i, i16 0)
          %j.addradd = call i16 @llvm.genx.add.addr.i16.i16(i16 %i.categoryconv, i16 32)
          %r = call <8 x float> @llvm.genx.rdregionf.v8f32.v32f32.i16(<32 x float> %v, i32 8, i32 8, i32 1, i16 %j.addradd, i32 0)
          call void @llvm.genx.oword.st.v8f32(i32 %s.categoryconv, i32 0, <8 x float> %r)
          call void @llvm.genx.oword.st.v8f32(i32 %t.categoryconv, i32 0, <8 x float> %r)
          ret void
        }

        declare void @llvm.genx.oword.st.v8f32(i32, i32, <8 x float>)

        declare <8 x float> @llvm.genx.rdregionf.v8f32.v32f32.i16(<32 x float>, i32, i32, i32, i16, i32)

    "#]].assert_eq(&out);
}

/// GenXCoalescing's copies written into the IR: a two-address copy before
/// the wrregion whose old value stays live, read by the wrregion.
#[test]
fn coalescing_copies_in_ir() {
    let out = pass(
        "declare <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(<8 x i32> %v, i32 %x) {
  %s = bitcast i32 %x to <1 x i32>
  %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %v, <1 x i32> %s, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %w)
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %v)
  ret void
}
",
        lanes_genx::igc::Pass::Coalescing,
    );
    // Shows `%w.twoaddr = bitcast <8 x i32> %v to <8 x i32>`.
    // Shows `%w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %w.twoaddr, <1 x i32> %s, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)`.
    expect![[r#"


        define void @k(<8 x i32> %v, i32 %x) {
          %s = bitcast i32 %x to <1 x i32>
          %w.twoaddr = bitcast <8 x i32> %v to <8 x i32>
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %w.twoaddr, <1 x i32> %s, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
          call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %w)
          call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %v)
          ret void
        }

        declare <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)

        declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)

    "#]].assert_eq(&out);
}

fn coalesced(text: &str, func: &str) -> Vec<String> {
    let (m, _) = lanes_ir::parse_module(text);
    let f = m.function(func).unwrap();
    let cfg = lanes_db::cfg::Cfg::build(f);
    let dom = lanes_db::dom::DomTree::build(&cfg);
    let forest = lanes_db::loops::LoopForest::build(f, &cfg, &dom);
    let p = lanes_genx::analyze(
        f,
        lanes_genx::Grf::default(),
        &lanes_genx::block_depths(f, &forest),
    );
    lanes_genx::render::coalescing_text(f, &p.coalescing)
        .lines()
        .map(str::to_string)
        .collect()
}

/// GenXCoalescing's copy coalescing: a no-op bitcast shares its input's
/// register even though both stay live (they hold the same bits).
#[test]
fn copy_coalescing() {
    let out = coalesced(
        "declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
declare void @llvm.genx.oword.st.v8f32(i32, i32, <8 x float>)
define void @k(<8 x i32> %a) {
  %x = add <8 x i32> %a, %a
  %y = bitcast <8 x i32> %x to <8 x float>
  call void @llvm.genx.oword.st.v8f32(i32 1, i32 0, <8 x float> %y)
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %x)
  ret void
}
",
        "k",
    );
    // One register for `y,x`.
    expect![[r#"
        [
            "a:[0,3){general}",
            "y,x:[3,9){general}",
        ]
    "#]]
    .assert_debug_eq(&out);
}

/// A bitcast of a phi read round the loop by a later phi of the same block
/// (IGC's `wrapsAround`) is not copy coalesced: the two values differ on
/// the back edge, so it needs non-interfering ranges, and here they
/// interfere.
#[test]
fn wrap_copy() {
    let out = coalesced(
        "declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(<8 x i32> %a, <8 x i32> %b, i1 %c) {
entry:
  br label %h
h:
  %p = phi <8 x i32> [ %a, %entry ], [ %n, %h ]
  %q = phi <8 x i32> [ %b, %entry ], [ %w, %h ]
  %w = bitcast <8 x i32> %p to <8 x i32>
  %n = add <8 x i32> %p, %w
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %q)
  br i1 %c, label %h, label %x
x:
  ret void
}
",
        "k",
    );
    // `w` has a range of its own, apart from `p`.
    expect![[r#"
        [
            "p,n,a:[0,24){general}",
            "q,b,phicopy:[0,16)[21,24){general}",
            "c:[0,24){predicate}",
            "w:[12,21){general}",
            "[21]  %phicopy = bitcast %w (phi copy for %q in %h.h_crit_edge)",
        ]
    "#]]
    .assert_debug_eq(&out);
}

/// `-vc-disable-coalescing`: every interference test says yes, so the
/// wrregion gets its two-address copy and each phi incoming its phi copy;
/// a bitcast no wider than a GRF needs none (it is a move itself).
#[test]
fn coalescing_disabled() {
    let text = "declare <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(<8 x i32> %v, i32 %x, i1 %c) {
entry:
  %s = bitcast i32 %x to <1 x i32>
  %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %v, <1 x i32> %s, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi <8 x i32> [ %w, %a ], [ %v, %entry ]
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %p)
  ret void
}
";
    let on = lanes_genx::igc::Options {
        disable_coalescing: true,
    };
    let out = lanes_genx::igc::module_output_with(
        text,
        None,
        lanes_genx::igc::Pass::Coalescing,
        lanes_genx::Grf::default(),
        on,
    );
    // Three copies: the two-address copy `%w.twoaddr`, a phi copy for each
    // incoming value (`%p = phi <8 x i32> [ %phicopy, %a ], [ %phicopy1,
    // %entry ]`); none for the bitcast `%s`.
    expect![[r#"


        define void @k(<8 x i32> %v, i32 %x, i1 %c) {
        entry:
          %s = bitcast i32 %x to <1 x i32>
          %w.twoaddr = bitcast <8 x i32> %v to <8 x i32>
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %w.twoaddr, <1 x i32> %s, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
          %phicopy1 = bitcast <8 x i32> %v to <8 x i32>
          br i1 %c, label %a, label %b

        a:
          %phicopy = bitcast <8 x i32> %w to <8 x i32>
          br label %b

        b:
          %p = phi <8 x i32> [ %phicopy, %a ], [ %phicopy1, %entry ]
          call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %p)
          ret void
        }

        declare <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)

        declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)

    "#]].assert_eq(&out);
    // Coalescing on: the phi coalesces with %w (only %v, still live, is
    // copied).
    let out = pass(text, lanes_genx::igc::Pass::Coalescing);
    // Two copies: no `bitcast <8 x i32> %w`.
    expect![[r#"


        define void @k(<8 x i32> %v, i32 %x, i1 %c) {
        entry:
          %s = bitcast i32 %x to <1 x i32>
          %w.twoaddr = bitcast <8 x i32> %v to <8 x i32>
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %w.twoaddr, <1 x i32> %s, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
          %phicopy = bitcast <8 x i32> %v to <8 x i32>
          br i1 %c, label %a, label %b

        a:
          br label %b

        b:
          %p = phi <8 x i32> [ %w, %a ], [ %phicopy, %entry ]
          call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %p)
          ret void
        }

        declare <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)

        declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)

    "#]].assert_eq(&out);
}

/// GenXNumbering's kernel argument copy slots: a kernel reserves one
/// number per argument after its first block's number; a function that
/// is not a kernel does not.
#[test]
fn kernel_arg_slots() {
    let text = "declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define dllexport void @k(i32 %s, <8 x i32> %v) #0 {
  call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %v)
  ret void
}
define void @f(i32 %s, <8 x i32> %v) {
  call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %v)
  ret void
}
attributes #0 = { \"CMGenxMain\" }
";
    let (m, _) = lanes_ir::parse_module(text);
    for (name, kernel, store) in [("k", true, 5), ("f", false, 3)] {
        let f = m.function(name).unwrap();
        assert_eq!(lanes_genx::igc::is_kernel(&m, f), kernel);
        let p = lanes_genx::analyze_with(
            f,
            lanes_genx::Grf::default(),
            &lanes_genx::BlockDepths::default(),
            kernel,
            false,
        );
        assert_eq!(p.numbering.kernel_arg_slots, kernel.then_some(2));
        assert_eq!(p.numbering.own[inst(0)], store, "{name}");
    }
}

/// GenXLiveness keeps one live range per flattened element of a struct
/// value, printed `name#i`, each with its element's default category.
#[test]
fn struct_elements_in_liveness_dump() {
    let out = pass(
        "%st = type { i1, <4 x float>, { i32, i16 } }
define void @k(%st* %p, %st* %q) {
  %v = load %st, %st* %p
  %e = extractvalue %st %v, 1
  %w = insertvalue %st %v, <4 x float> %e, 1
  store %st %w, %st* %q
  ret void
}
",
        lanes_genx::igc::Pass::Liveness,
    );
    // Four elements each for `v` and `w` (`#0` to `#3`, no `#4`), the
    // `i1` one a predicate; `e` is a plain value.
    expect![[r#"
        GenXLiveness for FunctionGroup k
        p; :[0,3){general,align8}
        q; :[0,9){general,align8}
        v#0; :[3,7){predicate,align1}
        v#1; :[3,7){general,align16}
        v#2; :[3,7){general,align4}
        v#3; :[3,7){general,align2}
        e; :[5,7){general,align16}
        w#0; :[7,9){predicate,align1}
        w#1; :[7,9){general,align16}
        w#2; :[7,9){general,align4}
        w#3; :[7,9){general,align2}


        %st = type { i1, <4 x float>, { i32, i16 } }

        define void @k(%st* %p, %st* %q) {
          %v = load %st, %st* %p
          %e = extractvalue %st %v, 1
          %w = insertvalue %st %v, <4 x float> %e, 1
          store %st %w, %st* %q
          ret void
        }

    "#]]
    .assert_eq(&out);
}

const UNBALE: &str = "declare <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)
declare <1 x i32> @llvm.genx.rdregioni.v1i32.v8i32.i16(<8 x i32>, i32, i32, i32, i16, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(<8 x i32> %a, <8 x i32> %b, <1 x i32> %x) {
  %v = add <8 x i32> %a, %a
  %r = call <1 x i32> @llvm.genx.rdregioni.v1i32.v8i32.i16(<8 x i32> %v, i32 0, i32 1, i32 1, i16 4, i32 0)
  %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %v, <1 x i32> %x, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
  %u = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %b, <1 x i32> %r, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %w)
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %u)
  ret void
}
";

/// GenXUnbaling: `%r` reads `%v` but is baled into `%u`, after the
/// wrregion `%w` that overwrites `%v`; unbaled, it reads `%v` where it
/// stands, before `%w`, so `%w` coalesces with `%v` without a copy.
#[test]
fn unbaling_avoids_two_address_copy() {
    let (m, _) = lanes_ir::parse_module(UNBALE);
    let f = m.function("k").unwrap();
    let p = lanes_genx::analyze(
        f,
        lanes_genx::Grf::default(),
        &lanes_genx::BlockDepths::default(),
    );
    assert_eq!(p.bales.unbaled, vec![inst(1)], "{:?}", p.bales.unbaled);
    assert!(p.bales.is_head(inst(1)));
    assert!(p.coalescing.copies.is_empty(), "{:?}", p.coalescing.copies);
    // The first baling (IGC's dump) still bales %r into %u.
    let out = igc(UNBALE);
    // Shows `%u = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %b, <1 x i32> %r, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true): wrregion 1`.
    expect![[r#"
        GenXBaling dump start
        bales in function: k:
          %r = call <1 x i32> @llvm.genx.rdregioni.v1i32.v8i32.i16(<8 x i32> %v, i32 0, i32 1, i32 1, i16 4, i32 0): rdregion
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %v, <1 x i32> %x, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true): wrregion
          %u = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %b, <1 x i32> %r, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true): wrregion 1
        GenXBaling dump end


        define void @k(<8 x i32> %a, <8 x i32> %b, <1 x i32> %x) {
          %v = add <8 x i32> %a, %a
          %r = call <1 x i32> @llvm.genx.rdregioni.v1i32.v8i32.i16(<8 x i32> %v, i32 0, i32 1, i32 1, i16 4, i32 0)
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %v, <1 x i32> %x, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
          %u = call <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32> %b, <1 x i32> %r, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
          call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %w)
          call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %u)
          ret void
        }

        declare <8 x i32> @llvm.genx.wrregioni.v8i32.v1i32.i16.i1(<8 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)

        declare <1 x i32> @llvm.genx.rdregioni.v1i32.v8i32.i16(<8 x i32>, i32, i32, i32, i16, i32)

        declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)

    "#]].assert_eq(&out);
}

/// A use of the old value after the two-address instruction that is not a
/// rdregion (the store of `%v`) stops the unbaling: the copy stays.
#[test]
fn unbaling_gives_up_on_other_uses() {
    let text = UNBALE.replace(
        "  ret void\n",
        "  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %v)\n  ret void\n",
    );
    let (m, _) = lanes_ir::parse_module(&text);
    let f = m.function("k").unwrap();
    let p = lanes_genx::analyze(
        f,
        lanes_genx::Grf::default(),
        &lanes_genx::BlockDepths::default(),
    );
    assert!(p.bales.unbaled.is_empty());
    assert_eq!(p.coalescing.copies.len(), 1, "{:?}", p.coalescing.copies);
}

/// A kernel named in `!genx.kernels` (the node's first operand), not a
/// function whose name merely starts the same way.
#[test]
fn kernels_from_metadata() {
    let (m, _) = lanes_ir::parse_module(
        "define void @g(i32 %a) {
  ret void
}
define void @gx(i32 %a) {
  ret void
}
!genx.kernels = !{!0}
!0 = !{void (i32)* @g, !\"g\", !1}
!1 = !{i32 0}
",
    );
    assert!(lanes_genx::igc::is_kernel(&m, m.function("g").unwrap()));
    assert!(!lanes_genx::igc::is_kernel(&m, m.function("gx").unwrap()));
}

/// GenXCoalescing's priority: the moves a failed coalesce would cost (one
/// per GRF, one per power of two left over) × 4 per loop level of the
/// block the copy would go in.
#[test]
fn coalescing_priority_counts_moves() {
    let text = "declare <16 x i32> @llvm.genx.wrregioni.v16i32.v1i32.i16.i1(<16 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)
declare <3 x i32> @llvm.genx.wrregioni.v3i32.v1i32.i16.i1(<3 x i32>, <1 x i32>, i32, i32, i32, i16, i32, i1)
define void @k(<16 x i32> %a, <3 x i32> %b, <1 x i32> %x, i1 %c) {
entry:
  br label %l
l:
  %p = phi <16 x i32> [ %a, %entry ], [ %w, %l ]
  %q = phi <3 x i32> [ %b, %entry ], [ %v, %l ]
  %w = call <16 x i32> @llvm.genx.wrregioni.v16i32.v1i32.i16.i1(<16 x i32> %p, <1 x i32> %x, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
  %v = call <3 x i32> @llvm.genx.wrregioni.v3i32.v1i32.i16.i1(<3 x i32> %q, <1 x i32> %x, i32 0, i32 1, i32 1, i16 0, i32 0, i1 true)
  br i1 %c, label %l, label %x
x:
  ret void
}
";
    let (m, _) = lanes_ir::parse_module(text);
    let f = m.function("k").unwrap();
    let cfg = lanes_db::cfg::Cfg::build(f);
    let dom = lanes_db::dom::DomTree::build(&cfg);
    let forest = lanes_db::loops::LoopForest::build(f, &cfg, &dom);
    let depth = lanes_genx::block_depths(f, &forest);
    let p = lanes_genx::analyze(f, lanes_genx::Grf::default(), &depth);
    let prio = |dest: &str, kind: lanes_genx::coalesce::CandidateKind, from_entry: bool| {
        p.coalescing
            .candidates
            .iter()
            .find(|c| {
                c.kind == kind
                    && lanes_genx::view::View::new(f).name(c.dest) == dest
                    && (kind != lanes_genx::coalesce::CandidateKind::Phi
                        || (c.operand == 0) == from_entry)
            })
            .map(|c| c.priority)
            .unwrap()
    };
    use lanes_genx::coalesce::CandidateKind::{Phi, TwoAddress};
    // 64 bytes: two GRFs; 12 bytes: 8 + 4, two moves. In the loop: × 4.
    assert_eq!(prio("w", TwoAddress, false), 8);
    assert_eq!(prio("v", TwoAddress, false), 8);
    assert_eq!(prio("p", Phi, true), 2);
    assert_eq!(prio("q", Phi, true), 2);
    assert_eq!(prio("p", Phi, false), 8);
}

/// GenXNumbering's dump (`-print-after=GenXNumberingWrapper`): the group's
/// functions by name, each block's number and name, every instruction's
/// own number, the phi-copy slots of the first successor's phis; numbers
/// run on through the group.
#[test]
fn numbering_dump() {
    let out = pass(CALLS, lanes_genx::igc::Pass::Numbering);
    // The kernel: block 1, one argument copy slot, then %in at 4 and the
    // call at 14 after its nine reserved numbers. @sub's numbers follow
    // the kernel's. The IR follows, unchanged.
    expect![[r#"
        GenXNumbering for FunctionGroup kernel
        kernel:

        1 :
        4     %in = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %s, i32 0)
        14     %out = call <8 x i32> @sub(<8 x i32> %in, i32 7)
        16     call void @mid()
        18     call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %in)
        20     call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %out)
        22     ret void
        sub:

        24 :
        26     %r = add <8 x i32> %a, %a
        28     ret <8 x i32> %r
        mid:

        30 :
        31     call void @leaf()
        33     ret void
        leaf:

        35 :
        37     ret void



        define internal <8 x i32> @sub(<8 x i32> %a, i32 %k) {
          %r = add <8 x i32> %a, %a
          ret <8 x i32> %r
        }

        define internal void @leaf() {
          ret void
        }

        define internal void @mid() {
          call void @leaf()
          ret void
        }

        define dllexport void @kernel(i32 %s) #0 {
          %in = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %s, i32 0)
          %out = call <8 x i32> @sub(<8 x i32> %in, i32 7)
          call void @mid()
          call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %in)
          call void @llvm.genx.oword.st.v8i32(i32 %s, i32 0, <8 x i32> %out)
          ret void
        }

        declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)

        declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)

        attributes #0 = { "CMGenxMain" }
    "#]]
    .assert_eq(&out);
}

/// The instruction of arena index `k` (as the dumps number them).
fn inst(k: u32) -> lanes_ir::InstId {
    lanes_db::ids::inst_from_index(k)
}

/// Runs the pipeline on function `func` of `text` (loop depth 0).
fn pipeline(text: &str, func: &str) -> (lanes_ir::Module, lanes_genx::Pipeline) {
    let (m, _) = lanes_ir::parse_module(text);
    let f = m.function(func).unwrap();
    let p = lanes_genx::analyze(
        f,
        lanes_genx::Grf::default(),
        &lanes_genx::BlockDepths::default(),
    );
    (m, p)
}

/// The value named `name` of function `func`.
fn val(m: &lanes_ir::Module, func: &str, name: &str) -> lanes_genx::Val {
    let f = m.function(func).unwrap();
    if let Some(n) = f
        .header
        .params
        .iter()
        .position(|p| p.name.as_deref() == Some(name))
    {
        return lanes_genx::Val::Arg(n as u32);
    }
    let (id, _) = f
        .insts
        .iter()
        .find(|(_, i)| i.name.as_deref() == Some(name))
        .unwrap_or_else(|| panic!("no %{name}"));
    lanes_genx::Val::Inst(id)
}

const STATE: &str = "declare <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
declare <16 x float> @llvm.genx.sample.v16f32.v16f32(i32, i16, i32, i32, <16 x float>, <16 x float>, <16 x float>)
declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)
define void @k(i32 %surf, i32 %smp, i32 %tex, <8 x i32> %off, <8 x i32> %old, <16 x float> %u, i32 %base) {
  %g = call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 2, i16 0, i32 %surf, i32 0, <8 x i32> %off, <8 x i32> %old)
  %s = call <16 x float> @llvm.genx.sample.v16f32.v16f32(i32 1, i16 0, i32 %smp, i32 %tex, <16 x float> %u, <16 x float> %u, <16 x float> %u)
  %b = add i32 %base, 1
  %l = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %b, i32 0)
  call void @llvm.genx.oword.st.v8i32(i32 %b, i32 0, <8 x i32> %g)
  call void @llvm.genx.oword.st.v8i32(i32 %b, i32 0, <8 x i32> %l)
  call void @llvm.genx.oword.st.v16f32(i32 %b, i32 0, <16 x float> %s)
  ret void
}
";

/// GenXCategory's use categories come from the intrinsic's description:
/// the surface of `gather.scaled` is its fourth argument, `sample` takes a
/// sampler then a surface; an argument used there takes that category, an
/// instruction result gets a `convert` (one per category).
#[test]
fn state_operand_categories() {
    use lanes_genx::Category;
    let (m, p) = pipeline(STATE, "k");
    let c = &p.categories;
    assert_eq!(c.of(val(&m, "k", "surf")), Category::Surface);
    assert_eq!(c.of(val(&m, "k", "smp")), Category::Sampler);
    assert_eq!(c.of(val(&m, "k", "tex")), Category::Surface);
    // The offsets and old value stay general.
    assert_eq!(c.of(val(&m, "k", "off")), Category::General);
    let b = val(&m, "k", "b");
    assert_eq!(c.of(b), Category::General);
    let convs: Vec<_> = c.conversions.iter().filter(|x| x.value == b).collect();
    assert_eq!(convs.len(), 4, "{convs:?}");
    assert!(
        convs
            .iter()
            .all(|x| x.kind == lanes_genx::ConversionKind::Convert && x.to == Category::Surface)
    );
    let out = pass(STATE, lanes_genx::igc::Pass::Liveness);
    // The four conversions of `%b` are one `@llvm.genx.convert.i32` call.
    expect![[r#"
        GenXLiveness for FunctionGroup k
        surf; :[0,3){surface,align4}
        smp; :[0,5){sampler,align4}
        tex; :[0,5){surface,align4}
        off; :[0,3){general,align32}
        old; :[0,2){general,align32}
        u; :[0,5){general,align32}
        base; :[0,7){general,align4}
        g; :[2,11){general,align32}
        s; :[4,15){general,align32}
        b; :[7,15){general,align4}
        l; :[9,13){general,align32}



        define void @k(i32 %surf, i32 %smp, i32 %tex, <8 x i32> %off, <8 x i32> %old, <16 x float> %u, i32 %base) {
          %g = call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 2, i16 0, i32 %surf, i32 0, <8 x i32> %off, <8 x i32> %old)
          %s = call <16 x float> @llvm.genx.sample.v16f32.v16f32(i32 1, i16 0, i32 %smp, i32 %tex, <16 x float> %u, <16 x float> %u, <16 x float> %u)
          %b = add i32 %base, 1
          %b.categoryconv = call i32 @llvm.genx.convert.i32(i32 %b)
          %l = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %b.categoryconv, i32 0)
          call void @llvm.genx.oword.st.v8i32(i32 %b.categoryconv, i32 0, <8 x i32> %g)
          call void @llvm.genx.oword.st.v8i32(i32 %b.categoryconv, i32 0, <8 x i32> %l)
          call void @llvm.genx.oword.st.v16f32(i32 %b.categoryconv, i32 0, <16 x float> %s)
          ret void
        }

        declare <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)

        declare <16 x float> @llvm.genx.sample.v16f32.v16f32(i32, i16, i32, i32, <16 x float>, <16 x float>, <16 x float>)

        declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)

        declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)

        declare void @llvm.genx.oword.st.v16f32(i32, i32, <16 x float>)

    "#]].assert_eq(&out);
}

/// GenXVisaRegAlloc's register classes: general `V32…`, predicate `P1…`,
/// surface `T6…` (after the reserved ones), sampler `S0…`; a register
/// holding an argument has the argument's type, and only a general
/// register gets an alias for another type.
#[test]
fn register_classes() {
    let (m, p) = pipeline(STATE, "k");
    let reg = |n: &str| {
        p.registers
            .register_of(val(&m, "k", n))
            .unwrap()
            .name
            .clone()
    };
    assert_eq!(reg("surf"), "T6");
    assert_eq!(reg("smp"), "S0");
    assert_eq!(reg("tex"), "T7");
    assert!(reg("g").starts_with('V'));
    let text = "declare void @llvm.genx.oword.st.v1i32(i32, i32, <1 x i32>)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(i32 %x, <8 x i32> %v, <8 x i32> %w) {
  %c = icmp ult <8 x i32> %v, %w
  %s = select <8 x i1> %c, <8 x i32> %v, <8 x i32> %w
  %y = bitcast i32 %x to <1 x i32>
  %f = bitcast <8 x i32> %s to <8 x float>
  %i = bitcast <8 x float> %f to <8 x i32>
  call void @llvm.genx.oword.st.v1i32(i32 1, i32 0, <1 x i32> %y)
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %i)
  ret void
}
";
    let (m, p) = pipeline(text, "k");
    let r = |n: &str| p.registers.register_of(val(&m, "k", n)).unwrap();
    assert_eq!(r("c").name, "P1");
    // `%y` is a `<1 x i32>` copy of the argument: one type, no alias.
    assert_eq!(r("y").name, r("x").name);
    assert_eq!(r("x").types, vec!["i32".to_string()]);
    assert!(r("x").aliases.is_empty());
    // `%f` (float) shares `%s`'s register through copy coalescing: an alias.
    assert_eq!(r("f").name, r("s").name);
    assert_eq!(r("s").types.len(), 2, "{:?}", r("s").types);
    assert_eq!(r("s").aliases.len(), 1);
}

/// A phi's category is its default one (lanes does not take it from its
/// incomings, as GenXCategory's `getCategoryForPhiIncomings` does): here
/// general although both incomings are surfaces, so the phi's own state use
/// is converted.
#[test]
fn phi_category_is_default() {
    use lanes_genx::Category;
    let text = "declare <8 x i32> @llvm.genx.oword.ld.v8i32(i32, i32, i32)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(i32 %a, i32 %b, i1 %c) {
entry:
  %x = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %a, i32 0)
  %y = call <8 x i32> @llvm.genx.oword.ld.v8i32(i32 0, i32 %b, i32 0)
  br i1 %c, label %t, label %j
t:
  br label %j
j:
  %p = phi i32 [ %a, %t ], [ %b, %entry ]
  %q = phi i1 [ true, %t ], [ %c, %entry ]
  call void @llvm.genx.oword.st.v8i32(i32 %p, i32 0, <8 x i32> %x)
  call void @llvm.genx.oword.st.v8i32(i32 %p, i32 0, <8 x i32> %y)
  ret void
}
";
    let (m, p) = pipeline(text, "k");
    let c = &p.categories;
    assert_eq!(c.of(val(&m, "k", "a")), Category::Surface);
    assert_eq!(c.of(val(&m, "k", "p")), Category::General);
    assert_eq!(c.of(val(&m, "k", "q")), Category::Predicate);
    let pv = val(&m, "k", "p");
    assert_eq!(c.conversions.iter().filter(|x| x.value == pv).count(), 2);
}

const TWO_ADDR: &str = "declare <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i32(<8 x i1>, i32, i16, i32, i32, <8 x i32>, <8 x i32>)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(i32 %surf, <8 x i32> %a, <8 x i32> %o) {
  %x = add <8 x i32> %a, %a
  %g = call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 2, i16 0, i32 %surf, i32 0, <8 x i32> %a, <8 x i32> %o)
  %h = call <8 x i32> @llvm.genx.gather.scaled.v8i32.v8i32(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 2, i16 0, i32 %surf, i32 0, <8 x i32> %x, <8 x i32> %x)
  call void @llvm.genx.oword.st.v8i32(i32 %surf, i32 0, <8 x i32> %g)
  call void @llvm.genx.oword.st.v8i32(i32 %surf, i32 0, <8 x i32> %h)
  ret void
}
";

/// GenXLiveness's two-address slots: an intrinsic whose last argument is
/// its two-address operand (`gather.scaled`'s old value) is defined one
/// number early, at its pre-copy slot, and reads that operand there; the
/// two abut and coalesce without a copy.
#[test]
fn two_address_intrinsic_slots() {
    let (m, p) = pipeline(TWO_ADDR, "k");
    let g = val(&m, "k", "g");
    let o = val(&m, "k", "o");
    let own = p.numbering.own[match g {
        lanes_genx::Val::Inst(i) => i,
        _ => unreachable!(),
    }];
    let live = |v| p.live.get(v).unwrap().segments.clone();
    assert_eq!(live(g)[0].start, own - 1);
    assert_eq!(live(o).last().unwrap().end, own - 1);
    assert!(p.coalescing.copies.is_empty(), "{:?}", p.coalescing.copies);
    let r = p.registers.register_of(g).unwrap();
    assert!(r.range.values.contains(&o));
}

/// GenXLiveness's `twoAddrInterfere`: `%x` is both the offsets and the
/// two-address old value of `%h`, so it is read at `%h`'s number and one
/// number early; the one-number overlap with `%h`'s range at the pre-copy
/// slot does not count, and they coalesce without a copy.
#[test]
fn two_address_operand_read_twice() {
    let (m, p) = pipeline(TWO_ADDR, "k");
    let (h, x) = (val(&m, "k", "h"), val(&m, "k", "x"));
    let hl = p.live.get(h).unwrap().segments.clone();
    let xl = p.live.get(x).unwrap().segments.clone();
    assert_eq!(xl.last().unwrap().end, hl[0].start + 1, "{xl:?} {hl:?}");
    let cand = p
        .coalescing
        .candidates
        .iter()
        .find(|c| c.dest == h)
        .unwrap();
    assert!(cand.coalesced, "{cand:?}");
    assert!(p.coalescing.copies.is_empty(), "{:?}", p.coalescing.copies);
}

/// GenXVisaRegAlloc's extra coalescing leaves a wrregion's result alone,
/// even when a same-sized operand dies there (its new value here); a plain
/// instruction's result joins such an operand.
#[test]
fn extra_coalescing_skips_wrregion() {
    let text = "declare <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.i1(<8 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(<8 x i32> %v, <8 x i32> %n) {
  %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.i1(<8 x i32> %v, <8 x i32> %n, i32 0, i32 8, i32 1, i16 0, i32 0, i1 true)
  %s = shl <8 x i32> %w, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %s)
  ret void
}
";
    let (m, p) = pipeline(text, "k");
    let (w, n, s) = (val(&m, "k", "w"), val(&m, "k", "n"), val(&m, "k", "s"));
    assert!(
        !p.registers.extra.iter().any(|&(r, _)| r == w),
        "{:?}",
        p.registers.extra
    );
    assert_ne!(
        p.registers.register_of(w).unwrap().name,
        p.registers.register_of(n).unwrap().name
    );
    assert!(
        p.registers.extra.contains(&(s, w)),
        "{:?}",
        p.registers.extra
    );
}

/// GenXLiveness names an unnamed value for its dump: `arg` for an
/// argument, the opcode for an instruction.
#[test]
fn unnamed_values_in_liveness_dump() {
    let out = pass(
        "declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)
define void @k(<8 x i32>) {
  %2 = add <8 x i32> %0, %0
  call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %2)
  ret void
}
",
        lanes_genx::igc::Pass::Liveness,
    );
    expect![[r#"
        GenXLiveness for FunctionGroup k
        arg; :[0,3){general,align32}
        add; :[3,5){general,align32}



        define void @k(<8 x i32>) {
          %2 = add <8 x i32> %0, %0
          call void @llvm.genx.oword.st.v8i32(i32 1, i32 0, <8 x i32> %2)
          ret void
        }

        declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)

    "#]]
    .assert_eq(&out);
}
