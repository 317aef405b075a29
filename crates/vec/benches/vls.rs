//! OptVLS over the corpus: groups and sequences of every loop at every
//! candidate VF (avx2). Skips when /work/shared/corpus is absent.
//! Run: `cargo bench -p lanes-vec --bench vls`.

use std::sync::OnceLock;

use lanes_db::{RootDatabase, file_functions, function_loops};
use lanes_vec::vls::{Mobility, TargetCosts, VlsMemref, group_memrefs, sequence_for};
use lanes_vec::{VfRange, vf_candidates, vf_ranges, vls_costs, vls_memrefs};

fn main() {
    if corpus().is_empty() {
        eprintln!("corpus absent: skipped");
        return;
    }
    divan::main();
}

fn corpus() -> &'static [(String, String)] {
    static FILES: OnceLock<Vec<(String, String)>> = OnceLock::new();
    FILES.get_or_init(|| {
        let mut out = Vec::new();
        let mut stack = vec![std::path::PathBuf::from("/work/shared/corpus")];
        while let Some(p) = stack.pop() {
            let Ok(rd) = std::fs::read_dir(&p) else {
                continue;
            };
            for e in rd.flatten() {
                let path = e.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|x| x == "ll") {
                    let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into();
                    out.push((path.display().to_string(), text));
                }
            }
        }
        out.sort();
        out
    })
}

fn avx2() -> lanes_target::TargetDesc {
    lanes_target::builtin("avx2").unwrap()
}

/// What the pure algorithms need per loop: client memrefs, movability,
/// ranges and candidate VFs.
struct LoopInput {
    mems: Vec<VlsMemref>,
    moves: Mobility,
    ranges: Vec<VfRange>,
    vfs: Vec<u32>,
}

fn inputs() -> &'static [LoopInput] {
    static INPUTS: OnceLock<Vec<LoopInput>> = OnceLock::new();
    INPUTS.get_or_init(|| {
        let mut out = Vec::new();
        for (path, text) in corpus() {
            let mut db = RootDatabase::default();
            let t = db.new_target(&avx2());
            let file = db.set_file(path, text);
            for &f in file_functions(&db, file) {
                for &l in function_loops(&db, f) {
                    out.push(LoopInput {
                        mems: (**vls_memrefs(&db, l)).clone(),
                        moves: Mobility::new(
                            lanes_vec::dependences(&db, l),
                            lanes_vec::memrefs(&db, l),
                        ),
                        ranges: (**vf_ranges(&db, l, t)).clone(),
                        vfs: vf_candidates(&db, l, t).vfs.clone(),
                    });
                }
            }
        }
        out
    })
}

/// The algorithms alone: one grouping per VF range, one sequence per group
/// and candidate VF.
#[divan::bench(sample_count = 10)]
fn groups_and_sequences(b: divan::Bencher) {
    let desc = avx2();
    let costs = TargetCosts {
        vector: &desc.vector,
        memory: &desc.memory,
        shuffle: &desc.shuffle,
        scalar: &desc.scalar,
    };
    let loops = inputs();
    b.bench(|| {
        let mut sequences = 0;
        for lp in loops {
            for &r in &lp.ranges {
                let groups = group_memrefs(&lp.mems, &lp.moves, r, desc.vector.register_bits / 8);
                for &vf in lp.vfs.iter().filter(|&&vf| r.contains(vf)) {
                    for g in groups.grouping.group_ids() {
                        sequences +=
                            sequence_for(&groups, g, vf, &costs).sequence_cost.is_some() as u32;
                    }
                }
            }
        }
        sequences
    });
}

/// The same through the queries on a fresh database (parsing, memrefs and
/// dependences included).
#[divan::bench(sample_count = 5)]
fn cold_queries(b: divan::Bencher) {
    let files = corpus();
    b.bench(|| {
        let mut groups = 0;
        for (path, text) in files {
            let mut db = RootDatabase::default();
            let t = db.new_target(&avx2());
            let file = db.set_file(path, text);
            for &f in file_functions(&db, file) {
                for &l in function_loops(&db, f) {
                    for &vf in &vf_candidates(&db, l, t).vfs {
                        groups += vls_costs(&db, l, vf, t).len();
                    }
                }
            }
        }
        groups
    });
}

/// After one shuffle-cost edit: only sequences and costs re-run.
#[divan::bench(sample_count = 10)]
fn after_shuffle_edit(b: divan::Bencher) {
    let files = corpus();
    let desc = avx2();
    let mut edited = desc.clone();
    edited.shuffle.two_source_permute += 1;
    let mut db = RootDatabase::default();
    let t = db.new_target(&desc);
    let handles: Vec<_> = files.iter().map(|(p, text)| db.set_file(p, text)).collect();
    let run = |db: &RootDatabase| {
        let mut groups = 0;
        for &file in &handles {
            for &f in file_functions(db, file) {
                for &l in function_loops(db, f) {
                    for &vf in &vf_candidates(db, l, t).vfs {
                        groups += vls_costs(db, l, vf, t).len();
                    }
                }
            }
        }
        groups
    };
    run(&db);
    let mut flip = false;
    b.bench_local(|| {
        flip = !flip;
        db.update_target(t, if flip { &edited } else { &desc });
        run(&db)
    });
}
