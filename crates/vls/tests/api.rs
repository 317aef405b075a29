//! Grouping rules, bail-outs, stores and identity elision.

mod common;

use common::{Avx2Toy, Flat, TestMemref};
use expect_test::expect;
use lanes_vls::{
    AccessType, BailOut, Inst, MemrefId, VectorType, get_group_cost, get_groups, get_groups_traced,
    get_sequence, verify,
};

const V4X64: VectorType = VectorType::new(4, 64);

fn strided(access: AccessType, offsets: &[i64], stride: i64) -> Vec<TestMemref> {
    offsets
        .iter()
        .enumerate()
        .map(|(i, &o)| TestMemref {
            order: i as u32,
            ..TestMemref::strided(access, V4X64, o, stride)
        })
        .collect()
}

#[test]
fn sets_split_by_access_type_stride_and_array() {
    let mut ms = strided(AccessType::StridedLoad, &[0, 8], 16);
    ms.push(TestMemref::strided(AccessType::StridedStore, V4X64, 0, 16));
    ms.push(TestMemref::strided(AccessType::StridedLoad, V4X64, 0, 24));
    ms.push(TestMemref {
        array: 1,
        ..TestMemref::strided(AccessType::StridedLoad, V4X64, 8, 16)
    });
    let grouping = get_groups_traced(&ms, 32);
    let sets: Vec<Vec<u32>> = grouping
        .sets
        .iter()
        .map(|s| s.members.iter().map(|m| m.0.0 + 1).collect())
        .collect();
    assert_eq!(sets, [vec![1, 2], vec![3], vec![4], vec![5]]);
    let group_of: Vec<u32> = grouping.group_of.values().map(|g| g.0).collect();
    assert_eq!(group_of, [0, 0, 1, 2, 3]);
}

#[test]
fn members_sort_by_distance_and_stop_at_immovable_ones() {
    // Given out of order: offsets 16, 0, 8; the one at 8 cannot move.
    let mut ms = strided(AccessType::StridedLoad, &[16, 0, 8], 32);
    ms[2].movable = false;
    let groups = get_groups(&ms, 32);
    let members: Vec<Vec<(MemrefId, i64)>> = groups
        .iter()
        .map(|g| g.members.iter().map(|m| (m.memref, m.offset)).collect())
        .collect();
    assert_eq!(
        members,
        [
            vec![(MemrefId(1), 0)],
            vec![(MemrefId(2), 0), (MemrefId(0), 8)]
        ]
    );
}

#[test]
fn unit_stride_is_one_load() {
    let ms = strided(AccessType::StridedLoad, &[0], 8);
    let g = &get_groups(&ms, 32)[0];
    let seq = get_sequence(g, &Avx2Toy).unwrap();
    expect![[r#"
        %1 = mask.load.64.4 (<Base:#1 Offset:0>, 1111)
        Results: member 1 = %1
    "#]]
    .assert_eq(&seq.to_string());
}

#[test]
fn gaps_are_masked_off() {
    // x[4k] and x[4k+2] of i32 at VF 4, 16-byte vectors: every other pair
    // of elements is a gap.
    let ty = VectorType::new(4, 32);
    let ms: Vec<TestMemref> = [0, 8]
        .iter()
        .map(|&o| TestMemref::strided(AccessType::StridedLoad, ty, o, 16))
        .collect();
    let grouping = get_groups_traced(&ms, 16);
    let g = &grouping.groups[0];
    expect![[r#"
        Vector Length(in bytes): 16
        AccType: SLoad
        AccessMask(per byte, R to L): 111100001111
        #1 <4 x 32> SLoad
        #2 <4 x 32> SLoad
    "#]]
    .assert_eq(&g.to_string());
    let seq = get_sequence(g, &Flat).unwrap();
    verify(g, &seq).unwrap();
    assert!(seq.insts.iter().all(|i| match i {
        Inst::Load { mask, .. } => mask == &[true, false, true, false],
        _ => true,
    }));
}

#[test]
fn store_mirror_of_example1() {
    let ms = strided(AccessType::StridedStore, &[0, 8], 16);
    let g = &get_groups(&ms, 32)[0];
    let seq = get_sequence(g, &Avx2Toy).unwrap();
    verify(g, &seq).unwrap();
    expect![[r#"
        %1 = input <4 x 64> #1
        %2 = input <4 x 64> #2
        %3 = shufflevector <4 x 64> %1, <4 x 64> %2, <4 x 32><0, 4, 1, 2>
        %4 = shufflevector <4 x 64> %1, <4 x 64> %2, <4 x 32><5, 6, 3, 7>
        %5 = shufflevector <4 x 64> %3, <4 x 64> %4, <4 x 32><0, 1, 2, 4>
        %6 = shufflevector <4 x 64> %3, <4 x 64> %4, <4 x 32><3, 5, 6, 7>
        mask.store.64.4 (%5, <Base:#1 Offset:0>, 1111)
        mask.store.64.4 (%6, <Base:#1 Offset:32>, 1111)
    "#]]
    .assert_eq(&seq.to_string());
}

#[test]
fn stride_three_needs_three_loads() {
    let ms = strided(AccessType::StridedLoad, &[0, 8, 16], 24);
    let g = &get_groups(&ms, 32)[0];
    let seq = get_sequence(g, &Avx2Toy).unwrap();
    verify(g, &seq).unwrap();
    assert_eq!((seq.num_loads(), seq.num_shuffles()), (3, 6));
    let cost = get_group_cost(g, &Avx2Toy);
    assert!(cost.prefers_sequence(), "{cost:?}");
}

#[test]
fn reversed_stride_loads_below_the_base() {
    let ms = strided(AccessType::StridedLoad, &[0, 8], -16);
    let g = &get_groups(&ms, 32)[0];
    let seq = get_sequence(g, &Avx2Toy).unwrap();
    verify(g, &seq).unwrap();
    let offsets: Vec<i64> = seq
        .insts
        .iter()
        .filter_map(|i| match i {
            Inst::Load { offset, .. } => Some(*offset),
            _ => None,
        })
        .collect();
    assert_eq!(offsets, [-48, -16]);
}

#[test]
fn bail_outs() {
    let bail = |ms: &[TestMemref], vl| get_sequence(&get_groups(ms, vl)[0], &Flat).unwrap_err();

    let indexed = TestMemref {
        stride: None,
        ..TestMemref::strided(AccessType::IndexedLoad, V4X64, 0, 0)
    };
    assert_eq!(bail(&[indexed], 32), BailOut::NoConstantStride);

    let wide = strided(AccessType::StridedLoad, &[0], 16);
    assert_eq!(
        bail(&wide, 16),
        BailOut::WiderThanRegister {
            ty: V4X64,
            vector_length: 16
        }
    );

    let odd = strided(AccessType::StridedLoad, &[0, 4], 16);
    assert_eq!(
        bail(&odd, 32),
        BailOut::Misaligned {
            memref: MemrefId(1),
            offset: 4
        }
    );

    let overlapping = strided(AccessType::StridedStore, &[0, 16], 16);
    assert_eq!(
        bail(&overlapping, 32),
        BailOut::OverlappingStores { offset: 16 }
    );

    let odd_bits = vec![TestMemref::strided(
        AccessType::StridedLoad,
        VectorType::new(4, 12),
        0,
        4,
    )];
    assert!(matches!(
        bail(&odd_bits, 32),
        BailOut::UnsupportedElementSize { elem_bits: 12, .. }
    ));
    let bo = BailOut::TooManySources {
        node: lanes_vls::NodeId(0),
        sources: 3,
    };
    assert_eq!(bo.to_string(), "V1 has 3 sources (more than two)");
}

#[test]
fn overlapping_loads_are_fine() {
    // x[2k] and x[2k+2]: lane i+1 of the first is lane i of the second.
    let ms = strided(AccessType::StridedLoad, &[0, 16], 16);
    let g = &get_groups(&ms, 32)[0];
    let seq = get_sequence(g, &Avx2Toy).unwrap();
    verify(g, &seq).unwrap();
}
