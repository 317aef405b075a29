use expect_test::{Expect, expect};

use lanes_ir::{Opcode as Op, Operation};

use crate::*;

fn summary(t: &TargetDesc) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}: {} bits, VFs {:?}",
        t.name,
        t.vector.register_bits,
        t.vector.candidate_vfs()
    );
    for (op, k) in [
        (Op::Add, ScalarKind::I32),
        (Op::FAdd, ScalarKind::F64),
        (Op::FDiv, ScalarKind::F32),
        (Op::FDiv, ScalarKind::F64),
        (Op::SDiv, ScalarKind::I32),
        (Op::Mul, ScalarKind::I64),
        (Op::BitCast, ScalarKind::I32),
        (Op::Freeze, ScalarKind::I32),
    ] {
        let op = Operation::Inst(op);
        let _ = writeln!(
            s,
            "  {op}.{k}: vector {} scalar {}",
            t.arith.cost(op, k),
            t.scalar.op_cost(op, k)
        );
    }
    let m = &t.memory;
    let _ = writeln!(
        s,
        "  memory: load {} masked {} gather/lane {} scatter/lane {}",
        m.load, m.masked_load, m.gather_per_lane, m.scatter_per_lane
    );
    let _ = writeln!(
        s,
        "  shuffle: 2-src {} overrides {}; reduce add.i32 x8 {}",
        t.shuffle.two_source_permute,
        t.shuffle.overrides.len(),
        t.reduction.cost(Op::Add.into(), ScalarKind::I32, 8)
    );
    let _ = writeln!(s, "  genx: {:?}", t.genx);
    s
}

#[test]
fn builtins_parse() {
    let all: String = builtin_names()
        .iter()
        .map(|n| summary(&builtin(n).unwrap()))
        .collect();
    expect![[r#"
        sse2: 128 bits, VFs [2, 4, 8, 16]
          add.i32: vector 1 scalar 1
          fadd.f64: vector 2 scalar 2
          fdiv.f32: vector 39 scalar 23
          fdiv.f64: vector 69 scalar 38
          sdiv.i32: vector 1 scalar 1
          mul.i64: vector 1 scalar 1
          bitcast.i32: vector 0 scalar 0
          freeze.i32: vector 1 scalar 1
          memory: load 1 masked 14 gather/lane 12 scatter/lane 12
          shuffle: 2-src 2 overrides 0; reduce add.i32 x8 6
          genx: GenxFacts { grf_bytes: 32, num_grfs: 128, address_registers: 16, max_exec_size: 32, max_operand_grfs: 2 }
        sse42: 128 bits, VFs [2, 4, 8, 16]
          add.i32: vector 1 scalar 1
          fadd.f64: vector 1 scalar 1
          fdiv.f32: vector 14 scalar 14
          fdiv.f64: vector 22 scalar 22
          sdiv.i32: vector 1 scalar 1
          mul.i64: vector 1 scalar 1
          bitcast.i32: vector 0 scalar 0
          freeze.i32: vector 1 scalar 1
          memory: load 1 masked 10 gather/lane 12 scatter/lane 12
          shuffle: 2-src 2 overrides 0; reduce add.i32 x8 6
          genx: GenxFacts { grf_bytes: 32, num_grfs: 128, address_registers: 16, max_exec_size: 32, max_operand_grfs: 2 }
        avx2: 256 bits, VFs [2, 4, 8, 16, 32]
          add.i32: vector 1 scalar 1
          fadd.f64: vector 1 scalar 1
          fdiv.f32: vector 14 scalar 7
          fdiv.f64: vector 28 scalar 14
          sdiv.i32: vector 1 scalar 1
          mul.i64: vector 1 scalar 1
          bitcast.i32: vector 0 scalar 0
          freeze.i32: vector 1 scalar 1
          memory: load 1 masked 2 gather/lane 4 scatter/lane 4
          shuffle: 2-src 3 overrides 31; reduce add.i32 x8 6
          genx: GenxFacts { grf_bytes: 32, num_grfs: 128, address_registers: 16, max_exec_size: 32, max_operand_grfs: 2 }
        avx512: 512 bits, VFs [2, 4, 8, 16, 32, 64]
          add.i32: vector 1 scalar 1
          fadd.f64: vector 1 scalar 1
          fdiv.f32: vector 18 scalar 7
          fdiv.f64: vector 32 scalar 14
          sdiv.i32: vector 1 scalar 1
          mul.i64: vector 1 scalar 1
          bitcast.i32: vector 0 scalar 0
          freeze.i32: vector 1 scalar 1
          memory: load 1 masked 1 gather/lane 1 scatter/lane 2
          shuffle: 2-src 1 overrides 0; reduce add.i32 x8 6
          genx: GenxFacts { grf_bytes: 32, num_grfs: 128, address_registers: 16, max_exec_size: 32, max_operand_grfs: 2 }
        genx: 512 bits, VFs [2, 4, 8, 16, 32]
          add.i32: vector 1 scalar 1
          fadd.f64: vector 2 scalar 1
          fdiv.f32: vector 4 scalar 4
          fdiv.f64: vector 16 scalar 16
          sdiv.i32: vector 16 scalar 16
          mul.i64: vector 4 scalar 1
          bitcast.i32: vector 0 scalar 0
          freeze.i32: vector 1 scalar 1
          memory: load 2 masked 2 gather/lane 1 scatter/lane 1
          shuffle: 2-src 8 overrides 0; reduce add.i32 x8 3
          genx: GenxFacts { grf_bytes: 32, num_grfs: 128, address_registers: 16, max_exec_size: 32, max_operand_grfs: 2 }
    "#]].assert_eq(&all);
}

/// The built-in targets are read from the JSON the build script writes:
/// it must hold what their TOML says, each of them.
#[test]
fn builtins_from_json_are_their_toml() {
    for i in 0..BUILTIN_SOURCES.len() {
        let (name, _) = BUILTIN_SOURCES[i];
        assert!(!BUILTIN_JSON[i].is_empty(), "{name}: no JSON");
        let json: TargetDesc = serde_json::from_str(BUILTIN_JSON[i]).unwrap();
        assert_eq!(json, toml_builtin(i), "{name}");
        assert_eq!(builtin(name).as_ref(), Some(&json), "{name}");
    }
}

#[test]
fn builtins_round_trip() {
    for name in builtin_names() {
        let t = builtin(name).unwrap();
        let text = t.to_toml();
        let back =
            TargetDesc::from_toml(&text, "saved.toml").unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, t, "{name} round trip");
        assert_eq!(back.to_toml(), text);
    }
}

#[test]
fn to_toml_sse42() {
    expect![[r#"
        name = "sse42"
        description = "x86-64 with SSE4.2 (Nehalem), 128-bit vectors"

        [vector]
        register_bits = 128
        max_vf = 16
        registers = 16
        scalar_registers = 16
        max_interleave = 2
        scalarized = ["udiv", "sdiv", "urem", "srem", "frem", "sin", "cos", "exp", "exp2", "log", "log2", "log10", "pow"]
        isa = "sse4.2"

        [arith]
        default = 1
        fdiv = { f32 = 14, f64 = 22 }
        frem = { f32 = 60, f64 = 30 }
        icmp = { i64 = 2 }
        select = { default = 1 }
        bitcast = { default = 0 }
        getelementptr = { default = 0 }
        sqrt = { f32 = 18, f64 = 32 }
        fma = { default = 2 }
        smin = { i64 = 3 }
        smax = { i64 = 3 }
        umin = { i64 = 4 }
        umax = { i64 = 4 }
        minnum = { default = 4 }
        maxnum = { default = 4 }
        sin = { f32 = 48, f64 = 24 }
        cos = { f32 = 48, f64 = 24 }
        exp = { f32 = 48, f64 = 24 }
        exp2 = { f32 = 48, f64 = 24 }
        log = { f32 = 48, f64 = 24 }
        log2 = { f32 = 48, f64 = 24 }
        log10 = { f32 = 48, f64 = 24 }
        pow = { f32 = 88, f64 = 44 }

        [memory]
        load = 1
        store = 1
        masked_load = 10
        masked_store = 10
        gather_per_lane = 12
        scatter_per_lane = 12
        scalar_load = 1
        scalar_store = 1
        uniform_load = 2
        uniform_store = 2
        masked_min_bits = 0
        address_indexed = 10
        address_variable_stride = 1

        [shuffle]
        identity = 0
        extract_subvector = 1
        insert_subvector = 1
        broadcast = 1
        reverse = 1
        select = 1
        alternate = 1
        unpack = 1
        single_source_permute = 1
        two_source_permute = 2

        [scalar]
        insert_element = 1
        extract_element = 1
        branch = 0
        subvector_bits = 128
        subvector_move = 1

        [scalar.ops]
        default = 1
        fdiv = { f32 = 14, f64 = 22 }
        frem = { default = 15 }
        bitcast = { default = 0 }
        sqrt = { f32 = 18, f64 = 32 }
        fma = { default = 2 }
        sin = { default = 10 }
        cos = { default = 10 }
        exp = { default = 10 }
        exp2 = { default = 10 }
        log = { default = 10 }
        log2 = { default = 10 }
        log10 = { default = 10 }
        pow = { default = 10 }

        [reduction]
        default = 2
        mul = { i32 = 3, i64 = 9 }

        [genx]
        grf_bytes = 32
        num_grfs = 128
        address_registers = 16
        max_exec_size = 32
        max_operand_grfs = 2
    "#]]
    .assert_eq(&builtin("sse42").unwrap().to_toml());
}

fn check_err(src: &str, expect: Expect) {
    let err = TargetDesc::from_toml(src, "avx2.toml").unwrap_err();
    expect.assert_eq(&err.to_string());
}

/// The avx2 built-in with one line replaced, so errors sit at a known line.
fn avx2_with(from: &str, to: &str) -> String {
    let src = builtin_source("avx2").unwrap();
    assert!(src.contains(from), "{from}");
    src.replacen(from, to, 1)
}

#[test]
fn errors_name_key_and_line() {
    check_err(
        &avx2_with("gather_per_lane = 4", "gather_per_lan = 4"),
        expect![
            "avx2.toml:54:1: unknown field `gather_per_lan`, expected one of `load`, `store`, `masked_load`, `masked_store`, `gather_per_lane`, `scatter_per_lane`, `scalar_load`, `scalar_store`, `uniform_load`, `uniform_store`, `masked_min_bits`, `address_indexed`, `address_variable_stride`"
        ],
    );
    check_err(
        &avx2_with("gather_per_lane = 4", "gather_per_lane = \"four\""),
        expect![[r#"avx2.toml:54:19: invalid type: string "four", expected u32"#]],
    );
    check_err(
        &avx2_with("gather_per_lane = 4", "gather_per_lane = -4"),
        expect!["avx2.toml:54:19: invalid value: integer `-4`, expected u32"],
    );
    check_err(
        &avx2_with("fdiv = { f32", "fdvi = { f32"),
        expect![
            "avx2.toml:24:1: unknown opcode `fdvi`, expected `default` or one of `add`, `sub`, `mul`, `udiv`, `sdiv`, `urem`, `srem`, `shl`, `lshr`, `ashr`, `and`, `or`, `xor`, `fadd`, `fsub`, `fmul`, `fdiv`, `frem`, `fneg`, `icmp`, `fcmp`, `select`, `trunc`, `zext`, `sext`, `fptrunc`, `fpext`, `fptoui`, `fptosi`, `uitofp`, `sitofp`, `ptrtoint`, `inttoptr`, `bitcast`, `getelementptr`, `sqrt`, `fma`, `fabs`, `smin`, `smax`, `umin`, `umax`, `minnum`, `maxnum`, `sin`, `cos`, `exp`, `exp2`, `log`, `log2`, `log10`, `pow`, `floor`, `ceil`, `round`, `rint`, `nearbyint`, `abs`, `ctpop`"
        ],
    );
    check_err(
        &avx2_with("fdiv = { f32", "fdiv = { f23"),
        expect![
            "avx2.toml:24:10: unknown field `f23`, expected one of `default`, `i1`, `i8`, `i16`, `i32`, `i64`, `f32`, `f64`"
        ],
    );
    check_err(
        &avx2_with("max_vf = 32", "max_vf = 24"),
        expect!["avx2.toml:11:10: expected a power of two from 1 to 256, found 24"],
    );
    check_err(
        &avx2_with("[memory]", "[memroy]"),
        expect![
            "avx2.toml:48:2: unknown field `memroy`, expected one of `name`, `description`, `vector`, `arith`, `memory`, `shuffle`, `scalar`, `reduction`, `genx`"
        ],
    );
    check_err(
        &avx2_with(
            "  { mask = [0, 1, -1, -1], elem_bits = 64, cost = 1 },",
            "  { mask = [0, 1, -1, -1], bits = 64, cost = 1 },",
        ),
        expect![
            "avx2.toml:76:28: unknown field `bits`, expected one of `mask`, `elem_bits`, `cost`"
        ],
    );
    check_err(
        &avx2_with("load = 1\n", "load = 1\nload = 2\n"),
        expect!["avx2.toml:50:1: duplicate key `load` in table `memory`"],
    );
    check_err(
        "name = \"x\"\n[vector]\nregister_bits = 128\n",
        expect![[r#"avx2.toml:2:1: missing field `max_vf`"#]],
    );
    check_err(
        "name = \"x\"\n[vector\n",
        expect![[r#"avx2.toml:2:8: invalid table header, expected `.`, `]`"#]],
    );
}

#[test]
fn out_of_range_values_are_located_errors() {
    check_err(
        &avx2_with("register_bits = 256", "register_bits = 16777216"),
        expect!["avx2.toml:10:17: expected a power of two from 8 to 1024, found 16777216"],
    );
    check_err(
        &avx2_with("gather_per_lane = 4", "gather_per_lane = 4000000"),
        expect!["avx2.toml:54:19: expected an integer from 0 to 10000, found 4000000"],
    );
    check_err(
        &avx2_with("fdiv = { f32 = 14", "fdiv = { f32 = 99999"),
        expect!["avx2.toml:24:16: expected an integer from 0 to 10000, found 99999"],
    );
    check_err(
        &avx2_with("[arith]\ndefault = 1", "[arith]\ndefault = 12345"),
        expect!["avx2.toml:20:11: expected an integer from 0 to 10000, found 12345"],
    );
    check_err(
        &avx2_with("max_interleave = 4", "max_interleave = 0"),
        expect!["avx2.toml:14:18: expected an integer from 1 to 16, found 0"],
    );
    // The rendered form shows the line and a caret under the value.
    let err = TargetDesc::from_toml(
        &avx2_with("register_bits = 256", "register_bits = 16777216"),
        "big.toml",
    )
    .unwrap_err();
    expect![[r#"
        big.toml:10:17: error: expected a power of two from 8 to 1024, found 16777216
        register_bits = 16777216
                        ^
    "#]]
    .assert_eq(&err.render());
}

#[test]
fn validate_checks_descriptions_built_in_code() {
    let mut t = builtin("avx2").unwrap();
    assert_eq!(t.validate(), Ok(()));
    t.vector.register_bits = 1 << 24;
    expect!["`vector.register_bits` must be a power of two from 8 to 1024, not 16777216"]
        .assert_eq(&t.validate().unwrap_err().to_string());
    let mut t = builtin("avx2").unwrap();
    t.memory.scatter_per_lane = 1_000_000;
    expect!["`memory.scatter_per_lane` must be an integer from 0 to 10000, not 1000000"]
        .assert_eq(&t.validate().unwrap_err().to_string());
}

#[test]
fn load_errors() {
    expect!["unknown target `avx3`, expected one of `sse2`, `sse42`, `avx2`, `avx512`, `genx` or a path to a .toml file"].assert_eq(&load("avx3").unwrap_err().to_string());
    expect![[r#"/nonexistent/t.toml: cannot read target description: No such file or directory (os error 2)"#]].assert_eq(&load("/nonexistent/t.toml").unwrap_err().to_string());
    assert_eq!(load("avx512").unwrap().name, "avx512");
}

#[test]
fn mask_classification() {
    let cases: &[(&[i32], u32)] = &[
        (&[0, 1, 2, 3], 4),
        (&[4, 5, 6, 7], 4),
        (&[0, -1, 2, -1], 4),
        (&[-1, -1, -1, -1], 4),
        (&[0, 1], 4),
        (&[2, 3], 4),
        (&[4, 5, 6, 7], 8),
        (&[1, 2], 4),
        (&[0, 1, 2, 3, -1, -1, -1, -1], 4),
        (&[0, 1, 2, 3, 4, 5, 6, 7], 4),
        (&[0, 1, 4, 5], 4),
        (&[4, 5, 2, 3], 4),
        (&[0, 4, 5, 3], 4),
        (&[0, 0, 0, 0], 4),
        (&[4, -1, 4, 4], 4),
        (&[2, 2, 2, 2], 4),
        (&[3, 2, 1, 0], 4),
        (&[7, 6, 5, 4], 4),
        (&[0, 5, 2, 7], 4),
        (&[4, 1, 6, 3], 4),
        (&[0, 1, 6, 7], 4),
        (&[0, 5, 6, 3], 4),
        (&[0, 4, 1, 5], 4),
        (&[2, 6, 3, 7], 4),
        (&[0, 4, 2, 6], 4),
        (&[1, 5, 3, 7], 4),
        (&[4, 0, 5, 1], 4),
        (&[0, 4, 1, 5, 2, 6, 3, 7], 4),
        (&[2, 3, 6, 7], 4),
        (&[0, 2, 4, 6], 8),
        (&[0, 2, -1, -1], 4),
        (&[1, 0, 3, 2], 4),
        (&[0, 4, -1, -1], 4),
        (&[0, 5, 1, 4], 4),
    ];
    let table: String = cases
        .iter()
        .map(|(m, n)| {
            format!(
                "{:<28} src {n}: {}\n",
                format!("{m:?}"),
                classify_mask(m, *n)
            )
        })
        .collect();
    expect![[r#"
        [0, 1, 2, 3]                 src 4: identity
        [4, 5, 6, 7]                 src 4: identity
        [0, -1, 2, -1]               src 4: identity
        [-1, -1, -1, -1]             src 4: identity
        [0, 1]                       src 4: extract_subvector
        [2, 3]                       src 4: extract_subvector
        [4, 5, 6, 7]                 src 8: extract_subvector
        [1, 2]                       src 4: extract_subvector
        [0, 1, 2, 3, -1, -1, -1, -1] src 4: identity
        [0, 1, 2, 3, 4, 5, 6, 7]     src 4: insert_subvector
        [0, 1, 4, 5]                 src 4: insert_subvector
        [4, 5, 2, 3]                 src 4: select
        [0, 4, 5, 3]                 src 4: insert_subvector
        [0, 0, 0, 0]                 src 4: broadcast
        [4, -1, 4, 4]                src 4: broadcast
        [2, 2, 2, 2]                 src 4: single_source_permute
        [3, 2, 1, 0]                 src 4: reverse
        [7, 6, 5, 4]                 src 4: reverse
        [0, 5, 2, 7]                 src 4: alternate
        [4, 1, 6, 3]                 src 4: alternate
        [0, 1, 6, 7]                 src 4: select
        [0, 5, 6, 3]                 src 4: select
        [0, 4, 1, 5]                 src 4: unpack
        [2, 6, 3, 7]                 src 4: unpack
        [0, 4, 2, 6]                 src 4: unpack
        [1, 5, 3, 7]                 src 4: unpack
        [4, 0, 5, 1]                 src 4: unpack
        [0, 4, 1, 5, 2, 6, 3, 7]     src 4: unpack
        [2, 3, 6, 7]                 src 4: two_source_permute
        [0, 2, 4, 6]                 src 8: single_source_permute
        [0, 2, -1, -1]               src 4: single_source_permute
        [1, 0, 3, 2]                 src 4: single_source_permute
        [0, 4, -1, -1]               src 4: insert_subvector
        [0, 5, 1, 4]                 src 4: two_source_permute
    "#]]
    .assert_eq(&table);
}

#[test]
fn shuffle_cost_overrides_first() {
    let t = builtin("avx2").unwrap();
    let s = &t.shuffle;
    // The OptVLS merge costs of the seed (avx2).
    assert_eq!(
        s.mask_cost(&[0, 2, -1, -1], 4, 64),
        (ShuffleKind::SingleSourcePermute, 4)
    );
    assert_eq!(
        s.mask_cost(&[-1, -1, 1, -1], 4, 64),
        (ShuffleKind::Reverse, 3)
    );
    // The final sequence: insert subvector, vperm2f128 override, unpacks.
    assert_eq!(
        s.mask_cost(&[0, 1, 4, 5], 4, 64),
        (ShuffleKind::InsertSubvector, 1)
    );
    assert_eq!(
        s.mask_cost(&[2, 3, 6, 7], 4, 64),
        (ShuffleKind::TwoSourcePermute, 1)
    );
    assert_eq!(s.mask_cost(&[0, 4, 2, 6], 4, 64), (ShuffleKind::Unpack, 1));
    // Overrides are per element width.
    assert_eq!(
        s.mask_cost(&[2, 3, 6, 7], 4, 32),
        (ShuffleKind::TwoSourcePermute, 3)
    );
    // Any negative lane matches -1.
    assert_eq!(
        s.cost(ShuffleKind::SingleSourcePermute, 64, &[0, 2, -7, -1]),
        4
    );
}

#[test]
fn vector_facts() {
    let v = builtin("avx2").unwrap().vector;
    assert_eq!(v.registers_for(8, 32), 1);
    assert_eq!(v.registers_for(16, 32), 2);
    assert_eq!(v.registers_for(2, 64), 1);
    assert_eq!(v.registers_for(32, 1), 1);
    assert_eq!(v.lanes_per_register(64), 4);
}

#[test]
fn live_editing() {
    let mut t = builtin("avx2").unwrap();
    let before = t.clone();
    assert_eq!(t.set("arith.fdiv.f64", 40), Ok(TableId::Arith));
    assert_eq!(t.arith.cost(Op::FDiv.into(), ScalarKind::F64), 40);
    assert_eq!(t.set("memory.gather_per_lane", 2), Ok(TableId::Memory));
    assert_eq!(
        t.set_in("shuffle", "two_source_permute", 2),
        Ok(TableId::Shuffle)
    );
    assert_eq!(
        t.set("shuffle.override.64.0,u,1,-1", 9),
        Ok(TableId::Shuffle)
    );
    assert_eq!(
        t.shuffle
            .cost(ShuffleKind::TwoSourcePermute, 64, &[0, -1, 1, -1]),
        9
    );
    assert_eq!(t.set("scalar.ops.sdiv.i64", 30), Ok(TableId::Scalar));
    assert_eq!(t.set("arith.xor", 2), Ok(TableId::Arith));
    assert_eq!(t.get("arith.xor.i8"), Ok(2));
    assert_eq!(t.get("arith.fadd.f32"), Ok(1));
    assert_eq!(t.set("vector.max_vf", 8), Ok(TableId::Vector));
    assert_eq!(t.vector.candidate_vfs(), vec![2, 4, 8]);
    assert_eq!(t.set("genx.grf_bytes", 64), Ok(TableId::Genx));
    assert_eq!(t.set("reduction.fadd.f32", 5), Ok(TableId::Reduction));

    // Each edit touched only its own table.
    assert_eq!(t.name, before.name);
    let saved = TargetDesc::from_toml(&t.to_toml(), "edited.toml").unwrap();
    assert_eq!(saved, t);

    assert_eq!(t.unset("arith.xor"), Ok(TableId::Arith));
    assert_eq!(t.get("arith.xor.i8"), Ok(1));
    assert_eq!(
        t.unset("shuffle.override.64.0,-1,1,-1"),
        Ok(TableId::Shuffle)
    );
    assert!(t.get("shuffle.override.64.0,-1,1,-1").is_err());

    let errs: String = [
        ("memory.gather_per_lan", 1),
        ("arith.fdvi.f64", 1),
        ("arith.fdiv.f63", 1),
        ("shuffle.two_src", 1),
        ("shuffle.override.64", 1),
        ("vector.max_vf", 12),
        ("genx.num_grfs", 0),
        ("vector.register_bits", 1 << 31),
        ("arith.fdiv.f64", 10_001),
        ("memory.masked_min_bits", 129),
        ("cost.x", 1),
    ]
    .iter()
    .map(|(p, v)| format!("{p}: {}\n", t.set(p, *v).unwrap_err()))
    .collect();
    expect![[r#"
        memory.gather_per_lan: unknown key `memory.gather_per_lan`, expected one of `load`, `store`, `masked_load`, `masked_store`, `gather_per_lane`, `scatter_per_lane`, `scalar_load`, `scalar_store`, `uniform_load`, `uniform_store`, `masked_min_bits`, `address_indexed`, `address_variable_stride`
        arith.fdvi.f64: unknown key `arith.fdvi.f64`: `fdvi` is not an opcode; expected one of `add`, `sub`, `mul`, `udiv`, `sdiv`, `urem`, `srem`, `shl`, `lshr`, `ashr`, `and`, `or`, `xor`, `fadd`, `fsub`, `fmul`, `fdiv`, `frem`, `fneg`, `icmp`, `fcmp`, `select`, `trunc`, `zext`, `sext`, `fptrunc`, `fpext`, `fptoui`, `fptosi`, `uitofp`, `sitofp`, `ptrtoint`, `inttoptr`, `bitcast`, `getelementptr`, `sqrt`, `fma`, `fabs`, `smin`, `smax`, `umin`, `umax`, `minnum`, `maxnum`, `sin`, `cos`, `exp`, `exp2`, `log`, `log2`, `log10`, `pow`, `floor`, `ceil`, `round`, `rint`, `nearbyint`, `abs`, `ctpop`
        arith.fdiv.f63: unknown key `arith.fdiv.f63`, expected one of `default`, `i1`, `i8`, `i16`, `i32`, `i64`, `f32`, `f64`
        shuffle.two_src: unknown key `shuffle.two_src`, expected one of `identity`, `extract_subvector`, `insert_subvector`, `broadcast`, `reverse`, `select`, `alternate`, `unpack`, `single_source_permute`, `two_source_permute`, `override.<elem_bits>.<mask>`
        shuffle.override.64: bad override key `shuffle.override.64`, expected `override.<elem_bits>.<mask>` as in `override.64.0,1,4,5`
        vector.max_vf: `vector.max_vf` must be a power of two from 1 to 256, not 12
        genx.num_grfs: `genx.num_grfs` must be an integer from 1 to 1024, not 0
        vector.register_bits: `vector.register_bits` must be a power of two from 8 to 1024, not 2147483648
        arith.fdiv.f64: `arith.fdiv.f64` must be an integer from 0 to 10000, not 10001
        memory.masked_min_bits: `memory.masked_min_bits` must be an integer from 0 to 128, not 129
        cost.x: unknown table `cost`, expected one of `vector`, `arith`, `memory`, `shuffle`, `scalar`, `reduction`, `genx`
    "#]].assert_eq(&errs);
}

/// Scalarized operations are charged for the lanes a VF uses; others for
/// whole registers.
#[test]
fn scalarized_ops_cost_by_lane() {
    let t = builtin("avx2").unwrap();
    let v = &t.vector;
    // sdiv i32: 160 per 8-lane register.
    assert_eq!(v.op_cost(Op::SDiv.into(), 160, 2, 32), 40);
    assert_eq!(v.op_cost(Op::SDiv.into(), 160, 8, 32), 160);
    assert_eq!(v.op_cost(Op::SDiv.into(), 160, 16, 32), 320);
    // add: a half-filled register costs a register.
    assert_eq!(v.op_cost(Op::Add.into(), 1, 2, 32), 1);
    assert_eq!(v.op_cost(Op::Add.into(), 1, 16, 32), 2);
    let bad = TargetDesc::from_toml(
        &builtin_source("avx2")
            .unwrap()
            .replace("\"udiv\", \"sdiv\"", "\"udvi\", \"sdiv\""),
        "avx2.toml",
    )
    .unwrap_err()
    .to_string();
    assert!(bad.contains("unknown opcode `udvi`"), "{bad}");
}

/// X86's interleaved-group shuffle costs (LLVM 14's tables and AVX-512
/// formula).
#[test]
fn x86_interleaved_shuffles() {
    use crate::interleaved::{X86Level, x86_shuffle_cost};
    let rows = [
        (X86Level::Avx2, 2, 2, 8, 32, false),
        (X86Level::Avx2, 2, 1, 8, 32, false),
        (X86Level::Avx2, 3, 3, 8, 32, true),
        (X86Level::Avx2, 4, 1, 4, 64, false),
        (X86Level::Avx2, 5, 5, 8, 32, false),
        (X86Level::Ssse3, 2, 2, 4, 32, false),
        (X86Level::Ssse3, 3, 3, 4, 32, false),
        (X86Level::Ssse3, 2, 2, 4, 16, false),
        (X86Level::Sse2, 2, 2, 4, 16, false),
        (X86Level::Avx512, 2, 2, 16, 32, false),
        (X86Level::Avx512, 2, 2, 16, 32, true),
    ]
    .map(|(l, f, m, vf, bits, st)| {
        format!(
            "{l:?} factor {f} members {m} VF {vf} i{bits} {}: {:?}",
            if st { "store" } else { "load" },
            x86_shuffle_cost(l, f, m, vf, bits, st)
        )
    });
    expect![[r#"
        Avx2 factor 2 members 2 VF 8 i32 load: Some(4)
        Avx2 factor 2 members 1 VF 8 i32 load: Some(2)
        Avx2 factor 3 members 3 VF 8 i32 store: Some(11)
        Avx2 factor 4 members 1 VF 4 i64 load: Some(2)
        Avx2 factor 5 members 5 VF 8 i32 load: None
        Ssse3 factor 2 members 2 VF 4 i32 load: Some(2)
        Ssse3 factor 3 members 3 VF 4 i32 load: None
        Ssse3 factor 2 members 2 VF 4 i16 load: Some(2)
        Sse2 factor 2 members 2 VF 4 i16 load: Some(7)
        Avx512 factor 2 members 2 VF 16 i32 load: Some(5)
        Avx512 factor 2 members 2 VF 16 i32 store: Some(5)"#]]
    .assert_eq(&rows.join("\n"));
}

#[test]
fn x86_targets_name_their_instruction_set_level() {
    use crate::x86::Isa;
    let isa = |n: &str| builtin(n).unwrap().vector.isa;
    assert_eq!(isa("sse42"), Some(Isa::Sse42));
    assert_eq!(isa("avx2"), Some(Isa::Avx2));
    assert_eq!(isa("avx512"), Some(Isa::Avx512F));
    assert_eq!(isa("genx"), None);
    // A description without the key keeps its own tables for everything.
    let src = builtin_source("avx2")
        .unwrap()
        .replace("isa = \"avx2\"", "");
    let t = TargetDesc::from_toml(&src, "mine.toml").unwrap();
    assert_eq!(t.vector.isa, None);
    assert_eq!(
        TargetDesc::from_toml(&t.to_toml(), "again.toml").unwrap(),
        t
    );
    let bad = builtin_source("avx2")
        .unwrap()
        .replace("isa = \"avx2\"", "isa = \"avx3\"");
    let err = TargetDesc::from_toml(&bad, "avx2.toml")
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("avx2.toml:15:7: unknown variant `avx3`"),
        "{err}"
    );
}

/// The built-in of a function's `"target-cpu"` / `"target-features"`: the
/// features LLVM's X86.td gives each CPU, the wider of CPU and features.
#[test]
fn for_function_levels() {
    use crate::for_function;
    let clang = "+cx8,+fxsr,+mmx,+sse,+sse2,+x87";
    let rows = [
        (Some("x86-64"), Some(clang)),
        (Some("x86-64"), None),
        (None, Some(clang)),
        (Some("generic"), None),
        (Some("core2"), None),
        (Some("k8"), None),
        (Some("btver1"), None),
        (Some("x86-64"), Some("+sse2,+ssse3")),
        (Some("x86-64"), Some("+sse2,+sse4.1")),
        (Some("x86-64"), Some("+sse4.2,-sse4.2,-sse4.1")),
        (Some("x86-64-v2"), None),
        (Some("penryn"), None),
        (Some("nehalem"), Some(clang)),
        (Some("silvermont"), None),
        (Some("x86-64"), Some("+avx2")),
        (Some("haswell"), Some(clang)),
        (Some("x86-64-v4"), None),
        (Some("pentium"), None),
        (None, Some("+neon")),
    ]
    .map(|(cpu, fs)| format!("{cpu:?} {fs:?}: {:?}", for_function(cpu, fs)));
    expect![[r#"
        Some("x86-64") Some("+cx8,+fxsr,+mmx,+sse,+sse2,+x87"): Some("sse2")
        Some("x86-64") None: Some("sse2")
        None Some("+cx8,+fxsr,+mmx,+sse,+sse2,+x87"): Some("sse2")
        Some("generic") None: Some("sse2")
        Some("core2") None: Some("sse2")
        Some("k8") None: Some("sse2")
        Some("btver1") None: Some("sse2")
        Some("x86-64") Some("+sse2,+ssse3"): Some("sse2")
        Some("x86-64") Some("+sse2,+sse4.1"): Some("sse42")
        Some("x86-64") Some("+sse4.2,-sse4.2,-sse4.1"): Some("sse2")
        Some("x86-64-v2") None: Some("sse42")
        Some("penryn") None: Some("sse42")
        Some("nehalem") Some("+cx8,+fxsr,+mmx,+sse,+sse2,+x87"): Some("sse42")
        Some("silvermont") None: Some("sse42")
        Some("x86-64") Some("+avx2"): Some("avx2")
        Some("haswell") Some("+cx8,+fxsr,+mmx,+sse,+sse2,+x87"): Some("avx2")
        Some("x86-64-v4") None: Some("avx512")
        Some("pentium") None: None
        None Some("+neon"): None"#]]
    .assert_eq(&rows.join("\n"));
}
