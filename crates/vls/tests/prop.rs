//! Every sequence the server produces computes exactly what the gathers (or
//! scatters) it replaces compute, on random groups.

mod common;

use std::collections::BTreeMap;

use common::{Avx2Toy, Flat, TestMemref};
use lanes_vls::{
    AccessType, BailOut, CostClient, VectorType, get_group_cost, get_groups, get_sequence,
    get_sequence_traced, sequence_cost, verify,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

#[derive(Clone, Debug)]
struct Case {
    memrefs: Vec<TestMemref>,
    vector_length: u32,
}

fn case() -> impl Strategy<Value = Case> {
    (
        prop::sample::select(vec![1u32, 2, 4, 8]), // element bytes
        prop::sample::select(vec![16u32, 32, 64]), // vector length
        0u32..4,                                   // lanes = 2^(k+1), clamped
        2i64..=8,                                  // stride in elements
        prop::bool::weighted(0.15),                // reversed stride
        1u32..256,                                 // members' element offsets (gaps)
        prop::bool::weighted(0.15),                // one member a stride further
        prop::bool::ANY,                           // loads or stores
        prop::collection::vec(prop::bool::weighted(0.9), 16), // movable
    )
        .prop_flat_map(
            |(eb, vl, k, stride, reversed, offsets, beyond, load, movable)| {
                let lanes = (2u32 << k).min(vl / eb);
                let ty = VectorType::new(lanes, eb * 8);
                let access = if load {
                    AccessType::StridedLoad
                } else {
                    AccessType::StridedStore
                };
                let stride_bytes = stride * i64::from(eb) * if reversed { -1 } else { 1 };
                let mut elems: Vec<i64> = (0..stride).filter(|e| offsets >> e & 1 == 1).collect();
                if elems.is_empty() {
                    elems.push(0);
                }
                if beyond {
                    elems.push(elems[0] + stride);
                }
                let memrefs: Vec<TestMemref> = elems
                    .iter()
                    .zip(&movable)
                    .enumerate()
                    .map(|(i, (&e, &mv))| TestMemref {
                        array: 0,
                        offset: 1000 + e * i64::from(eb),
                        stride: Some(stride_bytes),
                        ty,
                        access,
                        order: i as u32,
                        movable: mv,
                    })
                    .collect();
                (Just(memrefs).prop_shuffle(), Just(vl))
            },
        )
        .prop_map(|(memrefs, vector_length)| Case {
            memrefs,
            vector_length,
        })
}

#[derive(Default)]
struct Stats {
    groups: usize,
    sequences: usize,
    cheaper: usize,
    bail_outs: BTreeMap<String, usize>,
}

fn bail_kind(b: &BailOut) -> String {
    let s = format!("{b:?}");
    s.split([' ', '{', '(']).next().unwrap().to_string()
}

fn check(case: &Case, client: &dyn CostClient, stats: &mut Stats) -> Result<(), TestCaseError> {
    let groups = get_groups(&case.memrefs, case.vector_length);
    let mut seen = vec![0; case.memrefs.len()];
    for g in &groups {
        prop_assert_eq!(g.members[0].offset, 0);
        prop_assert!(g.members.windows(2).all(|w| w[0].offset <= w[1].offset));
        let window = g.members.last().unwrap().offset + i64::from(g.ty.elem_bytes());
        prop_assert!(g.members.len() == 1 || window <= i64::from(case.vector_length));
        for m in &g.members {
            seen[m.memref.index()] += 1;
        }
        stats.groups += 1;
        let result = get_sequence(g, client);
        prop_assert_eq!(&get_sequence_traced(g, client).result, &result);
        match result {
            Ok(seq) => {
                stats.sequences += 1;
                if let Err(e) = verify(g, &seq) {
                    return Err(TestCaseError::fail(format!("{e}\n{g}\n{seq}")));
                }
                let cost = get_group_cost(g, client);
                prop_assert_eq!(&cost.sequence, &Ok(sequence_cost(&seq, client)));
                stats.cheaper += usize::from(cost.prefers_sequence());
            }
            Err(b) => *stats.bail_outs.entry(bail_kind(&b)).or_default() += 1,
        }
    }
    prop_assert!(
        seen.iter().all(|&n| n == 1),
        "every memref in exactly one group"
    );
    Ok(())
}

fn run(name: &str, client: &dyn CostClient) {
    let mut runner = TestRunner::new(Config {
        cases: 1500,
        failure_persistence: None,
        ..Config::default()
    });
    let stats = std::cell::RefCell::new(Stats::default());
    let outcome = runner.run(&case(), |c| check(&c, client, &mut stats.borrow_mut()));
    let stats = stats.into_inner();
    let bailed: usize = stats.bail_outs.values().sum();
    eprintln!(
        "{name}: {} groups, {} sequences ({} cheaper than gathers/scatters), {bailed} bail-outs ({:.1}%): {:?}",
        stats.groups,
        stats.sequences,
        stats.cheaper,
        100.0 * bailed as f64 / stats.groups.max(1) as f64,
        stats.bail_outs
    );
    if let Err(e) = outcome {
        panic!("{e}");
    }
}

#[test]
fn sequences_verify_avx2_toy_costs() {
    run("avx2-toy costs", &Avx2Toy);
}

#[test]
fn sequences_verify_flat_costs() {
    run("flat costs", &Flat);
}
