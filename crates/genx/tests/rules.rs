//! Hand-written fixtures for the GenXBaling rules of `docs/genx-rules.md`:
//! each runs `lanes bales --format igc`'s renderer (the first baling's dump
//! of the rewritten IR, then that IR) and checks the lines that decide it.

fn igc(text: &str) -> String {
    lanes_genx::render::igc_module(text, None, 32, 32, 2)
}

#[track_caller]
fn has(out: &str, line: &str) {
    assert!(
        out.lines().any(|l| l.trim() == line),
        "missing line `{line}` in\n{out}"
    );
}

#[track_caller]
fn lacks(out: &str, part: &str) {
    assert!(!out.contains(part), "unexpected `{part}` in\n{out}");
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
    has(&out, "%n = fneg float %a: negmod");
    has(&out, "%b = call float @llvm.fabs.f32(float %n): absmod");
    has(&out, "%n = sub i32 0, %b: negmod 1");
    has(&out, "%e = sext i16 %b to i32: sext 0");
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
    has(&out, "%n = sub i32 0, %a: negmod");
    lacks(&out, "%x = shl i32 %n, %s: maininst");
    lacks(&out, "%y = and i32 %n, %x: maininst");
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
    has(&out, "%z = zext <2 x i8> %v to <2 x i32>: zext");
    lacks(&out, "zeroinitializer): maininst");
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
    lacks(&out, "%w): maininst");
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
    has(
        &out,
        "%m = call <32 x i32> @llvm.genx.smadw.v32i32.v4i32(<4 x i32> %legal, <4 x i32> %strided, <4 x i32> %w): maininst 0",
    );
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
    lacks(&out, "%c = call float @llvm.cos.f32(float %n): maininst");
    has(
        &out,
        "%d = call float @llvm.fma.f32(float %m, float %c, float %c): maininst 0",
    );
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
    assert!(out.contains("<8 x i32> %aligned): maininst 3"), "{out}");
    lacks(&out, "<8 x i32> %off): maininst");
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
    has(
        &out,
        "%inv = xor <8 x i1> %c, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>",
    );
    has(
        &out,
        "%r = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.v8i1(<8 x i32> %old, <8 x i32> %s, i32 0, i32 8, i32 1, i16 0, i32 undef, <8 x i1> %inv): wrregion 1 7",
    );
    lacks(&out, "select");
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
    assert!(out.contains("zeroinitializer: cmpdst 0"), "{out}");
    lacks(
        &out,
        "%fs = select <4 x i1> %fc, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>, <4 x i32> zeroinitializer: cmpdst",
    );
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
    let out = igc(text);
    has(
        &out,
        "store <8 x i64> %p, <8 x i64>* bitcast (<16 x i32>* @g to <8 x i64>*): g_store",
    );
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
    has(&out, "store <16 x i32> %w1, <16 x i32>* @g: g_store 0");
    has(&out, "store <16 x i32> %w2, <16 x i32>* @g: g_store 0");
    lacks(&out, "phi");
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
    lacks(&out, "store");
    lacks(&out, "%l = load");
}

#[test]
fn dead_removed() {
    let out = igc("define i32 @f(i32 %a) {
  %dead = add i32 %a, 1
  ret i32 %a
}
");
    lacks(&out, "%dead");
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
    lacks(&out, "phi");
    has(&out, "%n = sub i32 0, %a");
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
    has(
        &out,
        "%split = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %w, i32 0, i32 8, i32 1, i16 0, i32 undef)",
    );
    has(&out, "%u = mul <8 x i32> %split, %a");
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
    has(
        &out,
        "%a = call i64 @llvm.genx.faddr.p0f_i32f(i32 ()* @g): faddr",
    );
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
    lacks(&igc(text), "allany");
    // ... the code-generation baling bales it into the branch.
    let (m, _) = lanes_ir::parse_module(text);
    let b = lanes_genx::baling::bales(&m.functions[0], 32, 32, 2);
    let dump = lanes_genx::render::bales_igc(&m.functions[0], &b);
    assert!(dump.contains(": allany"), "{dump}");
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
    assert!(out.contains("i1 true): wrregion\n"), "{out}");
}
