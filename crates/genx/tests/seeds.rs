//! Golden dumps of the seed's GenX examples (fixtures/seeds/genx_*.ll):
//! bales, numbering, live ranges, coalescing and registers of every function.

use std::path::Path;

use expect_test::expect_file;
use lanes_genx::liveness::SegmentKind;
use lanes_genx::view::Val;
use lanes_genx::{Pipeline, render};
use lanes_ir::{Metadata, Module};

fn fixture(name: &str) -> Module {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/seeds")
        .join(name);
    let (m, diags) = lanes_ir::parse_module(&std::fs::read_to_string(p).unwrap());
    assert!(
        diags
            .iter()
            .all(|d| d.severity != lanes_ir::Severity::Error),
        "{diags:?}"
    );
    m
}

fn run<'a>(m: &'a Module, func: &str) -> (Pipeline, &'a lanes_ir::Function) {
    let f = m.function(func).unwrap();
    (
        lanes_genx::analyze(f, lanes_genx::Grf::default(), &depths(f)),
        f,
    )
}

/// Loop depths from the lanes-db loop forest.
fn depths(f: &lanes_ir::Function) -> lanes_genx::BlockDepths {
    let cfg = lanes_db::cfg::Cfg::build(f);
    let dom = lanes_db::dom::DomTree::build(&cfg);
    let forest = lanes_db::loops::LoopForest::build(f, &cfg, &dom);
    lanes_genx::block_depths(f, &forest)
}

fn dump(m: &Module) -> String {
    let mut out = String::new();
    for f in &m.functions {
        let p = lanes_genx::analyze(f, lanes_genx::Grf::default(), &depths(f));
        let line = |i: lanes_ir::InstId| {
            let Metadata::Ref(n) = f.insts[i].attachment("dbg")? else {
                return None;
            };
            Some(m.metadata_node(*n)?.location()?.0)
        };
        out.push_str(&format!("==== @{}\n-- bales\n", f.name()));
        out.push_str(&render::bales_text(f, &p.bales, None, &line));
        out.push_str("-- numbering\n");
        out.push_str(&render::bales_text(
            f,
            &p.bales,
            Some((&p.numbering, &p.categories)),
            &line,
        ));
        out.push_str("-- live ranges\n");
        out.push_str(&render::live_ranges_text(&p.live));
        out.push_str("-- coalescing\n");
        out.push_str(&render::coalescing_text(f, &p.coalescing));
        out.push_str("-- registers\n");
        out.push_str(&render::registers_text(f, &p.registers));
    }
    out
}

#[test]
fn golden_dumps() {
    for name in [
        "genx_shl.ll",
        "genx_read_region_decomposed.ll",
        "genx_phi.ll",
        "genx_indirect_region_category.ll",
        "genx_indirect_region_commoned.ll",
        "genx_indirect_region_cse.ll",
        "genx_indirect_region_lowered.ll",
    ] {
        expect_file![format!("snapshots/{name}.txt")].assert_eq(&dump(&fixture(name)));
    }
}

fn range_of<'a>(p: &'a Pipeline, name: &str) -> &'a [String] {
    &p.coalescing
        .ranges
        .iter()
        .find(|r| r.names.iter().any(|n| n == name))
        .unwrap()
        .names
}

#[test]
fn shl_extra_coalescing_shares_one_register() {
    let m = fixture("genx_shl.ll");
    let (p, f) = run(&m, "rd_y_backend");
    let idx = |n: &str| {
        Val::Inst(
            f.insts
                .iter()
                .find(|(_, i)| i.name.as_deref() == Some(n))
                .unwrap()
                .0,
        )
    };
    let (wr, shl) = (idx("wrregion17.i.i141"), idx("shl.i.i142"));
    assert!(p.registers.extra.contains(&(shl, wr)));
    assert_eq!(
        p.registers.register_of(wr).unwrap().name,
        p.registers.register_of(shl).unwrap().name
    );
}

#[test]
fn decomposed_wrregion_pairs_coalesce() {
    let m = fixture("genx_read_region_decomposed.ll");
    let (p, _) = run(&m, "linear");
    for (a, b) in [
        (
            "conv.addedwrregion.join10.decomp.1",
            "conv.addedwrregion.join7.decomp.1",
        ),
        (
            "conv.addedwrregion.join19.decomp.3",
            "conv.addedwrregion.join16.decomp.3",
        ),
        (
            "conv.addedwrregion.join28.decomp.5",
            "conv.addedwrregion.join25.decomp.5",
        ),
    ] {
        assert!(range_of(&p, a).iter().any(|n| n == b));
    }
    assert!(p.coalescing.copies.is_empty());
}

#[test]
fn phi_unoverlapper_and_phi_copy() {
    let m = fixture("genx_phi.ll");
    let (p, _) = run(&m, "bitonic_phis_crit_edge");
    assert_eq!(p.categories.unoverlappers.len(), 1);
    assert_eq!(
        p.categories.unoverlappers[0].name,
        "stride253.0624.unoverlapper"
    );
    let in623 = range_of(&p, "stride253.0.in623");
    assert!(in623.iter().any(|n| n.starts_with("phicopy")), "{in623:?}");
    for (phi, inc) in [
        ("stride253.0624", "stride253.0"),
        ("E.0.load607622", "merge375.7"),
        ("D.0.load610621", "merge368.7"),
    ] {
        assert!(range_of(&p, phi).iter().any(|n| n == inc), "{phi}");
    }
}

#[test]
fn addr_add_baled_into_indirect_regions() {
    let m = fixture("genx_indirect_region_commoned.ll");
    let (p, f) = run(&m, "addrTest1");
    let addradd: Vec<&str> = p
        .bales
        .bales
        .iter()
        .flat_map(|b| &b.members)
        .filter(|x| x.kind == lanes_genx::BaleKind::AddrAdd)
        .map(|x| f.insts[x.inst].name.as_deref().unwrap())
        .collect();
    assert_eq!(addradd, ["addr_add.addradd18", "addr_add.addradd"]);
}

#[test]
fn split_loop_edge_coalesces_dst_into_one_range() {
    let m = fixture("genx_indirect_region_category.ll");
    let (p, f) = run(&m, "addrTest1");
    let block = |n: &str| {
        f.blocks
            .iter()
            .find(|(_, b)| b.name.to_string() == n)
            .unwrap()
            .0
    };
    let body = block("for.body");
    let edges: Vec<_> = p.numbering.edges.iter().map(|e| (e.pred, e.succ)).collect();
    assert_eq!(edges, [(body, body)]);
    let mut dst = range_of(&p, "dst.030").to_vec();
    dst.sort();
    assert_eq!(
        dst,
        [
            "constant17",
            "dst.030",
            "wrregion14",
            "wrregion14.lcssa",
            "wrregion8"
        ]
    );
    assert!(
        p.coalescing
            .copies
            .iter()
            .all(|c| c.kind != lanes_genx::liveness::CopyKind::TwoAddress)
    );
}

/// A loop-exit phi's copy segment at the end of the exiting block does not
/// interfere with its incoming value, which stays live into the back edge:
/// they coalesce and no phi copy is needed.
#[test]
fn loop_exit_phis_coalesce_with_their_incoming() {
    let m = fixture("genx_indirect_region_category.ll");
    let (p, _) = run(&m, "addrTest1");
    assert!(
        range_of(&p, "wrregion14.lcssa")
            .iter()
            .any(|n| n == "wrregion14")
    );
    assert!(p.coalescing.copies.is_empty(), "{:?}", p.coalescing.copies);
    let lcssa = p.live.values.iter().find(|x| x.name == "wrregion14.lcssa");
    let kinds: Vec<_> = lcssa.unwrap().segments.iter().map(|s| s.kind).collect();
    assert_eq!(kinds, [SegmentKind::PhiCopy, SegmentKind::Strong]);

    let m = fixture("genx_phi.ll");
    let (p, _) = run(&m, "bitonic_phis");
    for (phi, inc) in [
        ("E.0.load607.lcssa", "merge375.7"),
        ("D.0.load610.lcssa", "merge368.7"),
        ("E.out", "E.0.load606629"),
        ("D.out", "D.0.load609628"),
    ] {
        assert!(range_of(&p, phi).iter().any(|n| n == inc), "{phi}");
    }
    // Only the back edge's copy for `%stride253.0.in623` is left.
    let copies: Vec<&str> = p
        .coalescing
        .copies
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(copies, ["phicopy"]);
}

/// A switch with two cases to the phi's block lists that block twice in
/// the phi: one incoming value, one copy at most per block (two copies at
/// one slot would share a register while holding different values).
#[test]
fn duplicate_switch_edges_share_one_phi_copy() {
    let (m, diags) = lanes_ir::parse_module(
        r#"
declare <8 x i32> @llvm.genx.rdregioni.v8i32.v8i32.i16(<8 x i32>, i32, i32, i32, i16, i32)
define <8 x i32> @f(<8 x i32> %a, <8 x i32> %b, i32 %n) {
entry:
  %c0 = icmp eq i32 %n, 7
  br i1 %c0, label %sw, label %join
sw:
  %a2 = add <8 x i32> %a, %b
  switch i32 %n, label %other [ i32 0, label %join
                                i32 1, label %join
                                i32 2, label %other2 ]
other:
  br label %join
other2:
  br label %join
join:
  %p = phi <8 x i32> [ %a, %entry ], [ %a2, %sw ], [ %a2, %sw ], [ %b, %other ], [ %a, %other2 ]
  %q = phi <8 x i32> [ %b, %entry ], [ %a, %sw ], [ %a, %sw ], [ %a, %other ], [ %b, %other2 ]
  %r = add <8 x i32> %p, %q
  %r2 = call <8 x i32> @llvm.genx.rdregioni.v8i32.v8i32.i16(<8 x i32> %r, i32 0, i32 8, i32 1, i16 0, i32 undef)
  ret <8 x i32> %r2
}
"#,
    );
    assert!(diags.is_empty(), "{diags:?}");
    let (p, _) = run(&m, "f");
    let mut at: Vec<(u32, String)> = p
        .coalescing
        .copies
        .iter()
        .map(|c| (c.number, format!("{:?}", c.block)))
        .collect();
    at.sort();
    let n = at.len();
    at.dedup_by_key(|x| x.0);
    assert_eq!(
        at.len(),
        n,
        "two copies at one number: {:?}",
        p.coalescing.copies
    );
}

/// The seed's two copies for `%stride253.0.in623` (`%phicopy` in the
/// preheader, `%phicopy1426` on the back edge) and its
/// `stride253.0624.unoverlapper,splat.splat359213` range. In the seed's
/// kernel `%size249.0630` is the outer loop's phi, still live after the
/// inner loop (the outer loop reads it again); the fixture passes it as an
/// argument read only before the loop, so it coalesces with the phi. Read
/// again after the loop, as in the seed, it interferes, and the preheader
/// copy appears. The seed's `splat.splat359213` is the `<1 x i32>` bitcast
/// of the unoverlapper (the fixture's `%stride.v`): copy coalescing puts it
/// in the unoverlapper's range.
#[test]
fn seed_preheader_copy_when_size_is_live_after_the_loop() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/seeds/genx_phi.ll");
    let src = std::fs::read_to_string(path).unwrap();
    let start = src
        .find("define dso_local void @bitonic_phis_crit_edge")
        .unwrap();
    let end = start + src[start..].find("\n}\n").unwrap();
    let last =
        "  call void @llvm.genx.oword.st.v16i32(i32 %buf, i32 4, <16 x i32> %D.out), !dbg !511\n";
    let body = src[start..end].replace(
        last,
        &format!(
            "{last}  %size.v = bitcast i32 %size249.0630 to <1 x i32>\n  call void @llvm.genx.oword.st.v1i32(i32 %buf, i32 8, <1 x i32> %size.v)\n"
        ),
    );
    assert_ne!(body, src[start..end]);
    let (m, _) = lanes_ir::parse_module(&format!("{}{body}{}", &src[..start], &src[end..]));
    let (p, _) = run(&m, "bitonic_phis_crit_edge");
    let mut in623 = range_of(&p, "stride253.0.in623").to_vec();
    in623.sort();
    assert_eq!(in623, ["phicopy", "phicopy1", "stride253.0.in623"]);
    let from: Vec<(String, String)> = p
        .coalescing
        .copies
        .iter()
        .map(|c| {
            let src = p
                .coalescing
                .liveness
                .get(c.source)
                .map_or(String::new(), |x| x.name.clone());
            (c.name.clone(), src)
        })
        .collect();
    assert!(
        from.contains(&("phicopy1".into(), "size249.0630".into())),
        "{from:?}"
    );
    assert!(
        from.contains(&("phicopy".into(), "stride253.0624.unoverlapper".into())),
        "{from:?}"
    );
    let mut unov = range_of(&p, "stride253.0624.unoverlapper").to_vec();
    unov.sort();
    assert_eq!(unov, ["stride.v", "stride253.0624.unoverlapper"]);
}
